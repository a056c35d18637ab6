import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/lib/submission";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, Link as RouterLink, data, redirect } from "react-router";
import type { Route } from "./+types/_auth.login";
import { AuthCard } from "~/components/AuthCard";
import { useLazyValidation } from "~/components/forms/lazy-validation";
import { SubmitButton, TextInput } from "~/components/forms/fields";
import { getAuthenticator, requireAnonymous, safeRedirect, startSession } from "~/lib/auth/auth.server";
import { take, withLimitHeaders } from "~/lib/security/rate-limit.server";
import { loginCounters, passwordAccepted } from "~/lib/auth/login-limits.server";
import { knownDeviceHeader } from "~/lib/auth/known-device.server";
import { formatWait } from "~/lib/wait";
import { LoginSchema } from "~/lib/schemas/account";
import { isHttps } from "~/lib/security/origins.server";
import { redirectWithToast } from "~/lib/toast.server";
import { getT, languageOnSignIn } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { passRateLimitHeaders } from "~/lib/http";
import { DEMO_ACCOUNTS } from "~/models/seed/foundation";
import { mfaStatus } from "~/models/mfa.server";
import { pendingSignInHeader } from "~/lib/auth/mfa.server";

export async function loader({ url, context }: Route.LoaderArgs) {
  requireAnonymous(context);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "");
  const t = getT(context, ["auth"]);
  return {
    redirectTo,
    demoAccounts: DEMO_ACCOUNTS.map((a) => a.email),
    title: t("login.title"),
    constraint: getZodConstraint(LoginSchema),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  requireAnonymous(context);
  const formData = await request.clone().formData();
  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), retryAfter: 0 }, { status: 400 });
  }
  const email = submission.value.email.toLowerCase();
  const counters = await loginCounters(request, email);
  const limit = await take(counters);
  if (limit.limited) {
    return data(
      {
        result: submission.reply({ formErrors: ["auth:login.tooManyAttempts"], hideFields: ["password"] }),
        retryAfter: limit.retryAfterSeconds,
      },
      { status: 429, headers: limit.headers },
    );
  }
  let user;
  try {
    user = await getAuthenticator().authenticate("form", request);
  } catch {
    return data(
      { result: submission.reply({ formErrors: ["auth:login.invalid"], hideFields: ["password"] }), retryAfter: 0 },
      { status: 400, headers: limit.headers },
    );
  }
  await passwordAccepted(counters);
  const language = await languageOnSignIn(url, request, user);
  if ((await mfaStatus(user.id)) === "on") {
    // The password was right; the session starts only after the second factor.
    const pending = await pendingSignInHeader(user.id, safeRedirect(submission.value.redirectTo), isHttps(request));
    const headers = withLimitHeaders(new Headers({ "Set-Cookie": pending }), limit);
    if (language) headers.append("Set-Cookie", language);
    return redirect("/login/verify", { status: 303, headers });
  }
  const headers = withLimitHeaders(new Headers(), limit);
  if (language) headers.append("Set-Cookie", language);
  headers.append("Set-Cookie", await startSession(request, user));
  headers.append("Set-Cookie", await knownDeviceHeader(request, user.email, isHttps(request)));
  return redirectWithToast(
    request,
    safeRedirect(submission.value.redirectTo),
    { key: "common:messages.loggedIn" },
    headers,
  );
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["auth", "common"]);
  const validation = useLazyValidation("login");
  const [form, fields] = useForm({
    id: "login",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
    defaultValue: { redirectTo: loaderData.redirectTo },
    ...validation,
  });
  const formError = form.errors?.[0];
  return (
    <AuthCard title={t("login.title")} subtitle={t("login.subtitle")}>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <Stack spacing={2.25}>
          {formError && (
            <Alert severity="error" id={form.errorId} data-testid="form-error">
              {t(formError, { wait: formatWait(actionData?.retryAfter ?? 0, i18n.language) })}
            </Alert>
          )}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the single field of a sign-in step takes the focus: the page exists to fill it */}
          <TextInput meta={fields.email} type="email" label={t("fields.email")} autoComplete="email" autoFocus />
          <TextInput
            meta={fields.password}
            type="password"
            secret
            label={t("fields.password")}
            autoComplete="current-password"
          />
          <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
            <Link component={RouterLink} to="/forgot-password" variant="body2">
              {t("login.forgot")}
            </Link>
          </Box>
          <SubmitButton size="large" fullWidth>
            {t("login.submit")}
          </SubmitButton>
        </Stack>
      </Form>
      <Typography variant="body2" sx={{ mt: 3, textAlign: "center" }}>
        {t("login.noAccount")}{" "}
        <Link component={RouterLink} to="/register">
          {t("login.registerLink")}
        </Link>
      </Typography>
      <Divider sx={{ my: 3 }} />
      <Alert severity="info" variant="outlined" sx={{ "& .MuiAlert-message": { width: "100%" } }}>
        <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
          {t("login.demoTitle")}
        </Typography>
        <Typography variant="body2" component="div" sx={{ fontFamily: "monospace", fontSize: 12.5 }}>
          {loaderData.demoAccounts.join(" · ")}
          <br />
          {t("login.demoPassword")}: Demo1234!
        </Typography>
      </Alert>
    </AuthCard>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}

export const headers = passRateLimitHeaders;
