import { describe, expect, it } from "vitest";
import {
  MAX_TRACKED,
  parseTrackingNumbers,
  checkDigit,
  formatTrackingNumber,
  generateTrackingNumber,
  isValidTrackingNumber,
  normaliseTrackingNumber,
} from "./tracking-number";

describe("tracking numbers", () => {
  it("uses Damm's check digit (the published example 572 → 4)", () => {
    expect(checkDigit("572")).toBe(4);
    expect(isValidTrackingNumber("KG" + "5720000000" + String(checkDigit("5720000000")))).toBe(true);
  });

  it("has the KG + 11 digits shape and a valid check digit", () => {
    for (let i = 0; i < 200; i++) {
      const n = generateTrackingNumber();
      expect(n).toMatch(/^KG\d{11}$/);
      expect(isValidTrackingNumber(n)).toBe(true);
    }
  });

  it("is random, not sequential", () => {
    const numbers = new Set(Array.from({ length: 2000 }, () => generateTrackingNumber()));
    expect(numbers.size).toBe(2000);
    const sorted = [...numbers].map((n) => Number(n.slice(2, 12))).sort((a, b) => a - b);
    const steps = new Set(sorted.slice(1).map((v, i) => v - sorted[i]));
    expect(steps.size).toBeGreaterThan(100);
  });

  it("builds the number from the injected digits", () => {
    const digits = [1, 2, 3, 4, 5, 6, 7, 8, 9, 0];
    let i = 0;
    const n = generateTrackingNumber(() => digits[i++]);
    expect(n.slice(0, 12)).toBe("KG1234567890");
    expect(n.slice(12)).toBe(String(checkDigit("1234567890")));
  });

  it("catches every single-digit mistake and every swap of neighbours", () => {
    const n = generateTrackingNumber();
    const digits = n.slice(2);
    for (let pos = 0; pos < 11; pos++) {
      for (let d = 0; d < 10; d++) {
        if (String(d) === digits[pos]) continue;
        const wrong = digits.slice(0, pos) + d + digits.slice(pos + 1);
        expect(isValidTrackingNumber(`KG${wrong}`)).toBe(false);
      }
    }
    for (let pos = 0; pos < 10; pos++) {
      if (digits[pos] === digits[pos + 1]) continue;
      const swapped = digits.slice(0, pos) + digits[pos + 1] + digits[pos] + digits.slice(pos + 2);
      expect(isValidTrackingNumber(`KG${swapped}`)).toBe(false);
    }
  });

  it("reads what people type and refuses other shapes", () => {
    expect(normaliseTrackingNumber(" kg 1234-5678 901 ")).toBe("KG12345678901");
    expect(normaliseTrackingNumber("KG123")).toBeNull();
    expect(normaliseTrackingNumber("XX12345678901")).toBeNull();
    expect(normaliseTrackingNumber("KG1234567890A")).toBeNull();
    expect(isValidTrackingNumber("KG00000000001")).toBe(false);
    expect(formatTrackingNumber("KG12345678901")).toBe("KG 1234 5678 901");
  });
});

describe("several tracking numbers", () => {
  const A = "KG12345678901";
  const B = "KG23456789012";
  const C = "KG34567890123";

  it("reads one a line, commas, semicolons and spaces, in the order typed", () => {
    expect(parseTrackingNumbers([`${A}\n${B}\r\n${C}`]).numbers).toEqual([A, B, C]);
    expect(parseTrackingNumbers([`${A}, ${B};${C}`]).numbers).toEqual([A, B, C]);
    expect(parseTrackingNumbers([`${A} ${B}  ${C}`]).numbers).toEqual([A, B, C]);
    expect(parseTrackingNumbers([`${A}${B}`]).numbers).toEqual([A, B]);
  });

  it("formats each number as the single lookup does: lower case, spaces and dashes between groups", () => {
    const list = parseTrackingNumbers(["kg 1234 5678 901 kg 2345 6789 012\nkg-3456-7890-123"]);
    expect(list).toEqual({ numbers: [A, B, C], invalid: [], tooMany: false, entries: 3 });
  });

  it("takes repeated query values, each possibly holding several", () => {
    expect(parseTrackingNumbers([A, `${B}\n${C}`]).numbers).toEqual([A, B, C]);
  });

  it("shows duplicates once, however they were written", () => {
    expect(parseTrackingNumbers([A, "kg 1234 5678 901", `${A},${B}`]).numbers).toEqual([A, B]);
  });

  it("keeps what is not a number's shape, as typed", () => {
    const list = parseTrackingNumbers([`${A} abc\nKG123 ${B}\nKG 1234`]);
    expect(list.numbers).toEqual([A, B]);
    expect(list.invalid).toEqual(["abc", "KG123", "KG 1234"]);
    expect(list.entries).toBe(5);
  });

  it("ignores empty lines and separators", () => {
    expect(parseTrackingNumbers(["\n , ;\n", ""])).toEqual({ numbers: [], invalid: [], tooMany: false, entries: 0 });
  });

  it("allows twenty distinct entries and refuses more; duplicates do not count", () => {
    const numbers = (n: number) =>
      Array.from({ length: n }, (_, i) => `KG${String(10_000_000_000 + i).slice(1)}${i % 10}`);
    expect(parseTrackingNumbers([numbers(MAX_TRACKED).join("\n")]).tooMany).toBe(false);
    expect(parseTrackingNumbers([numbers(MAX_TRACKED + 1).join("\n")]).tooMany).toBe(true);
    expect(parseTrackingNumbers([[...numbers(MAX_TRACKED), ...numbers(5)].join(",")]).tooMany).toBe(false);
    // Unreadable entries count too (no way round the limit with typos).
    expect(parseTrackingNumbers([[...numbers(MAX_TRACKED), "abc"].join(",")]).tooMany).toBe(true);
  });

  it("refuses a text far longer than twenty numbers without reading it", () => {
    expect(parseTrackingNumbers([`${A}\n`.repeat(300)]).tooMany).toBe(true);
  });
});
