import DirectionsBoatOutlined from "@mui/icons-material/DirectionsBoatOutlined";
import FlightOutlined from "@mui/icons-material/FlightOutlined";
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import type { SvgIconComponent } from "@mui/icons-material";
import Chip from "@mui/material/Chip";
import { useTranslation } from "react-i18next";
import type { TransportType } from "~/lib/freight/domain";

/** One icon and colour per transport mode (a new mode fails the type check until it is drawn). */
export const TRANSPORT_LOOK: Record<
  TransportType,
  { icon: SvgIconComponent; color: "info" | "primary" | "secondary" }
> = {
  air: { icon: FlightOutlined, color: "info" },
  sea: { icon: DirectionsBoatOutlined, color: "primary" },
  road: { icon: LocalShippingOutlined, color: "secondary" },
};

export function TransportChip({ type, size = "small" }: { type: TransportType; size?: "small" | "medium" }) {
  const { t } = useTranslation("freight");
  const { icon: Icon, color } = TRANSPORT_LOOK[type];
  return (
    <Chip
      size={size}
      variant="outlined"
      color={color}
      icon={<Icon />}
      label={t(`transportTypes.${type}`)}
      data-transport={type}
    />
  );
}
