import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "./test-db.server";
import {
  REFRESH_GRACE_MS,
  checkRefreshToken,
  createAuthSession,
  getSessionUser,
  revokeSession,
  revokeUserSessions,
  rotateRefreshToken,
  listActiveSessions,
  revokeOwnSession,
} from "./auth-sessions.server";
import { createUser } from "./users.server";
import { getDb } from "./db.server";

let userId: number;
beforeAll(async () => {
  await createTestDb();
  userId = (await createUser({ name: "Test User", email: "t@example.com", password: "secret123", role: "customer" }))
    .id;
});

const later = (ms: number) => new Date(Date.now() + ms);

describe("auth sessions and refresh tokens", () => {
  it("creates a session whose user loads in one query", async () => {
    const sid = await createAuthSession({ userId, refreshTokenId: "r1", refreshExpiresAt: later(600_000) });
    expect((await getSessionUser(sid, userId))?.email).toBe("t@example.com");
    expect(await getSessionUser(sid, userId + 1)).toBeUndefined();
    expect(await checkRefreshToken("r1", sid)).toBe("ok");
    expect(await checkRefreshToken("r1", "another-session")).toBe("unknown");
  });

  it("rotates refresh tokens with a short grace window for the old one, and a replay after it is a reuse", async () => {
    const sid = await createAuthSession({ userId, refreshTokenId: "a1", refreshExpiresAt: later(600_000) });
    expect(
      await rotateRefreshToken({
        oldTokenId: "a1",
        newTokenId: "a2",
        sessionId: sid,
        userId,
        expiresAt: later(600_000),
      }),
    ).toBe(true);
    expect(await checkRefreshToken("a2", sid)).toBe("ok");
    expect(await checkRefreshToken("a1", sid)).toBe("grace");
    expect(await checkRefreshToken("a1", sid, later(REFRESH_GRACE_MS + 1000))).toBe("reused");
  });

  it("never rotates one token twice: the session keeps a single chain", async () => {
    const sid = await createAuthSession({ userId, refreshTokenId: "chain1", refreshExpiresAt: later(600_000) });
    const [first, second] = await Promise.all([
      rotateRefreshToken({
        oldTokenId: "chain1",
        newTokenId: "chain2",
        sessionId: sid,
        userId,
        expiresAt: later(600_000),
      }),
      rotateRefreshToken({
        oldTokenId: "chain1",
        newTokenId: "chain3",
        sessionId: sid,
        userId,
        expiresAt: later(600_000),
      }),
    ]);
    expect([first, second].sort()).toEqual([false, true]);
    const won = first ? "chain2" : "chain3";
    const lost = first ? "chain3" : "chain2";
    expect(await checkRefreshToken(won, sid)).toBe("ok");
    expect(await checkRefreshToken(lost, sid)).toBe("unknown");
  });

  it("revokes one session, or all of a user's but the current one", async () => {
    const a = await createAuthSession({ userId, refreshTokenId: "b1", refreshExpiresAt: later(600_000) });
    const b = await createAuthSession({ userId, refreshTokenId: "c1", refreshExpiresAt: later(600_000) });
    const c = await createAuthSession({ userId, refreshTokenId: "d1", refreshExpiresAt: later(600_000) });
    await revokeSession(a);
    expect(await getSessionUser(a, userId)).toBeUndefined();
    expect(await checkRefreshToken("b1", a)).toBe("revoked");
    await revokeUserSessions(userId, b);
    expect(await getSessionUser(b, userId)).toBeDefined();
    expect(await getSessionUser(c, userId)).toBeUndefined();
    expect(await checkRefreshToken("d1", c)).toBe("revoked");
  });

  it("ends sessions idle or alive for too long, and lists only live ones", async () => {
    const sid = await createAuthSession({ userId, refreshTokenId: "f1", refreshExpiresAt: later(600_000) });
    const limits = { idleMs: 30 * 60_000, maxAgeMs: 12 * 3_600_000 };
    expect(await getSessionUser(sid, userId, limits)).toBeDefined();
    expect(await getSessionUser(sid, userId, limits, later(31 * 60_000))).toBeUndefined();
    expect(
      await getSessionUser(
        sid,
        userId,
        { idleMs: limits.idleMs * 100, maxAgeMs: limits.maxAgeMs },
        later(13 * 3_600_000),
      ),
    ).toBeUndefined();
    expect((await listActiveSessions(userId, limits)).map((s) => s.id)).toContain(sid);
    expect((await listActiveSessions(userId, limits, later(31 * 60_000))).map((s) => s.id)).not.toContain(sid);
  });

  it("lets a user end only their own sessions", async () => {
    const other = await createUser({
      name: "Third",
      email: "third@example.com",
      password: "secret123",
      role: "customer",
    });
    const mine = await createAuthSession({ userId, refreshTokenId: "g1", refreshExpiresAt: later(600_000) });
    const theirs = await createAuthSession({
      userId: other.id,
      refreshTokenId: "g2",
      refreshExpiresAt: later(600_000),
    });
    expect(await revokeOwnSession(userId, theirs)).toBe(false);
    expect(await getSessionUser(theirs, other.id)).toBeDefined();
    expect(await revokeOwnSession(userId, mine)).toBe(true);
    expect(await getSessionUser(mine, userId)).toBeUndefined();
  });

  it("signs out a deactivated user", async () => {
    const other = await createUser({ name: "Other", email: "o@example.com", password: "secret123", role: "agent" });
    const sid = await createAuthSession({ userId: other.id, refreshTokenId: "e1", refreshExpiresAt: later(600_000) });
    await getDb().updateTable("users").set({ is_active: 0 }).where("id", "=", other.id).execute();
    expect(await getSessionUser(sid, other.id)).toBeUndefined();
  });
});
