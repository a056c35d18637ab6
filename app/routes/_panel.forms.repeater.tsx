import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import Add from "@mui/icons-material/Add";
import DeleteOutline from "@mui/icons-material/DeleteOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useTranslation } from "react-i18next";
import { Form, data } from "react-router";
import type { Route } from "./+types/_panel.forms.repeater";
import { FormErrors, SubmitButton, TextInput } from "~/components/forms/fields";
import { FormResult } from "~/components/demo/gallery/FormResult";
import { RepeaterSchema } from "~/components/demo/gallery/form-schemas";
import { GalleryDemo } from "~/components/demo/gallery/GalleryFrame";
import { galleryDemo } from "~/components/demo/gallery/gallery.server";
import { titleMeta } from "~/lib/meta";
import { parseWithZod } from "~/lib/submission";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-gallery"] };

/**
 * Rows added and removed by submit buttons (conform's list intents): without JavaScript the server answers the
 * form with the row added or removed and everything typed kept; with it the same happens in place.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const demo = galleryDemo(context, request, "forms", "repeater");
  return { ...demo, constraint: getZodConstraint(RepeaterSchema) };
}

export async function action({ request, context }: Route.ActionArgs) {
  galleryDemo(context, request, "forms", "repeater");
  const submission = parseWithZod(await request.formData(), { schema: RepeaterSchema });
  // A row added or removed is no submit: the form comes back as it now is (200), without errors shown.
  if (submission.status !== "success")
    return data({ result: submission.reply(), values: null }, { status: submission.status === "error" ? 400 : 200 });
  return { result: submission.reply({ resetForm: true }), values: submission.value };
}

export default function Repeater({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["demo-gallery", "common"]);
  const [form, fields] = useForm({
    id: "repeater",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
    defaultValue: { reference: "", items: [{ description: "", quantity: "1", weight: "" }] },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: RepeaterSchema }),
  });
  const items = fields.items.getFieldList();
  return (
    <GalleryDemo gallery="forms" name="repeater" source="app/routes/_panel.forms.repeater.tsx">
      <FormResult values={actionData?.values} />
      <Card>
        <CardContent>
          <Form method="post" {...getFormProps(form)} data-testid="repeater-form">
            <Stack spacing={2.25}>
              <FormErrors errors={form.errors} />
              <TextInput meta={fields.reference} label={t("forms.f.reference")} sx={{ maxWidth: 360 }} />
              <Typography variant="subtitle1" component="h2">
                {t("forms.s.items")}
              </Typography>
              <FormErrors errors={fields.items.errors} />
              <Box component="ol" sx={{ listStyle: "none", m: 0, p: 0, display: "grid", gap: 2 }} data-testid="rows">
                {items.map((item, index) => {
                  const row = item.getFieldset();
                  return (
                    <Box
                      component="li"
                      key={item.key}
                      data-testid="row"
                      sx={{
                        display: "grid",
                        gap: 1.5,
                        alignItems: "start",
                        gridTemplateColumns: { xs: "1fr 1fr", md: "3fr 1fr 1fr auto" },
                        "& > :first-of-type": { gridColumn: { xs: "1 / -1", md: "auto" } },
                      }}
                    >
                      <TextInput meta={row.description} label={t("forms.f.description", { n: index + 1 })} />
                      <TextInput meta={row.quantity} type="number" label={t("forms.f.quantity")} />
                      <TextInput
                        meta={row.weight}
                        label={t("forms.f.weight")}
                        slotProps={{ htmlInput: { inputMode: "decimal" } }}
                      />
                      <IconButton
                        {...form.remove.getButtonProps({ name: fields.items.name, index })}
                        type="submit"
                        aria-label={t("forms.s.removeRow", { n: index + 1 })}
                        disabled={items.length === 1}
                        data-testid={`remove-row-${index}`}
                        sx={{ mt: 1 }}
                      >
                        <DeleteOutline />
                      </IconButton>
                    </Box>
                  );
                })}
              </Box>
              <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap", justifyContent: "space-between" }}>
                <Button
                  {...form.insert.getButtonProps({
                    name: fields.items.name,
                    defaultValue: { description: "", quantity: "1", weight: "" },
                  })}
                  type="submit"
                  startIcon={<Add />}
                  variant="outlined"
                  disabled={items.length >= 10}
                  data-testid="add-row"
                >
                  {t("forms.s.addRow")}
                </Button>
                <SubmitButton data-testid="submit">{t("forms.s.submit")}</SubmitButton>
              </Box>
            </Stack>
          </Form>
        </CardContent>
      </Card>
    </GalleryDemo>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
