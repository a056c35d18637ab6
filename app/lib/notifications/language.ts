import type { Language } from "../i18n/i18n";

/**
 * A receiver has no account and so no chosen language: it is taken from the country the parcel goes to
 * (docs/decisions/0015). Countries whose main language the panel speaks get it; every other country English.
 */
const BY_COUNTRY: Record<string, Language> = {
  TR: "tr",
  CY: "tr",
  DE: "de",
  AT: "de",
  CH: "de",
  LI: "de",
  FR: "fr",
  BE: "fr",
  LU: "fr",
  MC: "fr",
  SN: "fr",
  CI: "fr",
  MA: "fr",
  TN: "fr",
  DZ: "fr",
  PT: "pt",
  BR: "pt",
  AO: "pt",
  MZ: "pt",
  CV: "pt",
};

export function receiverLanguage(country: string | null | undefined): Language {
  return BY_COUNTRY[(country ?? "").toUpperCase()] ?? "en";
}
