import { getFormProps, useForm, type FieldMetadata, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import Box from "@mui/material/Box";
import { useTranslation } from "react-i18next";
import { Form } from "react-router";
import { FormErrors, SubmitButton, TextInput } from "~/components/forms/fields";
import { AddressFields, usePlaceOptions, type PlaceOptions } from "~/components/shipments/AddressFields";
import { LABEL_MAX, addressBookSchema } from "~/lib/address-book/schema";
import { parseWithZod } from "~/lib/submission";

type AnyFields = Record<string, FieldMetadata<string | undefined>>;

/**
 * The one form of an address book entry, for adding and editing: a label and the wizard's address
 * fields (any country; in Türkiye the postal list's choices and checks). A plain post; with JavaScript
 * the same schema checks as the user types.
 */
export function AddressBookForm({
  defaultValue,
  places: initialPlaces,
  lastResult,
  submitLabel,
}: {
  defaultValue: { label?: string; book?: Record<string, string> };
  places: PlaceOptions;
  lastResult?: SubmissionResult<string[]>;
  submitLabel: string;
}) {
  const { t } = useTranslation(["address-book", "common"]);
  const places = usePlaceOptions(initialPlaces);
  const [form, fields] = useForm({
    id: "address-book-entry",
    lastResult,
    constraint: getZodConstraint(addressBookSchema()),
    defaultValue: defaultValue as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addressBookSchema(places.checker) }),
  });
  const all = fields as unknown as AnyFields & Record<string, FieldMetadata<Record<string, string>>>;
  const book = all.book.getFieldset() as unknown as AnyFields;
  return (
    <Form method="post" {...getFormProps(form)} data-testid="address-book-form">
      <input type="hidden" name="intent" value="save" />
      <FormErrors errors={form.errors} />
      <Box sx={{ display: "grid", gap: 2.25 }}>
        <TextInput
          meta={all.label as FieldMetadata<string | undefined>}
          label={t("fields.label")}
          helperText={t("fields.labelHint")}
          slotProps={{ htmlInput: { maxLength: LABEL_MAX } }}
          sx={{ maxWidth: { sm: 420 } }}
        />
        <AddressFields
          prefix="book"
          side="any"
          fields={book as never}
          form={form as unknown as FormMetadata<Record<string, unknown>>}
          places={places}
          initialCountry={defaultValue.book?.country ?? ""}
        />
      </Box>
      <Box sx={{ display: "flex", justifyContent: "flex-end", mt: 3 }}>
        <SubmitButton busyIntent="save" data-testid="address-book-save">
          {submitLabel}
        </SubmitButton>
      </Box>
    </Form>
  );
}
