import Chip from "@mui/material/Chip";
import { useTranslation } from "react-i18next";
import { OFFER_STATUS_COLORS, type OfferStatus } from "~/lib/offers/domain";

/** The offer status chip, the same in lists and detail pages. */
export function OfferStatusChip({ status, size = "small" }: { status: OfferStatus; size?: "small" | "medium" }) {
  const { t } = useTranslation("offers");
  const color = OFFER_STATUS_COLORS[status];
  return (
    <Chip
      size={size}
      color={color}
      variant={status === "draft" ? "outlined" : "filled"}
      label={t(`status.${status}`)}
      data-status={status}
    />
  );
}
