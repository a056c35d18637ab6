import type { RouterContextProvider } from "react-router";
import type { SearchViewer } from "~/mock/search";
import { getAuth } from "./auth.server";
import { getI18n, getLocale } from "./i18n.server";
import { searchPageId, visibleSearchPages } from "./search-pages";

/**
 * Screen titles by language and screen. Every panel page's layout asks for them (the bookmarks in the
 * navbar), and an i18next lookup on the request's own instance cost about a millisecond a page for the
 * admin's thirty-odd screens. The labels are static files, so each is looked up once per process.
 */
const titles = new Map<string, string>();

/**
 * The asking user as the search sees them: the screens they may open (titles in their language),
 * whether the demo's sample files and contacts are theirs to see (subject Demo), and the key under
 * which their bookmarks are kept.
 */
export function searchViewer(context: Readonly<RouterContextProvider>): SearchViewer {
  const { user, ability } = getAuth(context);
  const lng = getLocale(context);
  const title = (target: string) => {
    const key = `${lng}|${target}`;
    let answer = titles.get(key);
    if (answer === undefined) {
      answer = getI18n(context).t(`search:pages.${target}`);
      // A missing label answers its key; it is not kept.
      if (answer !== `pages.${target}` && answer !== `search:pages.${target}`) titles.set(key, answer);
    }
    return answer;
  };
  return {
    key: user ? `user:${user.id}` : "anonymous",
    demo: Boolean(ability?.can("read", "Demo")),
    pages: visibleSearchPages(user ? ability : null).map((page) => ({
      id: searchPageId(page),
      target: page.target,
      title: title(page.target),
      icon: page.icon,
      link: page.path,
    })),
  };
}
