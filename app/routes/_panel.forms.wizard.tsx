import { getFormProps, useForm } from "@conform-to/react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Stack from "@mui/material/Stack";
import Step from "@mui/material/Step";
import StepLabel from "@mui/material/StepLabel";
import Stepper from "@mui/material/Stepper";
import { useTranslation } from "react-i18next";
import { Form, Link, data } from "react-router";
import type { Route } from "./+types/_panel.forms.wizard";
import { FormErrors, SubmitButton, TextInput } from "~/components/forms/fields";
import { FormResult } from "~/components/demo/gallery/FormResult";
import { WIZARD_FIELDS, WIZARD_STEPS, wizardSchema, type WizardStep } from "~/components/demo/gallery/form-schemas";
import { GalleryDemo } from "~/components/demo/gallery/GalleryFrame";
import { galleryDemo } from "~/components/demo/gallery/gallery.server";
import { titleMeta } from "~/lib/meta";
import { parseWithZod } from "~/lib/submission";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-gallery"] };

/**
 * A three-step form that works without JavaScript: each step is a post the server checks with that step's schema
 * (and the earlier steps', whose values travel in hidden fields), then answers the next step. Back keeps what was
 * typed and checks nothing.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return galleryDemo(context, request, "forms", "wizard");
}

type Values = Record<string, string>;

function formValues(form: FormData): Values {
  return Object.fromEntries(
    [...form.entries()].filter(([k, v]) => typeof v === "string" && k !== "intent" && k !== "step"),
  ) as Values;
}

export async function action({ request, context }: Route.ActionArgs) {
  galleryDemo(context, request, "forms", "wizard");
  const form = await request.formData();
  const asked = form.get("step");
  const step: WizardStep = (WIZARD_STEPS as readonly unknown[]).includes(asked) ? (asked as WizardStep) : "account";
  const index = WIZARD_STEPS.indexOf(step);
  const values = formValues(form);
  if (form.get("intent") === "back")
    return { step: WIZARD_STEPS[Math.max(0, index - 1)]!, values, result: undefined, done: null };
  const submission = parseWithZod(form, { schema: wizardSchema(step) });
  if (submission.status !== "success")
    return data({ step, values, result: submission.reply(), done: null }, { status: 400 });
  const next = WIZARD_STEPS[index + 1];
  if (next) return { step: next, values, result: undefined, done: null };
  const { password: _password, step: _step, intent: _intent, ...done } = submission.value;
  return { step: "account" as WizardStep, values: {}, result: undefined, done };
}

export default function Wizard({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation(["demo-gallery", "common"]);
  const step = actionData?.step ?? "account";
  const index = WIZARD_STEPS.indexOf(step);
  const values: Values = actionData?.values ?? {};
  const [form, fields] = useForm({
    // A form per step, so each starts from the values carried to it.
    id: `wizard-${step}`,
    lastResult: actionData?.result,
    defaultValue: values,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: wizardSchema(step) }),
  });
  const field = (name: string) => fields[name as keyof typeof fields];
  const carried = WIZARD_STEPS.slice(0, index).flatMap((s) => WIZARD_FIELDS[s]);
  return (
    <GalleryDemo gallery="forms" name="wizard" source="app/routes/_panel.forms.wizard.tsx">
      <FormResult values={actionData?.done} />
      <Card>
        <CardContent>
          <Stepper activeStep={index} alternativeLabel sx={{ mb: 3 }}>
            {WIZARD_STEPS.map((s) => (
              <Step key={s}>
                <StepLabel>{t(`forms.wizard.${s}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
          <Form method="post" {...getFormProps(form)} data-testid="wizard-form" data-step={step}>
            <input type="hidden" name="step" value={step} />
            {carried.map((name) => (
              <input key={name} type="hidden" name={name} value={values[name] ?? ""} />
            ))}
            <Stack spacing={2.25}>
              <FormErrors errors={form.errors} />
              {step === "account" && (
                <>
                  <TextInput meta={field("email")!} type="email" label={t("forms.f.email")} autoComplete="email" />
                  {/* The password travels between steps like the other values; it is a demo and is never stored. */}
                  <TextInput meta={field("password")!} type="password" label={t("forms.f.password")} />
                </>
              )}
              {step === "profile" && (
                <>
                  <TextInput meta={field("name")!} label={t("forms.f.name")} autoComplete="name" />
                  <TextInput meta={field("phone")!} type="tel" label={t("forms.f.phone")} autoComplete="tel" />
                </>
              )}
              {step === "address" && (
                <>
                  <TextInput meta={field("city")!} label={t("forms.f.city")} autoComplete="address-level2" />
                  <TextInput meta={field("postcode")!} label={t("forms.f.postcode")} autoComplete="postal-code" />
                </>
              )}
              <Box sx={{ display: "flex", gap: 1, justifyContent: "space-between" }}>
                {index > 0 ? (
                  <Button type="submit" name="intent" value="back" formNoValidate data-testid="wizard-back">
                    {t("common.back")}
                  </Button>
                ) : (
                  <Button component={Link} to="/forms">
                    {t("forms.title")}
                  </Button>
                )}
                <SubmitButton name="intent" value="next" data-testid="wizard-next">
                  {index === WIZARD_STEPS.length - 1 ? t("forms.s.submit") : t("common.next")}
                </SubmitButton>
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
