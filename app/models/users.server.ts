import { getDb } from "./db.server";
import { nowIso } from "./dialect.server";
import type { NewUser, User } from "./schema";
import type { CustomerType, Role } from "~/lib/auth/roles";
import type { Language } from "~/lib/i18n/i18n";
import { hashPassword, verifyPassword, type HashOptions } from "~/lib/auth/password.server";
import { consumeEmailToken, endTokens } from "./password-resets.server";

/**
 * Users: customers, agents and admins. Emails are stored lower-cased and trimmed. Whether the address
 * is verified is read where it matters (emailVerifiedAt, the offers' SQL), not carried with the session.
 */
export type PublicUser = Omit<User, "password_hash" | "email_verified_at">;

const publicColumns = [
  "id",
  "name",
  "email",
  "role",
  "customer_type",
  "country",
  "tax_id",
  "company_name",
  "phone",
  "address",
  "permission_sms",
  "permission_mail",
  "branch_id",
  "is_active",
  "locale",
  "created_at",
  "updated_at",
  "updated_by",
] as const;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function getUserById(id: number): Promise<PublicUser | undefined> {
  return getDb().selectFrom("users").select(publicColumns).where("id", "=", id).executeTakeFirst();
}

export async function emailTaken(email: string, exceptUserId?: number): Promise<boolean> {
  let query = getDb().selectFrom("users").select("id").where("email", "=", normaliseEmail(email));
  if (exceptUserId) query = query.where("id", "!=", exceptUserId);
  return Boolean(await query.executeTakeFirst());
}

/** Checks an email and password; answers the user only when both match and the account is active. */
export async function verifyCredentials(
  email: string,
  password: string,
  options: HashOptions = {},
): Promise<PublicUser | null> {
  const row = await getDb()
    .selectFrom("users")
    .select([...publicColumns, "password_hash"])
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirst();
  const ok = await verifyPassword(password, row?.password_hash ?? null, options);
  if (!row || !ok || !row.is_active) return null;
  const { password_hash: _hash, ...user } = row;
  return user;
}

export interface CreateUserInput {
  name: string;
  email: string;
  password?: string | null;
  passwordHash?: string | null;
  role: Role;
  customerType?: CustomerType | null;
  /** A customer's country (ISO code); Turkey unless given. */
  country?: string | null;
  taxId?: string | null;
  companyName?: string | null;
  phone?: string | null;
  address?: string | null;
  permissionSms?: boolean;
  permissionMail?: boolean;
  branchId?: number | null;
  locale?: Language;
  createdBy?: number | null;
  createdAt?: string;
  /** When the address was proved (seeds); a registration starts unverified. */
  emailVerifiedAt?: string | null;
}

export async function createUser(input: CreateUserInput): Promise<PublicUser> {
  const now = input.createdAt ?? nowIso();
  const passwordHash = input.passwordHash ?? (input.password ? await hashPassword(input.password) : null);
  const row: NewUser = {
    name: input.name.trim(),
    email: normaliseEmail(input.email),
    password_hash: passwordHash,
    role: input.role,
    customer_type: input.role === "customer" ? (input.customerType ?? "individual") : null,
    country: input.role === "customer" ? (input.country ?? "TR") : null,
    tax_id: input.taxId || null,
    company_name: input.companyName || null,
    phone: input.phone || null,
    address: input.address || null,
    permission_sms: input.permissionSms ? 1 : 0,
    permission_mail: input.permissionMail ? 1 : 0,
    branch_id: input.role === "agent" ? (input.branchId ?? null) : null,
    is_active: 1,
    locale: input.locale ?? "tr",
    created_at: now,
    updated_at: now,
    updated_by: input.createdBy ?? null,
    email_verified_at: input.emailVerifiedAt ?? null,
  };
  return getDb().insertInto("users").values(row).returning(publicColumns).executeTakeFirstOrThrow();
}

export interface ProfileInput {
  name: string;
  phone?: string | null;
  address?: string | null;
  companyName?: string | null;
  taxId?: string | null;
}

export async function updateProfile(userId: number, input: ProfileInput): Promise<void> {
  await getDb()
    .updateTable("users")
    .set({
      name: input.name.trim(),
      phone: input.phone || null,
      address: input.address || null,
      company_name: input.companyName || null,
      tax_id: input.taxId || null,
      updated_at: nowIso(),
      updated_by: userId,
    })
    .where("id", "=", userId)
    .execute();
}

