import { INTL_LOCALES, isLanguage } from "./i18n";
import { formatUnits } from "./number-format";

/** Dates and numbers in the active language, with Intl. */
function tag(lng: string) {
  return isLanguage(lng) ? INTL_LOCALES[lng] : INTL_LOCALES.tr;
}

/**
 * Building an Intl formatter costs tens of microseconds (locale data lookup) while formatting costs ~1 µs:
 * a list page formats hundreds of dates and amounts per render, so formatters are kept per language and
 * options. The options are plain literals in the callers, so their JSON is a stable key; the cache stays
 * small (a few languages × a handful of option sets).
 */
/** Dates are shown in Turkey's time, wherever the reader is. */
export const DATE_TIME_ZONE = "Europe/Istanbul";

const dateFormats = new Map<string, { format(date: Date): string }>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * On the server, ICU's formatters are swapped for compiled ones that print the same text without ICU
 * on each call (date-format.server.ts, set by the server entry); the browser keeps ICU.
 */
let compileDateFormat: ((icu: Intl.DateTimeFormat) => { format(date: Date): string } | null) | undefined;
export function setDateFormatCompiler(compile: typeof compileDateFormat) {
  compileDateFormat = compile;
  dateFormats.clear();
  byFrozenOptions.clear();
}

/**
 * Frozen option objects (module constants such as `DATE_TIME` below) find their formatter by identity, per
 * language, without building the JSON key: a timeline formats a dozen dates a render.
 */
const byFrozenOptions = new Map<Intl.DateTimeFormatOptions, Map<string, { format(date: Date): string }>>();

function dateFormat(lng: string, options: Intl.DateTimeFormatOptions) {
  const frozen = Object.isFrozen(options) ? byFrozenOptions.get(options) : undefined;
  const known = frozen?.get(lng);
  if (known) return known;
  const key = `${tag(lng)}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    const icu = new Intl.DateTimeFormat(tag(lng), { timeZone: DATE_TIME_ZONE, ...options });
    format = compileDateFormat?.(icu) ?? icu;
    if (dateFormats.size < 500) dateFormats.set(key, format);
  }
  if (Object.isFrozen(options) && byFrozenOptions.size < 100) {
    if (frozen) frozen.set(lng, format);
    else byFrozenOptions.set(options, new Map([[lng, format]]));
  }
  return format;
}

/** Option sets used on every list and timeline; frozen, so their formatters are found by identity. */
export const DATE_MEDIUM: Intl.DateTimeFormatOptions = Object.freeze({ dateStyle: "medium" });
export const DATE_TIME: Intl.DateTimeFormatOptions = Object.freeze({ dateStyle: "medium", timeStyle: "short" });
export const TIME_SHORT: Intl.DateTimeFormatOptions = Object.freeze({ hour: "2-digit", minute: "2-digit" });

export function formatDate(value: string | Date, lng: string, options: Intl.DateTimeFormatOptions = DATE_MEDIUM) {
  return dateFormat(lng, options).format(new Date(value));
}

export function formatDateTime(value: string | Date, lng: string) {
  return formatDate(value, lng, DATE_TIME);
}

/** The kept formatter for a language and options. */
export function numberFormat(lng: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = options ? `${tag(lng)}|${JSON.stringify(options)}` : tag(lng);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag(lng), options);
    if (numberFormats.size < 500) numberFormats.set(key, format);
  }
  return format;
}

/** A number in the language's format; whole numbers (counts) are printed from the compiled pattern (number-format.ts). */
export function formatNumber(value: number, lng: string, options?: Intl.NumberFormatOptions) {
  const format = numberFormat(lng, options);
  return Number.isSafeInteger(value) ? formatUnits(format, value, 0) : format.format(value);
}
