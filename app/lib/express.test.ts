import { describe, expect, it } from "vitest";
import {
  chargeableWeight,
  formatKg,
  formatMoney,
  lookupPrice,
  parseKgToGrams,
  parseMoney,
  roundUpToStep,
  volumetricGrams,
} from "./express";

describe("chargeable weight", () => {
  it("rounds the actual weight up to the next 0.5 kg", () => {
    expect(chargeableWeight(0.1).chargeableGrams).toBe(500);
    expect(chargeableWeight(0.5).chargeableGrams).toBe(500);
    expect(chargeableWeight(0.501).chargeableGrams).toBe(1000);
    expect(chargeableWeight(2.3).chargeableGrams).toBe(2500);
    expect(chargeableWeight(2.5).chargeableGrams).toBe(2500);
    expect(chargeableWeight(30).chargeableGrams).toBe(30_000);
  });

  it("uses L×W×H/5000 when the box is bulkier than it is heavy", () => {
    // 50 × 40 × 30 cm = 60 000 cm³ → 12 kg volumetric against 3 kg actual.
    const w = chargeableWeight(3, { lengthCm: 50, widthCm: 40, heightCm: 30 });
    expect(w.volumetricGrams).toBe(12_000);
    expect(w.basis).toBe("volumetric");
    expect(w.chargeableGrams).toBe(12_000);
    // 41 × 33 × 22 cm = 29 766 cm³ → 5.9532 kg → 6 kg.
    expect(chargeableWeight(1, { lengthCm: 41, widthCm: 33, heightCm: 22 }).chargeableGrams).toBe(6000);
  });

  it("keeps the actual weight when it is larger than the volumetric one", () => {
    const w = chargeableWeight(7.2, { lengthCm: 20, widthCm: 20, heightCm: 20 });
    expect(w.volumetricGrams).toBe(1600);
    expect(w.basis).toBe("actual");
    expect(w.chargeableGrams).toBe(7500);
  });

  it("has no floating point surprises at step boundaries", () => {
    expect(roundUpToStep(1500)).toBe(1500);
    expect(roundUpToStep(1500.0000001)).toBe(1500);
    expect(roundUpToStep(1501)).toBe(2000);
    expect(volumetricGrams({ lengthCm: 10, widthCm: 10, heightCm: 25 })).toBe(500);
  });
});

describe("price lookup", () => {
  const steps = [
    { weightGrams: 500, priceMinor: 2950 },
    { weightGrams: 1000, priceMinor: 3310 },
    { weightGrams: 2000, priceMinor: 4030 },
    { weightGrams: 30_000, priceMinor: 16_000 },
  ];

  it("takes the smallest step at or above the chargeable weight", () => {
    expect(lookupPrice(steps, 490, 500)).toEqual({ kind: "step", stepGrams: 500, priceMinor: 2950 });
    expect(lookupPrice(steps, 490, 1500)).toEqual({ kind: "step", stepGrams: 2000, priceMinor: 4030 });
    expect(lookupPrice(steps, 490, 30_000)).toEqual({ kind: "step", stepGrams: 30_000, priceMinor: 16_000 });
  });

  it("adds the per-kg rate for every kg above the last step", () => {
    const above = lookupPrice(steps, 490, 32_500);
    expect(above).toEqual({
      kind: "above",
      lastStepGrams: 30_000,
      lastStepMinor: 16_000,
      extraGrams: 2500,
      perKgMinor: 490,
      extraMinor: 1225,
      priceMinor: 17_225,
    });
    // Half a kg of a 4.05 rate is 2.025: rounded to the cent.
    const half = lookupPrice(steps, 405, 30_500);
    expect(half.kind === "above" && half.extraMinor).toBe(203);
  });

  it("says so when a zone has no prices", () => {
    expect(lookupPrice([], 490, 500)).toEqual({ kind: "noPrices" });
  });

  it("accepts steps in any order", () => {
    expect(lookupPrice([...steps].reverse(), 490, 800)).toMatchObject({ stepGrams: 1000, priceMinor: 3310 });
  });
});

describe("money and weights as typed", () => {
  it("reads prices with either decimal separator", () => {
    expect(parseMoney("28.50", "USD")).toBe(2850);
    expect(parseMoney("28,5", "USD")).toBe(2850);
    expect(parseMoney("1.250,00", "EUR")).toBe(125_000);
    expect(parseMoney("1,250.00", "EUR")).toBe(125_000);
    expect(parseMoney("12", "TRY")).toBe(1200);
    expect(parseMoney("12.345", "USD")).toBeNull();
    expect(parseMoney("-3", "USD")).toBeNull();
    expect(parseMoney("abc", "USD")).toBeNull();
  });

  it("reads kg with a comma or a dot", () => {
    expect(parseKgToGrams("2,5")).toBe(2500);
    expect(parseKgToGrams("0.5")).toBe(500);
    expect(parseKgToGrams("x")).toBeNull();
  });

  it("formats money in the reader's language", () => {
    expect(formatMoney(2850, "USD", "en")).toBe("US$28.50");
    expect(formatMoney(2850, "USD", "tr")).toBe("$28,50");
  });

  it("formats weights in kg in the reader's language", () => {
    expect(formatKg(2500, "tr")).toBe("2,5 kg");
    expect(formatKg(2500, "en")).toBe("2.5 kg");
    expect(formatKg(1234, "de")).toBe("1,234 kg");
  });
});
