import { describe, expect, it } from "vitest";
import { domesticChargeableGrams, quoteDomesticBands, type DomesticBand } from "./domestic-pricing";

const bands: DomesticBand[] = [
  { maxGrams: 5000, sameCityMinor: 90_00, betweenCitiesMinor: 120_00 },
  { maxGrams: 1000, sameCityMinor: 60_00, betweenCitiesMinor: 75_00 },
  { maxGrams: 10_000, sameCityMinor: 140_00, betweenCitiesMinor: 190_00 },
];

describe("domestic chargeable weight", () => {
  it("takes the desi when it is larger than the weight, per piece, times the pieces", () => {
    // 30 × 20 × 15 / 3000 = 3 desi per piece, heavier than 2 kg: 2 pieces → 6 kg.
    expect(domesticChargeableGrams({ weightGrams: 2000, count: 2, widthCm: 30, lengthCm: 20, heightCm: 15 })).toBe(
      6000,
    );
  });
  it("takes the weight when it is larger, rounded up to a whole kg, at least 1 kg", () => {
    expect(domesticChargeableGrams({ weightGrams: 4200, count: 1, widthCm: 10, lengthCm: 10, heightCm: 10 })).toBe(
      5000,
    );
    expect(domesticChargeableGrams({ weightGrams: 100, count: 1 })).toBe(1000);
  });
});

describe("domestic quote", () => {
  it("prices the smallest band at or above the weight, same city or between cities", () => {
    expect(quoteDomesticBands(bands, 15_00, { weightGrams: 900, count: 1 }, true)).toMatchObject({
      status: "ok",
      priceMinor: 60_00,
      currency: "TRY",
    });
    expect(quoteDomesticBands(bands, 15_00, { weightGrams: 3000, count: 1 }, false)).toMatchObject({
      priceMinor: 120_00,
    });
    expect(quoteDomesticBands(bands, 15_00, { weightGrams: 5000, count: 1 }, false).status).toBe("ok");
  });
  it("adds the per-kg rate for every kg above the last band", () => {
    const q = quoteDomesticBands(bands, 15_00, { weightGrams: 12_400, count: 1 }, false);
    // 13 kg chargeable: 190 + 3 × 15.
    expect(q).toMatchObject({ status: "ok", chargeableGrams: 13_000, priceMinor: 235_00 });
  });
  it("has no price without bands", () => {
    expect(quoteDomesticBands([], 15_00, { weightGrams: 1000, count: 1 }, true).status).toBe("noPrices");
  });
});
