import type { Route } from "./+types/domestic-prices[.]csv";
import { requireAbility } from "~/lib/auth/auth.server";
import { exportDomesticCsv } from "~/models/domestic-prices.server";

/** Admins download the domestic price list as CSV, in the layout the import reads back (UTF-8 with a byte order mark). */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireAbility(context, request, "update", "DomesticPrice");
  const csv = await exportDomesticCsv();
  const day = new Date().toISOString().slice(0, 10);
  return new Response(`\ufeff${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="domestic-prices-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
