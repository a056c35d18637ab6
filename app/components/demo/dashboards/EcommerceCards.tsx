import AccountBalance from "@mui/icons-material/AccountBalance";
import AccountBalanceWallet from "@mui/icons-material/AccountBalanceWallet";
import AttachMoney from "@mui/icons-material/AttachMoney";
import CreditCard from "@mui/icons-material/CreditCard";
import Inventory2 from "@mui/icons-material/Inventory2";
import Paid from "@mui/icons-material/Paid";
import People from "@mui/icons-material/People";
import SwapHoriz from "@mui/icons-material/SwapHoriz";
import TrendingUp from "@mui/icons-material/TrendingUp";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import LinearProgress from "@mui/material/LinearProgress";
import Typography from "@mui/material/Typography";
import type { SvgIconComponent } from "@mui/icons-material";
import { useTranslation } from "react-i18next";
import { Section } from "~/components/Section";
import { FIGURE_GRID_SX, StatCard } from "~/components/StatCard";
import { formatDate, formatNumber } from "~/lib/format";
import type { ecommerceDashboard } from "~/mock/cards";
import { Figure } from "./AnalyticsCards";
import { BarFigure, DonutFigure, GaugeFigure, LineFigure, type ChartColor } from "./charts";

export type EcommerceData = ReturnType<typeof ecommerceDashboard>;

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep"] as const;
const STATUS_COLOR: Record<string, "success" | "info" | "warning" | "error"> = {
  delivered: "success",
  shipped: "info",
  pending: "warning",
  cancelled: "error",
};
const TRANSACTION_ICONS: Record<string, { icon: SvgIconComponent; color: ChartColor }> = {
  wallet: { icon: AccountBalanceWallet, color: "primary" },
  bankTransfer: { icon: AccountBalance, color: "success" },
  paypal: { icon: AttachMoney, color: "error" },
  mastercard: { icon: CreditCard, color: "warning" },
  transfer: { icon: SwapHoriz, color: "info" },
};