export async function updateNotificationPermissions(userId: number, sms: boolean, mail: boolean): Promise<void> {
  await getDb()
    .updateTable("users")
    .set({ permission_sms: sms ? 1 : 0, permission_mail: mail ? 1 : 0, updated_at: nowIso(), updated_by: userId })
    .where("id", "=", userId)
    .execute();
}

/** Sets a new password and ends every outstanding reset, invitation and e-mail change link of the user. */
export async function setPassword(userId: number, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await getDb()
    .updateTable("users")
    .set({ password_hash: hash, updated_at: nowIso() })
    .where("id", "=", userId)
    .execute();
  await endTokens(userId);
}

/** When the user's current address was verified (null: not yet). */
export async function emailVerifiedAt(userId: number): Promise<string | null> {
  const row = await getDb().selectFrom("users").select("email_verified_at").where("id", "=", userId).executeTakeFirst();
  return row?.email_verified_at ?? null;
}

/** The account screen's address facts in one statement: verified or not, and the new address waiting for its link. */
export async function emailState(
  userId: number,
  now = new Date(),
): Promise<{ verified: boolean; pending: string | null }> {
  const row = await getDb()
    .selectFrom("users")
    .select((eb) => [
      "users.email_verified_at",
      eb
        .selectFrom("password_reset_tokens as t")
        .select("t.email")
        .whereRef("t.user_id", "=", "users.id")
        .where("t.purpose", "=", "email-change")
        .where("t.used_at", "is", null)
        .where("t.expires_at", ">", now.toISOString())
        .orderBy("t.created_at", "desc")
        .limit(1)
        .as("pending"),
    ])
    .where("users.id", "=", userId)
    .executeTakeFirst();
  return { verified: Boolean(row?.email_verified_at), pending: row?.pending ?? null };
}

/**
 * Marks the address verified, only while it is still the account's address (a reset or invitation link
 * mailed to it proves it as well as a verification link).
 */
export async function markEmailVerified(userId: number, email: string): Promise<boolean> {
  const result = await getDb()
    .updateTable("users")
    .set({ email_verified_at: nowIso() })
    .where("id", "=", userId)
    .where("email", "=", normaliseEmail(email))
    .where("email_verified_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export type EmailConfirmation =
  | { ok: true; purpose: "verify" | "email-change"; userId: number; email: string }
  | { ok: false; reason: "invalid" | "taken" };

/**
 * Opens a verification or e-mail change link: the address becomes verified, or the account moves to
 * the new, now verified, address (unless someone else took it meanwhile). The link is used either way.
 */
export async function confirmEmail(token: string, now = new Date()): Promise<EmailConfirmation> {
  const used = await consumeEmailToken(token, now);
  if (!used) return { ok: false, reason: "invalid" };
  if (used.purpose === "verify") {
    const current = await getDb()
      .selectFrom("users")
      .select(["email", "email_verified_at"])
      .where("id", "=", used.userId)
      .executeTakeFirst();
    if (!current || current.email !== used.email) return { ok: false, reason: "invalid" };
    await markEmailVerified(used.userId, used.email);
    return { ok: true, purpose: "verify", userId: used.userId, email: used.email };
  }
  if (await emailTaken(used.email, used.userId)) return { ok: false, reason: "taken" };
  const at = now.toISOString();
  await getDb()
    .updateTable("users")
    .set({ email: used.email, email_verified_at: at, updated_at: at, updated_by: used.userId })
    .where("id", "=", used.userId)
    .execute();
  return { ok: true, purpose: "email-change", userId: used.userId, email: used.email };
}

export async function checkPassword(userId: number, password: string): Promise<boolean> {
  const row = await getDb().selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirst();
  return verifyPassword(password, row?.password_hash ?? null);
}

export async function setUserLocale(userId: number, locale: Language): Promise<void> {
  await getDb().updateTable("users").set({ locale }).where("id", "=", userId).where("locale", "!=", locale).execute();
}

export async function findUserByEmail(email: string): Promise<PublicUser | undefined> {
  return getDb()
    .selectFrom("users")
    .select(publicColumns)
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirst();
}
