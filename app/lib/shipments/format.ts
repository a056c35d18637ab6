import { formatNumber, formatUnits, numberFormat } from "../format";

/** Money from integer minor units, in the active language (the shipment currencies all have two minor digits). */
export { formatMoney } from "../money";

/** Minor units back to what a person types (`1250,50` in Turkish, `1250.50` in English). */
export function moneyInput(minor: number, lng: string): string {
  return formatNumber(minor / 100, lng, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
}

const KILOGRAMS: Intl.NumberFormatOptions = { maximumFractionDigits: 3 };

export function formatWeight(grams: number, lng: string): string {
  return `${formatUnits(numberFormat(lng, KILOGRAMS), grams, 3)} kg`;
}

export function formatDimensions(w: number | null, l: number | null, h: number | null, lng: string): string | null {
  if (w === null || l === null || h === null) return null;
  return `${[w, l, h].map((n) => formatNumber(n, lng)).join(" × ")} cm`;
}

/** A calendar day in Turkey's time, for grouping timelines (YYYY-MM-DD). */
export function turkeyDay(iso: string): string {
  // The stored form (`…THH:MM:SS.sssZ`) before 21:00 UTC is the same day in Turkey: no dates to build.
  if (
    iso.length === 24 &&
    iso[10] === "T" &&
    iso[23] === "Z" &&
    iso.charCodeAt(11) <= 0x31 &&
    iso.charCodeAt(11) >= 0x30
  )
    return iso.slice(0, 10);
  return new Date(new Date(iso).getTime() + 3 * 3_600_000).toISOString().slice(0, 10);
}
