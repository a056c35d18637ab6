import { HOME_COUNTRY } from "./countries/countries";
import { isValidNationalId, isValidTaxNumber } from "./identity-numbers";

/**
 * The identity a customer gives when they register, by where they live: in Turkey an individual gives the
 * 11-digit national id and a company the 10-digit tax number (both with their checksums); elsewhere an
 * individual gives a passport or national id number and a company its tax or VAT number, in its
 * country's format where we know it and a sane pattern otherwise.
 */
export type IdentityKind = "nationalIdTr" | "passportOrId" | "taxNumberTr" | "taxNumberForeign";

export function identityKind(
  customerType: string | null | undefined,
  country: string | null | undefined,
): IdentityKind {
  const home = (country || HOME_COUNTRY) === HOME_COUNTRY;
  if (customerType === "corporate") return home ? "taxNumberTr" : "taxNumberForeign";
  return home ? "nationalIdTr" : "passportOrId";
}

/** Spaces, dots and dashes people type into long numbers, and the case of letters, do not count. */
export function compactId(value: string): string {
  return value.replace(/[\s.\-/]/g, "").toUpperCase();
}

/**
 * Tax and VAT number formats of the countries customers come from most (the VAT prefix is optional).
 * Others: 4 to 20 letters and digits with at least one digit.
 */
const FOREIGN_TAX_FORMATS: Record<string, RegExp> = {
  AT: /^(ATU)?\d{8}$/,
  BE: /^(BE)?[01]\d{9}$/,
  BG: /^(BG)?\d{9,10}$/,
  CH: /^(CHE)?\d{9}(MWST|TVA|IVA)?$/,
  CY: /^(CY)?\d{8}[A-Z]$/,
  CZ: /^(CZ)?\d{8,10}$/,
  DE: /^(DE)?\d{9}$|^\d{10,11}$/,
  DK: /^(DK)?\d{8}$/,
  ES: /^(ES)?[0-9A-Z]\d{7}[0-9A-Z]$/,
  FI: /^(FI)?\d{8}$/,
  FR: /^(FR)?[0-9A-Z]{2}\d{9}$|^\d{9}$|^\d{14}$/,
  GB: /^(GB)?(\d{9}|\d{12})$/,
  GR: /^(EL|GR)?\d{9}$/,
  IE: /^(IE)?\d{7}[A-Z]{1,2}$|^(IE)?\d[A-Z]\d{5}[A-Z]$/,
  IT: /^(IT)?\d{11}$/,
  NL: /^(NL)?\d{9}B\d{2}$/,
  PL: /^(PL)?\d{10}$/,
  PT: /^(PT)?\d{9}$/,
  RO: /^(RO)?\d{2,10}$/,
  SE: /^(SE)?\d{12}$|^\d{10}$/,
  US: /^\d{9}$/,
};

export function isValidForeignTaxNumber(country: string, value: string): boolean {
  const compact = compactId(value);
  const format = FOREIGN_TAX_FORMATS[country];
  if (format) return format.test(compact);
  return /^[A-Z0-9]{4,20}$/.test(compact) && /\d/.test(compact);
}

/** A passport or national id card number: 5 to 20 letters and digits with at least one digit. */
export function isValidIdDocumentNumber(value: string): boolean {
  const compact = compactId(value);
  return /^[A-Z0-9]{5,20}$/.test(compact) && /\d/.test(compact);
}

/** The i18n key of what is wrong with an identity number (null: it is fine). */
export function identityError(kind: IdentityKind, country: string | null | undefined, value: string): string | null {
  switch (kind) {
    case "nationalIdTr":
      return isValidNationalId(value) ? null : "validation.nationalId";
    case "taxNumberTr":
      return isValidTaxNumber(value) ? null : "validation.taxNumber";
    case "passportOrId":
      return isValidIdDocumentNumber(value) ? null : "validation.passportOrId";
    case "taxNumberForeign":
      return isValidForeignTaxNumber(country ?? "", value) ? null : "validation.foreignTaxNumber";
  }
}
