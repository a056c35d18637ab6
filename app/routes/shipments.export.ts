import type { Route } from "./+types/shipments.export";
import { parseListParams } from "~/components/data-list/params";
import { requireAbility } from "~/lib/auth/auth.server";
import {
  badExportFormat,
  exportTable,
  exportTime,
  majorUnits,
  readExportFormat,
  type ExportColumn,
} from "~/lib/exports/table-stream.server";
import { getI18n, getT } from "~/lib/i18n/i18n.server";
import { countryName } from "~/lib/shipments/countries";
import { ShipmentListQuery } from "~/lib/shipments/list-query.server";
import { exportShipments, scopeFor, type ShipmentExportRow } from "~/models/shipments.server";

/**
 * The shipments list with its current filters, search and order, every page of it, as CSV or XLSX
 * (`?format=csv|xlsx` beside the list's own parameters). Same scope as the list: a customer's own shipments,
 * an agent's branch, all for admins. Headers, statuses and country names in the reader's language.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "Shipment");
  const t = getT(context, ["exports", "shipments"]);
  const lng = getI18n(context).language;
  const format = readExportFormat(url);
  if (!format) return badExportFormat(t("exports:errors.format"));
  const params = parseListParams(url, ShipmentListQuery);
  const columns: ExportColumn<ShipmentExportRow>[] = [
    { header: t("shipments:fields.trackingNumber"), cell: (r) => r.tracking_number, width: 16 },
    { header: t("shipments:fields.status"), cell: (r) => t(`shipments:status.${r.status}`) },
    { header: t("shipments:fields.createdAt"), cell: (r) => exportTime(r.created_at), width: 17 },
    { header: t("shipments:fields.shippingType"), cell: (r) => t(`shipments:shippingTypes.${r.shipping_type}`) },
    {
      header: t("shipments:fields.outsideShippingType"),
      cell: (r) => t(`shipments:outsideShippingTypes.${r.outside_shipping_type}`),
    },
    { header: t("exports:columns.senderName"), cell: (r) => r.sender_name, width: 24 },
    { header: t("exports:columns.senderCity"), cell: (r) => r.sender_city },
    { header: t("exports:columns.senderCountry"), cell: (r) => countryName(r.sender_country, lng) },
    { header: t("exports:columns.receiverName"), cell: (r) => r.receiver_name, width: 24 },
    { header: t("exports:columns.receiverCity"), cell: (r) => r.receiver_city },
    { header: t("exports:columns.receiverCountry"), cell: (r) => countryName(r.receiver_country, lng) },
    { header: t("shipments:fields.pieces"), cell: (r) => r.piece_count, width: 8 },
    { header: t("exports:columns.weightKg"), cell: (r) => r.total_weight_g / 1000, width: 10 },
    { header: t("shipments:fields.price"), cell: (r) => majorUnits(r.price_minor), width: 12 },
    { header: t("shipments:fields.currency"), cell: (r) => r.price_currency, width: 8 },
    { header: t("shipments:fields.payer"), cell: (r) => t(`shipments:payers.${r.payer}`) },
    { header: t("shipments:fields.codAmount"), cell: (r) => majorUnits(r.cod_amount_minor), width: 12 },
    ...(user.role !== "customer"
      ? [{ header: t("shipments:fields.customer"), cell: (r: ShipmentExportRow) => r.customer_name, width: 24 }]
      : []),
    ...(user.role === "admin"
      ? [{ header: t("shipments:fields.branch"), cell: (r: ShipmentExportRow) => r.branch_name, width: 20 }]
      : []),
  ];
  return exportTable({
    format,
    name: "shipments",
    sheet: t("exports:sheets.shipments"),
    columns,
    pages: exportShipments({ scope: scopeFor(user), ...params, q: params.q || undefined }),
  });
}
