import { describe, expect, it } from "vitest";
import {
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
