import { data } from "react-router";
import type { Route } from "./+types/reports.export[.]csv";
import { requireAbility } from "~/lib/auth/auth.server";
import { toCsv } from "~/lib/csv";
import { getI18n } from "~/lib/i18n/i18n.server";
import { REPORT_TABLES, parseReportParams, type ReportTable } from "~/lib/reports/domain";
import { reportTable } from "~/lib/reports/tables";
import { getBranch } from "~/models/branches.server";
import { reportFigures, reportScopeFor } from "~/models/reports.server";

/**
 * One table of the reports screen as CSV (`?table=…` and the screen's own period and filters), in the reader's
 * language for the headers and labels, with plain numbers: the same rows as the table on the screen, for the
 * same reader. A byte order mark lets spreadsheet programs read it as UTF-8.
 */
export async function loader({ url, request, context }: Route.LoaderArgs) {
  const user = requireAbility(context, request, "read", "Report");
  const name = url.searchParams.get("table");
  if (!REPORT_TABLES.includes(name as ReportTable)) {
    const t = getI18n(context).t;
    throw data(t("reports:unknownTable"), { status: 400 });
  }
  const table = name as ReportTable;
  const params = parseReportParams(url.searchParams);
  const branch = user.role === "admin" && params.branch && (await getBranch(params.branch)) ? params.branch : undefined;
  const figures = await reportFigures({
    scope: reportScopeFor(user, branch),
    from: params.from,
    to: params.to,
    granularity: params.granularity,
    direction: params.direction,
    status: params.status,
  });
  const i18n = getI18n(context);
  const built = reportTable(table, figures, { t: i18n.t, lng: i18n.language, granularity: params.granularity });
  const csv = toCsv(
    built.head,
    built.rows.map((row) => row.map((cell) => defused(cell.value))),
  );
  return new Response(`\ufeff${csv}`, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="report-${table}-${params.from}-${params.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** Text that a spreadsheet would run as a formula (a city typed as "=…") is kept as text. */
function defused(value: string | number): string | number {
  return typeof value === "string" && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
