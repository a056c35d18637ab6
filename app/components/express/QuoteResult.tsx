import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatKg, formatMoney } from "~/lib/express";
import { countryName } from "~/lib/countries/iso";
import type { Quote } from "~/models/express-prices.server";

/** The answer of the express calculation: the price and how it was reached, or why there is none. */
export function QuoteResult({ quote }: { quote: Quote }) {
  const { t, i18n } = useTranslation("express");
  const lng = i18n.language;
  const country = countryName(quote.country, lng);
  if (quote.status === "notListed") {
    return (
      <Alert
        severity="warning"
        data-testid="quote-not-listed"
        action={
          <Button component={Link} to="/express-prices" color="inherit" size="small">
            {t("list.title")}
          </Button>
        }
      >
        <AlertTitle>{t("calculate.notListedTitle", { country })}</AlertTitle>
        {t("calculate.notListedBody", { country })}
      </Alert>
    );
  }
  const w = quote.weight;
  const rows: Array<[string, string]> = [
    [t("fields.country"), country],
    [t("fields.zone"), `${quote.zone.code} · ${quote.zone.name}`],
    [t("calculate.actualWeight"), formatKg(w.actualGrams, lng)],
  ];
  if (w.volumetricGrams !== null) rows.push([t("calculate.volumetricWeight"), formatKg(w.volumetricGrams, lng)]);
  rows.push([t("calculate.chargeableWeight"), formatKg(w.chargeableGrams, lng)]);
  if (quote.status === "noPrices") {
    return (
      <Alert severity="info" data-testid="quote-no-prices">
        <AlertTitle>{t("calculate.noPricesTitle", { zone: quote.zone.code })}</AlertTitle>
        {t("calculate.noPricesBody", { country })}
      </Alert>
    );
  }
  const p = quote.price;
  const money = (minor: number) => formatMoney(minor, quote.currency, lng);
  return (
    <Card data-testid="quote-result">
      <CardContent>
        <Typography variant="overline" color="textSecondary" component="p">
          {t("calculate.priceFor", { country })}
        </Typography>
        <Typography variant="h1" component="p" data-testid="quote-price" sx={{ my: 0.5 }}>
          {money(quote.priceMinor)}
        </Typography>
        <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", mb: 2 }}>
          <Chip
            size="small"
            color="primary"
            label={t("calculate.chargeableChip", { weight: formatKg(w.chargeableGrams, lng) })}
            data-testid="quote-chargeable"
          />
          <Chip
            size="small"
            variant="outlined"
            label={w.basis === "volumetric" ? t("calculate.basisVolumetric") : t("calculate.basisActual")}
          />
        </Box>
        <Divider sx={{ mb: 1.5 }} />
        <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "auto 1fr", columnGap: 3, rowGap: 1, m: 0 }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: "contents" }}>
              <Typography component="dt" variant="body2" color="textSecondary">
                {label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }} data-testid="quote-breakdown">
          {p.kind === "step"
            ? t("calculate.fromStep", { step: formatKg(p.stepGrams, lng), price: money(p.priceMinor) })
            : t("calculate.aboveLastStep", {
                step: formatKg(p.lastStepGrams, lng),
                price: money(p.lastStepMinor),
                extra: formatKg(p.extraGrams, lng),
                rate: money(p.perKgMinor),
                extraPrice: money(p.extraMinor),
              })}
        </Typography>
      </CardContent>
    </Card>
  );
}
