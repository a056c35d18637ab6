import { data } from "react-router";
import type { Route } from "./+types/express-prices.export[.]csv";
import { requireAbility } from "~/lib/auth/auth.server";
import { getLocale } from "~/lib/i18n/i18n.server";
import { exportCountriesCsv, exportPriceTableCsv } from "~/models/express-prices.server";

/**
 * Admins download the price table (`?table=prices`, the default) or the countries
 * (`?table=countries`) as CSV, in the layout the import reads back. A byte order mark lets
 * spreadsheet programs read the file as UTF-8.
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  requireAbility(context, request, "update", "ExpressPrice");
  const table = url.searchParams.get("table") ?? "prices";
  if (table !== "prices" && table !== "countries") throw data({ error: "Unknown table" }, { status: 400 });
  const csv = table === "prices" ? await exportPriceTableCsv() : await exportCountriesCsv(getLocale(context));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(`\ufeff${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="express-${table}-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
