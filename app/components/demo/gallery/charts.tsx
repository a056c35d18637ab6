import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import Typography from "@mui/material/Typography";
import { BarChart } from "@mui/x-charts/BarChart";
import { Gauge, gaugeClasses } from "@mui/x-charts/Gauge";
import { LineChart } from "@mui/x-charts/LineChart";
import { PieChart } from "@mui/x-charts/PieChart";
import { ScatterChart } from "@mui/x-charts/ScatterChart";
import { SparkLineChart } from "@mui/x-charts/SparkLineChart";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { INTL_LOCALES, isLanguage } from "~/lib/i18n/i18n";
import { STATIC_CHART, useChartColors, useChartWidth } from "~/components/charts/chart-kit";
import { ChartFigure } from "./ChartFigure";
import type { ChartsData } from "./charts.server";
import { Example } from "./GalleryFrame";
import type { DemoName } from "./galleries";

/**
 * The charts gallery: MUI X Charts drawn on the server as SVG (fixed size, scaled by CSS), colours from the theme,
 * each with a caption and a hidden table of its numbers. Only the chart routes import this module.
 */
const WIDTH = 640;
const HEIGHT = 300;

function useMonths(count: number): string[] {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(INTL_LOCALES[isLanguage(i18n.language) ? i18n.language : "tr"], {
    month: "short",
    timeZone: "UTC",
  });
  return Array.from({ length: count }, (_, i) => format.format(Date.UTC(2026, i, 1)));
}

function useNumber() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(INTL_LOCALES[isLanguage(i18n.language) ? i18n.language : "tr"]);
  return (n: number) => format.format(n);
}

function Line({ data }: { data: ChartsData }) {
  const { t } = useTranslation("demo-gallery");
  const colors = useChartColors();
  const width = useChartWidth(WIDTH);
  const weeks = data.revenue.thisMonth.map((_, i) => t("charts.s.week", { n: i + 1 }));
  const n = useNumber();
  return (
    <Example title={t("charts.s.revenue")}>
      <ChartFigure
        caption={t("charts.s.revenueCaption")}
        testId="chart"
        table={{
          head: [t("charts.s.weekLabel"), t("charts.s.thisMonth"), t("charts.s.lastMonth")],
          rows: weeks.map((w, i) => [w, n(data.revenue.thisMonth[i]!), n(data.revenue.lastMonth[i]!)]),
        }}
      >
        <LineChart
          {...STATIC_CHART}
          width={width}
          height={HEIGHT}
          colors={colors}
          xAxis={[{ scaleType: "point", data: weeks }]}
          yAxis={[{ width: 60 }]}
          series={[
            { data: data.revenue.thisMonth, label: t("charts.s.thisMonth") },
            { data: data.revenue.lastMonth, label: t("charts.s.lastMonth"), curve: "linear" },
          ]}
        />
      </ChartFigure>
    </Example>
  );
}

function Area({ data }: { data: ChartsData }) {
  const { t } = useTranslation("demo-gallery");
  const colors = useChartColors();
  const width = useChartWidth(WIDTH);
  const days = data.sessions.map((_, i) => t("charts.s.day", { n: i + 1 }));
  return (
    <Example title={t("charts.s.audience")}>
      <ChartFigure
        caption={t("charts.s.audienceCaption")}
        testId="chart"
        table={{
          head: [t("charts.s.dayLabel"), t("charts.s.sessions"), t("charts.s.subscribers")],
          rows: days.map((d, i) => [d, data.sessions[i]!, data.subscribers[i]!]),
        }}
      >
        <LineChart
          {...STATIC_CHART}
          width={width}
          height={HEIGHT}
          colors={colors}
          xAxis={[{ scaleType: "point", data: days }]}
          series={[
            { data: data.sessions, label: t("charts.s.sessions"), area: true, stack: "total", showMark: false },
            { data: data.subscribers, label: t("charts.s.subscribers"), area: true, stack: "total", showMark: false },
          ]}
        />
      </ChartFigure>
    </Example>
  );
}

