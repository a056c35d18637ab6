import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { visuallyHidden } from "@mui/utils";
import type { ReactNode } from "react";
import { CHART_FIGURE_SX } from "~/components/charts/chart-kit";

export interface ChartTable {
  head: string[];
  rows: Array<Array<string | number>>;
}

/**
 * A chart with its text alternative: the SVG (hidden from assistive technology by MUI X) scales to its card, the
 * caption says what it shows, and a visually hidden table holds its numbers for screen readers.
 */
export function ChartFigure({
  caption,
  table,
  children,
  testId,
}: {
  caption: string;
  table: ChartTable;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box component="figure" data-testid={testId} sx={CHART_FIGURE_SX}>
      {children}
      <Typography component="figcaption" variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {caption}
      </Typography>
      <Box component="table" sx={visuallyHidden}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {table.head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) =>
                j === 0 ? (
                  <th key={j} scope="row">
                    {cell}
                  </th>
                ) : (
                  <td key={j}>{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
