import { useId, type ChangeEventHandler, type ReactNode, type Ref } from "react";

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
 * An outlined, small text field (or native select) drawn like MUI's `<TextField size="small">` from the
 * theme's global `.lf` rules (app/theme/light-css.ts), for the list screens' filter bars. A MUI TextField
 * is eight styled components and a FormControl context; a list page had four or five of them on every
 * request. The markup mirrors MUI's (label, input, notched fieldset), so it looks the same.
 *
 * What MUI does in JavaScript, the rules do in CSS: the label rises and the notch opens while the field
 * has focus or text (`:focus-within`, `:placeholder-shown`), and the outline turns primary on focus. A
 * select or a date field keeps its label up, as MUI's `shrink` does. It is uncontrolled: for GET forms
 * that read their values from the URL (and the home screen's quick forms, which post to pages that validate
 * them). Forms with validation messages stay MUI's (`TextInput`).
 */
export function LightTextField({
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
  /** 100% wide by default, as the theme makes MUI's TextFields. */
  fullWidth?: boolean;
  /** Extra class on the root (widths come from the form's own static style). */
  className?: string;
  onChange?: ChangeEventHandler<HTMLInputElement | HTMLSelectElement>;
  inputRef?: Ref<HTMLInputElement>;
  inputProps?: InputAttributes;
  /** A short unit after the text (as MUI's end `InputAdornment`): "kg". */
  endAdornment?: ReactNode;
}) {
  const id = useId();
  const value = defaultValue == null ? "" : String(defaultValue);
  // The label stays up for selects and dates (their box is never empty), as `shrink` does in MUI.
  const floating = !select && type !== "date";
  const root = ["lf", fullWidth && "lf-full", floating && "lf-float", className].filter(Boolean).join(" ");
  return (
    <div className={root}>
      <label className="lf-label" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div className="lf-root">
        {select ? (
          <>
            <select className="lf-input lf-select" id={id} name={name} defaultValue={value} onChange={onChange} {...inputProps}>
              {children}
            </select>
            <svg className="lf-select-icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
              <path d="M7 10l5 5 5-5z" />
            </svg>
          </>
        ) : (
          <input
            className="lf-input"
            id={id}
            name={name}
            type={type}
            defaultValue={value}
            // A floating label needs :placeholder-shown to know the field is empty, so it always has one.
            placeholder={placeholder ?? (floating ? " " : undefined)}
            onChange={onChange}
            ref={inputRef}
            {...inputProps}
          />
        )}
        {endAdornment != null && !select && <span className="lf-end">{endAdornment}</span>}
        <fieldset aria-hidden="true" className="lf-outline">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </div>
  );
}

/**
 * The base of a list's GET filter bar (a wrapping row of fields under the list's tabs, a divider below).
 * Each screen spreads it into its own module-level constant with its fields' widths (`"& .f-q": {…}`) and
 * gives that to `useStaticSx`.
 */
export const FILTER_BAR_SX = { display: "flex", flexWrap: "wrap", gap: 1.5, p: 2, borderBottom: 1, borderColor: "divider" } as const;

