import { describe, expect, it } from "vitest";
import { formatUnits } from "./number-format";
import { INTL_LOCALES, LANGUAGES } from "./i18n";
import { formatNumber } from "./format";
import { formatMoney } from "./money";
import { formatWeight } from "./shipments/format";

/** Deterministic spread of integers: every digit count up to 2^50, edges around each power of ten. */
function* values() {
  let seed = 7;
  const random = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let digits = 1; digits <= 15; digits++) {
    const power = 10 ** (digits - 1);
    yield power - 1, power, power + 1;
    for (let i = 0; i < 40; i++) yield Math.floor(power + random() * 9 * power);
  }
}

describe("formatUnits", () => {
  it("prints exactly what ICU prints, in every language, for counts, weights and money", () => {
    let compared = 0;
    for (const lng of LANGUAGES) {
      const locale = INTL_LOCALES[lng];
      const formats: Array<[Intl.NumberFormat, number]> = [
        [new Intl.NumberFormat(locale), 0],
        [new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }), 3],
        [new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }), 2],
        ...["TRY", "USD", "EUR", "GBP"].map((currency) => [new Intl.NumberFormat(locale, { style: "currency", currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }), 2] as [Intl.NumberFormat, number]),
      ];
      for (const [format, scale] of formats) {
        for (const units of values()) {
          if (units >= 2 ** 50) continue;
          expect(formatUnits(format, units, scale), `${locale} ${units} / 10^${scale}`).toBe(format.format(units / 10 ** scale));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(20_000);
  });

  it("follows other grouping rules, or leaves them to ICU: a minimum of two digits, Indian groups, other digits", () => {
    for (const locale of ["es-ES", "pl-PL", "en-IN", "ar-EG", "de-CH", "fr-CH"]) {
      const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
      for (const units of [5, 1000, 1234, 12345, 123456, 1234567, 123456789012]) {
        for (const scale of [0, 3]) expect(formatUnits(format, units, scale), `${locale} ${units}`).toBe(format.format(units / 10 ** scale));
      }
    }
  });

  it("asks ICU only while it compiles a format, in each of the app's languages", () => {
    class Counting extends Intl.NumberFormat {
      calls = 0;
      // ICU's format is a getter of a bound function; a method on the subclass shadows it and counts calls.
      format(value: number) {
        this.calls++;
        return super.format(value);
      }
    }
    for (const lng of LANGUAGES) {
      const format = new Counting(INTL_LOCALES[lng], { style: "currency", currency: "TRY", minimumFractionDigits: 2, maximumFractionDigits: 2 });
      formatUnits(format, 1, 2);
      const compiling = format.calls;
      for (let units = 0; units < 1000; units += 7) formatUnits(format, units * 1013, 2);
      expect(format.calls, lng).toBe(compiling);
    }
  });

  it("leaves negative, fractional and huge values, and a scale beyond the format's digits, to ICU", () => {
    const format = new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 1 });
    for (const [units, scale] of [[-12345, 0], [12.5, 0], [2 ** 53, 0], [12345, 3]] as const) expect(formatUnits(format, units, scale)).toBe(format.format(units / 10 ** scale));
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
