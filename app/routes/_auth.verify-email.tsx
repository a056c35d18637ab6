import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useTranslation } from "react-i18next";
import { Form, Link as RouterLink, data } from "react-router";
import type { Route } from "./+types/_auth.verify-email";
import { AuthCard } from "~/components/AuthCard";
import { SubmitButton } from "~/components/forms/fields";
import { getOptionalUser } from "~/lib/auth/auth.server";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { inspectToken } from "~/models/password-resets.server";
import { confirmEmail } from "~/models/users.server";

/**
 * The link of a verification or e-mail change mail. Opening it (GET) only shows the address; the button
 * confirms (POST), so a mail scanner that follows links changes nothing. Works signed in or not: the
 * link itself is the proof.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get("token") ?? "";
  const state = await inspectToken(token, ["verify", "email-change"]);
  return {
    title: getT(context)("auth:confirmEmail.title"),
    token: state.status === "valid" ? token : "",
    status: state.status,
    purpose: state.status === "valid" ? state.purpose : null,
    email: state.status === "valid" ? state.email : null,
    signedIn: getOptionalUser(context) !== null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const token = form.get("token");
  const result = await confirmEmail(typeof token === "string" ? token : "");
  if (!result.ok)
    return data(
      {
        done: false as const,
        error: result.reason === "taken" ? "auth:confirmEmail.taken" : "auth:confirmEmail.status.invalid",
      },
      { status: 400 },
    );
  return { done: true as const, purpose: result.purpose, email: result.email };
}

export default function VerifyEmail({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["auth", "common"]);
  const next = loaderData.signedIn ? "/account" : "/login";
  const nextLabel = loaderData.signedIn ? t("confirmEmail.toAccount") : t("confirmEmail.toLogin");
  if (actionData?.done) {
    return (
      <AuthCard title={t("confirmEmail.title")}>
        <Stack spacing={2}>
          <Alert severity="success" data-testid="email-confirmed">
            {t(actionData.purpose === "verify" ? "confirmEmail.verified" : "confirmEmail.changed", {
              email: actionData.email,
            })}
          </Alert>
          <Button component={RouterLink} to={next} variant="contained">
            {nextLabel}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  const error = actionData && !actionData.done ? actionData.error : null;
  if (error || !loaderData.token) {
    return (
      <AuthCard title={t("confirmEmail.title")}>
        <Stack spacing={2}>
          <Alert severity="error" data-testid="email-link-invalid">
            {error
              ? t(error)
              : t(`confirmEmail.status.${loaderData.status === "valid" ? "invalid" : loaderData.status}`)}
          </Alert>
          <Button component={RouterLink} to={next} variant="contained">
            {nextLabel}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard
      title={t("confirmEmail.title")}
      subtitle={t(loaderData.purpose === "verify" ? "confirmEmail.verifyText" : "confirmEmail.changeText", {
        email: loaderData.email,
      })}
    >
      <Form method="post">
        <input type="hidden" name="token" value={loaderData.token} />
        <SubmitButton size="large" fullWidth data-testid="confirm-email">
          {t("confirmEmail.submit")}
        </SubmitButton>
      </Form>
    </AuthCard>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
