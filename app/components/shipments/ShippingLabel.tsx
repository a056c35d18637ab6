import Box from "@mui/material/Box";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Barcode, QrCode } from "~/components/shipments/Codes";
import { Sheet } from "~/components/shipments/PrintFrame";
import { formatDate } from "~/lib/format";
import { countryName } from "~/lib/shipments/countries";
import { formatDimensions, formatMoney, formatWeight } from "~/lib/shipments/format";
import type { LabelFormat } from "~/lib/shipments/label-formats";
import { LABEL_FORMATS } from "~/lib/shipments/label-formats";
import { formatTrackingNumber } from "~/lib/shipments/tracking-number";
import { upperTr } from "~/lib/shipments/turkish";
import type { Shipment, ShipmentParcel } from "~/models/schema";

type PartyFields<W extends "sender" | "receiver"> =
  | `${W}_name`
  | `${W}_company_name`
  | `${W}_address`
  | `${W}_district`
  | `${W}_county`
  | `${W}_zip_code`
  | `${W}_city`
  | `${W}_country`
  | `${W}_phone`;

/** What a label prints of a shipment: the booked copy of both parties, the service, the money to act on. */
export type LabelShipment = Pick<
  Shipment,
  | "id"
  | "tracking_number"
  | "shipping_type"
  | "outside_shipping_type"
  | "piece_count"
  | "payer"
  | "cod_amount_minor"
  | "cod_payment_type"
  | "price_minor"
  | "price_currency"
  | "created_at"
  | PartyFields<"sender">
  | PartyFields<"receiver">
> & { branch_name: string };

export type LabelParcel = Pick<ShipmentParcel, "piece_number" | "width_cm" | "length_cm" | "height_cm" | "weight_g">;

function PartyBlock({
  s,
  who,
  label,
  large,
}: {
  s: LabelShipment;
  who: "sender" | "receiver";
  label: string;
  large?: boolean;
}) {
  const { i18n } = useTranslation();
  const place = [s[`${who}_district`], s[`${who}_county`]].filter(Boolean).join(", ");
  return (
    <Box
      sx={{ border: "1px solid #000", p: "2mm", fontSize: large ? "10pt" : "8pt", lineHeight: 1.3 }}
      data-testid={`label-${who}`}
    >
      <Box sx={{ fontSize: "7pt", fontWeight: 700, letterSpacing: 0.5 }}>{label}</Box>
      <Box sx={{ fontWeight: 700, fontSize: large ? "12pt" : "9pt" }}>{s[`${who}_name`]}</Box>
      {s[`${who}_company_name`] && <Box>{s[`${who}_company_name`]}</Box>}
      <Box>{s[`${who}_address`]}</Box>
      {place && <Box>{place}</Box>}
      <Box sx={{ fontWeight: 700 }}>
        {[s[`${who}_zip_code`], upperTr(s[`${who}_city`])].filter(Boolean).join(" ")} ·{" "}
        {upperTr(countryName(s[`${who}_country`], i18n.language))}
      </Box>
      <Box>{s[`${who}_phone`]}</Box>
    </Box>
  );
}

/**
 * What the courier must act on at the door, in large type: receiver-pays and a cash-on-delivery amount;
 * then the carriage price as booked.
 */
function Paperwork({ s }: { s: LabelShipment }) {
  const { t, i18n } = useTranslation("shipments");
  const lng = i18n.language;
  const receiverPays = s.payer === "receiver";
  const cod = s.cod_amount_minor !== null;
  if (!receiverPays && !cod && s.price_minor === null) return null;
  return (
    <Box sx={{ display: "flex", flexDirection: "column", gap: "1mm", fontSize: "8pt" }} data-testid="label-paperwork">
      {(receiverPays || cod) && (
        <Box sx={{ border: "2px solid #000", p: "1.5mm", fontWeight: 800, fontSize: "10pt", textAlign: "center" }}>
          {receiverPays && <Box data-testid="label-receiver-pays">{upperTr(t("label.receiverPays"))}</Box>}
          {cod && (
            <Box data-testid="label-cod">
              {upperTr(t("label.cod"))}: {formatMoney(s.cod_amount_minor ?? 0, "TRY", lng)} ·{" "}
              {upperTr(t(`codPaymentTypes.${s.cod_payment_type ?? "cash"}`))}
            </Box>
          )}
        </Box>
      )}
      {s.price_minor !== null && s.price_currency && (
        <Box data-testid="label-price">
          {t("fields.price")}: <strong>{formatMoney(s.price_minor, s.price_currency, lng)}</strong> ·{" "}
          {t(`payers.${s.payer}`)}
        </Box>
      )}
    </Box>
  );
}

