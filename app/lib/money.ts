import { INTL_LOCALES, isLanguage } from "./i18n/i18n";
import { formatUnits, numberFormat } from "./format";

/**
 * Money as integer minor units (kuruş, cents) plus a currency code; never floats. Amounts typed
 * by people are parsed from text ("12.500,50", "12,500.50", "12500.5") into minor units without
 * floating-point arithmetic.
 */
export const CURRENCIES = ["TRY", "USD", "EUR"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** The largest amount accepted, in major units (a hundred million). */
export const MAX_AMOUNT_MAJOR = 100_000_000;

const digitsCache = new Map<string, number>();

/** Digits after the decimal point in the currency's minor unit (2 for TRY, USD and EUR). */
export function minorDigits(currency: string): number {
  // Anything but a well-formed code (a re-rendered form echoes what was posted) counts as 2 digits:
  // Intl would throw on it, and caching it would let posted junk grow the cache.
  if (typeof currency !== "string" || !/^[A-Z]{3}$/.test(currency)) return 2;
  let d = digitsCache.get(currency);
  if (d === undefined) {
    d = new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
    digitsCache.set(currency, d);
  }
  return d;
}

/**
 * Reads a decimal number typed in any of the panel's languages into an integer scaled by
 * 10^digits. The last "." or "," followed by 1..digits digits is the decimal mark; other marks
 * group thousands. Answers null for anything else (letters, negative numbers, too many decimals).
 */
export function parseScaled(input: string, digits: number): number | null {
  const text = input.trim().replace(/[\s\u00a0\u202f']/g, "");
  if (!/^\d[\d.,]*$/.test(text)) return null;
  let whole = text;
  let fraction = "";
  const last = Math.max(text.lastIndexOf("."), text.lastIndexOf(","));
  if (last >= 0) {
    const tail = text.slice(last + 1);
    const marks = text.match(/[.,]/g) ?? [];
    const sameMarkOnly = marks.every((m) => m === text[last]);
    // "1.500" or "1,500,000": one kind of mark, every group three digits → thousands.
    const looksGrouped = sameMarkOnly && tail.length === 3 && /^\d{1,3}([.,]\d{3})+$/.test(text);
    if (!looksGrouped) {
      if (tail.length === 0 || tail.length > digits) return null;
      whole = text.slice(0, last);
      fraction = tail;
    }
  }
  // What is left of the whole part may hold only thousands separators in groups of three.
  if (/[.,]/.test(whole) && !/^\d{1,3}([.,]\d{3})+$/.test(whole)) return null;
  whole = whole.replace(/[.,]/g, "");
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) return null;
  if (whole.length > 12) return null;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, "0") || "0");
}

/** An amount typed in major units ("1.250,75") as minor units of the currency (125075), or null. */
export function parseAmount(input: string, currency: string = "TRY"): number | null {
  const digits = minorDigits(currency);
  const minor = parseScaled(input, digits);
  if (minor === null || minor > MAX_AMOUNT_MAJOR * 10 ** digits) return null;
  return minor;
}

/** A percentage with up to two decimals ("12,5") as basis points (1250), 0..10000, or null. */
export function parsePercent(input: string): number | null {
  const bp = parseScaled(input, 2);
  if (bp === null || bp > 10_000) return null;
  return bp;
}

/**
 * price × (1 − discount%/100), rounded half up to the minor unit, in integers only:
 * price in minor units, discount in basis points (1 % = 100).
 */
export function discountedTotal(priceMinor: number, discountBp: number): number {
  if (!Number.isSafeInteger(priceMinor) || priceMinor < 0) throw new RangeError("price must be a non-negative integer");
  if (!Number.isInteger(discountBp) || discountBp < 0 || discountBp > 10_000)
    throw new RangeError("discount must be 0..10000 basis points");
  const product = priceMinor * (10_000 - discountBp);
  const quotient = Math.floor(product / 10_000);
  const remainder = product - quotient * 10_000;
  return remainder * 2 >= 10_000 ? quotient + 1 : quotient;
}

/** Minor units back to a plain decimal for a form field ("12500.50"). */
export function minorToInput(minor: number, currency: string = "TRY"): string {
  const digits = minorDigits(currency);
  if (digits === 0) return String(minor);
  const s = String(Math.abs(minor)).padStart(digits + 1, "0");
  return `${minor < 0 ? "-" : ""}${s.slice(0, -digits)}.${s.slice(-digits)}`;
}

/** Basis points back to a percentage for a form field ("12.5"). */
export function percentToInput(bp: number): string {
  return String(bp / 100);
}

function tag(lng: string) {
  return isLanguage(lng) ? INTL_LOCALES[lng] : INTL_LOCALES.tr;
}

/** Minor units formatted in the active language: 125075 TRY → "₺1.250,75" (tr), "€1,250.75" (en). */
/** Formatters per language and currency: building one costs far more than formatting (list pages format hundreds of amounts). */
const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(minor: number, currency: string, lng: string): string {
  const digits = minorDigits(currency);
  // Intl throws on anything but three letters (a posted "EURO" echoed by a form, an old row): such a code
  // is shown as text after the amount instead of failing the whole page.
  if (typeof currency !== "string" || !/^[A-Za-z]{3}$/.test(currency)) {
    const code = typeof currency === "string" ? currency.slice(0, 12) : "";
    return `${formatUnits(numberFormat(lng, { minimumFractionDigits: digits, maximumFractionDigits: digits }), minor, digits)}${code ? ` ${code}` : ""}`;
  }
  const key = `${tag(lng)}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(tag(lng), {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    // The cap keeps odd (well-formed but unknown) codes from growing it.
    if (moneyFormats.size < 200) moneyFormats.set(key, format);
  }
  return formatUnits(format, minor, digits);
}

/** Basis points as a percentage in the active language: 1250 → "%12,5" (tr), "12.5%" (en). */
export function formatPercent(bp: number, lng: string): string {
  return new Intl.NumberFormat(tag(lng), { style: "percent", maximumFractionDigits: 2 }).format(bp / 10_000);
}
