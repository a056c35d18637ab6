import type { Route } from "./+types/api.public.$kind_.$slug";
import { publicItem } from "~/lib/content/public-api.server";

/** One published page or post by its slug (docs/public-api.md). */
export const loader = ({ request, url, params }: Route.LoaderArgs) =>
  publicItem(request, url, params.kind, params.slug);
