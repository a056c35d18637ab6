import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/lib/submission";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, data, redirect } from "react-router";
import type { Route } from "./+types/_panel.account";
import { PageHeader } from "~/components/PageHeader";
import { Section } from "~/components/Section";
import { CheckboxInput, SubmitButton, TextInput } from "~/components/forms/fields";
import { getAuth, requireAbility, sessionLimits } from "~/lib/auth/auth.server";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { EmailChangeSchema, NotificationsSchema, PasswordChangeSchema, profileSchema } from "~/lib/schemas/account";
import { sendEmailChangeNotice, sendEmailLinkMail } from "~/lib/auth/account-mail.server";
import { passRateLimitHeaders } from "~/lib/http";
import { checkCurrentPassword } from "~/lib/auth/account-limits.server";
import { counter, take, type Verdict } from "~/lib/security/rate-limit.server";
import { formatWait } from "~/lib/wait";
import { createEmailToken, endTokens, pendingEmailChange } from "~/models/password-resets.server";
import { redirectWithToast } from "~/lib/toast.server";
import { listActiveSessions, revokeOwnSession, revokeUserSessions } from "~/models/auth-sessions.server";
import {
  confirmEnrolment,
  disableMfa,
  mfaStatus,
  pendingSecret,
  remainingRecoveryCodes,
  startEnrolment,
} from "~/models/mfa.server";
import { otpauthUri } from "~/lib/auth/totp.server";
import { env } from "~/lib/env.server";
import { MfaConfirmSchema, MfaDisableSchema } from "~/lib/schemas/account";
import { describeUserAgent } from "~/lib/user-agent";
import { formatDateTime } from "~/lib/format";
import {
  emailState,
  emailTaken,
  emailVerifiedAt,
  normaliseEmail,
  setPassword,
  updateNotificationPermissions,
  updateProfile,
} from "~/models/users.server";

