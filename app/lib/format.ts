import { INTL_LOCALES, isLanguage } from "./i18n";

/** Dates and numbers in the active language, with Intl. */
function tag(lng: string) {
  return isLanguage(lng) ? INTL_LOCALES[lng] : INTL_LOCALES.tr;
}

export function formatDate(value: string | Date, lng: string, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }) {
  return new Intl.DateTimeFormat(tag(lng), { timeZone: "Europe/Istanbul", ...options }).format(new Date(value));
}

export function formatDateTime(value: string | Date, lng: string) {
  return formatDate(value, lng, { dateStyle: "medium", timeStyle: "short" });
}

export function formatNumber(value: number, lng: string, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(tag(lng), options).format(value);
}
