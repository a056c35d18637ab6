import { data, type RouterContextProvider } from "react-router";
import { can, requireUser } from "~/lib/auth/auth.server";
import type { PublicUser } from "~/models/users.server";
import { env } from "~/lib/env.server";

/**
 * The template demo's screens: admins only (`read Demo`), and only while the demo interface is on
 * (`DEMO_API`). Everyone else gets the same 404 as for any screen they may not see, so the demo's
 * existence is not revealed; signed-out visitors go to the sign-in page first.
 */
export function requireDemo(context: Readonly<RouterContextProvider>, request: Request): PublicUser {
  if (!env().DEMO_API) throw data(null, { status: 404 });
  const user = requireUser(context, request);
  if (!can(context, "read", "Demo")) throw data(null, { status: 404 });
  return user;
}

/** Public demo pages (sign-in variants, misc pages) exist only while the demo interface is on. */
export function requireDemoApi(): void {
  if (!env().DEMO_API) throw data(null, { status: 404 });
}
