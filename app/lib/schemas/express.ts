import { z } from "zod";
import { EXPRESS_CURRENCIES, EXPRESS_STEP_GRAMS, parseKgToGrams, parseMoney } from "../express";
import { COUNTRY_CODES } from "../countries/iso";
import type { Language } from "../i18n/i18n";
import { requiredChoice } from "./fields";

/**
 * The express price forms' schemas (conform in the browser, the loaders and actions on the
 * server). Messages are i18n keys: common:validation.* or express:validation.*.
 */
const required = "validation.required";

/** "2,5" and "2.5" are the same number (Turkish keyboards type a comma). */
function toDecimal(value: string, message: string, min: number, max: number, ctx: z.RefinementCtx): number {
  const text = value.replace(",", ".");
  const n = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || !(n > min) || n > max) {
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  }
  return n;
}

const decimal = (message: string, min: number, max: number) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(20, message)
    .transform((v, ctx) => toDecimal(v, message, min, max, ctx));

const optionalDecimal = (message: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .max(20, message)
    .optional()
    .transform((v, ctx) => (v ? toDecimal(v, message, min, max, ctx) : undefined));

export const MAX_EXPRESS_WEIGHT_KG = 1000;
export const MAX_SIDE_CM = 400;

export const CalculateSchema = z
  .object({
    country: z.enum(COUNTRY_CODES, { error: "express:validation.country" }),
    weight: decimal("express:validation.weight", 0, MAX_EXPRESS_WEIGHT_KG),
    length: optionalDecimal("express:validation.side", 0, MAX_SIDE_CM),
    width: optionalDecimal("express:validation.side", 0, MAX_SIDE_CM),
    height: optionalDecimal("express:validation.side", 0, MAX_SIDE_CM),
  })
  .superRefine((v, ctx) => {
    const given = [v.length, v.width, v.height].filter((x) => x !== undefined).length;
    if (given > 0 && given < 3) {
      for (const key of ["length", "width", "height"] as const) {
        if (v[key] === undefined) ctx.addIssue({ code: "custom", path: [key], message: "express:validation.allSides" });
      }
    }
  });

export const ZONE_CODE_PATTERN = /^[A-Z0-9-]{1,10}$/;

const zoneCode = z
  .string({ error: required })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(ZONE_CODE_PATTERN, "express:validation.zoneCode"));
const zoneName = z.string({ error: required }).trim().min(1, required).max(80, "validation.tooLong");

/** A price typed in the list's currency, as minor units. */
export function moneyField(currency: string) {
  return z
    .string({ error: required })
    .trim()
    .max(20, "validation.tooLong")
    .transform((v, ctx) => {
      const minor = parseMoney(v, currency);
      if (minor === null || minor > 100_000_000) {
        ctx.addIssue({ code: "custom", message: "express:validation.price" });
        return z.NEVER;
      }
      return minor;
    });
}

/**
 * The zone editor's name fields, one per language: `name` is the Turkish one (the default language, also
 * the only name the new-zone form asks for), the others are named after their language.
 */
export const ZONE_NAME_FIELDS = {
  tr: "name",
  en: "nameEn",
  de: "nameDe",
  fr: "nameFr",
  pt: "namePt",
} as const satisfies Record<Language, string>;

export function zoneCreateSchema(currency: string) {
  return z.object({ intent: z.literal("create-zone"), code: zoneCode, name: zoneName, perKg: moneyField(currency) });
}

export const AssignCountrySchema = z.object({
  intent: z.literal("assign-country"),
  country: z.enum(COUNTRY_CODES, { error: "express:validation.country" }),
  /** A zone id, or "none" to take the country off the list. */
  zone: z
    .string({ error: "express:validation.zone" })
    .regex(/^(none|[1-9]\d{0,8})$/, "express:validation.zone")
    .transform((v) => (v === "none" ? ("none" as const) : Number(v))),
});

export const CurrencySchema = z.object({
  intent: z.literal("currency"),
  currency: z.enum(EXPRESS_CURRENCIES, { error: requiredChoice }),
});

/** The zone editor: its fields and its price steps (rows left empty are dropped). */
export function zoneEditSchema(currency: string) {
  const step = z.object({ weight: z.string().trim().max(20).optional(), price: z.string().trim().max(20).optional() });
  return z
    .object({
      intent: z.literal("save"),
      code: zoneCode,
      // Every language's name: a zone shows in all five, so saving it asks for all five.
      name: zoneName,
      nameEn: zoneName,
      nameDe: zoneName,
      nameFr: zoneName,
      namePt: zoneName,
      perKg: moneyField(currency),
      steps: z.array(step).max(400, "validation.tooLong").default([]),
    })
    .transform((value, ctx) => {
      const steps: Array<{ weightGrams: number; priceMinor: number }> = [];
      const seen = new Set<number>();
      value.steps.forEach((row, i) => {
        if (!row.weight && !row.price) return;
        const grams = row.weight ? parseKgToGrams(row.weight) : null;
        if (grams === null || grams <= 0 || grams % EXPRESS_STEP_GRAMS !== 0 || grams > MAX_EXPRESS_WEIGHT_KG * 1000) {
          ctx.addIssue({ code: "custom", path: ["steps", i, "weight"], message: "express:validation.step" });
          return;
        }
        if (seen.has(grams)) {
          ctx.addIssue({ code: "custom", path: ["steps", i, "weight"], message: "express:validation.stepTwice" });
          return;
        }
        seen.add(grams);
        const minor = row.price ? parseMoney(row.price, currency) : null;
        if (minor === null) {
          ctx.addIssue({ code: "custom", path: ["steps", i, "price"], message: "express:validation.price" });
          return;
        }
        steps.push({ weightGrams: grams, priceMinor: minor });
      });
      const names = { tr: value.name, en: value.nameEn, de: value.nameDe, fr: value.nameFr, pt: value.namePt };
      return {
        code: value.code,
        names,
        perKgMinor: value.perKg,
        steps: steps.sort((a, b) => a.weightGrams - b.weightGrams),
      };
    });
}
