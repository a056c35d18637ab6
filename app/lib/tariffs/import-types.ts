/**
 * The closed lists of the tariff import (DB checks, zod enums, translation keys):
 * - `hs`: the Harmonized System nomenclature CSV (`section,hscode,description,parent,level`, English);
 * - `tgtc`: the Turkish customs tariff CSV (`gtip_code,digits,chapter,heading,description,unit,tax_rate,…`, Turkish).
 * `merge` adds and updates codes; `replace` also removes the codes of that source missing from the file.
 */
export const TARIFF_FILE_FORMATS = ["hs", "tgtc"] as const;
export type TariffFileFormat = (typeof TARIFF_FILE_FORMATS)[number];

export const TARIFF_IMPORT_MODES = ["merge", "replace"] as const;
export type TariffImportMode = (typeof TARIFF_IMPORT_MODES)[number];

/** Why a row of an import file was rejected (translation keys tariffs:import.reasons.*). */
export const TARIFF_REJECTION_REASONS = ["badCode", "badLevel", "noDescription", "duplicate", "tooLong"] as const;
export type TariffRejectionReason = (typeof TARIFF_REJECTION_REASONS)[number];

export interface TariffRejection {
  line: number;
  code: string;
  reason: TariffRejectionReason;
}

export interface TariffImportReport {
  format: TariffFileFormat;
  mode: TariffImportMode;
  totalRows: number;
  added: number;
  changed: number;
  unchanged: number;
  removed: number;
  rejected: number;
  /** The first rejections (at most 200) with their line numbers. */
  rejections: TariffRejection[];
  durationMs: number;
}
