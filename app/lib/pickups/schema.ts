import { z } from "zod";
import { requiredChoice } from "../schemas/fields";
import { addressSchema, type PlaceChecker } from "../schemas/shipments";
import { HOME_COUNTRY } from "../shipments/countries";
import { ADDRESS_FIELDS } from "../shipments/wizard";
import { MAX_PARCELS, PICKUP_SLOTS, isSunday } from "./domain";

/**
 * The pickup request form: a day (today or later, within the booking window, never a Sunday), a slot,
 * the address (a saved one by `addressId`, which wins, or typed: an address in Türkiye, checked like the
 * wizard's), the number of parcels, a note and optionally the customer's shipments to hand over.
 * Messages are i18n keys. `today` is Türkiye's date on the server.
 */
export const BOOKING_DAYS = 30;
const v = (key: string) => `pickups:validation.${key}`;

export function addDays(day: string, n: number): string {
  return new Date(new Date(`${day}T12:00:00Z`).getTime() + n * 86_400_000).toISOString().slice(0, 10);
}

/** The form's fields as they are posted: what the browser's input constraints are built from. */
export const PickupFields = z.object({
  date: z.string({ error: "validation.required" }).regex(/^\d{4}-\d{2}-\d{2}$/, v("date")),
  slot: z.enum(PICKUP_SLOTS, { error: requiredChoice }),
  addressId: z.number().int().positive().optional(),
  // As typed; checked below only when no saved address is chosen.
  address: z.object(Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, z.string().optional()]))).optional(),
  parcelCount: z
    .number({ error: "validation.required" })
    .int(v("parcelCount"))
    .min(1, v("parcelCount"))
    .max(MAX_PARCELS, v("parcelCount")),
  note: z.string().trim().max(500, "validation.tooLong").optional(),
  shipmentIds: z.array(z.number().int().positive()).max(50).optional(),
});

export function pickupSchema(options: { today: string; places?: PlaceChecker }) {
  const home = addressSchema(options.places);
  const typed = (raw: Record<string, string | undefined> | undefined) =>
    home.safeParse({ ...raw, country: HOME_COUNTRY });
  return PickupFields.superRefine(
    (p, ctx) => {
      if (!p || typeof p !== "object") return;
      if (typeof p.date === "string" && /^\d{4}-\d{2}-\d{2}$/.test(p.date)) {
        const issue = (message: string) => ctx.addIssue({ code: "custom", path: ["date"], message });
        if (Number.isNaN(new Date(`${p.date}T12:00:00Z`).getTime())) issue(v("date"));
        else if (p.date < options.today) issue(v("datePast"));
        else if (p.date > addDays(options.today, BOOKING_DAYS)) issue(v("dateFar"));
        else if (isSunday(p.date)) issue(v("sunday"));
      }
      if (p.addressId) return;
      const parsed = typed(p.address);
      if (parsed.success) return;
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: "custom", path: ["address", ...issue.path.map(String)], message: issue.message });
    },
    { when: () => true },
  ).transform((p) => {
    const parsed = p.addressId ? null : typed(p.address);
    return { ...p, address: parsed?.success ? parsed.data : undefined };
  });
}
export type PickupValues = z.output<ReturnType<typeof pickupSchema>>;
