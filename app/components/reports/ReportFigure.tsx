import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { visuallyHidden } from "@mui/utils";
import type { ReactNode } from "react";
import { Section } from "~/components/Section";
import type { Table } from "~/lib/reports/tables";
import { CHART_FIGURE_SX } from "~/components/charts/chart-kit";

const TABLE_SX = {
  width: "100%",
  borderCollapse: "collapse",
  typography: "body2",
  // The caption names the table for screen readers; the same words show once, under the card's title.
  "& caption": visuallyHidden,
  "& th, & td": { px: 1.5, py: 0.75, borderBottom: 1, borderColor: "divider", textAlign: "start" },
  "& thead th": { color: "text.secondary", fontWeight: 600, position: "sticky", top: 0, bgcolor: "background.paper" },
  "& td.num, & th.num": { textAlign: "end", fontVariantNumeric: "tabular-nums" },
} as const;

/**
 * One figure of the reports screen: a titled card with its chart (when the figure has one), the same numbers as
 * a table (its caption says what it holds) and a link to the table as a CSV file.
 */
export function ReportFigure({
  id,
  title,
  caption,
  table,
  csvHref,
  csvLabel,
  chart,
  numeric,
  empty,
  tall = false,
  stacked = false,
}: {
  id: string;
  title: string;
  caption: string;
  table: Table;
  csvHref: string;
  csvLabel: string;
  chart?: ReactNode;
  /** Which columns hold numbers (aligned to the end). */
  numeric: number[];
  /** Shown instead of the chart when the table has no rows. */
  empty: string;
  /** A long table scrolls inside its card. */
  tall?: boolean;
  /** The table under the chart (a card half the page wide), not beside it. */
  stacked?: boolean;
}) {
  return (
    <Section
      id={id}
      title={title}
      titleId={`${id}-title`}
      testId={`report-${id}`}
      subheader={<Typography variant="body2">{caption}</Typography>}
      action={
        <Button size="small" variant="outlined" href={csvHref} download data-testid={`csv-${id}`}>
          {csvLabel}
        </Button>
      }
    >
      {table.rows.length === 0 ? (
        <Typography sx={{ color: "text.secondary" }}>{empty}</Typography>
      ) : (
        <Box
          sx={{
            display: "grid",
            gap: 2,
            gridTemplateColumns: { xs: "1fr", lg: chart && !stacked ? "3fr 2fr" : "1fr" },
          }}
        >
          {chart && (
            <Box component="figure" aria-labelledby={`${id}-title`} sx={CHART_FIGURE_SX}>
              {chart}
            </Box>
          )}
          <Box
            // Scrolls inside its card when the table is wider (a phone) or longer (a year of days) than the card.
            sx={{ minWidth: 0, overflowX: "auto", ...(tall ? { maxHeight: 360, overflowY: "auto" } : {}) }}
            tabIndex={0}
            role="region"
            aria-labelledby={`${id}-title`}
          >
            <Box component="table" sx={TABLE_SX} data-testid={`table-${id}`}>
              <caption>{caption}</caption>
              <thead>
                <tr>
                  {table.head.map((h, i) => (
                    <th key={h} scope="col" className={numeric.includes(i) ? "num" : undefined}>
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, c) =>
                      c === 0 ? (
                        <th key={c} scope="row" className={numeric.includes(c) ? "num" : undefined}>
                          {cell.text}
                        </th>
                      ) : (
                        <td key={c} className={numeric.includes(c) ? "num" : undefined}>
                          {cell.text}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </Box>
          </Box>
        </Box>
      )}
    </Section>
  );
}
