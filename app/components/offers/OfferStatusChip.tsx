import { Chip } from "~/components/light/Chip";
import { useTranslation } from "~/lib/i18n-react";
import { OFFER_STATUS_COLORS, type OfferStatus } from "~/lib/offers";

export function OfferStatusChip({ status, size = "small" }: { status: OfferStatus; size?: "small" | "medium" }) {
  const { t } = useTranslation("offers");
  const color = OFFER_STATUS_COLORS[status];
  return <Chip size={size} color={color} variant={status === "draft" ? "outlined" : "filled"} label={t(`status.${status}`)} data-status={status} />;
}
