import { Suspense, lazy, type ComponentProps } from "react";
import type SignedInPanel from "./SignedInPanel";

const LazySignedInPanel = lazy(() => import("./SignedInPanel"));

/** The bookmarks the navbar shows (the loader of a page open to visitors hands them down for a signed-in user). */
export type ShellBookmarks = ComponentProps<typeof SignedInPanel>["bookmarks"];

/**
 * The panel layout (menu, navbar with search and bookmarks) on pages that visitors see without it: public
 * tracking, the contact form and the freight price request. Only signed-in users get it there, so its module
 * loads on demand and visitors never download it. The server renders it as usual; in the browser the page
 * keeps the server's HTML until the module has arrived and then hydrates.
 */
export function SignedInShell(props: ComponentProps<typeof SignedInPanel>) {
  return (
    <Suspense fallback={null}>
      <LazySignedInPanel {...props} />
    </Suspense>
  );
}
