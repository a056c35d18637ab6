import { data } from "react-router";
import { clearRateLimit, hitRateLimit, peekRateLimit } from "~/models/rate-limits.server";

/**
 * Rate limit policies. Counters live in the database (see models/rate-limits.server.ts) so they
 * hold across several app servers. A limited request answers 429 with Retry-After and the
 * RateLimit headers, and a message saying when to try again.
 */
export interface Policy {
  name: string;
  max: number;
  windowMs: number;
}

export const POLICIES = {
  loginAccount: { name: "login-account", max: 5, windowMs: 15 * 60_000 },
  loginAddress: { name: "login-address", max: 20, windowMs: 15 * 60_000 },
  register: { name: "register", max: 10, windowMs: 60 * 60_000 },
  forgotAddress: { name: "forgot-address", max: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, Policy>;

export interface LimitCheck {
  limited: boolean;
  retryAfterSeconds: number;
  remaining: number;
  headers: Record<string, string>;
}

function describe(policy: Policy, count: number, resetAt: Date | null, now: Date): LimitCheck {
  const retryAfterSeconds = resetAt ? Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000)) : 0;
  const remaining = Math.max(0, policy.max - count);
  const headers: Record<string, string> = {
    "RateLimit-Policy": `${policy.max};w=${Math.round(policy.windowMs / 1000)}`,
    RateLimit: `limit=${policy.max}, remaining=${remaining}, reset=${retryAfterSeconds}`,
  };
  const limited = count >= policy.max;
  if (limited) headers["Retry-After"] = String(retryAfterSeconds);
  return { limited, retryAfterSeconds, remaining, headers };
}

function keyOf(policy: Policy, subject: string) {
  return `${policy.name}:${subject.toLowerCase().slice(0, 200)}`;
}

/** Whether the subject has used up its window, without counting this request. */
export async function checkLimit(policy: Policy, subject: string, now = new Date()): Promise<LimitCheck> {
  const state = await peekRateLimit(keyOf(policy, subject), now);
  return describe(policy, state?.count ?? 0, state?.resetAt ?? null, now);
}

/** Counts one request against the subject's window. */
export async function countHit(policy: Policy, subject: string, now = new Date()): Promise<LimitCheck> {
  const state = await hitRateLimit(keyOf(policy, subject), policy.windowMs, now);
  return describe(policy, state.count, state.resetAt, now);
}

export async function resetLimit(policy: Policy, subject: string) {
  await clearRateLimit(keyOf(policy, subject));
}

/** The most restrictive of several checks. */
export function strictest(checks: LimitCheck[]): LimitCheck {
  return checks.reduce((worst, c) => (c.limited && (!worst.limited || c.retryAfterSeconds > worst.retryAfterSeconds) ? c : worst));
}

/** A 429 answer for a form: the i18n key and minutes to wait travel in the form reply. */
export function tooManyRequests<T>(body: T, check: LimitCheck) {
  return data(body, { status: 429, headers: check.headers });
}
