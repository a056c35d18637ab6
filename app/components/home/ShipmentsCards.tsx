import Inventory2Outlined from "@mui/icons-material/Inventory2Outlined";
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import TaskAltOutlined from "@mui/icons-material/TaskAltOutlined";
import TodayOutlined from "@mui/icons-material/TodayOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Typography from "@mui/material/Typography";
import { useTranslation } from "~/lib/i18n-react";
import { Link } from "react-router";
import { StatCard } from "~/components/StatCard";
import { STATUS_DISPLAY } from "~/components/shipments/status";
import { formatNumber } from "~/lib/format";
import { SHIPMENT_STATUSES, type ShipmentStatus } from "~/lib/shipments/domain";

/** Shipments by status for the role's scope (own, branch, all), each status a link to the filtered list. */
export interface ShipmentFigures {
  byStatus: Record<ShipmentStatus, number>;
  total: number;
  active: number;
  last30Days: number;
}

export function ShipmentsCards({ figures }: { figures: ShipmentFigures }) {
  const { t, i18n } = useTranslation("shipments");
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <Box sx={{ display: "grid", gap: 2.5, mb: 2.5 }} data-testid="shipment-figures">
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" } }}>
        <StatCard testId="stat-shipments" icon={Inventory2Outlined} label={t("home.total")} value={n(figures.total)} />
        <StatCard testId="stat-shipments-active" icon={LocalShippingOutlined} color="info" label={t("home.active")} value={n(figures.active)} />
        <StatCard testId="stat-shipments-delivered" icon={TaskAltOutlined} color="success" label={t("home.delivered")} value={n(figures.byStatus.delivered)} />
        <StatCard testId="stat-shipments-30" icon={TodayOutlined} color="secondary" label={t("home.last30")} value={n(figures.last30Days)} />
      </Box>
      <Card>
        <CardHeader
          title={t("home.title")}
          slotProps={{ title: { variant: "h5", component: "h2" } }}
          action={
            <Button component={Link} to="/shipments" size="small">
              {t("home.all")}
            </Button>
          }
        />
        <CardContent sx={{ pt: 0 }}>
          <Box role="img" aria-label={t("home.title")} sx={{ display: "flex", height: 10, borderRadius: 5, overflow: "hidden", bgcolor: "action.hover", mb: 2 }}>
            {SHIPMENT_STATUSES.filter((s) => figures.byStatus[s] > 0).map((s) => {
              const color = STATUS_DISPLAY[s].color;
              return <Box key={s} sx={{ width: `${(figures.byStatus[s] / Math.max(1, figures.total)) * 100}%`, bgcolor: color === "default" ? "text.disabled" : `${color}.main` }} />;
            })}
          </Box>
          <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 1, gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, 1fr)" } }}>
            {SHIPMENT_STATUSES.map((s) => {
              const { color, icon: Icon } = STATUS_DISPLAY[s];
              return (
                <Box component="li" key={s}>
                  <Box
                    component={Link}
                    to={`/shipments?status=${s}`}
                    data-testid={`figure-${s}`}
                    sx={{ display: "flex", alignItems: "center", gap: 1, p: 1, borderRadius: 2, color: "text.primary", textDecoration: "none", "&:hover": { bgcolor: "action.hover" } }}
                  >
                    <Icon sx={{ color: color === "default" ? "text.secondary" : `${color}.main` }} fontSize="small" />
                    <Typography variant="body2" sx={{ flexGrow: 1 }}>
                      {t(`status.${s}`)}
                    </Typography>
                    <Typography variant="body2" sx={{ fontWeight: 700 }}>
                      {n(figures.byStatus[s])}
                    </Typography>
                  </Box>
                </Box>
              );
            })}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
