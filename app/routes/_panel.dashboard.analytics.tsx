import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_panel.dashboard.analytics";
import { PageHeader } from "~/components/PageHeader";
import { AnalyticsCards, StatisticsCards, rangeKey } from "~/components/demo/dashboards/AnalyticsCards";
import { QuerySelect } from "~/components/demo/dashboards/QuerySelect";
import { requireDemo } from "~/lib/demo.server";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { DASHBOARD_RANGES, REVENUE_YEARS, analyticsDashboard } from "~/mock/cards";
import { enumParam } from "~/mock/core";

/** The template's analytics dashboard: sample cards and charts, the range and the report's year in the URL. */
const Query = z.object({ range: enumParam(DASHBOARD_RANGES), year: enumParam(REVENUE_YEARS) });

// The strings of the template demo come as a part of their own, named here so the page has them at once.
export const handle = { ...hydrateOnIntent, i18n: ["demo-dashboards"] };

export async function loader({ request, url, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  const query = Query.safeParse(Object.fromEntries(url.searchParams));
  if (!query.success) throw data(null, { status: 400 });
  return {
    title: getT(context, ["demo-dashboards"])("analytics.title"),
    dashboard: analyticsDashboard(query.data.range, query.data.year),
  };
}

export default function AnalyticsDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("demo-dashboards");
  const { dashboard } = loaderData;
  return (
    <>
      <PageHeader
        title={loaderData.title}
        subtitle={t("analytics.subtitle")}
        actions={
          <QuerySelect
            name="range"
            label={t("range")}
            value={dashboard.range}
            options={DASHBOARD_RANGES.map((r) => ({ value: r, label: t(`ranges.${rangeKey(r)}`) }))}
            testId="range-select"
          />
        }
      />
      <Box sx={{ display: "grid", gap: { xs: 2, md: 3 } }}>
        <AnalyticsCards data={dashboard} />
        <StatisticsCards data={dashboard} />
      </Box>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
