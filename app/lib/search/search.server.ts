import { foldText } from "~/lib/text-fold";
import { DEMO_CONTACTS, DEMO_FILES } from "~/mock/search-samples";
import { bookmarkedTargets, toggleBookmark } from "~/models/bookmarks.server";
import { SEARCH_GROUP_LIMIT, type SearchPageItem, type SearchResults, type SearchViewer } from "./types";

/**
 * The navbar search: the screens the viewer may open, best matches first, each with its bookmark star,
 * plus the demo's sample files and contacts for viewers who may see demo data. Bookmarks are the user's
 * (models/bookmarks.server.ts); a signed-out viewer has none.
 */

/** The viewer's screens, starred where `marks` (bookmarked targets) says so. */
export function withStars(viewer: SearchViewer, marks: ReadonlySet<string>): SearchPageItem[] {
  return viewer.pages.map((p) => ({ ...p, isBookmarked: marks.has(p.target) }));
}

/** Bookmarks read for a viewer, kept while the viewer lives (one request: viewer.server.ts). */
const marksOf = new WeakMap<SearchViewer, Promise<ReadonlySet<string>>>();

function viewerMarks(viewer: SearchViewer): Promise<ReadonlySet<string>> {
  if (viewer.userId === null) return Promise.resolve(new Set());
  let marks = marksOf.get(viewer);
  if (!marks) {
    marks = bookmarkedTargets(viewer.userId);
    marksOf.set(viewer, marks);
  }
  return marks;
}

function rank<T>(rows: readonly T[], q: string, fields: (row: T) => string[]): T[] {
  const needle = foldText(q);
  const scored: Array<[number, T]> = [];
  for (const row of rows) {
    const texts = fields(row).map(foldText);
    if (texts.some((t) => t.startsWith(needle))) scored.push([0, row]);
    else if (texts.some((t) => t.split(" ").some((w) => w.startsWith(needle)))) scored.push([1, row]);
    else if (texts.some((t) => t.includes(needle))) scored.push([2, row]);
  }
  return scored.sort((a, b) => a[0] - b[0]).map(([, row]) => row);
}

/** At most `limit` matches per group, best first: title start, word start, anywhere. */
export function rankResults(
  viewer: SearchViewer,
  pages: SearchPageItem[],
  query: string,
  limit = SEARCH_GROUP_LIMIT,
): SearchResults {
  const q = query.trim();
  if (!q) return { q, pages: [], files: [], contacts: [] };
  const found = rank(pages, q, (p) => [p.title, p.link]);
  const files = viewer.demo ? rank(DEMO_FILES, q, (f) => [f.title, f.by]) : [];
  const contacts = viewer.demo ? rank(DEMO_CONTACTS, q, (c) => [c.title, c.email]) : [];
  return { q, pages: found.slice(0, limit), files: files.slice(0, limit), contacts: contacts.slice(0, limit) };
}

/** The search page and the navbar dialog: the results of a query and the viewer's bookmarks, with one read of them. */
export async function searchWithBookmarks(
  viewer: SearchViewer,
  query: string,
): Promise<{ results: SearchResults; bookmarks: SearchPageItem[] }> {
  const pages = withStars(viewer, await viewerMarks(viewer));
  return { results: rankResults(viewer, pages, query), bookmarks: pages.filter((p) => p.isBookmarked) };
}

/** The bookmarked screens of a viewer, for the navbar icons. */
export async function bookmarkedPages(viewer: SearchViewer): Promise<SearchPageItem[]> {
  return withStars(viewer, await viewerMarks(viewer)).filter((p) => p.isBookmarked);
}

/** Turns the bookmark of one of the viewer's screens over; `null` when `id` is none of theirs or nobody is signed in. */
export async function toggleScreenBookmark(
  viewer: SearchViewer,
  id: number,
): Promise<{ id: number; isBookmarked: boolean } | null> {
  const page = viewer.pages.find((p) => p.id === id);
  if (!page || viewer.userId === null) return null;
  const isBookmarked = await toggleBookmark(viewer.userId, page.target);
  // The loaders that run after this action in the same request read the bookmarks afresh.
  marksOf.delete(viewer);
  return { id, isBookmarked };
}
