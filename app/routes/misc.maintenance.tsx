import Engineering from "@mui/icons-material/Engineering";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/misc.maintenance";
import { MiscFrame, MiscMessage } from "~/components/demo/misc/MiscFrame";
import { requireDemoApi } from "~/lib/demo.server";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";

/** The template's maintenance page, in the panel error page's design. */
/** Works without JavaScript: React loads when the visitor starts using the page. */

// The strings of the template demo come as a part of their own, named here so the page has them at once.
export const handle = { ...hydrateOnIntent, i18n: ["demo-misc"] };

export async function loader({ context }: Route.LoaderArgs) {
  requireDemoApi();
  return { title: getT(context, ["demo-misc"])("maintenance.title") };
}

export default function MiscMaintenance({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("demo-misc");
  return (
    <MiscFrame>
      <MiscMessage
        testId="misc-maintenance"
        icon={<Engineering sx={{ fontSize: 72, color: "warning.main" }} aria-hidden />}
        title={loaderData.title}
        body={t("maintenance.body")}
      >
        <Button component={Link} to="/" variant="contained">
          {t("backHome")}
        </Button>
      </MiscMessage>
    </MiscFrame>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
