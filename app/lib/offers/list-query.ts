import { z } from "zod";
import { listParamsSchema } from "~/components/data-list/params";
import { CURRENCIES } from "~/lib/money";
import { OFFER_SORTS, OFFER_STATUS_FILTERS } from "~/lib/offers/domain";

/** The offers list's URL: status, currency, search, sort and page; its exports read the same parameters. */
export const OfferListQuery = listParamsSchema({ sortable: OFFER_SORTS, defaultSort: "date" }).extend({
  status: z.enum(OFFER_STATUS_FILTERS).catch("all").default("all"),
  currency: z.enum(CURRENCIES).optional().catch(undefined),
});
