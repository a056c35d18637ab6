import { registerCountryNames, type CountryNameData } from "./countries";
import { COUNTRY_NAMES, COUNTRY_ORDER } from "./names.generated";
import { LANGUAGES, type Language } from "../i18n/i18n";

/** The server names countries from the generated table in every language (see app/lib/countries/countries.ts). */
for (const lng of LANGUAGES) registerCountryNames(lng, countryNameData(lng));

/** One language's table, as the locale bundle carries it to the browser. */
export function countryNameData(lng: Language): CountryNameData {
  return { names: COUNTRY_NAMES[lng], order: COUNTRY_ORDER[lng] };
}
