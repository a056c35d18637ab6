import {
  createContext,
  createCookie,
  createCookieSessionStorage,
  type Cookie,
  data,
  redirect,
  type MiddlewareFunction,
  type RouterContextProvider,
  type Session,
} from "react-router";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { env } from "../env.server";
import { abilityFor, rulesFor, type AbilityRule, type Action, type AppAbility, type Subject } from "./permissions";
import { signToken, verifyToken } from "./tokens.server";
import { clientIp, isHttps, safeRedirect } from "../security/origins.server";
import { toastHeader } from "../toast.server";
import { requireAdminMfa } from "./mfa.server";
import {
  checkRefreshToken,
  createAuthSession,
  getSessionUser,
  isSessionOpen,
  newSessionId,
  revokeSession,
  rotateRefreshToken,
} from "~/models/auth-sessions.server";
import { verifyCredentials, type PublicUser } from "~/models/users.server";

/**
 * Sessions: an access token and a refresh token (JWTs) in one signed, httpOnly, SameSite=Lax
 * cookie under configurable keys. The middleware below resolves them on every request: a valid
 * access token names the session (checked against the database, so revocation is immediate); an
 * expired one is renewed from the refresh token (both are reissued: sliding); an expired refresh
 * token ends the session with "Your Session Period has expired".
 */
export interface AuthState {
  user: PublicUser | null;
  sessionId: string | null;
  ability: AppAbility | null;
  rules: AbilityRule[];
}

export const authContext = createContext<AuthState>({ user: null, sessionId: null, ability: null, rules: [] });

/**
 * The page the request is for, as React Router normalises it for loaders and actions (no `.data`
 * suffix, `_routes` or bare `index` parameter): loaders and actions receive the raw request
 * (`future.v8_passThroughRequests`), so the login redirect reads this one, set by the middleware.
 */
const requestUrlContext = createContext<URL | null>(null);

type SessionData = Record<string, string>;

const SESSION_COOKIE = "__session";
const VERIFIED_MAX = 2000;

/**
 * The session cookie, with its signature checked once per value and process. Checking it (an HMAC in
 * WebCrypto) was a measurable part of every signed-in request, and a browser sends the same value for as
 * long as its tokens last. A value is remembered only after React Router's own check accepted it, and
 * the session it carries is still checked against its row on every request (resolveSession); a changed
 * or forged value is a different key and goes through the full check.
 */
export function rememberingSessionCookie(cookie: Cookie): Cookie {
  const verified = new Map<string, Record<string, string>>();
  const valueIn = (header: string) => {
    for (const part of header.split(";")) {
      const at = part.indexOf("=");
      if (at !== -1 && part.slice(0, at).trim() === cookie.name) return part.slice(at + 1).trim();
    }
    return null;
  };
  return {
    get name() {
      return cookie.name;
    },
    get isSigned() {
      return cookie.isSigned;
    },
    get expires() {
      return cookie.expires;
    },
    serialize: (value, options) => cookie.serialize(value, options),
    async parse(header, options) {
      const raw = header ? valueIn(header) : null;
      const known = raw ? verified.get(raw) : undefined;
      if (known) return { ...known };
      const parsed = await cookie.parse(header, options);
      if (raw && parsed && typeof parsed === "object") {
        if (verified.size >= VERIFIED_MAX) verified.clear();
        verified.set(raw, { ...(parsed as Record<string, string>) });
      }
      return parsed;
    },
  };
}

let storage: ReturnType<typeof createCookieSessionStorage<SessionData>> | undefined;
export function sessionStorage() {
  storage ??= createCookieSessionStorage<SessionData>({
    cookie: rememberingSessionCookie(
      createCookie(SESSION_COOKIE, {
        httpOnly: true,
        sameSite: "lax",
        path: "/",
        secrets: [env().SESSION_SECRET],
      }),
    ),
  });
  return storage;
}

/** Idle timeout and absolute lifetime of a session, from the configuration. */
export function sessionLimits() {
  const e = env();
  return { idleMs: e.SESSION_IDLE_TIMEOUT, maxAgeMs: e.SESSION_MAX_AGE };
}

function keys() {
  const e = env();
  return { access: e.ACCESS_TOKEN_COOKIE_KEY, refresh: e.REFRESH_TOKEN_COOKIE_KEY };
}

