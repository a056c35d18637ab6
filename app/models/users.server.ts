import { getDb } from "./db.server";
import { nowIso } from "./dialect.server";
import type { NewUser, User } from "./schema";
import type { CustomerType, Role } from "~/lib/roles";
import type { Language } from "~/lib/i18n";
import { hashPassword, verifyPassword, type HashOptions } from "~/lib/password.server";

/** Users: customers, agents and admins. Emails are stored lower-cased and trimmed. */
export type PublicUser = Omit<User, "password_hash">;

const publicColumns = [
  "id",
  "name",
  "email",
  "role",
  "customer_type",
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
export async function verifyCredentials(email: string, password: string, options: HashOptions = {}): Promise<PublicUser | null> {
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
  };
  return getDb().insertInto("users").values(row).returning(publicColumns).executeTakeFirstOrThrow();
}

export interface ProfileInput {
  name: string;
  email: string;
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
      email: normaliseEmail(input.email),
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

export async function setPassword(userId: number, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await getDb()
    .updateTable("users")
    .set({ password_hash: hash, updated_at: nowIso() })
    .where("id", "=", userId)
    .execute();
}

export async function checkPassword(userId: number, password: string): Promise<boolean> {
  const row = await getDb().selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirst();
  return verifyPassword(password, row?.password_hash ?? null);
}

export async function setUserLocale(userId: number, locale: Language): Promise<void> {
  await getDb().updateTable("users").set({ locale }).where("id", "=", userId).where("locale", "!=", locale).execute();
}

export async function findUserByEmail(email: string): Promise<PublicUser | undefined> {
  return getDb().selectFrom("users").select(publicColumns).where("email", "=", normaliseEmail(email)).executeTakeFirst();
}
