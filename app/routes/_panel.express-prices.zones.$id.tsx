import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "~/lib/submission";
import ArrowBack from "@mui/icons-material/ArrowBack";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Chip from "@mui/material/Chip";
import InputAdornment from "@mui/material/InputAdornment";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";
import type { Route } from "./+types/_panel.express-prices.zones.$id";
import { PageHeader } from "~/components/PageHeader";
import { FormErrors, SubmitButton, TextInput } from "~/components/forms/fields";
import { requireAbility } from "~/lib/auth/auth.server";
import { minorToDecimal } from "~/lib/express";
import { LANGUAGES, LANGUAGE_NAMES } from "~/lib/i18n/i18n";
import { getLocale, getT } from "~/lib/i18n/i18n.server";
import { countryName } from "~/lib/countries/iso";
import { titleMeta } from "~/lib/meta";
import { ZONE_NAME_FIELDS, zoneEditSchema } from "~/lib/schemas/express";
import { redirectWithToast } from "~/lib/toast.server";
import { deleteZone, getCurrency, getZone, saveZone, zoneCodeTaken, zoneNameIn } from "~/models/express-prices.server";
import { requireId } from "~/lib/ids";

/**
 * Admins edit one zone: its code, its name in each of the panel's languages, per-kg rate above the
 * last step and every weight step's price. Rows left empty are removed; three empty rows add steps
 * (without JavaScript too).
 */
const BLANK_ROWS = 3;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAbility(context, request, "update", "ExpressPrice");
  const [zone, currency] = await Promise.all([getZone(requireId(params.id)), getCurrency()]);
  if (!zone) throw data(null, { status: 404 });
  const lng = getLocale(context);
  return {
    title: getT(context)("express:zone.title", { code: zone.code }),
    currency,
    zone: {
      id: zone.id,
      code: zone.code,
      name: zoneNameIn(zone.names, lng),
      names: zone.names,
      perKg: minorToDecimal(zone.perKgMinor, currency),
      steps: zone.steps.map((s) => ({
        weight: String(s.weightGrams / 1000),
        price: minorToDecimal(s.priceMinor, currency),
      })),
      countries: zone.countries.map((c) => countryName(c, lng)).sort(new Intl.Collator(lng).compare),
    },
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireAbility(context, request, "update", "ExpressPrice");
  const id = requireId(params.id);
  const zone = await getZone(id);
  if (!zone) throw data(null, { status: 404 });
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (intent === "delete") {
    const result = await deleteZone(id);
    if (result === "inUse")
      return data({ intent: "delete" as const, error: "express:zone.inUse", result: undefined }, { status: 400 });
    return redirectWithToast(request, "/express-prices", { key: "express:zone.deleted", values: { code: zone.code } });
  }
  if (intent !== "save")
    return data({ intent: null, error: "common:errors.badRequest", result: undefined }, { status: 400 });
  const currency = await getCurrency();
  const submission = parseWithZod(formData, { schema: zoneEditSchema(currency) });
  if (submission.status !== "success")
    return data({ intent: "save" as const, error: null, result: submission.reply() }, { status: 400 });
  if (await zoneCodeTaken(submission.value.code, id)) {
    return data(
      {
        intent: "save" as const,
        error: null,
        result: submission.reply({ fieldErrors: { code: ["express:validation.zoneCodeTaken"] } }),
      },
      { status: 400 },
    );
  }
  await saveZone(id, submission.value, user.id);
  return redirectWithToast(request, "/express-prices", {
    key: "express:zone.saved",
    values: { code: submission.value.code },
  });
}

