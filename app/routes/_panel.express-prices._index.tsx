import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/lib/submission";
import CalculateOutlined from "@mui/icons-material/CalculateOutlined";
import DownloadOutlined from "@mui/icons-material/DownloadOutlined";
import EditOutlined from "@mui/icons-material/EditOutlined";
import UploadFileOutlined from "@mui/icons-material/UploadFileOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Chip from "@mui/material/Chip";
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_panel.express-prices._index";
import { PageHeader } from "~/components/PageHeader";
import { FilterField } from "~/components/forms/FilterField";
import { PriceTable } from "~/components/express/PriceTable";
import { SelectInput, SubmitButton, TextInput } from "~/components/forms/fields";
import { can, requireAbility } from "~/lib/auth/auth.server";
import { EXPRESS_CURRENCIES, formatMoney } from "~/lib/express";
import { formatDate } from "~/lib/format";
import { LANGUAGE_NAMES } from "~/lib/i18n/i18n";
import { getLocale, getT } from "~/lib/i18n/i18n.server";
import { countryName, countryOptions } from "~/lib/countries/iso";
import { titleMeta } from "~/lib/meta";
import { AssignCountrySchema, CurrencySchema, zoneCreateSchema } from "~/lib/schemas/express";
import { foldText } from "~/lib/text-fold";
import { redirectWithToast } from "~/lib/toast.server";
import {
  createZone,
  getCurrency,
  getPriceList,
  removeCountry,
  setCountryZone,
  setCurrency,
  zoneCodeTaken,
} from "~/models/express-prices.server";

/**
 * The express price list: zones with their countries (names in the reader's language) and the
 * price table. Everyone signed in reads it; admins also set countries' zones, add zones and
 * choose the currency here (prices per zone: /express-prices/zones/:id; CSV: import and export).
 */
const QuerySchema = z.object({ q: z.string().trim().max(60).catch("") });

export async function loader({ url, request, context }: Route.LoaderArgs) {
  requireAbility(context, request, "read", "ExpressPrice");
  const lng = getLocale(context);
  const { q } = QuerySchema.parse(Object.fromEntries(url.searchParams));
  const list = await getPriceList(undefined, lng);
  const needle = foldText(q);
  const collator = new Intl.Collator(lng);
  const zones = list.zones.map((z) => {
    const countries = z.countries
      .map((code) => ({ code, name: countryName(code, lng) }))
      .sort((a, b) => collator.compare(a.name, b.name));
    const shown = needle
      ? countries.filter((c) => foldText(c.name).includes(needle) || c.code.toLowerCase() === needle)
      : countries;
    return {
      id: z.id,
      code: z.code,
      name: z.name,
      perKgMinor: z.perKgMinor,
      countries: shown,
      countryCount: countries.length,
    };
  });
  const canEdit = can(context, "update", "ExpressPrice");
  return {
    title: getT(context)("express:list.title"),
    q,
    currency: list.currency,
    updatedAt: list.updatedAt,
    zones: needle ? zones.filter((z) => z.countries.length > 0) : zones,
    allZones: list.zones.map((z) => ({ id: z.id, code: z.code, name: z.name, perKgMinor: z.perKgMinor })),
    steps: list.steps,
    prices: list.prices,
    countryCount: list.zones.reduce((n, z) => n + z.countries.length, 0),
    canEdit,
    countryOptions: canEdit ? countryOptions(lng) : [],
  };
}

