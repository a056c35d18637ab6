import crypto from "node:crypto";
import { SignJWT, errors, jwtVerify } from "jose";

/**
 * Access and refresh tokens: HS256 JWTs signed with a key derived from SESSION_SECRET.
 * `typ` tells them apart, so a refresh token is never accepted as an access token.
 */
export const TOKEN_ISSUER = "kargo-panel";
export const TOKEN_AUDIENCE = "kargo-panel";

export type TokenType = "access" | "refresh";

export interface TokenClaims {
  userId: number;
  sessionId: string;
  tokenId: string;
  type: TokenType;
  expiresAt: Date;
  issuedAt: Date;
}

export type VerifyResult =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: "expired" | "invalid"; claims?: Pick<TokenClaims, "sessionId" | "tokenId" | "userId"> };

const keys = new Map<string, Uint8Array>();

function keyFor(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new Uint8Array(crypto.hkdfSync("sha256", secret, "kargo-panel", "jwt-signing-key", 32));
    keys.set(secret, key);
  }
  return key;
}

export async function signToken(
  secret: string,
  input: { userId: number; sessionId: string; type: TokenType; ttlMs: number; tokenId?: string; now?: Date },
): Promise<{ token: string; tokenId: string; expiresAt: Date }> {
  const now = input.now ?? new Date();
  const tokenId = input.tokenId ?? crypto.randomBytes(16).toString("base64url");
  const expiresAt = new Date(now.getTime() + input.ttlMs);
  const token = await new SignJWT({ sid: input.sessionId, typ: input.type })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(input.userId))
    .setJti(tokenId)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(keyFor(secret));
  return { token, tokenId, expiresAt };
}

/**
 * Tokens this process has verified, by signing key: a signed-in visitor sends the same access token with
 * every request for minutes, and jose checks its signature through WebCrypto (≈ 0.2 ms of CPU each time).
 * A hit skips only the signature check of these exact bytes under this key; the expiry is checked on every
 * call, and whether the session still stands is the session row's business (read on every request).
 */
const verified = new WeakMap<Uint8Array, Map<string, TokenClaims>>();
const MAX_VERIFIED = 2000;

function stillValid(claims: TokenClaims, now: Date) {
  // jose's rule: expired once the current second reaches `exp`.
  return Math.floor(now.getTime() / 1000) < claims.expiresAt.getTime() / 1000;
}

export async function verifyToken(
  secret: string,
  token: string,
  type: TokenType,
  now: Date = new Date(),
): Promise<VerifyResult> {
  const key = keyFor(secret);
  let known = verified.get(key);
  if (!known) {
    known = new Map();
    verified.set(key, known);
  }
  const hit = known.get(token);
  if (hit && hit.type === type && stillValid(hit, now)) return { ok: true, claims: hit };
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      currentDate: now,
    });
    const claims = readClaims(payload);
    if (!claims || claims.type !== type) return { ok: false, reason: "invalid" };
    if (known.size >= MAX_VERIFIED) known.delete(known.keys().next().value!);
    known.set(token, claims);
    return { ok: true, claims };
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      const claims = readClaims(error.payload);
      if (claims && claims.type === type) {
        return { ok: false, reason: "expired", claims };
      }
    }
    return { ok: false, reason: "invalid" };
  }
}

function readClaims(payload: Record<string, unknown>): TokenClaims | null {
  const userId = Number(payload.sub);
  const { sid, typ, jti, exp, iat } = payload;
  if (!Number.isInteger(userId) || userId <= 0) return null;
  if (typeof sid !== "string" || typeof jti !== "string") return null;
  if (typ !== "access" && typ !== "refresh") return null;
  if (typeof exp !== "number" || typeof iat !== "number") return null;
  return {
    userId,
    sessionId: sid,
    tokenId: jti,
    type: typ,
    expiresAt: new Date(exp * 1000),
    issuedAt: new Date(iat * 1000),
  };
}
