import crypto from "node:crypto";
import { createCookie } from "react-router";
import { z } from "zod";
import { env } from "../env.server";

/**
 * Known devices (OWASP "device cookies"): after a complete sign-in the browser gets a signed cookie
 * saying "this browser has signed in to this account". Failed sign-ins from such a browser count
 * against that browser alone (`login-device`), not against the account-wide counter that strangers
 * feed, so a flood of wrong passwords from elsewhere cannot lock the owner out of their own browser.
 *
 * The cookie holds no e-mail address: each entry is a keyed digest of the account's address and a
 * random device id; it is signed with SESSION_SECRET (shared by every app server), HttpOnly,
 * SameSite=Lax, sent only to /login, and keeps the five accounts used most recently in that browser.
 */
const MAX_ACCOUNTS = 5;
const LIFETIME_S = 180 * 24 * 3600;
const EntrySchema = z.object({ a: z.string().max(64), d: z.string().max(64) });
const ValueSchema = z.array(EntrySchema).max(MAX_ACCOUNTS);
type Entry = z.infer<typeof EntrySchema>;

let cookie: ReturnType<typeof createCookie> | undefined;
function deviceCookie() {
  cookie ??= createCookie("known_device", {
    path: "/login",
    httpOnly: true,
    sameSite: "lax",
    maxAge: LIFETIME_S,
    secrets: [env().SESSION_SECRET],
  });
  return cookie;
}

function accountTag(email: string) {
  return crypto
    .createHmac("sha256", env().SESSION_SECRET)
    .update(`known-device:${email.trim().toLowerCase()}`)
    .digest("base64url")
    .slice(0, 22);
}

async function entries(request: Request): Promise<Entry[]> {
  const parsed = ValueSchema.safeParse(await deviceCookie().parse(request.headers.get("Cookie")));
  return parsed.success ? parsed.data : [];
}

/** The device id this browser holds for the account, or null when it has not signed in to it. */
export async function knownDevice(request: Request, email: string): Promise<string | null> {
  const tag = accountTag(email);
  return (await entries(request)).find((e) => e.a === tag)?.d ?? null;
}

/** The cookie that marks this browser as known to the account (keeping its other accounts). */
export async function knownDeviceHeader(request: Request, email: string, secure: boolean): Promise<string> {
  const tag = accountTag(email);
  const current = await entries(request);
  const device = current.find((e) => e.a === tag)?.d ?? crypto.randomBytes(16).toString("base64url");
  const next = [{ a: tag, d: device }, ...current.filter((e) => e.a !== tag)].slice(0, MAX_ACCOUNTS);
  return deviceCookie().serialize(next, { secure });
}