export function EcommerceCards({ data }: { data: EcommerceData }) {
  const { t, i18n } = useTranslation("demo-dashboards");
  const lng = i18n.language;
  const n = (v: number) => formatNumber(v, lng);
  const compact = (v: number) => formatNumber(v, lng, { notation: "compact", maximumFractionDigits: 1 });
  const money = (v: number, digits = 0) =>
    formatNumber(v, lng, { style: "currency", currency: "USD", maximumFractionDigits: digits });
  const grid3 = {
    display: "grid",
    gap: { xs: 2, md: 3 },
    gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))", lg: "repeat(3, minmax(0, 1fr))" },
  } as const;
  return (
    <Box sx={{ display: "grid", gap: { xs: 2, md: 3 } }}>
      <Box component="section" aria-label={t("ecommerce.statistics")} sx={FIGURE_GRID_SX}>
        <StatCard icon={TrendingUp} label={t("ecommerce.sales")} value={compact(data.statistics.sales)} />
        <StatCard
          icon={People}
          color="info"
          label={t("ecommerce.customers")}
          value={compact(data.statistics.customers)}
        />
        <StatCard
          icon={Inventory2}
          color="error"
          label={t("ecommerce.products")}
          value={compact(data.statistics.products)}
        />
        <StatCard icon={Paid} color="success" label={t("ecommerce.revenue")} value={money(data.statistics.revenue)} />
      </Box>
      <Box sx={grid3}>
        <Section title={t("ecommerce.orders")} subheader={compact(data.orders.total)} testId="orders">
          <BarFigure
            axes={false}
            height={140}
            data={{
              label: t("ecommerce.orders"),
              categories: data.orders.series.map((_, i) => t("analytics.week", { n: i + 1 })),
              series: [{ label: t("ecommerce.orders"), data: data.orders.series, color: "warning" }],
              format: n,
            }}
          />
        </Section>
        <Section title={t("ecommerce.profit")} subheader={compact(data.profit.total)} testId="profit">
          <LineFigure
            axes={false}
            height={140}
            data={{
              label: t("ecommerce.profit"),
              categories: data.profit.series.map((_, i) => t("analytics.week", { n: i + 1 })),
              series: [{ label: t("ecommerce.profit"), data: data.profit.series, color: "info" }],
              format: n,
            }}
          />
          <Typography variant="body2" color="textSecondary">
            {t("ecommerce.profitChange", { value: formatNumber(data.profit.growth, lng) })}
          </Typography>
        </Section>
        <Section title={t("ecommerce.earnings")} subheader={t("ecommerce.thisMonth")} testId="earnings">
          <Box
            sx={{ display: "grid", gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)", gap: 2, alignItems: "center" }}
          >
            <Box>
              <Typography variant="h4" component="p">
                {money(data.earnings.thisMonth, 2)}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {t("ecommerce.earningsGrowth", { value: formatNumber(data.earnings.growth, lng) })}
              </Typography>
            </Box>
            <DonutFigure
              size={140}
              colors={["success", "primary", "warning"]}
              data={{
                label: t("ecommerce.earnings"),
                categories: data.earnings.labels.map((l) => t(`ecommerce.earningLabels.${l.toLowerCase()}`)),
                series: [{ label: t("ecommerce.share"), data: data.earnings.series }],
                format: (v) => `${v}%`,
              }}
            />
          </Box>
        </Section>
      </Box>
      <Box sx={{ ...grid3, gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "2fr 1fr" } }}>
        <Section title={t("analytics.revenueReport")} testId="ecommerce-revenue-report">
          <BarFigure
            stacked
            height={220}
            width={640}
            data={{
              label: t("analytics.revenueReport"),
              categories: MONTHS.map((m) => t(`months.${m}`)),
              series: [
                { label: t("analytics.earning"), data: data.revenueReport.earning, color: "primary" },
                { label: t("analytics.expense"), data: data.revenueReport.expense, color: "warning" },
              ],
              format: n,
            }}
          />
        </Section>
        <Section title={t("analytics.goalOverview")}>
          <GaugeFigure value={data.goalOverview.percent} label={t("analytics.goalOverview")} color="success" />
          <Box sx={{ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: 2, mt: 1 }}>
            <Figure label={t("analytics.completed")} value={n(data.goalOverview.completed)} />
            <Figure label={t("analytics.inProgress")} value={n(data.goalOverview.inProgress)} />
          </Box>
        </Section>
      </Box>
      <Section title={t("ecommerce.recentOrders")} testId="recent-orders">
        {/* A phone scrolls the table sideways: the region takes the keyboard focus so it can be scrolled too. */}
        <Box sx={{ overflowX: "auto" }} tabIndex={0} role="region" aria-label={t("ecommerce.ordersTable")}>
          <Box
            component="table"
            sx={{
              width: "100%",
              borderCollapse: "collapse",
              "& th, & td": {
                textAlign: "left",
                py: 1,
                px: 1.5,
                borderBottom: 1,
                borderColor: "divider",
                whiteSpace: "nowrap",
              },
              "& th": { color: "text.secondary", fontWeight: 600, fontSize: 13 },
              "& td.num, & th.num": { textAlign: "right" },
            }}
          >
            <thead>
              <tr>
                <th scope="col">{t("ecommerce.order")}</th>
                <th scope="col">{t("ecommerce.customer")}</th>
                <th scope="col">{t("ecommerce.product")}</th>
                <th scope="col">{t("ecommerce.date")}</th>
                <th scope="col" className="num">
                  {t("ecommerce.amount")}
                </th>
                <th scope="col">{t("ecommerce.status")}</th>
              </tr>
            </thead>
            <tbody>
              {data.recentOrders.map((o) => (
                <tr key={o.id}>
                  <td>#{o.id}</td>
                  <td>{o.customer}</td>
                  <td>{o.product}</td>
                  <td>{formatDate(o.date, lng)}</td>
                  <td className="num">{money(o.amount)}</td>
                  <td>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={STATUS_COLOR[o.status] ?? "default"}
                      label={t(`ecommerce.statuses.${o.status}`)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </Box>
        </Box>
      </Section>
      <Box sx={{ ...grid3, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "repeat(2, minmax(0, 1fr))" } }}>
        <Section title={t("ecommerce.browserStates")} testId="browser-states">
          <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}>
            {data.browsers.map((b) => (
              <Box component="li" key={b.name}>
                <Box sx={{ display: "flex", justifyContent: "space-between", mb: 0.5 }}>
                  <Typography>{b.name}</Typography>
                  <Typography sx={{ fontWeight: 600 }}>{formatNumber(b.share, lng)}%</Typography>
                </Box>
                <LinearProgress variant="determinate" value={b.share} aria-label={b.name} />
              </Box>
            ))}
          </Box>
        </Section>
        <Section title={t("ecommerce.transactions")} testId="transactions">
          <Box component="ul" sx={{ listStyle: "none", p: 0, m: 0, display: "grid", gap: 1.5 }}>
            {data.transactions.map((tx) => {
              const { icon: Icon, color } = TRANSACTION_ICONS[tx.kind] ?? TRANSACTION_ICONS.wallet;
              return (
                <Box component="li" key={tx.kind} sx={{ display: "flex", alignItems: "center", gap: 1.5 }}>
                  <Box
                    sx={{
                      width: 36,
                      height: 36,
                      borderRadius: 2,
                      display: "grid",
                      placeItems: "center",
                      bgcolor: `${color}.main`,
                      color: `${color}.contrastText`,
                    }}
                  >
                    <Icon fontSize="small" aria-hidden />
                  </Box>
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Typography>{t(`ecommerce.transactionKinds.${tx.kind}`)}</Typography>
                    <Typography variant="body2" color="textSecondary">
                      {t(`ecommerce.transactionDetails.${tx.detail}`)}
                    </Typography>
                  </Box>
                  <Typography sx={{ fontWeight: 600, color: tx.amount < 0 ? "error.main" : "success.main" }}>
                    {formatNumber(tx.amount, lng, {
                      style: "currency",
                      currency: "USD",
                      signDisplay: "always",
                      maximumFractionDigits: 0,
                    })}
                  </Typography>
                </Box>
              );
            })}
          </Box>
        </Section>
      </Box>
    </Box>
  );
}
