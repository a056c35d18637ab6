import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { data } from "react-router";
import type { Route } from "./+types/shipments.$id.proforma";
import { Barcode } from "~/components/shipments/Codes";
import { PrintFrame, Sheet } from "~/components/shipments/PrintFrame";
import { requireAbility } from "~/lib/auth/auth.server";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { countryName } from "~/lib/shipments/countries";
import { formatMoney, formatWeight } from "~/lib/shipments/format";
import { getShipment, scopeFor, type ShipmentDetail } from "~/models/shipments.server";
import { requireId } from "~/lib/ids";

/** The proforma invoice for customs, printable on A4, for shipments that asked for one. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "print", "Shipment");
  const detail = await getShipment(requireId(params.id), scopeFor(user));
  if (!detail || detail.shipment.proforma_invoice !== 1) throw data(null, { status: 404 });
  return {
    title: `${getT(context)("shipments:proforma.title")} ${detail.shipment.tracking_number}`,
    shipment: detail.shipment,
  };
}

type S = ShipmentDetail["shipment"];

function Party({ s, who, title }: { s: S; who: "sender" | "receiver"; title: string }) {
  const { t, i18n } = useTranslation("shipments");
  return (
    <Box
      sx={{ border: "1px solid #000", p: "3mm", fontSize: "9.5pt", lineHeight: 1.45 }}
      data-testid={`proforma-${who}`}
    >
      <Box sx={{ fontSize: "8pt", fontWeight: 700, textTransform: "uppercase", mb: "1mm" }}>{title}</Box>
      <Box sx={{ fontWeight: 700 }}>{s[`${who}_company_name`] ?? s[`${who}_name`]}</Box>
      {s[`${who}_company_name`] && <Box>{s[`${who}_name`]}</Box>}
      <Box>{s[`${who}_address`]}</Box>
      <Box>{[s[`${who}_district`], s[`${who}_county`]].filter(Boolean).join(", ")}</Box>
      <Box>
        {[s[`${who}_zip_code`], s[`${who}_city`]].filter(Boolean).join(" ")},{" "}
        {countryName(s[`${who}_country`], i18n.language)}
      </Box>
      <Box>
        {s[`${who}_phone`]}
        {s[`${who}_email`] ? ` · ${s[`${who}_email`]}` : ""}
      </Box>
      {s[`${who}_tax_id`] && (
        <Box>
          {t("fields.taxId")}: {s[`${who}_tax_id`]}
        </Box>
      )}
    </Box>
  );
}

export default function Proforma({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["shipments", "common"]);
  const s = loaderData.shipment;
  const lng = i18n.language;
  const cell = { border: "1px solid #000", p: "1.5mm 2mm", textAlign: "left", verticalAlign: "top" } as const;
  return (
    <PrintFrame page="A4" backTo={`/shipments/${s.id}`} backLabel={t("label.back")} printLabel={t("label.print")}>
      <Sheet width={210} height={297} testId="proforma-sheet">
        <Box sx={{ p: "15mm", display: "grid", gap: "5mm", fontSize: "9.5pt" }}>
          <Box sx={{ display: "flex", justifyContent: "space-between", alignItems: "flex-start", gap: "8mm" }}>
            <Box>
              <Box sx={{ fontSize: "18pt", fontWeight: 800, textTransform: "uppercase" }}>{t("proforma.title")}</Box>
              <Box sx={{ fontWeight: 700 }}>{t("common:app.company")}</Box>
            </Box>
            <Box sx={{ width: "62mm" }}>
              <Barcode value={s.tracking_number} height={40} />
              <Box
                component="dl"
                sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: "3mm", m: 0, mt: "1mm" }}
              >
                <dt>{t("proforma.number")}</dt>
                <Box component="dd" sx={{ m: 0, fontWeight: 700 }} data-testid="proforma-number">
                  PF-{s.tracking_number}
                </Box>
                <dt>{t("proforma.date")}</dt>
                <Box component="dd" sx={{ m: 0 }}>
                  {formatDate(s.created_at, lng)}
                </Box>
                <dt>{t("fields.trackingNumber")}</dt>
                <Box component="dd" sx={{ m: 0 }}>
                  {s.tracking_number}
                </Box>
              </Box>
            </Box>
          </Box>
          <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "4mm" }}>
            <Party s={s} who="sender" title={t("proforma.exporter")} />
            <Party s={s} who="receiver" title={t("proforma.consignee")} />
          </Box>
          <Box
            component="table"
            sx={{
              width: "100%",
              borderCollapse: "collapse",
              "& th": { ...cell, fontSize: "8pt", textTransform: "uppercase" },
              "& td": cell,
              "& .num": { textAlign: "right" },
            }}
          >
            <thead>
              <tr>
                <th>{t("proforma.description")}</th>
                <th>{t("proforma.hsCode")}</th>
                <th>{t("proforma.origin")}</th>
                <th className="num">{t("proforma.quantity")}</th>
                <th className="num">{t("proforma.unitValue")}</th>
                <th className="num">{t("proforma.totalValue")}</th>
              </tr>
            </thead>
            <tbody>
              <tr data-testid="proforma-line">
                <td>{s.customs_tariff_description ?? t(`shippingTypes.${s.shipping_type}`)}</td>
                <td>{s.gtip_code ?? "—"}</td>
                <td>{s.product_country ? countryName(s.product_country, lng) : "—"}</td>
                <td className="num">{s.piece_count}</td>
                <td className="num">{formatMoney(s.unit_price_minor, s.currency, lng)}</td>
                <td className="num">{formatMoney(s.total_price_minor, s.currency, lng)}</td>
              </tr>
              <tr>
                <td colSpan={5} className="num" style={{ fontWeight: 700 }}>
                  {t("proforma.totalValue")} ({s.currency})
                </td>
                <td className="num" style={{ fontWeight: 700 }} data-testid="proforma-total">
                  {formatMoney(s.total_price_minor, s.currency, lng)}
                </td>
              </tr>
            </tbody>
          </Box>
          <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "2mm 6mm" }}>
            <Box>
              {t("fields.pieces")}: <strong>{s.piece_count}</strong>
            </Box>
            <Box>
              {t("proforma.grossWeight")}: <strong>{formatWeight(s.total_weight_g, lng)}</strong>
            </Box>
            <Box>{t("proforma.incoterms")}</Box>
            <Box data-testid="proforma-carriage">
              {t("fields.price")}:{" "}
              <strong>
                {s.price_minor !== null && s.price_currency ? formatMoney(s.price_minor, s.price_currency, lng) : "—"}
              </strong>{" "}
              · {t(`payers.${s.payer}`)}
            </Box>
            <Box>{s.total_price_minor === 0 ? t("proforma.noCommercialValue") : t("proforma.reason")}</Box>
          </Box>
          <Box sx={{ mt: "6mm" }}>{t("proforma.declaration")}</Box>
          <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: "10mm", mt: "12mm" }}>
            <Box sx={{ borderTop: "1px solid #000", pt: "1mm" }}>
              {t("proforma.signature")} — {s.sender_name}
            </Box>
            <Box sx={{ borderTop: "1px solid #000", pt: "1mm" }}>
              {t("proforma.date")}: {formatDate(s.created_at, lng)}
            </Box>
          </Box>
        </Box>
      </Sheet>
    </PrintFrame>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
