import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/shipments.$id.label";
import { Barcode, QrCode } from "~/components/shipments/Codes";
import { PrintFrame, Sheet } from "~/components/shipments/PrintFrame";
import { requireAbility } from "~/lib/auth/auth.server";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { appOrigin } from "~/lib/security/origins.server";
import { countryName } from "~/lib/shipments/countries";
import { formatDimensions, formatMoney, formatWeight } from "~/lib/shipments/format";
import { qrPath } from "~/lib/shipments/qr.server";
import { formatTrackingNumber } from "~/lib/shipments/tracking-number";
import { upperTr } from "~/lib/shipments/turkish";
import { getShipment, scopeFor, type ShipmentDetail } from "~/models/shipments.server";
import { requireId } from "~/lib/ids";

/** The A6 shipping label, one per piece: Code 128 tracking number, QR code to public tracking, sender, receiver, piece, weight. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "print", "Shipment");
  const detail = await getShipment(requireId(params.id), scopeFor(user));
  if (!detail) throw data(null, { status: 404 });
  const trackingUrl = `${appOrigin(request)}/tracking?number=${detail.shipment.tracking_number}`;
  return {
    title: `${getT(context)("shipments:label.title")} ${formatTrackingNumber(detail.shipment.tracking_number)}`,
    shipment: detail.shipment,
    parcels: detail.parcels,
    trackingUrl,
    qr: qrPath(trackingUrl),
  };
}

type S = ShipmentDetail["shipment"];

function PartyBlock({ s, who, label, large }: { s: S; who: "sender" | "receiver"; label: string; large?: boolean }) {
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
function Paperwork({ s }: { s: S }) {
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

export default function Label({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["shipments", "common"]);
  const { shipment: s, parcels, qr } = loaderData;
  const lng = i18n.language;
  return (
    <PrintFrame
      page="A6"
      backTo={`/shipments/${s.id}`}
      backLabel={t("label.back")}
      printLabel={t("label.print")}
      hint={t("label.hint")}
    >
      {parcels.map((p) => (
        <Sheet key={p.piece_number} width={105} height={148} testId="label-sheet">
          <Box
            sx={{ height: "148mm", p: "4mm", display: "flex", flexDirection: "column", gap: "2mm", overflow: "hidden" }}
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
              <QrCode qr={qr} size={84} title={loaderData.trackingUrl} />
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
      ))}
    </PrintFrame>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
