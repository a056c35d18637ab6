import { describe, expect, it } from "vitest";
import { foldText, significantLength } from "./text-fold";
import { codeDigits, declarableCodes, formatCode, parseTariffQuery, prefixUpperBound } from "./tariffs/codes";

describe("Turkish-aware folding", () => {
  it("applies Turkish case rules: İ/i and I/ı", () => {
    expect(foldText("İPEK")).toBe("ipek");
    expect(foldText("ipek")).toBe("ipek");
    expect(foldText("IŞIK")).toBe("isik");
    expect(foldText("ışık")).toBe("isik");
    expect(foldText("Iron")).toBe("iron");
    expect(foldText("İZMİR")).toBe(foldText("izmir"));
  });

  it("removes accents and Turkish letters' marks", () => {
    expect(foldText("ÇİÇEK BALI")).toBe("cicek bali");
    expect(foldText("Şeker ve şekerli mamuller")).toBe("seker ve sekerli mamuller");
    expect(foldText("Ağartılmış")).toBe("agartilmis");
    expect(foldText("Öğütülmüş Türk kahvesi")).toBe("ogutulmus turk kahvesi");
    expect(foldText("crêpe")).toBe("crepe");
    expect(foldText("Straße")).toBe("strasse");
  });

  it("compares city names the way people in Türkiye write them", () => {
    for (const v of ["İstanbul", "ISTANBUL", "istanbul", "Istanbul", " İSTANBUL "])
      expect(foldText(v)).toBe("istanbul");
    expect(foldText("Çanakkale")).toBe("canakkale");
    expect(foldText("Ankara")).not.toBe(foldText("Antalya"));
  });

  it("turns punctuation into single spaces", () => {
    expect(foldText("Horses; live, pure-bred")).toBe("horses live pure bred");
    expect(foldText("  - - Diğerleri:  ")).toBe("digerleri");
  });

  it("counts letters and digits for the 3-character minimum", () => {
    expect(significantLength(" i p ")).toBe(2);
    expect(significantLength("0101.21")).toBe(6);
  });
});

describe("tariff codes", () => {
  it("normalises and formats codes", () => {
    expect(codeDigits("0101.21.00.00.00")).toBe("010121000000");
    expect(formatCode("01")).toBe("01");
    expect(formatCode("0101")).toBe("0101");
    expect(formatCode("010121")).toBe("0101.21");
    expect(formatCode("010121000000")).toBe("0101.21.00.00.00");
  });

  it("computes a range upper bound for prefix searches", () => {
    expect(prefixUpperBound("0101")).toBe("0102");
    expect(prefixUpperBound("0109")).toBe("011");
    expect(prefixUpperBound("0999")).toBe("1");
    expect(prefixUpperBound("99")).toBeNull();
  });

  it("tells codes from words", () => {
    expect(parseTariffQuery("")).toEqual({ kind: "empty" });
    expect(parseTariffQuery("ip")).toEqual({ kind: "tooShort" });
    expect(parseTariffQuery("01")).toEqual({ kind: "tooShort" });
    expect(parseTariffQuery("0101.21")).toEqual({ kind: "code", digits: "010121" });
    expect(parseTariffQuery("010121")).toEqual({ kind: "code", digits: "010121" });
    expect(parseTariffQuery("İPEK")).toEqual({ kind: "words", words: ["ipek"], codePrefix: null });
    expect(parseTariffQuery("8471 Dizüstü")).toEqual({ kind: "words", words: ["dizustu"], codePrefix: "8471" });
  });
});

describe("declarable codes", () => {
  it("are the 12-digit lines and the 6-digit subheadings without lines; never chapters, headings or 8/10-digit groups", () => {
    const codes = [
      "52",
      "5205",
      "520512",
      "520512000000",
      "520513",
      "6109",
      "610910",
      "61091000",
      "6109100010",
      "610910001000",
      "610910009000",
      "610990",
    ];
    expect([...declarableCodes(codes)].sort()).toEqual([
      "520512000000",
      "520513",
      "610910001000",
      "610910009000",
      "610990",
    ]);
    // The HS nomenclature alone: every subheading is declarable.
    expect([...declarableCodes(["01", "0101", "010121", "010129"])].sort()).toEqual(["010121", "010129"]);
  });
});
