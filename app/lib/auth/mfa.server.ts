import { createCookie, redirect } from "react-router";
import { z } from "zod";
import { env } from "../env.server";
import { mfaStatus } from "~/models/mfa.server";
import type { PublicUser } from "~/models/users.server";

/**
 * Between the password and the second factor, the sign-in waits in a short-lived signed cookie
 * (five minutes) that names the user and where to go afterwards; no session exists yet.
 */
const PendingSchema = z.object({ userId: z.number().int().positive(), redirectTo: z.string(), expiresAt: z.number() });
export type PendingSignIn = z.infer<typeof PendingSchema>;
const PENDING_MS = 5 * 60_000;

let cookie: ReturnType<typeof createCookie> | undefined;
function pendingCookie() {
  cookie ??= createCookie("mfa_pending", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: PENDING_MS / 1000,
    secrets: [env().SESSION_SECRET],
  });
  return cookie;
}

export async function pendingSignInHeader(userId: number, redirectTo: string, secure: boolean) {
  return pendingCookie().serialize({ userId, redirectTo, expiresAt: Date.now() + PENDING_MS } satisfies PendingSignIn, {
    secure,
  });
}

export async function readPendingSignIn(request: Request): Promise<PendingSignIn | null> {
  const parsed = PendingSchema.safeParse(await pendingCookie().parse(request.headers.get("Cookie")));
  if (!parsed.success || parsed.data.expiresAt < Date.now()) return null;
  return parsed.data;
}

export async function clearPendingSignIn() {
  return pendingCookie().serialize("", { maxAge: 0 });
}

/**
 * With ADMIN_MFA=required, an administrator without two-factor sign-in reaches only the account
 * screen (to set it up), logout and the preferences: every other page, data request and action is
 * redirected there, checked in the session middleware before any route runs.
 */
const OPEN_PATHS = ["/account", "/logout", "/preferences"];

/** `path`: the page's path as React Router normalises it (a data request's `.data` suffix removed). */
export async function requireAdminMfa(user: PublicUser, path: string) {
  if (env().ADMIN_MFA !== "required" || user.role !== "admin") return;
  if (OPEN_PATHS.includes(path) || path.startsWith("/resources/")) return;
  if ((await mfaStatus(user.id)) !== "on") throw redirect("/account?mfa=required#mfa");
}
