import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { parseWithZod } from "~/lib/submission";
import MailOutline from "@mui/icons-material/MailOutlined";
import PhoneOutlined from "@mui/icons-material/PhoneOutlined";
import PlaceOutlined from "@mui/icons-material/PlaceOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, data, useSearchParams } from "react-router";
import type { Route } from "./+types/contact";
import { Honeypot } from "~/components/forms/Honeypot";
import { useLazyValidation } from "~/components/forms/lazy-validation";
import { SubmitButton, TextInput } from "~/components/forms/fields";
import { SiteFrame } from "~/components/layout/PublicFrame";
import { getOptionalUser } from "~/lib/auth/auth.server";
import { isHoneypotFilled } from "~/lib/security/honeypot";
import { getLocale, getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { signedInShellData } from "~/lib/signed-in-shell.server";
import { counter, take, withLimitHeaders, type Verdict } from "~/lib/security/rate-limit.server";
import { passRateLimitHeaders } from "~/lib/http";
import { formatWait } from "~/lib/wait";
import { ContactSchema } from "~/lib/schemas/contact";
import { clientIp } from "~/lib/security/origins.server";
import { redirectWithToast } from "~/lib/toast.server";
import { createContactMessage } from "~/models/contacts.server";
import { companyHeader } from "~/models/offers.server";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";

/**
 * The public contact form: anyone may write; messages land in the admins' contacts inbox. Limited per
 * signed-in account, or for visitors per address.
 */

export async function loader({ context }: Route.LoaderArgs) {
  const user = getOptionalUser(context);
  const [company, shell] = await Promise.all([companyHeader(), signedInShellData(context)]);
  return {
    title: getT(context)("contacts:public.title"),
    constraint: getZodConstraint(ContactSchema),
    ...shell,
    company: company ?? null,
    defaults: user
      ? { name: user.name, email: user.email, phone: user.phone ?? "" }
      : { name: "", email: "", phone: "" },
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const sent = async (limit?: Verdict) => {
    return redirectWithToast(
      request,
      "/contact?sent=1",
      { key: "contacts:public.sent" },
      limit ? withLimitHeaders(new Headers(), limit) : undefined,
    );
  };
  if (isHoneypotFilled(formData)) return sent();
  const submission = parseWithZod(formData, { schema: ContactSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), retryAfter: 0 }, { status: 400 });
  const ip = clientIp(request);
  const user = getOptionalUser(context);
  const limit = await take([user ? counter("contact-account", user.id) : counter("contact-address", ip)]);
  if (limit.limited) {
    return data(
      { result: submission.reply({ formErrors: ["contacts:public.tooMany"] }), retryAfter: limit.retryAfterSeconds },
      { status: 429, headers: limit.headers },
    );
  }
  await createContactMessage({ ...submission.value, userId: user?.id ?? null, ip, locale: getLocale(context) });
  return sent(limit);
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["contacts", "common"]);
  const [params] = useSearchParams();
  const validation = useLazyValidation("contact");
  const [form, fields] = useForm({
    id: "contact",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
    defaultValue: { ...loaderData.defaults, subject: "", message: "" },
    ...validation,
  });
  const formError = form.errors?.[0];
  const company = loaderData.company;
  return (
    <SiteFrame badges={loaderData.badges} bookmarks={loaderData.bookmarks}>
      <Box sx={{ mb: 3 }}>
        <Typography variant="h2" component="h1">
          {t("public.title")}
        </Typography>
        <Typography color="textSecondary" sx={{ mt: 0.5 }}>
          {t("public.subtitle")}
        </Typography>
      </Box>
      <Box sx={{ display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", md: "2fr 1fr" }, alignItems: "start" }}>
        <Card>
          <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
            {params.get("sent") === "1" && !actionData && (
              <Alert severity="success" sx={{ mb: 2.5 }} data-testid="contact-sent">
                {t("public.sentBody")}
              </Alert>
            )}
            <Form method="post" {...getFormProps(form)}>
              <Honeypot label={t("public.honeypot")} />
              <Stack spacing={2.25}>
                {formError && (
                  <Alert severity="error" role="alert">
                    {t(formError, { wait: formatWait(actionData?.retryAfter ?? 0, i18n.language) })}
                  </Alert>
                )}
                <Box sx={{ display: "grid", gap: 2.25, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } }}>
                  <TextInput meta={fields.name} label={t("common:fields.name")} autoComplete="name" />
                  <TextInput meta={fields.email} type="email" label={t("common:fields.email")} autoComplete="email" />
                  <TextInput
                    meta={fields.phone}
                    type="tel"
                    label={t("common:fields.phone")}
                    autoComplete="tel"
                    helperText={t("public.optional")}
                  />
                  <TextInput meta={fields.subject} label={t("fields.subject")} />
                </Box>
                <TextInput meta={fields.message} label={t("fields.message")} multiline minRows={6} />
                <Box>
                  <SubmitButton size="large">{t("public.submit")}</SubmitButton>
                </Box>
              </Stack>
            </Form>
          </CardContent>
        </Card>
        {company && (
          <Card component="aside" aria-labelledby="contact-company">
            <CardContent sx={{ display: "grid", gap: 1.5 }}>
              <Typography variant="h5" component="h2" id="contact-company">
                {t("common:app.company")}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                {company.name}
              </Typography>
              <Box sx={{ display: "flex", gap: 1 }}>
                <PlaceOutlined fontSize="small" color="primary" />
                <Typography variant="body2">
                  {company.address}, {company.city}
                </Typography>
              </Box>
              {company.phone && (
                <Box sx={{ display: "flex", gap: 1 }}>
                  <PhoneOutlined fontSize="small" color="primary" />
                  <Typography
                    variant="body2"
                    component="a"
                    href={`tel:${company.phone.replace(/\s/g, "")}`}
                    sx={{ color: "inherit" }}
                  >
                    {company.phone}
                  </Typography>
                </Box>
              )}
              <Box sx={{ display: "flex", gap: 1 }}>
                <MailOutline fontSize="small" color="primary" />
                <Typography variant="body2">{t("public.responseTime")}</Typography>
              </Box>
            </CardContent>
          </Card>
        )}
      </Box>
    </SiteFrame>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}

export const headers = passRateLimitHeaders;

/** Works without JavaScript: React loads when the visitor starts using the page. */
export const handle = hydrateOnIntent;
