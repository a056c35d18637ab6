import { COMPANY_TIME_ZONE, dayStartUtc } from "~/lib/dates";

/**
 * Calendar arithmetic on YYYY-MM-DD days (UTC-based, so no local clock gets in the way) and the panel's
 * time zone for times of day. Shared by the server's month table and the browser's calendar.
 */
export const CALENDAR_VIEWS = ["month", "week", "day", "list"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export function addDaysTo(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Monday = 0 … Sunday = 6. */
function weekday(day: string): number {
  return (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
}

const partsFormat = new Intl.DateTimeFormat("en-CA", {
  timeZone: COMPANY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant as the day and time of day in the panel's time zone. */
export function zoned(iso: string): { day: string; time: string } {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** A day and time of day in the panel's time zone as a UTC instant. */
export function wallToUtc(day: string, time: string): string {
  const [h, m] = time.split(":").map(Number);
  return new Date(new Date(dayStartUtc(day)).getTime() + (h * 60 + m) * 60_000).toISOString();
}

/** Today in the panel's time zone. */
export function today(now: Date = new Date()): string {
  return zoned(now.toISOString()).day;
}

/** The days a view shows: [first, last] inclusive. The month view shows whole weeks (Monday first). */
export function visibleRange(view: CalendarView, date: string): [string, string] {
  if (view === "day") return [date, date];
  if (view === "week") {
    const first = addDaysTo(date, -weekday(date));
    return [first, addDaysTo(first, 6)];
  }
  const monthStart = `${date.slice(0, 7)}-01`;
  const next = new Date(`${monthStart}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const monthEnd = addDaysTo(next.toISOString().slice(0, 10), -1);
  if (view === "list") return [monthStart, monthEnd];
  const first = addDaysTo(monthStart, -weekday(monthStart));
  const last = addDaysTo(monthEnd, 6 - weekday(monthEnd));
  return [first, last];
}

/** The date the previous or next page of a view starts from. */
export function shiftDate(view: CalendarView, date: string, direction: -1 | 1): string {
  if (view === "day") return addDaysTo(date, direction);
  if (view === "week") return addDaysTo(date, 7 * direction);
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + direction);
  return d.toISOString().slice(0, 10);
}

/** The month table's weeks. */
export function weeksOf(date: string): string[][] {
  const [first, last] = visibleRange("month", date);
  const weeks: string[][] = [];
  for (let day = first; day <= last; day = addDaysTo(day, 7))
    weeks.push(Array.from({ length: 7 }, (_, i) => addDaysTo(day, i)));
  return weeks;
}

interface Timed {
  start: string;
  end: string;
  allDay: boolean;
}

/**
 * The days an event covers, first and last inclusive. All-day events are stored from their first day
 * to the day after their last (as the calendar library keeps them); timed events by their instants.
 */
export function eventDays(event: Timed): [string, string] {
  if (event.allDay) {
    const first = event.start.slice(0, 10);
    const endDay = event.end.slice(0, 10);
    return [first, endDay > first ? addDaysTo(endDay, -1) : first];
  }
  const first = zoned(event.start).day;
  const last = zoned(event.end).day;
  return [first, last < first ? first : last];
}

/** What the form shows for an event: `YYYY-MM-DDTHH:mm` in the panel's time zone (all-day: midnight). */
export function formTimes(event: Timed): { start: string; end: string } {
  if (event.allDay) {
    const [first, last] = eventDays(event);
    return { start: `${first}T00:00`, end: `${last}T00:00` };
  }
  const s = zoned(event.start);
  const e = zoned(event.end);
  return { start: `${s.day}T${s.time}`, end: `${e.day}T${e.time}` };
}
