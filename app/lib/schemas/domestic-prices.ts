import { z } from "zod";
import { parseKgToGrams, parseMoney } from "../express";

/** The domestic price list's forms (admin): a band (added, or changed when its weight exists), the settings. */
const money = (max: number) =>
  z.string({ error: "validation.required" }).transform((s, ctx) => {
    const minor = parseMoney(s, "TRY");
    if (minor === null || minor > max) {
      ctx.addIssue({ code: "custom", message: "express:validation.price" });
      return z.NEVER;
    }
    return minor;
  });

export const BandSchema = z.object({
  intent: z.literal("save-band"),
  maxKg: z.string({ error: "validation.required" }).transform((s, ctx) => {
    const grams = parseKgToGrams(s);
    if (grams === null || grams <= 0 || grams > 1_000_000) {
      ctx.addIssue({ code: "custom", message: "express:validation.weight" });
      return z.NEVER;
    }
    return grams;
  }),
  sameCity: money(1_000_000_00),
  betweenCities: money(1_000_000_00),
});

export const DeleteBandSchema = z.object({ intent: z.literal("delete-band"), id: z.number().int().positive() });

export const CourierSettingsSchema = z.object({
  intent: z.literal("settings"),
  perKg: money(100_000_00),
  codLimit: money(10_000_000_00),
  deliveryAttempts: z
    .number({ error: "validation.required" })
    .int("express:validation.attempts")
    .min(1, "express:validation.attempts")
    .max(9, "express:validation.attempts"),
});
