import { describe, expect, it } from "vitest";
import { PATTERNS, code128Bars, code128Widths, decodeCode128, encodeCode128 } from "./code128";

describe("Code 128", () => {
  it("has 107 distinct patterns of 11 modules (STOP 13) starting with a bar", () => {
    expect(PATTERNS).toHaveLength(107);
    expect(new Set(PATTERNS).size).toBe(107);
    PATTERNS.forEach((p, i) => {
      const sum = [...p].reduce((a, d) => a + Number(d), 0);
      expect(sum, `symbol ${i}`).toBe(i === 106 ? 13 : 11);
      // Bars (odd positions counted from 1) always add up to an even number of modules.
      const bars = [...p].filter((_, k) => k % 2 === 0).reduce((a, d) => a + Number(d), 0);
      expect(bars % 2, `symbol ${i}`).toBe(0);
    });
  });

  it("encodes a tracking number with letters in set B and the digits in set C", () => {
    const values = encodeCode128("KG12345678901");
    // START B, K, G, "1" (odd run: one digit in B), CODE C, 23 45 67 89 01, checksum, STOP
    expect(values.slice(0, 5)).toEqual([104, 43, 39, 17, 99]);
    expect(values.slice(5, 10)).toEqual([23, 45, 67, 89, 1]);
    expect(values[values.length - 1]).toBe(106);
    const checksum = (104 + 43 * 1 + 39 * 2 + 17 * 3 + 99 * 4 + 23 * 5 + 45 * 6 + 67 * 7 + 89 * 8 + 1 * 9) % 103;
    expect(values[10]).toBe(checksum);
  });

  it("keeps short digit runs in set B (PJJ123C, checksum worked by hand)", () => {
    const values = encodeCode128("PJJ123C");
    // 104 + 48·1 + 42·2 + 42·3 + 17·4 + 18·5 + 19·6 + 35·7 = 879; 879 mod 103 = 55
    expect(values).toEqual([104, 48, 42, 42, 17, 18, 19, 35, 55, 106]);
  });

  it("starts in set C for even digit strings", () => {
    const values = encodeCode128("123456");
    expect(values.slice(0, 4)).toEqual([105, 12, 34, 56]);
  });

  it("round-trips mixed text", () => {
    for (const text of [
      "KG00000000000",
      "KG98765432109",
      "A",
      "1",
      "12",
      "AB123456CD",
      "hello world 2026",
      "99999",
      "0012345",
    ]) {
      expect(decodeCode128(encodeCode128(text))).toBe(text);
    }
  });

  it("refuses characters outside printable ASCII", () => {
    expect(() => encodeCode128("İstanbul")).toThrow();
    expect(() => encodeCode128("")).toThrow();
  });

  it("draws bars with quiet zones", () => {
    const widths = code128Widths("KG12345678901");
    expect(widths.length % 2).toBe(1);
    const { bars, width } = code128Bars("KG12345678901", 10);
    expect(bars[0].x).toBe(10);
    expect(width).toBe(widths.reduce((a, b) => a + b, 0) + 20);
    // start, K, G, 1, CODE C, five digit pairs, checksum: 11 symbols × 11 modules, then STOP (13)
    expect(width - 20).toBe(11 * 11 + 13);
  });
});
