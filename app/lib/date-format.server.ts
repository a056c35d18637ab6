/**
 * Dates formatted on the server without ICU on each call.
 *
 * `Intl.DateTimeFormat#format` costs about 1 µs in a loop, but 20–35 µs when called between renders: it walks
 * ICU's pattern, calendar, time-zone and number-format objects, which the rest of a request has pushed out
 * of the CPU caches. A tracking lookup formats ten dates, so that was a tenth of what it cost on top of the
 * empty form (docs/performance.md, session 24). Here a formatter is compiled once from ICU's own output: the
 * order of its parts and the literals between them, the month, weekday and day-period names it prints,
 * and the padding of its numbers. Formatting is then a few array lookups on the date's fields.
 *
 * Only where it gives the same text as ICU:
 * - The time zone must keep one UTC offset over the span of dates it is used for. That span is found
 *   from ICU itself (weekly samples from 40 years back to 20 years ahead of now); dates outside it, such as
 *   Turkey's summer-time years before September 2016, are formatted by ICU.
 * - Every compiled formatter is checked against ICU on a few hundred dates (every month, weekday, hour and
 *   a spread of days and minutes) before it is used; a formatter with anything the compiler does not
 *   know (eras, fractional seconds, time-zone names, other calendars or digits) or any difference stays ICU.
 *
 * Server only: `format.ts` uses it once the server entry has registered it (`useCompiledDateFormats`), so the
 * browser keeps plain ICU and downloads none of this.
 */

export interface DateFormatter {
  format(date: Date): string;
}

type Piece = (fields: Fields) => string;

interface Fields {
  year: number;
  month: number; // 0–11
  day: number;
  weekday: number; // 0 = Sunday
  hour: number; // 0–23
  minute: number;
  second: number;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** A span of instants over which a time zone keeps one UTC offset (ms); dates outside go to ICU. */
export interface OffsetSpan {
  offsetMs: number;
  from: number;
  to: number;
}

const spans = new Map<string, OffsetSpan | null>();

/** The zone's UTC offset at an instant, read from ICU (ms). */
function offsetAt(read: Intl.DateTimeFormat, t: number): number {
  const p: Record<string, number> = {};
  for (const part of read.formatToParts(t)) if (part.type !== "literal") p[part.type] = Number(part.value);
  const wall = Date.UTC(p.year!, p.month! - 1, p.day!, p.hour! % 24, p.minute!, p.second!);
  return wall - Math.floor(t / 1000) * 1000;
}

/**
 * The span around `now` over which `timeZone` keeps the offset it has now, sampled weekly (a change of
 * offset that reverts within a week is not a thing time zones do). Conservative at both ends: the span
 * stops at the last sample that still had the offset.
 */
export function offsetSpan(timeZone: string, now = Date.now()): OffsetSpan | null {
  const key = `${timeZone}|${Math.floor(now / DAY)}`;
  if (spans.has(key)) return spans.get(key)!;
  let span: OffsetSpan | null = null;
  try {
    const read = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
      second: "numeric",
    });
    const offsetMs = offsetAt(read, now);
    let from = now;
    for (let t = now - WEEK, oldest = now - 40 * 365 * DAY; t >= oldest && offsetAt(read, t) === offsetMs; t -= WEEK) from = t;
    let to = now;
    for (let t = now + WEEK, latest = now + 20 * 365 * DAY; t <= latest && offsetAt(read, t) === offsetMs; t += WEEK) to = t;
    span = { offsetMs, from, to };
  } catch {
    span = null;
  }
  spans.set(key, span);
  return span;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * The same text as `icu.format` for dates inside its zone's fixed-offset span, or null when the compiler
 * cannot promise that (the caller keeps ICU).
 */
