import InputAdornment from "@mui/material/InputAdornment";
import TextField from "@mui/material/TextField";
import type { ChangeEventHandler, ReactNode, Ref } from "react";

type InputAttributes = {
  "data-testid"?: string;
  maxLength?: number;
  autoComplete?: string;
  autoFocus?: boolean;
  "aria-describedby"?: string;
  required?: boolean;
  inputMode?: "text" | "decimal" | "numeric" | "search";
};

/**
 * A small outlined MUI TextField for GET filter bars and quick forms: uncontrolled (its value comes from the URL
 * and goes back in the query), a native select when `select`. Its label is always up (`shrink`): a label that
 * rises on focus needs the page's scripts, and these forms work before hydration and without JavaScript.
 */
export function FilterField({
  name,
  label,
  type = "text",
  defaultValue,
  placeholder,
  select = false,
  children,
  fullWidth = true,
  className,
  onChange,
  inputRef,
  inputProps,
  endAdornment,
}: {
  name: string;
  label: ReactNode;
  type?: "text" | "search" | "date";
  defaultValue?: string | number | null;
  placeholder?: string;
  /** A native select; its options are the children. */
  select?: boolean;
  children?: ReactNode;
  fullWidth?: boolean;
  /** A class the bar's own style gives a width (`"& .f-q": {…}`). */
  className?: string;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLTextAreaElement>;
  inputRef?: Ref<HTMLInputElement>;
  inputProps?: InputAttributes;
  /** A short unit after the text: "kg". */
  endAdornment?: ReactNode;
}) {
  return (
    <TextField
      name={name}
      label={label}
      type={select ? undefined : type}
      defaultValue={defaultValue == null ? "" : String(defaultValue)}
      placeholder={placeholder}
      select={select}
      fullWidth={fullWidth}
      className={className}
      onChange={onChange}
      inputRef={inputRef}
      slotProps={{
        select: select ? { native: true } : undefined,
        inputLabel: { shrink: true },
        htmlInput: inputProps,
        input:
          endAdornment != null && !select
            ? { endAdornment: <InputAdornment position="end">{endAdornment}</InputAdornment> }
            : undefined,
      }}
    >
      {children}
    </TextField>
  );
}

/**
 * The base of a list's GET filter bar (a wrapping row of fields under the list's tabs, a divider below). Each
 * screen spreads it into its own constant with its fields' widths and gives that to the form's `sx`.
 */
export const FILTER_BAR_SX = {
  display: "flex",
  flexWrap: "wrap",
  gap: 1.5,
  p: 2,
  borderBottom: 1,
  borderColor: "divider",
} as const;