function done(request: Request, key: string, values?: Record<string, string>) {
  return redirectWithToast(request, "/express-prices", { key, values });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAbility(context, request, "update", "ExpressPrice");
  const lng = getLocale(context);
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "assign-country") {
    const submission = parseWithZod(formData, { schema: AssignCountrySchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const { country, zone } = submission.value;
    const name = countryName(country, lng);
    if (zone === "none") {
      await removeCountry(country);
      return done(request, "express:list.countryRemoved", { country: name });
    }
    const zones = (await getPriceList()).zones;
    const target = zones.find((z) => z.id === zone);
    if (!target)
      return data(
        { intent, result: submission.reply({ fieldErrors: { zone: ["express:validation.zone"] } }) },
        { status: 400 },
      );
    await setCountryZone(country, zone, user.id);
    return done(request, "express:list.countrySaved", { country: name, zone: target.code });
  }

  if (intent === "create-zone") {
    const currency = await getCurrency();
    const submission = parseWithZod(formData, { schema: zoneCreateSchema(currency) });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    if (await zoneCodeTaken(submission.value.code)) {
      return data(
        { intent, result: submission.reply({ fieldErrors: { code: ["express:validation.zoneCodeTaken"] } }) },
        { status: 400 },
      );
    }
    const id = await createZone(
      { code: submission.value.code, names: { tr: submission.value.name }, perKgMinor: submission.value.perKg },
      user.id,
    );
    return redirectWithToast(request, `/express-prices/zones/${id}`, {
      key: "express:zone.created",
      values: { code: submission.value.code },
    });
  }

  if (intent === "currency") {
    const submission = parseWithZod(formData, { schema: CurrencySchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    await setCurrency(submission.value.currency, user.id);
    return done(request, "express:list.currencySaved", { currency: submission.value.currency });
  }

  return data({ intent: null, result: undefined }, { status: 400 });
}

export default function ExpressPrices({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["express", "common"]);
  const d = loaderData;
  return (
    <>
      <PageHeader
        title={t("list.title")}
        subtitle={
          d.updatedAt
            ? t("list.subtitleUpdated", { currency: d.currency, date: formatDate(d.updatedAt, i18n.language) })
            : t("list.subtitle", { currency: d.currency })
        }
        actions={
          <>
            <Button
              component={Link}
              to="/express-prices/calculate"
              variant="contained"
              startIcon={<CalculateOutlined />}
            >
              {t("calculate.title")}
            </Button>
            {d.canEdit && (
              <>
                <Button
                  component={Link}
                  to="/express-prices/import"
                  variant="outlined"
                  startIcon={<UploadFileOutlined />}
                >
                  {t("import.title")}
                </Button>
                <Button
                  component="a"
                  href="/express-prices/export.csv?table=prices"
                  variant="outlined"
                  startIcon={<DownloadOutlined />}
                  download
                >
                  {t("list.exportPrices")}
                </Button>
                <Button
                  component="a"
                  href="/express-prices/export.csv?table=countries"
                  variant="outlined"
                  startIcon={<DownloadOutlined />}
                  download
                >
                  {t("list.exportCountries")}
                </Button>
              </>
            )}
          </>
        }
      />
      {d.canEdit && <AdminForms d={d} actionData={actionData} />}
      <Card component="section" aria-labelledby="zones-title" sx={{ mb: 2.5 }}>
        <CardHeader
          title={t("list.zonesTitle")}
          subheader={t("list.zonesSubtitle", { zones: d.allZones.length, countries: d.countryCount })}
          slotProps={{ title: { variant: "h5", component: "h2", id: "zones-title" } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <Box component={Form} method="get" role="search" aria-labelledby="zones-title" sx={ZONE_SEARCH_CSS}>
            <FilterField name="q" type="search" defaultValue={d.q} label={t("list.findCountry")} className="f-q" />
            <Button type="submit" variant="outlined">
              {t("common:actions.search")}
            </Button>
          </Box>
          {d.zones.length === 0 ? (
            <Alert severity="info">{t("common:messages.noResults")}</Alert>
          ) : (
            <Box component="ul" sx={ZONES_CSS} data-testid="zone-list">
              {d.zones.map((z) => (
                <li key={z.id} data-testid={`zone-${z.code}`}>
                  <div>
                    <div className="zone-head">
                      <Chip color="primary" size="small" label={t("list.zoneColumn", { code: z.code })} />
                      {d.canEdit && (
                        <Tooltip title={t("zone.edit")}>
                          <IconButton
                            component={Link}
                            to={`/express-prices/zones/${z.id}`}
                            size="small"
                            aria-label={t("zone.editNamed", { code: z.code })}
                          >
                            <EditOutlined fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                    </div>
                    <h3 className="zone-name">{z.name}</h3>
                    <Typography variant="caption" sx={{ color: "text.secondary" }}>
                      {t("list.zoneFacts", {
                        n: String(z.countryCount),
                        rate: formatMoney(z.perKgMinor, d.currency, i18n.language),
                      })}
                    </Typography>
                  </div>
                  <div className="zone-countries">
                    {z.countries.length === 0 ? (
                      <Typography variant="body2" sx={{ color: "text.secondary" }}>
                        {t("list.noCountries")}
                      </Typography>
                    ) : (
                      z.countries.map((c) => (
                        <Chip
                          key={c.code}
                          size="small"
                          variant="outlined"
                          label={c.name}
                          title={c.code}
                          data-country={c.code}
                        />
                      ))
                    )}
                  </div>
                </li>
              ))}
            </Box>
          )}
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="prices-title">
        <CardHeader
          title={t("list.pricesTitle")}
          subheader={t("list.pricesSubtitle")}
          slotProps={{ title: { variant: "h5", component: "h2", id: "prices-title" } }}
        />
        {d.steps.length === 0 ? (
          <CardContent>
            <Alert severity="info">{t("list.noPrices")}</Alert>
          </CardContent>
        ) : (
          <PriceTable currency={d.currency} zones={d.allZones} steps={d.steps} prices={d.prices} />
        )}
      </Card>
    </>
  );
}

/** Admins: set a country's zone (or take it off), add a zone, choose the currency. */
/** The zone search: one static style for the row and the field's width. */
const ZONE_SEARCH_CSS = {
  display: "flex",
  gap: 1,
  mb: 2,
  flexWrap: "wrap",
  "& .f-q": { flex: "1 1 240px", maxWidth: 420 },
} as const;

/** The zone list: one static style for every row (a Box per row, head and country group before). */
const ZONES_CSS = {
  listStyle: "none",
  m: 0,
  p: 0,
  "& > li": {
    display: "grid",
    gridTemplateColumns: { xs: "1fr", md: "260px 1fr" },
    gap: 1.5,
    py: 1.75,
    borderBottom: 1,
    borderColor: "divider",
    "&:last-child": { borderBottom: 0 },
  },
  "& .zone-head": { display: "flex", alignItems: "center", gap: 1 },
  "& .zone-name": { typography: "subtitle2", m: 0, mt: 0.75 },
  "& .zone-countries": { display: "flex", flexWrap: "wrap", gap: 0.75, alignContent: "flex-start" },
} as const;

function AdminForms({
  d,
  actionData,
}: {
  d: Route.ComponentProps["loaderData"];
  actionData: Route.ComponentProps["actionData"];
}) {
  const { t } = useTranslation(["express", "common"]);
  const zoneOptions = [
    ...d.allZones.map((z) => ({ value: String(z.id), label: `${t("list.zoneColumn", { code: z.code })} · ${z.name}` })),
    { value: "none", label: t("list.notServed") },
  ];
  const [assignForm, assignFields] = useForm({
    id: "assign-country",
    lastResult: actionData?.intent === "assign-country" ? actionData.result : undefined,
    constraint: getZodConstraint(AssignCountrySchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AssignCountrySchema }),
  });
  const createSchema = zoneCreateSchema(d.currency);
  const [zoneForm, zoneFields] = useForm({
    id: "create-zone",
    lastResult: actionData?.intent === "create-zone" ? actionData.result : undefined,
    constraint: getZodConstraint(createSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: createSchema }),
  });
  const [currencyForm, currencyFields] = useForm({
    id: "currency",
    lastResult: actionData?.intent === "currency" ? actionData.result : undefined,
    defaultValue: { currency: d.currency },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CurrencySchema }),
  });
  return (
    <Box
      sx={{
        display: "grid",
        gap: 2.5,
        mb: 2.5,
        gridTemplateColumns: { xs: "1fr", lg: "repeat(3, 1fr)" },
        alignItems: "start",
      }}
    >
      <Card component="section" aria-labelledby="assign-title">
        <CardHeader
          title={t("list.assignTitle")}
          subheader={t("list.assignSubtitle")}
          slotProps={{ title: { variant: "h6", component: "h2", id: "assign-title" } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <Form method="post" {...getFormProps(assignForm)}>
            <input type="hidden" name="intent" value="assign-country" />
            <Box sx={{ display: "grid", gap: 2 }}>
              <SelectInput
                meta={assignFields.country}
                label={t("fields.country")}
                options={d.countryOptions}
                placeholder={t("calculate.chooseCountry")}
              />
              <SelectInput
                meta={assignFields.zone}
                label={t("fields.zone")}
                options={zoneOptions}
                placeholder={t("list.chooseZone")}
              />
              <Box>
                <SubmitButton busyIntent="assign-country">{t("common:actions.save")}</SubmitButton>
              </Box>
            </Box>
          </Form>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="zone-title">
        <CardHeader
          title={t("list.addZoneTitle")}
          subheader={t("list.addZoneSubtitle")}
          slotProps={{ title: { variant: "h6", component: "h2", id: "zone-title" } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <Form method="post" {...getFormProps(zoneForm)}>
            <input type="hidden" name="intent" value="create-zone" />
            <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: "1fr 2fr" }}>
              <TextInput meta={zoneFields.code} label={t("fields.zoneCode")} />
              <TextInput
                meta={zoneFields.name}
                label={t("fields.zoneNameIn", { language: LANGUAGE_NAMES.tr })}
                slotProps={{ htmlInput: { lang: "tr" } }}
              />
              <Box sx={{ gridColumn: "1 / -1" }}>
                <TextInput
                  meta={zoneFields.perKg}
                  label={t("fields.perKg", { currency: d.currency })}
                  helperText={t("zone.perKgHelp")}
                  slotProps={{ htmlInput: { inputMode: "decimal" } }}
                  fullWidth
                />
              </Box>
              <Box>
                <SubmitButton busyIntent="create-zone">{t("list.addZone")}</SubmitButton>
              </Box>
            </Box>
          </Form>
        </CardContent>
      </Card>
      <Card component="section" aria-labelledby="currency-title">
        <CardHeader
          title={t("list.currencyTitle")}
          subheader={t("list.currencySubtitle")}
          slotProps={{ title: { variant: "h6", component: "h2", id: "currency-title" } }}
        />
        <CardContent sx={{ pt: 0 }}>
          <Form method="post" {...getFormProps(currencyForm)}>
            <input type="hidden" name="intent" value="currency" />
            <Box sx={{ display: "grid", gap: 2 }}>
              <SelectInput
                meta={currencyFields.currency}
                label={t("fields.currency")}
                options={EXPRESS_CURRENCIES.map((c) => ({ value: c, label: c }))}
              />
              <Box>
                <SubmitButton busyIntent="currency">{t("common:actions.save")}</SubmitButton>
              </Box>
            </Box>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
