import ArrowBack from "@mui/icons-material/ArrowBack";
import LocalShippingRounded from "@mui/icons-material/LocalShippingRounded";
import PrintOutlined from "@mui/icons-material/PrintOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import GlobalStyles from "@mui/material/GlobalStyles";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, data } from "react-router";
import type { Route } from "./+types/offers.$id.print";
import { requireAbility } from "~/lib/auth/auth.server";
import { countryName } from "~/lib/countries/countries";
import { formatDate, formatDateTime, formatNumber } from "~/lib/format";
import { titleMeta } from "~/lib/meta";
import { discountedTotal, formatMoney, formatPercent } from "~/lib/money";
import { companyHeader, getOffer, offerScopeFor } from "~/models/offers.server";
import { AppThemeProvider } from "~/theme/AppThemeProvider";
import { requireId } from "~/lib/ids";

/**
 * The printable price offer: an A4 document rendered on the server, without the panel chrome,
 * that prints (or saves as PDF) the same with or without JavaScript. Same access as the offer.
 */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "print", "Offer");
  const [offer, company] = await Promise.all([getOffer(offerScopeFor(user), requireId(params.id)), companyHeader()]);
  if (!offer) throw data(null, { status: 404 });
  return { title: offer.number, offer, company: company ?? null };
}

const printCss = {
  "@page": { size: "A4", margin: "14mm 14mm 16mm" },
  "html body": { backgroundColor: "#e8ecf3", color: "#1d2433" },
  "@media print": {
    "html body": { backgroundColor: "#fff" },
    ".no-print": { display: "none !important" },
    ".sheet": {
      boxShadow: "none !important",
      margin: "0 !important",
      padding: "0 !important",
      width: "auto !important",
      minHeight: "0 !important",
    },
    "table, tr, .keep": { breakInside: "avoid" },
  },
};

const ink = { navy: "#0f1f4b", primary: "#1f4fd1", muted: "#5a6478", line: "#d7dce6", soft: "#f4f6fb" };

function Label({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        fontSize: 10.5,
        fontWeight: 700,
        letterSpacing: 0.6,
        textTransform: "uppercase",
        color: ink.muted,
        mb: 0.5,
      }}
    >
      {children}
    </Box>
  );
}

