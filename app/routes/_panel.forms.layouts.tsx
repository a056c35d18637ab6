import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Form, data } from "react-router";
import type { Route } from "./+types/_panel.forms.layouts";
import { FormErrors, SubmitButton, TextInput } from "~/components/forms/fields";
import { FormResult } from "~/components/demo/gallery/FormResult";
import { LAYOUT_FORMS, LayoutSchema } from "~/components/demo/gallery/form-schemas";
import { Example, GalleryDemo } from "~/components/demo/gallery/GalleryFrame";
import { galleryDemo } from "~/components/demo/gallery/gallery.server";
import { titleMeta } from "~/lib/meta";
import { parseWithZod } from "~/lib/submission";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-gallery"] };

/** The same small form in three layouts: labels above, labels beside, and actions that stay in view. */
export function loader({ request, context }: Route.LoaderArgs) {
  const demo = galleryDemo(context, request, "forms", "layouts");
  return { ...demo, constraint: getZodConstraint(LayoutSchema) };
}

export async function action({ request, context }: Route.ActionArgs) {
  galleryDemo(context, request, "forms", "layouts");
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: LayoutSchema });
  const layout = String(form.get("layout"));
  if (submission.status !== "success")
    return data({ layout, result: submission.reply(), values: null }, { status: 400 });
  return { layout, result: submission.reply({ resetForm: true }), values: submission.value };
}

type Layout = (typeof LAYOUT_FORMS)[number];

function LayoutForm({
  layout,
  loaderData,
  actionData,
}: { layout: Layout } & Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { t } = useTranslation(["demo-gallery", "common"]);
  const mine = actionData?.layout === layout ? actionData : undefined;
  const [form, fields] = useForm({
    id: `layout-${layout}`,
    lastResult: mine?.result,
    constraint: loaderData.constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: LayoutSchema }),
  });
  const horizontal = layout === "horizontal";
  const row = (label: string, input: ReactNode) =>
    horizontal ? (
      <Box sx={{ display: "grid", gap: 2, gridTemplateColumns: { xs: "1fr", sm: "160px 1fr" }, alignItems: "center" }}>
        <Typography color="textSecondary" aria-hidden sx={{ display: { xs: "none", sm: "block" } }}>
          {label}
        </Typography>
        {input}
      </Box>
    ) : (
      input
    );
  const inputs = (
    <>
      {row(t("forms.f.name"), <TextInput meta={fields.name} label={t("forms.f.name")} fullWidth />)}
      {row(t("forms.f.email"), <TextInput meta={fields.email} type="email" label={t("forms.f.email")} fullWidth />)}
      {row(t("forms.f.company"), <TextInput meta={fields.company} label={t("forms.f.company")} fullWidth />)}
      {row(
        t("forms.f.message"),
        <TextInput
          meta={fields.message}
          label={t("forms.f.message")}
          multiline
          minRows={layout === "sticky" ? 12 : 3}
          fullWidth
        />,
      )}
    </>
  );
  return (
    <Example title={t(`forms.layouts.${layout}`)}>
      <FormResult values={mine?.values} />
      <Form method="post" {...getFormProps(form)} data-testid={`layout-${layout}`}>
        <input type="hidden" name="layout" value={layout} />
        <Stack spacing={2.25} sx={{ mt: mine?.values ? 2 : 0 }}>
          <FormErrors errors={form.errors} />
          {inputs}
          <Box
            sx={{
              display: "flex",
              gap: 1,
              justifyContent: "flex-end",
              ...(layout === "sticky" && {
                position: "sticky",
                bottom: 0,
                py: 1.5,
                bgcolor: "background.paper",
                borderTop: 1,
                borderColor: "divider",
              }),
            }}
          >
            <Button type="reset">{t("forms.s.reset")}</Button>
            <SubmitButton>{t("forms.s.submit")}</SubmitButton>
          </Box>
        </Stack>
      </Form>
    </Example>
  );
}

export default function Layouts(props: Route.ComponentProps) {
  return (
    <GalleryDemo gallery="forms" name="layouts" source="app/routes/_panel.forms.layouts.tsx">
      {LAYOUT_FORMS.map((layout) => (
        <LayoutForm key={layout} layout={layout} loaderData={props.loaderData} actionData={props.actionData} />
      ))}
    </GalleryDemo>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
