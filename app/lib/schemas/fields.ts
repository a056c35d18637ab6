import { z } from "zod";
import { parseScaled } from "../money";

/**
 * Small field builders shared by the freight, offer and contact forms. Numbers are typed as text
 * (inputmode decimal) so "12,5" and "12.5" both work in every language; messages are i18n keys.
 */
export const required = "validation.required";

/** A select's message: "required" when nothing was chosen, "choose from the list" for a value that is not an option (EURO). */
export const requiredChoice = (issue: { input?: unknown }) =>
  issue.input === undefined ? required : "common:validation.choice";

export function text(options: { min?: number; max: number; optional?: false }): z.ZodString;
export function text(options: { min?: number; max: number; optional: true }): z.ZodOptional<z.ZodString>;
export function text({ min, max, optional }: { min?: number; max: number; optional?: boolean }) {
  let s = z.string({ error: required }).trim().max(max, "validation.tooLong");
  if (min) s = s.min(min, min <= 2 ? "validation.nameTooShort" : "freight:validation.tooShort");
  return optional ? s.optional() : s;
}

/** A positive decimal with at most `digits` decimals and at most `max`, typed with "," or ".". */
export function positiveDecimal({ max, digits }: { max: number; digits: number }) {
  return z
    .string({ error: required })
    .trim()
    .transform((value, ctx) => {
      const scaled = parseScaled(value, digits);
      if (scaled === null) {
        ctx.addIssue({
          code: "custom",
          message: digits === 0 ? "freight:validation.integer" : "freight:validation.number",
        });
        return z.NEVER;
      }
      const n = scaled / 10 ** digits;
      if (n <= 0) {
        ctx.addIssue({ code: "custom", message: "freight:validation.positive" });
        return z.NEVER;
      }
      if (n > max) {
        ctx.addIssue({ code: "custom", message: "freight:validation.tooLarge" });
        return z.NEVER;
      }
      return n;
    });
}

export const phoneField = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{6,19}$/, "validation.phone");

export { emailField } from "./account";

/** A calendar day, YYYY-MM-DD (what <input type="date"> posts), that exists. */
export const isoDate = z
  .string({ error: required })
  .trim()
  .refine(
    (v) =>
      /^\d{4}-\d{2}-\d{2}$/.test(v) &&
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
      new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    "offers:validation.date",
  );
