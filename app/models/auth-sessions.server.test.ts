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
} from "./auth-sessions.server";
import { createUser } from "./users.server";
import { getDb } from "./db.server";

let userId: number;
beforeAll(async () => {
  await createTestDb();
  userId = (await createUser({ name: "Test User", email: "t@example.com", password: "secret123", role: "customer" })).id;
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

  it("rotates refresh tokens with a short grace window for the old one", async () => {
    const sid = await createAuthSession({ userId, refreshTokenId: "a1", refreshExpiresAt: later(600_000) });
    await rotateRefreshToken({ oldTokenId: "a1", newTokenId: "a2", sessionId: sid, userId, expiresAt: later(600_000) });
    expect(await checkRefreshToken("a2", sid)).toBe("ok");
    expect(await checkRefreshToken("a1", sid)).toBe("grace");
    expect(await checkRefreshToken("a1", sid, later(REFRESH_GRACE_MS + 1000))).toBe("revoked");
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

  it("signs out a deactivated user", async () => {
    const other = await createUser({ name: "Other", email: "o@example.com", password: "secret123", role: "agent" });
    const sid = await createAuthSession({ userId: other.id, refreshTokenId: "e1", refreshExpiresAt: later(600_000) });
    await getDb().updateTable("users").set({ is_active: 0 }).where("id", "=", other.id).execute();
    expect(await getSessionUser(sid, other.id)).toBeUndefined();
  });
});
