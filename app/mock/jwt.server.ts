import crypto from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { z } from "zod";
import { hashPassword, verifyPassword } from "~/lib/auth/password.server";
import { MockError, avatarUrl, makeRoom, nextId, processState } from "./core";
import { cart } from "./ecommerce";

/**
 * The demo sign-in (SPEC points 7 and 8, Authentication): two demo users, registration, and
 * real JWTs (HS256, 10-minute lifetimes) signed with a key that exists only in this process.
 * Issuer, audience and key differ from the panel's, so the panel never accepts these tokens.
 */
export const DEMO_TOKEN_ISSUER = "kargo-demo";
export const DEMO_ACCESS_TTL_SECONDS = 10 * 60;
export const DEMO_REFRESH_TTL_SECONDS = 10 * 60;

export interface AbilityRule {
  action: string;
  subject: string;
}
interface StoredUser {
  id: number;
  fullName: string;
  username: string;
  /**
   * The two sample accounts keep their published sample passwords ("admin", "client") as they are: there
   * is nothing to protect, so no hashing is spent on them. A registered user's password is hashed like
   * the panel's (scrypt, off the event loop): people type passwords they use elsewhere.
   */
  password: { sample: string } | { hash: string };
  avatar: string | null;
  email: string;
  role: "admin" | "client";
  ability: AbilityRule[];
}
export type DemoUserData = Omit<StoredUser, "password"> & { extras: { eCommerceCartItemsCount: number } };

/** The sample accounts, which a full list never drops. */
const SAMPLE_USER_IDS = new Set([1, 2]);

async function checkPassword(password: string, stored: StoredUser["password"]): Promise<boolean> {
  if ("hash" in stored) return verifyPassword(password, stored.hash);
  // Equal-length digests, so the comparison takes the same time whatever was typed.
  const digest = (text: string) => crypto.createHash("sha256").update(text).digest();
  return crypto.timingSafeEqual(digest(password), digest(stored.sample));
}

const state = processState(() => ({
  key: new Uint8Array(crypto.randomBytes(32)),
  users: [
    {
      id: 1,
      fullName: "Selin Arslan",
      username: "selinarslan",
      password: { sample: "admin" },
      avatar: avatarUrl("Selin Arslan"),
      email: "admin@demo.com",
      role: "admin",
      ability: [{ action: "manage", subject: "all" }],
    },
    {
      id: 2,
      fullName: "Can Öztürk",
      username: "canozturk",
      password: { sample: "client" },
      avatar: avatarUrl("Can Öztürk"),
      email: "client@demo.com",
      role: "client",
      ability: [
        { action: "read", subject: "ACL" },
        { action: "read", subject: "Auth" },
      ],
    },
  ] as StoredUser[],
}));
export const resetJwt = state.reset;

function publicUser(user: StoredUser): DemoUserData {
  const { password: _omitted, ...rest } = user;
  return { ...rest, extras: { eCommerceCartItemsCount: cart().products.length } };
}

async function sign(userId: number, type: "access" | "refresh"): Promise<string> {
  const ttl = type === "access" ? DEMO_ACCESS_TTL_SECONDS : DEMO_REFRESH_TTL_SECONDS;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ typ: type })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(userId))
    .setJti(crypto.randomUUID())
    .setIssuer(DEMO_TOKEN_ISSUER)
    .setAudience(DEMO_TOKEN_ISSUER)
    .setIssuedAt(now)
    .setExpirationTime(now + ttl)
    .sign(state.get().key);
}

/** The user a demo token names, or null when it is invalid, expired or of the wrong type. */
export async function verifyDemoToken(token: string, type: "access" | "refresh"): Promise<DemoUserData | null> {
  try {
    const { payload } = await jwtVerify(token, state.get().key, {
      algorithms: ["HS256"],
      issuer: DEMO_TOKEN_ISSUER,
      audience: DEMO_TOKEN_ISSUER,
    });
    if (payload.typ !== type) return null;
    const user = state.get().users.find((u) => String(u.id) === payload.sub);
    return user ? publicUser(user) : null;
  } catch {
    return null;
  }
}

const SOMETHING_WRONG = "Something went wrong";

export const LoginBody = z.object({ email: z.string().trim().max(200), password: z.string().max(200) });

/** 200 with userData and both tokens; 400 with `error.email` otherwise. */
export async function login(body: unknown) {
  const parsed = LoginBody.safeParse(body);
  if (!parsed.success) throw new MockError(400, SOMETHING_WRONG, { email: SOMETHING_WRONG });
  const { email, password } = parsed.data;
  const user = state.get().users.find((u) => u.email.toLowerCase() === email.toLowerCase());
  if (!user || !(await checkPassword(password, user.password))) {
    throw new MockError(400, "Email or Password is Invalid", { email: "Email or Password is Invalid" });
  }
  return {
    userData: publicUser(user),
    accessToken: await sign(user.id, "access"),
    refreshToken: await sign(user.id, "refresh"),
  };
}

export const RegisterBody = z.object({
  email: z.email().max(200),
  password: z.string().min(4).max(200),
  username: z
    .string()
    .trim()
    .min(2)
    .max(60)
    .regex(/^[\w.-]+$/),
});

/**
 * 200 with the new user (role admin, manage all) and an access token; a taken email or username is
 * also a 200, with `error.email` / `error.username` (SPEC point 8).
 */
export async function register(body: unknown) {
  const parsed = RegisterBody.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[String(issue.path[0] ?? "email")] ??= issue.message;
    throw new MockError(400, "Invalid registration", fields);
  }
  const input = parsed.data;
  const { users } = state.get();
  const taken = () => {
    const error: { email?: string; username?: string } = {};
    if (users.some((u) => u.email.toLowerCase() === input.email.toLowerCase()))
      error.email = "This email is already in use.";
    if (users.some((u) => u.username.toLowerCase() === input.username.toLowerCase()))
      error.username = "This username is already in use.";
    return error.email || error.username ? error : null;
  };
  const before = taken();
  if (before) return { error: before };
  const hash = await hashPassword(input.password);
  // Another registration may have taken the address or the name while the hash ran.
  const after = taken();
  if (after) return { error: after };
  makeRoom(users, undefined, (u) => SAMPLE_USER_IDS.has(u.id));
  const user: StoredUser = {
    id: nextId(users),
    fullName: "",
    username: input.username,
    password: { hash },
    avatar: null,
    email: input.email.toLowerCase(),
    role: "admin",
    ability: [{ action: "manage", subject: "all" }],
  };
  users.push(user);
  return { user: publicUser(user), accessToken: await sign(user.id, "access") };
}

export const RefreshBody = z.object({ refreshToken: z.string().max(4096) });

/** 200 with userData and a new token pair; 401 "Invalid refresh token" for a bad or expired one. */
export async function refresh(input: z.output<typeof RefreshBody>) {
  const user = await verifyDemoToken(input.refreshToken, "refresh");
  if (!user) throw new MockError(401, "Invalid refresh token");
  return { userData: user, accessToken: await sign(user.id, "access"), refreshToken: await sign(user.id, "refresh") };
}

/** The sample role's rules (admin: manage all; client: read ACL and Auth), as its sample account holds them. */
export function demoRoleRules(role: "admin" | "client"): AbilityRule[] {
  const user = state.get().users.find((u) => SAMPLE_USER_IDS.has(u.id) && u.role === role);
  return (user?.ability ?? []).map((rule) => ({ ...rule }));
}
