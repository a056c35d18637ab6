import { useTranslation } from "react-i18next";
import type { Route } from "./+types/_panel.dashboard.ecommerce";
import { PageHeader } from "~/components/PageHeader";
import { EcommerceCards } from "~/components/demo/dashboards/EcommerceCards";
import { requireDemo } from "~/lib/demo.server";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { ecommerceDashboard } from "~/mock/cards";

/** The template's e-commerce dashboard (its home page; here the freight home keeps `/`). */

// The strings of the template demo come as a part of their own, named here so the page has them at once.
export const handle = { ...hydrateOnIntent, i18n: ["demo-dashboards"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  return { title: getT(context, ["demo-dashboards"])("ecommerce.title"), dashboard: ecommerceDashboard() };
}

export default function EcommerceDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("demo-dashboards");
  return (
    <>
      <PageHeader title={loaderData.title} subtitle={t("ecommerce.subtitle")} />
      <EcommerceCards data={loaderData.dashboard} />
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
