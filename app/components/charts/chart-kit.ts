import { useTheme } from "@mui/material/styles";
import { useHydrated } from "~/lib/use-hydrated";

/** Charts are drawn once on the server: no first-paint animation (bars would start at height 0). */
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

/** The `<figure>` around a chart: drawn at a fixed size on the server, the SVG's viewBox lets it shrink to a phone. */
export const CHART_FIGURE_SX = {
  m: 0,
  minWidth: 0,
  "& .MuiChartsSurface-root, & .MuiChartsWrapper-root": { maxWidth: "100%" },
  "& svg.MuiChartsSvgLayer-root": { width: "100%", height: "auto" },
} as const;
