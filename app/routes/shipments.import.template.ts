import type { Route } from "./+types/shipments.import.template";
import { requireAbility } from "~/lib/auth/auth.server";
import { getT } from "~/lib/i18n/i18n.server";
import { templateCsv, templateHeader, templateXlsx } from "~/lib/shipments/import-file.server";
import { columnLabel } from "~/lib/shipments/import-labels";

/**
 * The bulk import's template, CSV or XLSX (`?format=xlsx`): one column per wizard field, each header in the
 * reader's language with the column's name beside it, and an example row.
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  requireAbility(context, request, "create", "Shipment");
  const t = getT(context);
  const header = templateHeader((column) => columnLabel(t, column));
  const headers = { "Cache-Control": "private, no-store" };
  if (url.searchParams.get("format") === "xlsx") {
    const body = await templateXlsx(header, t("shipment-import:template.sheet"));
    return new Response(new Uint8Array(body), {
      headers: {
        ...headers,
        "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "Content-Disposition": 'attachment; filename="shipments-template.xlsx"',
      },
    });
  }
  return new Response(templateCsv(header), {
    headers: {
      ...headers,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="shipments-template.csv"',
    },
  });
}
