// Types of bench/bars.mjs (a plain ES module, so that bench/runs.mjs runs without a compiler).

export const BARS: {
  dataRatio: number;
  trackingRatio: number;
  halfLoadP99OverP50: number;
  deepOverFirst: number;
  tariffP95Ms: number;
  loginP99Factor: number;
};
export const TARIFF_KEYS: string[];
/** The row kinds the half-load bar judges (data pages, public tracking, the login). */
export const JUDGED_AT_HALF_LOAD: ReadonlySet<string>;

/** A page's row as barFigures reads it (a result file's `summary` entry has more). */
export interface BarRow {
  key: string;
  label: string;
  kind: string;
  ratio: number;
  cpuRatio: number;
  half?: { p99OverP50: number };
}

export interface BarFigure {
  id:
    | "data"
    | "dataCpu"
    | "tracking"
    | "trackingCpu"
    | "halfLoad"
    | "deep"
    | "deepCpu"
    | "deepSearchCpu"
    | "tariff"
    | "logins";
  bar: string;
  value: number;
  page?: string;
  limit: number;
  atLeast: boolean;
  met: boolean;
}

export function tariffP95(
  serverTiming: Record<string, Record<string, { p95: number }> | undefined> | undefined,
): number;
export function barFigures(summary: BarRow[], measured: { tariffP95: number; loginFactor: number }): BarFigure[];
export function median(xs: number[]): number;
export function combineRuns(
  runs: {
    summary: BarRow[];
    serverTiming?: Record<string, Record<string, { p95: number }>>;
    login?: { factor: number };
  }[],
): {
  pages: (BarRow & {
    ratios: number[];
    cpuRatios: number[];
    half?: { p99OverP50: number; runs: (number | undefined)[] };
  })[];
  bars: (BarFigure & { runs: number[]; metIn: number })[];
  count: number;
};
