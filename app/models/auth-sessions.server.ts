import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { getDb } from "./db.server";
import type { Database } from "./schema";
import { prepared } from "./prepared.server";
import { nowIso } from "./dialect.server";
import type { PublicUser } from "./users.server";

/**
 * Signed-in sessions and their refresh tokens. A session is one sign-in on one device; each
 * refresh rotates its token, and logout or a password change revokes it. A token just rotated still
 * signs in requests for a short grace window (parallel requests sent with it do not sign the user out),
 * but it is never rotated again: one session has one chain of tokens. A rotated token used after the
 * grace is a replay (a stolen cookie, or a stolen token's owner) and ends the whole session.
 */
export const REFRESH_GRACE_MS = 30_000;

export function newSessionId(): string {
  return crypto.randomBytes(24).toString("base64url");
}

export async function createAuthSession(input: {
  userId: number;
  refreshTokenId: string;
  refreshExpiresAt: Date;
  ip?: string | null;
  userAgent?: string | null;
  sessionId?: string;
}): Promise<string> {
  const id = input.sessionId ?? newSessionId();
  const now = nowIso();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx
        .insertInto("sessions")
        .values({
          id,
          user_id: input.userId,
          created_at: now,
          last_seen_at: now,
          revoked_at: null,
          ip: input.ip?.slice(0, 64) ?? null,
          user_agent: input.userAgent?.slice(0, 300) ?? null,
        })
        .execute();
      await trx
        .insertInto("refresh_tokens")
        .values({
          id: input.refreshTokenId,
          session_id: id,
          user_id: input.userId,
          created_at: now,
          expires_at: input.refreshExpiresAt.toISOString(),
          rotated_at: null,
          revoked_at: null,
        })
        .execute();
    });
  return id;
}

/** How long a session lives: idle time since it was last renewed, and its absolute age. */
export interface SessionLimits {
  idleMs: number;
  maxAgeMs: number;
}

function liveSince(limits: SessionLimits, now: Date) {
  return {
    seenAfter: new Date(now.getTime() - limits.idleMs).toISOString(),
    createdAfter: new Date(now.getTime() - limits.maxAgeMs).toISOString(),
  };
}

/**
 * The user of a live session, in one query; undefined when the session was revoked, has been idle
 * or alive too long, or the user was deactivated.
 */
export async function getSessionUser(
  sessionId: string,
  userId: number,
  limits: SessionLimits = { idleMs: Number.MAX_SAFE_INTEGER / 4, maxAgeMs: Number.MAX_SAFE_INTEGER / 4 },
  now = new Date(),
): Promise<PublicUser | undefined> {
  const { seenAfter, createdAfter } = liveSince(limits, now);
  const { rows } = await sessionUser.execute(getDb(), { sessionId, userId, seenAfter, createdAfter });
  return rows[0];
}

/** Every signed-in request runs it (the auth middleware): built and compiled once (prepared.server.ts). */
const sessionUser = prepared(
  (db: Kysely<Database>, p: (name: "sessionId" | "userId" | "seenAfter" | "createdAfter") => never) =>
    db
      .selectFrom("sessions")
      .innerJoin("users", "users.id", "sessions.user_id")
      .select([
        "users.id",
        "users.name",
        "users.email",
        "users.role",
        "users.customer_type",
        "users.country",
        "users.tax_id",
        "users.company_name",
        "users.phone",
        "users.address",
        "users.permission_sms",
        "users.permission_mail",
        "users.branch_id",
        "users.is_active",
        "users.locale",
        "users.created_at",
        "users.updated_at",
        "users.updated_by",
      ])
      .where("sessions.id", "=", p("sessionId"))
      .where("sessions.user_id", "=", p("userId"))
      .where("sessions.revoked_at", "is", null)
      .where("sessions.last_seen_at", ">", p("seenAfter"))
      .where("sessions.created_at", ">", p("createdAfter"))
      .where("users.is_active", "=", 1),
);

export type RefreshCheck = "ok" | "grace" | "reused" | "revoked" | "unknown";

