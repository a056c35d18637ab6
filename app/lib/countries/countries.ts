/**
 * Countries as ISO 3166-1 alpha-2 codes (what the database stores), named in the active language. Shared by
 * every form that asks for a country: freight requests, shipments, addresses.
 *
 * The names come from a table generated from CLDR (app/lib/countries/names.generated.ts,
 * scripts/generate-country-names.ts), not from the runtime's Intl.DisplayNames: Node's and each browser's
 * CLDR name some countries differently ("Hong Kong SAR China" / "Hong Kong"), and a server-rendered name that
 * the browser spelled otherwise made React render the whole page again. The server registers every language
 * (app/lib/countries/names.server.ts); the browser registers the page's language from its locale bundle
 * (app/i18n.client.ts), so the table costs no JavaScript. An unregistered language falls back to Intl.
 */
import { DEFAULT_LANGUAGE, INTL_LOCALES, isLanguage, type Language } from "../i18n/i18n";

export const COUNTRY_CODES = [
  "AD",
  "AE",
  "AF",
  "AG",
  "AI",
  "AL",
  "AM",
  "AO",
  "AQ",
  "AR",
  "AS",
  "AT",
  "AU",
  "AW",
  "AX",
  "AZ",
  "BA",
  "BB",
  "BD",
  "BE",
  "BF",
  "BG",
  "BH",
  "BI",
  "BJ",
  "BL",
  "BM",
  "BN",
  "BO",
  "BQ",
  "BR",
  "BS",
  "BT",
  "BV",
  "BW",
  "BY",
  "BZ",
  "CA",
  "CC",
  "CD",
  "CF",
  "CG",
  "CH",
  "CI",
  "CK",
  "CL",
  "CM",
  "CN",
  "CO",
  "CR",
  "CU",
  "CV",
  "CW",
  "CX",
  "CY",
  "CZ",
  "DE",
  "DJ",
  "DK",
  "DM",
  "DO",
  "DZ",
  "EC",
  "EE",
  "EG",
  "EH",
  "ER",
  "ES",
  "ET",
  "FI",
  "FJ",
  "FK",
  "FM",
  "FO",
  "FR",
  "GA",
  "GB",
  "GD",
  "GE",
  "GF",
  "GG",
  "GH",
  "GI",
  "GL",
  "GM",
  "GN",
  "GP",
  "GQ",
  "GR",
  "GS",
  "GT",
  "GU",
  "GW",
  "GY",
  "HK",
  "HM",
  "HN",
  "HR",
  "HT",
  "HU",
  "ID",
  "IE",
  "IL",
  "IM",
  "IN",
  "IO",
  "IQ",
  "IR",
  "IS",
  "IT",
  "JE",
  "JM",
  "JO",
  "JP",
  "KE",
  "KG",
  "KH",
  "KI",
  "KM",
  "KN",
  "KP",
  "KR",
  "KW",
  "KY",
  "KZ",
  "LA",
  "LB",
  "LC",
  "LI",
  "LK",
  "LR",
  "LS",
  "LT",
  "LU",
  "LV",
  "LY",
  "MA",
  "MC",
  "MD",
  "ME",
  "MF",
  "MG",
  "MH",
  "MK",
  "ML",
  "MM",
  "MN",
  "MO",
  "MP",
  "MQ",
  "MR",
  "MS",
  "MT",
  "MU",
  "MV",
  "MW",
  "MX",
  "MY",
  "MZ",
  "NA",
  "NC",
  "NE",
  "NF",
  "NG",
  "NI",
  "NL",
  "NO",
  "NP",
  "NR",
  "NU",
  "NZ",
  "OM",
  "PA",
  "PE",
  "PF",
  "PG",
  "PH",
  "PK",
  "PL",
  "PM",
  "PN",
  "PR",
  "PS",
  "PT",
  "PW",
  "PY",
  "QA",
  "RE",
  "RO",
  "RS",
  "RU",
  "RW",
  "SA",
  "SB",
  "SC",
  "SD",
  "SE",
  "SG",
  "SH",
  "SI",
  "SJ",
  "SK",
  "SL",
  "SM",
  "SN",
  "SO",
  "SR",
  "SS",
  "ST",
  "SV",
  "SX",
  "SY",
  "SZ",
  "TC",
  "TD",
  "TF",
  "TG",
  "TH",
  "TJ",
  "TK",
  "TL",
  "TM",
  "TN",
  "TO",
  "TR",
  "TT",
  "TV",
  "TW",
  "TZ",
  "UA",
  "UG",
  "UM",
  "US",
  "UY",
  "UZ",
  "VA",
  "VC",
  "VE",
  "VG",
  "VI",
  "VN",
  "VU",
  "WF",
  "WS",
  "YE",
  "YT",
  "XK",
  "ZA",
  "ZM",
  "ZW",
] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

/** The company's home country: first in every country list. */
export const HOME_COUNTRY: CountryCode = "TR";

const codeSet: ReadonlySet<string> = new Set(COUNTRY_CODES);

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === "string" && codeSet.has(value);
}

function language(lng: string): Language {
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/** One language's names (in COUNTRY_CODES order, "|"-separated) and alphabetical order (two letters a code). */
export interface CountryNameData {
  names: string;
  order: string;
}

/** Where a locale bundle carries a language's CountryNameData (not an i18next namespace). */
export const COUNTRIES_KEY = "_countries";

const registered = new Map<Language, { names: ReadonlyMap<string, string>; order: CountryCode[] }>();

export function registerCountryNames(lng: Language, data: CountryNameData) {
  const list = data.names.split("|");
  const order: CountryCode[] = [];
  for (const code of data.order.match(/../g) ?? []) if (isCountryCode(code)) order.push(code);
  if (list.length !== COUNTRY_CODES.length || order.length !== COUNTRY_CODES.length) return;
  registered.set(lng, { names: new Map(COUNTRY_CODES.map((code, i) => [code, list[i]])), order });
  optionCache.clear();
}

const namers = new Map<Language, Intl.DisplayNames>();
function intlName(lng: Language, code: string) {
  let namer = namers.get(lng);
  if (!namer) {
    namer = new Intl.DisplayNames([INTL_LOCALES[lng]], { type: "region", fallback: "code" });
    namers.set(lng, namer);
  }
  return namer.of(code) ?? code;
}

/** A country's name in a language ("DE" → "Almanya" in Turkish); unknown codes come back as given. */
export function countryName(code: string | null | undefined, lng: string): string {
  if (!code) return "";
  if (!isCountryCode(code)) return code;
  const lang = language(lng);
  return registered.get(lang)?.names.get(code) ?? intlName(lang, code);
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
  const lang = language(lng);
  const key = `${lang}|${(options.first ?? []).join(",")}`;
  const cached = optionCache.get(key);
  if (cached) return cached;
  const first = options.first ?? [];
  const option = (code: CountryCode) => ({ value: code, label: countryName(code, lang) });
  const table = registered.get(lang);
  let sorted: CountryCode[];
  if (table) sorted = table.order;
  else {
    const collator = new Intl.Collator(INTL_LOCALES[lang]);
    sorted = [...COUNTRY_CODES].sort((a, b) => collator.compare(countryName(a, lang), countryName(b, lang)));
  }
  const list = [
    ...first.filter(isCountryCode).map(option),
    ...sorted.filter((code) => !first.includes(code)).map(option),
  ];
  optionCache.set(key, list);
  return list;
}
