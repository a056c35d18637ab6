import crypto from "node:crypto";
import { getDb } from "./db.server";
import { nowIso } from "./dialect.server";
import type { TokenPurpose } from "./schema";

/**
 * Mailed links: password reset and invitation (set a password), address verification and e-mail change.
 * Each is a random token stored only as a SHA-256 hash, single use and short-lived. A link for one purpose
 * never works for another. Using a reset or invitation link, changing the password and changing the
 * address end every outstanding link that could change the password or the address (endAccountTokens),
 * so an older mail cannot take the account back.
 */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const EMAIL_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const RESEND_DELAY_MS = 30_000;

/** The links that can set a password or move the account to another address. */
export const ACCOUNT_TOKEN_PURPOSES = ["reset", "invite", "email-change"] as const satisfies readonly TokenPurpose[];
const PASSWORD_PURPOSES = ["reset", "invite"] as const satisfies readonly TokenPurpose[];
const ALL_PURPOSES = ["reset", "invite", "verify", "email-change"] as const satisfies readonly TokenPurpose[];

const TTL: Record<TokenPurpose, number> = {
  reset: RESET_TOKEN_TTL_MS,
  invite: INVITE_TOKEN_TTL_MS,
  verify: EMAIL_TOKEN_TTL_MS,
  "email-change": EMAIL_TOKEN_TTL_MS,
};

export function hashToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

async function insertToken(userId: number, purpose: TokenPurpose, email: string | null): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  const now = new Date();
  await getDb()
    .insertInto("password_reset_tokens")
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      purpose,
      email,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + TTL[purpose]).toISOString(),
      used_at: null,
    })
    .execute();
  return token;
}

export async function createResetToken(userId: number, purpose: "reset" | "invite" = "reset"): Promise<string> {
  return insertToken(userId, purpose, null);
}

/**
 * A link proving an address: "verify" for the account's address, "email-change" for the new one. A new
 * link replaces the outstanding ones of the same purpose (one pending address at a time).
 */
export async function createEmailToken(
  userId: number,
  purpose: "verify" | "email-change",
  email: string,
): Promise<string> {
  await endTokens(userId, [purpose]);
  return insertToken(userId, purpose, email.trim().toLowerCase());
}

/** Ends the user's outstanding links of these purposes (default: every link that sets a password or an address). */
export async function endTokens(
  userId: number,
  purposes: readonly TokenPurpose[] = ACCOUNT_TOKEN_PURPOSES,
): Promise<void> {
  await getDb()
    .updateTable("password_reset_tokens")
    .set({ used_at: nowIso() })
    .where("user_id", "=", userId)
    .where("used_at", "is", null)
    .where("purpose", "in", [...purposes])
    .execute();
}

/** The new address waiting for its confirmation link, if any. */
export async function pendingEmailChange(userId: number, now = new Date()): Promise<string | null> {
  const row = await getDb()
    .selectFrom("password_reset_tokens")
    .select("email")
    .where("user_id", "=", userId)
    .where("purpose", "=", "email-change")
    .where("used_at", "is", null)
    .where("expires_at", ">", now.toISOString())
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.email ?? null;
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

export type TokenState =
  | { status: "valid"; userId: number; purpose: TokenPurpose; email: string | null }
  | { status: "invalid" | "expired" | "used" };
export type ResetTokenState = { status: "valid"; userId: number } | { status: "invalid" | "expired" | "used" };

/** What a link is, for one of the given purposes (a link of another purpose is "invalid"). */
export async function inspectToken(
  token: string,
  purposes: readonly TokenPurpose[],
  now = new Date(),
): Promise<TokenState> {
  if (!token || token.length > 200) return { status: "invalid" };
  const row = await getDb()
    .selectFrom("password_reset_tokens")
    .select(["user_id", "purpose", "email", "expires_at", "used_at"])
    .where("token_hash", "=", hashToken(token))
    .where("purpose", "in", [...purposes])
    .executeTakeFirst();
  if (!row) return { status: "invalid" };
  if (row.used_at) return { status: "used" };
  if (new Date(row.expires_at).getTime() < now.getTime()) return { status: "expired" };
  return { status: "valid", userId: row.user_id, purpose: row.purpose, email: row.email };
}

export async function inspectResetToken(token: string, now = new Date()): Promise<ResetTokenState> {
  const state = await inspectToken(token, PASSWORD_PURPOSES, now);
  return state.status === "valid" ? { status: "valid", userId: state.userId } : state;
}

/**
 * Uses a link once and, in the same statement, ends the user's other outstanding links of `ends`
 * (which includes the link's own purpose): the link counts only when it is among the rows this
 * statement ended, so two links used at the same moment cannot both succeed, on either engine.
 */
async function consumeToken(
  token: string,
  purposes: readonly TokenPurpose[],
  ends: readonly TokenPurpose[],
  now: Date,
) {
  if (!token || token.length > 200) return null;
  const hash = hashToken(token);
  const at = now.toISOString();
  const ended = await getDb()
    .updateTable("password_reset_tokens")
    .set({ used_at: at })
    .where("used_at", "is", null)
    .where("purpose", "in", [...ends])
    .where("user_id", "=", (eb) =>
      eb
        .selectFrom("password_reset_tokens as t")
        .select("t.user_id")
        .where("t.token_hash", "=", hash)
        .where("t.used_at", "is", null)
        .where("t.purpose", "in", [...purposes])
        .where("t.expires_at", ">=", at),
    )
    .returning(["token_hash", "user_id", "purpose", "email"])
    .execute();
  return ended.find((row) => row.token_hash === hash) ?? null;
}

/**
 * Uses a reset or invitation link: answers the user id when it was still usable, and ends every other
 * outstanding reset, invitation and e-mail change link of that user.
 */
export async function consumeResetToken(token: string, now = new Date()): Promise<number | null> {
  return (await consumeToken(token, PASSWORD_PURPOSES, ACCOUNT_TOKEN_PURPOSES, now))?.user_id ?? null;
}

/**
 * Uses a verification or e-mail change link. An e-mail change ends every outstanding link of the user
 * (they were mailed to the old address or prove it); a verification ends the other verification links.
 */
export async function consumeEmailToken(
  token: string,
  now = new Date(),
): Promise<{ userId: number; purpose: "verify" | "email-change"; email: string } | null> {
  const state = await inspectToken(token, ["verify", "email-change"], now);
  if (state.status !== "valid") return null;
  const ends = state.purpose === "email-change" ? ALL_PURPOSES : (["verify"] as const);
  const row = await consumeToken(token, [state.purpose], ends, now);
  if (!row || !row.email) return null;
  return { userId: row.user_id, purpose: row.purpose as "verify" | "email-change", email: row.email };
}
