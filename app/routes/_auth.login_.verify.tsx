import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/lib/submission";
import Alert from "@mui/material/Alert";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, Link as RouterLink, data, redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/_auth.login_.verify";
import { AuthCard } from "~/components/AuthCard";
import { SubmitButton, TextInput } from "~/components/forms/fields";
import { requireAnonymous, startSession } from "~/lib/auth/auth.server";
import { env } from "~/lib/env.server";
import { passRateLimitHeaders } from "~/lib/http";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { clearPendingSignIn, readPendingSignIn } from "~/lib/auth/mfa.server";
import { clearCounters, counter, take } from "~/lib/security/rate-limit.server";
import { knownDeviceHeader } from "~/lib/auth/known-device.server";
import { formatWait } from "~/lib/wait";
import { isHttps } from "~/lib/security/origins.server";
import { redirectWithToast } from "~/lib/toast.server";
import { verifySecondFactor } from "~/models/mfa.server";
import { getUserById } from "~/models/users.server";

/** The second step of signing in: a code from the authenticator app, or a recovery code. */
const VerifySchema = z.object({
  code: z.string({ error: "validation.required" }).trim().min(6, "auth:verify.invalid").max(20, "auth:verify.invalid"),
});

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAnonymous(context);
  if (!(await readPendingSignIn(request))) throw redirect("/login");
  return { title: getT(context)("auth:verify.title") };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAnonymous(context);
  const pending = await readPendingSignIn(request);
  if (!pending) throw redirect("/login");
  const submission = parseWithZod(await request.formData(), { schema: VerifySchema });
  if (submission.status !== "success")
    return data({ result: submission.reply({ hideFields: ["code"] }), retryAfter: 0 }, { status: 400 });
  const attempts = [counter("mfa-account", pending.userId)];
  const limit = await take(attempts);
  if (limit.limited) {
    return data(
      {
        result: submission.reply({ formErrors: ["auth:verify.tooMany"], hideFields: ["code"] }),
        retryAfter: limit.retryAfterSeconds,
      },
      { status: 429, headers: limit.headers },
    );
  }
  const user = await getUserById(pending.userId);
  const factor = user?.is_active
    ? await verifySecondFactor(pending.userId, submission.value.code, env().SESSION_SECRET)
    : null;
  if (!user || !factor) {
    return data(
      {
        result: submission.reply({ fieldErrors: { code: ["auth:verify.invalid"] }, hideFields: ["code"] }),
        retryAfter: 0,
      },
      { status: 400, headers: limit.headers },
    );
  }
  await clearCounters(attempts);
  const headers = new Headers();
  headers.append("Set-Cookie", await startSession(request, user));
  headers.append("Set-Cookie", await clearPendingSignIn());
  headers.append("Set-Cookie", await knownDeviceHeader(request, user.email, isHttps(request)));
  const toast =
    factor === "recovery"
      ? ({ type: "warning", key: "auth:verify.recoveryUsed" } as const)
      : { key: "common:messages.loggedIn" };
  return redirectWithToast(request, pending.redirectTo, toast, headers);
}

export default function VerifySignIn({ actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["auth", "common"]);
  const [form, fields] = useForm({
    id: "verify",
    lastResult: actionData?.result,
    constraint: getZodConstraint(VerifySchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: VerifySchema }),
  });
  const formError = form.errors?.[0];
  return (
    <AuthCard title={t("verify.title")} subtitle={t("verify.subtitle")}>
      <Form method="post" {...getFormProps(form)}>
        <Stack spacing={2.25}>
          {formError && (
            <Alert severity="error">
              {t(formError, { wait: formatWait(actionData?.retryAfter ?? 0, i18n.language) })}
            </Alert>
          )}
          <TextInput
            meta={fields.code}
            label={t("verify.code")}
            autoComplete="one-time-code"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the single field of a sign-in step takes the focus: the page exists to fill it
            autoFocus
            secret
            helperText={t("verify.hint")}
            slotProps={{ htmlInput: { inputMode: "text", autoCapitalize: "off", spellCheck: false } }}
          />
          <SubmitButton size="large" fullWidth>
            {t("verify.submit")}
          </SubmitButton>
        </Stack>
      </Form>
      <Typography variant="body2" sx={{ mt: 3, textAlign: "center" }}>
        <Link component={RouterLink} to="/login">
          {t("forgot.backToLogin")}
        </Link>
      </Typography>
    </AuthCard>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}

export const headers = passRateLimitHeaders;
