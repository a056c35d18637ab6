import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, data } from "react-router";
import type { Route } from "./+types/_panel.apps.account-settings";
import { LinkTabs } from "~/components/LinkTabs";
import { PageHeader } from "~/components/PageHeader";
import { Section } from "~/components/Section";
import { DemoField, type FormEcho } from "~/components/demo/invoice/DemoField";
import { requireDemo } from "~/lib/demo.server";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { redirectWithToast } from "~/lib/toast.server";
import { UploadTooLargeError, readFormData, removeUpload, storeImage } from "~/lib/uploads.server";
import {
  CONNECTIONS,
  GeneralBody,
  InfoBody,
  NOTIFICATIONS,
  NotificationsBody,
  SOCIAL_LINKS,
  SocialBody,
  getAccountSettings,
  saveGeneral,
  saveInfo,
  saveNotifications,
  saveSocial,
} from "~/mock/account";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-account"] };

const TABS = ["general", "info", "social", "notifications"] as const;
type Tab = (typeof TABS)[number];

/** The template's account settings (the demo's sample account; the signed-in user's own settings are at /account). */
export function loader({ request, context, url }: Route.LoaderArgs) {
  requireDemo(context, request);
  const raw = url.searchParams.get("tab");
  const tab: Tab = TABS.find((t) => t === raw) ?? "general";
  return { title: getT(context, ["demo-account"])("title"), tab, settings: getAccountSettings() };
}

type Answer = FormEcho & { tab: Tab };

/** Field errors as i18n keys, one per field (the first problem). */
function errorsOf(issues: ReadonlyArray<{ path: PropertyKey[] }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= `demo-account:errors.${String(issue.path[0])}`;
  return errors;
}

export async function action({ request, context }: Route.ActionArgs) {
  requireDemo(context, request);
  let form: FormData;
  try {
    form = await readFormData(request, { maxFiles: 1 });
  } catch (error) {
    if (error instanceof UploadTooLargeError)
      return data<Answer>(
        { values: {}, errors: { avatar: "demo-account:errors.tooLarge" }, tab: "general" },
        { status: 413 },
      );
    throw error;
  }
  const values: Record<string, string> = {};
  for (const [k, v] of form) if (typeof v === "string" && !(k in values)) values[k] = v;
  const tab = TABS.find((t) => t === values.tab);
  if (values.intent !== "save" || !tab) throw data(null, { status: 400 });
  const refuse = (errors: Record<string, string>) => data<Answer>({ values, errors, tab }, { status: 400 });
  const done = () => redirectWithToast(request, `/apps/account-settings?tab=${tab}`, { key: "demo-account:saved" });

  if (tab === "general") {
    const parsed = GeneralBody.safeParse(values);
    const file = form.get("avatar");
    const errors = parsed.success ? {} : errorsOf(parsed.error.issues);
    let avatar: string | undefined;
    if (file instanceof File && file.size > 0 && Object.keys(errors).length === 0) {
      const stored = await storeImage(file);
      if (!stored.ok) errors.avatar = `demo-account:errors.${stored.error}`;
      else avatar = `/uploads/${stored.name}`;
    }
    if (!parsed.success || Object.keys(errors).length > 0) return refuse(errors);
    const previous = getAccountSettings().general.avatar;
    saveGeneral(parsed.data, avatar);
    // The demo account keeps one picture: the one it replaces goes.
    if (avatar && previous.startsWith("/uploads/")) await removeUpload(previous.slice("/uploads/".length));
    return done();
  }
  if (tab === "info") {
    const parsed = InfoBody.safeParse(values);
    if (!parsed.success) return refuse(errorsOf(parsed.error.issues));
    saveInfo(parsed.data);
    return done();
  }
  if (tab === "social") {
    const parsed = SocialBody.safeParse({ ...values, connections: form.getAll("connections") });
    if (!parsed.success) return refuse(errorsOf(parsed.error.issues));
    saveSocial(parsed.data);
    return done();
  }
  const parsed = NotificationsBody.safeParse({ on: form.getAll("on") });
  if (!parsed.success) return refuse({ form: "demo-account:errors.form" });
  saveNotifications(parsed.data);
  return done();
}

