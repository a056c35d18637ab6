import { describe, expect, it } from "vitest";
import { DATE_TIME, TIME_SHORT, formatDate, formatDateTime, formatNumber, formatUnits, numberFormat } from "./format";
import { formatMoney } from "./money";
import { formatWeight } from "./shipments/format";

describe("dates and numbers with Intl", () => {
  it("prints dates in Turkey's time, in the reader's language", () => {
    const at = "2026-11-26T18:05:00.000Z";
    expect(formatDate(at, "en", DATE_TIME)).toBe("26 Nov 2026, 21:05");
    expect(formatDate(at, "de", DATE_TIME)).toBe("26.11.2026, 21:05");
    expect(formatDateTime(at, "tr")).toBe(formatDate(at, "tr", DATE_TIME));
    expect(formatDate(at, "fr", TIME_SHORT)).toBe("21:05");
    // Before 2016 Turkey kept summer time: Intl knows, 1 August 2015 10:00 UTC was 13:00 there.
    expect(formatDate("2015-08-01T10:00:00Z", "en", TIME_SHORT)).toBe("13:00");
  });

  it("keeps one formatter per language and options", () => {
    expect(numberFormat("tr", { maximumFractionDigits: 3 })).toBe(numberFormat("tr", { maximumFractionDigits: 3 }));
    expect(numberFormat("tr", { maximumFractionDigits: 3 })).not.toBe(numberFormat("en", { maximumFractionDigits: 3 }));
    // An unknown language is Turkish.
    expect(numberFormat("xx")).toBe(numberFormat("tr"));
  });

  it("prints integer units at their scale exactly", () => {
    const lira = new Intl.NumberFormat("tr-TR", {
      style: "currency",
      currency: "TRY",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (const [units, text] of [
      [125075, "₺1.250,75"],
      [1, "₺0,01"],
      [10, "₺0,10"],
      [999_999_999_99, "₺999.999.999,99"],
      [-4050, "-₺40,50"],
    ] as const) {
      expect(formatUnits(lira, units, 2)).toBe(text);
    }
    const kg = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 3 });
    for (let grams = 0; grams < 100_000; grams += 997)
      expect(formatUnits(kg, grams, 3)).toBe(
        kg.format(Number(`${Math.floor(grams / 1000)}.${String(grams % 1000).padStart(3, "0")}`)),
      );
  });

  it("is what the app's number, money and weight helpers print", () => {
    expect(formatNumber(1234567, "tr")).toBe("1.234.567");
    expect(formatNumber(1234.5678, "en")).toBe("1,234.568");
    expect(formatMoney(125075, "TRY", "tr")).toBe("₺1.250,75");
    expect(formatMoney(125075, "EUR", "de")).toBe("1.250,75\u00a0€");
    expect(formatWeight(12500, "en")).toBe("12.5 kg");
    expect(formatWeight(1234567, "fr")).toBe("1\u202f234,567 kg");
    expect(formatWeight(3000, "pt")).toBe("3 kg");
  });
});