export function compileDateFormat(icu: Intl.DateTimeFormat, now = Date.now()): DateFormatter | null {
  const options = icu.resolvedOptions();
  if (options.calendar !== "gregory" || options.numberingSystem !== "latn") return null;
  // UTC keeps its offset for ever; the compiled path still stays within 1900–2099, where years have four digits.
  const span = options.timeZone === "UTC" ? { offsetMs: 0, from: Date.UTC(1900, 0, 1), to: Date.UTC(2100, 0, 1) - 1 } : offsetSpan(options.timeZone, now);
  if (!span || span.to - span.from < 365 * DAY) return null;
  const off = span.offsetMs;
  // The names and forms are read from this year's dates (a year past 2009, so `year` has four digits and
  // its last two are not a single digit).
  const year = new Date(now).getUTCFullYear();
  // An instant whose wall-clock fields in the zone are the given ones.
  const at = (month: number, day: number, hour: number, minute: number, second: number) => Date.UTC(year, month, day, hour, minute, second) - off;
  // Probe: single-digit day, month, hour, minute and second, so padding shows. The probe and every name
  // sample must fall inside the span: a zone that changed its offset this year stays ICU.
  const probe = at(2, 4, 5, 7, 8);
  if (year < 2010 || !(at(0, 1, 0, 0, 0) >= span.from && at(11, 31, 23, 59, 59) <= span.to)) return null;
  const names = (type: Intl.DateTimeFormatPartTypes, instants: number[]) =>
    instants.map((t) => icu.formatToParts(t).find((p) => p.type === type)?.value ?? "");
  const pieces: Piece[] = [];
  const parts = icu.formatToParts(probe);
  // V8's `format` prints a plain space where `formatToParts` has ICU's narrow no-break space (before
  // "AM" in English): the literals are taken as `format` prints them.
  const narrowSpaces = parts.map((p) => p.value).join("") !== icu.format(probe);
  for (const part of parts) {
    const { type } = part;
    const value = narrowSpaces && type === "literal" ? part.value.replaceAll("\u202f", " ") : part.value;
    if (type === "literal") {
      pieces.push(() => value);
    } else if (type === "day") {
      pieces.push(value === "04" ? (f) => pad2(f.day) : value === "4" ? (f) => String(f.day) : fail());
    } else if (type === "month") {
      if (value === "03") pieces.push((f) => pad2(f.month + 1));
      else if (value === "3") pieces.push((f) => String(f.month + 1));
      else {
        const months = names("month", Array.from({ length: 12 }, (_, m) => at(m, 14, 12, 0, 0)));
        pieces.push((f) => months[f.month]!);
      }
    } else if (type === "year") {
      pieces.push(value === String(year) ? (f) => String(f.year) : value === String(year % 100) ? (f) => pad2(f.year % 100) : fail());
    } else if (type === "weekday") {
      // Seven consecutive days, each stored under its own weekday number.
      const days = Array.from({ length: 7 }, (_, d) => at(2, 1 + d, 12, 0, 0));
      const weekdays: string[] = [];
      names("weekday", days).forEach((name, d) => (weekdays[new Date(days[d]! + off).getUTCDay()] = name));
      pieces.push((f) => weekdays[f.weekday]!);
    } else if (type === "hour") {
      const cycle = options.hourCycle ?? "h23";
      const hour = (h: number) => (cycle === "h23" ? h : cycle === "h24" ? h || 24 : cycle === "h12" ? h % 12 || 12 : h % 12);
      pieces.push(value === "05" ? (f) => pad2(hour(f.hour)) : value === "5" ? (f) => String(hour(f.hour)) : fail());
    } else if (type === "minute") {
      pieces.push(value === "07" ? (f) => pad2(f.minute) : value === "7" ? (f) => String(f.minute) : fail());
    } else if (type === "second") {
      pieces.push(value === "08" ? (f) => pad2(f.second) : value === "8" ? (f) => String(f.second) : fail());
    } else if (type === "dayPeriod") {
      const [am, pm] = names("dayPeriod", [at(2, 4, 5, 0, 0), at(2, 4, 17, 0, 0)]);
      pieces.push((f) => (f.hour < 12 ? am! : pm!));
    } else {
      return null;
    }
  }
  if (pieces.includes(FAIL)) return null;
  const fields = (t: number): Fields => {
    const d = new Date(t + off);
    return {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth(),
      day: d.getUTCDate(),
      weekday: d.getUTCDay(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
    };
  };
  const compiled: DateFormatter = {
    format(date: Date) {
      const t = date.getTime();
      // Invalid dates and dates outside the span: ICU's answer (or its RangeError).
      if (!(t >= span.from && t <= span.to)) return icu.format(date);
      const f = fields(t);
      let text = "";
      for (const piece of pieces) text += piece(f);
      return text;
    },
  };
  return agreesWithIcu(compiled, icu, span) ? compiled : null;
}

const FAIL: Piece = () => "";
/** A part whose form the compiler does not recognise: the formatter stays ICU. */
function fail(): Piece {
  return FAIL;
}

/** Every month, weekday and hour, and a spread of days, minutes and seconds, inside the span. */
function agreesWithIcu(compiled: DateFormatter, icu: Intl.DateTimeFormat, span: OffsetSpan): boolean {
  const from = Math.max(span.from, Date.UTC(1990, 0, 1));
  const to = Math.min(span.to, Date.UTC(2060, 0, 1));
  if (to <= from) return false;
  const samples: number[] = [];
  // A deterministic spread (a linear congruential sequence) over the span, hour and minute included.
  let seed = 0x2545f491;
  for (let i = 0; i < 240; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    samples.push(from + Math.floor((seed / 0x1_0000_0000) * (to - from)));
  }
  // Consecutive days (every weekday and month boundary) and every hour of a day, from the middle of the span.
  const middle = from + Math.floor((to - from) / 2 / DAY) * DAY;
  for (let d = 0; d < 40; d++) samples.push(middle + d * DAY + ((d * 7) % 24) * HOUR + d * 61_000);
  for (let m = 0; m < 12; m++) samples.push(middle + m * 31 * DAY);
  for (let h = 0; h < 24; h++) samples.push(middle + h * HOUR + h * 59_000 + h * 1_000);
  return samples.every((t) => t < from || t > to || compiled.format(new Date(t)) === icu.format(new Date(t)));
}
