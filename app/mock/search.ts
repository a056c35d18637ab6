import { z } from "zod";
import { DEFAULT_BOOKMARKS } from "~/lib/search-pages";
import { foldText } from "~/lib/text-fold";
import { avatarUrl, notFound, processState } from "./core";

/**
 * Search and bookmarks (SPEC point 7): the searchArr groups Pages, Files and Contacts, and the
 * bookmarked pages. Which pages exist for the asking user (filtered by ability, titles in the
 * user's language) is decided by the caller and passed in as a `SearchViewer`. Bookmarks are
 * kept per user in this process.
 */
export const SEARCH_GROUP_LIMIT = 4;
export const SEARCH_GROUPS = ["Pages", "Files", "Contacts"] as const;

export interface SearchPageItem {
  id: number;
  target: string;
  isBookmarked: boolean;
  title: string;
  icon: string;
  link: string;
}
export interface SearchFile {
  title: string;
  by: string;
  size: string;
  file: string;
}
export interface SearchContact {
  title: string;
  email: string;
  img: string;
  date: string;
}

/** Who is searching: a key for their bookmarks, the pages they may open, and whether demo data is theirs to see. */
export interface SearchViewer {
  key: string;
  pages: Array<Omit<SearchPageItem, "isBookmarked">>;
  demo: boolean;
}

const FILES: SearchFile[] = [
  { title: "Shipment manifest — June.pdf", by: "Ayşe Yılmaz", size: "1.2 MB", file: "/mock/images/file/pdf.svg" },
  { title: "Freight rates 2025.xlsx", by: "Lukas Müller", size: "348 KB", file: "/mock/images/file/xlsx.svg" },
  { title: "Customs declaration KRG-2041.pdf", by: "Emre Kaya", size: "220 KB", file: "/mock/images/file/pdf.svg" },
  { title: "Warehouse layout.png", by: "Camille Dubois", size: "2.6 MB", file: "/mock/images/file/png.svg" },
  { title: "Driver schedule.docx", by: "Tiago Silva", size: "96 KB", file: "/mock/images/file/docx.svg" },
  { title: "Insurance policy.pdf", by: "Zeynep Demir", size: "780 KB", file: "/mock/images/file/pdf.svg" },
  { title: "Proforma invoice template.docx", by: "Olivia Smith", size: "54 KB", file: "/mock/images/file/docx.svg" },
  { title: "Dangerous goods checklist.pdf", by: "Kerem Şahin", size: "132 KB", file: "/mock/images/file/pdf.svg" },
  { title: "Port photos.zip", by: "Mehmet Çelik", size: "18 MB", file: "/mock/images/file/zip.svg" },
];

const CONTACT_NAMES = ["Ayşe Yılmaz", "Lukas Müller", "Camille Dubois", "Tiago Silva", "Emre Kaya", "Olivia Smith", "Zeynep Demir", "Hannah Fischer", "Rafael Costa", "Kerem Şahin"];
const CONTACT_DATES = ["2025-06-02", "2025-05-28", "2025-05-21", "2025-05-14", "2025-05-09", "2025-04-30", "2025-04-22", "2025-04-11", "2025-03-29", "2025-03-17"];

const CONTACTS: SearchContact[] = CONTACT_NAMES.map((name, i) => ({
  title: name,
  email: `${foldText(name).replace(/[^a-z]+/g, ".")}@example.com`,
  img: avatarUrl(name),
  date: CONTACT_DATES[i],
}));

export function searchFiles(): SearchFile[] {
  return FILES;
}
export function searchContacts(): SearchContact[] {
  return CONTACTS;
}

const state = processState(() => ({ bookmarks: new Map<string, Set<string>>() }));
export const resetSearch = state.reset;

function bookmarkSet(viewer: SearchViewer): Set<string> {
  const { bookmarks } = state.get();
  let set = bookmarks.get(viewer.key);
  if (!set) {
    set = new Set(DEFAULT_BOOKMARKS);
    bookmarks.set(viewer.key, set);
  }
  return set;
}

function pageItems(viewer: SearchViewer): SearchPageItem[] {
  const set = bookmarkSet(viewer);
  return viewer.pages.map((p) => ({ ...p, isBookmarked: set.has(p.target) }));
}

/** GET /api/main-search/data */
export function mainSearchData(viewer: SearchViewer) {
  return {
    searchArr: [
      { groupTitle: "Pages" as const, searchLimit: SEARCH_GROUP_LIMIT, data: pageItems(viewer) },
      { groupTitle: "Files" as const, searchLimit: SEARCH_GROUP_LIMIT, data: viewer.demo ? FILES : [] },
      { groupTitle: "Contacts" as const, searchLimit: SEARCH_GROUP_LIMIT, data: viewer.demo ? CONTACTS : [] },
    ],
  };
}

/** GET /api/bookmarks/data: every page (suggestions) and the bookmarked ones. */
export function bookmarksData(viewer: SearchViewer) {
  const suggestions = pageItems(viewer);
  return { suggestions, bookmarks: suggestions.filter((p) => p.isBookmarked) };
}

export const BookmarkBody = z.object({ id: z.coerce.number().int().positive() });

/** POST /api/bookmarks/update: toggles one page the viewer may open (404 for any other id). */
export function toggleBookmark(viewer: SearchViewer, id: number) {
  const page = viewer.pages.find((p) => p.id === id);
  if (!page) throw notFound("Page");
  const set = bookmarkSet(viewer);
  if (set.has(page.target)) set.delete(page.target);
  else set.add(page.target);
  return { id, isBookmarked: set.has(page.target) };
}

export interface SearchResults {
  q: string;
  pages: SearchPageItem[];
  files: SearchFile[];
  contacts: SearchContact[];
}

function rank<T>(rows: T[], q: string, fields: (row: T) => string[]): T[] {
  const needle = foldText(q);
  const scored: Array<[number, T]> = [];
  for (const row of rows) {
    const texts = fields(row).map(foldText);
    if (texts.some((t) => t.startsWith(needle))) scored.push([0, row]);
    else if (texts.some((t) => t.split(/[\s/—-]+/).some((w) => w.startsWith(needle)))) scored.push([1, row]);
    else if (texts.some((t) => t.includes(needle))) scored.push([2, row]);
  }
  return scored.sort((a, b) => a[0] - b[0]).map(([, row]) => row);
}

/** The navbar search: at most `limit` matches per group, best matches first (title start, word start, anywhere). */
export function searchAll(viewer: SearchViewer, query: string, limit = SEARCH_GROUP_LIMIT): SearchResults {
  const q = query.trim();
  if (!q) return { q, pages: [], files: [], contacts: [] };
  const pages = rank(pageItems(viewer), q, (p) => [p.title, p.link]);
  const files = viewer.demo ? rank(FILES, q, (f) => [f.title, f.by]) : [];
  const contacts = viewer.demo ? rank(CONTACTS, q, (c) => [c.title, c.email]) : [];
  return { q, pages: pages.slice(0, limit), files: files.slice(0, limit), contacts: contacts.slice(0, limit) };
}

/** The bookmarked pages of a viewer, for the navbar icons. */
export function bookmarkedPages(viewer: SearchViewer): SearchPageItem[] {
  return pageItems(viewer).filter((p) => p.isBookmarked);
}
