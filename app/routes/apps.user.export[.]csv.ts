import type { Route } from "./+types/apps.user.export[.]csv";
import { requireDemo } from "~/lib/demo.server";
import { filteredUsers } from "~/mock/users";
import { readUserQuery } from "~/components/demo/users/query";

const COLUMNS = [
  "id",
  "fullName",
  "username",
  "email",
  "company",
  "country",
  "contact",
  "role",
  "currentPlan",
  "status",
] as const;

/** A CSV cell: quoted when needed, and a leading =, +, - or @ defused so a spreadsheet does not run it as a formula. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The demo users matching the list's filters (every page) as CSV, with a byte order mark for spreadsheets. */
export function loader({ request, context, url }: Route.LoaderArgs) {
  requireDemo(context, request);
  const { q, role, currentPlan, status } = readUserQuery(url);
  const rows = filteredUsers({ q, role, currentPlan, status });
  const csv = [COLUMNS.join(","), ...rows.map((u) => COLUMNS.map((c) => csvCell(u[c])).join(","))].join("\r\n");
  return new Response(`\ufeff${csv}\r\n`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="users-${new Date().toISOString().slice(0, 10)}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
