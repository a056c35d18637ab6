import type { TFunction } from "i18next";
import { formatDate, formatNumber } from "~/lib/format";
import { formatMoney, minorDigits } from "~/lib/money";
import type { Granularity, ReportTable } from "./domain";

/**
 * The figures of the reports screen as tables, each cell with the text the page shows and the plain value its
 * CSV file holds (integers, amounts with a dot and their currency in a column, shares as percentages). The page
 * and the export build their tables here, so a file always has the rows the screen shows.
 */
export interface ReportFiguresData {
  perPeriod: Array<{ bucket: string; count: number }>;
  byStatus: Array<{ status: string; count: number }>;
  byDirection: Array<{ direction: string; count: number }>;
  revenue: Array<{ currency: string; shipments: number; amountMinor: number }>;
  unpriced: number;
  cod: Record<"expected" | "collected" | "paidOut", { count: number; amountMinor: number }>;
  onTime: Array<{ direction: string; promisedDays: number; delivered: number; onTime: number }>;
  routes: Array<{
    originCity: string;
    originCountry: string;
    destinationCity: string;
    destinationCountry: string;
    count: number;
  }>;
}

export interface Cell {
  text: string;
  value: string | number;
}
export interface Table {
  head: string[];
  rows: Cell[][];
}

const plainAmount = (minor: number, currency: string) =>
  (minor / 10 ** minorDigits(currency)).toFixed(minorDigits(currency));
/** A share in percent with one decimal, or null when there is nothing to share. */
export const sharePercent = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;

export function bucketLabel(bucket: string, granularity: Granularity, lng: string): string {
  return granularity === "day"
    ? formatDate(`${bucket}T12:00:00Z`, lng, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" })
    : formatDate(`${bucket}-15T12:00:00Z`, lng, { month: "long", year: "numeric", timeZone: "UTC" });
}

export function reportTable(
  table: ReportTable,
  figures: ReportFiguresData,
  { t, lng, granularity }: { t: TFunction; lng: string; granularity: Granularity },
): Table {
  const n = (value: number): Cell => ({ text: formatNumber(value, lng), value });
  const label = (text: string): Cell => ({ text, value: text });
  const money = (minor: number, currency: string): Cell => ({
    text: formatMoney(minor, currency, lng),
    value: plainAmount(minor, currency),
  });
  switch (table) {
    case "period":
      return {
        head: [t(`reports:columns.${granularity}`), t("reports:columns.shipments")],
        rows: figures.perPeriod.map((r) => [
          { text: bucketLabel(r.bucket, granularity, lng), value: r.bucket },
          n(r.count),
        ]),
      };
    case "status":
      return {
        head: [t("reports:columns.status"), t("reports:columns.shipments")],
        rows: figures.byStatus.map((r) => [label(t(`shipments:status.${r.status}`)), n(r.count)]),
      };
    case "direction":
      return {
        head: [t("reports:columns.direction"), t("reports:columns.shipments")],
        rows: figures.byDirection.map((r) => [label(t(`reports:directions.${r.direction}`)), n(r.count)]),
      };
    case "revenue":
      return {
        head: [t("reports:columns.currency"), t("reports:columns.pricedShipments"), t("reports:columns.revenue")],
        rows: figures.revenue.map((r) => [label(r.currency), n(r.shipments), money(r.amountMinor, r.currency)]),
      };
    case "cod":
      return {
        head: [t("reports:columns.codState"), t("reports:columns.shipments"), t("reports:columns.amountTry")],
        rows: (["expected", "collected", "paidOut"] as const).map((k) => [
          label(t(`reports:cod.${k}`)),
          n(figures.cod[k].count),
          money(figures.cod[k].amountMinor, "TRY"),
        ]),
      };
    case "onTime":
      return {
        head: [
          t("reports:columns.direction"),
          t("reports:columns.promisedDays"),
          t("reports:columns.delivered"),
          t("reports:columns.onTime"),
          t("reports:columns.share"),
        ],
        rows: figures.onTime.map((r) => {
          const share = sharePercent(r.onTime, r.delivered);
          return [
            label(t(`reports:directions.${r.direction}`)),
            n(r.promisedDays),
            n(r.delivered),
            n(r.onTime),
            share === null
              ? { text: "—", value: "" }
              : { text: formatNumber(share / 100, lng, { style: "percent", maximumFractionDigits: 1 }), value: share },
          ];
        }),
      };
    case "routes":
      return {
        head: [
          t("reports:columns.rank"),
          t("reports:columns.origin"),
          t("reports:columns.destination"),
          t("reports:columns.shipments"),
        ],
        rows: figures.routes.map((r, i) => [
          n(i + 1),
          label(`${r.originCity} (${r.originCountry})`),
          label(`${r.destinationCity} (${r.destinationCountry})`),
          n(r.count),
        ]),
      };
  }
}
