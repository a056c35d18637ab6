/**
 * A form field's echoed value as text. After a failed submission conform hands back what was posted,
 * and a repeated key (or a crafted body) makes that an array or an object: components that call string
 * methods on it must see a string. A list answers its first text entry; anything else is empty.
 */
export function textValue(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.find((v): v is string => typeof v === "string") ?? "";
  return "";
}
