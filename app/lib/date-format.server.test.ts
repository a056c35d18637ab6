import { afterEach, describe, expect, it } from "vitest";
import { compileDateFormat, offsetSpan } from "./date-format.server";
import { DATE_TIME, TIME_SHORT, formatDate, formatDateTime, setDateFormatCompiler } from "./format";
import { INTL_LOCALES, LANGUAGES } from "./i18n";

const ZONE = "Europe/Istanbul";
/** Every option set the app formats dates with (format.ts callers), and a few more. */
const OPTION_SETS: Intl.DateTimeFormatOptions[] = [
  { dateStyle: "medium" },
  { dateStyle: "medium", timeStyle: "short" },
  { hour: "2-digit", minute: "2-digit" },
  { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" },
  { month: "short", year: "numeric" },
  { dateStyle: "short" },
  { dateStyle: "long" },
  { dateStyle: "full", timeStyle: "medium" },
  { year: "2-digit", month: "2-digit", day: "2-digit", hour: "numeric", minute: "numeric", second: "numeric" },
];
const NOW = Date.UTC(2026, 10, 26, 12);

/** A deterministic spread of instants from April 2016 to 2045, with their minutes and seconds. */
function instants(count: number): number[] {
  const from = Date.UTC(2016, 3, 1);
  const to = Date.UTC(2045, 0, 1);
  let seed = 12345;
  const out: number[] = [];
  for (let i = 0; i < count; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    out.push(from + Math.floor((seed / 2 ** 32) * (to - from)));
  }
  // Midnight and noon in Turkey, ends of months, a leap day, the turn of a year.
  for (const [y, m, d, h] of [[2028, 1, 29, 0], [2026, 11, 31, 23], [2027, 0, 1, 0], [2026, 1, 28, 21], [2030, 5, 30, 12]] as const) {
    out.push(Date.UTC(y, m, d, h) - 3 * 3_600_000, Date.UTC(y, m, d, h, 59, 59) - 3 * 3_600_000 + 999);
  }
  return out;
}

describe("compiled date formats", () => {
  it("print exactly what ICU prints, in every language of the app and every option set it uses", () => {
    const dates = instants(3000);
    for (const lng of LANGUAGES) {
      for (const options of OPTION_SETS) {
        const icu = new Intl.DateTimeFormat(INTL_LOCALES[lng], { timeZone: ZONE, ...options });
        const compiled = compileDateFormat(icu, NOW);
        expect(compiled, `${lng} ${JSON.stringify(options)} compiles`).not.toBeNull();
        for (const t of dates) {
          if (compiled!.format(new Date(t)) !== icu.format(new Date(t))) {
            expect(compiled!.format(new Date(t)), `${lng} ${JSON.stringify(options)} at ${new Date(t).toISOString()}`).toBe(icu.format(new Date(t)));
          }
        }
      }
    }
  });

  it("finds the span over which Turkey has kept UTC+3 (since its 2016 summer time, which it never left)", () => {
    const span = offsetSpan(ZONE, NOW)!;
    expect(span.offsetMs).toBe(3 * 3_600_000);
    // Summer time began on 27 March 2016; the span starts at the first weekly sample after it.
    expect(span.from).toBeGreaterThan(Date.UTC(2016, 2, 27));
    expect(span.from).toBeLessThanOrEqual(Date.UTC(2016, 2, 27) + 7 * 86_400_000);
    expect(span.to).toBeGreaterThan(NOW + 19 * 365 * 86_400_000);
  });

  it("leaves the dates before that span to ICU (Turkey was UTC+2 in the winter of 2015)", () => {
    const icu = new Intl.DateTimeFormat("tr-TR", { timeZone: ZONE, dateStyle: "medium", timeStyle: "short" });
    const compiled = compileDateFormat(icu, NOW)!;
    const winter = new Date("2015-12-01T22:30:00Z");
    expect(compiled.format(winter)).toBe(icu.format(winter));
    expect(compiled.format(winter)).toContain("00:30");
    expect(compiled.format(new Date("1999-07-01T09:00:00Z"))).toBe(icu.format(new Date("1999-07-01T09:00:00Z")));
  });

  it("leaves far-off years to ICU in UTC too (years before 1 AD, the Julian calendar before 1582)", () => {
    const icu = new Intl.DateTimeFormat("tr-TR", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
    const compiled = compileDateFormat(icu, NOW)!;
    for (const iso of ["-000050-06-15T12:00:00Z", "0000-06-15T12:00:00Z", "1500-03-01T12:00:00Z", "1899-12-31T12:00:00Z", "2100-01-01T12:00:00Z", "+012026-01-01T00:00:00Z"]) {
      expect(compiled.format(new Date(iso)), iso).toBe(icu.format(new Date(iso)));
    }
  });

  it("throws ICU's RangeError for an invalid date", () => {
    const compiled = compileDateFormat(new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, dateStyle: "medium" }), NOW)!;
    expect(() => compiled.format(new Date("not a date"))).toThrow(RangeError);
  });

  it("keeps ICU for zones with summer time, and for parts it cannot print itself", () => {
    expect(compileDateFormat(new Intl.DateTimeFormat("de-DE", { timeZone: "Europe/Berlin", dateStyle: "medium" }), NOW)).toBeNull();
    expect(compileDateFormat(new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, timeStyle: "full" }), NOW)).toBeNull();
    expect(compileDateFormat(new Intl.DateTimeFormat("en-GB", { timeZone: ZONE, era: "short", year: "numeric" }), NOW)).toBeNull();
    expect(compileDateFormat(new Intl.DateTimeFormat("ar-EG", { timeZone: ZONE, dateStyle: "medium" }), NOW)).toBeNull();
  });

  it("prints twelve-hour times as ICU's format does (a plain space before AM, not the narrow one)", () => {
    const icu = new Intl.DateTimeFormat("en-US", { timeZone: ZONE, hour: "2-digit", minute: "2-digit" });
    const compiled = compileDateFormat(icu, NOW)!;
    expect(compiled).not.toBeNull();
    for (const t of instants(500)) expect(compiled.format(new Date(t))).toBe(icu.format(new Date(t)));
    expect(compiled.format(new Date("2026-03-04T21:07:00Z"))).toBe("12:07 AM");
  });
});

