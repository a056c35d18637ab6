import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { useTheme } from "@mui/material/styles";
import type { ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";

/** The rule the panel's charts follow: drawn once on the server, so no first-paint animation. */
export const STATIC_CHART = { skipAnimation: true } as const;

/**
 * The width to draw a chart at: fixed on the server (the SVG's viewBox then scales it to its card), none in the
 * browser, where MUI X measures the card and redraws the chart to fit it.
 */
export function useChartWidth(serverWidth: number): number | undefined {
  return useHydrated() ? undefined : serverWidth;
}

/** Chart colours from the theme, in the order series take them. */
export function useChartColors(): string[] {
  const { palette } = useTheme();
  return [
    palette.primary.main,
    palette.info.main,
    palette.warning.main,
    palette.success.main,
    palette.error.main,
    palette.secondary.main,
  ];
}

const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

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
    <Box
      component="figure"
      data-testid={testId}
      sx={{
        m: 0,
        minWidth: 0,
        // Charts are drawn at a fixed size on the server; the SVG's viewBox lets them shrink to a phone's width.
        "& .MuiChartsSurface-root, & .MuiChartsWrapper-root": { maxWidth: "100%" },
        "& svg.MuiChartsSvgLayer-root": { width: "100%", height: "auto" },
      }}
    >
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
