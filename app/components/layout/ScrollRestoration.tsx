import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { SCROLL_STORAGE_KEY, restoreScrollScript } from "~/lib/scroll-restore-script";

/**
 * React Router's scroll restoration (positions saved on navigation and page hide, restored on client-side
 * navigations) with a lighter inline script for document loads: see app/lib/scroll-restore-script.ts.
 */
export function ScrollRestoration({ nonce }: { nonce?: string }) {
  useScrollRestoration({ storageKey: SCROLL_STORAGE_KEY });
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: restoreScrollScript }} />;
}
