import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import { useTranslation } from "react-i18next";
import { Form, data } from "react-router";
import type { Route } from "./+types/_panel.forms.pickers";
import { Facts } from "~/components/Facts";
import { FormErrors, SubmitButton } from "~/components/forms/fields";
import { MASKS, PickersSchema } from "~/components/demo/gallery/form-schemas";
import { Example, GalleryDemo } from "~/components/demo/gallery/GalleryFrame";
import { MaskedInput, NativeInput } from "~/components/demo/gallery/inputs";
import { galleryDemo } from "~/components/demo/gallery/gallery.server";
import { DATE_MEDIUM, formatDate } from "~/lib/format";
import { titleMeta } from "~/lib/meta";
import { parseWithZod } from "~/lib/submission";

/** The demo's strings this screen draws, there before its first render (app/i18n.client.ts). */
export const handle = { i18n: ["demo-gallery"] };

/**
 * Input masks (phone, IBAN, tracking number) and the browser's own date and time pickers, which follow the page's
 * language; the server reads what was picked and answers it formatted in the reader's language.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const demo = galleryDemo(context, request, "forms", "pickers");
  return { ...demo, constraint: getZodConstraint(PickersSchema) };
}

export async function action({ request, context }: Route.ActionArgs) {
  galleryDemo(context, request, "forms", "pickers");
  const submission = parseWithZod(await request.formData(), { schema: PickersSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), values: null }, { status: 400 });
  return { result: submission.reply(), values: submission.value };
}

export default function Pickers({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation(["demo-gallery", "common"]);
  const [form, fields] = useForm({
    id: "pickers",
    lastResult: actionData?.result,
    constraint: loaderData.constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PickersSchema }),
  });
  const v = actionData?.values;
  const grid = { display: "grid", gap: 2.25, gridTemplateColumns: { xs: "1fr", md: "1fr 1fr", xl: "repeat(3, 1fr)" } };
  return (
    <GalleryDemo gallery="forms" name="pickers" source="app/routes/_panel.forms.pickers.tsx">
      {v && (
        <Example title={t("forms.s.accepted")}>
          <Facts
            testId="picked"
            rows={[
              [t("forms.f.mobile"), `+90 ${MASKS.phone(v.phone)}`],
              [t("forms.f.iban"), MASKS.iban(v.iban)],
              [t("forms.f.tracking"), MASKS.tracking(v.tracking)],
              [
                t("forms.f.date"),
                formatDate(`${v.date}T12:00:00Z`, i18n.language, { ...DATE_MEDIUM, timeZone: "UTC" }),
                "picked-date",
              ],
              [t("forms.f.time"), v.time],
              v.month
                ? [
                    t("forms.f.month"),
                    formatDate(`${v.month}-15T12:00:00Z`, i18n.language, {
                      month: "long",
                      year: "numeric",
                      timeZone: "UTC",
                    }),
                  ]
                : null,
            ]}
          />
        </Example>
      )}
      <Form method="post" {...getFormProps(form)} data-testid="pickers-form">
        <Stack spacing={2.5}>
          <FormErrors errors={form.errors} />
          <Example title={t("forms.s.masks")}>
            <Box sx={grid}>
              <MaskedInput
                meta={fields.phone}
                mask={MASKS.phone}
                label={t("forms.f.mobile")}
                placeholder="5xx xxx xx xx"
                slotProps={{
                  htmlInput: { inputMode: "tel" },
                  input: {
                    startAdornment: (
                      <Box component="span" sx={{ mr: 1 }}>
                        +90
                      </Box>
                    ),
                  },
                }}
              />
              <MaskedInput
                meta={fields.iban}
                mask={MASKS.iban}
                label={t("forms.f.iban")}
                placeholder="TR00 0000 0000 …"
              />
              <MaskedInput
                meta={fields.tracking}
                mask={MASKS.tracking}
                label={t("forms.f.tracking")}
                placeholder="0000 0000 0000"
                slotProps={{ htmlInput: { inputMode: "numeric" } }}
              />
            </Box>
          </Example>
          <Example title={t("forms.s.dates")}>
            <Box sx={grid}>
              <NativeInput meta={fields.date} type="date" label={t("forms.f.date")} />
              <NativeInput meta={fields.time} type="time" label={t("forms.f.time")} />
              <NativeInput meta={fields.month} type="month" label={t("forms.f.month")} />
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
