// Types of bench/pages.mjs (a plain ES module, run without a compiler).
export interface Target {
  key: string;
  label: string;
  kind: "baseline" | "data" | "tracking" | "login" | "info";
  base: "b0" | "app";
  requests: Array<{ path: string; method?: string; body?: string; headers?: Record<string, string> }>;
  headers?: Record<string, string>;
  expect: number;
}

export interface PagesData {
  file: string;
  samples: { trackingNumbers: string[]; shipmentId: number; deepStatus: string; deepQuery: string };
}

export function deepShipmentPage(
  file: string,
  status: string,
  q: string,
  perPage?: number,
): { total: number; page: number };
export function benchPages(data: PagesData, cookies: { admin: string; agent: string }, base: string): Target[];
export interface ExportRun {
  key: string;
  label: string;
  path: string;
  cookie: string;
}
export function exportRuns(cookies: { admin: string; agent: string }): ExportRun[];
