import ArrowDownward from "@mui/icons-material/ArrowDownward";
import ArrowUpward from "@mui/icons-material/ArrowUpward";
import Autorenew from "@mui/icons-material/Autorenew";
import DesktopWindows from "@mui/icons-material/DesktopWindows";
import PersonAdd from "@mui/icons-material/PersonAdd";
import PhoneIphone from "@mui/icons-material/PhoneIphone";
import Share from "@mui/icons-material/Share";
import TabletMac from "@mui/icons-material/TabletMac";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import type { SvgIconComponent } from "@mui/icons-material";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Section } from "~/components/Section";
import { formatNumber } from "~/lib/format";
import type { analyticsDashboard } from "~/mock/cards";
import { BarFigure, DonutFigure, GaugeFigure, LineFigure, type ChartColor } from "./charts";
import { QuerySelect } from "./QuerySelect";

export type AnalyticsData = ReturnType<typeof analyticsDashboard>;

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov"] as const;
const DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
const DEVICE_ICONS: Record<string, { icon: SvgIconComponent; color: ChartColor }> = {
  Desktop: { icon: DesktopWindows, color: "primary" },
  Mobile: { icon: PhoneIphone, color: "warning" },
  Tablet: { icon: TabletMac, color: "error" },
};
const CUSTOMER_ICONS: Record<string, { icon: SvgIconComponent; color: ChartColor }> = {
  New: { icon: PersonAdd, color: "primary" },
  Returning: { icon: Autorenew, color: "warning" },
  Referrals: { icon: Share, color: "error" },
};