/** Account settings: profile info, e-mail address, password change and notification permissions, each its own form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "Account");
  const [sessions, mfa, email] = await Promise.all([
    listActiveSessions(user.id, sessionLimits()),
    mfaStatus(user.id),
    emailState(user.id),
  ]);
  const current = getAuth(context).sessionId;
  const secret = mfa === "pending" ? await pendingSecret(user.id, env().SESSION_SECRET) : null;
  return {
    title: getT(context)("account:title"),
    email: { address: user.email, ...email },
    mfa: {
      status: mfa,
      required: env().ADMIN_MFA === "required" && user.role === "admin",
      secret,
      uri: secret ? otpauthUri(secret, user.email) : null,
      remaining: mfa === "on" ? await remainingRecoveryCodes(user.id) : 0,
    },
    sessions: sessions.map((s) => ({
      id: s.id,
      device: describeUserAgent(s.user_agent),
      ip: s.ip,
      createdAt: s.created_at,
      lastSeenAt: s.last_seen_at,
      current: s.id === current,
    })),
    user: {
      name: user.name,
      email: user.email,
      phone: user.phone ?? "",
      address: user.address ?? "",
      companyName: user.company_name ?? "",
      taxId: user.tax_id ?? "",
      customerType: user.customer_type,
      country: user.country,
      role: user.role,
      permissionSms: user.permission_sms === 1,
      permissionMail: user.permission_mail === 1,
    },
  };
}

function done(request: Request, key: string, limit?: Verdict) {
  return redirectWithToast(request, "/account", { key }, limit?.headers);
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAbility(context, request, "update", "Account");
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "profile") {
    const submission = parseWithZod(formData, { schema: profileSchema(user.customer_type, user.country) });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    await updateProfile(user.id, submission.value);
    return done(request, "account:profile.saved");
  }

  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: PasswordChangeSchema });
    const hide = { hideFields: ["currentPassword", "newPassword", "confirmPassword"] };
    if (submission.status !== "success") return data({ intent, result: submission.reply(hide) }, { status: 400 });
    const { limit, refusal } = await checkPasswordOf(intent, user.id, submission.value.currentPassword, (options) =>
      submission.reply({ ...hide, ...options }),
    );
    if (refusal) return refusal;
    // setPassword also ends every outstanding reset, invitation and e-mail change link.
    await setPassword(user.id, submission.value.newPassword);
    await revokeUserSessions(user.id, getAuth(context).sessionId ?? undefined);
    return done(request, "common:messages.passwordChanged", limit);
  }

  if (intent === "email") {
    const submission = parseWithZod(formData, { schema: EmailChangeSchema });
    const hide = { hideFields: ["currentPassword"] };
    if (submission.status !== "success") return data({ intent, result: submission.reply(hide) }, { status: 400 });
    const { limit, refusal } = await checkPasswordOf(intent, user.id, submission.value.currentPassword, (options) =>
      submission.reply({ ...hide, ...options }),
    );
    if (refusal) return refusal;
    const email = normaliseEmail(submission.value.email);
    if (email === user.email)
      return data(
        { intent, result: submission.reply({ ...hide, fieldErrors: { email: ["account:email.same"] } }) },
        { status: 400, headers: limit.headers },
      );
    // Counted before the check of whether the address is taken, so nobody can probe addresses without bound.
    const mails = await take([counter("account-mail", user.id)]);
    if (mails.limited)
      return tooMany(intent, submission.reply({ ...hide, formErrors: ["account:tooManyMails"] }), mails);
    if (await emailTaken(email, user.id))
      return data(
        { intent, result: submission.reply({ ...hide, fieldErrors: { email: ["validation.emailTaken"] } }) },
        { status: 400, headers: mails.headers },
      );
    // The address changes only when the link mailed to it is opened; the current address hears of it.
    await sendEmailLinkMail(
      request,
      user,
      email,
      await createEmailToken(user.id, "email-change", email),
      "email-change",
    );
    await sendEmailChangeNotice(user, email);
    return done(request, "account:email.sent", mails);
  }

  if (intent === "email-resend" || intent === "verify-resend") {
    const pending = intent === "email-resend" ? await pendingEmailChange(user.id) : null;
    const needed = intent === "email-resend" ? pending !== null : (await emailVerifiedAt(user.id)) === null;
    if (!needed) return redirect("/account", { status: 303 });
    const mails = await take([counter("account-mail", user.id)]);
    if (mails.limited) return tooMany(intent, undefined, mails, "account:tooManyMails");
    if (pending) {
      await sendEmailLinkMail(
        request,
        user,
        pending,
        await createEmailToken(user.id, "email-change", pending),
        "email-change",
      );
    } else {
      await sendEmailLinkMail(
        request,
        user,
        user.email,
        await createEmailToken(user.id, "verify", user.email),
        "verify",
      );
    }
    return done(request, pending ? "account:email.sent" : "account:email.verificationSent", mails);
  }

  if (intent === "email-cancel") {
    await endTokens(user.id, ["email-change"]);
    return done(request, "account:email.cancelled");
  }

  if (intent === "notifications") {
    const submission = parseWithZod(formData, { schema: NotificationsSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    await updateNotificationPermissions(
      user.id,
      Boolean(submission.value.permissionSms),
      Boolean(submission.value.permissionMail),
    );
    return done(request, "account:notifications.saved");
  }

  if (intent === "mfa-start") {
    if ((await mfaStatus(user.id)) === "on") return data({ intent, result: undefined }, { status: 409 });
    await startEnrolment(user.id, env().SESSION_SECRET);
    return redirect("/account#mfa", { status: 303 });
  }

  if (intent === "mfa-cancel") {
    if ((await mfaStatus(user.id)) === "pending") await disableMfa(user.id);
    return redirect("/account#mfa", { status: 303 });
  }

  if (intent === "mfa-confirm") {
    const submission = parseWithZod(formData, { schema: MfaConfirmSchema });
    if (submission.status !== "success")
      return data({ intent, result: submission.reply({ hideFields: ["code"] }) }, { status: 400 });
    const codes = await confirmEnrolment(user.id, submission.value.code, env().SESSION_SECRET);
    if (!codes)
      return data(
        { intent, result: submission.reply({ fieldErrors: { code: ["auth:verify.invalid"] }, hideFields: ["code"] }) },
        { status: 400 },
      );
    return data({ intent, result: submission.reply({ resetForm: true }), recoveryCodes: codes });
  }

  if (intent === "mfa-disable") {
    const submission = parseWithZod(formData, { schema: MfaDisableSchema });
    const hide = { hideFields: ["currentPassword"] };
    if (submission.status !== "success") return data({ intent, result: submission.reply(hide) }, { status: 400 });
    const { refusal } = await checkPasswordOf(intent, user.id, submission.value.currentPassword, (options) =>
      submission.reply({ ...hide, ...options }),
    );
    if (refusal) return refusal;
    if (env().ADMIN_MFA === "required" && user.role === "admin")
      return data(
        { intent, result: submission.reply({ ...hide, formErrors: ["account:mfa.requiredForAdmins"] }) },
        { status: 400 },
      );
    await disableMfa(user.id);
    return done(request, "account:mfa.disabled");
  }

  if (intent === "end-session") {
    const sessionId = String(formData.get("sessionId") ?? "");
    if (!sessionId || !(await revokeOwnSession(user.id, sessionId))) {
      throw data({ error: "not found" }, { status: 404 });
    }
    if (sessionId === getAuth(context).sessionId) return redirect("/login", { status: 303 });
    return done(request, "account:sessions.ended");
  }

  if (intent === "end-other-sessions") {
    await revokeUserSessions(user.id, getAuth(context).sessionId ?? undefined);
    return done(request, "account:sessions.othersEnded");
  }

  return data({ intent: null, result: undefined }, { status: 400 });
}

/** A refused request: 429 with the page again, saying how long to wait (the form keeps what was typed). */
/** The current password a form carries: the answer refusing it (429, or the field's error), or the verdict to pass on. */
async function checkPasswordOf(
  intent: string,
  userId: number,
  password: string,
  reply: (options: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) => SubmissionResult<string[]>,
) {
  const { limit, ok } = await checkCurrentPassword(userId, password);
  if (limit.limited)
    return { limit, refusal: tooMany(intent, reply({ formErrors: ["account:tooManyAttempts"] }), limit) };
  if (ok) return { limit, refusal: null };
  const result = reply({ fieldErrors: { currentPassword: ["validation.currentPasswordWrong"] } });
  return { limit, refusal: data({ intent, result }, { status: 400, headers: limit.headers }) };
}

