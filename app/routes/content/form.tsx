import type { Route } from "./+types/form";
import { ResourceFormScreen } from "~/components/resource/ResourceFormScreen";
import { FORM_EXTRAS } from "~/components/resource/extras";
import { resourceFormAction, resourceFormLoader } from "~/lib/content/resource-routes.server";
import { RESOURCES } from "~/lib/content/resources";
import { titleMeta } from "~/lib/meta";

/** The create (`/new`) and edit screen of every resource: see app/routes.ts. */
export const loader = (args: Route.LoaderArgs) => resourceFormLoader(args);
export const action = (args: Route.ActionArgs) => resourceFormAction(args);

export default function ResourceForm({ loaderData, actionData }: Route.ComponentProps) {
  const def = RESOURCES[loaderData.key];
  const Aside = FORM_EXTRAS[loaderData.key];
  return (
    <ResourceFormScreen
      def={def}
      data={loaderData}
      actionData={actionData}
      aside={Aside && <Aside data={loaderData} />}
    />
  );
}

export const meta = ({ loaderData }: Route.MetaArgs) => titleMeta(loaderData);