export default function OfferPrint({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["offers", "freight", "common"]);
  const { offer: o, company } = loaderData;
  const lng = i18n.language;
  const day = (d: string) => formatDate(`${d}T12:00:00Z`, lng, { dateStyle: "long" });
  const money = (minor: number) => formatMoney(minor, o.currency, lng);
  const num = (n: number, digits = 2) => formatNumber(n, lng, { maximumFractionDigits: digits });
  const discountAmount = o.price_minor - discountedTotal(o.price_minor, o.discount_bp);
  const terms = t("print.terms", { returnObjects: true, date: day(o.valid_until), currency: o.currency }) as string[];
  const f = o.freight;
  return (
    <AppThemeProvider skin="light">
      <GlobalStyles styles={printCss} />
      <Box
        className="no-print"
        sx={{ display: "flex", justifyContent: "center", gap: 1, py: 2, flexWrap: "wrap", alignItems: "center" }}
      >
        <Button
          component={Link}
          to={`/offers/${o.id}`}
          startIcon={<ArrowBack />}
          variant="outlined"
          sx={{ bgcolor: "#fff" }}
        >
          {t("print.back")}
        </Button>
        <Button
          variant="contained"
          startIcon={<PrintOutlined />}
          onClick={() => window.print()}
          data-testid="print-button"
        >
          {t("print.print")}
        </Button>
        <noscript>
          <Box component="span" sx={{ fontSize: 14, color: ink.muted }}>
            {t("print.noScript")}
          </Box>
        </noscript>
      </Box>
      <Box
        component="main"
        className="sheet"
        data-testid="offer-document"
        sx={{
          width: "210mm",
          minHeight: "297mm",
          mx: "auto",
          mb: 4,
          p: "14mm",
          bgcolor: "#fff",
          color: "#1d2433",
          boxShadow: "0 6px 30px rgba(15,31,75,0.15)",
          fontSize: 12.5,
          lineHeight: 1.5,
          boxSizing: "border-box",
          "& table": { width: "100%", borderCollapse: "collapse" },
          "& th, & td": {
            textAlign: "left",
            verticalAlign: "top",
            py: 0.5,
            px: 1,
            borderBottom: `1px solid ${ink.line}`,
          },
          "& th": {
            fontSize: 10.5,
            textTransform: "uppercase",
            letterSpacing: 0.5,
            color: ink.muted,
            fontWeight: 700,
            bgcolor: ink.soft,
          },
          "& .num": { textAlign: "right", fontVariantNumeric: "tabular-nums" },
        }}
      >
        {/* Company header and document title */}
        <Box
          component="header"
          sx={{
            display: "flex",
            justifyContent: "space-between",
            gap: 3,
            pb: 2,
            borderBottom: `3px solid ${ink.navy}`,
          }}
        >
          <Box sx={{ display: "flex", gap: 1.5 }}>
            <Box
              sx={{
                width: 46,
                height: 46,
                borderRadius: 2,
                bgcolor: ink.primary,
                color: "#fff",
                display: "grid",
                placeItems: "center",
                flexShrink: 0,
                printColorAdjust: "exact",
                WebkitPrintColorAdjust: "exact",
              }}
            >
              <LocalShippingRounded />
            </Box>
            <Box>
              <Box sx={{ fontSize: 18, fontWeight: 800, color: ink.navy }}>{t("common:app.company")}</Box>
              {company && (
                <Box sx={{ color: ink.muted, fontSize: 11.5 }}>
                  <div>{company.address}</div>
                  <div>{company.city}</div>
                  {company.phone && <div>{company.phone}</div>}
                </Box>
              )}
            </Box>
          </Box>
          <Box sx={{ textAlign: "right" }}>
            <Box
              component="h1"
              sx={{
                m: 0,
                fontSize: 22,
                fontWeight: 800,
                color: ink.navy,
                letterSpacing: 1,
                textTransform: "uppercase",
              }}
            >
              {t("print.heading")}
            </Box>
            <Box sx={{ fontSize: 15, fontWeight: 700, fontFamily: "monospace" }} data-testid="print-number">
              {o.number}
            </Box>
            <Box
              component="table"
              sx={{
                mt: 1,
                width: "auto !important",
                ml: "auto",
                "& td": { border: 0, py: 0.1, px: 0 },
                "& td:first-of-type": { color: ink.muted, pr: 1.5 },
              }}
            >
              <tbody>
                <tr>
                  <td>{t("fields.date")}</td>
                  <td className="num">{day(o.date)}</td>
                </tr>
                <tr>
                  <td>{t("fields.validUntil")}</td>
                  <td className="num">{day(o.valid_until)}</td>
                </tr>
                {f && (
                  <tr>
                    <td>{t("fields.freight")}</td>
                    <td className="num">{f.number}</td>
                  </tr>
                )}
              </tbody>
            </Box>
          </Box>
        </Box>

        {o.effective_status !== "sent" && (
          <Box
            className="keep"
            sx={{
              mt: 2,
              px: 1.5,
              py: 0.75,
              border: `1px solid ${ink.line}`,
              borderRadius: 1,
              bgcolor: ink.soft,
              fontWeight: 600,
            }}
            data-testid="print-status"
          >
            {t(`print.statusNote.${o.effective_status}`, {
              date: o.responded_at ? formatDateTime(o.responded_at, lng) : "",
            })}
          </Box>
        )}

        {/* Parties */}
        <Box className="keep" sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 3, mt: 2.25 }}>
          <Box>
            <Label>{t("fields.offerTo")}</Label>
            <Box sx={{ fontWeight: 700, fontSize: 14 }} data-testid="print-offer-to">
              {o.offer_to}
            </Box>
            {o.customer_name && o.customer_name !== o.offer_to && <div>{o.customer_name}</div>}
            {o.customer_address && <Box sx={{ color: ink.muted }}>{o.customer_address}</Box>}
            {(o.offer_to_email ?? o.customer_email) && <div>{o.offer_to_email ?? o.customer_email}</div>}
            {o.customer_phone && <div>{o.customer_phone}</div>}
          </Box>
          <Box>
            <Label>{t("print.preparedBy")}</Label>
            <Box sx={{ fontWeight: 700, fontSize: 14 }} data-testid="print-bidder">
              {o.bidder_name}
            </Box>
            {o.branch_name && <Box sx={{ color: ink.muted }}>{o.branch_name}</Box>}
            <div>{o.bidder_email}</div>
            {o.bidder_phone && <div>{o.bidder_phone}</div>}
          </Box>
        </Box>

        {/* Freight details */}
        {f && (
          <Box className="keep" sx={{ mt: 2.25 }}>
            <Label>{t("print.freightDetails")}</Label>
            <table>
              <tbody>
                <tr>
                  <th style={{ width: "32%" }}>{t("freight:fields.transportType")}</th>
                  <td>
                    {t(`freight:transportTypes.${f.transport_type}`)}
                    {f.is_dangerous === 1 && ` · ${t("freight:fields.isDangerous")} (${f.dangerous_goods_class ?? ""})`}
                    {f.is_non_stackable === 1 && ` · ${t("freight:fields.isNonStackable")}`}
                  </td>
                </tr>
                <tr>
                  <th>{t("freight:detail.origin")}</th>
                  <td>
                    {f.origin_city}, {countryName(f.origin_country, lng)}
                  </td>
                </tr>
                <tr>
                  <th>{t("freight:detail.destination")}</th>
                  <td>
                    {f.destination_city}, {countryName(f.destination_country, lng)}
                  </td>
                </tr>
                <tr>
                  <th>{t("freight:detail.packages")}</th>
                  <td>
                    {t("print.packagesLine", {
                      packages: num(f.package_count, 0),
                      dims: `${num(f.length_cm, 1)} × ${num(f.width_cm, 1)} × ${num(f.height_cm, 1)} cm`,
                      weight: `${num(f.weight_kg)} kg`,
                    })}
                  </td>
                </tr>
                <tr>
                  <th>{t("print.weights")}</th>
                  <td>
                    {t("print.weightsLine", {
                      actual: `${num(f.total_weight_kg)} kg`,
                      volume: `${num(f.volume_m3, 3)} m³`,
                      volumetric: `${num(f.volumetric_weight_kg)} kg`,
                    })}
                  </td>
                </tr>
                <tr>
                  <th>{t("freight:chargeableWeight")}</th>
                  <td style={{ fontWeight: 700 }}>{num(f.chargeable_weight_kg)} kg</td>
                </tr>
                <tr>
                  <th>{t("freight:fields.description")}</th>
                  <td style={{ whiteSpace: "pre-wrap" }}>{f.description}</td>
                </tr>
              </tbody>
            </table>
          </Box>
        )}

        {/* Price */}
        <Box className="keep" sx={{ mt: 2.25 }}>
          <Label>{t("form.price")}</Label>
          <table>
            <thead>
              <tr>
                <th>{t("print.item")}</th>
                <th className="num">{t("fields.price")}</th>
                <th className="num">{t("fields.discountRate")}</th>
                <th className="num">{t("fields.total")}</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <td>
                  {f
                    ? t("print.itemFreight", {
                        mode: t(`freight:transportTypes.${f.transport_type}`),
                        number: f.number,
                      })
                    : t("print.itemService")}
                </td>
                <td className="num">{money(o.price_minor)}</td>
                <td className="num">
                  {formatPercent(o.discount_bp, lng)}
                  {discountAmount > 0 && <Box sx={{ color: ink.muted, fontSize: 11 }}>−{money(discountAmount)}</Box>}
                </td>
                <td className="num">{money(o.total_minor)}</td>
              </tr>
            </tbody>
          </table>
          <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 1.5 }}>
            <Box
              sx={{
                minWidth: 260,
                border: `2px solid ${ink.navy}`,
                borderRadius: 1,
                px: 2,
                py: 1,
                display: "flex",
                justifyContent: "space-between",
                gap: 3,
                alignItems: "baseline",
              }}
            >
              <Box sx={{ fontWeight: 700, textTransform: "uppercase", fontSize: 12 }}>
                {t("print.grandTotal", { currency: o.currency })}
              </Box>
              <Box sx={{ fontWeight: 800, fontSize: 18, color: ink.navy }} data-testid="print-total">
                {money(o.total_minor)}
              </Box>
            </Box>
          </Box>
        </Box>

        {o.description && (
          <Box className="keep" sx={{ mt: 2.25 }}>
            <Label>{t("fields.description")}</Label>
            <Box sx={{ whiteSpace: "pre-wrap" }}>{o.description}</Box>
          </Box>
        )}

        <Box className="keep" sx={{ mt: 2.25 }}>
          <Label>{t("print.termsTitle")}</Label>
          <Box component="ol" sx={{ m: 0, pl: 2.5, color: ink.muted, fontSize: 11.5 }}>
            {terms.map((term) => (
              <li key={term}>{term}</li>
            ))}
          </Box>
        </Box>

        <Box className="keep" sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 6, mt: 4.5 }}>
          {[t("print.signCompany"), t("print.signCustomer")].map((label) => (
            <Box key={label} sx={{ borderTop: `1px solid ${ink.muted}`, pt: 0.5, color: ink.muted, fontSize: 11 }}>
              {label}
            </Box>
          ))}
        </Box>
      </Box>
    </AppThemeProvider>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
