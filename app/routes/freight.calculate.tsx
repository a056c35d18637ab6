import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/lib/submission";
import CheckCircleOutline from "@mui/icons-material/CheckCircleOutlineOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import InputAdornment from "@mui/material/InputAdornment";
import Typography from "@mui/material/Typography";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link, data, redirect } from "react-router";
import type { Route } from "./+types/freight.calculate";
import { FreightFigures } from "~/components/freight/FreightFigures";
import { Honeypot } from "~/components/forms/Honeypot";
import { useLazyValidation } from "~/components/forms/lazy-validation";
import { CheckboxInput, RadioInput, SelectInput, SubmitButton, TextInput } from "~/components/forms/fields";
import { SiteFrame } from "~/components/layout/PublicFrame";
import type { ShellBookmarks } from "~/components/layout/SignedInShell";
import { Section } from "~/components/Section";
import { can, getOptionalUser } from "~/lib/auth/auth.server";
import { countryOptions } from "~/lib/countries/countries";
import { sendFreightReceipt, sendFreightRequestToStaff } from "~/lib/freight/mail.server";
import { DOCUMENT_NUMBER_PATTERN, TRANSPORT_TYPES, measuresFromForm, type TransportType } from "~/lib/freight/domain";
import { isHoneypotFilled } from "~/lib/security/honeypot";
import { getLocale, getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { signedInShellData } from "~/lib/signed-in-shell.server";
import { counter, take, withLimitHeaders } from "~/lib/security/rate-limit.server";
import { passRateLimitHeaders } from "~/lib/http";
import { formatWait } from "~/lib/wait";
import { hydrateOnIntentForVisitors } from "~/lib/hydrate-on-intent";
import { FreightRequestFields, FreightRequestSchema } from "~/lib/schemas/freight";
import { clientIp } from "~/lib/security/origins.server";
import { redirectWithToast } from "~/lib/toast.server";
import { createFreightRequest, freightRecipients } from "~/models/freight.server";

/**
 * Freight calculation (freight request): open to visitors without an account and to signed-in
 * users. Shows volume and chargeable weight as the user types; the server computes and stores
 * the same, routes the request to a branch and tells the staff. Limited per signed-in account, or
 * for visitors per address.
 */

function assertMayRequest(context: Route.LoaderArgs["context"]) {
  const user = getOptionalUser(context);
  if (user && !can(context, "create", "Freight")) throw data({ reason: "forbidden" }, { status: 403 });
  return user;
}

export async function loader({ url, context }: Route.LoaderArgs) {
  const user = assertMayRequest(context);
  const sent = url.searchParams.get("sent");
  return {
    title: getT(context)("freight:calculate.title"),
    constraint: getZodConstraint(FreightRequestFields),
    ...(await signedInShellData(context)),
    signedIn: Boolean(user),
    sent: sent && DOCUMENT_NUMBER_PATTERN.test(sent) ? sent : null,
    defaults:
      user?.role === "customer"
        ? {
            contactName: user.name,
            contactEmail: user.email,
            contactPhone: user.phone ?? "",
            companyName: user.company_name ?? "",
          }
        : { contactName: "", contactEmail: "", contactPhone: "", companyName: "" },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = assertMayRequest(context);
  const formData = await request.formData();
  if (isHoneypotFilled(formData)) return redirect("/freight/calculate", { status: 303 });
  const submission = parseWithZod(formData, { schema: FreightRequestSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), retryAfter: 0 }, { status: 400 });
  const limit = await take([
    user ? counter("freight-account", user.id) : counter("freight-address", clientIp(request)),
  ]);
  if (limit.limited) {
    return data(
      { result: submission.reply({ formErrors: ["freight:calculate.tooMany"] }), retryAfter: limit.retryAfterSeconds },
      { status: 429, headers: limit.headers },
    );
  }
  const locale = getLocale(context);
  const input = submission.value;
  const customerId = user?.role === "customer" ? user.id : null;
  const created = await createFreightRequest(input, { customerId, locale });

  const mailData = {
    id: created.id,
    number: created.number,
    transportType: input.transportType,
    originCountry: input.originCountry,
    originCity: input.originCity,
    destinationCountry: input.destinationCountry,
    destinationCity: input.destinationCity,
    packageCount: input.packageCount,
    chargeableWeightKg: created.chargeable_weight_kg,
    contactName: input.contactName,
    contactEmail: input.contactEmail,
    companyName: input.companyName ?? null,
    isDangerous: input.isDangerous,
  };
  const recipients = await freightRecipients(created.branch_id);
  await sendFreightRequestToStaff(request, mailData, recipients);
  await sendFreightReceipt(request, mailData, locale, customerId);

  const target = customerId ? `/freight/${created.id}` : `/freight/calculate?sent=${created.number}`;
  return redirectWithToast(
    request,
    target,
    { key: "freight:calculate.success", values: { number: created.number } },
    withLimitHeaders(new Headers(), limit),
  );
}

const grid2 = { display: "grid", gap: 2.25, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;

export default function FreightCalculate({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["freight", "common"]);
  const countries = useMemo(() => countryOptions(i18n.language, { first: ["TR"] }), [i18n.language]);
  const validation = useLazyValidation("freightRequest");
  const [form, fields] = useForm({
    id: "freight-request",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
    defaultValue: { transportType: "air", originCountry: "TR", ...loaderData.defaults },
    ...validation,
  });
  // Live figures: from what was submitted (server render after a bad submit), then from every change.
  const initial = useMemo(
    () =>
      Object.fromEntries(Object.entries(fields).map(([name, meta]) => [name, meta.initialValue])) as Record<
        string,
        unknown
      >,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [form.key, actionData],
  );
  const [values, setValues] = useState<Record<string, unknown> | null>(null);
  // What the visitor typed while the page was still server HTML counts from the start.
  useEffect(() => {
    const element = document.getElementById(form.id);
    // The server-rendered form is the outside state read once here; React has no other way to see it.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (element instanceof HTMLFormElement) setValues(Object.fromEntries(new FormData(element)));
  }, [form.id]);
  const current = values ?? initial;
  const measures = measuresFromForm(current);
  const transportType = (TRANSPORT_TYPES as readonly string[]).includes(String(current.transportType))
    ? (current.transportType as TransportType)
    : null;

  if (loaderData.sent)
    return (
      <Confirmation
        number={loaderData.sent}
        signedIn={loaderData.signedIn}
        badges={loaderData.badges}
        bookmarks={loaderData.bookmarks}
      />
    );

  const formError = form.errors?.[0];
  const unit = (u: string) => ({
    input: { endAdornment: <InputAdornment position="end">{u}</InputAdornment> },
    htmlInput: { inputMode: "decimal" as const },
  });
  return (
    <SiteFrame badges={loaderData.badges} bookmarks={loaderData.bookmarks}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h2" component="h1">
          {t("calculate.title")}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>
          {t("calculate.subtitle")}
        </Typography>
      </Box>
      <Form
        method="post"
        {...getFormProps(form)}
        onChange={(e) => setValues(Object.fromEntries(new FormData(e.currentTarget)))}
      >
        <Honeypot label={t("calculate.honeypot")} />
        {formError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {t(formError, { wait: formatWait(actionData?.retryAfter ?? 0, i18n.language) })}
          </Alert>
        )}
        {form.status === "error" && !formError && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }} data-testid="form-has-errors">
            {t("calculate.fixErrors")}
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
          <Box sx={{ display: "flex", flexDirection: "column", gap: 2.5, minWidth: 0 }}>
            <Section title={t("calculate.sections.transport")}>
              <RadioInput
                meta={fields.transportType}
                label={t("fields.transportType")}
                options={TRANSPORT_TYPES.map((m) => ({ value: m, label: t(`transportTypes.${m}`) }))}
              />
            </Section>
            <Section title={t("calculate.sections.route")}>
              <Box sx={grid2}>
                <SelectInput
                  meta={fields.originCountry}
                  label={t("fields.originCountry")}
                  options={countries}
                  placeholder={t("calculate.chooseCountry")}
                />
                <TextInput meta={fields.originCity} label={t("fields.originCity")} autoComplete="off" />
                <SelectInput
                  meta={fields.destinationCountry}
                  label={t("fields.destinationCountry")}
                  options={countries}
                  placeholder={t("calculate.chooseCountry")}
                />
                <TextInput meta={fields.destinationCity} label={t("fields.destinationCity")} autoComplete="off" />
              </Box>
            </Section>
            <Section title={t("calculate.sections.cargo")}>
              <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
                {t("calculate.perPackage")}
              </Typography>
              <Box sx={{ display: "grid", gap: 2.25, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" }, mb: 2.25 }}>
                <TextInput
                  meta={fields.packageCount}
                  label={t("fields.packageCount")}
                  slotProps={{ htmlInput: { inputMode: "numeric" } }}
                />
                <TextInput meta={fields.weightKg} label={t("fields.weightKg")} slotProps={unit("kg")} />
              </Box>
              <Box sx={{ display: "grid", gap: 2.25, gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)" } }}>
                <TextInput meta={fields.lengthCm} label={t("fields.lengthCm")} slotProps={unit("cm")} />
                <TextInput meta={fields.widthCm} label={t("fields.widthCm")} slotProps={unit("cm")} />
                <TextInput meta={fields.heightCm} label={t("fields.heightCm")} slotProps={unit("cm")} />
              </Box>
              <Box sx={{ mt: 2.25 }}>
                <TextInput
                  meta={fields.description}
                  label={t("fields.description")}
                  helperText={t("calculate.descriptionHint")}
                  multiline
                  minRows={2}
                />
              </Box>
              <Box
                sx={{
                  mt: 1.5,
                  display: "grid",
                  gap: 1,
                  gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" },
                  alignItems: "start",
                }}
              >
                <Box>
                  <CheckboxInput meta={fields.isDangerous} label={t("fields.isDangerous")} />
                  <TextInput
                    meta={fields.dangerousGoodsClass}
                    label={t("fields.dangerousGoodsClass")}
                    helperText={t("calculate.dangerousHint")}
                    sx={{ mt: 1 }}
                  />
                </Box>
                <CheckboxInput
                  meta={fields.isNonStackable}
                  label={t("fields.isNonStackable")}
                  description={
                    <Typography variant="caption" color="textSecondary">
                      {t("calculate.nonStackableHint")}
                    </Typography>
                  }
                />
              </Box>
            </Section>
            <Section title={t("calculate.sections.requester")}>
              <Box sx={grid2}>
                <TextInput meta={fields.contactName} label={t("fields.contactName")} autoComplete="name" />
                <TextInput
                  meta={fields.contactEmail}
                  type="email"
                  label={t("fields.contactEmail")}
                  autoComplete="email"
                />
                <TextInput
                  meta={fields.contactPhone}
                  type="tel"
                  label={t("fields.contactPhone")}
                  autoComplete="tel"
                  helperText={t("calculate.optional")}
                />
                <TextInput
                  meta={fields.companyName}
                  label={t("fields.companyName")}
                  autoComplete="organization"
                  helperText={t("calculate.optional")}
                />
              </Box>
            </Section>
          </Box>
          <Box sx={{ position: { lg: "sticky" }, top: { lg: 96 } }}>
            <Section title={t("figures.title")}>
              <FreightFigures measures={measures} transportType={transportType} />
              <SubmitButton size="large" fullWidth sx={{ mt: 2.5 }} data-testid="freight-submit">
                {t("calculate.submit")}
              </SubmitButton>
              <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 1.5 }}>
                {t("calculate.privacy")}
              </Typography>
            </Section>
          </Box>
        </Box>
      </Form>
    </SiteFrame>
  );
}

function Confirmation({
  number,
  signedIn,
  badges,
  bookmarks,
}: {
  number: string;
  signedIn: boolean;
  badges: Record<string, number>;
  bookmarks: ShellBookmarks;
}) {
  const { t } = useTranslation(["freight", "common"]);
  return (
    <SiteFrame badges={badges} bookmarks={bookmarks}>
      <Card sx={{ maxWidth: 640, mx: "auto", mt: { md: 4 } }}>
        <CardContent sx={{ textAlign: "center", p: { xs: 3, sm: 5 } }}>
          <CheckCircleOutline color="success" sx={{ fontSize: 64 }} aria-hidden />
          <Typography variant="h2" component="h1" sx={{ mt: 1 }}>
            {t("calculate.doneTitle")}
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            {t("calculate.doneNumber")}
          </Typography>
          <Typography
            variant="h3"
            component="p"
            data-testid="freight-number"
            sx={{ mt: 1, fontFamily: "monospace", letterSpacing: 1 }}
          >
            {number}
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 2 }}>
            {t("calculate.doneBody")}
          </Typography>
          <Box sx={{ display: "flex", gap: 1, justifyContent: "center", mt: 3, flexWrap: "wrap" }}>
            <Button component={Link} to="/freight/calculate" variant="contained">
              {t("calculate.another")}
            </Button>
            {signedIn ? (
              <Button component={Link} to="/freight" variant="outlined">
                {t("calculate.toList")}
              </Button>
            ) : (
              <Button component={Link} to="/register" variant="outlined">
                {t("calculate.register")}
              </Button>
            )}
          </Box>
        </CardContent>
      </Card>
    </SiteFrame>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}

export const headers = passRateLimitHeaders;

/**
 * The page visitors ask for a price on loads React on their first move (app/lib/hydrate-on-intent.ts): the
 * form works as server HTML, its fields keep what was typed meanwhile (uncontrolled inputs; the radio group
 * and checkboxes adopt the page's state when they hydrate), and the live figures start from the form's
 * values as React finds them. A phone thus spends nothing on scripts before the page answers. Signed-in users
 * (inside the panel's shell) hydrate after the first paint as before.
 */
export const handle = hydrateOnIntentForVisitors;
