import { z } from "zod";
import { isCountryCode } from "../countries/countries";
import { TRANSPORT_TYPES, isDangerousGoodsClass, normaliseDangerousGoods } from "../freight/domain";
import { emailField, phoneField, positiveDecimal, required, text } from "./fields";

/**
 * The freight request (freight calculation) form, used by conform in the browser and by the action
 * on the server. Dimensions and weight are per package; the server computes volume and
 * chargeable weight itself.
 */
const country = z.string({ error: required }).refine(isCountryCode, "freight:validation.country");

/** The fields and their checks; `FreightRequestSchema` adds the normalisation (conform reads constraints from this one). */
export const FreightRequestFields = z
  .object({
    transportType: z.enum(TRANSPORT_TYPES, { error: required }),
    originCountry: country,
    originCity: text({ min: 2, max: 100 }),
    destinationCountry: country,
    destinationCity: text({ min: 2, max: 100 }),
    isDangerous: z.boolean().optional(),
    dangerousGoodsClass: text({ max: 60, optional: true }),
    isNonStackable: z.boolean().optional(),
    packageCount: positiveDecimal({ max: 9999, digits: 0 }),
    weightKg: positiveDecimal({ max: 50_000, digits: 2 }),
    lengthCm: positiveDecimal({ max: 2000, digits: 1 }),
    widthCm: positiveDecimal({ max: 2000, digits: 1 }),
    heightCm: positiveDecimal({ max: 2000, digits: 1 }),
    description: text({ min: 3, max: 1000 }),
    contactName: text({ min: 2, max: 100 }),
    contactEmail: emailField,
    contactPhone: phoneField.optional(),
    companyName: text({ max: 200, optional: true }),
  })
  .superRefine(
    (value, ctx) => {
      // Runs even when other fields failed (so every error shows at once): read the values defensively.
      if (value.isDangerous !== true) return;
      const cls = typeof value.dangerousGoodsClass === "string" ? value.dangerousGoodsClass : "";
      if (!cls)
        ctx.addIssue({
          code: "custom",
          path: ["dangerousGoodsClass"],
          message: "freight:validation.dangerousGoodsRequired",
        });
      else if (!isDangerousGoodsClass(cls))
        ctx.addIssue({
          code: "custom",
          path: ["dangerousGoodsClass"],
          message: "freight:validation.dangerousGoodsFormat",
        });
    },
    { when: () => true },
  );

export const FreightRequestSchema = FreightRequestFields.transform((value) => ({
  ...value,
  isDangerous: Boolean(value.isDangerous),
  isNonStackable: Boolean(value.isNonStackable),
  dangerousGoodsClass:
    value.isDangerous && value.dangerousGoodsClass ? normaliseDangerousGoods(value.dangerousGoodsClass) : null,
}));

export type FreightRequestInput = z.output<typeof FreightRequestSchema>;

/** Staff actions on a freight request's page. */
export const FreightIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("take-care") }),
  z.object({ intent: z.literal("release") }),
  z.object({
    intent: z.literal("assign"),
    branchId: z
      .string()
      .optional()
      .transform((v, ctx) => {
        if (!v) return null;
        const n = Number(v);
        if (!Number.isSafeInteger(n) || n <= 0) {
          ctx.addIssue({ code: "custom", message: "freight:validation.branch" });
          return z.NEVER;
        }
        return n;
      }),
  }),
]);
