import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/lib/submission";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link as RouterLink, data, useNavigate } from "react-router";
import type { Route } from "./+types/_auth.reset-password";
import { AuthCard } from "~/components/AuthCard";
import { useLazyValidation } from "~/components/forms/lazy-validation";
import { SubmitButton, TextInput } from "~/components/forms/fields";
import { startSession } from "~/lib/auth/auth.server";
import { pendingSignInHeader } from "~/lib/auth/mfa.server";
import { mfaStatus } from "~/models/mfa.server";
import { knownDeviceHeader } from "~/lib/auth/known-device.server";
import { clearCounters, counter } from "~/lib/security/rate-limit.server";
import { isHttps } from "~/lib/security/origins.server";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { ResetPasswordSchema } from "~/lib/schemas/account";
import { revokeUserSessions } from "~/models/auth-sessions.server";
import { consumeResetToken, inspectResetToken } from "~/models/password-resets.server";
import { getUserById, markEmailVerified, setPassword } from "~/models/users.server";

const REDIRECT_SECONDS = 3;

export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const state = await inspectResetToken(token);
  return {
    token: state.status === "valid" ? token : "",
    status: state.status,
    title: getT(context)("auth:reset.title"),
    constraint: getZodConstraint(ResetPasswordSchema),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: ResetPasswordSchema });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ hideFields: ["password", "confirmPassword"] }), done: false },
      { status: 400 },
    );
  }
  const userId = await consumeResetToken(submission.value.token);
  const user = userId ? await getUserById(userId) : undefined;
  if (!user || !user.is_active) {
    return data(
      {
        result: submission.reply({
          formErrors: ["auth:reset.invalidToken"],
          hideFields: ["password", "confirmPassword"],
        }),
        done: false,
      },
      { status: 400 },
    );
  }
  await setPassword(user.id, submission.value.password);
  await revokeUserSessions(user.id);
  // The link was mailed to the account's address (a change of address ends outstanding links), so
  // opening it proves the address, as an invitation does.
  await markEmailVerified(user.id, user.email);
  // The owner proved they hold the mailbox: strangers' failed guesses at the old password no longer
  // close the account to other browsers, and this browser becomes a known device.
  await clearCounters([counter("login-account", user.email)]);
  const headers = new Headers();
  headers.append("Set-Cookie", await knownDeviceHeader(request, user.email, isHttps(request)));
  if ((await mfaStatus(user.id)) === "on") {
    // The mailbox is one factor only: with two-factor sign-in on, the session starts after the code.
    headers.append("Set-Cookie", await pendingSignInHeader(user.id, "/", isHttps(request)));
    return data({ result: submission.reply({ resetForm: true }), done: true, next: "/login/verify" }, { headers });
  }
  headers.append("Set-Cookie", await startSession(request, user));
  return data({ result: submission.reply({ resetForm: true }), done: true, next: "/" }, { headers });
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "common"]);
  const navigate = useNavigate();
  const validation = useLazyValidation("resetPassword");
  const [form, fields] = useForm({
    id: "reset",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
    ...validation,
  });
  const done = actionData?.done;
  const next: string =
    actionData && "next" in actionData && typeof actionData.next === "string" ? actionData.next : "/";
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate(next, { replace: true }), REDIRECT_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [done, next, navigate]);

  if (done) {
    return (
      <AuthCard title={t("reset.title")}>
        {/* Without JavaScript the browser follows this refresh; with it, the effect above navigates. */}
        <meta httpEquiv="refresh" content={`${REDIRECT_SECONDS};url=${next}`} />
        <Stack spacing={2}>
          <Alert severity="success" data-testid="reset-done">
            {t("common:messages.passwordChanged")}
          </Alert>
          <Alert severity="info">{t("common:messages.redirectingHome")}</Alert>
          <Button component={RouterLink} to={next} variant="contained">
            {t("common:actions.backHome")}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  if (!loaderData.token && !actionData) {
    return (
      <AuthCard title={t("reset.title")}>
        <Stack spacing={2}>
          <Alert severity="error" data-testid="reset-invalid">
            {t(`reset.status.${loaderData.status === "valid" ? "invalid" : loaderData.status}`)}
          </Alert>
          <Button component={RouterLink} to="/forgot-password" variant="contained">
            {t("reset.requestNew")}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const formError = form.errors?.[0];
  return (
    <AuthCard title={t("reset.title")} subtitle={t("reset.subtitle")}>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="token" value={loaderData.token} />
        <Stack spacing={2.25}>
          {formError && (
            <Alert
              severity="error"
              action={
                <Button component={RouterLink} to="/forgot-password" color="inherit" size="small">
                  {t("reset.requestNew")}
                </Button>
              }
            >
              {t(formError)}
            </Alert>
          )}
          <TextInput
            meta={fields.password}
            type="password"
            secret
            label={t("fields.newPassword")}
            autoComplete="new-password"
            helperText={t("register.passwordHint")}
          />
          <TextInput
            meta={fields.confirmPassword}
            type="password"
            secret
            label={t("fields.confirmPassword")}
            autoComplete="new-password"
          />
          <SubmitButton size="large" fullWidth>
            {t("reset.submit")}
          </SubmitButton>
        </Stack>
      </Form>
    </AuthCard>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
