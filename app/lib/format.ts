import { INTL_LOCALES, isLanguage } from "./i18n";

/** Dates and numbers in the active language, with Intl. */
function tag(lng: string) {
  return isLanguage(lng) ? INTL_LOCALES[lng] : INTL_LOCALES.tr;
}

/** Dates are shown in Turkey's time, wherever the reader is. */
export const DATE_TIME_ZONE = "Europe/Istanbul";

/**
 * Building an Intl formatter costs tens of microseconds (locale data lookup) while formatting costs ~1 µs:
 * a list page formats hundreds of dates and amounts per render, so formatters are kept per language and
 * options. The options are plain literals in the callers, so their JSON is a stable key; the cache stays
 * small (a few languages × a handful of option sets). Server and browser use the same formatters, so they
 * print the same text.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function dateFormat(lng: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${tag(lng)}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag(lng), { timeZone: DATE_TIME_ZONE, ...options });
    if (dateFormats.size < 500) dateFormats.set(key, format);
  }
  return format;
}

/** Option sets used on every list and timeline. */
export const DATE_MEDIUM: Intl.DateTimeFormatOptions = { dateStyle: "medium" };
export const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short" };
export const TIME_SHORT: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };

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

/** A number in the language's format. */
export function formatNumber(value: number, lng: string, options?: Intl.NumberFormatOptions) {
  return numberFormat(lng, options).format(value);
}

/**
 * Integer units at a scale (125075 kuruş at scale 2) in a formatter's style: "₺1.250,75". The scale must not
 * exceed the formatter's maximum fraction digits; ICU then rounds the division's tiny binary error away.
 */
export function formatUnits(format: Intl.NumberFormat, units: number, scale: number): string {
  return format.format(units / 10 ** scale);
}
