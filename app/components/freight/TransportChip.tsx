import DirectionsBoatOutlined from "@mui/icons-material/DirectionsBoatOutlined";
import FlightOutlined from "@mui/icons-material/FlightOutlined";
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import type { SvgIconComponent } from "@mui/icons-material";
import Chip from "@mui/material/Chip";
import type { TFunction } from "i18next";
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

/** Takes the caller's `t`: drawn once a row, react-i18next's hook would cost more a call than the chip. */
export function TransportChip({
  type,
  t,
  size = "small",
}: {
  type: TransportType;
  t: TFunction;
  size?: "small" | "medium";
}) {
  const { icon: Icon, color } = TRANSPORT_LOOK[type];
  return (
    <Chip
      size={size}
      variant="outlined"
      color={color}
      icon={<Icon />}
      label={t(`freight:transportTypes.${type}`)}
      data-transport={type}
    />
  );
}
