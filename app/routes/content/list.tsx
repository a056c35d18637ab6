import type { Route } from "./+types/list";
import { ResourceListScreen } from "~/components/resource/ResourceListScreen";
import { LIST_EXTRAS } from "~/components/resource/extras";
import { resourceListAction, resourceListLoader } from "~/lib/content/resource-routes.server";
import { RESOURCES } from "~/lib/content/resources";
import { titleMeta } from "~/lib/meta";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";

/** The list screen of every resource (users, branches, branch users, banners … teams): see app/routes.ts. */
export const loader = (args: Route.LoaderArgs) => resourceListLoader(args);
export const action = (args: Route.ActionArgs) => resourceListAction(args);

export default function ResourceList({ loaderData, actionData }: Route.ComponentProps) {
  const def = RESOURCES[loaderData.key];
  const Extras = LIST_EXTRAS[loaderData.key];
  return <ResourceListScreen def={def} data={loaderData} actionData={actionData} extras={Extras} />;
}

export const meta = ({ loaderData }: Route.MetaArgs) => titleMeta(loaderData);

// A read-mostly screen whose fields are all uncontrolled: it hydrates on the visitor's first move.
export const handle = hydrateOnIntent;
