import type { SearchIcon } from "./pages";

/** At most this many results per group (pages, files, contacts). */
export const SEARCH_GROUP_LIMIT = 4;

/** A screen as the search shows it: `id` is its place in the registry (pages.ts), `target` its stable name. */
export interface SearchPageItem {
  id: number;
  target: string;
  isBookmarked: boolean;
  title: string;
  icon: SearchIcon;
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

export interface SearchResults {
  q: string;
  pages: SearchPageItem[];
  files: SearchFile[];
  contacts: SearchContact[];
}

/**
 * Who is searching: their account (`null` signed out), the screens they may open (titles in their
 * language), and whether the demo's sample files and contacts are theirs to see.
 */
export interface SearchViewer {
  userId: number | null;
  pages: ReadonlyArray<Omit<SearchPageItem, "isBookmarked">>;
  demo: boolean;
}
