import { textValue } from "~/lib/form-values";
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/lib/submission";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import InputAdornment from "@mui/material/InputAdornment";
import Typography from "@mui/material/Typography";
import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { SelectInput, SubmitButton, TextInput } from "~/components/forms/fields";
import { CURRENCIES, discountedTotal, formatMoney, parseAmount, parsePercent } from "~/lib/money";
import type { OfferFormDefaults } from "~/lib/offers/form";
import { OfferFields, OfferSchema } from "~/lib/schemas/offers";

/**
 * The price offer form, shared by "new offer" and "edit draft". The total shown is a preview:
 * the server computes the stored total from price and discount itself.
 */

export function OfferForm({
  id,
  defaults,
  lastResult,
  bidders,
  freight,
  submitLabel,
  extraActions,
}: {
  id: string;
  defaults: OfferFormDefaults;
  lastResult?: SubmissionResult<string[]> | null;
  bidders: Array<{ id: number; name: string; email: string; role: string }>;
  freight?: ReactNode;
  submitLabel: string;
  /** More submit buttons of this form, each with its own `intent` (e.g. save and send). */
  extraActions?: ReactNode;
}) {
  const { t, i18n } = useTranslation(["offers", "common"]);
  const [form, fields] = useForm({
    id,
    lastResult,
    constraint: getZodConstraint(OfferFields),
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: OfferSchema }),
  });
  const initial = useMemo(
    () => ({
      currency: textValue(fields.currency.initialValue ?? defaults.currency),
      price: textValue(fields.price.initialValue),
      discountRate: textValue(fields.discountRate.initialValue),
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form.key, lastResult],
  );
  const [live, setLive] = useState<typeof initial | null>(null);
  const v = live ?? initial;
  const price = parseAmount(v.price, v.currency);
  const discount = v.discountRate ? parsePercent(v.discountRate) : 0;
  const preview = price !== null && discount !== null ? discountedTotal(price, discount) : null;
  const formError = form.errors?.[0];
  const grid = { display: "grid", gap: 2.25, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      onChange={(e) => {
        const fd = new FormData(e.currentTarget);
        setLive({
          currency: String(fd.get("currency") ?? ""),
          price: String(fd.get("price") ?? ""),
          discountRate: String(fd.get("discountRate") ?? ""),
        });
      }}
    >
      {defaults.freightId && <input type="hidden" name="freightId" value={defaults.freightId} />}
      {formError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {t(formError)}
        </Alert>
      )}
      <Box
        sx={{
          display: "grid",
          gap: 2.5,
          gridTemplateColumns: { xs: "1fr", lg: "minmax(0, 2fr) minmax(300px, 1fr)" },
          alignItems: "start",
        }}
      >
        <Box sx={{ display: "grid", gap: 2.5 }}>
          {freight}
          <Card component="section">
            <CardHeader
              title={t("form.parties")}
              slotProps={{ title: { variant: "h5", component: "h2" } }}
              sx={{ pb: 0 }}
            />
            <CardContent>
              <Box sx={grid}>
                <TextInput meta={fields.offerTo} label={t("fields.offerTo")} helperText={t("form.offerToHint")} />
                <TextInput
                  meta={fields.offerToEmail}
                  type="email"
                  label={t("fields.offerToEmail")}
                  helperText={t("form.offerToEmailHint")}
                />
                <SelectInput
                  meta={fields.bidderId}
                  label={t("fields.bidder")}
                  options={bidders.map((b) => ({
                    value: String(b.id),
                    label: `${b.name} (${t(`common:roles.${b.role}`)})`,
                  }))}
                />
              </Box>
            </CardContent>
          </Card>
          <Card component="section">
            <CardHeader
              title={t("form.terms")}
              slotProps={{ title: { variant: "h5", component: "h2" } }}
              sx={{ pb: 0 }}
            />
            <CardContent>
              <Box sx={grid}>
                <TextInput
                  meta={fields.date}
                  type="date"
                  label={t("fields.date")}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextInput
                  meta={fields.validUntil}
                  type="date"
                  label={t("fields.validUntil")}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
              </Box>
              <Box sx={{ mt: 2.25 }}>
                <TextInput
                  meta={fields.description}
                  label={t("fields.description")}
                  helperText={t("form.descriptionHint")}
                  multiline
                  minRows={4}
                />
              </Box>
            </CardContent>
          </Card>
        </Box>
        <Card component="section" sx={{ position: { lg: "sticky" }, top: { lg: 96 } }}>
          <CardHeader
            title={t("form.price")}
            slotProps={{ title: { variant: "h5", component: "h2" } }}
            sx={{ pb: 0 }}
          />
          <CardContent sx={{ display: "grid", gap: 2.25 }}>
            <SelectInput
              meta={fields.currency}
              label={t("fields.currency")}
              options={CURRENCIES.map((c) => ({ value: c, label: t(`currencies.${c}`) }))}
            />
            <TextInput
              meta={fields.price}
              label={t("fields.price")}
              slotProps={{
                htmlInput: { inputMode: "decimal" },
                input: { endAdornment: <InputAdornment position="end">{v.currency}</InputAdornment> },
              }}
            />
            <TextInput
              meta={fields.discountRate}
              label={t("fields.discountRate")}
              helperText={t("form.discountHint")}
              slotProps={{
                htmlInput: { inputMode: "decimal" },
                input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
              }}
            />
            <Box
              sx={{
                display: "flex",
                justifyContent: "space-between",
                alignItems: "baseline",
                pt: 1.5,
                borderTop: 1,
                borderColor: "divider",
              }}
            >
              <Typography sx={{ fontWeight: 700 }}>{t("fields.total")}</Typography>
              <Typography variant="h4" component="p" color="primary" data-testid="total-preview">
                {preview !== null && (CURRENCIES as readonly string[]).includes(v.currency)
                  ? formatMoney(preview, v.currency, i18n.language)
                  : "—"}
              </Typography>
            </Box>
            <Typography variant="caption" color="textSecondary">
              {t("form.totalHint")}
            </Typography>
            <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
              <SubmitButton intent="save" data-testid="save-offer">
                {submitLabel}
              </SubmitButton>
              {extraActions}
            </Box>
          </CardContent>
        </Card>
      </Box>
    </Form>
  );
}
