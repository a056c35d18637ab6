import { COMPANY_TIME_ZONE } from "./dates";
import { INTL_LOCALES, isLanguage } from "./i18n/i18n";

/** Dates and numbers in the active language, with Intl. */
function tag(lng: string) {
  return isLanguage(lng) ? INTL_LOCALES[lng] : INTL_LOCALES.tr;
}

/**
 * Building an Intl formatter costs tens of microseconds (locale data lookup) while formatting costs ~1 µs:
 * a list page formats hundreds of dates and amounts per render, so formatters are kept per language and
 * options. The options are plain literals in the callers, so their JSON is a stable key; the cache stays
 * small (a few languages × a handful of option sets). Option objects that are module constants (the ones
 * below, a list's columns) are found by identity first, without building the key. Server and browser use the
 * same formatters, so they print the same text.
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const byOptions = new WeakMap<object, Map<string, Intl.DateTimeFormat | Intl.NumberFormat>>();

function kept<F extends Intl.DateTimeFormat | Intl.NumberFormat>(
  lng: string,
  options: object,
  byKey: Map<string, F>,
  make: () => F,
): F {
  let perLanguage = byOptions.get(options);
  const known = perLanguage?.get(lng);
  if (known) return known as F;
  const key = `${tag(lng)}|${JSON.stringify(options)}`;
  let format = byKey.get(key);
  if (!format) {
    format = make();
    if (byKey.size < 500) byKey.set(key, format);
  }
  if (!perLanguage) byOptions.set(options, (perLanguage = new Map()));
  perLanguage.set(lng, format);
  return format;
}

function dateFormat(lng: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return kept(
    lng,
    options,
    dateFormats,
    () => new Intl.DateTimeFormat(tag(lng), { timeZone: COMPANY_TIME_ZONE, ...options }),
  );
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

const NUMBER_PLAIN: Intl.NumberFormatOptions = {};

/** The kept formatter for a language and options. */
export function numberFormat(lng: string, options: Intl.NumberFormatOptions = NUMBER_PLAIN): Intl.NumberFormat {
  return kept(lng, options, numberFormats, () => new Intl.NumberFormat(tag(lng), options));
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
