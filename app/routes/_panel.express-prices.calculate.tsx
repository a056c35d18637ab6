import { getFormProps, useForm } from "@conform-to/react";
import { textValue } from "~/lib/form-values";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/lib/submission";
import CalculateOutlined from "@mui/icons-material/CalculateOutlined";
import TableChartOutlined from "@mui/icons-material/TableChartOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import InputAdornment from "@mui/material/InputAdornment";
import { useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";
import type { Route } from "./+types/_panel.express-prices.calculate";
import { PageHeader } from "~/components/PageHeader";
import { QuoteResult } from "~/components/express/QuoteResult";
import { SubmitButton, TextInput, useFieldError } from "~/components/forms/fields";
import { requireAbility } from "~/lib/auth/auth.server";
import { getLocale, getT } from "~/lib/i18n/i18n.server";
import { countryOptions } from "~/lib/countries/iso";
import { titleMeta } from "~/lib/meta";
import { CalculateSchema } from "~/lib/schemas/express";
import { getCurrency, listServedCountries, quoteExpress } from "~/models/express-prices.server";

/**
 * The express price calculation: country, weight and optionally the box's sides → chargeable
 * weight and price. A GET form, so it works without JavaScript and a result can be linked.
 */
const FIELDS = ["country", "weight", "length", "width", "height"] as const;

export async function loader({ url, request, context }: Route.LoaderArgs) {
  requireAbility(context, request, "read", "ExpressPrice");
  const lng = getLocale(context);
  const params = url.searchParams;
  const [served, currency] = await Promise.all([listServedCountries(), getCurrency()]);
  const servedSet = new Set(served);
  const all = countryOptions(lng);
  const base = {
    title: getT(context)("express:calculate.title"),
    served: all.filter((c) => servedSet.has(c.value)),
    others: all.filter((c) => !servedSet.has(c.value)),
    currency,
  };
  if (!FIELDS.some((f) => params.has(f))) return { ...base, result: undefined, quote: null };
  const submission = parseWithZod(params, { schema: CalculateSchema });
  if (submission.status !== "success") {
    return data({ ...base, result: submission.reply(), quote: null }, { status: 400 });
  }
  const v = submission.value;
  const dimensions =
    v.length && v.width && v.height ? { lengthCm: v.length, widthCm: v.width, heightCm: v.height } : null;
  const quote = await quoteExpress({ country: v.country, weightKg: v.weight, dimensions, lng });
  return { ...base, result: submission.reply(), quote };
}

export default function Calculate({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["express", "common"]);
  const { served, others, quote, result } = loaderData;
  const [form, fields] = useForm({
    id: "express-calculate",
    lastResult: result,
    constraint: getZodConstraint(CalculateSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CalculateSchema }),
  });
  const countryError = useFieldError(fields.country);
  return (
    <>
      <PageHeader
        title={t("calculate.title")}
        subtitle={t("calculate.subtitle")}
        actions={
          <Button component={Link} to="/express-prices" variant="outlined" startIcon={<TableChartOutlined />}>
            {t("list.title")}
          </Button>
        }
      />
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", lg: "2fr 3fr" }, alignItems: "start" }}>
        <Card component="section" aria-labelledby="calc-form-title">
          <CardHeader
            title={t("calculate.formTitle")}
            slotProps={{ title: { variant: "h5", component: "h2", id: "calc-form-title" } }}
          />
          <CardContent sx={{ pt: 0 }}>
            <Form method="get" {...getFormProps(form)}>
              <Box sx={{ display: "grid", gap: 2.25 }}>
                <TextField
                  select
                  key={fields.country.key}
                  id={fields.country.id}
                  name={fields.country.name}
                  label={t("fields.country")}
                  defaultValue={textValue(fields.country.initialValue)}
                  error={Boolean(countryError)}
                  helperText={countryError}
                  required
                  slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
                >
                  <option value="">{t("calculate.chooseCountry")}</option>
                  <optgroup label={t("calculate.servedCountries")}>
                    {served.map((c) => (
                      <option key={c.value} value={c.value}>
                        {c.label}
                      </option>
                    ))}
                  </optgroup>
                  <optgroup label={t("calculate.otherCountries")}>
                    {others.map((c) => (
                      <option key={c.value} value={c.value}>
                        {c.label}
                      </option>
                    ))}
                  </optgroup>
                </TextField>
                <TextInput
                  meta={fields.weight}
                  label={t("fields.weight")}
                  required
                  slotProps={{
                    htmlInput: { inputMode: "decimal" },
                    input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> },
                  }}
                />
                <Typography variant="subtitle2" component="p" sx={{ mt: 0.5 }}>
                  {t("calculate.dimensions")}
                </Typography>
                <Box sx={{ display: "grid", gap: 1.5, gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)" } }}>
                  {(["length", "width", "height"] as const).map((side) => (
                    <TextInput
                      key={side}
                      meta={fields[side]}
                      label={t(`fields.${side}`)}
                      slotProps={{
                        htmlInput: { inputMode: "decimal" },
                        input: { endAdornment: <InputAdornment position="end">cm</InputAdornment> },
                      }}
                    />
                  ))}
                </Box>
                <Typography variant="caption" color="textSecondary">
                  {t("calculate.volumetricNote")}
                </Typography>
                <Box>
                  <SubmitButton startIcon={<CalculateOutlined />}>{t("calculate.submit")}</SubmitButton>
                </Box>
              </Box>
            </Form>
          </CardContent>
        </Card>
        {/* On a phone the answer comes first, above the form that produced it. */}
        <Box aria-live="polite" sx={{ order: { xs: quote ? -1 : 0, lg: 0 } }}>
          {quote ? <QuoteResult quote={quote} /> : <CalculateHint />}
        </Box>
      </Box>
    </>
  );
}

function CalculateHint() {
  const { t } = useTranslation("express");
  return (
    <Card variant="outlined" sx={{ borderStyle: "dashed" }}>
      <CardContent sx={{ display: "flex", gap: 2, alignItems: "center" }}>
        <CalculateOutlined color="primary" sx={{ fontSize: 40 }} aria-hidden />
        <Typography color="textSecondary">{t("calculate.hint")}</Typography>
      </CardContent>
    </Card>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
