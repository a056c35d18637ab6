import Chip from "@mui/material/Chip";
import type { TFunction } from "i18next";
import { OFFER_STATUS_COLORS, type OfferStatus } from "~/lib/offers/domain";

/**
 * The offer status chip, the same in lists and detail pages.
 * It takes the caller's `t`: drawn once a row, react-i18next's hook would cost more a call than the chip.
 */
export function OfferStatusChip({
  status,
  t,
  size = "small",
}: {
  status: OfferStatus;
  t: TFunction;
  size?: "small" | "medium";
}) {
  const color = OFFER_STATUS_COLORS[status];
  return (
    <Chip
      size={size}
      color={color}
      variant={status === "draft" ? "outlined" : "filled"}
      label={t(`offers:status.${status}`)}
      data-status={status}
    />
  );
}