describe("formatDate with the compiler set, as the server runs it", () => {
  afterEach(() => setDateFormatCompiler(undefined));

  it("gives the same text as without it", () => {
    const samples = ["2022-12-01T13:37:03.040Z", "2026-11-26T21:15:00.000Z", "2015-08-01T10:00:00Z", "2026-02-28"];
    const plain = LANGUAGES.flatMap((lng) => samples.flatMap((s) => [formatDate(s, lng), formatDateTime(s, lng), formatDate(s, lng, { hour: "2-digit", minute: "2-digit" })]));
    setDateFormatCompiler(compileDateFormat);
    const compiled = LANGUAGES.flatMap((lng) => samples.flatMap((s) => [formatDate(s, lng), formatDateTime(s, lng), formatDate(s, lng, { hour: "2-digit", minute: "2-digit" })]));
    expect(compiled).toEqual(plain);
  });

  it("finds formatters of frozen option sets by identity, each language its own", () => {
    setDateFormatCompiler(compileDateFormat);
    const at = "2026-11-26T18:05:00.000Z";
    const by = (options: Intl.DateTimeFormatOptions) => LANGUAGES.map((lng) => formatDate(at, lng, options));
    for (let i = 0; i < 2; i++) {
      expect(by(DATE_TIME)).toEqual(by({ dateStyle: "medium", timeStyle: "short" }));
      expect(by(TIME_SHORT)).toEqual(by({ hour: "2-digit", minute: "2-digit" }));
    }
    expect(formatDate(at, "en", DATE_TIME)).toBe("26 Nov 2026, 21:05");
    expect(formatDate(at, "de", DATE_TIME)).toBe("26.11.2026, 21:05");
  });
});
