import { INTL_LOCALES, isLanguage } from "./i18n";

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
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function dateFormat(lng: string, options: Intl.DateTimeFormatOptions) {
  const key = `${tag(lng)}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag(lng), { timeZone: "Europe/Istanbul", ...options });
    if (dateFormats.size < 500) dateFormats.set(key, format);
  }
  return format;
}

export function formatDate(value: string | Date, lng: string, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }) {
  return dateFormat(lng, options).format(new Date(value));
}

export function formatDateTime(value: string | Date, lng: string) {
  return formatDate(value, lng, { dateStyle: "medium", timeStyle: "short" });
}

export function formatNumber(value: number, lng: string, options?: Intl.NumberFormatOptions) {
  const key = `${tag(lng)}|${options ? JSON.stringify(options) : ""}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag(lng), options);
    if (numberFormats.size < 500) numberFormats.set(key, format);
  }
  return format.format(value);
}
