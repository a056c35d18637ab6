import type { FieldMetadata } from "@conform-to/react";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useState, type ChangeEvent } from "react";
import { useFieldError } from "~/components/forms/fields";
import { textValue } from "~/lib/form-values";

type Meta = FieldMetadata<string | number | boolean | null | undefined>;

/**
 * A conform field drawn by the browser's own control for input types the panel's TextInput does not take
 * (time, month, week, color, range): the browser draws them in the page's language, with or without JavaScript.
 */
export function NativeInput({
  meta,
  type,
  helperText,
  slotProps,
  ...rest
}: Omit<TextFieldProps, "name" | "defaultValue" | "error" | "type"> & {
  meta: Meta;
  type: "time" | "month" | "week" | "color" | "range" | "date" | "datetime-local";
}) {
  const error = useFieldError(meta);
  return (
    <TextField
      key={meta.key}
      id={meta.id}
      name={meta.name}
      type={type}
      defaultValue={textValue(meta.initialValue)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ ...slotProps, inputLabel: { shrink: true } }}
      {...rest}
    />
  );
}

/**
 * A text field with an input mask: with JavaScript the value is redrawn as it is typed (`mask`); without it the
 * user types freely and the server, which keeps only the meaningful characters, accepts either.
 */
export function MaskedInput({
  meta,
  mask,
  helperText,
  ...rest
}: Omit<TextFieldProps, "name" | "defaultValue" | "error" | "value" | "onChange"> & {
  meta: Meta;
  mask: (value: string) => string;
}) {
  const error = useFieldError(meta);
  const [value, setValue] = useState(() => mask(textValue(meta.initialValue)));
  return (
    <TextField
      key={meta.key}
      id={meta.id}
      name={meta.name}
      value={value}
      onChange={(e: ChangeEvent<HTMLInputElement>) => setValue(mask(e.target.value))}
      error={Boolean(error)}
      helperText={error ?? helperText}
      {...rest}
    />
  );
}