async function issueTokens(userId: number, sessionId: string, refreshTokenId?: string) {
  const e = env();
  const access = await signToken(e.SESSION_SECRET, { userId, sessionId, type: "access", ttlMs: e.ACCESS_TOKEN_TTL });
  const refresh = await signToken(e.SESSION_SECRET, {
    userId,
    sessionId,
    type: "refresh",
    ttlMs: e.REFRESH_TOKEN_TTL,
    tokenId: refreshTokenId,
  });
  return { access, refresh };
}

async function commit(request: Request, session: Session<SessionData>) {
  return sessionStorage().commitSession(session, { secure: isHttps(request) });
}

async function destroy(request: Request, session: Session<SessionData>) {
  return sessionStorage().destroySession(session, { secure: isHttps(request) });
}

/** Starts a new session for a user: a fresh cookie (never the one from before sign-in). */
export async function startSession(request: Request, user: PublicUser): Promise<string> {
  const sessionId = newSessionId();
  const { access, refresh } = await issueTokens(user.id, sessionId);
  await createAuthSession({
    sessionId,
    userId: user.id,
    refreshTokenId: refresh.tokenId,
    refreshExpiresAt: refresh.expiresAt,
    ip: clientIp(request),
    userAgent: request.headers.get("User-Agent"),
  });
  const session = await sessionStorage().getSession();
  const k = keys();
  session.set(k.access, access.token);
  session.set(k.refresh, refresh.token);
  return commit(request, session);
}

/** Ends the request's session: revokes it server-side and clears the cookie. */
export async function endSession(request: Request, context: Readonly<RouterContextProvider>): Promise<string> {
  const { sessionId } = context.get(authContext);
  if (sessionId) await revokeSession(sessionId);
  const session = await sessionStorage().getSession(request.headers.get("Cookie"));
  return destroy(request, session);
}

type Resolution =
  | { kind: "anonymous" }
  | { kind: "signed-in"; user: PublicUser; sessionId: string; cookie?: string }
  | { kind: "ended"; cookie: string; expired: boolean };

/** A session that exists but failed the idle or absolute limit ends with the "expired" message; it is revoked for good. */
async function endTimedOut(request: Request, session: Session<SessionData>, sessionId: string): Promise<Resolution> {
  const timedOut = await isSessionOpen(sessionId);
  if (timedOut) await revokeSession(sessionId);
  return { kind: "ended", cookie: await destroy(request, session), expired: timedOut };
}

async function resolveSession(request: Request): Promise<Resolution> {
  const header = request.headers.get("Cookie");
  if (!header?.includes(`${SESSION_COOKIE}=`)) return { kind: "anonymous" };
  const e = env();
  const k = keys();
  const session = await sessionStorage().getSession(header);
  const accessToken = session.get(k.access);
  const refreshToken = session.get(k.refresh);
  if (!accessToken && !refreshToken) return { kind: "anonymous" };

  const access = accessToken ? await verifyToken(e.SESSION_SECRET, accessToken, "access") : null;
  if (access?.ok) {
    const { userId, sessionId, issuedAt } = access.claims;
    const user = await getSessionUser(sessionId, userId, sessionLimits());
    if (!user) return endTimedOut(request, session, sessionId);
    // Sliding session: past half of the access token's life, renew both tokens.
    const halfLife = issuedAt.getTime() + e.ACCESS_TOKEN_TTL / 2;
    if (Date.now() < halfLife || !refreshToken) return { kind: "signed-in", user, sessionId };
  }

  const refresh = refreshToken ? await verifyToken(e.SESSION_SECRET, refreshToken, "refresh") : null;
  if (!refresh?.ok) {
    if (access?.ok) {
      // The access token is still good; only the early renewal is not possible.
      const user = await getSessionUser(access.claims.sessionId, access.claims.userId, sessionLimits());
      if (user) return { kind: "signed-in", user, sessionId: access.claims.sessionId };
    }
    const expired = refresh?.reason === "expired" || (!refresh && access?.ok === false && access.reason === "expired");
    if (expired && refresh?.claims) await revokeSession(refresh.claims.sessionId);
    return { kind: "ended", cookie: await destroy(request, session), expired };
  }

  const { userId, sessionId, tokenId } = refresh.claims;
  const state = await checkRefreshToken(tokenId, sessionId);
  if (state === "reused") await revokeSession(sessionId);
  if (state === "reused" || state === "revoked" || state === "unknown") {
    return { kind: "ended", cookie: await destroy(request, session), expired: false };
  }
  const user = await getSessionUser(sessionId, userId, sessionLimits());
  if (!user) return endTimedOut(request, session, sessionId);
  // Within the grace the request is served, but the old token starts no second chain.
  if (state === "grace") return { kind: "signed-in", user, sessionId };
  const tokens = await issueTokens(userId, sessionId);
  const rotated = await rotateRefreshToken({
    oldTokenId: tokenId,
    newTokenId: tokens.refresh.tokenId,
    sessionId,
    userId,
    expiresAt: tokens.refresh.expiresAt,
  });
  if (!rotated) return { kind: "signed-in", user, sessionId };
  session.set(k.access, tokens.access.token);
  session.set(k.refresh, tokens.refresh.token);
  return { kind: "signed-in", user, sessionId, cookie: await commit(request, session) };
}

