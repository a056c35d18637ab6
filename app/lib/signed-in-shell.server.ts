import type { RouterContextProvider } from "react-router";
import { getOptionalUser } from "./auth.server";
import { panelBadges } from "./panel-badges.server";
import { searchViewer } from "./search.server";
import { bookmarkedPages } from "~/mock/search";

/**
 * What the panel's navbar needs on pages open to visitors too (freight price request, contact form, tracking):
 * for a signed-in user the menu badges and the bookmarks the panel layout shows (read as its loader reads them),
 * so the shell is the same everywhere; nothing for a visitor.
 */
export async function signedInShellData(context: Readonly<RouterContextProvider>): Promise<{ badges: Record<string, number>; bookmarks: ReturnType<typeof bookmarkedPages> }> {
  if (!getOptionalUser(context)) return { badges: {}, bookmarks: [] };
  return { badges: await panelBadges(context), bookmarks: bookmarkedPages(searchViewer(context)) };
}