/** A labelled figure in a card's footer row. */
export function Figure({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p" data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}

function Change({ value }: { value: number }) {
  const { t } = useTranslation("demo-dashboards");
  const up = value >= 0;
  const Icon = up ? ArrowUpward : ArrowDownward;
  return (
    <Box
      component="span"
      sx={{ display: "inline-flex", alignItems: "center", color: up ? "success.main" : "error.main", fontSize: 13 }}
    >
      <Icon sx={{ fontSize: 14 }} aria-hidden />
      {t(up ? "change.up" : "change.down", { value: Math.abs(value) })}
    </Box>
  );
}

export function AnalyticsCards({ data }: { data: AnalyticsData }) {
  const { t, i18n } = useTranslation("demo-dashboards");
  const lng = i18n.language;
  const n = (v: number) => formatNumber(v, lng);
  const money = (v: number) => formatNumber(v, lng, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  const months = MONTHS.map((m) => t(`months.${m}`));
  const days = DAYS.map((d) => t(`days.${d}`));
  const rangeLabel = t(`ranges.${rangeKey(data.range)}`);
  const orders = data.productOrders;
  const devicesTotal = data.sessionsDevice.reduce((s, d) => s + d.usage, 0);
  return (
    <Box
      sx={{
        display: "grid",
        gap: { xs: 2, md: 3 },
        gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
      }}
    >
      <Section title={t("analytics.supportTracker")} subheader={rangeLabel} testId="support-tracker">
        <Box sx={{ display: "grid", gridTemplateColumns: "auto minmax(0, 1fr)", gap: 2, alignItems: "center" }}>
          <Box>
            <Typography variant="h3" component="p" data-testid="total-ticket">
              {n(data.supportTracker.totalTicket)}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              {t("analytics.totalTicket")}
            </Typography>
          </Box>
          <GaugeFigure value={data.supportTracker.completed} label={t("analytics.completedTask")} size={160} />
        </Box>
        <Box sx={{ display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: 1, mt: 1 }}>
          <Figure label={t("analytics.newTicket")} value={n(data.supportTracker.newTicket)} />
          <Figure label={t("analytics.openTicket")} value={n(data.supportTracker.openTicket)} />
          <Figure label={t("analytics.responseTime")} value={n(data.supportTracker.responseTime)} />
        </Box>
      </Section>

      <Section title={t("analytics.avgSessions")} subheader={rangeLabel} testId="avg-sessions">
        <Typography variant="h3" component="p">
          {n(data.avgSessions.sessions)}
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {t("analytics.vsLast", { growth: data.avgSessions.growth })}
        </Typography>
        <BarFigure
          axes={false}
          height={140}
          data={{
            label: t("analytics.avgSessions"),
            categories: days,
            series: [{ label: t("analytics.sessions"), data: data.avgSessions.series }],
            format: n,
          }}
        />
        <Box sx={{ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: 2, mt: 2 }}>
          <Progress label={t("analytics.goal", { value: n(data.avgSessions.goal) })} value={50} color="primary" />
          <Progress label={t("analytics.retention", { value: data.avgSessions.retention })} value={60} color="error" />
        </Box>
      </Section>

      <Section
        title={t("analytics.revenueReport")}
        testId="revenue-report"
        action={
          <QuerySelect
            name="year"
            label={t("analytics.year")}
            value={data.year}
            options={["2020", "2019", "2018"].map((y) => ({ value: y, label: y }))}
            testId="year-select"
          />
        }
      >
        <BarFigure
          stacked
          height={200}
          data={{
            label: t("analytics.revenueReportOf", { year: data.year }),
            categories: months.slice(0, 9),
            series: [
              { label: t("analytics.earning"), data: data.revenueReport.earning, color: "primary" },
              { label: t("analytics.expense"), data: data.revenueReport.expense, color: "warning" },
            ],
            format: n,
          }}
          testId="revenue-report-chart"
        />
        <Box sx={{ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: 2, mt: 1 }}>
          <Figure label={t("analytics.earning")} value={money(data.revenueReport.price)} testId="revenue-price" />
          <Figure label={t("analytics.budget")} value={money(data.revenueReport.budget)} />
        </Box>
      </Section>

      <Section title={t("analytics.goalOverview")} testId="goal-overview">
        <GaugeFigure value={data.goalOverview.percent} label={t("analytics.goalOverview")} color="success" />
        <Box sx={{ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: 2, mt: 1 }}>
          <Figure label={t("analytics.completed")} value={n(data.goalOverview.completed)} />
          <Figure label={t("analytics.inProgress")} value={n(data.goalOverview.inProgress)} />
        </Box>
      </Section>

      <Section title={t("analytics.revenue")} testId="revenue">
        <Box sx={{ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: 2, mb: 1 }}>
          <Figure label={t("analytics.thisMonth")} value={money(data.revenue.thisMonth)} />
          <Figure label={t("analytics.lastMonth")} value={money(data.revenue.lastMonth)} />
        </Box>
        <LineFigure
          height={200}
          data={{
            label: t("analytics.revenue"),
            categories: Array.from({ length: data.revenue.thisMonthSeries.length }, (_, i) =>
              t("analytics.week", { n: i + 1 }),
            ),
            series: [
              { label: t("analytics.thisMonth"), data: data.revenue.thisMonthSeries, color: "primary" },
              { label: t("analytics.lastMonth"), data: data.revenue.lastMonthSeries, color: "secondary" },
            ],
            format: money,
          }}
        />
      </Section>

      <Section title={t("analytics.productOrders")} subheader={rangeLabel} testId="product-orders">
        <DonutFigure
          colors={["primary", "warning", "error"]}
          data={{
            label: t("analytics.productOrders"),
            categories: [t("analytics.finished"), t("analytics.pending"), t("analytics.rejected")],
            series: [{ label: t("analytics.orders"), data: [orders.finished, orders.pending, orders.rejected] }],
            format: n,
          }}
        />
        <Legend
          rows={[
            { label: t("analytics.finished"), value: n(orders.finished), color: "primary" },
            { label: t("analytics.pending"), value: n(orders.pending), color: "warning" },
            { label: t("analytics.rejected"), value: n(orders.rejected), color: "error" },
          ]}
        />
      </Section>

      <Section title={t("analytics.sessionsDevice")} subheader={rangeLabel} testId="sessions-device">
        <DonutFigure
          colors={data.sessionsDevice.map((d) => DEVICE_ICONS[d.name]?.color ?? "info")}
          data={{
            label: t("analytics.sessionsDevice"),
            categories: data.sessionsDevice.map((d) => t(`devices.${d.name.toLowerCase()}`)),
            series: [{ label: t("analytics.usage"), data: data.sessionsDevice.map((d) => d.usage) }],
            format: (v) => `${formatNumber((v / devicesTotal) * 100, lng, { maximumFractionDigits: 1 })}%`,
          }}
        />
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, mt: 2, display: "grid", gap: 1.25 }}>
          {data.sessionsDevice.map((d) => {
            const { icon: Icon, color } = DEVICE_ICONS[d.name] ?? { icon: DesktopWindows, color: "info" };
            return (
              <Box component="li" key={d.name} sx={{ display: "flex", alignItems: "center", gap: 1 }}>
                <Icon sx={{ color: `${color}.main`, fontSize: 20 }} aria-hidden />
                <Typography sx={{ flexGrow: 1 }}>{t(`devices.${d.name.toLowerCase()}`)}</Typography>
                <Typography sx={{ fontWeight: 600 }}>{formatNumber(d.usage, lng)}%</Typography>
                <Change value={d.upDown} />
              </Box>
            );
          })}
        </Box>
      </Section>

      <Section title={t("analytics.customers")} subheader={rangeLabel} testId="customers">
        <DonutFigure
          colors={data.customers.map((c) => CUSTOMER_ICONS[c.text]?.color ?? "info")}
          data={{
            label: t("analytics.customers"),
            categories: data.customers.map((c) => t(`customers.${c.text.toLowerCase()}`)),
            series: [{ label: t("analytics.customers"), data: data.customers.map((c) => c.result) }],
            format: n,
          }}
        />
        <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, mt: 2, display: "grid", gap: 1.25 }}>
          {data.customers.map((c) => {
            const { icon: Icon, color } = CUSTOMER_ICONS[c.text] ?? { icon: PersonAdd, color: "info" };
            return (
              <Box component="li" key={c.text} sx={{ display: "flex", alignItems: "center", gap: 1 }}>
                <Icon sx={{ color: `${color}.main`, fontSize: 20 }} aria-hidden />
                <Typography sx={{ flexGrow: 1 }}>{t(`customers.${c.text.toLowerCase()}`)}</Typography>
                <Typography sx={{ fontWeight: 600 }}>{n(c.result)}</Typography>
              </Box>
            );
          })}
        </Box>
      </Section>
    </Box>
  );
}

