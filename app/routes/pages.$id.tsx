import { data, redirect } from "react-router";
import type { Route } from "./+types/pages.$id";

/**
 * The website-pages screen lives at /site-pages; /pages/* belongs to the template demo. Old
 * bookmarks of a page (`/pages/12`) or of its create form (`/pages/new`) still arrive.
 */
export function loader({ params, url }: Route.LoaderArgs) {
  if (params.id === "new" || /^\d+$/.test(params.id)) {
    return redirect(`/site-pages/${params.id}${url.search}`, 301);
  }
  throw data(null, { status: 404 });
}
