import Chip from "@mui/material/Chip";
import { useTranslation } from "react-i18next";
import type { PickupStatus } from "~/lib/pickups/domain";

/** One colour per pickup status: a new status fails the type check until it is drawn. */
const COLOURS: Record<PickupStatus, "default" | "info" | "warning" | "success" | "error"> = {
  requested: "warning",
  assigned: "info",
  done: "success",
  failed: "error",
  cancelled: "default",
};

export function PickupStatusChip({ status }: { status: PickupStatus }) {
  const { t } = useTranslation("pickups");
  return (
    <Chip
      size="small"
      color={COLOURS[status]}
      variant={status === "cancelled" ? "outlined" : "filled"}
      label={t(`status.${status}`)}
      data-testid="pickup-status"
      data-status={status}
    />
  );
}
