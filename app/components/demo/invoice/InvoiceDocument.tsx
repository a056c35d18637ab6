import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { formatDate } from "~/lib/format";
import { formatMoney, formatPercent } from "~/lib/money";
import type { Invoice, InvoiceLine } from "~/mock/invoices";
import { CURRENCY } from "./form";

export interface InvoiceDocumentData {
  invoice: Invoice;
  items: InvoiceLine[];
  discount: number;
  tax: number;
  note: string;
  balance: number;
  totals: { subtotal: number; discount: number; tax: number; total: number };
  paymentDetails: { totalDue: string; bankName: string; country: string; iban: string; swiftCode: string };
}

/** The sample company's address (data of the demo, not text of the screen). */
const COMPANY_ADDRESS = "Liman Cd. 12, 34000 İstanbul";

const cell = {
  py: 1,
  px: 1.5,
  borderBottom: 1,
  borderColor: "divider",
  textAlign: "left",
  verticalAlign: "top",
} as const;

/** The invoice as a document: company, client, dates, lines, totals and payment details (screen and print). */
export function InvoiceDocument({ doc }: { doc: InvoiceDocumentData }) {
  const { t, i18n } = useTranslation("demo-invoice");
  const lng = i18n.language;
  const money = (cents: number) => formatMoney(cents, CURRENCY, lng);
  const day = (d: string) => formatDate(`${d}T12:00:00Z`, lng, { dateStyle: "long" });
  const { invoice: inv, totals } = doc;
  const muted = { color: "text.secondary" } as const;
  return (
    <Box data-testid="invoice-document">
      <Box sx={{ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: 2, mb: 3 }}>
        <Box>
          <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
            Kargo
          </Typography>
          <Typography sx={muted}>{COMPANY_ADDRESS}</Typography>
          <Typography sx={muted}>+90 212 555 01 00</Typography>
        </Box>
        <Box sx={{ textAlign: { sm: "right" } }}>
          <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
            {t("document.number", { id: inv.id })}
          </Typography>
          <Typography>
            {t("fields.issuedDate")}: <span data-testid="issued-date">{day(inv.issuedDate)}</span>
          </Typography>
          <Typography>
            {t("fields.dueDate")}: {day(inv.dueDate)}
          </Typography>
        </Box>
      </Box>
      <Box
        sx={{
          display: "grid",
          gap: 3,
          gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
          py: 2,
          borderTop: 1,
          borderBottom: 1,
          borderColor: "divider",
          mb: 2,
        }}
      >
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
            {t("document.invoiceTo")}
          </Typography>
          <Typography sx={{ fontWeight: 600 }} data-testid="client-name">
            {inv.client.name}
          </Typography>
          {[inv.client.company, inv.client.address, inv.client.country, inv.client.contact, inv.client.companyEmail]
            .filter(Boolean)
            .map((line, i) => (
              <Typography key={i} sx={muted}>
                {line}
              </Typography>
            ))}
        </Box>
        <Box>
          <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
            {t("document.billTo")}
          </Typography>
          <Box
            component="dl"
            sx={{ m: 0, display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 2, rowGap: 0.25 }}
          >
            {(
              [
                ["totalDue", doc.paymentDetails.totalDue],
                ["bankName", doc.paymentDetails.bankName],
                ["country", doc.paymentDetails.country],
                ["iban", doc.paymentDetails.iban],
                ["swiftCode", doc.paymentDetails.swiftCode],
              ] as const
            ).map(([key, value]) => (
              <Box key={key} sx={{ display: "contents" }}>
                <Box component="dt" sx={muted}>
                  {t(`payment.${key}`)}
                </Box>
                <Box component="dd" sx={{ m: 0 }}>
                  {value}
                </Box>
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
      <Box sx={{ overflowX: "auto" }}>
        <Box component="table" sx={{ width: "100%", borderCollapse: "collapse", minWidth: 480 }} data-testid="lines">
          <thead>
            <tr>
              <Box component="th" scope="col" sx={cell}>
                {t("fields.itemTitle")}
              </Box>
              <Box component="th" scope="col" sx={{ ...cell, textAlign: "right" }}>
                {t("fields.itemCost")}
              </Box>
              <Box component="th" scope="col" sx={{ ...cell, textAlign: "right" }}>
                {t("fields.itemQty")}
              </Box>
              <Box component="th" scope="col" sx={{ ...cell, textAlign: "right" }}>
                {t("document.price")}
              </Box>
            </tr>
          </thead>
          <tbody>
            {doc.items.map((line, i) => (
              <tr key={i}>
                <Box component="td" sx={cell}>
                  <Box sx={{ fontWeight: 600 }}>{line.title}</Box>
                  {line.description && <Box sx={muted}>{line.description}</Box>}
                </Box>
                <Box component="td" sx={{ ...cell, textAlign: "right", whiteSpace: "nowrap" }}>
                  {money(line.cost)}
                </Box>
                <Box component="td" sx={{ ...cell, textAlign: "right" }}>
                  {line.qty}
                </Box>
                <Box component="td" sx={{ ...cell, textAlign: "right", whiteSpace: "nowrap" }}>
                  {money(line.cost * line.qty)}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: 3, mt: 3 }}>
        <Box sx={{ maxWidth: 420 }}>
          {inv.service && (
            <Typography>
              <strong>{t("fields.service")}:</strong> {inv.service}
            </Typography>
          )}
          {doc.note && (
            <Typography sx={{ mt: 1, whiteSpace: "pre-line" }}>
              <strong>{t("fields.note")}:</strong> {doc.note}
            </Typography>
          )}
        </Box>
        <Box
          component="dl"
          sx={{ m: 0, display: "grid", gridTemplateColumns: "auto auto", columnGap: 4, rowGap: 0.5, ml: "auto" }}
          data-testid="totals"
        >
          <Box component="dt">{t("document.subtotal")}</Box>
          <Box component="dd" sx={{ m: 0, textAlign: "right" }} data-testid="subtotal">
            {money(totals.subtotal)}
          </Box>
          <Box component="dt">{t("document.discount", { rate: formatPercent(doc.discount, lng) })}</Box>
          <Box component="dd" sx={{ m: 0, textAlign: "right" }}>
            −{money(totals.discount)}
          </Box>
          <Box component="dt">{t("document.tax", { rate: formatPercent(doc.tax, lng) })}</Box>
          <Box component="dd" sx={{ m: 0, textAlign: "right" }}>
            {money(totals.tax)}
          </Box>
          <Box component="dt" sx={{ fontWeight: 700, borderTop: 1, borderColor: "divider", pt: 0.5 }}>
            {t("document.total")}
          </Box>
          <Box
            component="dd"
            sx={{ m: 0, textAlign: "right", fontWeight: 700, borderTop: 1, borderColor: "divider", pt: 0.5 }}
            data-testid="total"
          >
            {money(totals.total)}
          </Box>
          <Box component="dt">{t("document.balance")}</Box>
          <Box component="dd" sx={{ m: 0, textAlign: "right" }} data-testid="balance">
            {money(doc.balance)}
          </Box>
        </Box>
      </Box>
      <Typography sx={{ mt: 3, ...muted }}>{t("document.thanks")}</Typography>
    </Box>
  );
}
