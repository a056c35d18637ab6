import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { textValue } from "~/lib/form-values";
import Button, { type ButtonProps } from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import TextField, { type TextFieldProps } from "@mui/material/TextField";
import { createContext, useContext, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router";
import { ChoiceGroup, KeptCheckbox } from "./ChoiceGroup";

/**
 * Form fields wired to conform once: name, id, initial value, error state and the translated
 * message (errors are i18n keys), with aria-invalid / aria-describedby from MUI.
 */
type Meta = FieldMetadata<string | number | boolean | null | undefined>;

/**
 * The name of the field a form's answer should put the cursor in (its first error). The page renders
 * it with `autofocus`, so without JavaScript the browser focuses and scrolls to it on load; with
 * JavaScript conform moves the focus itself.
 */
export const AutoFocusField = createContext<string | null>(null);

function useAutoFocus(meta: Meta): boolean {
  const name = useContext(AutoFocusField);
  return name !== null && name === meta.name;
}

export function useFieldError(meta: Meta): string | undefined {
  const { t } = useTranslation();
  if (!meta.errors?.length) return undefined;
  return meta.errors.map((e) => t(e)).join(" ");
}

type TextInputProps = Omit<TextFieldProps, "name" | "defaultValue" | "error"> & {
  meta: Meta;
  type?: "text" | "email" | "password" | "tel" | "number" | "date" | "datetime-local" | "search" | "url";
  /** Never put the submitted value back (passwords). */
  secret?: boolean;
};

export function TextInput({ meta, type = "text", secret, helperText, slotProps, ...rest }: TextInputProps) {
  const error = useFieldError(meta);
  const autoFocus = useAutoFocus(meta);
  const props = getInputProps(meta, { type, value: false });
  const initial = secret ? undefined : textValue(meta.initialValue);
  return (
    <TextField
      key={meta.key}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- after a refused submit the first field in error takes the focus (no-JavaScript render too)
      autoFocus={autoFocus || undefined}
      id={props.id}
      name={props.name}
      type={type}
      defaultValue={initial ?? ""}
      error={Boolean(error)}
      helperText={error ?? helperText}
      required={props.required}
      slotProps={{
        ...slotProps,
        htmlInput: { ...(slotProps?.htmlInput as object), form: props.form },
      }}
      {...rest}
    />
  );
}

export function SelectInput({
  meta,
  options,
  placeholder,
  helperText,
  ...rest
}: Omit<TextFieldProps, "name" | "defaultValue" | "error" | "select"> & {
  meta: Meta;
  options: Array<{ value: string; label: string }>;
  placeholder?: string;
}) {
  const error = useFieldError(meta);
  const autoFocus = useAutoFocus(meta);
  return (
    <TextField
      key={meta.key}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- after a refused submit the first field in error takes the focus (no-JavaScript render too)
      autoFocus={autoFocus || undefined}
      id={meta.id}
      name={meta.name}
      select
      defaultValue={textValue(meta.initialValue)}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      {...rest}
    >
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}

export function CheckboxInput({ meta, label, description }: { meta: Meta; label: ReactNode; description?: ReactNode }) {
  const error = useFieldError(meta);
  const autoFocus = useAutoFocus(meta);
  const checked = meta.initialValue === "on" || meta.initialValue === "true" || (meta.initialValue as unknown) === true;
  return (
    <FormControl error={Boolean(error)} component="div">
      <FormControlLabel
        control={
          <KeptCheckbox
            key={meta.key}
            id={meta.id}
            name={meta.name}
            defaultChecked={checked}
            slotProps={{
              input: { "aria-describedby": error ? meta.errorId : undefined, autoFocus: autoFocus || undefined },
            }}
          />
        }
        label={label}
      />
      {description}
      {error && <FormHelperText id={meta.errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}

export function RadioInput({
  meta,
  label,
  options,
}: {
  meta: Meta;
  label: ReactNode;
  options: Array<{ value: string; label: string }>;
}) {
  const error = useFieldError(meta);
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={`${meta.id}-label`}>{label}</FormLabel>
      <ChoiceGroup
        row
        key={meta.key}
        name={meta.name}
        aria-labelledby={`${meta.id}-label`}
        defaultValue={(meta.initialValue as string | undefined) ?? options[0]?.value}
      >
        {options.map((o) => (
          <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
        ))}
      </ChoiceGroup>
      {error && <FormHelperText id={meta.errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}

/**
 * A submit button that shows progress while its form is being submitted. `intent` makes the
 * button itself carry `intent=<value>`; `busyIntent` only ties the progress to a form whose
 * hidden `intent` field has that value.
 */
export function SubmitButton({
  children,
  intent,
  busyIntent,
  ...rest
}: ButtonProps & { intent?: string; busyIntent?: string }) {
  const navigation = useNavigation();
  const watched = intent ?? busyIntent;
  const busy = navigation.state === "submitting" && (!watched || navigation.formData?.get("intent") === watched);
  return (
    <Button
      type="submit"
      variant="contained"
      name={intent ? "intent" : undefined}
      value={intent}
      disabled={busy}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      {...rest}
    >
      {children}
    </Button>
  );
}

export function FormErrors({ errors, id }: { errors?: string[]; id?: string }) {
  const { t } = useTranslation();
  if (!errors?.length) return null;
  return (
    // Focusable (not by Tab) so a page can move the focus to a message that belongs to no field.
    <FormHelperText error role="alert" id={id} tabIndex={id ? -1 : undefined} sx={{ fontSize: "0.9rem", mb: 1 }}>
      {errors.map((e) => t(e)).join(" ")}
    </FormHelperText>
  );
}
