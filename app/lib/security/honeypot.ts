/**
 * A field people never see or fill (hidden from view and from assistive technology), which
 * form-filling robots do. A submission with it filled is answered like a success and dropped.
 */
export const HONEYPOT_FIELD = "website";

export function isHoneypotFilled(formData: FormData): boolean {
  const value = formData.get(HONEYPOT_FIELD);
  return typeof value === "string" && value.trim() !== "";
}
