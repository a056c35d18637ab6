import AssignmentTurnedInOutlined from "@mui/icons-material/AssignmentTurnedInOutlined";
import CancelOutlined from "@mui/icons-material/CancelOutlined";
import DescriptionOutlined from "@mui/icons-material/DescriptionOutlined";
import GavelOutlined from "@mui/icons-material/GavelOutlined";
import LocalShippingOutlined from "@mui/icons-material/LocalShippingOutlined";
import TaskAltOutlined from "@mui/icons-material/TaskAltOutlined";
import UndoOutlined from "@mui/icons-material/UndoOutlined";
import WarehouseOutlined from "@mui/icons-material/WarehouseOutlined";
import type { SvgIconComponent } from "@mui/icons-material";
import Chip, { type ChipProps } from "@mui/material/Chip";
import type { TFunction } from "i18next";
import type { ShipmentStatus } from "~/lib/shipments/domain";

type ChipColor = NonNullable<ChipProps["color"]>;

/**
 * How each status is drawn, one entry per status: a new status fails the type check until it has
 * a colour and an icon. Labels are `shipments:status.<status>`.
 */
export const STATUS_DISPLAY: Record<ShipmentStatus, { color: ChipColor; icon: SvgIconComponent }> = {
  created: { color: "default", icon: DescriptionOutlined },
  accepted: { color: "info", icon: AssignmentTurnedInOutlined },
  in_transit: { color: "primary", icon: WarehouseOutlined },
  at_customs: { color: "warning", icon: GavelOutlined },
  out_for_delivery: { color: "secondary", icon: LocalShippingOutlined },
  delivered: { color: "success", icon: TaskAltOutlined },
  returned: { color: "warning", icon: UndoOutlined },
  cancelled: { color: "error", icon: CancelOutlined },
};

/**
 * The shipment status chip, the same in lists, detail pages and public tracking.
 * It takes the caller's `t`: drawn once a row, react-i18next's hook would cost more a call than the chip.
 */
export function StatusChip({
  status,
  t,
  size = "small",
}: {
  status: ShipmentStatus;
  t: TFunction;
  size?: "small" | "medium";
}) {
  const { color, icon: Icon } = STATUS_DISPLAY[status];
  return (
    <Chip
      size={size}
      color={color}
      variant={status === "created" ? "outlined" : "filled"}
      icon={<Icon />}
      label={t(`shipments:status.${status}`)}
      data-status={status}
    />
  );
}