function tooMany(intent: string, result: SubmissionResult<string[]> | undefined, limit: Verdict, error?: string) {
  return data({ intent, result, error, retryAfter: limit.retryAfterSeconds }, { status: 429, headers: limit.headers });
}

/**
 * The forms start from the saved values; when a save changes them, the screen remounts so every form
 * starts again from the new values (conform keeps its initial values otherwise).
 */
export default function AccountRoute(props: Route.ComponentProps) {
  return <Account key={JSON.stringify(props.loaderData.user)} {...props} />;
}

function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["account", "common"]);
  const user = loaderData.user;
  const profile = profileSchema(user.customerType, user.country);
  const [profileForm, profileFields] = useForm({
    id: "profile-form",
    lastResult: actionData?.intent === "profile" ? actionData.result : undefined,
    constraint: getZodConstraint(profile),
    defaultValue: {
      name: user.name,
      phone: user.phone,
      address: user.address,
      companyName: user.companyName,
      taxId: user.taxId,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profile }),
  });
  const [passwordForm, passwordFields] = useForm({
    id: "password-form",
    lastResult: actionData?.intent === "password" ? actionData.result : undefined,
    constraint: getZodConstraint(PasswordChangeSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PasswordChangeSchema }),
  });
  const [notificationForm, notificationFields] = useForm({
    id: "notifications-form",
    lastResult: actionData?.intent === "notifications" ? actionData.result : undefined,
    defaultValue: {
      permissionSms: user.permissionSms ? "on" : undefined,
      permissionMail: user.permissionMail ? "on" : undefined,
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NotificationsSchema }),
  });
  const isCustomer = user.role === "customer";
  const { i18n } = useTranslation();
  const passwordError = passwordForm.errors?.[0];
  const retryAfter = actionData && "retryAfter" in actionData ? Number(actionData.retryAfter) : 0;

  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", lg: "3fr 2fr" }, alignItems: "start" }}>
        <Section id="profile" titleId="profile-title" title={t("profile.title")} subheader={t("profile.subtitle")}>
          <Form method="post" {...getFormProps(profileForm)}>
            <input type="hidden" name="intent" value="profile" />
            <Box sx={{ display: "grid", gap: 2.25, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
              <TextInput meta={profileFields.name} label={t("common:fields.name")} autoComplete="name" />
              <TextInput meta={profileFields.phone} type="tel" label={t("common:fields.phone")} autoComplete="tel" />
              {isCustomer && (
                <TextInput
                  meta={profileFields.taxId}
                  label={t("common:fields.taxId")}
                  slotProps={{ htmlInput: { inputMode: "numeric" } }}
                />
              )}
              {isCustomer && (
                <TextInput
                  meta={profileFields.companyName}
                  label={t("common:fields.companyName")}
                  autoComplete="organization"
                />
              )}
              <Box sx={{ gridColumn: "1 / -1" }}>
                <TextInput
                  meta={profileFields.address}
                  label={t("common:fields.address")}
                  multiline
                  minRows={2}
                  autoComplete="street-address"
                />
              </Box>
            </Box>
            <Box sx={{ mt: 2.5 }}>
              <SubmitButton busyIntent="profile">{t("common:actions.save")}</SubmitButton>
            </Box>
          </Form>
        </Section>
        <Stack spacing={2.5}>
          <Section
            id="password"
            titleId="password-title"
            title={t("password.title")}
            subheader={t("password.subtitle")}
          >
            <Form method="post" {...getFormProps(passwordForm)}>
              <input type="hidden" name="intent" value="password" />
              <Stack spacing={2.25}>
                {passwordError && (
                  <Alert severity="error" id={passwordForm.errorId}>
                    {t(passwordError, { wait: formatWait(retryAfter, i18n.language) })}
                  </Alert>
                )}
                <TextInput
                  meta={passwordFields.currentPassword}
                  type="password"
                  secret
                  label={t("common:fields.currentPassword")}
                  autoComplete="current-password"
                />
                <TextInput
                  meta={passwordFields.newPassword}
                  type="password"
                  secret
                  label={t("common:fields.newPassword")}
                  autoComplete="new-password"
                />
                <TextInput
                  meta={passwordFields.confirmPassword}
                  type="password"
                  secret
                  label={t("common:fields.confirmPassword")}
                  autoComplete="new-password"
                />
                <Box>
                  <SubmitButton busyIntent="password">{t("password.submit")}</SubmitButton>
                </Box>
              </Stack>
            </Form>
          </Section>
          <Section id="email" titleId="email-title" title={t("email.title")} subheader={t("email.subtitle")}>
            <EmailPanel email={loaderData.email} actionData={actionData} />
          </Section>
          <Section
            id="notifications"
            titleId="notifications-title"
            title={t("notifications.title")}
            subheader={t("notifications.subtitle")}
          >
            <Form method="post" {...getFormProps(notificationForm)}>
              <input type="hidden" name="intent" value="notifications" />
              <Stack>
                <CheckboxInput meta={notificationFields.permissionMail} label={t("common:fields.permissionMail")} />
                <CheckboxInput meta={notificationFields.permissionSms} label={t("common:fields.permissionSms")} />
                <Box sx={{ mt: 1.5 }}>
                  <SubmitButton busyIntent="notifications">{t("common:actions.save")}</SubmitButton>
                </Box>
              </Stack>
            </Form>
          </Section>
        </Stack>
        <Box sx={{ gridColumn: "1 / -1" }}>
          <Section id="mfa" titleId="mfa-title" title={t("mfa.title")} subheader={t("mfa.subtitle")}>
            <MfaPanel mfa={loaderData.mfa} actionData={actionData} />
          </Section>
        </Box>
        <Box sx={{ gridColumn: "1 / -1" }}>
          <Section
            id="sessions"
            titleId="sessions-title"
            title={t("sessions.title")}
            subheader={t("sessions.subtitle")}
          >
            <SessionList sessions={loaderData.sessions} />
          </Section>
        </Box>
      </Box>
    </>
  );
}

