import Box from "@mui/material/Box";
import { useTheme } from "@mui/material/styles";
import { BarChart } from "@mui/x-charts/BarChart";
import { Gauge, gaugeClasses } from "@mui/x-charts/Gauge";
import { LineChart } from "@mui/x-charts/LineChart";
import { PieChart } from "@mui/x-charts/PieChart";
import type { ReactNode } from "react";

/**
 * The dashboards' charts: MUI X Charts drawn as SVG on the server at a fixed drawing size that CSS scales to the
 * card (the SVG keeps its viewBox), without the first-paint animation, in the theme's colours. The SVG itself is
 * hidden from assistive technology; each chart carries its figures as a visually hidden table instead.
 */
export const VISUALLY_HIDDEN = {
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
} as const;

export type ChartColor = "primary" | "secondary" | "success" | "warning" | "error" | "info";

export interface ChartData {
  /** What the chart shows, the table's caption. */
  label: string;
  /** Row labels (categories, months, days). */
  categories: string[];
  series: Array<{ label: string; data: number[]; color?: ChartColor }>;
  /** Formats a figure for the table. */
  format?: (value: number) => string;
}

function usePalette() {
  const theme = useTheme();
  return (color: ChartColor = "primary") => theme.palette[color].main;
}

/** The text alternative: a small table of the chart's figures for screen readers. */
function ChartTable({ label, categories, series, format = String }: ChartData) {
  return (
    <Box component="table" sx={VISUALLY_HIDDEN}>
      <caption>{label}</caption>
      <thead>
        <tr>
          <td />
          {series.map((s) => (
            <th key={s.label} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {categories.map((c, i) => (
          <tr key={c}>
            <th scope="row">{c}</th>
            {series.map((s) => (
              <td key={s.label}>{format(s.data[i] ?? 0)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

/**
 * The chart's drawing (absolutely placed in its layer) keeps the drawn size's proportions at the card's width.
 */
function Frame({
  data,
  width,
  height,
  children,
  testId,
}: {
  data: ChartData;
  width: number;
  height: number;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Box
      component="figure"
      data-testid={testId}
      sx={{
        m: 0,
        position: "relative",
        width: "100%",
        "& .MuiAreaElement-root": { fillOpacity: 0.22 },
        // The chart's wrapper is a grid sized to its content; here it takes the card's width instead.
        "& div:has(> .MuiChartsSurface-root)": { width: "100%", gridTemplateColumns: "minmax(0, 1fr)" },
        "& .MuiChartsSurface-root": {
          width: "100% !important",
          height: "auto !important",
          aspectRatio: `${width} / ${height}`,
        },
      }}
    >
      {children}
      <ChartTable {...data} />
    </Box>
  );
}

const margin = { top: 10, right: 10, bottom: 0, left: 0 };

export function BarFigure({
  data,
  width = 420,
  height = 220,
  stacked = false,
  axes = true,
  testId,
}: {
  data: ChartData;
  width?: number;
  height?: number;
  stacked?: boolean;
  axes?: boolean;
  testId?: string;
}) {
  const color = usePalette();
  return (
    <Frame data={data} width={width} height={height} testId={testId}>
      <BarChart
        skipAnimation
        width={width}
        height={height}
        margin={margin}
        hideLegend
        borderRadius={4}
        xAxis={[{ data: data.categories, scaleType: "band", position: axes ? "bottom" : "none" }]}
        yAxis={[{ position: axes ? "left" : "none", width: axes ? 40 : 0 }]}
        series={data.series.map((s) => ({
          data: s.data,
          label: s.label,
          color: color(s.color),
          stack: stacked ? "all" : undefined,
        }))}
      />
    </Frame>
  );
}

export function LineFigure({
  data,
  width = 420,
  height = 220,
  axes = true,
  area = false,
  testId,
}: {
  data: ChartData;
  width?: number;
  height?: number;
  axes?: boolean;
  area?: boolean;
  testId?: string;
}) {
  const color = usePalette();
  return (
    <Frame data={data} width={width} height={height} testId={testId}>
      <LineChart
        skipAnimation
        width={width}
        height={height}
        margin={margin}
        hideLegend
        xAxis={[{ data: data.categories, scaleType: "point", position: axes ? "bottom" : "none" }]}
        yAxis={[{ position: axes ? "left" : "none", width: axes ? 48 : 0 }]}
        series={data.series.map((s) => ({
          data: s.data,
          label: s.label,
          color: color(s.color),
          area,
          curve: "monotoneX" as const,
          showMark: false,
        }))}
      />
    </Frame>
  );
}

/** A donut of shares; `data.series[0]` holds the values, `categories` their names, colours per slice. */
export function DonutFigure({
  data,
  colors,
  size = 200,
  testId,
}: {
  data: ChartData;
  colors: ChartColor[];
  size?: number;
  testId?: string;
}) {
  const color = usePalette();
  const values = data.series[0]?.data ?? [];
  return (
    <Frame data={data} width={size} height={size} testId={testId}>
      <Box sx={{ maxWidth: size, mx: "auto" }}>
        <PieChart
          skipAnimation
          width={size}
          height={size}
          margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
          hideLegend
          series={[
            {
              innerRadius: size * 0.3,
              outerRadius: size * 0.48,
              paddingAngle: 2,
              cornerRadius: 4,
              data: values.map((value, i) => ({
                id: i,
                value,
                label: data.categories[i],
                color: color(colors[i % colors.length]),
              })),
            },
          ]}
        />
      </Box>
    </Frame>
  );
}

/** A radial gauge of a percentage. */
export function GaugeFigure({
  value,
  label,
  color = "primary",
  size = 180,
  testId,
}: {
  value: number;
  label: string;
  color?: ChartColor;
  size?: number;
  testId?: string;
}) {
  const paint = usePalette();
  const theme = useTheme();
  return (
    <Frame
      data={{ label, categories: [label], series: [{ label, data: [value] }], format: (v) => `${v}%` }}
      width={size}
      height={size}
      testId={testId}
    >
      <Box sx={{ maxWidth: size, mx: "auto" }}>
        <Gauge
          skipAnimation
          width={size}
          height={size}
          value={value}
          startAngle={-120}
          endAngle={120}
          innerRadius="78%"
          cornerRadius="50%"
          text={({ value: v }) => `${v}%`}
          sx={{
            [`& .${gaugeClasses.valueText}`]: { fontSize: 26, fontWeight: 600 },
            [`& .${gaugeClasses.valueText} text`]: { fill: theme.palette.text.primary },
            [`& .${gaugeClasses.valueArc}`]: { fill: paint(color) },
            [`& .${gaugeClasses.referenceArc}`]: { fill: theme.palette.action.hover },
          }}
        />
      </Box>
    </Frame>
  );
}
