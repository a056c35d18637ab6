import crypto from "node:crypto";
import { getDb } from "./db.server";
import { nowIso } from "./dialect.server";

/**
 * Password reset (and invitation) tokens: random, stored only as a SHA-256 hash, single use,
 * valid for one hour (invitations for seven days).
 */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESEND_DELAY_MS = 30_000;

function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

export async function createResetToken(userId: number, purpose: "reset" | "invite" = "reset"): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  const now = new Date();
  const ttl = purpose === "invite" ? INVITE_TOKEN_TTL_MS : RESET_TOKEN_TTL_MS;
  await getDb()
    .insertInto("password_reset_tokens")
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      purpose,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ttl).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

/** When the user last asked for a reset link, to hold back resends for 30 seconds. */
export async function lastResetRequestAt(userId: number): Promise<Date | null> {
  const row = await getDb()
    .selectFrom("password_reset_tokens")
    .select("created_at")
    .where("user_id", "=", userId)
    .where("purpose", "=", "reset")
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? new Date(row.created_at) : null;
}

export type ResetTokenState = { status: "valid"; userId: number } | { status: "invalid" | "expired" | "used" };

export async function inspectResetToken(token: string, now = new Date()): Promise<ResetTokenState> {
  if (!token || token.length > 200) return { status: "invalid" };
  const row = await getDb()
    .selectFrom("password_reset_tokens")
    .select(["user_id", "expires_at", "used_at"])
    .where("token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row) return { status: "invalid" };
  if (row.used_at) return { status: "used" };
  if (new Date(row.expires_at).getTime() < now.getTime()) return { status: "expired" };
  return { status: "valid", userId: row.user_id };
}

/** Marks a token used; answers the user id when it was still usable (single use, even under a race). */
export async function consumeResetToken(token: string, now = new Date()): Promise<number | null> {
  const state = await inspectResetToken(token, now);
  if (state.status !== "valid") return null;
  const result = await getDb()
    .updateTable("password_reset_tokens")
    .set({ used_at: nowIso() })
    .where("token_hash", "=", hashToken(token))
    .where("used_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? state.userId : null;
}
