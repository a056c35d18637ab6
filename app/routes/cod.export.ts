import type { Route } from "./+types/cod.export";
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
import { getT } from "~/lib/i18n/i18n.server";
import { CodListQuery } from "~/lib/shipments/cod-query";
import { exportCod, type CodExportRow } from "~/models/cod.server";
import { scopeFor } from "~/models/shipments.server";

/**
 * The cash-on-delivery list of one state (with its search) as CSV or XLSX, in the reader's language: each
 * amount with its shipment, when it was collected and paid out, and the payout's reference. Same scope as
 * the list.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "Cod");
  const t = getT(context, ["exports", "cod", "shipments"]);
  const format = readExportFormat(url);
  if (!format) return badExportFormat(t("exports:errors.format"));
  const params = parseListParams(url, CodListQuery);
  const columns: ExportColumn<CodExportRow>[] = [
    { header: t("shipments:fields.trackingNumber"), cell: (r) => r.tracking_number, width: 16 },
    { header: t("shipments:fields.status"), cell: (r) => t(`shipments:status.${r.status}`) },
    { header: t("exports:columns.receiverName"), cell: (r) => r.receiver_name, width: 24 },
    { header: t("exports:columns.receiverCity"), cell: (r) => r.receiver_city },
    ...(user.role !== "customer"
      ? [{ header: t("shipments:fields.customer"), cell: (r: CodExportRow) => r.customer_name, width: 24 }]
      : []),
    { header: t("exports:columns.amount"), cell: (r) => majorUnits(r.cod_amount_minor), width: 12 },
    {
      header: t("shipments:fields.codPaymentType"),
      cell: (r) => t(`shipments:codPaymentTypes.${r.cod_payment_type ?? "cash"}`),
    },
    { header: t("exports:columns.state"), cell: () => t(`cod:states.${params.state}`) },
    { header: t("shipments:fields.createdAt"), cell: (r) => exportTime(r.created_at), width: 17 },
    { header: t("exports:columns.collectedAt"), cell: (r) => exportTime(r.cod_collected_at), width: 17 },
    { header: t("exports:columns.paidOutOn"), cell: (r) => r.cod_paid_out_at, width: 12 },
    { header: t("exports:columns.payoutReference"), cell: (r) => r.cod_payout_reference, width: 20 },
  ];
  return exportTable({
    format,
    name: `cod-${params.state.replace("_", "-")}`,
    sheet: t("exports:sheets.cod"),
    columns,
    pages: exportCod({ scope: scopeFor(user), state: params.state, q: params.q || undefined }),
  });
}
