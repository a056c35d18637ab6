import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";
import type { Route } from "./+types/_panel.domestic-prices._index";
import { PageHeader } from "~/components/PageHeader";
import { Section } from "~/components/Section";
import { FormErrors, SubmitButton, TextInput } from "~/components/forms/fields";
import { can, requireAbility } from "~/lib/auth/auth.server";
import { formatKg, formatMoney, minorToDecimal } from "~/lib/express";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { BandSchema, CourierSettingsSchema, DeleteBandSchema } from "~/lib/schemas/domestic-prices";
import { parseWithZod } from "~/lib/submission";
import { redirectWithToast } from "~/lib/toast.server";
import { getCompanySettings, setCompanySettings } from "~/models/company-settings.server";
import { deleteBand, getDomesticPriceList, saveBand } from "~/models/domestic-prices.server";

/**
 * The domestic price list: weight bands with a same-city and a between-cities price, and the rate per kg
 * above the last band (TRY). Everyone signed in reads it; admins add, change and remove bands, set the
 * courier settings (per-kg rate, the highest cash-on-delivery amount, delivery attempts) and use CSV.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAbility(context, request, "read", "DomesticPrice");
  const canEdit = can(context, "update", "DomesticPrice");
  const [list, settings] = await Promise.all([getDomesticPriceList(), canEdit ? getCompanySettings() : null]);
  return { title: getT(context)("express:domestic.title"), list, settings, canEdit };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAbility(context, request, "update", "DomesticPrice");
  const formData = await request.formData();
  const intent = formData.get("intent");
  const back = (key: string, type?: "warning") =>
    redirectWithToast(request, "/domestic-prices", type ? { key, type } : { key });

  if (intent === "save-band") {
    const submission = parseWithZod(formData, { schema: BandSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const { maxKg, sameCity, betweenCities } = submission.value;
    // A band is known by its weight limit: the same limit again changes that band.
    const list = await getDomesticPriceList();
    const existing = list.bands.find((b) => b.maxGrams === maxKg);
    await saveBand(
      { id: existing?.id, maxGrams: maxKg, sameCityMinor: sameCity, betweenCitiesMinor: betweenCities },
      user.id,
    );
    return back(existing ? "express:domestic.bandChanged" : "express:domestic.bandAdded");
  }
  if (intent === "delete-band") {
    const submission = parseWithZod(formData, { schema: DeleteBandSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    if (!(await deleteBand(submission.value.id))) throw data(null, { status: 404 });
    return back("express:domestic.bandDeleted");
  }
  if (intent === "settings") {
    const submission = parseWithZod(formData, { schema: CourierSettingsSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const { perKg, codLimit, deliveryAttempts } = submission.value;
    await setCompanySettings(
      { domestic_per_kg_minor: perKg, cod_limit_minor: codLimit, delivery_attempts: deliveryAttempts },
      user.id,
    );
    return back("express:domestic.settingsSaved");
  }
  return data({ intent: null, result: undefined }, { status: 400 });
}

export default function DomesticPrices({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["express", "common"]);
  const lng = i18n.language;
  const { list, settings, canEdit } = loaderData;
  const money = (minor: number) => formatMoney(minor, list.currency, lng);
  return (
    <>
      <PageHeader
        title={loaderData.title}
        subtitle={t("domestic.subtitle")}
        actions={
          canEdit && (
            <>
              <Button
                component="a"
                href="/domestic-prices.csv"
                variant="outlined"
                startIcon={<DownloadOutlined />}
                data-testid="domestic-export"
              >
                {t("domestic.export")}
              </Button>
              <Button
                component={Link}
                to="/domestic-prices/import"
                variant="outlined"
                startIcon={<UploadFileOutlined />}
              >
                {t("domestic.import")}
              </Button>
            </>
          )
        }
      />
      <Box
        sx={{
          display: "grid",
          gap: 2.5,
          alignItems: "start",
          gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: canEdit ? "3fr 2fr" : "minmax(0, 1fr)" },
        }}
      >
        <Section title={t("domestic.bands")} subheader={t("domestic.rule")} testId="domestic-bands">
          {list.bands.length === 0 ? (
            <Alert severity="warning">{t("domestic.empty")}</Alert>
          ) : (
            <Box component="table" sx={TABLE_SX}>
              <thead>
                <tr>
                  <th scope="col">{t("domestic.maxKg")}</th>
                  <th scope="col">{t("domestic.sameCity")}</th>
                  <th scope="col">{t("domestic.betweenCities")}</th>
                  {canEdit && (
                    <th scope="col">
                      <span className="visually-hidden">{t("domestic.actions")}</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {list.bands.map((b) => (
                  <tr key={b.id} data-testid="domestic-band">
                    <th scope="row">{t("domestic.upTo", { weight: formatKg(b.maxGrams, lng) })}</th>
                    <td>{money(b.sameCityMinor)}</td>
                    <td>{money(b.betweenCitiesMinor)}</td>
                    {canEdit && (
                      <td>
                        <Form method="post">
                          <input type="hidden" name="intent" value="delete-band" />
                          <input type="hidden" name="id" value={b.id} />
                          <IconButton
                            type="submit"
                            size="small"
                            aria-label={t("domestic.deleteBand", { weight: formatKg(b.maxGrams, lng) })}
                          >
                            <DeleteOutline fontSize="small" />
                          </IconButton>
                        </Form>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t("domestic.perKgAbove")}</th>
                  <td colSpan={2} data-testid="domestic-per-kg">
                    {money(list.perKgMinor)}
                  </td>
                  {canEdit && <td />}
                </tr>
              </tfoot>
            </Box>
          )}
        </Section>
        {canEdit && settings && (
          <Box sx={{ display: "grid", gap: 2.5 }}>
            <BandForm result={actionData?.intent === "save-band" ? actionData.result : undefined} />
            <SettingsForm
              settings={settings}
              result={actionData?.intent === "settings" ? actionData.result : undefined}
            />
          </Box>
        )}
      </Box>
      {actionData && actionData.intent === null && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {t("common:errors.badRequest")}
        </Alert>
      )}
    </>
  );
}

type Result = SubmissionResult<string[]> | undefined;

function BandForm({ result }: { result: Result }) {
  const { t } = useTranslation(["express", "common"]);
  const [form, fields] = useForm({
    id: "band",
    lastResult: result,
    constraint: getZodConstraint(BandSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BandSchema }),
  });
  return (
    <Section title={t("domestic.bandFormTitle")} subheader={t("domestic.bandFormHint")} testId="band-form">
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="save-band" />
        <FormErrors errors={form.errors} />
        <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)", lg: "1fr" } }}>
          <TextInput
            meta={fields.maxKg}
            label={t("domestic.maxKg")}
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
          />
          <TextInput
            meta={fields.sameCity}
            label={t("domestic.sameCity")}
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
          />
          <TextInput
            meta={fields.betweenCities}
            label={t("domestic.betweenCities")}
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
          />
        </Box>
        <Box sx={{ mt: 2 }}>
          <SubmitButton busyIntent="save-band">{t("domestic.saveBand")}</SubmitButton>
        </Box>
      </Form>
    </Section>
  );
}

function SettingsForm({
  settings,
  result,
}: {
  settings: { domestic_per_kg_minor: number; cod_limit_minor: number; delivery_attempts: number };
  result: Result;
}) {
  const { t } = useTranslation(["express", "common"]);
  const [form, fields] = useForm({
    id: "courier-settings",
    lastResult: result,
    constraint: getZodConstraint(CourierSettingsSchema),
    defaultValue: {
      perKg: minorToDecimal(settings.domestic_per_kg_minor, "TRY"),
      codLimit: minorToDecimal(settings.cod_limit_minor, "TRY"),
      deliveryAttempts: String(settings.delivery_attempts),
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CourierSettingsSchema }),
  });
  return (
    <Section title={t("domestic.settingsTitle")} testId="courier-settings">
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="settings" />
        <FormErrors errors={form.errors} />
        <Box sx={{ display: "grid", gap: 2 }}>
          <TextInput
            meta={fields.perKg}
            label={t("domestic.perKgAbove")}
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
          />
          <TextInput
            meta={fields.codLimit}
            label={t("domestic.codLimit")}
            slotProps={{ htmlInput: { inputMode: "decimal" } }}
          />
          <TextInput
            meta={fields.deliveryAttempts}
            type="number"
            label={t("domestic.deliveryAttempts")}
            helperText={t("domestic.deliveryAttemptsHint")}
            slotProps={{ htmlInput: { min: 1, max: 9, step: 1 } }}
          />
        </Box>
        <Typography variant="body2" sx={{ color: "text.secondary", mt: 1.5 }}>
          {t("domestic.settingsHint")}
        </Typography>
        <Box sx={{ mt: 2 }}>
          <SubmitButton busyIntent="settings">{t("common:actions.save")}</SubmitButton>
        </Box>
      </Form>
    </Section>
  );
}

const TABLE_SX = {
  width: "100%",
  borderCollapse: "collapse",
  fontVariantNumeric: "tabular-nums",
  "& th, & td": { px: 1.5, py: 1, borderBottom: 1, borderColor: "divider", textAlign: "right" },
  "& th[scope=row], & thead th:first-of-type": { textAlign: "left" },
  "& thead th": { color: "text.secondary", fontWeight: 600, fontSize: 13 },
  "& tfoot th, & tfoot td": { fontWeight: 600, borderBottom: 0 },
  "& .visually-hidden": { position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" },
} as const;

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
