import { createCookie } from "react-router";
import { isSkin, type Skin } from "~/theme";

/** Display preferences kept in cookies, so the server renders the page the way the user left it. */
const YEAR = 60 * 60 * 24 * 365;
export const skinCookie = createCookie("skin", { path: "/", sameSite: "lax", maxAge: YEAR });
export const menuCookie = createCookie("menu", { path: "/", sameSite: "lax", maxAge: YEAR });

export interface Prefs {
  skin: Skin;
  menuCollapsed: boolean;
}

export async function readPrefs(request: Request): Promise<Prefs> {
  const header = request.headers.get("Cookie");
  const [skin, menu] = await Promise.all([skinCookie.parse(header), menuCookie.parse(header)]);
  return { skin: isSkin(skin) ? skin : "light", menuCollapsed: menu === "collapsed" };
}
