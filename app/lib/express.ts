import { formatNumber } from "./format";
import { formatMoney, minorDigits } from "./money";

/**
 * Express pricing rules, shared by the model, the screens and the tests (pure functions, no SQL).
 *
 * - Chargeable weight = max(actual weight, L × W × H / 5000) with the sides in cm, rounded up to
 *   the next 0.5 kg. Weights are integer grams throughout.
 * - The price of a chargeable weight is the price of the smallest step at or above it in the
 *   country's zone. Above the zone's last step: the last step's price plus the zone's per-kg rate
 *   for every kg beyond it (0.5 kg steps count half), rounded to the minor unit.
 * - Money is integer minor units in the price list's one currency.
 */
export const EXPRESS_STEP_GRAMS = 500;
export const VOLUMETRIC_DIVISOR = 5000;
export const MAX_STANDARD_STEP_GRAMS = 30_000;
export const EXPRESS_CURRENCIES = ["USD", "EUR", "GBP", "TRY"] as const;
export type ExpressCurrency = (typeof EXPRESS_CURRENCIES)[number];

export interface Dimensions {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

export interface ChargeableWeight {
  actualGrams: number;
  volumetricGrams: number | null;
  chargeableGrams: number;
  /** Which of the two decided the chargeable weight. */
  basis: "actual" | "volumetric";
}

/** Rounds grams up to the next 0.5 kg step (never below one step). */
export function roundUpToStep(grams: number, step = EXPRESS_STEP_GRAMS): number {
  return Math.max(step, Math.ceil(grams / step - 1e-9) * step);
}

export function volumetricGrams(d: Dimensions): number {
  // L × W × H / 5000 kg = L × W × H / 5 g
  return (d.lengthCm * d.widthCm * d.heightCm * 1000) / VOLUMETRIC_DIVISOR;
}

export function chargeableWeight(weightKg: number, dims?: Dimensions | null): ChargeableWeight {
  const actualGrams = Math.round(weightKg * 1000);
  const volumetric = dims ? volumetricGrams(dims) : null;
  const basis = volumetric !== null && volumetric > actualGrams ? "volumetric" : "actual";
  const decisive = basis === "volumetric" ? (volumetric as number) : actualGrams;
  return {
    actualGrams,
    volumetricGrams: volumetric === null ? null : Math.round(volumetric),
    chargeableGrams: roundUpToStep(decisive),
    basis,
  };
}

export interface PriceStep {
  weightGrams: number;
  priceMinor: number;
}

export type PriceLookup =
  | { kind: "step"; stepGrams: number; priceMinor: number }
  | {
      kind: "above";
      lastStepGrams: number;
      lastStepMinor: number;
      extraGrams: number;
      perKgMinor: number;
      extraMinor: number;
      priceMinor: number;
    }
  | { kind: "noPrices" };

/** The price of a chargeable weight in one zone (steps in any order). */
export function lookupPrice(steps: readonly PriceStep[], perKgMinor: number, chargeableGrams: number): PriceLookup {
  if (steps.length === 0) return { kind: "noPrices" };
  const sorted = [...steps].sort((a, b) => a.weightGrams - b.weightGrams);
  const step = sorted.find((s) => s.weightGrams >= chargeableGrams);
  if (step) return { kind: "step", stepGrams: step.weightGrams, priceMinor: step.priceMinor };
  const last = sorted[sorted.length - 1];
  const extraGrams = chargeableGrams - last.weightGrams;
  const extraMinor = Math.round((extraGrams * perKgMinor) / 1000);
  return {
    kind: "above",
    lastStepGrams: last.weightGrams,
    lastStepMinor: last.priceMinor,
    extraGrams,
    perKgMinor,
    extraMinor,
    priceMinor: last.priceMinor + extraMinor,
  };
}

/** Digits after the decimal point of a currency (2 for USD, EUR, GBP, TRY): money.ts's, kept per currency. */
export const currencyExponent = minorDigits;

/** Minor units in the active language: money.ts's formatter, kept per language and currency. */
export { formatMoney };

/** A price as typed in a form or a CSV cell ("28.50", "28,50", "1.250,00", "1,250.00") in minor units; null if it is not one. */
export function parseMoney(input: string, currency: string): number | null {
  const text = input.trim().replace(/\s|\u00a0/g, "");
  if (!/^\d[\d.,]*$/.test(text)) return null;
  let normalised = text;
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  if (lastComma !== -1 && lastDot !== -1) {
    // The later separator is the decimal one; the other groups thousands.
    normalised = lastComma > lastDot ? text.replace(/\./g, "").replace(",", ".") : text.replace(/,/g, "");
  } else if (lastComma !== -1) {
    normalised = text.split(",").length === 2 ? text.replace(",", ".") : text.replace(/,/g, "");
  } else if (text.split(".").length > 2) {
    normalised = text.replace(/\./g, "");
  }
  const exponent = currencyExponent(currency);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(normalised);
  if (!match) return null;
  const fraction = match[2] ?? "";
  if (fraction.length > exponent) return null;
  const minor = Number(match[1]) * 10 ** exponent + Number(fraction.padEnd(exponent, "0") || 0);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** Minor units as a plain decimal for inputs and CSV ("2850" → "28.50"). */
export function minorToDecimal(minor: number, currency: string): string {
  const exponent = currencyExponent(currency);
  return exponent === 0 ? String(minor) : (minor / 10 ** exponent).toFixed(exponent);
}

/** A weight in grams as kg for display ("2500" → "2,5 kg" in Turkish). */
export function formatKg(grams: number, lng: string): string {
  return `${formatNumber(grams / 1000, lng, { maximumFractionDigits: 3 })} kg`;
}

/** A kg value typed in a form or a CSV cell ("2,5" or "2.5") in grams; null when it is not a number. */
export function parseKgToGrams(input: string): number | null {
  const text = input.trim().replace(",", ".");
  if (!/^\d+(\.\d{1,3})?$/.test(text)) return null;
  return Math.round(Number(text) * 1000);
}
