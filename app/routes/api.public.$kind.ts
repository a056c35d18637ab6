import type { Route } from "./+types/api.public.$kind";
import { publicList } from "~/lib/content/public-api.server";

/** The public website's lists: banners, menus, blogs, services, references, teams, branches (docs/public-api.md). */
export const loader = ({ request, url, params }: Route.LoaderArgs) => publicList(request, url, params.kind);
