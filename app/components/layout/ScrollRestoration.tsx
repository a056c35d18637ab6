import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";
import { restoreScrollScript } from "~/lib/scroll-restore-script";

/**
 * React Router's scroll restoration (positions saved on navigation and page hide, restored on client-side
 * navigations) with a lighter inline script for document loads: see app/lib/scroll-restore-script.ts.
 */
export function ScrollRestoration({ nonce }: { nonce?: string }) {
  useScrollRestoration({});
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: restoreScrollScript }} />;
}
