import Inventory2Outlined from "@mui/icons-material/Inventory2Outlined";
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import TaskAltOutlined from "@mui/icons-material/TaskAltOutlined";
import TodayOutlined from "@mui/icons-material/TodayOutlined";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { StatCard } from "~/components/StatCard";
import { LightIcon } from "~/components/light/LightIcon";
import { LightCard } from "~/components/light/Card";
import { useStaticSx, type StaticSx } from "~/lib/static-sx";
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

/** The figures, the status bar and the status links, in one style. */
const FIGURES_CSS: StaticSx = {
  display: "grid",
  gap: 2.5,
  mb: 2.5,
  "& .sf-figures": { display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "repeat(2, 1fr)", lg: "repeat(4, 1fr)" } },
  "& .sf-bar": { display: "flex", height: 10, borderRadius: 5, overflow: "hidden", bgcolor: "action.hover", mb: 2, "& > span": { display: "block" } },
  "& .sf-list": {
    listStyle: "none",
    m: 0,
    p: 0,
    display: "grid",
    gap: 1,
    gridTemplateColumns: { xs: "1fr 1fr", md: "repeat(4, 1fr)" },
    "& a": { display: "flex", alignItems: "center", gap: 1, p: 1, borderRadius: 2, color: "text.primary", textDecoration: "none", "&:hover": { bgcolor: "action.hover" } },
    "& .status-name": { flexGrow: 1 },
  },
};

export function ShipmentsCards({ figures }: { figures: ShipmentFigures }) {
  const { t, i18n } = useTranslation("shipments");
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <div className={useStaticSx(FIGURES_CSS)} data-testid="shipment-figures">
      <div className="sf-figures">
        <StatCard testId="stat-shipments" icon={Inventory2Outlined} label={t("home.total")} value={n(figures.total)} />
        <StatCard testId="stat-shipments-active" icon={LocalShippingOutlined} color="info" label={t("home.active")} value={n(figures.active)} />
        <StatCard testId="stat-shipments-delivered" icon={TaskAltOutlined} color="success" label={t("home.delivered")} value={n(figures.byStatus.delivered)} />
        <StatCard testId="stat-shipments-30" icon={TodayOutlined} color="secondary" label={t("home.last30")} value={n(figures.last30Days)} />
      </div>
      <LightCard
        title={t("home.title")}
        action={
          <Button component={Link} to="/shipments" size="small">
            {t("home.all")}
          </Button>
        }
      >
        <div role="img" aria-label={t("home.title")} className="sf-bar">
          {SHIPMENT_STATUSES.filter((s) => figures.byStatus[s] > 0).map((s) => (
            <span key={s} className={`fill-${STATUS_DISPLAY[s].color}`} style={{ width: `${(figures.byStatus[s] / Math.max(1, figures.total)) * 100}%` }} />
          ))}
        </div>
        <ul className="sf-list">
          {SHIPMENT_STATUSES.map((s) => {
            const { color, icon } = STATUS_DISPLAY[s];
            return (
              <li key={s}>
                <Link to={`/shipments?status=${s}`} data-testid={`figure-${s}`}>
                  <LightIcon icon={icon} size="small" className={`tone-${color}`} />
                  <span className="t-body2 status-name">{t(`status.${s}`)}</span>
                  <span className="t-body2 t-bold">{n(figures.byStatus[s])}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </LightCard>
    </div>
  );
}