export default function ZoneEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["express", "common"]);
  const { zone, currency } = loaderData;
  const schema = zoneEditSchema(currency);
  const [form, fields] = useForm({
    id: "zone",
    lastResult: actionData?.intent === "save" ? actionData.result : undefined,
    defaultValue: {
      code: zone.code,
      ...Object.fromEntries(LANGUAGES.map((l) => [ZONE_NAME_FIELDS[l], zone.names[l] ?? ""])),
      perKg: zone.perKg,
      steps: [...zone.steps, ...Array.from({ length: BLANK_ROWS }, () => ({ weight: "", price: "" }))],
    },
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
  const steps = fields.steps.getFieldList();
  const deleteError = actionData?.intent === "delete" ? actionData.error : null;
  return (
    <>
      <PageHeader
        title={t("zone.title", { code: zone.code })}
        subtitle={zone.name}
        actions={
          <Button component={Link} to="/express-prices" startIcon={<ArrowBack />} variant="outlined">
            {t("list.title")}
          </Button>
        }
      />
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="save" />
        <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", lg: "2fr 3fr" }, alignItems: "start" }}>
          <Card component="section" aria-labelledby="zone-fields">
            <CardHeader
              title={t("zone.fieldsTitle")}
              slotProps={{ title: { variant: "h6", component: "h2", id: "zone-fields" } }}
            />
            <CardContent sx={{ pt: 0, display: "grid", gap: 2 }}>
              <FormErrors errors={form.errors} />
              <TextInput meta={fields.code} label={t("fields.zoneCode")} />
              <Box
                component="fieldset"
                sx={{ border: 0, m: 0, p: 0, minWidth: 0, display: "grid", gap: 2 }}
                data-testid="zone-names"
              >
                <Typography component="legend" variant="subtitle2" sx={{ p: 0, mb: 0.5 }}>
                  {t("zone.namesTitle")}
                </Typography>
                <Typography variant="body2" color="textSecondary" sx={{ mt: -1.5 }}>
                  {t("zone.namesHelp")}
                </Typography>
                {LANGUAGES.map((l) => (
                  <TextInput
                    key={l}
                    meta={fields[ZONE_NAME_FIELDS[l]]}
                    label={t("fields.zoneNameIn", { language: LANGUAGE_NAMES[l] })}
                    slotProps={{ htmlInput: { lang: l } }}
                  />
                ))}
              </Box>
              <TextInput
                meta={fields.perKg}
                label={t("fields.perKg", { currency })}
                helperText={t("zone.perKgHelp")}
                slotProps={{ htmlInput: { inputMode: "decimal" } }}
              />
              <Typography variant="subtitle2" component="h3">
                {t("zone.countries", { n: String(zone.countries.length) })}
              </Typography>
              <Box sx={{ display: "flex", gap: 0.75, flexWrap: "wrap" }}>
                {zone.countries.length ? (
                  zone.countries.map((c) => <Chip key={c} size="small" variant="outlined" label={c} />)
                ) : (
                  <Typography variant="body2" color="textSecondary">
                    {t("list.noCountries")}
                  </Typography>
                )}
              </Box>
            </CardContent>
          </Card>
          <Card component="section" aria-labelledby="zone-steps">
            <CardHeader
              title={t("zone.stepsTitle")}
              subheader={t("zone.stepsHelp")}
              slotProps={{ title: { variant: "h6", component: "h2", id: "zone-steps" } }}
            />
            <CardContent sx={{ pt: 0 }}>
              <Box
                sx={{
                  display: "grid",
                  gridTemplateColumns: "1fr 1fr",
                  gap: 1.25,
                  maxHeight: { lg: 560 },
                  overflowY: { lg: "auto" },
                  pt: 1,
                }}
              >
                {steps.map((step, i) => {
                  const row = step.getFieldset();
                  return (
                    <Box key={step.key} sx={{ display: "contents" }}>
                      <TextInput
                        meta={row.weight}
                        size="small"
                        label={t("zone.stepWeight", { n: String(i + 1) })}
                        slotProps={{
                          htmlInput: { inputMode: "decimal" },
                          input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> },
                        }}
                      />
                      <TextInput
                        meta={row.price}
                        size="small"
                        label={t("zone.stepPrice", { n: String(i + 1), currency })}
                        slotProps={{ htmlInput: { inputMode: "decimal" } }}
                      />
                    </Box>
                  );
                })}
              </Box>
            </CardContent>
          </Card>
        </Box>
        <Box sx={{ display: "flex", gap: 1.5, mt: 2.5 }}>
          <SubmitButton busyIntent="save">{t("common:actions.save")}</SubmitButton>
          <Button component={Link} to="/express-prices">
            {t("common:actions.cancel")}
          </Button>
        </Box>
      </Form>
      <Card
        variant="outlined"
        sx={{ mt: 4, borderColor: "error.main" }}
        component="section"
        aria-labelledby="zone-delete"
      >
        <CardHeader
          title={t("zone.deleteTitle")}
          subheader={t("zone.deleteHelp")}
          slotProps={{ title: { variant: "h6", component: "h2", id: "zone-delete" } }}
        />
        <CardContent sx={{ pt: 0 }}>
          {deleteError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {t(deleteError)}
            </Alert>
          )}
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <SubmitButton busyIntent="delete" color="error" variant="outlined" startIcon={<DeleteOutline />}>
              {t("zone.delete")}
            </SubmitButton>
          </Form>
        </CardContent>
      </Card>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
