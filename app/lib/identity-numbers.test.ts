import { describe, expect, it } from "vitest";
import { completeNationalId, completeTaxNumber, isValidNationalId, isValidTaxNumber } from "./identity-numbers";

describe("Turkish national id number (T.C. Kimlik No)", () => {
  it.each(["10000000146", "11111111110", "12345678950"])("accepts %s", (id) => {
    expect(isValidNationalId(id)).toBe(true);
  });
  it.each([
    ["10000000145", "wrong 11th digit"],
    ["10000000136", "wrong 10th digit"],
    ["01234567890", "starts with 0"],
    ["1000000014", "10 digits"],
    ["1000000014a", "a letter"],
    ["", "empty"],
  ])("refuses %s (%s)", (id) => {
    expect(isValidNationalId(id)).toBe(false);
  });
  it("completes nine digits into a valid number", () => {
    for (const nine of ["123456789", "987654321", "555555555"])
      expect(isValidNationalId(completeNationalId(nine))).toBe(true);
  });
});

describe("Turkish tax number (Vergi Kimlik No)", () => {
  it.each(["1234567890", "0010011150", "4840847211"])("checks %s against its check digit", (vkn) => {
    const nine = vkn.slice(0, 9);
    const valid = completeTaxNumber(nine);
    expect(isValidTaxNumber(valid)).toBe(true);
    // Exactly one last digit is valid for given first nine digits.
    const others = Array.from({ length: 10 }, (_, d) => `${nine}${d}`).filter((v) => v !== valid);
    for (const o of others) expect(isValidTaxNumber(o)).toBe(false);
  });
  it("accepts a known valid number and refuses its neighbours", () => {
    expect(isValidTaxNumber("1234567890")).toBe(true);
    expect(isValidTaxNumber("1234567891")).toBe(false);
    expect(completeTaxNumber("123456789")).toBe("1234567890");
  });
  it.each(["123456789", "12345678901", "12345678a0", ""])("refuses malformed %s", (v) => {
    expect(isValidTaxNumber(v)).toBe(false);
  });
});
