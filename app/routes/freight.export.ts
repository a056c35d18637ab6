import type { Route } from "./+types/freight.export";
import { parseListParams } from "~/components/data-list/params";
import { requireAbility } from "~/lib/auth/auth.server";
import { countryName } from "~/lib/countries/countries";
import {
  badExportFormat,
  exportTable,
  exportTime,
  readExportFormat,
  type ExportColumn,
} from "~/lib/exports/table-stream.server";
import { FreightListQuery } from "~/lib/freight/list-query";
import { getI18n, getT } from "~/lib/i18n/i18n.server";
import { exportFreightRequests, freightScopeFor, type FreightExportRow } from "~/models/freight.server";

/**
 * The freight requests list with its current filters, search and order as CSV or XLSX, in the reader's
 * language. Same scope as the list; the requester's contact and the care columns are staff's only.
 */
export async function loader({ request, context, url }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "Freight");
  const t = getT(context, ["exports", "freight"]);
  const lng = getI18n(context).language;
  const format = readExportFormat(url);
  if (!format) return badExportFormat(t("exports:errors.format"));
  const params = parseListParams(url, FreightListQuery);
  const staff = user.role !== "customer";
  const yesNo = (flag: number) => t(flag ? "exports:values.yes" : "exports:values.no");
  const columns: ExportColumn<FreightExportRow>[] = [
    { header: t("freight:fields.number"), cell: (r) => r.number, width: 16 },
    { header: t("freight:fields.date"), cell: (r) => exportTime(r.created_at), width: 17 },
    { header: t("freight:fields.transportType"), cell: (r) => t(`freight:transportTypes.${r.transport_type}`) },
    { header: t("freight:fields.originCity"), cell: (r) => r.origin_city },
    { header: t("freight:fields.originCountry"), cell: (r) => countryName(r.origin_country, lng) },
    { header: t("freight:fields.destinationCity"), cell: (r) => r.destination_city },
    { header: t("freight:fields.destinationCountry"), cell: (r) => countryName(r.destination_country, lng) },
    { header: t("freight:fields.packageCount"), cell: (r) => r.package_count, width: 10 },
    { header: t("exports:columns.chargeableWeightKg"), cell: (r) => r.chargeable_weight_kg, width: 12 },
    { header: t("exports:columns.volumeM3"), cell: (r) => r.volume_m3, width: 10 },
    { header: t("freight:fields.isDangerous"), cell: (r) => yesNo(r.is_dangerous), width: 10 },
    ...(staff
      ? ([
          { header: t("freight:fields.contactName"), cell: (r) => r.contact_name, width: 24 },
          { header: t("freight:fields.companyName"), cell: (r) => r.company_name, width: 24 },
          { header: t("freight:fields.contactEmail"), cell: (r) => r.contact_email, width: 28 },
          {
            header: t("exports:columns.care"),
            cell: (r) => t(r.taken_care ? "freight:list.care.taken" : "freight:list.care.open"),
          },
          { header: t("freight:fields.interestedPerson"), cell: (r) => r.interested_name, width: 22 },
          { header: t("freight:fields.branch"), cell: (r) => r.branch_name ?? t("freight:unassigned"), width: 20 },
        ] satisfies ExportColumn<FreightExportRow>[])
      : []),
  ];
  return exportTable({
    format,
    name: "freight-requests",
    sheet: t("exports:sheets.freight"),
    columns,
    pages: exportFreightRequests(freightScopeFor(user), {
      ...params,
      q: params.q || undefined,
      type: params.type ?? null,
      from: params.from ?? null,
      to: params.to ?? null,
      branchId: user.role === "admin" ? (params.branch ?? null) : null,
    }),
  });
}