function Bar({ data }: { data: ChartsData }) {
  const { t } = useTranslation("demo-gallery");
  const colors = useChartColors();
  const width = useChartWidth(WIDTH);
  const months = useMonths(data.report.earning.length);
  const statuses = ["finished", "pending", "rejected"] as const;
  const n = useNumber();
  return (
    <>
      <Example title={t("charts.s.earning")}>
        <ChartFigure
          caption={t("charts.s.earningCaption")}
          testId="chart"
          table={{
            head: [t("charts.s.month"), t("charts.s.earning")],
            rows: months.map((m, i) => [m, data.report.earning[i]!]),
          }}
        >
          <BarChart
            {...STATIC_CHART}
            width={width}
            height={HEIGHT}
            colors={colors}
            xAxis={[{ scaleType: "band", data: months }]}
            yAxis={[{ width: 48 }]}
            series={[{ data: data.report.earning, label: t("charts.s.earning") }]}
          />
        </ChartFigure>
      </Example>
      <Example title={t("charts.s.orders")}>
        <ChartFigure
          caption={t("charts.s.ordersCaption")}
          table={{
            head: [t("charts.s.status"), t("charts.s.count")],
            rows: statuses.map((s) => [t(`charts.s.${s}`), n(data.orders[s])]),
          }}
        >
          <BarChart
            {...STATIC_CHART}
            width={width}
            height={220}
            layout="horizontal"
            colors={colors.slice(3)}
            yAxis={[{ scaleType: "band", data: statuses.map((s) => t(`charts.s.${s}`)), width: 100 }]}
            series={[{ data: statuses.map((s) => data.orders[s]), label: t("charts.s.orders") }]}
          />
        </ChartFigure>
      </Example>
    </>
  );
}

function StackedBar({ data }: { data: ChartsData }) {
  const { t } = useTranslation("demo-gallery");
  const colors = useChartColors();
  const width = useChartWidth(WIDTH);
  const months = useMonths(data.report.earning.length);
  return (
    <Example title={t("charts.s.earningExpense")}>
      <ChartFigure
        caption={t("charts.s.earningExpenseCaption")}
        testId="chart"
        table={{
          head: [t("charts.s.month"), t("charts.s.earning"), t("charts.s.expense")],
          rows: months.map((m, i) => [m, data.report.earning[i]!, data.report.expense[i]!]),
        }}
      >
        <BarChart
          {...STATIC_CHART}
          width={width}
          height={HEIGHT}
          colors={[colors[0]!, colors[2]!]}
          xAxis={[{ scaleType: "band", data: months }]}
          yAxis={[{ width: 48 }]}
          series={[
            { data: data.report.earning, label: t("charts.s.earning"), stack: "total" },
            { data: data.report.expense, label: t("charts.s.expense"), stack: "total" },
          ]}
        />
      </ChartFigure>
    </Example>
  );
}

function Pie({ data }: { data: ChartsData }) {
  const { t } = useTranslation("demo-gallery");
  const colors = useChartColors();
  const n = useNumber();
  const statuses = ["finished", "pending", "rejected"] as const;
  const orders = statuses.map((s, id) => ({ id, value: data.orders[s], label: t(`charts.s.${s}`) }));
  const customers = data.customers.map((c, id) => ({ id, value: c.value, label: t(`charts.s.customer.${c.key}`) }));
  return (
    <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", lg: "1fr 1fr" } }}>
      <Example title={t("charts.s.orders")}>
        <ChartFigure
          caption={t("charts.s.ordersCaption")}
          testId="chart"
          table={{ head: [t("charts.s.status"), t("charts.s.count")], rows: orders.map((o) => [o.label, n(o.value)]) }}
        >
          <PieChart {...STATIC_CHART} width={300} height={240} colors={colors} series={[{ data: orders }]} />
        </ChartFigure>
      </Example>
      <Example title={t("charts.s.customers")}>
        <ChartFigure
          caption={t("charts.s.customersCaption")}
          table={{ head: [t("charts.s.kind"), t("charts.s.count")], rows: customers.map((c) => [c.label, n(c.value)]) }}
        >
          <PieChart
            {...STATIC_CHART}
            width={300}
            height={240}
            colors={colors}
            series={[{ data: customers, innerRadius: 60, paddingAngle: 2, cornerRadius: 4 }]}
          />
        </ChartFigure>
      </Example>
    </Box>
  );
}

