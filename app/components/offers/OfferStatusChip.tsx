import { Chip, chipHtml } from "~/components/light/Chip";
import type { Html } from "~/lib/html";
import { useTranslation } from "react-i18next";
import { OFFER_STATUS_COLORS, type OfferStatus } from "~/lib/offers";

export function OfferStatusChip({ status, size = "small" }: { status: OfferStatus; size?: "small" | "medium" }) {
  const { t } = useTranslation("offers");
  const color = OFFER_STATUS_COLORS[status];
  return <Chip size={size} color={color} variant={status === "draft" ? "outlined" : "filled"} label={t(`status.${status}`)} data-status={status} />;
}

/** `OfferStatusChip` (small) as markup, for list rows rendered without React; `label` is `offers:status.<status>`. */
export function offerStatusChipHtml(status: OfferStatus, label: string): Html {
  return chipHtml({ label, color: OFFER_STATUS_COLORS[status], variant: status === "draft" ? "outlined" : "filled", size: "small", data: { "data-status": status } });
}