/** The statistics cards: a figure and a small line of its trend each. */
export function StatisticsCards({ data }: { data: AnalyticsData }) {
  const { t, i18n } = useTranslation("demo-dashboards");
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <Box
      component="section"
      aria-labelledby="statistics-title"
      sx={{
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" },
      }}
    >
      <Typography variant="h5" component="h2" id="statistics-title" sx={{ gridColumn: "1 / -1" }}>
        {t("analytics.statistics")}
      </Typography>
      {data.statistics.map((s) => (
        <Card key={s.name} sx={{ p: 2, minWidth: 0 }} data-testid={`stat-${s.name}`}>
          <Typography variant="h5" component="p">
            {s.statistics}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {t(`statistics.${s.name}`)}
          </Typography>
          <LineFigure
            axes={false}
            area
            height={80}
            width={240}
            data={{
              label: t(`statistics.${s.name}`),
              categories: s.series.map((_, i) => t("analytics.point", { n: i + 1 })),
              series: [{ label: t(`statistics.${s.name}`), data: s.series }],
              format: n,
            }}
          />
        </Card>
      ))}
    </Box>
  );
}

function Progress({ label, value, color }: { label: string; value: number; color: ChartColor }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <LinearProgress variant="determinate" value={value} color={color} aria-label={label} />
    </Box>
  );
}

export function Legend({ rows }: { rows: Array<{ label: string; value: string; color: ChartColor }> }) {
  return (
    <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, mt: 2, display: "grid", gap: 1 }}>
      {rows.map((r) => (
        <Box component="li" key={r.label} sx={{ display: "flex", alignItems: "center", gap: 1 }}>
          <Box sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: `${r.color}.main` }} aria-hidden />
          <Typography sx={{ flexGrow: 1 }}>{r.label}</Typography>
          <Typography sx={{ fontWeight: 600 }}>{r.value}</Typography>
        </Box>
      ))}
    </Box>
  );
}

export function rangeKey(range: string): "last28Days" | "lastMonth" | "lastYear" {
  return range === "Last Month" ? "lastMonth" : range === "Last Year" ? "lastYear" : "last28Days";
}
