import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { TransportType } from "~/lib/freight/domain";
import { routeLabel } from "~/lib/freight/display";
import { formatNumber } from "~/lib/format";
import { TransportChip } from "./TransportChip";

export interface FreightSummary {
  id: number;
  number: string;
  transport_type: TransportType;
  origin_country: string;
  origin_city: string;
  destination_country: string;
  destination_city: string;
  package_count: number;
  chargeable_weight_kg: number;
  volume_m3: number;
  is_dangerous: number;
  is_non_stackable: number;
  description: string;
}

/** The freight request an offer is for, in a few lines with a link to it. */
export function FreightSummaryCard({ freight, linkable = true }: { freight: FreightSummary; linkable?: boolean }) {
  const { t, i18n } = useTranslation("freight");
  const lng = i18n.language;
  return (
    <Card component="section" data-testid="freight-summary">
      <CardHeader
        title={t("summary.title")}
        subheader={linkable ? <Link to={`/freight/${freight.id}`}>{freight.number}</Link> : freight.number}
        slotProps={{ title: { variant: "h5", component: "h2" } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", alignItems: "center", mb: 1 }}>
          <TransportChip type={freight.transport_type} t={t} />
          {freight.is_dangerous === 1 && <Chip size="small" color="warning" label={t("fields.isDangerous")} />}
          {freight.is_non_stackable === 1 && (
            <Chip size="small" variant="outlined" label={t("fields.isNonStackable")} />
          )}
        </Box>
        <Typography sx={{ fontWeight: 600 }}>{routeLabel(freight, lng)}</Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          {t("summary.line", {
            packages: formatNumber(freight.package_count, lng),
            volume: formatNumber(freight.volume_m3, lng, { maximumFractionDigits: 3 }),
            chargeable: formatNumber(freight.chargeable_weight_kg, lng, { maximumFractionDigits: 2 }),
          })}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: "pre-wrap" }}>
          {freight.description}
        </Typography>
      </CardContent>
    </Card>
  );
}
