import { describe, expect, it } from "vitest";
import { signToken, verifyToken } from "./tokens.server";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";

function b64(obj: object) {
  return Buffer.from(JSON.stringify(obj)).toString("base64url");
}

describe("access and refresh tokens", () => {
  it("issues a token that verifies with its claims", async () => {
    const { token, tokenId, expiresAt } = await signToken(SECRET, {
      userId: 7,
      sessionId: "s1",
      type: "access",
      ttlMs: 600_000,
    });
    const result = await verifyToken(SECRET, token, "access");
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.claims).toMatchObject({ userId: 7, sessionId: "s1", tokenId, type: "access" });
      expect(Math.abs(result.claims.expiresAt.getTime() - expiresAt.getTime())).toBeLessThan(1000);
    }
  });

  it("reports an expired token as expired, with its claims", async () => {
    const past = new Date(Date.now() - 20 * 60_000);
    const { token } = await signToken(SECRET, {
      userId: 1,
      sessionId: "s",
      type: "refresh",
      ttlMs: 600_000,
      now: past,
    });
    const result = await verifyToken(SECRET, token, "refresh");
    expect(result).toMatchObject({ ok: false, reason: "expired", claims: { userId: 1, sessionId: "s" } });
  });

  it("refuses a refresh token used as an access token, and the other way round", async () => {
    const { token: refresh } = await signToken(SECRET, { userId: 1, sessionId: "s", type: "refresh", ttlMs: 600_000 });
    const { token: access } = await signToken(SECRET, { userId: 1, sessionId: "s", type: "access", ttlMs: 600_000 });
    expect((await verifyToken(SECRET, refresh, "access")).ok).toBe(false);
    expect((await verifyToken(SECRET, access, "refresh")).ok).toBe(false);
  });

  it("refuses tampered, unsigned and foreign tokens", async () => {
    const { token } = await signToken(SECRET, { userId: 1, sessionId: "s", type: "access", ttlMs: 600_000 });
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const tampered = `${header}.${b64({ ...claims, sub: "2" })}.${signature}`;
    const none = `${b64({ alg: "none", typ: "JWT" })}.${payload}.`;
    const wrongAudience = await (async () => {
      const { SignJWT } = await import("jose");
      const crypto = await import("node:crypto");
      const key = new Uint8Array(crypto.hkdfSync("sha256", SECRET, "kargo-panel", "jwt-signing-key", 32));
      return new SignJWT({ sid: "s", typ: "access" })
        .setProtectedHeader({ alg: "HS256" })
        .setSubject("1")
        .setJti("x")
        .setIssuer("kargo-panel")
        .setAudience("somebody-else")
        .setIssuedAt()
        .setExpirationTime("10m")
        .sign(key);
    })();
    for (const bad of [tampered, none, wrongAudience, "garbage", ""]) {
      expect((await verifyToken(SECRET, bad, "access")).ok).toBe(false);
    }
    expect((await verifyToken("another-secret-that-is-long-enough-000000", token, "access")).ok).toBe(false);
  });

  it("remembers a verified token only until it expires, under its own key and type", async () => {
    const { token, expiresAt } = await signToken(SECRET, {
      userId: 3,
      sessionId: "s3",
      type: "access",
      ttlMs: 600_000,
    });
    expect((await verifyToken(SECRET, token, "access")).ok).toBe(true);
    expect(await verifyToken(SECRET, token, "access")).toMatchObject({
      ok: true,
      claims: { userId: 3, sessionId: "s3" },
    });
    expect((await verifyToken(SECRET, token, "refresh")).ok).toBe(false);
    expect((await verifyToken("another-secret-that-is-long-enough-000000", token, "access")).ok).toBe(false);
    const later = new Date(expiresAt.getTime() + 1000);
    expect(await verifyToken(SECRET, token, "access", later)).toMatchObject({
      ok: false,
      reason: "expired",
      claims: { userId: 3 },
    });
    // Still good before its expiry (the expired answer did not replace it).
    expect((await verifyToken(SECRET, token, "access", new Date(expiresAt.getTime() - 2000))).ok).toBe(true);
  });
});
