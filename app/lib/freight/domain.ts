/**
 * The freight domain's closed lists and its one calculation, shared by the browser (live figures on
 * the request form) and the server (which computes and stores the same figures; the posted ones are
 * never trusted).
 */
export const TRANSPORT_TYPES = ["air", "sea", "road"] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];

/** The freight list's care filter (taken care of or not) and sortable columns. */
export const CARE_FILTERS = ["all", "open", "taken"] as const;
export const FREIGHT_SORTS = ["created_at", "number", "chargeable_weight_kg", "origin_city"] as const;

/**
 * Volumetric ("dimensional") weight: L×W×H in cm³ divided by the mode's divisor gives kg.
 * air: /6000 (1 m³ = 166.67 kg, the IATA 1:6000 rule, "1 m³ = 167 kg")
 * road: /3000 (1 m³ = 333.33 kg, the usual road freight ratio)
 * sea: /1000 (1 m³ = 1000 kg: weight or measure, W/M, one revenue ton per tonne or cubic metre)
 */
export const VOLUMETRIC_DIVISORS: Record<TransportType, number> = { air: 6000, road: 3000, sea: 1000 };

/** kg per cubic metre for each mode, rounded as freight tariffs quote them (167, 333, 1000). */
export const KG_PER_M3: Record<TransportType, number> = { air: 167, road: 333, sea: 1000 };

export interface FreightDimensions {
  transportType: TransportType;
  packageCount: number;
  /** Per package. */
  weightKg: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface FreightMeasures {
  /** Actual gross weight of all packages. */
  totalWeightKg: number;
  /** Volume of all packages. */
  volumeM3: number;
  volumetricWeightKg: number;
  /** max(actual, volumetric): what the price is based on. */
  chargeableWeightKg: number;
  /** Which of the two decides. */
  basis: "actual" | "volumetric";
}

function round(value: number, digits: number) {
  const f = 10 ** digits;
  return Math.round((value + Number.EPSILON) * f) / f;
}

/**
 * Total volume (m³, 3 decimals), volumetric weight and chargeable weight (kg, 2 decimals) of a
 * consignment of `packageCount` identical packages.
 */
export function computeFreightMeasures(input: FreightDimensions): FreightMeasures {
  const count = Math.max(0, Math.trunc(input.packageCount));
  const cm3 = input.lengthCm * input.widthCm * input.heightCm * count;
  const totalWeightKg = round(input.weightKg * count, 2);
  const volumeM3 = round(cm3 / 1_000_000, 3);
  const volumetricWeightKg = round(cm3 / VOLUMETRIC_DIVISORS[input.transportType], 2);
  const volumetric = volumetricWeightKg > totalWeightKg;
  return {
    totalWeightKg,
    volumeM3,
    volumetricWeightKg,
    chargeableWeightKg: volumetric ? volumetricWeightKg : totalWeightKg,
    basis: volumetric ? "volumetric" : "actual",
  };
}

/** The same from raw form values, or null while they are incomplete (the live figures on the form). */
export function measuresFromForm(values: Record<string, unknown>): FreightMeasures | null {
  const type = values.transportType;
  if (typeof type !== "string" || !(TRANSPORT_TYPES as readonly string[]).includes(type)) return null;
  const num = (v: unknown) => {
    if (typeof v !== "string" && typeof v !== "number") return NaN;
    const n = Number(String(v).trim().replace(",", "."));
    return String(v).trim() === "" ? NaN : n;
  };
  const dims = {
    packageCount: num(values.packageCount),
    weightKg: num(values.weightKg),
    lengthCm: num(values.lengthCm),
    widthCm: num(values.widthCm),
    heightCm: num(values.heightCm),
  };
  if (Object.values(dims).some((n) => !Number.isFinite(n) || n <= 0)) return null;
  return computeFreightMeasures({ transportType: type as TransportType, ...dims });
}

/**
 * Dangerous goods are named by their UN number (UN + 4 digits) and/or their class (1–9, with a
 * division such as 2.1 or 4.3): "UN1263", "3", "UN 1263 / 3", "UN1203 3".
 */
const DG_PATTERN = /^(?:UN ?\d{4}(?:[ ,/;-]+(?:CLASS )?[1-9](?:\.[1-6])?)?|(?:CLASS )?[1-9](?:\.[1-6])?)$/;

export function normaliseDangerousGoods(value: string): string {
  return value.trim().replace(/\s+/g, " ").toUpperCase();
}

export function isDangerousGoodsClass(value: string): boolean {
  return DG_PATTERN.test(normaliseDangerousGoods(value));
}

/** Readable document numbers: NVL-2026-000045 (freight requests), TKL-2026-000123 (offers). */
export const NUMBER_PREFIXES = { freight: "NVL", offer: "TKL" } as const;

export function formatDocumentNumber(prefix: string, year: number, seq: number): string {
  return `${prefix}-${year}-${String(seq).padStart(6, "0")}`;
}

export const DOCUMENT_NUMBER_PATTERN = /^[A-Z]{3}-\d{4}-\d{6,}$/;
