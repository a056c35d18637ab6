import { z } from "zod";
import { listParamsSchema } from "~/components/data-list/params";
import { COD_STATES } from "~/lib/shipments/domain";

/** The cash-on-delivery list's URL: state, search and page; its exports read the same parameters. */
export const CodListQuery = listParamsSchema({ sortable: ["created_at"], defaultSort: "created_at" }).extend({
  state: z.enum(COD_STATES).catch("to_collect").default("to_collect"),
});
