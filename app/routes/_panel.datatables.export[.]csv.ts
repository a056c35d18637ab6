import type { Route } from "./+types/_panel.datatables.export[.]csv";
import { requireDemo } from "~/lib/demo.server";
import { getT } from "~/lib/i18n/i18n.server";
import { TableQuery, filteredRows } from "~/mock/datatables";

/** A CSV cell: quoted when it holds a separator, a quote or a line break; formula starts are defused for spreadsheets. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The advanced data table's rows as CSV: every row its search, column filters and sort select (not just a page). */
export function loader({ url, request, context }: Route.LoaderArgs) {
  requireDemo(context, request);
  const parsed = TableQuery.safeParse(Object.fromEntries(url.searchParams));
  const query = parsed.success ? parsed.data : TableQuery.parse({});
  const t = getT(context);
  const columns = ["full_name", "post", "email", "city", "start_date", "salary", "age", "status"] as const;
  const lines = [
    columns.map((c) => cell(t(`demo-gallery:datatables.col.${c}`))).join(","),
    ...filteredRows(query).map((r) =>
      columns.map((c) => cell(c === "status" ? t(`demo-gallery:datatables.status.${r.status}`) : r[c])).join(","),
    ),
  ];
  // A byte-order mark, so spreadsheet programs read the file as UTF-8 (Turkish letters).
  return new Response(`\uFEFF${lines.join("\r\n")}\r\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="staff.csv"',
      "Cache-Control": "no-store",
    },
  });
}
