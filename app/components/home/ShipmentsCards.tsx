import Inventory2Outlined from "@mui/icons-material/Inventory2Outlined";
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import TaskAltOutlined from "@mui/icons-material/TaskAltOutlined";
import TodayOutlined from "@mui/icons-material/TodayOutlined";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { FIGURE_GRID_SX, StatCard } from "~/components/StatCard";
import { Section } from "~/components/Section";
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

/** The figures, the status bar and the status links. */
const FIGURES_CSS = {
  display: "grid",
  gap: 2.5,
  mb: 2.5,
  "& .sf-figures": FIGURE_GRID_SX,
  "& .sf-bar": {
    display: "flex",
    height: 10,
    borderRadius: 5,
    overflow: "hidden",
    bgcolor: "action.hover",
    mb: 2,
    "& > span": { display: "block" },
  },
  "& .sf-list": {
    listStyle: "none",
    m: 0,
    p: 0,
    display: "grid",
    gap: 1,
    gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, 1fr)" },
    "& a": {
      display: "flex",
      alignItems: "center",
      gap: 1,
      p: 1,
      borderRadius: 2,
      color: "text.primary",
      textDecoration: "none",
      "&:hover": { bgcolor: "action.hover" },
    },
    "& .status-name": { flexGrow: 1 },
  },
} as const;

/** A status's colour as a palette path ("default" is the theme's disabled text, as a default chip's). */
const tone = (color: string) => (color === "default" ? "text.disabled" : `${color}.main`);

export function ShipmentsCards({ figures }: { figures: ShipmentFigures }) {
  const { t, i18n } = useTranslation("shipments");
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <Box sx={FIGURES_CSS} data-testid="shipment-figures">
      <div className="sf-figures">
        <StatCard testId="stat-shipments" icon={Inventory2Outlined} label={t("home.total")} value={n(figures.total)} />
        <StatCard
          testId="stat-shipments-active"
          icon={LocalShippingOutlined}
          color="info"
          label={t("home.active")}
          value={n(figures.active)}
        />
        <StatCard
          testId="stat-shipments-delivered"
          icon={TaskAltOutlined}
          color="success"
          label={t("home.delivered")}
          value={n(figures.byStatus.delivered)}
        />
        <StatCard
          testId="stat-shipments-30"
          icon={TodayOutlined}
          color="secondary"
          label={t("home.last30")}
          value={n(figures.last30Days)}
        />
      </div>
      <Section
        title={t("home.title")}
        action={
          <Button component={Link} to="/shipments" size="small">
            {t("home.all")}
          </Button>
        }
      >
        <div role="img" aria-label={t("home.title")} className="sf-bar">
          {SHIPMENT_STATUSES.filter((s) => figures.byStatus[s] > 0).map((s) => (
            <Box
              component="span"
              key={s}
              sx={{ bgcolor: tone(STATUS_DISPLAY[s].color) }}
              style={{ width: `${(figures.byStatus[s] / Math.max(1, figures.total)) * 100}%` }}
            />
          ))}
        </div>
        <ul className="sf-list">
          {SHIPMENT_STATUSES.map((s) => {
            const { color, icon: Icon } = STATUS_DISPLAY[s];
            return (
              <li key={s}>
                <Link to={`/shipments?status=${s}`} data-testid={`figure-${s}`}>
                  <Icon fontSize="small" sx={{ color: color === "default" ? "text.secondary" : `${color}.main` }} />
                  <Typography variant="body2" component="span" className="status-name">
                    {t(`status.${s}`)}
                  </Typography>
                  <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>
                    {n(figures.byStatus[s])}
                  </Typography>
                </Link>
              </li>
            );
          })}
        </ul>
      </Section>
    </Box>
  );
}
