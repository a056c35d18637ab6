import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import CardHeader from "@mui/material/CardHeader";
import Stack from "@mui/material/Stack";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, data, redirect } from "react-router";
import type { Route } from "./+types/_panel.account";
import { PageHeader } from "~/components/PageHeader";
import { CheckboxInput, SubmitButton, TextInput } from "~/components/forms/fields";
import { getAuth, requireAbility, sessionLimits } from "~/lib/auth.server";
import { getI18n } from "~/lib/i18n.server";
import { titleMeta } from "~/lib/meta";
import { NotificationsSchema, PasswordChangeSchema, profileSchema } from "~/lib/schemas/account";
import { isHttps } from "~/lib/security.server";
import { toastHeader } from "~/lib/toast.server";
import { listActiveSessions, revokeOwnSession, revokeUserSessions } from "~/models/auth-sessions.server";
import { describeUserAgent } from "~/lib/user-agent";
import { formatDateTime } from "~/lib/format";
import { checkPassword, emailTaken, setPassword, updateNotificationPermissions, updateProfile } from "~/models/users.server";

/** Account settings: profile info, password change and notification permissions, each its own form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "Account");
  const sessions = await listActiveSessions(user.id, sessionLimits());
  const current = getAuth(context).sessionId;
  return {
    title: getI18n(context).t("account:title"),
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
      role: user.role,
      permissionSms: user.permission_sms === 1,
      permissionMail: user.permission_mail === 1,
    },
  };
}

async function done(request: Request, key: string) {
  return redirect("/account", { status: 303, headers: { "Set-Cookie": await toastHeader({ type: "success", key }, isHttps(request)) } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = requireAbility(context, request, "update", "Account");
  const formData = await request.formData();
  const intent = formData.get("intent");

  if (intent === "profile") {
    const submission = parseWithZod(formData, { schema: profileSchema(user.customer_type) });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    if (await emailTaken(submission.value.email, user.id)) {
      return data({ intent, result: submission.reply({ fieldErrors: { email: ["validation.emailTaken"] } }) }, { status: 400 });
    }
    await updateProfile(user.id, submission.value);
    return done(request, "account:profile.saved");
  }

  if (intent === "password") {
    const submission = parseWithZod(formData, { schema: PasswordChangeSchema });
    const hide = { hideFields: ["currentPassword", "newPassword", "confirmPassword"] };
    if (submission.status !== "success") return data({ intent, result: submission.reply(hide) }, { status: 400 });
    if (!(await checkPassword(user.id, submission.value.currentPassword))) {
      return data({ intent, result: submission.reply({ ...hide, fieldErrors: { currentPassword: ["validation.currentPasswordWrong"] } }) }, { status: 400 });
    }
    await setPassword(user.id, submission.value.newPassword);
    await revokeUserSessions(user.id, getAuth(context).sessionId ?? undefined);
    return done(request, "common:messages.passwordChanged");
  }

  if (intent === "notifications") {
    const submission = parseWithZod(formData, { schema: NotificationsSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    await updateNotificationPermissions(user.id, Boolean(submission.value.permissionSms), Boolean(submission.value.permissionMail));
    return done(request, "account:notifications.saved");
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

function Section({ id, title, subheader, children }: { id: string; title: string; subheader: string; children: React.ReactNode }) {
  return (
    <Card id={id} component="section" aria-labelledby={`${id}-title`}>
      <CardHeader title={title} subheader={subheader} slotProps={{ title: { variant: "h4", component: "h2", id: `${id}-title` } }} />
      <CardContent sx={{ pt: 0 }}>{children}</CardContent>
    </Card>
  );
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["account", "common"]);
  const user = loaderData.user;
  const profile = profileSchema(user.customerType);
  const [profileForm, profileFields] = useForm({
    id: "profile-form",
    lastResult: actionData?.intent === "profile" ? actionData.result : undefined,
    constraint: getZodConstraint(profile),
    defaultValue: { name: user.name, email: user.email, phone: user.phone, address: user.address, companyName: user.companyName, taxId: user.taxId },
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
    defaultValue: { permissionSms: user.permissionSms ? "on" : undefined, permissionMail: user.permissionMail ? "on" : undefined },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NotificationsSchema }),
  });
  const isCustomer = user.role === "customer";

  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", lg: "3fr 2fr" }, alignItems: "start" }}>
        <Section id="profile" title={t("profile.title")} subheader={t("profile.subtitle")}>
          <Form method="post" {...getFormProps(profileForm)}>
            <input type="hidden" name="intent" value="profile" />
            <Box sx={{ display: "grid", gap: 2.25, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
              <TextInput meta={profileFields.name} label={t("common:fields.name")} autoComplete="name" />
              <TextInput meta={profileFields.email} type="email" label={t("common:fields.email")} autoComplete="email" />
              <TextInput meta={profileFields.phone} type="tel" label={t("common:fields.phone")} autoComplete="tel" />
              {isCustomer && <TextInput meta={profileFields.taxId} label={t("common:fields.taxId")} slotProps={{ htmlInput: { inputMode: "numeric" } }} />}
              {isCustomer && <TextInput meta={profileFields.companyName} label={t("common:fields.companyName")} autoComplete="organization" />}
              <Box sx={{ gridColumn: "1 / -1" }}>
                <TextInput meta={profileFields.address} label={t("common:fields.address")} multiline minRows={2} autoComplete="street-address" />
              </Box>
            </Box>
            <Box sx={{ mt: 2.5 }}>
              <SubmitButton busyIntent="profile">{t("common:actions.save")}</SubmitButton>
            </Box>
          </Form>
        </Section>
        <Stack spacing={2.5}>
          <Section id="password" title={t("password.title")} subheader={t("password.subtitle")}>
            <Form method="post" {...getFormProps(passwordForm)}>
              <input type="hidden" name="intent" value="password" />
              <Stack spacing={2.25}>
                <TextInput meta={passwordFields.currentPassword} type="password" secret label={t("common:fields.currentPassword")} autoComplete="current-password" />
                <TextInput meta={passwordFields.newPassword} type="password" secret label={t("common:fields.newPassword")} autoComplete="new-password" />
                <TextInput meta={passwordFields.confirmPassword} type="password" secret label={t("common:fields.confirmPassword")} autoComplete="new-password" />
                <Box>
                  <SubmitButton busyIntent="password">{t("password.submit")}</SubmitButton>
                </Box>
              </Stack>
            </Form>
          </Section>
          <Section id="notifications" title={t("notifications.title")} subheader={t("notifications.subtitle")}>
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
          <Section id="sessions" title={t("sessions.title")} subheader={t("sessions.subtitle")}>
            <SessionList sessions={loaderData.sessions} />
          </Section>
        </Box>
      </Box>
    </>
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
            sx={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: 2, py: 1.25, borderBottom: 1, borderColor: "divider", "&:last-child": { borderBottom: 0 } }}
          >
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {s.device ?? t("sessions.unknownDevice")} {s.current && <Chip size="small" color="primary" label={t("sessions.current")} sx={{ ml: 1 }} />}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {t("sessions.started", { date: formatDateTime(s.createdAt, i18n.language) })} · {t("sessions.lastSeen", { date: formatDateTime(s.lastSeenAt, i18n.language) })}
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
