import { z } from "zod";
import { OUTSIDE_SHIPPING_TYPES, SHIPMENT_STATUSES, type OutsideShippingType } from "~/lib/shipments/domain";

/**
 * The reports screen's closed lists and its URL: the period (a preset or two calendar days in Turkey's time),
 * the granularity of the shipments-over-time chart and the filters. One parser serves the page and the CSV
 * export, so a table and its file always describe the same rows.
 */
export const REPORT_PRESETS = ["this_month", "last_30_days", "last_12_months", "custom"] as const;
export type ReportPreset = (typeof REPORT_PRESETS)[number];

export const GRANULARITIES = ["day", "month"] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** The tables of the screen, each also a CSV file (`/reports/export.csv?table=…`). */
export const REPORT_TABLES = ["period", "status", "direction", "revenue", "cod", "onTime", "routes"] as const;
export type ReportTable = (typeof REPORT_TABLES)[number];

/**
 * The delivery promise of each service in calendar days from booking to the delivered scan. Shipments store
 * no promise of their own: the domestic service promises delivery within 3 days, the international express
 * service (export and import, customs included) within 5 (docs/decisions/0014-delivery-promise-by-service.md).
 */
export const PROMISED_DAYS: Record<OutsideShippingType, number> = { domestic: 3, export: 5, import: 5 };

/** A day grouping longer than this answers per month instead: a chart of more bars than days of a year reads as noise. */
export const MAX_DAY_BUCKETS = 366;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const isRealDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

export const ReportQuerySchema = z.object({
  period: z.enum(REPORT_PRESETS).catch("last_30_days").default("last_30_days"),
  from: day.refine(isRealDay).optional().catch(undefined),
  to: day.refine(isRealDay).optional().catch(undefined),
  granularity: z.enum(GRANULARITIES).optional().catch(undefined),
  branch: z.coerce.number().int().positive().optional().catch(undefined),
  direction: z.enum(OUTSIDE_SHIPPING_TYPES).optional().catch(undefined),
  status: z.enum(SHIPMENT_STATUSES).optional().catch(undefined),
});

export interface ReportParams {
  period: ReportPreset;
  /** Inclusive calendar days in Turkey's time. */
  from: string;
  to: string;
  granularity: Granularity;
  /** True when day grouping was asked for a period too long for it. */
  granularityCapped: boolean;
  branch?: number;
  direction?: OutsideShippingType;
  status?: (typeof SHIPMENT_STATUSES)[number];
}

/** Today's calendar day in Turkey (UTC+3 all year). */
export function turkeyToday(now = new Date()): string {
  return new Date(now.getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}

export function addDays(dayText: string, days: number): string {
  return new Date(new Date(`${dayText}T00:00:00Z`).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The days a preset covers, ending today. */
export function presetRange(preset: Exclude<ReportPreset, "custom">, today: string): { from: string; to: string } {
  if (preset === "this_month") return { from: `${today.slice(0, 7)}-01`, to: today };
  if (preset === "last_30_days") return { from: addDays(today, -29), to: today };
  // The last 12 months: this month and the 11 before it, whole months, so each bar is a full month.
  const [y, m] = today.split("-").map(Number) as [number, number];
  const start = new Date(Date.UTC(y, m - 1 - 11, 1)).toISOString().slice(0, 10);
  return { from: start, to: today };
}

/**
 * The URL's report, with defaults: a custom period needs both days (else the last 30 days), a reversed one is
 * turned round; without a granularity, a period of up to two months is drawn per day, a longer one per month.
 */
export function parseReportParams(search: URLSearchParams, now = new Date()): ReportParams {
  const raw = ReportQuerySchema.parse(Object.fromEntries(search));
  const today = turkeyToday(now);
  let period = raw.period;
  let range: { from: string; to: string };
  if (period === "custom" || (raw.from && raw.to && !search.has("period"))) {
    if (raw.from && raw.to) {
      period = "custom";
      range = raw.from <= raw.to ? { from: raw.from, to: raw.to } : { from: raw.to, to: raw.from };
    } else {
      period = "last_30_days";
      range = presetRange(period, today);
    }
  } else {
    range = presetRange(period as Exclude<ReportPreset, "custom">, today);
  }
  const length = daysInRange(range.from, range.to);
  const wanted = raw.granularity ?? (length <= 62 ? "day" : "month");
  const granularityCapped = wanted === "day" && length > MAX_DAY_BUCKETS;
  return {
    period,
    ...range,
    granularity: granularityCapped ? "month" : wanted,
    granularityCapped,
    branch: raw.branch,
    direction: raw.direction,
    status: raw.status,
  };
}

/** The search params of a report (for links: the CSV files, the presets), without defaults that need no saying. */
export function reportSearch(params: ReportParams, extra: Record<string, string> = {}): string {
  const search = new URLSearchParams();
  search.set("period", params.period);
  if (params.period === "custom") {
    search.set("from", params.from);
    search.set("to", params.to);
  }
  search.set("granularity", params.granularity);
  if (params.branch) search.set("branch", String(params.branch));
  if (params.direction) search.set("direction", params.direction);
  if (params.status) search.set("status", params.status);
  for (const [k, v] of Object.entries(extra)) search.set(k, v);
  return search.toString();
}

/** Every bucket of the range, so a day or month without shipments is drawn as zero, not left out. */
export function bucketsOf(from: string, to: string, granularity: Granularity): string[] {
  const out: string[] = [];
  if (granularity === "day") {
    for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
    return out;
  }
  let [y, m] = from.split("-").map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, "0")}`;
    if (month > last) break;
    out.push(month);
    m += 1;
    if (m === 13) {
      m = 1;
      y += 1;
    }
  }
  return out;
}
