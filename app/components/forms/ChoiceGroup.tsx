import Checkbox, { type CheckboxProps } from "@mui/material/Checkbox";
import RadioGroup, { type RadioGroupProps } from "@mui/material/RadioGroup";
import { useEffect, useRef, useState, type ChangeEvent } from "react";

/*
 * MUI's radio groups and checkboxes keep their state in React even with a default value, so each
 * <input> is controlled. React 19 hydrates an input without touching what the visitor did to it
 * while the page was still server HTML, but the next render of that input writes React's state
 * back: a choice made before the scripts ran was lost at the first keystroke elsewhere in the form.
 * These read the page once, right after hydration, and adopt what it shows.
 */

/** RadioGroup with a default value that keeps a choice made before hydration. */
export function ChoiceGroup({
  defaultValue,
  onChange,
  ...rest
}: Omit<RadioGroupProps, "value" | "defaultValue"> & { defaultValue?: string }) {
  const [value, setValue] = useState(defaultValue);
  const group = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const shown = group.current?.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    if (shown !== undefined) setValue(shown);
  }, []);
  const choose = (event: ChangeEvent<HTMLInputElement>, next: string) => {
    setValue(next);
    onChange?.(event, next);
  };
  return <RadioGroup {...rest} ref={group} value={value ?? null} onChange={choose} />;
}

/** Checkbox with a default state that keeps a tick given before hydration. */
export function KeptCheckbox({ defaultChecked, onChange, ...rest }: Omit<CheckboxProps, "checked" | "ref">) {
  const [checked, setChecked] = useState(Boolean(defaultChecked));
  const root = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const input = root.current?.querySelector("input");
    if (input) setChecked(input.checked);
  }, []);
  const toggle = (event: ChangeEvent<HTMLInputElement>, next: boolean) => {
    setChecked(next);
    onChange?.(event, next);
  };
  return <Checkbox {...rest} ref={root} checked={checked} onChange={toggle} />;
}
