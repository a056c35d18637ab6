import Box from "@mui/material/Box";
import type { ReactNode } from "react";

/** A label and its value; false, null or undefined rows are left out (a field that does not apply). */
export type Fact = [label: string, value: ReactNode, testId?: string] | false | null | undefined;

const EMPTY = new Set<unknown>([null, undefined, ""]);

/**
 * Label and value pairs as a definition list, each pair in a `<div>` as HTML allows. On phones the labels take
 * about two fifths of the width and wrap between words; wider screens size the label column to the longest label.
 * An empty value shows a dash.
 */
export function Facts({ rows, testId }: { rows: Fact[]; testId?: string }) {
  return (
    <Box component="dl" data-testid={testId} sx={FACTS_SX}>
      {rows
        .filter((r): r is [string, ReactNode, string?] => Boolean(r))
        .map(([label, value, id]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd data-testid={id}>{EMPTY.has(value) ? "—" : value}</dd>
          </div>
        ))}
    </Box>
  );
}

const FACTS_SX = {
  display: "grid",
  gridTemplateColumns: {
    xs: "minmax(min-content, 2fr) minmax(0, 3fr)",
    sm: "minmax(110px, max-content) minmax(0, 1fr)",
  },
  alignContent: "start",
  columnGap: 2,
  rowGap: 0.75,
  m: 0,
  typography: "body2",
  "& > div": { display: "contents" },
  "& dt": { color: "text.secondary", overflowWrap: "break-word" },
  "& dd": { m: 0, minWidth: 0, overflowWrap: "anywhere" },
} as const;
