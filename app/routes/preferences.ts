import { data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/preferences";
import { getOptionalUser } from "~/lib/auth/auth.server";
import { LANGUAGES } from "~/lib/i18n/i18n";
import { languageCookie } from "~/lib/i18n/i18n.server";
import { menuCookie, menuSectionsCookie, readPrefs, skinCookie } from "~/lib/prefs.server";
import { safeRedirect } from "~/lib/security/origins.server";
import { setUserLocale } from "~/models/users.server";
import { SKINS } from "~/theme";

/**
 * Language, skin and collapsed menu: each kept in a cookie so the server renders them right.
 * Without JavaScript the form posts here and comes back to the page; with it, a fetcher posts
 * (`via=fetch`) and the root data revalidates in place.
 */
const PreferenceSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("language"), lng: z.enum(LANGUAGES) }),
  z.object({ intent: z.literal("skin"), skin: z.enum(SKINS) }),
  z.object({ intent: z.literal("menu"), collapsed: z.enum(["true", "false"]) }),
  z.object({
    intent: z.literal("menu-section"),
    section: z.string().regex(/^[a-z-]{1,40}$/),
    open: z.enum(["true", "false"]),
  }),
]);

export async function loader() {
  return redirect("/");
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  const parsed = PreferenceSchema.safeParse(form);
  if (!parsed.success) return data({ ok: false, error: "common:errors.badRequest" }, { status: 400 });
  const headers = new Headers();
  const pref = parsed.data;
  if (pref.intent === "language") {
    headers.append("Set-Cookie", await languageCookie.serialize(pref.lng));
    const user = getOptionalUser(context);
    if (user) await setUserLocale(user.id, pref.lng);
  } else if (pref.intent === "skin") {
    headers.append("Set-Cookie", await skinCookie.serialize(pref.skin));
  } else if (pref.intent === "menu") {
    headers.append("Set-Cookie", await menuCookie.serialize(pref.collapsed === "true" ? "collapsed" : "expanded"));
  } else {
    const open = new Set((await readPrefs(request)).openSections);
    if (pref.open === "true") open.add(pref.section);
    else open.delete(pref.section);
    headers.append("Set-Cookie", await menuSectionsCookie.serialize([...open].join(",")));
  }
  if (form.via === "fetch") return data({ ok: true }, { headers });
  // Drop a ?lng= from the page we return to, or it would override the choice just made.
  const back = new URL(safeRedirect(form.redirectTo as string | undefined), "http://app.invalid");
  back.searchParams.delete("lng");
  return redirect(back.pathname + back.search, { status: 303, headers });
}