/** Root middleware: resolves the session, puts the user in context, writes renewed cookies. */
export const authMiddleware: MiddlewareFunction<Response> = async ({ request, url, context }, next) => {
  context.set(requestUrlContext, url);
  const resolution = await resolveSession(request);
  const cookies: string[] = [];
  if (resolution.kind === "signed-in") {
    const rules = rulesFor(resolution.user.role);
    context.set(authContext, {
      user: resolution.user,
      sessionId: resolution.sessionId,
      ability: abilityFor(resolution.user.role),
      rules,
    });
    if (resolution.cookie) cookies.push(resolution.cookie);
  } else if (resolution.kind === "ended") {
    cookies.push(resolution.cookie);
    if (resolution.expired) {
      cookies.push(await toastHeader({ type: "warning", key: "common:messages.sessionExpired" }, isHttps(request)));
    }
  }
  if (resolution.kind === "signed-in") await requireAdminMfa(resolution.user, url.pathname);
  const response = await next();
  if (cookies.length) {
    const already = response.headers.getSetCookie?.() ?? [];
    const sessionWritten = already.some((c) => c.startsWith("__session="));
    for (const cookie of cookies) {
      if (sessionWritten && cookie.startsWith("__session=")) continue;
      response.headers.append("Set-Cookie", cookie);
    }
  }
  return response;
};

export function getAuth(context: Readonly<RouterContextProvider>): AuthState {
  return context.get(authContext);
}

export function getOptionalUser(context: Readonly<RouterContextProvider>): PublicUser | null {
  return context.get(authContext).user;
}

function loginRedirect(context: Readonly<RouterContextProvider>, request: Request): never {
  const url = context.get(requestUrlContext) ?? new URL(request.url);
  const path = url.pathname + url.search;
  const params = new URLSearchParams();
  if (path && path !== "/") params.set("redirectTo", path);
  const qs = params.toString();
  throw redirect(`/login${qs ? `?${qs}` : ""}`);
}

/** The signed-in user, or a redirect to the login page that returns here afterwards. */
export function requireUser(context: Readonly<RouterContextProvider>, request: Request): PublicUser {
  const { user } = context.get(authContext);
  if (!user) loginRedirect(context, request);
  return user;
}

/** Pages for signed-out visitors only (login, register): signed-in users go home. */
export function requireAnonymous(context: Readonly<RouterContextProvider>) {
  if (context.get(authContext).user) throw redirect("/");
}

/** The signed-in user if they may do `action` on `subject`; otherwise the login page or a 403. */
export function requireAbility(
  context: Readonly<RouterContextProvider>,
  request: Request,
  action: Action,
  subject: Subject,
): PublicUser {
  const user = requireUser(context, request);
  const { ability } = context.get(authContext);
  if (!ability?.can(action, subject)) {
    throw data({ reason: "forbidden" }, { status: 403 });
  }
  return user;
}

export function can(context: Readonly<RouterContextProvider>, action: Action, subject: Subject): boolean {
  return Boolean(context.get(authContext).ability?.can(action, subject));
}

/** remix-auth: the email + password strategy that the login action runs. */
let authenticator: Authenticator<PublicUser> | undefined;
export class InvalidCredentials extends Error {}

export function getAuthenticator() {
  if (!authenticator) {
    authenticator = new Authenticator<PublicUser>();
    authenticator.use(
      new FormStrategy(async ({ form, request }) => {
        const email = String(form.get("email") ?? "");
        const password = String(form.get("password") ?? "");
        // A sign-in whose client has gone is not hashed (its hash may wait behind others: password.server.ts).
        const user = await verifyCredentials(email, password, { signal: request.signal });
        if (!user) throw new InvalidCredentials("invalid credentials");
        return user;
      }),
      "form",
    );
  }
  return authenticator;
}

export { safeRedirect };
