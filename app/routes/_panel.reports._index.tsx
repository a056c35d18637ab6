import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { BarChart, type BarChartProps } from "@mui/x-charts/BarChart";
import { useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";
import type { Route } from "./+types/_panel.reports._index";
import { FILTER_BAR_SX, FilterField } from "~/components/forms/FilterField";
import { LinkTabs } from "~/components/LinkTabs";
import { PageHeader } from "~/components/PageHeader";
import { STATIC_CHART, useChartColors, useChartWidth } from "~/components/charts/chart-kit";
import { ReportFigure } from "~/components/reports/ReportFigure";
import { requireAbility } from "~/lib/auth/auth.server";
import { formatNumber } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { formatMoney } from "~/lib/money";
import {
  GRANULARITIES,
  REPORT_PRESETS,
  REPORT_TABLES,
  parseReportParams,
  reportSearch,
  type ReportTable,
} from "~/lib/reports/domain";
import { bucketLabel, reportTable, sharePercent } from "~/lib/reports/tables";
import { OUTSIDE_SHIPPING_TYPES, SHIPMENT_STATUSES } from "~/lib/shipments/domain";
import { passServerTiming, timedDb } from "~/lib/server-timing";
import { listBranchOptions } from "~/models/branches.server";
import { reportFigures, reportScopeFor } from "~/models/reports.server";

/**
 * Reports: the shipments booked in a period (per day or month, status, direction), their revenue per currency,
 * cash on delivery, the share delivered within the promised days and the busiest routes. Customers see their own
 * shipments, agents their branch's, admins all or one branch's. Period and filters live in the URL (a GET form
 * and preset links, both without JavaScript); each chart is drawn on the server with its table and CSV file.
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "Report");
  const params = parseReportParams(url.searchParams);
  const isAdmin = user.role === "admin";
  const { value, timing } = await timedDb(
    (async () => {
      const branches = isAdmin ? await listBranchOptions() : [];
      // A branch that does not exist (or a non-admin's pick) counts as no pick.
      const branch = isAdmin && branches.some((b) => b.id === params.branch) ? params.branch : undefined;
      const figures = await reportFigures({
        scope: reportScopeFor(user, branch),
        from: params.from,
        to: params.to,
        granularity: params.granularity,
        direction: params.direction,
        status: params.status,
      });
      return { branches, branch, figures };
    })(),
  );
  return data(
    {
      title: getT(context)("reports:title"),
      role: user.role,
      params: { ...params, branch: value.branch },
      branches: value.branches.map((b) => ({ id: b.id, name: b.name, city: b.city })),
      figures: value.figures,
    },
    { headers: timing },
  );
}

export const headers = passServerTiming;

const CHART_WIDTH = 640;

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["reports", "shipments", "common"]);
  const lng = i18n.language;
  const { params, figures, role, branches } = loaderData;
  const colors = useChartColors();
  const width = useChartWidth(CHART_WIDTH);
  const tables = Object.fromEntries(
    REPORT_TABLES.map((name) => [name, reportTable(name, figures, { t, lng, granularity: params.granularity })]),
  ) as Record<ReportTable, ReturnType<typeof reportTable>>;
  const csv = (name: ReportTable) => `/reports/export.csv?${reportSearch(params, { table: name })}`;
  /** What every figure's card takes from its name: title, caption, table and CSV link. */
  const figure = (name: ReportTable, own: { title?: string; caption?: string } = {}) => ({
    id: name,
    title: own.title ?? t(`figures.${name}.title`),
    caption: own.caption ?? t(`figures.${name}.caption`),
    table: tables[name],
    csvHref: csv(name),
    csvLabel: t("csv"),
    empty: t("empty"),
  });
  /** A figure's horizontal bars: one bar a table row, labelled as its row. */
  const bars = (p: {
    labels: string[];
    data: number[];
    height: number;
    labelWidth: number;
    colors: string[];
    label?: string;
    valueFormatter?: (v: number | null) => string;
    xAxis?: BarChartProps["xAxis"];
  }) => (
    <BarChart
      {...STATIC_CHART}
      width={width}
      height={p.height}
      layout="horizontal"
      colors={p.colors}
      hideLegend
      xAxis={p.xAxis}
      yAxis={[{ scaleType: "band", data: p.labels, width: p.labelWidth }]}
      series={[{ data: p.data, label: p.label ?? t("columns.shipments"), valueFormatter: p.valueFormatter }]}
    />
  );

  const total = figures.byStatus.reduce((sum, r) => sum + r.count, 0);
  const delivered = figures.onTime.reduce((sum, r) => sum + r.delivered, 0);
  const onTime = figures.onTime.reduce((sum, r) => sum + r.onTime, 0);
  const share = sharePercent(onTime, delivered);
  const presetHref = (preset: string) => {
    const search = new URLSearchParams(reportSearch(params));
    search.set("period", preset);
    search.delete("from");
    search.delete("to");
    search.delete("granularity");
    return `?${search.toString()}`;
  };

  return (
    <>
      <PageHeader title={loaderData.title} subtitle={t(`subtitle.${role}`)} />
      <Card sx={{ mb: 2.5 }}>
        <LinkTabs
          label={t("period.label")}
          current={params.period}
          tabs={REPORT_PRESETS.filter((p) => p !== "custom").map((p) => ({
            value: p,
            label: t(`period.${p}`),
            to: presetHref(p),
            testId: `preset-${p}`,
          }))}
        />
        <Box component={Form} method="get" role="search" aria-label={t("filters")} sx={FILTER_SX}>
          <input type="hidden" name="period" value="custom" />
          <FilterField
            name="from"
            type="date"
            defaultValue={params.from}
            label={t("from")}
            fullWidth={false}
            className="f-date"
          />
          <FilterField
            name="to"
            type="date"
            defaultValue={params.to}
            label={t("to")}
            fullWidth={false}
            className="f-date"
          />
          <FilterField
            name="granularity"
            select
            defaultValue={params.granularity}
            label={t("granularity.label")}
            fullWidth={false}
            className="f-select"
          >
            {GRANULARITIES.map((g) => (
              <option key={g} value={g}>
                {t(`granularity.${g}`)}
              </option>
            ))}
          </FilterField>
          {role === "admin" && (
            <FilterField
              name="branch"
              select
              defaultValue={params.branch ?? ""}
              label={t("branch")}
              fullWidth={false}
              className="f-select"
            >
              <option value="">{t("allBranches")}</option>
              {branches.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </FilterField>
          )}
          <FilterField
            name="direction"
            select
            defaultValue={params.direction ?? ""}
            label={t("columns.direction")}
            fullWidth={false}
            className="f-select"
          >
            <option value="">{t("anyDirection")}</option>
            {OUTSIDE_SHIPPING_TYPES.map((d) => (
              <option key={d} value={d}>
                {t(`directions.${d}`)}
              </option>
            ))}
          </FilterField>
          <FilterField
            name="status"
            select
            defaultValue={params.status ?? ""}
            label={t("columns.status")}
            fullWidth={false}
            className="f-select"
          >
            <option value="">{t("anyStatus")}</option>
            {SHIPMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`shipments:status.${s}`)}
              </option>
            ))}
          </FilterField>
          <Button type="submit" variant="outlined">
            {t("show")}
          </Button>
          <Button component={Link} to="/reports">
            {t("reset")}
          </Button>
        </Box>
        <Typography variant="body2" sx={{ px: 2, py: 1.5, color: "text.secondary" }} data-testid="report-range">
          {t("range", {
            from: bucketLabel(params.from, "day", lng),
            to: bucketLabel(params.to, "day", lng),
          })}
        </Typography>
      </Card>
      {params.granularityCapped && (
        <Alert severity="info" sx={{ mb: 2.5 }}>
          {t("granularity.capped")}
        </Alert>
      )}

      <Box
        component="ul"
        data-testid="report-summary"
        sx={{
          listStyle: "none",
          m: 0,
          mb: 2.5,
          p: 0,
          display: "grid",
          gap: 2,
          gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, 1fr)" },
        }}
      >
        <Summary label={t("summary.shipments")} value={formatNumber(total, lng)} testId="summary-shipments" />
        <Summary
          label={t("summary.onTime")}
          value={share === null ? "—" : formatNumber(share / 100, lng, { style: "percent", maximumFractionDigits: 1 })}
          testId="summary-on-time"
        />
        <Summary
          label={t("summary.revenue")}
          value={
            figures.revenue.length === 0
              ? "—"
              : figures.revenue.map((r) => formatMoney(r.amountMinor, r.currency, lng)).join(" · ")
          }
          testId="summary-revenue"
        />
        <Summary
          label={t("summary.codCollected")}
          value={formatMoney(figures.cod.collected.amountMinor, "TRY", lng)}
          testId="summary-cod"
        />
      </Box>

      <Box sx={{ display: "grid", gap: 2.5 }}>
        <ReportFigure
          {...figure("period", { title: t(`figures.period.${params.granularity}`) })}
          numeric={[1]}
          tall
          chart={
            <BarChart
              {...STATIC_CHART}
              width={width}
              height={280}
              colors={colors}
              hideLegend
              xAxis={[
                {
                  scaleType: "band",
                  data: figures.perPeriod.map((r) => bucketLabel(r.bucket, params.granularity, lng)),
                },
              ]}
              yAxis={[{ width: 48 }]}
              series={[{ data: figures.perPeriod.map((r) => r.count), label: t("columns.shipments") }]}
            />
          }
        />
        <Box sx={HALVES_SX}>
          <ReportFigure
            {...figure("status")}
            stacked
            numeric={[1]}
            chart={bars({
              labels: tables.status.rows.map((r) => r[0]!.text),
              data: figures.byStatus.map((r) => r.count),
              height: 300,
              labelWidth: 130,
              colors,
            })}
          />
          <ReportFigure
            {...figure("direction")}
            stacked
            numeric={[1]}
            chart={bars({
              labels: tables.direction.rows.map((r) => r[0]!.text),
              data: figures.byDirection.map((r) => r.count),
              height: 200,
              labelWidth: 110,
              colors: colors.slice(1),
            })}
          />
        </Box>
        <Box sx={HALVES_SX}>
          <ReportFigure
            {...figure("revenue", {
              caption: t("figures.revenue.caption", { n: formatNumber(figures.unpriced, lng) }),
            })}
            stacked
            numeric={[1, 2]}
          />
          <ReportFigure
            {...figure("cod")}
            stacked
            numeric={[1, 2]}
            chart={
              figures.cod.expected.count > 0
                ? bars({
                    labels: tables.cod.rows.map((r) => r[0]!.text),
                    data: (["expected", "collected", "paidOut"] as const).map((k) => figures.cod[k].amountMinor / 100),
                    height: 200,
                    labelWidth: 170,
                    colors: colors.slice(3),
                    label: t("columns.amountTry"),
                    valueFormatter: (v) => formatMoney(Math.round((v ?? 0) * 100), "TRY", lng),
                    xAxis: [{ valueFormatter: (v: number) => formatNumber(v, lng) }],
                  })
                : undefined
            }
          />
        </Box>
        <ReportFigure
          {...figure("onTime")}
          stacked
          numeric={[1, 2, 3, 4]}
          chart={
            delivered > 0
              ? bars({
                  labels: tables.onTime.rows.map((r) => r[0]!.text),
                  data: figures.onTime.map((r) => sharePercent(r.onTime, r.delivered) ?? 0),
                  height: 200,
                  labelWidth: 110,
                  colors: colors.slice(3),
                  label: t("columns.share"),
                  valueFormatter: (v) =>
                    formatNumber((v ?? 0) / 100, lng, { style: "percent", maximumFractionDigits: 1 }),
                  xAxis: [{ min: 0, max: 100 }],
                })
              : undefined
          }
        />
        <ReportFigure
          {...figure("routes")}
          numeric={[0, 3]}
          chart={bars({
            labels: figures.routes.map((r) => `${r.originCity} → ${r.destinationCity}`),
            data: figures.routes.map((r) => r.count),
            height: Math.max(160, 36 * figures.routes.length + 40),
            labelWidth: 200,
            colors: colors.slice(1),
          })}
        />
      </Box>
    </>
  );
}

function Summary({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card component="li" sx={{ p: 2, minWidth: 0 }} data-testid={testId}>
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {label}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700, overflowWrap: "anywhere" }} data-value>
        {value}
      </Typography>
    </Card>
  );
}

/** Two figures side by side on wide screens. */
const HALVES_SX = { display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } } as const;

const FILTER_SX = {
  ...FILTER_BAR_SX,
  alignItems: "center",
  "& .f-date": { flex: "0 1 170px" },
  "& .f-select": { flex: "0 1 190px" },
} as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
