import { describe, expect, it } from "vitest";
import {
  KG_PER_M3,
  VOLUMETRIC_DIVISORS,
  computeFreightMeasures,
  formatDocumentNumber,
  isDangerousGoodsClass,
  measuresFromForm,
  normaliseDangerousGoods,
} from "./domain";

describe("chargeable weight", () => {
  // Worked example: 3 cartons of 60 × 50 × 40 cm, 8 kg each.
  // Volume: 60 × 50 × 40 = 120 000 cm³ per carton, × 3 = 360 000 cm³ = 0.36 m³; actual weight 24 kg.
  const cartons = { packageCount: 3, weightKg: 8, lengthCm: 60, widthCm: 50, heightCm: 40 };

  it("air: 360 000 cm³ ÷ 6000 = 60 kg volumetric, more than 24 kg actual, so 60 kg is charged", () => {
    expect(computeFreightMeasures({ transportType: "air", ...cartons })).toEqual({
      totalWeightKg: 24,
      volumeM3: 0.36,
      volumetricWeightKg: 60,
      chargeableWeightKg: 60,
      basis: "volumetric",
    });
  });

  it("road: 360 000 cm³ ÷ 3000 = 120 kg volumetric, so 120 kg is charged", () => {
    expect(computeFreightMeasures({ transportType: "road", ...cartons })).toMatchObject({
      volumetricWeightKg: 120,
      chargeableWeightKg: 120,
      basis: "volumetric",
    });
  });

  it("sea (W/M): 0.36 m³ counts as 360 kg against 24 kg actual", () => {
    expect(computeFreightMeasures({ transportType: "sea", ...cartons })).toMatchObject({
      volumetricWeightKg: 360,
      chargeableWeightKg: 360,
    });
  });

  it("a dense cargo is charged by its actual weight: one 1 m³ crate of 1200 kg by sea", () => {
    const crate = { packageCount: 1, weightKg: 1200, lengthCm: 100, widthCm: 100, heightCm: 100 };
    expect(computeFreightMeasures({ transportType: "sea", ...crate })).toEqual({
      totalWeightKg: 1200,
      volumeM3: 1,
      volumetricWeightKg: 1000,
      chargeableWeightKg: 1200,
      basis: "actual",
    });
    // The same crate by air weighs 166.67 kg volumetric: the tariffs' "1 m³ = 167 kg".
    expect(computeFreightMeasures({ transportType: "air", ...crate }).volumetricWeightKg).toBe(166.67);
    expect(computeFreightMeasures({ transportType: "road", ...crate }).volumetricWeightKg).toBe(333.33);
  });

  it("one cubic metre per mode matches the published ratios", () => {
    for (const mode of ["air", "road", "sea"] as const) {
      expect(Math.round(1_000_000 / VOLUMETRIC_DIVISORS[mode])).toBe(KG_PER_M3[mode]);
    }
  });

  it("rounds volume to 3 and weights to 2 decimals: 2 × 33.3 × 25.5 × 18.2 cm, 2.345 kg", () => {
    // 33.3 × 25.5 × 18.2 = 15 454.53 cm³, × 2 = 30 909.06 cm³ → 0.031 m³; ÷ 6000 = 5.15151 → 5.15 kg; actual 4.69 kg.
    expect(
      computeFreightMeasures({
        transportType: "air",
        packageCount: 2,
        weightKg: 2.345,
        lengthCm: 33.3,
        widthCm: 25.5,
        heightCm: 18.2,
      }),
    ).toEqual({
      totalWeightKg: 4.69,
      volumeM3: 0.031,
      volumetricWeightKg: 5.15,
      chargeableWeightKg: 5.15,
      basis: "volumetric",
    });
  });

  it("reads live form values, with decimal commas, and waits for complete input", () => {
    expect(
      measuresFromForm({
        transportType: "air",
        packageCount: "3",
        weightKg: "8",
        lengthCm: "60",
        widthCm: "50",
        heightCm: "40",
      })?.chargeableWeightKg,
    ).toBe(60);
    expect(
      measuresFromForm({
        transportType: "road",
        packageCount: "1",
        weightKg: "12,5",
        lengthCm: "10",
        widthCm: "10",
        heightCm: "10",
      })?.totalWeightKg,
    ).toBe(12.5);
    expect(
      measuresFromForm({
        transportType: "air",
        packageCount: "",
        weightKg: "8",
        lengthCm: "60",
        widthCm: "50",
        heightCm: "40",
      }),
    ).toBeNull();
    expect(
      measuresFromForm({
        transportType: "rail",
        packageCount: "1",
        weightKg: "8",
        lengthCm: "60",
        widthCm: "50",
        heightCm: "40",
      }),
    ).toBeNull();
    expect(
      measuresFromForm({
        transportType: "air",
        packageCount: "-1",
        weightKg: "8",
        lengthCm: "60",
        widthCm: "50",
        heightCm: "40",
      }),
    ).toBeNull();
  });
});

describe("dangerous goods", () => {
  it.each(["UN1263", "un 1263", "3", "2.1", "UN1263 3", "UN3480 / 9", "UN1950, 2.1", "class 3"])("accepts %s", (v) => {
    expect(isDangerousGoodsClass(v)).toBe(true);
  });
  it.each(["", "paint", "UN12", "10", "2.9", "UN1263 paint"])("refuses %s", (v) => {
    expect(isDangerousGoodsClass(v)).toBe(false);
  });
  it("normalises spacing and case", () => {
    expect(normaliseDangerousGoods("  un  1263   3 ")).toBe("UN 1263 3");
  });
});

describe("helpers", () => {
  it("formats document numbers", () => {
    expect(formatDocumentNumber("NVL", 2026, 45)).toBe("NVL-2026-000045");
    expect(formatDocumentNumber("TKL", 2026, 1234567)).toBe("TKL-2026-1234567");
  });
});