/**
 * The account's address: whether it is verified (with a button for a new link), the address waiting for
 * its confirmation link (send again, cancel), and the form to move to another address.
 */
function EmailPanel({
  email,
  actionData,
}: {
  email: Route.ComponentProps["loaderData"]["email"];
  actionData: Route.ComponentProps["actionData"];
}) {
  const { t, i18n } = useTranslation(["account", "common"]);
  const [form, fields] = useForm({
    id: "email-form",
    lastResult: actionData?.intent === "email" ? actionData.result : undefined,
    constraint: getZodConstraint(EmailChangeSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EmailChangeSchema }),
  });
  const wait = formatWait(actionData && "retryAfter" in actionData ? Number(actionData.retryAfter) : 0, i18n.language);
  const formError = form.errors?.[0];
  const buttonError =
    (actionData?.intent === "email-resend" || actionData?.intent === "verify-resend") &&
    "error" in actionData &&
    actionData.error
      ? String(actionData.error)
      : null;
  return (
    <Stack spacing={2.25}>
      <Box>
        <Typography variant="body2" color="textSecondary">
          {t("email.current")}
        </Typography>
        <Typography sx={{ fontWeight: 600, wordBreak: "break-all" }} data-testid="account-email">
          {email.address}{" "}
          <Chip
            component="span"
            size="small"
            color={email.verified ? "success" : "warning"}
            label={t(email.verified ? "email.verified" : "email.unverified")}
            sx={{ ml: 0.5 }}
          />
        </Typography>
      </Box>
      {buttonError && <Alert severity="error">{t(buttonError, { wait })}</Alert>}
      {!email.verified && (
        <Alert
          severity="warning"
          data-testid="email-unverified"
          action={
            <Form method="post">
              <input type="hidden" name="intent" value="verify-resend" />
              <Button type="submit" color="inherit" size="small">
                {t("email.sendVerification")}
              </Button>
            </Form>
          }
        >
          {t("email.unverifiedText")}
        </Alert>
      )}
      {email.pending && (
        <Alert severity="info" data-testid="email-pending">
          {t("email.pendingText", { email: email.pending })}
          <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
            <Form method="post">
              <input type="hidden" name="intent" value="email-resend" />
              <Button type="submit" size="small" variant="outlined">
                {t("email.resend")}
              </Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="email-cancel" />
              <Button type="submit" size="small">
                {t("email.cancel")}
              </Button>
            </Form>
          </Stack>
        </Alert>
      )}
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="email" />
        <Stack spacing={2.25}>
          {formError && (
            <Alert severity="error" id={form.errorId}>
              {t(formError, { wait })}
            </Alert>
          )}
          <TextInput meta={fields.email} type="email" label={t("email.new")} autoComplete="email" />
          <TextInput
            meta={fields.currentPassword}
            type="password"
            secret
            label={t("common:fields.currentPassword")}
            autoComplete="current-password"
          />
          <Typography variant="body2" color="textSecondary">
            {t("email.hint")}
          </Typography>
          <Box>
            <SubmitButton busyIntent="email">{t("email.submit")}</SubmitButton>
          </Box>
        </Stack>
      </Form>
    </Stack>
  );
}

