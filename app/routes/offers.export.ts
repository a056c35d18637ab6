import type { Route } from "./+types/offers.export";
import { parseListParams } from "~/components/data-list/params";
import { requireAbility } from "~/lib/auth/auth.server";
import {
  badExportFormat,
  exportTable,
  majorUnits,
  readExportFormat,
  type ExportColumn,
} from "~/lib/exports/table-stream.server";
import { getT } from "~/lib/i18n/i18n.server";
import { OfferListQuery } from "~/lib/offers/list-query";
import { exportOffers, offerScopeFor, type OfferExportRow } from "~/models/offers.server";

/**
 * The offers list with its current status tab, currency, search and order as CSV or XLSX, in the reader's
 * language. Same scope as the list (a customer never sees drafts); who the offer is to and who made it are
 * staff's columns.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "Offer");
  const t = getT(context, ["exports", "offers"]);
  const format = readExportFormat(url);
  if (!format) return badExportFormat(t("exports:errors.format"));
  const params = parseListParams(url, OfferListQuery);
  const customer = user.role === "customer";
  const status = customer && params.status === "draft" ? "all" : params.status;
  const columns: ExportColumn<OfferExportRow>[] = [
    { header: t("offers:fields.number"), cell: (r) => r.number, width: 16 },
    ...(!customer
      ? ([
          { header: t("offers:fields.offerTo"), cell: (r) => r.offer_to, width: 24 },
          { header: t("offers:fields.offerToEmail"), cell: (r) => r.offer_to_email, width: 28 },
          { header: t("offers:fields.bidder"), cell: (r) => r.bidder_name, width: 20 },
        ] satisfies ExportColumn<OfferExportRow>[])
      : []),
    { header: t("offers:fields.freight"), cell: (r) => r.freight_number, width: 16 },
    { header: t("offers:fields.date"), cell: (r) => r.date, width: 12 },
    { header: t("offers:fields.validUntil"), cell: (r) => r.valid_until, width: 12 },
    { header: t("offers:fields.status"), cell: (r) => t(`offers:status.${r.status}`) },
    { header: t("exports:columns.discountPercent"), cell: (r) => r.discount_bp / 100, width: 10 },
    { header: t("exports:columns.totalMajor"), cell: (r) => majorUnits(r.total_minor), width: 12 },
    { header: t("offers:fields.currency"), cell: (r) => r.currency, width: 8 },
  ];
  return exportTable({
    format,
    name: "offers",
    sheet: t("exports:sheets.offers"),
    columns,
    pages: exportOffers(offerScopeFor(user), {
      ...params,
      status,
      q: params.q || undefined,
      currency: params.currency ?? null,
    }),
  });
}
