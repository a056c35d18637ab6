import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { useTranslation } from "react-i18next";

/**
 * What a demo form's action answers when it refuses a post: the typed values (so nothing is lost, with or
 * without JavaScript) and an i18n key per field in error.
 */
export interface FormEcho {
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** A text field of a demo form: name, the kept value, and the field's error under it (described by it). */
export function DemoField({
  name,
  echo,
  defaultValue,
  helperText,
  slotProps,
  select,
  options,
  ...rest
}: Omit<TextFieldProps, "name" | "defaultValue" | "error"> & {
  name: string;
  echo?: FormEcho | null;
  defaultValue?: string;
  options?: Array<{ value: string; label: string }>;
}) {
  const { t } = useTranslation();
  const error = echo?.errors[name];
  const id = `f-${name.replace(/[^\w-]/g, "-")}`;
  return (
    <TextField
      id={id}
      name={name}
      defaultValue={echo?.values[name] ?? defaultValue ?? ""}
      error={Boolean(error)}
      helperText={error ? t(error) : helperText}
      select={select}
      slotProps={{
        ...slotProps,
        ...(select ? { select: { native: true }, inputLabel: { shrink: true } } : {}),
      }}
      {...rest}
    >
      {select &&
        options?.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
    </TextField>
  );
}

/** The form's values as strings (files and repeated names keep their first text value). */
export function formValues(formData: FormData): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string" && !(key in out)) out[key] = value;
  return out;
}
