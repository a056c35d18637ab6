import type { Route } from "./+types/misc.not-authorized";
import { ErrorScreen } from "~/components/ErrorScreen";
import { MiscFrame } from "~/components/demo/misc/MiscFrame";
import { requireDemoApi } from "~/lib/demo.server";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";

/** The template's "not authorized" page: the panel's own 403 screen, opened directly (200). */
/** Works without JavaScript: React loads when the visitor starts using the page. */

// The strings of the template demo come as a part of their own, named here so the page has them at once.
export const handle = { ...hydrateOnIntent, i18n: ["demo-misc"] };

export async function loader({ context }: Route.LoaderArgs) {
  requireDemoApi();
  return { title: getT(context)("messages.notAuthorized") };
}

export default function MiscNotAuthorized() {
  return (
    <MiscFrame>
      <ErrorScreen kind="forbidden" />
    </MiscFrame>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
