import type { ComponentProps } from "react";
import { NavbarSearch } from "~/components/search/NavbarSearch";
import { AppShell } from "./AppShell";

/** The panel layout with its navbar search and bookmarks, for pages that load it on demand (SignedInShell). */
export default function SignedInPanel({
  bookmarks,
  ...props
}: Omit<ComponentProps<typeof AppShell>, "navbar"> & Pick<ComponentProps<typeof NavbarSearch>, "bookmarks">) {
  return <AppShell {...props} navbar={<NavbarSearch bookmarks={bookmarks} />} />;
}
