import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/lib/submission";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link as RouterLink, data } from "react-router";
import type { Route } from "./+types/_auth.register";
import { AuthCard } from "~/components/AuthCard";
import { Disclosure } from "~/components/Disclosure";
import { useLazyValidation } from "~/components/forms/lazy-validation";
import { CheckboxInput, RadioInput, SelectInput, SubmitButton, TextInput } from "~/components/forms/fields";
import { HOME_COUNTRY, countryOptions } from "~/lib/countries/countries";
import { identityKind } from "~/lib/tax-numbers";
import { useHydrated } from "~/lib/use-hydrated";
import { requireAnonymous, startSession } from "~/lib/auth/auth.server";
import { getLocale, getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { passRateLimitHeaders } from "~/lib/http";
import { counter, take, withLimitHeaders } from "~/lib/security/rate-limit.server";
import { formatWait } from "~/lib/wait";
import { knownDeviceHeader } from "~/lib/auth/known-device.server";
import { CUSTOMER_TYPES } from "~/lib/auth/roles";
import { RegisterSchema } from "~/lib/schemas/account";
import { clientIp, isHttps } from "~/lib/security/origins.server";
import { redirectWithToast } from "~/lib/toast.server";
import { sendEmailLinkMail } from "~/lib/auth/account-mail.server";
import { createEmailToken } from "~/models/password-resets.server";
import { createUser, emailTaken } from "~/models/users.server";

/** The country a registration starts with: the one whose language the visitor reads (Turkey for English). */
const COUNTRY_BY_LANGUAGE: Record<string, string> = { tr: "TR", en: "TR", de: "DE", fr: "FR", pt: "PT" };

export async function loader({ context }: Route.LoaderArgs) {
  requireAnonymous(context);
  return {
    title: getT(context)("auth:register.title"),
    constraint: getZodConstraint(RegisterSchema),
    defaultCountry: COUNTRY_BY_LANGUAGE[getLocale(context)] ?? HOME_COUNTRY,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAnonymous(context);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: RegisterSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), retryAfter: 0 }, { status: 400 });
  }
  const value = submission.value;
  // Every well-formed attempt counts, whether or not the address is taken: the e-mail counter stops
  // probing which addresses have accounts, the address counter stops mass sign-ups.
  const limit = await take([counter("register-address", clientIp(request)), counter("register-email", value.email)]);
  if (limit.limited) {
    return data(
      {
        result: submission.reply({ formErrors: ["auth:register.tooMany"], hideFields: ["password"] }),
        retryAfter: limit.retryAfterSeconds,
      },
      { status: 429, headers: limit.headers },
    );
  }
  if (await emailTaken(value.email)) {
    return data(
      {
        result: submission.reply({ fieldErrors: { email: ["validation.emailTaken"] }, hideFields: ["password"] }),
        retryAfter: 0,
      },
      { status: 400, headers: limit.headers },
    );
  }
  const user = await createUser({
    name: value.name,
    email: value.email,
    password: value.password,
    role: "customer",
    customerType: value.customerType,
    country: value.country,
    taxId: value.taxId,
    companyName: value.customerType === "corporate" ? value.companyName : null,
    phone: value.phone,
    address: value.address,
    permissionSms: Boolean(value.permissionSms),
    permissionMail: Boolean(value.permissionMail),
    locale: getLocale(context),
  });
  // The account works at once; the address counts as the customer's (offers made out to it) once the
  // link in this mail is opened.
  await sendEmailLinkMail(request, user, user.email, await createEmailToken(user.id, "verify", user.email), "verify");
  const headers = withLimitHeaders(new Headers(), limit);
  headers.append("Set-Cookie", await startSession(request, user));
  headers.append("Set-Cookie", await knownDeviceHeader(request, user.email, isHttps(request)));
  return redirectWithToast(request, "/", { key: "auth:register.success" }, headers);
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["auth", "common"]);
  const validation = useLazyValidation("register");
  const [form, fields] = useForm({
    id: "register",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
    defaultValue: { country: loaderData.defaultCountry },
    ...validation,
  });
  const formError = form.errors?.[0];
  const countries = useMemo(() => countryOptions(i18n.language, { first: [HOME_COUNTRY] }), [i18n.language]);
  // Which id is asked follows the type and the country as they are chosen (the server checks the same);
  // without JavaScript the hint names every case.
  const hydrated = useHydrated();
  const chosenType = typeof fields.customerType.value === "string" ? fields.customerType.value : "individual";
  const chosenCountry = typeof fields.country.value === "string" ? fields.country.value : loaderData.defaultCountry;
  const idHint = hydrated ? t(`register.idHints.${identityKind(chosenType, chosenCountry)}`) : t("register.taxIdHint");
  return (
    <AuthCard title={t("register.title")} subtitle={t("register.subtitle")} width={620}>
      <Form method="post" {...getFormProps(form)}>
        <Stack spacing={2.25}>
          {formError && (
            <Alert severity="error">
              {t(formError, { wait: formatWait(actionData?.retryAfter ?? 0, i18n.language) })}
            </Alert>
          )}
          <RadioInput
            meta={fields.customerType}
            label={t("fields.customerType")}
            options={CUSTOMER_TYPES.map((c) => ({ value: c, label: t(`common:customerTypes.${c}`) }))}
          />
          <Box sx={{ display: "grid", gap: 2.25, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
            <TextInput meta={fields.name} label={t("fields.name")} autoComplete="name" />
            <TextInput meta={fields.email} type="email" label={t("fields.email")} autoComplete="email" />
            <TextInput
              meta={fields.password}
              type="password"
              secret
              label={t("fields.password")}
              autoComplete="new-password"
              helperText={t("register.passwordHint")}
            />
            <TextInput meta={fields.phone} type="tel" label={t("fields.phone")} autoComplete="tel" />
            <SelectInput
              meta={fields.country}
              label={t("fields.country")}
              options={countries}
              required
              helperText={t("register.countryHint")}
            />
            <TextInput meta={fields.taxId} label={t("fields.taxId")} helperText={idHint} required />
            <TextInput
              meta={fields.companyName}
              label={t("fields.companyName")}
              autoComplete="organization"
              helperText={t("register.companyHint")}
            />
          </Box>
          <TextInput
            meta={fields.address}
            label={t("fields.address")}
            autoComplete="street-address"
            multiline
            minRows={2}
          />
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
              {t("register.permissionsTitle")}
            </Typography>
            <CheckboxInput meta={fields.permissionMail} label={t("fields.permissionMail")} />
            <CheckboxInput meta={fields.permissionSms} label={t("fields.permissionSms")} />
          </Box>
          <Disclosure summary={t("register.agreementTitle")} testId="membership-agreement">
            {(t("register.agreementBody", { returnObjects: true }) as string[]).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </Disclosure>
          <CheckboxInput meta={fields.acceptMembership} label={t("fields.acceptMembership")} />
          <SubmitButton size="large" fullWidth>
            {t("register.submit")}
          </SubmitButton>
        </Stack>
      </Form>
      <Typography variant="body2" sx={{ mt: 3, textAlign: "center" }}>
        {t("register.haveAccount")}{" "}
        <Link component={RouterLink} to="/login">
          {t("register.loginLink")}
        </Link>
      </Typography>
    </AuthCard>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}

export const headers = passRateLimitHeaders;
