// Types of scripts/audit-lib.mjs (a plain ES module: scripts/audit.mjs runs without a compiler).

/** The parts of a Lighthouse report (LH.Result) these helpers read. */
export interface Report {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { id: string; score: number | null; numericValue?: number; details?: unknown } | undefined>;
  environment: { benchmarkIndex: number };
}

export interface PageRun {
  lhr: Report;
  multiplier: number;
  seconds: number;
}

export interface LighthouseRow {
  page: string;
  url: string;
  benchmarkIndex: number;
  cpuSlowdown: number;
  performance: number;
  performanceBar: number;
  accessibility: number;
  accessibilityBar: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKBTransferred: number;
  failedAccessibilityAudits: string[];
  runs: {
    performance: number;
    accessibility: number;
    fcpMs: number;
    tbtMs: number;
    benchmarkIndex: number;
    cpuSlowdown: number;
    seconds: number;
    median: boolean;
  }[];
  seconds: number;
  ok: boolean;
}

export const ACCESSIBILITY_BAR: number;
export function calibratedMultiplier(benchmarkIndex: number): number;
export function failedAccessibilityAudits(lhr: Report): string[];
export function scoreOf(lhr: Report, category: string): number;
export function lighthouseRow(
  page: { name: string; url: string; performance: number },
  pageRuns: PageRun[],
): LighthouseRow;
