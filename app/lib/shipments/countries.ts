import {
  HOME_COUNTRY,
  countryName,
  countryOptions as allCountryOptions,
  isCountryCode,
  type CountryCode,
} from "../countries/countries";

/** The shipment forms use the panel's one country list (app/lib/countries/countries.ts), Turkey first. */
export { HOME_COUNTRY, countryName, isCountryCode, type CountryCode };

export function countryOptions(lng: string) {
  return allCountryOptions(lng, { first: [HOME_COUNTRY] });
}
