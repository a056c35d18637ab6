import { describe, expect, it } from "vitest";
import {
  discountedTotal,
  formatMoney,
  formatPercent,
  minorDigits,
  minorToInput,
  parseAmount,
  parsePercent,
} from "./money";

describe("amounts typed by people", () => {
  it.each([
    ["12500", 1_250_000],
    ["12500.5", 1_250_050],
    ["12500,50", 1_250_050],
    ["12.500,50", 1_250_050],
    ["12,500.50", 1_250_050],
    ["1.234.567,89", 123_456_789],
    ["1 250,75", 125_075],
    ["12.500", 1_250_000],
    ["0,01", 1],
    ["12,505", 1_250_500], // one mark, three digits after it: thousands
  ])("%s → %i minor units", (input, minor) => {
    expect(parseAmount(input, "TRY")).toBe(minor);
  });

  it.each(["", "abc", "-5", "1.2.3", "12,5055", "12.345,678", "12.50.00", "1e5", "100000001"])(
    "refuses %s",
    (input) => {
      expect(parseAmount(input, "USD")).toBeNull();
    },
  );

  it("reads percentages as basis points", () => {
    expect(parsePercent("12,5")).toBe(1250);
    expect(parsePercent("7.25")).toBe(725);
    expect(parsePercent("100")).toBe(10_000);
    expect(parsePercent("0")).toBe(0);
    expect(parsePercent("100.01")).toBeNull();
    expect(parsePercent("-3")).toBeNull();
  });

  it("knows the minor units of the offer currencies", () => {
    expect(minorDigits("TRY")).toBe(2);
    expect(minorDigits("USD")).toBe(2);
    expect(minorDigits("EUR")).toBe(2);
    expect(minorToInput(1_250_050, "TRY")).toBe("12500.50");
    expect(minorToInput(5, "EUR")).toBe("0.05");
  });
});

describe("offer total = price × (1 − discount / 100), in minor units", () => {
  it("takes the discount off", () => {
    expect(discountedTotal(1_000_000, 0)).toBe(1_000_000);
    expect(discountedTotal(1_000_000, 1000)).toBe(900_000); // 10 000.00 − 10 % = 9 000.00
    expect(discountedTotal(1_000_000, 10_000)).toBe(0);
  });

  it("rounds half up to the minor unit", () => {
    // 123.45 × 0.875 = 108.01875 → 108.02
    expect(discountedTotal(12_345, 1250)).toBe(10_802);
    // 0.05 × 0.9 = 0.045 → 0.05 (the half goes up)
    expect(discountedTotal(5, 1000)).toBe(5);
    // 0.03 × 0.5 = 0.015 → 0.02
    expect(discountedTotal(3, 5000)).toBe(2);
    // 99.99 × (1 − 0.333) = 66.69333 → 66.69
    expect(discountedTotal(9_999, 3330)).toBe(6_669);
  });

  it("stays exact for the largest prices", () => {
    expect(discountedTotal(10_000_000_000, 1)).toBe(9_999_000_000);
  });

  it("refuses what is not an amount or a percentage", () => {
    expect(() => discountedTotal(-1, 0)).toThrow();
    expect(() => discountedTotal(1.5, 0)).toThrow();
    expect(() => discountedTotal(100, 10_001)).toThrow();
  });
});

describe("formatting in the active language", () => {
  it("formats money with the currency", () => {
    expect(formatMoney(125_075, "TRY", "tr")).toBe("₺1.250,75");
    expect(formatMoney(125_075, "EUR", "en")).toBe("€1,250.75");
    expect(formatMoney(125_075, "EUR", "de")).toMatch(/^1\.250,75\s€$/);
    expect(formatMoney(125_075, "USD", "fr")).toMatch(/^1\s250,75\s\$US$/);
  });

  it("formats percentages", () => {
    expect(formatPercent(1250, "tr")).toBe("%12,5");
    expect(formatPercent(1250, "en")).toBe("12.5%");
  });
});

describe("currency codes echoed from a posted form", () => {
  it("never throw, whatever was posted", () => {
    for (const junk of ["x", "EUR,9999", "", "€", "eur", "\u0000", "😀😀😀"]) {
      expect(minorDigits(junk)).toBe(2);
      expect(() => parseAmount("12,50", junk)).not.toThrow();
    }
    expect(parseAmount("12,50", "EUR,9999")).toBe(1250);
  });

  it("are formatted without failing the page: an unknown code is shown as text", () => {
    expect(formatMoney(125_075, "EURO", "tr")).toBe("1.250,75 EURO");
    expect(formatMoney(125_075, "EURO", "en")).toBe("1,250.75 EURO");
    expect(formatMoney(100, "", "de")).toBe("1,00");
    expect(formatMoney(100, "E".repeat(100_000), "en")).toBe(`1.00 ${"E".repeat(12)}`);
    for (const junk of [
      "x",
      "EUR,9999",
      "€",
      "\u0000",
      "😀😀😀",
      "EURO",
      undefined as unknown as string,
      ["EUR", "USD"] as unknown as string,
    ]) {
      expect(() => formatMoney(1250, junk, "tr")).not.toThrow();
    }
    // Well-formed codes Intl does not know still format with the code.
    expect(formatMoney(100, "XYZ", "en")).toMatch(/XYZ\s?1\.00/);
  });
});
