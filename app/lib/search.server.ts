import type { RouterContextProvider } from "react-router";
import type { SearchViewer } from "~/mock/search";
import { getAuth } from "./auth.server";
import { getT } from "./i18n.server";
import { searchPageId, visibleSearchPages } from "./search-pages";

/**
 * The asking user as the search sees them: the screens they may open (titles in their language),
 * whether the demo's sample files and contacts are theirs to see (subject Demo), and the key under
 * which their bookmarks are kept.
 */
export function searchViewer(context: Readonly<RouterContextProvider>): SearchViewer {
  const { user, ability } = getAuth(context);
  // Every panel page's layout asks for these titles (the navbar's bookmarks): remembered per language.
  const t = getT(context, ["search"]);
  return {
    key: user ? `user:${user.id}` : "anonymous",
    demo: Boolean(ability?.can("read", "Demo")),
    pages: visibleSearchPages(user ? ability : null).map((page) => ({
      id: searchPageId(page),
      target: page.target,
      title: t(`pages.${page.target}`),
      icon: page.icon,
      link: page.path,
    })),
  };
}
