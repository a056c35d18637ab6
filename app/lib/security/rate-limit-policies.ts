/**
 * The rate limit policies and their production defaults: how many requests (`max`) a subject may make
 * in a fixed window (`windowMs`). The subject is an address, an account (the e-mail typed in a
 * sign-in, sign-up or reset form, or the signed-in user), a pair of both, or a known device.
 * Configuration may scale or override them (RATE_LIMIT_SCALE, RATE_LIMITS in env.server.ts), never
 * silently: a relaxed production setting is announced at start-up.
 */
const MINUTE = 60_000;

export const POLICY_DEFAULTS = {
  /** Failed sign-ins from one address, whatever the account (password spraying). */
  "login-address": { max: 20, windowMs: 15 * MINUTE },
  /** Failed sign-ins to one account from one address (guessing one password). */
  "login-account-address": { max: 5, windowMs: 15 * MINUTE },
  /** Failed sign-ins to one account from every browser it does not know (guessing from many addresses). */
  "login-account": { max: 10, windowMs: 15 * MINUTE },
  /** Failed sign-ins from a browser that signed in to the account before (its known-device cookie). */
  "login-device": { max: 5, windowMs: 15 * MINUTE },
  /** Wrong second-factor codes for one account (the password was right). */
  "mfa-account": { max: 5, windowMs: 15 * MINUTE },
  /** Sign-up attempts from one address. */
  "register-address": { max: 10, windowMs: 60 * MINUTE },
  /** Sign-up attempts for one e-mail address (probing which addresses have accounts). */
  "register-email": { max: 5, windowMs: 60 * MINUTE },
  /** One reset link per e-mail address every 30 seconds. */
  "forgot-resend": { max: 1, windowMs: 30_000 },
  /** Reset links per account in an hour (so nobody can flood someone's mailbox). */
  "forgot-account": { max: 5, windowMs: 60 * MINUTE },
  /** Reset requests from one address. */
  "forgot-address": { max: 10, windowMs: 15 * MINUTE },
  /** Wrong current passwords on the account screen (password change, e-mail change, two-factor off), per account. */
  "account-password": { max: 5, windowMs: 15 * MINUTE },
  /** Verification and e-mail change links mailed from the account screen, per account (no mailbox flooding). */
  "account-mail": { max: 5, windowMs: 60 * MINUTE },
  /** Contact messages from one address (visitors). */
  "contact-address": { max: 5, windowMs: 60 * MINUTE },
  /** Contact messages from one signed-in account. */
  "contact-account": { max: 5, windowMs: 60 * MINUTE },
  /** Freight requests from one address (visitors). */
  "freight-address": { max: 10, windowMs: 60 * MINUTE },
  /** Freight requests from one signed-in account (customers and staff entering them for customers). */
  "freight-account": { max: 30, windowMs: 60 * MINUTE },
  /** Tracking lookups from one address (visitors). */
  "tracking-address": { max: 30, windowMs: 10 * MINUTE },
  /** Tracking lookups from one signed-in account. */
  "tracking-account": { max: 120, windowMs: 10 * MINUTE },
  /** Sign-ins and registrations of the public demo interface (`/mock/jwt/*`) from one address, right or wrong. */
  "demo-login-address": { max: 20, windowMs: 15 * MINUTE },
} as const satisfies Record<string, { max: number; windowMs: number }>;

export type PolicyName = keyof typeof POLICY_DEFAULTS;
export const POLICY_NAMES = Object.keys(POLICY_DEFAULTS) as PolicyName[];

export function isPolicyName(name: string): name is PolicyName {
  return Object.hasOwn(POLICY_DEFAULTS, name);
}
