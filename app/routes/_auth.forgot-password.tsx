import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/lib/submission";
import Alert from "@mui/material/Alert";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Form, Link as RouterLink, data } from "react-router";
import type { Route } from "./+types/_auth.forgot-password";
import { AuthCard } from "~/components/AuthCard";
import { useLazyValidation } from "~/components/forms/lazy-validation";
import { SubmitButton, TextInput } from "~/components/forms/fields";
import { sendPasswordResetMail } from "~/lib/auth/account-mail.server";
import { requireAnonymous } from "~/lib/auth/auth.server";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { passRateLimitHeaders } from "~/lib/http";
import { useHydrated } from "~/lib/use-hydrated";
import { counter, policy, take } from "~/lib/security/rate-limit.server";
import { formatWait } from "~/lib/wait";
import { ForgotPasswordSchema } from "~/lib/schemas/account";
import { clientIp } from "~/lib/security/origins.server";
import { createResetToken } from "~/models/password-resets.server";
import { findUserByEmail } from "~/models/users.server";

export async function loader({ context }: Route.LoaderArgs) {
  requireAnonymous(context);
  return { title: getT(context)("auth:forgot.title"), constraint: getZodConstraint(ForgotPasswordSchema) };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAnonymous(context);
  const submission = parseWithZod(await request.formData(), { schema: ForgotPasswordSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), sent: false, waitSeconds: 0 }, { status: 400 });
  }
  const email = submission.value.email.toLowerCase();
  // Whether or not the address has an account (the answer must not tell): one link per address every
  // 30 seconds and five an hour (nobody can flood a mailbox), and a limit per client address.
  const limit = await take([
    counter("forgot-resend", email),
    counter("forgot-account", email),
    counter("forgot-address", clientIp(request)),
  ]);
  if (limit.limited) {
    return data(
      {
        result: submission.reply({ formErrors: ["auth:forgot.wait"] }),
        sent: true,
        waitSeconds: limit.retryAfterSeconds,
      },
      { status: 429, headers: limit.headers },
    );
  }
  const user = await findUserByEmail(email);
  if (user?.is_active) {
    const token = await createResetToken(user.id);
    await sendPasswordResetMail(request, user, token);
  }
  return data(
    { result: submission.reply(), sent: true, waitSeconds: Math.ceil(policy("forgot-resend").windowMs / 1000) },
    { headers: limit.headers },
  );
}

function useCountdown(seconds: number, key: unknown) {
  const [left, setLeft] = useState(seconds);
  // A new answer starts the count again (React's "previous render" pattern, no effect needed for it).
  const [counting, setCounting] = useState({ seconds, key });
  if (counting.seconds !== seconds || counting.key !== key) {
    setCounting({ seconds, key });
    setLeft(seconds);
  }
  useEffect(() => {
    if (seconds <= 0) return;
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - started) / 1000));
      setLeft(remaining);
      if (remaining === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, key]);
  return left;
}

export default function ForgotPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["auth", "common"]);
  const validation = useLazyValidation("forgotPassword", "onBlur");
  const [form, fields] = useForm({
    id: "forgot",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
    ...validation,
  });
  const hydrated = useHydrated();
  const left = useCountdown(actionData?.waitSeconds ?? 0, actionData);
  const sent = actionData?.sent;
  const formError = form.errors?.[0];
  return (
    <AuthCard title={t("forgot.title")} subtitle={t("forgot.subtitle")}>
      <Form method="post" {...getFormProps(form)}>
        <Stack spacing={2.25}>
          {sent && !formError && (
            <Alert severity="success" data-testid="forgot-sent">
              {t("common:messages.resetRequestSent")}
            </Alert>
          )}
          {formError && (
            <Alert severity="warning">
              {t(formError, { wait: formatWait(actionData?.waitSeconds ?? 0, i18n.language) })}
            </Alert>
          )}
          <TextInput
            meta={fields.email}
            type="email"
            label={t("fields.email")}
            autoComplete="email"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the single field of a sign-in step takes the focus: the page exists to fill it
            autoFocus={!sent}
          />
          <SubmitButton size="large" fullWidth disabled={hydrated && sent && left > 0} data-testid="forgot-submit">
            {sent
              ? hydrated && left > 0
                ? t("forgot.resendIn", { seconds: left })
                : t("forgot.resend")
              : t("forgot.submit")}
          </SubmitButton>
          {sent && (
            <Typography variant="body2" color="textSecondary">
              {t("forgot.resendHint", { seconds: 30 })}
            </Typography>
          )}
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
