import ArrowBack from "@mui/icons-material/ArrowBack";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { Route } from "./+types/_panel.apps.email.compose";
import { PageHeader } from "~/components/PageHeader";
import { ComposeForm, EMPTY_COMPOSE } from "~/components/demo/email/ComposeForm";
import { composeFromForm, mailForDisplay } from "~/components/demo/email/email.server";
import { composeDefaults } from "~/components/demo/email/compose-defaults";
import { requireDemo } from "~/lib/demo.server";
import { getT } from "~/lib/i18n/i18n.server";
import { parseId } from "~/lib/ids";
import { titleMeta } from "~/lib/meta";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-email"] };

/**
 * Compose as a page: where the compose, reply and forward links lead without JavaScript (with it they
 * open the drawer), and where the drawer posts. `?reply=<id>` and `?forward=<id>` prefill the form.
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  const t = getT(context);
  const reply = parseId(url.searchParams.get("reply"));
  const forward = parseId(url.searchParams.get("forward"));
  const source = reply ?? forward;
  const mail = source ? mailForDisplay(source) : null;
  const defaults = mail ? composeDefaults(mail, reply ? "reply" : "forward", t) : EMPTY_COMPOSE;
  return {
    title: t(reply ? "demo-email:compose.reply" : forward ? "demo-email:compose.forward" : "demo-email:compose.title"),
    defaults,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireDemo(context, request);
  return composeFromForm(request, await request.formData());
}

export default function Compose({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("demo-email");
  return (
    <>
      <PageHeader
        title={loaderData.title}
        actions={
          <Button component={Link} to="/apps/email" startIcon={<ArrowBack />}>
            {t("mail.back")}
          </Button>
        }
      />
      <Card sx={{ maxWidth: 820 }}>
        <CardContent>
          <ComposeForm id="email-compose" defaults={loaderData.defaults} lastResult={actionData?.result} />
        </CardContent>
      </Card>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