function SessionList({ sessions }: { sessions: Route.ComponentProps["loaderData"]["sessions"] }) {
  const { t, i18n } = useTranslation(["account", "common"]);
  return (
    <>
      <Box component="ul" sx={{ listStyle: "none", m: 0, p: 0 }} data-testid="session-list">
        {sessions.map((s) => (
          <Box
            component="li"
            key={s.id}
            sx={{
              display: "flex",
              flexWrap: "wrap",
              alignItems: "center",
              gap: 2,
              py: 1.25,
              borderBottom: 1,
              borderColor: "divider",
              "&:last-child": { borderBottom: 0 },
            }}
          >
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {s.device ?? t("sessions.unknownDevice")}{" "}
                {s.current && (
                  <Chip component="span" size="small" color="primary" label={t("sessions.current")} sx={{ ml: 1 }} />
                )}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                {t("sessions.started", { date: formatDateTime(s.createdAt, i18n.language) })} ·{" "}
                {t("sessions.lastSeen", { date: formatDateTime(s.lastSeenAt, i18n.language) })}
                {s.ip ? ` · ${s.ip}` : ""}
              </Typography>
            </Box>
            <Form method="post">
              <input type="hidden" name="intent" value="end-session" />
              <input type="hidden" name="sessionId" value={s.id} />
              <Button type="submit" size="small" color="error" variant="outlined">
                {s.current ? t("common:actions.logout") : t("sessions.end")}
              </Button>
            </Form>
          </Box>
        ))}
      </Box>
      {sessions.length > 1 && (
        <Form method="post" style={{ marginTop: 16 }}>
          <input type="hidden" name="intent" value="end-other-sessions" />
          <Button type="submit" color="error">
            {t("sessions.endOthers")}
          </Button>
        </Form>
      )}
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}

function MfaPanel({
  mfa,
  actionData,
}: {
  mfa: Route.ComponentProps["loaderData"]["mfa"];
  actionData: Route.ComponentProps["actionData"];
}) {
  const { t, i18n } = useTranslation(["account", "common"]);
  const [confirmForm, confirmFields] = useForm({
    id: "mfa-confirm-form",
    lastResult: actionData?.intent === "mfa-confirm" ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MfaConfirmSchema }),
  });
  const [disableForm, disableFields] = useForm({
    id: "mfa-disable-form",
    lastResult: actionData?.intent === "mfa-disable" ? actionData.result : undefined,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: MfaDisableSchema }),
  });
  const codes = actionData && "recoveryCodes" in actionData ? (actionData.recoveryCodes as string[]) : null;
  if (codes) {
    return (
      <Stack spacing={2} data-testid="recovery-codes">
        <Alert severity="success">{t("mfa.enabled")}</Alert>
        <Typography>{t("mfa.codesIntro")}</Typography>
        <Box
          component="ul"
          sx={{
            display: "grid",
            gridTemplateColumns: { xs: "1fr 1fr", sm: "repeat(5, 1fr)" },
            gap: 1,
            p: 0,
            m: 0,
            listStyle: "none",
            fontFamily: "monospace",
            fontSize: 16,
          }}
        >
          {codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </Box>
      </Stack>
    );
  }
  if (mfa.status === "on") {
    const formError = disableForm.errors?.[0];
    return (
      <Stack spacing={2}>
        <Alert severity="success" data-testid="mfa-on">
          {t("mfa.isOn", { n: mfa.remaining })}
        </Alert>
        {!mfa.required && (
          <Form method="post" {...getFormProps(disableForm)}>
            <input type="hidden" name="intent" value="mfa-disable" />
            <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-start" } }}>
              {formError && (
                <Alert severity="error">
                  {t(formError, {
                    wait: formatWait(
                      actionData && "retryAfter" in actionData ? Number(actionData.retryAfter) : 0,
                      i18n.language,
                    ),
                  })}
                </Alert>
              )}
              <TextInput
                meta={disableFields.currentPassword}
                type="password"
                secret
                label={t("common:fields.currentPassword")}
                autoComplete="current-password"
                sx={{ maxWidth: 320 }}
              />
              <SubmitButton busyIntent="mfa-disable" color="error" variant="outlined">
                {t("mfa.disable")}
              </SubmitButton>
            </Stack>
          </Form>
        )}
      </Stack>
    );
  }
  if (mfa.status === "pending" && mfa.secret) {
    return (
      <Stack spacing={2}>
        <Typography>{t("mfa.scan")}</Typography>
        <Box
          sx={{
            fontFamily: "monospace",
            fontSize: 18,
            letterSpacing: 1,
            p: 1.5,
            borderRadius: 1,
            bgcolor: "action.hover",
            wordBreak: "break-all",
          }}
          data-testid="mfa-secret"
        >
          {mfa.secret.match(/.{1,4}/g)?.join(" ")}
        </Box>
        {mfa.uri && (
          <Typography variant="body2">
            <Box component="a" href={mfa.uri} sx={{ color: "primary.main" }}>
              {t("mfa.openApp")}
            </Box>
          </Typography>
        )}
        <Form method="post" {...getFormProps(confirmForm)}>
          <input type="hidden" name="intent" value="mfa-confirm" />
          <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-start" } }}>
            <TextInput
              meta={confirmFields.code}
              label={t("mfa.code")}
              autoComplete="one-time-code"
              secret
              sx={{ maxWidth: 220 }}
              slotProps={{ htmlInput: { inputMode: "numeric" } }}
            />
            <SubmitButton busyIntent="mfa-confirm">{t("mfa.confirm")}</SubmitButton>
          </Stack>
        </Form>
        <Form method="post">
          <input type="hidden" name="intent" value="mfa-cancel" />
          <Button type="submit" size="small">
            {t("common:actions.cancel")}
          </Button>
        </Form>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
      {mfa.required && (
        <Alert severity="warning" data-testid="mfa-required">
          {t("mfa.requiredForAdmins")}
        </Alert>
      )}
      <Typography color="textSecondary">{t("mfa.offText")}</Typography>
      <Form method="post">
        <input type="hidden" name="intent" value="mfa-start" />
        <Button type="submit" variant="contained" data-testid="mfa-start">
          {t("mfa.start")}
        </Button>
      </Form>
    </Stack>
  );
}

export const headers = passRateLimitHeaders;
