import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormLabel from "@mui/material/FormLabel";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import { useTranslation } from "react-i18next";
import { Form, data } from "react-router";
import type { Route } from "./+types/_panel.forms.elements";
import { CheckboxInput, FormErrors, RadioInput, SelectInput, SubmitButton, TextInput } from "~/components/forms/fields";
import { FormResult } from "~/components/demo/gallery/FormResult";
import { ElementsSchema, ROLES, SERVICES } from "~/components/demo/gallery/form-schemas";
import { GalleryDemo, Example } from "~/components/demo/gallery/GalleryFrame";
import { NativeInput } from "~/components/demo/gallery/inputs";
import { galleryDemo } from "~/components/demo/gallery/gallery.server";
import { titleMeta } from "~/lib/meta";
import { parseWithZod } from "~/lib/submission";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-gallery"] };

/** Every input type of the panel's forms, wired with conform; the server answers what it received. */
export function loader({ request, context }: Route.LoaderArgs) {
  const demo = galleryDemo(context, request, "forms", "elements");
  return { ...demo, constraint: getZodConstraint(ElementsSchema) };
}

export async function action({ request, context }: Route.ActionArgs) {
  galleryDemo(context, request, "forms", "elements");
  const submission = parseWithZod(await request.formData(), { schema: ElementsSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), values: null }, { status: 400 });
  const { password, ...values } = submission.value;
  // The password is shown as its length only: a demo echoes what it got, never a secret.
  return { result: submission.reply(), values: { ...values, password: password ? "•".repeat(password.length) : "" } };
}

export default function Elements({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["demo-gallery", "common"]);
  const [form, fields] = useForm({
    id: "elements",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
    defaultValue: { color: "#7367f0", range: "50", size: "medium" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ElementsSchema }),
  });
  const picked = new Set([fields.services.initialValue ?? []].flat());
  const grid = { display: "grid", gap: 2.25, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr", xl: "repeat(3, 1fr)" } };
  return (
    <GalleryDemo gallery="forms" name="elements" source="app/routes/_panel.forms.elements.tsx">
      <FormResult values={actionData?.values} />
      <Form method="post" {...getFormProps(form)} data-testid="elements-form">
        <Stack spacing={2.5}>
          <FormErrors errors={form.errors} />
          <Example title={t("forms.s.textInputs")}>
            <Box sx={grid}>
              <TextInput meta={fields.text} label={t("forms.f.text")} />
              <TextInput meta={fields.email} type="email" label={t("forms.f.email")} />
              <TextInput meta={fields.password} type="password" secret label={t("forms.f.password")} />
              <TextInput meta={fields.number} type="number" label={t("forms.f.number")} />
              <TextInput meta={fields.tel} type="tel" label={t("forms.f.phone")} />
              <TextInput meta={fields.url} type="url" label={t("forms.f.website")} />
              <TextInput meta={fields.search} type="search" label={t("forms.f.search")} />
              <TextInput
                meta={fields.date}
                type="date"
                label={t("forms.f.date")}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <NativeInput meta={fields.time} type="time" label={t("forms.f.time")} />
              <NativeInput meta={fields.color} type="color" label={t("forms.f.color")} />
              <NativeInput
                meta={fields.range}
                type="range"
                label={t("forms.f.range")}
                slotProps={{ htmlInput: { min: 0, max: 100 } }}
              />
              <SelectInput
                meta={fields.role}
                label={t("forms.f.role")}
                placeholder={t("forms.s.choose")}
                options={ROLES.map((r) => ({ value: r, label: t(`forms.roles.${r}`) }))}
              />
            </Box>
            <TextInput
              meta={fields.textarea}
              label={t("forms.f.textarea")}
              multiline
              minRows={3}
              fullWidth
              sx={{ mt: 2.25 }}
            />
          </Example>
          <Example title={t("forms.s.choices")}>
            <Box sx={grid}>
              <FormControl component="fieldset">
                <FormLabel component="legend">{t("forms.f.services")}</FormLabel>
                <FormGroup>
                  {SERVICES.map((s) => (
                    <FormControlLabel
                      key={s}
                      label={t(`forms.services.${s}`)}
                      control={
                        <Checkbox
                          key={`${fields.services.key ?? ""}-${s}`}
                          name={fields.services.name}
                          value={s}
                          defaultChecked={picked.has(s)}
                        />
                      }
                    />
                  ))}
                </FormGroup>
              </FormControl>
              <RadioInput
                meta={fields.size}
                label={t("forms.f.size")}
                options={(["small", "medium", "large"] as const).map((s) => ({
                  value: s,
                  label: t(`forms.sizes.${s}`),
                }))}
              />
              <Stack>
                <FormControlLabel
                  label={t("forms.f.notify")}
                  control={
                    <Switch
                      key={fields.notify.key}
                      name={fields.notify.name}
                      defaultChecked={fields.notify.initialValue === "on"}
                    />
                  }
                />
                <CheckboxInput meta={fields.agree} label={t("forms.f.agree")} />
              </Stack>
            </Box>
          </Example>
          <Box>
            <SubmitButton data-testid="submit">{t("forms.s.submit")}</SubmitButton>
          </Box>
        </Stack>
      </Form>
    </GalleryDemo>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return titleMeta(loaderData);
}
