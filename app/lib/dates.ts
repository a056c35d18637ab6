/**
 * Calendar days in the company's time zone. Filters such as "from 2026-03-01" mean the day in
 * Türkiye, while stored times are UTC: these turn a day into the UTC instant it starts.
 */

/** The company's time zone: calendar days, offer dates and every date shown, wherever the reader is. */
export const COMPANY_TIME_ZONE = "Europe/Istanbul";

function offsetMinutes(instant: Date, timeZone: string): number {
  const name =
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longOffset" })
      .formatToParts(instant)
      .find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  return m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : 0;
}

/** The UTC ISO instant at which a YYYY-MM-DD day starts in the time zone. */
export function dayStartUtc(day: string, timeZone = COMPANY_TIME_ZONE): string {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  return new Date(utcMidnight.getTime() - offsetMinutes(utcMidnight, timeZone) * 60_000).toISOString();
}

/** The UTC ISO instant at which the day after a YYYY-MM-DD day starts (an exclusive end). */
export function dayEndUtc(day: string, timeZone = COMPANY_TIME_ZONE): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return dayStartUtc(next.toISOString().slice(0, 10), timeZone);
}

export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
