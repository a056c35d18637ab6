import { z } from "zod";
import { DEFAULT_BOOKMARKS } from "~/lib/search/pages";
import { withStars } from "~/lib/search/search.server";
import { SEARCH_GROUP_LIMIT, type SearchViewer } from "~/lib/search/types";
import { bookmarkedTargets, toggleBookmark as toggleUserBookmark } from "~/models/bookmarks.server";
import { notFound, processState } from "./core";
import { DEMO_CONTACTS, DEMO_FILES } from "./search-samples";

/**
 * Search and bookmarks of SPEC point 7 (`/api/main-search/data`, `/api/bookmarks/*`): the groups Pages, Files
 * and Contacts, and the bookmarked pages. Which pages exist for the asking user is decided by the caller
 * (lib/search/viewer.server.ts). A signed-in user's bookmarks are the product's (lib/search, kept in the
 * database); a signed-out caller has no account to keep them with, so theirs stay in this process, shared
 * and reset like the rest of the demo data.
 */
const visitors = processState(() => ({ marks: new Set<string>(DEFAULT_BOOKMARKS) }));

async function pageItems(viewer: SearchViewer) {
  return withStars(viewer, viewer.userId === null ? visitors.get().marks : await bookmarkedTargets(viewer.userId));
}

/** GET /api/main-search/data */
export async function mainSearchData(viewer: SearchViewer) {
  return {
    searchArr: [
      { groupTitle: "Pages" as const, searchLimit: SEARCH_GROUP_LIMIT, data: await pageItems(viewer) },
      { groupTitle: "Files" as const, searchLimit: SEARCH_GROUP_LIMIT, data: viewer.demo ? DEMO_FILES : [] },
      { groupTitle: "Contacts" as const, searchLimit: SEARCH_GROUP_LIMIT, data: viewer.demo ? DEMO_CONTACTS : [] },
    ],
  };
}

/** GET /api/bookmarks/data: every page (suggestions) and the bookmarked ones. */
export async function bookmarksData(viewer: SearchViewer) {
  const suggestions = await pageItems(viewer);
  return { suggestions, bookmarks: suggestions.filter((p) => p.isBookmarked) };
}

export const BookmarkBody = z.object({ id: z.coerce.number().int().positive() });

/** POST /api/bookmarks/update: toggles one page the viewer may open (404 for any other id). */
export async function toggleBookmark(viewer: SearchViewer, id: number) {
  const page = viewer.pages.find((p) => p.id === id);
  if (!page) throw notFound("Page");
  if (viewer.userId !== null) return { id, isBookmarked: await toggleUserBookmark(viewer.userId, page.target) };
  const { marks } = visitors.get();
  if (marks.has(page.target)) marks.delete(page.target);
  else marks.add(page.target);
  return { id, isBookmarked: marks.has(page.target) };
}
