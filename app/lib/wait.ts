/**
 * How long to wait before trying again, in the reader's language ("45 seconds", "15 Minuten",
 * "3 dakika"): seconds under a minute, else whole minutes rounded up. Intl does the plural forms.
 */
export function formatWait(seconds: number, lng: string): string {
  const s = Math.max(1, Math.ceil(Number.isFinite(seconds) ? seconds : 1));
  const [value, unit] = s < 60 ? [s, "second"] : [Math.ceil(s / 60), "minute"];
  return new Intl.NumberFormat(lng, { style: "unit", unit, unitDisplay: "long" }).format(value);
}
