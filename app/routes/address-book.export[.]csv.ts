import type { Route } from "./+types/address-book.export[.]csv";
import { requireAbility } from "~/lib/auth/auth.server";
import { addressBookScopeFor, exportAddressesCsv } from "~/models/address-book.server";

/**
 * The reader's address book as CSV (staff: the books of the customers they serve), in the layout the
 * import reads back. A byte order mark lets spreadsheet programs read it as UTF-8.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "AddressBook");
  const csv = await exportAddressesCsv(addressBookScopeFor(user));
  const day = new Date().toISOString().slice(0, 10);
  return new Response(`\ufeff${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="address-book-${day}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
