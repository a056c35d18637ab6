import type { RouterContextProvider } from "react-router";
import { getOptionalUser } from "./auth/auth.server";
import { panelBadges } from "./panel-badges.server";
import { bookmarkedPages } from "./search/search.server";
import type { SearchPageItem } from "./search/types";
import { searchViewer } from "./search/viewer.server";

/**
 * What the panel's navbar needs on pages open to visitors too (freight price request, contact form, tracking):
 * for a signed-in user the menu badges and the bookmarks the panel layout shows (read as its loader reads them),
 * so the shell is the same everywhere; nothing for a visitor.
 */
export async function signedInShellData(
  context: Readonly<RouterContextProvider>,
): Promise<{ badges: Record<string, number>; bookmarks: SearchPageItem[] }> {
  if (!getOptionalUser(context)) return { badges: {}, bookmarks: [] };
  const [badges, bookmarks] = await Promise.all([panelBadges(context), bookmarkedPages(searchViewer(context))]);
  return { badges, bookmarks };
}
