import { z } from "zod";
import { listParamsSchema } from "~/components/data-list/params";
import { SHIPMENT_STATUSES, SHIPPING_TYPES } from "~/lib/shipments/domain";
import { SHIPMENT_SORTS } from "~/models/shipments.server";

/** The shipments list's URL: filters, search, sort and page; its exports read the same parameters. */
/** A real calendar day (2026-02-31 is not one). */
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  });
export const ShipmentListQuery = listParamsSchema({ sortable: SHIPMENT_SORTS, defaultSort: "created_at" }).extend({
  status: z.enum(SHIPMENT_STATUSES).optional().catch(undefined),
  type: z.enum(SHIPPING_TYPES).optional().catch(undefined),
  from: day.optional().catch(undefined),
  to: day.optional().catch(undefined),
});
