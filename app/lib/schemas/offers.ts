import { z } from "zod";
import { CURRENCIES, parseAmount, parsePercent } from "../money";
import { emailField, isoDate, required, requiredChoice, text } from "./fields";

/**
 * The price offer form (create and edit share it). Price and discount arrive as typed text and
 * leave as integers: price in minor units of the chosen currency, discount in basis points. The
 * total is not a field: the server computes it.
 */
/** The fields and their checks; `OfferSchema` turns them into integers (conform reads constraints from this one). */
export const OfferFields = z
  .object({
    freightId: z.number().int().positive().optional(),
    offerTo: text({ min: 2, max: 200 }),
    offerToEmail: emailField.optional(),
    bidderId: z.number({ error: required }).int().positive(),
    date: isoDate,
    validUntil: isoDate,
    currency: z.enum(CURRENCIES, { error: requiredChoice }),
    price: z.string({ error: required }).trim().max(30, "validation.tooLong"),
    discountRate: z.string().trim().max(10, "validation.tooLong").optional(),
    description: text({ max: 4000, optional: true }),
  })
  .superRefine(
    (value, ctx) => {
      // Runs even when other fields failed (so every error shows at once): read the values defensively.
      const currency = (CURRENCIES as readonly unknown[]).includes(value.currency) ? value.currency : "TRY";
      if (typeof value.price === "string") {
        const price = parseAmount(value.price, currency);
        if (price === null) ctx.addIssue({ code: "custom", path: ["price"], message: "offers:validation.price" });
        else if (price === 0) ctx.addIssue({ code: "custom", path: ["price"], message: "freight:validation.positive" });
      }
      if (typeof value.discountRate === "string" && value.discountRate && parsePercent(value.discountRate) === null) {
        ctx.addIssue({ code: "custom", path: ["discountRate"], message: "offers:validation.discount" });
      }
      if (typeof value.date === "string" && typeof value.validUntil === "string" && value.validUntil < value.date) {
        ctx.addIssue({ code: "custom", path: ["validUntil"], message: "offers:validation.validUntilBeforeDate" });
      }
    },
    { when: () => true },
  );

export const OfferSchema = OfferFields.transform(({ price, discountRate, ...rest }) => ({
  ...rest,
  offerToEmail: rest.offerToEmail ?? null,
  description: rest.description ?? null,
  freightId: rest.freightId ?? null,
  priceMinor: parseAmount(price, rest.currency) as number,
  discountBp: discountRate ? (parsePercent(discountRate) as number) : 0,
}));

export type OfferInput = z.output<typeof OfferSchema>;
