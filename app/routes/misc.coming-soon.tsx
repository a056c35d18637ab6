import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import RocketLaunch from "@mui/icons-material/RocketLaunch";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import { useTranslation } from "react-i18next";
import { Form, Link, data, useSearchParams } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/misc.coming-soon";
import { MiscFrame, MiscMessage } from "~/components/demo/misc/MiscFrame";
import { SubmitButton, TextInput } from "~/components/forms/fields";
import { requireDemoApi } from "~/lib/demo.server";
import { hydrateOnIntent } from "~/lib/hydrate-on-intent";
import { getT } from "~/lib/i18n/i18n.server";
import { titleMeta } from "~/lib/meta";
import { emailField } from "~/lib/schemas/account";
import { parseWithZod } from "~/lib/submission";
import { redirectWithToast } from "~/lib/toast.server";

/**
 * The template's "coming soon" page with a notify-me form. The demo keeps no list of addresses: a valid address
 * is thanked, an invalid one gets the field's message.
 */
const NotifySchema = z.object({ email: emailField });

/** Works without JavaScript: React loads when the visitor starts using the page. */

// The strings of the template demo come as a part of their own, named here so the page has them at once.
export const handle = { ...hydrateOnIntent, i18n: ["demo-misc"] };

export async function loader({ context }: Route.LoaderArgs) {
  requireDemoApi();
  return { title: getT(context, ["demo-misc"])("comingSoon.title"), constraint: getZodConstraint(NotifySchema) };
}

export async function action({ request }: Route.ActionArgs) {
  requireDemoApi();
  const submission = parseWithZod(await request.formData(), { schema: NotifySchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  return redirectWithToast(request, "/misc/coming-soon?notified=1", { key: "demo-misc:comingSoon.thanks" });
}

export default function MiscComingSoon({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("demo-misc");
  const [params] = useSearchParams();
  const [form, fields] = useForm({
    id: "notify",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NotifySchema }),
  });
  const notified = params.get("notified") === "1" && !actionData;
  return (
    <MiscFrame>
      <MiscMessage
        testId="misc-coming-soon"
        icon={<RocketLaunch sx={{ fontSize: 72, color: "primary.main" }} aria-hidden />}
        title={loaderData.title}
        body={t("comingSoon.body")}
      >
        {notified ? (
          <Alert severity="success" data-testid="notify-thanks">
            {t("comingSoon.thanks")}
          </Alert>
        ) : (
          <Box
            component={Form}
            method="post"
            {...getFormProps(form)}
            sx={{ display: "flex", gap: 1, alignItems: "flex-start", width: "100%", maxWidth: 460 }}
          >
            <TextInput meta={fields.email} type="email" label={t("comingSoon.email")} autoComplete="email" fullWidth />
            <SubmitButton sx={{ mt: 0.5, flexShrink: 0 }}>{t("comingSoon.notify")}</SubmitButton>
          </Box>
        )}
        <Button component={Link} to="/" variant="text">
          {t("backHome")}
        </Button>
      </MiscMessage>
    </MiscFrame>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
