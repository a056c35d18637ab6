import { Suspense, lazy, type ComponentProps } from "react";
import type { SearchPageItem } from "~/mock/search";
import type { AppShell } from "./AppShell";

const LazyAppShell = lazy(() => import("./AppShell").then((m) => ({ default: m.AppShell })));
const LazyNavbarSearch = lazy(() => import("~/components/search/NavbarSearch").then((m) => ({ default: m.NavbarSearch })));

/**
 * The panel layout (menu, navbar with search and bookmarks) on pages that visitors see without it: public
 * tracking, the contact form and the freight price request. Only signed-in users get it there, so its modules
 * load on demand and visitors never download them. The server renders it as usual; in the browser the page
 * keeps the server's HTML until the modules have arrived and then hydrates.
 */
export function SignedInShell({ bookmarks, ...props }: Omit<ComponentProps<typeof AppShell>, "navbar"> & { bookmarks: SearchPageItem[] }) {
  return (
    <Suspense fallback={null}>
      <LazyAppShell {...props} navbar={<LazyNavbarSearch bookmarks={bookmarks} />} />
    </Suspense>
  );
}
