import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Checkbox from "@mui/material/Checkbox";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Stack from "@mui/material/Stack";
import { useTranslation } from "react-i18next";
import { Form, data } from "react-router";
import type { Route } from "./+types/_panel.forms.validation";
import { CheckboxInput, FormErrors, SelectInput, SubmitButton, TextInput } from "~/components/forms/fields";
import { FormResult } from "~/components/demo/gallery/FormResult";
import { ROLES, SERVICES, ValidationSchema } from "~/components/demo/gallery/form-schemas";
import { GalleryDemo } from "~/components/demo/gallery/GalleryFrame";
import { galleryDemo } from "~/components/demo/gallery/gallery.server";
import { titleMeta } from "~/lib/meta";
import { parseWithZod } from "~/lib/submission";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-gallery"] };

/**
 * One zod schema with every kind of field error (required, length, format, range, choice, date, list, agreement,
 * two fields that must match). The browser runs the same schema as the server: the messages are the same.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const demo = galleryDemo(context, request, "forms", "validation");
  return { ...demo, constraint: getZodConstraint(ValidationSchema) };
}

export async function action({ request, context }: Route.ActionArgs) {
  galleryDemo(context, request, "forms", "validation");
  const submission = parseWithZod(await request.formData(), { schema: ValidationSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), values: null }, { status: 400 });
  const { password: _password, confirm: _confirm, ...values } = submission.value;
  return { result: submission.reply({ resetForm: true }), values };
}

export default function ValidationForm({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["demo-gallery", "common"]);
  const [form, fields] = useForm({
    id: "validation",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ValidationSchema }),
  });
  const servicesError = fields.services.errors?.map((e) => t(e)).join(" ");
  const picked = new Set([fields.services.initialValue ?? []].flat());
  return (
    <GalleryDemo gallery="forms" name="validation" source="app/routes/_panel.forms.validation.tsx">
      <FormResult values={actionData?.values} />
      <Card>
        <CardContent>
          <Form method="post" {...getFormProps(form)} data-testid="validation-form">
            <Stack spacing={2.25}>
              <FormErrors errors={form.errors} />
              <Box sx={{ display: "grid", gap: 2.25, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr" } }}>
                <TextInput meta={fields.name} label={t("forms.f.name")} autoComplete="name" />
                <TextInput meta={fields.email} type="email" label={t("forms.f.email")} autoComplete="email" />
                <TextInput
                  meta={fields.website}
                  type="url"
                  label={t("forms.f.website")}
                  helperText={t("forms.s.optional")}
                />
                <TextInput meta={fields.age} type="number" label={t("forms.f.age")} />
                <TextInput
                  meta={fields.postcode}
                  label={t("forms.f.postcode")}
                  slotProps={{ htmlInput: { inputMode: "numeric" } }}
                />
                <SelectInput
                  meta={fields.role}
                  label={t("forms.f.role")}
                  placeholder={t("forms.s.choose")}
                  options={ROLES.map((r) => ({ value: r, label: t(`forms.roles.${r}`) }))}
                />
                <TextInput
                  meta={fields.start}
                  type="date"
                  label={t("forms.f.start")}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <FormControl error={Boolean(servicesError)} component="fieldset">
                  <FormLabel component="legend">{t("forms.f.services")}</FormLabel>
                  <FormGroup row>
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
                            slotProps={{
                              input: { "aria-describedby": servicesError ? fields.services.errorId : undefined },
                            }}
                          />
                        }
                      />
                    ))}
                  </FormGroup>
                  {servicesError && <FormHelperText id={fields.services.errorId}>{servicesError}</FormHelperText>}
                </FormControl>
                <TextInput meta={fields.password} type="password" secret label={t("forms.f.password")} />
                <TextInput meta={fields.confirm} type="password" secret label={t("forms.f.confirm")} />
              </Box>
              <CheckboxInput meta={fields.terms} label={t("forms.f.terms")} />
              <Box>
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