/** Checks a refresh token against its record: live, just rotated (grace), replayed after rotation, or no longer usable. */
export async function checkRefreshToken(tokenId: string, sessionId: string, now = new Date()): Promise<RefreshCheck> {
  const row = await getDb()
    .selectFrom("refresh_tokens")
    .innerJoin("sessions", "sessions.id", "refresh_tokens.session_id")
    .select(["refresh_tokens.rotated_at", "refresh_tokens.revoked_at", "sessions.revoked_at as session_revoked_at"])
    .where("refresh_tokens.id", "=", tokenId)
    .where("refresh_tokens.session_id", "=", sessionId)
    .executeTakeFirst();
  if (!row) return "unknown";
  if (row.revoked_at || row.session_revoked_at) return "revoked";
  if (row.rotated_at) {
    return now.getTime() - new Date(row.rotated_at).getTime() <= REFRESH_GRACE_MS ? "grace" : "reused";
  }
  return "ok";
}

/**
 * Replaces a refresh token with a new one in the same session. Answers false, and changes nothing, when
 * the token was rotated meanwhile (a parallel request won): the session keeps a single chain.
 */
export async function rotateRefreshToken(input: {
  oldTokenId: string;
  newTokenId: string;
  sessionId: string;
  userId: number;
  expiresAt: Date;
}): Promise<boolean> {
  const now = nowIso();
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const rotated = await trx
        .updateTable("refresh_tokens")
        .set({ rotated_at: now })
        .where("id", "=", input.oldTokenId)
        .where("rotated_at", "is", null)
        .where("revoked_at", "is", null)
        .executeTakeFirst();
      if (Number(rotated.numUpdatedRows) !== 1) return false;
      await trx
        .insertInto("refresh_tokens")
        .values({
          id: input.newTokenId,
          session_id: input.sessionId,
          user_id: input.userId,
          created_at: now,
          expires_at: input.expiresAt.toISOString(),
          rotated_at: null,
          revoked_at: null,
        })
        .execute();
      await trx.updateTable("sessions").set({ last_seen_at: now }).where("id", "=", input.sessionId).execute();
      return true;
    });
}

/** Whether a session still exists unrevoked (so a failed lookup means it timed out, not that it was ended). */
export async function isSessionOpen(sessionId: string): Promise<boolean> {
  const row = await getDb()
    .selectFrom("sessions")
    .select("id")
    .where("id", "=", sessionId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Boolean(row);
}

/** Ends one of a user's sessions; false when it is not theirs (or already ended). */
export async function revokeOwnSession(userId: number, sessionId: string): Promise<boolean> {
  const row = await getDb()
    .selectFrom("sessions")
    .select("id")
    .where("id", "=", sessionId)
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  if (!row) return false;
  await revokeSession(sessionId);
  return true;
}

export async function revokeSession(sessionId: string): Promise<void> {
  const now = nowIso();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      await trx
        .updateTable("sessions")
        .set({ revoked_at: now })
        .where("id", "=", sessionId)
        .where("revoked_at", "is", null)
        .execute();
      await trx
        .updateTable("refresh_tokens")
        .set({ revoked_at: now })
        .where("session_id", "=", sessionId)
        .where("revoked_at", "is", null)
        .execute();
    });
}

/** Revokes every session of a user, except optionally the one making the request. */
export async function revokeUserSessions(userId: number, exceptSessionId?: string): Promise<void> {
  const now = nowIso();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      let sessions = trx
        .updateTable("sessions")
        .set({ revoked_at: now })
        .where("user_id", "=", userId)
        .where("revoked_at", "is", null);
      let tokens = trx
        .updateTable("refresh_tokens")
        .set({ revoked_at: now })
        .where("user_id", "=", userId)
        .where("revoked_at", "is", null);
      if (exceptSessionId) {
        sessions = sessions.where("id", "!=", exceptSessionId);
        tokens = tokens.where("session_id", "!=", exceptSessionId);
      }
      await sessions.execute();
      await tokens.execute();
    });
}

export async function listActiveSessions(userId: number, limits: SessionLimits, now = new Date()) {
  const { seenAfter, createdAfter } = liveSince(limits, now);
  return getDb()
    .selectFrom("sessions")
    .select(["id", "created_at", "last_seen_at", "ip", "user_agent"])
    .where("user_id", "=", userId)
    .where("revoked_at", "is", null)
    .where("last_seen_at", ">", seenAfter)
    .where("created_at", ">", createdAfter)
    .orderBy("last_seen_at", "desc")
    .limit(50)
    .execute();
}
