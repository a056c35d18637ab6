import { INTL_LOCALES, isLanguage } from "../i18n";

/**
 * Countries for the shipment forms: ISO 3166-1 alpha-2 codes, named in the active language with
 * Intl.DisplayNames. (Another area keeps its own list in app/lib/countries.ts; the two should become
 * one after the merge.)
 */
export const COUNTRY_CODES = [
  "AD", "AE", "AF", "AG", "AL", "AM", "AO", "AR", "AT", "AU", "AZ", "BA", "BB", "BD", "BE", "BF", "BG", "BH", "BI",
  "BJ", "BN", "BO", "BR", "BS", "BT", "BW", "BY", "BZ", "CA", "CD", "CF", "CG", "CH", "CI", "CL", "CM", "CN", "CO",
  "CR", "CU", "CV", "CY", "CZ", "DE", "DJ", "DK", "DM", "DO", "DZ", "EC", "EE", "EG", "ER", "ES", "ET", "FI", "FJ",
  "FR", "GA", "GB", "GD", "GE", "GH", "GM", "GN", "GQ", "GR", "GT", "GW", "GY", "HK", "HN", "HR", "HT", "HU", "ID",
  "IE", "IL", "IN", "IQ", "IR", "IS", "IT", "JM", "JO", "JP", "KE", "KG", "KH", "KM", "KN", "KR", "KW", "KZ", "LA",
  "LB", "LC", "LI", "LK", "LR", "LS", "LT", "LU", "LV", "LY", "MA", "MC", "MD", "ME", "MG", "MK", "ML", "MM", "MN",
  "MO", "MR", "MT", "MU", "MV", "MW", "MX", "MY", "MZ", "NA", "NE", "NG", "NI", "NL", "NO", "NP", "NZ", "OM", "PA",
  "PE", "PG", "PH", "PK", "PL", "PS", "PT", "PY", "QA", "RO", "RS", "RU", "RW", "SA", "SB", "SC", "SD", "SE", "SG",
  "SI", "SK", "SL", "SM", "SN", "SO", "SR", "SS", "ST", "SV", "SY", "SZ", "TD", "TG", "TH", "TJ", "TL", "TM", "TN",
  "TO", "TR", "TT", "TW", "TZ", "UA", "UG", "US", "UY", "UZ", "VA", "VC", "VE", "VN", "VU", "WS", "XK", "YE", "ZA",
  "ZM", "ZW",
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const HOME_COUNTRY: CountryCode = "TR";

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === "string" && (COUNTRY_CODES as readonly string[]).includes(value);
}

function tag(lng: string) {
  return isLanguage(lng) ? INTL_LOCALES[lng] : INTL_LOCALES.tr;
}

const namers = new Map<string, Intl.DisplayNames>();
export function countryName(code: string, lng: string): string {
  const key = tag(lng);
  let namer = namers.get(key);
  if (!namer) {
    namer = new Intl.DisplayNames([key], { type: "region", fallback: "code" });
    namers.set(key, namer);
  }
  return namer.of(code) ?? code;
}

/** Options for a country select, sorted by name in the active language, home country first. */
export function countryOptions(lng: string): Array<{ value: CountryCode; label: string }> {
  const collator = new Intl.Collator(tag(lng));
  const rest = COUNTRY_CODES.filter((c) => c !== HOME_COUNTRY)
    .map((value) => ({ value, label: countryName(value, lng) }))
    .sort((a, b) => collator.compare(a.label, b.label));
  return [{ value: HOME_COUNTRY, label: countryName(HOME_COUNTRY, lng) }, ...rest];
}
