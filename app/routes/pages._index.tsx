import { redirect } from "react-router";
import type { Route } from "./+types/pages._index";

/** The website-pages list moved to /site-pages (old bookmarks still arrive). */
export function loader({ url }: Route.LoaderArgs) {
  return redirect(`/site-pages${url.search}`, 301);
}
