import { z } from "zod";

/** Staff record that collected cash-on-delivery amounts were paid out to their customers: the day and a reference. */
export const PayoutSchema = z.object({
  intent: z.literal("payout"),
  ids: z
    .array(z.number().int().positive(), { error: "cod:validation.pick" })
    .min(1, "cod:validation.pick")
    .max(100, "cod:validation.pick"),
  paidOn: z
    .string({ error: "validation.required" })
    .regex(/^\d{4}-\d{2}-\d{2}$/, "cod:validation.date")
    .refine((s) => {
      const d = new Date(`${s}T00:00:00Z`);
      // A real day, not after today (Türkiye's day is at most a few hours ahead of UTC).
      return (
        !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getTime() <= Date.now() + 24 * 3_600_000
      );
    }, "cod:validation.date"),
  reference: z
    .string({ error: "validation.required" })
    .trim()
    .min(2, "validation.nameTooShort")
    .max(60, "validation.tooLong"),
});
