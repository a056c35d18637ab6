/**
 * Countries as ISO 3166-1 alpha-2 codes (what the database stores), named in the active language
 * with Intl.DisplayNames (Node and browsers ship the full ICU data). Shared by every form that asks
 * for a country: freight requests, shipments, addresses.
 */
import { INTL_LOCALES, isLanguage } from "./i18n";

export const COUNTRY_CODES = [
  "AD", "AE", "AF", "AG", "AI", "AL", "AM", "AO", "AQ", "AR", "AS", "AT", "AU", "AW", "AX", "AZ",
  "BA", "BB", "BD", "BE", "BF", "BG", "BH", "BI", "BJ", "BL", "BM", "BN", "BO", "BQ", "BR", "BS",
  "BT", "BV", "BW", "BY", "BZ", "CA", "CC", "CD", "CF", "CG", "CH", "CI", "CK", "CL", "CM", "CN",
  "CO", "CR", "CU", "CV", "CW", "CX", "CY", "CZ", "DE", "DJ", "DK", "DM", "DO", "DZ", "EC", "EE",
  "EG", "EH", "ER", "ES", "ET", "FI", "FJ", "FK", "FM", "FO", "FR", "GA", "GB", "GD", "GE", "GF",
  "GG", "GH", "GI", "GL", "GM", "GN", "GP", "GQ", "GR", "GS", "GT", "GU", "GW", "GY", "HK", "HM",
  "HN", "HR", "HT", "HU", "ID", "IE", "IL", "IM", "IN", "IO", "IQ", "IR", "IS", "IT", "JE", "JM",
  "JO", "JP", "KE", "KG", "KH", "KI", "KM", "KN", "KP", "KR", "KW", "KY", "KZ", "LA", "LB", "LC",
  "LI", "LK", "LR", "LS", "LT", "LU", "LV", "LY", "MA", "MC", "MD", "ME", "MF", "MG", "MH", "MK",
  "ML", "MM", "MN", "MO", "MP", "MQ", "MR", "MS", "MT", "MU", "MV", "MW", "MX", "MY", "MZ", "NA",
  "NC", "NE", "NF", "NG", "NI", "NL", "NO", "NP", "NR", "NU", "NZ", "OM", "PA", "PE", "PF", "PG",
  "PH", "PK", "PL", "PM", "PN", "PR", "PS", "PT", "PW", "PY", "QA", "RE", "RO", "RS", "RU", "RW",
  "SA", "SB", "SC", "SD", "SE", "SG", "SH", "SI", "SJ", "SK", "SL", "SM", "SN", "SO", "SR", "SS",
  "ST", "SV", "SX", "SY", "SZ", "TC", "TD", "TF", "TG", "TH", "TJ", "TK", "TL", "TM", "TN", "TO",
  "TR", "TT", "TV", "TW", "TZ", "UA", "UG", "UM", "US", "UY", "UZ", "VA", "VC", "VE", "VG", "VI",
  "VN", "VU", "WF", "WS", "YE", "YT", "XK", "ZA", "ZM", "ZW",
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** The company's home country: first in every country list. */
export const HOME_COUNTRY: CountryCode = "TR";

const codeSet: ReadonlySet<string> = new Set(COUNTRY_CODES);

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === "string" && codeSet.has(value);
}

function intlTag(lng: string) {
  return isLanguage(lng) ? INTL_LOCALES[lng] : INTL_LOCALES.tr;
}

const namers = new Map<string, Intl.DisplayNames>();
function namer(lng: string) {
  const tag = intlTag(lng);
  let n = namers.get(tag);
  if (!n) {
    n = new Intl.DisplayNames([tag], { type: "region", fallback: "code" });
    namers.set(tag, n);
  }
  return n;
}

/** A country's name in a language ("DE" → "Almanya" in Turkish); unknown codes come back as given. */
export function countryName(code: string | null | undefined, lng: string): string {
  if (!code) return "";
  if (!isCountryCode(code)) return code;
  return namer(lng).of(code) ?? code;
}

export interface CountryOption {
  value: CountryCode;
  label: string;
}

const optionCache = new Map<string, CountryOption[]>();

/**
 * Every country as select options, named and sorted in the language. `first` puts some codes at
 * the top (e.g. the home country) before the alphabetical rest.
 */
export function countryOptions(lng: string, options: { first?: readonly CountryCode[] } = {}): CountryOption[] {
  const tag = intlTag(lng);
  const key = `${tag}|${(options.first ?? []).join(",")}`;
  const cached = optionCache.get(key);
  if (cached) return cached;
  const collator = new Intl.Collator(tag);
  const first = options.first ?? [];
  const all = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code, lng) }));
  const top = first.map((code) => all.find((o) => o.value === code)).filter((o): o is CountryOption => Boolean(o));
  const rest = all.filter((o) => !first.includes(o.value)).sort((a, b) => collator.compare(a.label, b.label));
  const list = [...top, ...rest];
  optionCache.set(key, list);
  return list;
}