/**
 * A shipment's labels, one sheet per piece: Code 128 tracking number, QR code to public tracking, sender,
 * receiver, piece, weight. The single label and the batch print both draw this, on A6 or 10×15 cm paper.
 */
export function ShippingLabels({
  shipment: s,
  parcels,
  qr,
  trackingUrl,
  format,
}: {
  shipment: LabelShipment;
  parcels: LabelParcel[];
  qr: ComponentProps<typeof QrCode>["qr"];
  trackingUrl: string;
  format: LabelFormat;
}) {
  const { t, i18n } = useTranslation(["shipments", "common"]);
  const lng = i18n.language;
  const paper = LABEL_FORMATS[format];
  return parcels.map((p) => (
    <Sheet key={p.piece_number} width={paper.width} height={paper.height} testId="label-sheet">
      <Box
        sx={{
          height: `${paper.height}mm`,
          p: "4mm",
          display: "flex",
          flexDirection: "column",
          gap: "2mm",
          overflow: "hidden",
        }}
      >
        <Box
          sx={{
            display: "flex",
            justifyContent: "space-between",
            alignItems: "baseline",
            borderBottom: "2px solid #000",
            pb: "1mm",
          }}
        >
          <Box sx={{ fontWeight: 800, fontSize: "12pt" }}>{t("common:app.name")}</Box>
          <Box sx={{ fontSize: "8pt", fontWeight: 700, textAlign: "right" }}>
            {upperTr(t(`shippingTypes.${s.shipping_type}`))} ·{" "}
            {upperTr(t(`outsideShippingTypes.${s.outside_shipping_type}`))}
          </Box>
        </Box>
        <Box>
          <Barcode value={s.tracking_number} height={56} title={s.tracking_number} />
          <Box
            sx={{
              textAlign: "center",
              fontFamily: "monospace",
              fontSize: "12pt",
              fontWeight: 700,
              letterSpacing: 1,
            }}
            data-testid="label-number"
          >
            {formatTrackingNumber(s.tracking_number)}
          </Box>
        </Box>
        <PartyBlock s={s} who="receiver" label={upperTr(t("label.to"))} large />
        <PartyBlock s={s} who="sender" label={upperTr(t("label.from"))} />
        <Paperwork s={s} />
        <Box sx={{ display: "flex", gap: "3mm", alignItems: "center", mt: "auto" }}>
          <QrCode qr={qr} size={84} title={trackingUrl} />
          <Box sx={{ fontSize: "8pt", lineHeight: 1.4, flexGrow: 1 }}>
            <Box sx={{ fontSize: "14pt", fontWeight: 800 }} data-testid="label-piece">
              {t("label.piece", { n: p.piece_number, total: s.piece_count })}
            </Box>
            <Box>
              {t("label.weight")}: <strong>{formatWeight(p.weight_g, lng)}</strong>
              {formatDimensions(p.width_cm, p.length_cm, p.height_cm, lng)
                ? ` · ${formatDimensions(p.width_cm, p.length_cm, p.height_cm, lng)}`
                : ""}
            </Box>
            <Box>
              {formatDate(s.created_at, lng)} · {s.branch_name}
            </Box>
            <Box sx={{ fontStyle: "italic" }}>{t("label.scan")}</Box>
          </Box>
        </Box>
      </Box>
    </Sheet>
  ));
}