function Scatter({ data }: { data: ChartsData }) {
  const { t } = useTranslation("demo-gallery");
  const colors = useChartColors();
  const width = useChartWidth(WIDTH);
  const n = useNumber();
  return (
    <Example title={t("charts.s.staff")}>
      <ChartFigure
        caption={t("charts.s.staffCaption", { count: data.staff.length })}
        testId="chart"
        table={{
          head: [t("charts.s.name"), t("charts.s.age"), t("charts.s.salary")],
          rows: data.staff.map((s) => [s.name, s.age, n(s.salary)]),
        }}
      >
        <ScatterChart
          {...STATIC_CHART}
          width={width}
          height={HEIGHT}
          colors={colors}
          xAxis={[{ label: t("charts.s.age") }]}
          yAxis={[{ label: t("charts.s.salary"), width: 80 }]}
          series={[
            { label: t("charts.s.staffLabel"), data: data.staff.map((s) => ({ x: s.age, y: s.salary, id: s.id })) },
          ]}
        />
      </ChartFigure>
    </Example>
  );
}

function GaugeDemo({ data }: { data: ChartsData }) {
  const { t } = useTranslation("demo-gallery");
  const colors = useChartColors();
  const gauges = [
    { key: "support", value: data.gauges.support, color: colors[0]! },
    { key: "goal", value: data.gauges.goal, color: colors[3]! },
    { key: "retention", value: data.gauges.retention, color: colors[2]! },
  ] as const;
  return (
    <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", md: "repeat(3, 1fr)" } }}>
      {gauges.map((g, i) => (
        <Example key={g.key} title={t(`charts.s.gauge.${g.key}`)}>
          <ChartFigure
            caption={t("charts.s.gaugeCaption", { name: t(`charts.s.gauge.${g.key}`), value: g.value })}
            testId={i === 0 ? "chart" : undefined}
            table={{ head: [t("charts.s.measure"), "%"], rows: [[t(`charts.s.gauge.${g.key}`), g.value]] }}
          >
            <Gauge
              {...STATIC_CHART}
              width={220}
              height={180}
              value={g.value}
              startAngle={i === 1 ? 0 : -110}
              endAngle={i === 1 ? 360 : 110}
              innerRadius="78%"
              text={({ value }) => `${value} %`}
              sx={{
                [`& .${gaugeClasses.valueArc}`]: { fill: g.color },
                [`& .${gaugeClasses.valueText}`]: { fontSize: 24 },
              }}
            />
          </ChartFigure>
        </Example>
      ))}
    </Box>
  );
}

function Sparkline({ data }: { data: ChartsData }) {
  const { t } = useTranslation("demo-gallery");
  const colors = useChartColors();
  return (
    <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr", lg: "repeat(3, 1fr)" } }}>
      {data.sparklines.map((s, i) => (
        <Card key={s.name} sx={{ p: 2 }}>
          <Typography variant="h5" component="p">
            {s.statistics}
          </Typography>
          <Typography variant="body2" color="textSecondary" component="h2">
            {t(`cards.stat.${s.name}`)}
          </Typography>
          <ChartFigure
            caption={t("charts.s.sparkCaption", { values: s.data.join(", ") })}
            testId={i === 0 ? "chart" : undefined}
            table={{ head: [t("charts.s.point"), t("charts.s.value")], rows: s.data.map((v, j) => [j + 1, v]) }}
          >
            <SparkLineChart
              {...STATIC_CHART}
              width={280}
              height={60}
              data={s.data}
              color={colors[i % colors.length]}
              plotType={i % 3 === 2 ? "bar" : "line"}
              area={i % 3 === 1}
              curve="natural"
            />
          </ChartFigure>
        </Card>
      ))}
    </Box>
  );
}

export const CHART_DEMOS: Record<DemoName<"charts">, ComponentType<{ data: ChartsData }>> = {
  line: Line,
  area: Area,
  bar: Bar,
  "stacked-bar": StackedBar,
  pie: Pie,
  scatter: Scatter,
  gauge: GaugeDemo,
  sparkline: Sparkline,
};
