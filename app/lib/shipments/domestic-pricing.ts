/**
 * Domestic carriage pricing (pure, shared by the model, the wizard's live preview and the tests).
 *
 * - Each piece is charged by its desi or its weight, whichever is larger: desi = L × W × H / 3000 (cm, as kg).
 *   The chargeable weight is that per piece times the pieces, rounded up to a whole kg.
 * - A band covers chargeable weights up to its limit; the price is the smallest band at or above the weight,
 *   "same city" when both addresses are in one il, otherwise "between cities".
 * - Above the last band: its price plus the per-kg rate for every kg beyond it.
 * - Money is integer minor units of TRY.
 */
export const DOMESTIC_CURRENCY = "TRY";
export const DESI_DIVISOR = 3000;

export interface DomesticBand {
  maxGrams: number;
  sameCityMinor: number;
  betweenCitiesMinor: number;
}

export interface DomesticPiece {
  /** Per piece, grams. */
  weightGrams: number;
  count: number;
  widthCm?: number | null;
  lengthCm?: number | null;
  heightCm?: number | null;
}

/** The chargeable weight of all pieces in grams, rounded up to a whole kg (never below 1 kg). */
export function domesticChargeableGrams(piece: DomesticPiece): number {
  const { widthCm: w, lengthCm: l, heightCm: h } = piece;
  const desiGrams = w && l && h ? (w * l * h * 1000) / DESI_DIVISOR : 0;
  const perPiece = Math.max(piece.weightGrams, desiGrams);
  return Math.max(1000, Math.ceil((perPiece * piece.count) / 1000 - 1e-9) * 1000);
}

export type DomesticQuote =
  | { status: "ok"; chargeableGrams: number; sameCity: boolean; priceMinor: number; currency: typeof DOMESTIC_CURRENCY }
  | { status: "noPrices"; chargeableGrams: number; sameCity: boolean };

export function quoteDomesticBands(
  bands: readonly DomesticBand[],
  perKgMinor: number,
  piece: DomesticPiece,
  sameCity: boolean,
): DomesticQuote {
  const chargeableGrams = domesticChargeableGrams(piece);
  if (bands.length === 0) return { status: "noPrices", chargeableGrams, sameCity };
  const sorted = [...bands].sort((a, b) => a.maxGrams - b.maxGrams);
  const price = (b: DomesticBand) => (sameCity ? b.sameCityMinor : b.betweenCitiesMinor);
  const band = sorted.find((b) => b.maxGrams >= chargeableGrams);
  const last = sorted[sorted.length - 1];
  const priceMinor = band
    ? price(band)
    : price(last) + Math.ceil((chargeableGrams - last.maxGrams) / 1000 - 1e-9) * perKgMinor;
  return { status: "ok", chargeableGrams, sameCity, priceMinor, currency: DOMESTIC_CURRENCY };
}
