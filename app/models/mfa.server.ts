import crypto from "node:crypto";
import { getDb } from "./db.server";
import { nowIso } from "./dialect.server";
import { matchTotp, newTotpSecret } from "~/lib/auth/totp.server";
import { open, seal } from "~/lib/security/secret-box.server";

/**
 * Two-factor sign-in with an authenticator app (TOTP) and single-use recovery codes. Secrets are
 * encrypted at rest; a code's time step is remembered so the same code never works twice; recovery
 * codes are stored hashed.
 */
export const RECOVERY_CODE_COUNT = 10;

function hash(code: string) {
  return crypto.createHash("sha256").update(code.replace(/[\s-]/g, "").toLowerCase()).digest("hex");
}

export async function mfaStatus(userId: number): Promise<"off" | "pending" | "on"> {
  const row = await getDb()
    .selectFrom("user_mfa")
    .select("enabled_at")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return !row ? "off" : row.enabled_at ? "on" : "pending";
}

/** Starts (or restarts) enrolment: a new secret that is not active until a code confirms it. */
export async function startEnrolment(userId: number, key: string): Promise<string> {
  const secret = newTotpSecret();
  const db = getDb();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("user_mfa").where("user_id", "=", userId).where("enabled_at", "is", null).execute();
    const existing = await trx
      .selectFrom("user_mfa")
      .select("user_id")
      .where("user_id", "=", userId)
      .executeTakeFirst();
    if (existing) throw new Error("Two-factor sign-in is already on");
    await trx
      .insertInto("user_mfa")
      .values({ user_id: userId, secret_enc: seal(secret, key), enabled_at: null, last_step: 0, created_at: nowIso() })
      .execute();
  });
  return secret;
}

export async function pendingSecret(userId: number, key: string): Promise<string | null> {
  const row = await getDb()
    .selectFrom("user_mfa")
    .select("secret_enc")
    .where("user_id", "=", userId)
    .where("enabled_at", "is", null)
    .executeTakeFirst();
  return row ? open(row.secret_enc, key) : null;
}

function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = crypto.randomBytes(5).toString("hex");
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

/** Confirms enrolment with a first code; answers the recovery codes (shown once) or null for a wrong code. */
export async function confirmEnrolment(
  userId: number,
  code: string,
  key: string,
  now = Date.now(),
): Promise<string[] | null> {
  const secret = await pendingSecret(userId, key);
  if (!secret) return null;
  const step = matchTotp(secret, code.trim(), now);
  if (step === null) return null;
  const codes = newRecoveryCodes();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable("user_mfa")
        .set({ enabled_at: nowIso(), last_step: step })
        .where("user_id", "=", userId)
        .execute();
      await trx.deleteFrom("mfa_recovery_codes").where("user_id", "=", userId).execute();
      await trx
        .insertInto("mfa_recovery_codes")
        .values(codes.map((c) => ({ user_id: userId, code_hash: hash(c), used_at: null })))
        .execute();
    });
  return codes;
}

/** Checks a sign-in code: a fresh TOTP code, or an unused recovery code (used up by this). */
export async function verifySecondFactor(
  userId: number,
  code: string,
  key: string,
  now = Date.now(),
): Promise<"totp" | "recovery" | null> {
  const db = getDb();
  const row = await db
    .selectFrom("user_mfa")
    .select(["secret_enc", "last_step"])
    .where("user_id", "=", userId)
    .where("enabled_at", "is not", null)
    .executeTakeFirst();
  if (!row) return null;
  const clean = code.trim();
  const step = matchTotp(open(row.secret_enc, key), clean, now);
  if (step !== null) {
    const updated = await db
      .updateTable("user_mfa")
      .set({ last_step: step })
      .where("user_id", "=", userId)
      .where("last_step", "<", step)
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) === 1 ? "totp" : null;
  }
  if (!/^[0-9a-f]{5}-?[0-9a-f]{5}$/i.test(clean)) return null;
  const used = await db
    .updateTable("mfa_recovery_codes")
    .set({ used_at: nowIso() })
    .where("user_id", "=", userId)
    .where("code_hash", "=", hash(clean))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? "recovery" : null;
}

export async function remainingRecoveryCodes(userId: number): Promise<number> {
  const row = await getDb()
    .selectFrom("mfa_recovery_codes")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function disableMfa(userId: number): Promise<void> {
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom("mfa_recovery_codes").where("user_id", "=", userId).execute();
      await trx.deleteFrom("user_mfa").where("user_id", "=", userId).execute();
    });
}
