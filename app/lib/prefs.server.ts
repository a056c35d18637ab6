import { createCookie } from "react-router";
import { isSkin, type Skin } from "~/theme";

/** Display preferences kept in cookies, so the server renders the page the way the user left it. */
const YEAR = 60 * 60 * 24 * 365;
export const skinCookie = createCookie("skin", { path: "/", sameSite: "lax", maxAge: YEAR });
export const menuCookie = createCookie("menu", { path: "/", sameSite: "lax", maxAge: YEAR });
/** The menu's collapsible sections the user opened (ids of the navigation descriptor, comma-separated). */
export const menuSectionsCookie = createCookie("menu-open", { path: "/", sameSite: "lax", maxAge: YEAR });

export interface Prefs {
  skin: Skin;
  menuCollapsed: boolean;
  openSections: string[];
}

export async function readPrefs(request: Request): Promise<Prefs> {
  const header = request.headers.get("Cookie");
  const [skin, menu, open] = await Promise.all([
    skinCookie.parse(header),
    menuCookie.parse(header),
    menuSectionsCookie.parse(header),
  ]);
  return {
    skin: isSkin(skin) ? skin : "light",
    menuCollapsed: menu === "collapsed",
    openSections: typeof open === "string" ? open.split(",").filter((id) => /^[a-z-]{1,40}$/.test(id)) : [],
  };
}
