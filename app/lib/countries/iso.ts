import { COUNTRY_CODES, countryName, isCountryCode, type CountryCode } from "./countries";

/**
 * The express price screens' view of the panel's one country list (app/lib/countries/countries.ts): typed
 * codes normalised, and options for any subset of countries, sorted by name in the language.
 */
export { COUNTRY_CODES, countryName, isCountryCode, type CountryCode };

/** Upper-cases and checks a typed code ("de" → "DE"); null when it is not an ISO alpha-2 code. */
export function normaliseCountryCode(value: string): CountryCode | null {
  const code = value.trim().toUpperCase();
  return isCountryCode(code) ? code : null;
}

/** Countries as select options, sorted by their names in the language. */
export function countryOptions(
  lng: string,
  codes: readonly string[] = COUNTRY_CODES,
): Array<{ value: string; label: string }> {
  const collator = new Intl.Collator(lng);
  return codes
    .map((code) => ({ value: code, label: countryName(code, lng) || code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