export default function AccountSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["demo-account", "common"]);
  const { tab, settings } = loaderData;
  const echo = actionData && actionData.tab === tab ? actionData : null;
  const grid = { display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } } as const;
  const save = (
    <Box>
      <Button type="submit" name="intent" value="save" variant="contained" data-testid="save-settings">
        {t("save")}
      </Button>
    </Box>
  );
  const connections = settings.social.connections as Record<string, { id?: string }>;
  return (
    <>
      <PageHeader title={t("title")} subtitle={t("subtitle")} />
      <LinkTabs
        label={t("tabsLabel")}
        current={tab}
        tabs={TABS.map((v) => ({ value: v, label: t(`tabs.${v}`), to: `?tab=${v}` }))}
      />
      <Box sx={{ mt: 2.5 }}>
        {echo?.errors.form && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {t(echo.errors.form)}
          </Alert>
        )}
        {tab === "general" && (
          <Section title={t("tabs.general")}>
            <Form
              method="post"
              encType="multipart/form-data"
              noValidate
              style={{ display: "grid", gap: 16 }}
              data-testid="settings-form"
            >
              <input type="hidden" name="tab" value="general" />
              <Box sx={{ display: "flex", gap: 2, alignItems: "center", flexWrap: "wrap" }}>
                <Avatar
                  src={settings.general.avatar}
                  alt=""
                  variant="rounded"
                  sx={{ width: 88, height: 88 }}
                  data-testid="avatar"
                />
                <Box>
                  <Typography component="label" htmlFor="f-avatar" sx={{ display: "block", fontWeight: 600, mb: 0.5 }}>
                    {t("fields.avatar")}
                  </Typography>
                  <input
                    id="f-avatar"
                    name="avatar"
                    type="file"
                    accept="image/png,image/jpeg,image/gif,image/webp,image/svg+xml"
                    aria-describedby="avatar-help"
                    aria-invalid={echo?.errors.avatar ? true : undefined}
                  />
                  <FormHelperText id="avatar-help" error={Boolean(echo?.errors.avatar)}>
                    {echo?.errors.avatar ? t(echo.errors.avatar) : t("fields.avatarHint")}
                  </FormHelperText>
                </Box>
              </Box>
              <Box sx={grid}>
                {(["username", "fullName", "email", "company"] as const).map((f) => (
                  <DemoField
                    key={f}
                    name={f}
                    echo={echo}
                    defaultValue={settings.general[f]}
                    label={t(`fields.${f}`)}
                    type={f === "email" ? "email" : "text"}
                  />
                ))}
              </Box>
              {save}
            </Form>
          </Section>
        )}
        {tab === "info" && (
          <Section title={t("tabs.info")}>
            <Form method="post" noValidate style={{ display: "grid", gap: 16 }} data-testid="settings-form">
              <input type="hidden" name="tab" value="info" />
              <DemoField
                name="bio"
                echo={echo}
                defaultValue={settings.info.bio}
                label={t("fields.bio")}
                multiline
                minRows={3}
              />
              <Box sx={grid}>
                <DemoField
                  name="dob"
                  type="date"
                  echo={echo}
                  defaultValue={settings.info.dob}
                  label={t("fields.dob")}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <DemoField
                  name="country"
                  echo={echo}
                  defaultValue={settings.info.country}
                  label={t("fields.country")}
                />
                <DemoField
                  name="website"
                  type="url"
                  echo={echo}
                  defaultValue={settings.info.website}
                  label={t("fields.website")}
                />
                <DemoField
                  name="phone"
                  type="tel"
                  echo={echo}
                  defaultValue={settings.info.phone}
                  label={t("fields.phone")}
                />
              </Box>
              {save}
            </Form>
          </Section>
        )}
        {tab === "social" && (
          <Section title={t("tabs.social")}>
            <Form method="post" noValidate style={{ display: "grid", gap: 16 }} data-testid="settings-form">
              <input type="hidden" name="tab" value="social" />
              <Box sx={grid}>
                {SOCIAL_LINKS.map((k) => (
                  <DemoField
                    key={k}
                    name={k}
                    type="url"
                    echo={echo}
                    defaultValue={settings.social.socialLinks[k]}
                    label={t(`social.${k}`)}
                    placeholder="https://"
                  />
                ))}
              </Box>
              <Typography variant="h6" component="h3">
                {t("social.connections")}
              </Typography>
              <Box sx={{ display: "grid", gap: 0.5 }}>
                {CONNECTIONS.map((c) => (
                  <FormControlLabel
                    key={c}
                    control={<Switch name="connections" value={c} defaultChecked={Boolean(connections[c]?.id)} />}
                    label={
                      connections[c]?.id
                        ? t("social.connectedAs", { service: t(`social.${c}`), id: connections[c].id })
                        : t(`social.${c}`)
                    }
                  />
                ))}
              </Box>
              {save}
            </Form>
          </Section>
        )}
        {tab === "notifications" && (
          <Section title={t("tabs.notifications")}>
            <Form method="post" style={{ display: "grid", gap: 8 }} data-testid="settings-form">
              <input type="hidden" name="tab" value="notifications" />
              {NOTIFICATIONS.map((k) => (
                <FormControlLabel
                  key={k}
                  control={<Switch name="on" value={k} defaultChecked={settings.notification[k]} />}
                  label={t(`notifications.${k}`)}
                />
              ))}
              {save}
            </Form>
          </Section>
        )}
      </Box>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
