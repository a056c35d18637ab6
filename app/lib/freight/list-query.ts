import { z } from "zod";
import { listParamsSchema } from "~/components/data-list/params";
import { ISO_DAY } from "~/lib/dates";
import { CARE_FILTERS, FREIGHT_SORTS, TRANSPORT_TYPES } from "~/lib/freight/domain";

/** The freight requests list's URL: filters, search, sort and page; its exports read the same parameters. */
const day = z.string().regex(ISO_DAY).optional().catch(undefined);
export const FreightListQuery = listParamsSchema({ sortable: FREIGHT_SORTS, defaultSort: "created_at" }).extend({
  type: z.enum(TRANSPORT_TYPES).optional().catch(undefined),
  care: z.enum(CARE_FILTERS).catch("all").default("all"),
  from: day,
  to: day,
  branch: z
    .union([z.literal("none"), z.coerce.number().int().positive()])
    .optional()
    .catch(undefined),
});
