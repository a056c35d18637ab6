import { createContext, type RouterContextProvider } from "react-router";
import { getAuth } from "~/lib/auth/auth.server";
import { getI18n, getT } from "~/lib/i18n/i18n.server";
import type { AppAbility } from "~/lib/auth/permissions";
import { searchPageId, visibleSearchPages } from "./pages";
import type { SearchViewer } from "./types";

/**
 * The asking user as the search sees them: the screens they may open (titles in their language),
 * whether the demo's sample files and contacts are theirs to see (subject Demo), and their account, which
 * keeps their bookmarks.
 */
export function searchViewer(context: Readonly<RouterContextProvider>): SearchViewer {
  const known = context.get(viewerContext);
  if (known) return known;
  const { user, ability } = getAuth(context);
  const viewer = {
    userId: user?.id ?? null,
    demo: Boolean(ability?.can("read", "Demo")),
    pages: pagesFor(user ? ability : null, context),
  };
  context.set(viewerContext, viewer);
  return viewer;
}

/** One viewer a request: the layout's navbar and the search page then read the bookmarks once (search.server.ts). */
const viewerContext = createContext<SearchViewer | null>(null);

/**
 * The screens of an ability (one per role: permissions.ts) in a language, built once: every panel page's layout
 * asks for them (the navbar's bookmarks). Shared, so nobody may change them (frozen).
 */
const pagesByAbility = new WeakMap<AppAbility, Map<string, readonly SearchViewer["pages"][number][]>>();
const publicPages = new Map<string, readonly SearchViewer["pages"][number][]>();

function pagesFor(ability: AppAbility | null, context: Readonly<RouterContextProvider>): SearchViewer["pages"] {
  const language = getI18n(context).language;
  let byLanguage = publicPages;
  if (ability) {
    byLanguage = pagesByAbility.get(ability) ?? new Map();
    pagesByAbility.set(ability, byLanguage);
  }
  let pages = byLanguage.get(language);
  if (!pages) {
    const t = getT(context, ["search"]);
    pages = Object.freeze(
      visibleSearchPages(ability).map((page) =>
        Object.freeze({
          id: searchPageId(page),
          target: page.target,
          title: t(`pages.${page.target}`),
          icon: page.icon,
          link: page.path,
        }),
      ),
    );
    byLanguage.set(language, pages);
  }
  return pages as SearchViewer["pages"];
}
