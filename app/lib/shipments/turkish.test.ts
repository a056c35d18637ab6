import { describe, expect, it } from "vitest";
import { foldTr, placeKey, sameTr, upperTr } from "./turkish";

describe("Turkish case folding", () => {
  it("folds dotted and dotless I the Turkish way", () => {
    expect(foldTr("İSTANBUL")).toBe("istanbul");
    expect(foldTr("ISPARTA")).toBe("ısparta");
    expect(foldTr("IĞDIR")).toBe("ığdır");
    expect(foldTr("ÇANAKKALE")).toBe("çanakkale");
  });

  it("matches the data's spelling whatever the case", () => {
    expect(sameTr("istanbul", "İstanbul")).toBe(true);
    expect(sameTr("İZMİR", "İzmir")).toBe(true);
    expect(sameTr("ısparta", "Isparta")).toBe(true);
    expect(sameTr("KADIKÖY", "Kadıköy")).toBe(true);
    expect(sameTr("  kadıköy  ", "Kadıköy")).toBe(true);
  });

  it("keeps different letters apart", () => {
    // In Turkish, "IZMIR" is "ızmır": not the city.
    expect(sameTr("IZMIR", "İzmir")).toBe(false);
    expect(sameTr("Isparta", "İsparta")).toBe(false);
    expect(sameTr("Kadikoy", "Kadıköy")).toBe(false);
  });

  it("normalises composed and decomposed letters", () => {
    expect(sameTr("I\u0307stanbul", "İstanbul")).toBe(true);
    expect(sameTr("Kadıko\u0308y", "Kadıköy")).toBe(true);
  });

  it("treats the usual ways of writing a neighbourhood alike", () => {
    const key = placeKey("Caferağa Mah");
    expect(placeKey("CAFERAĞA MAHALLESİ")).toBe(key);
    expect(placeKey("caferağa mah.")).toBe(key);
    expect(placeKey("Caferağa Mh.")).toBe(key);
    expect(placeKey("Caferağa")).toBe(key);
    expect(placeKey("Osmanağa Mah")).not.toBe(key);
  });

  it("writes capitals the Turkish way", () => {
    expect(upperTr("istanbul kadıköy")).toBe("İSTANBUL KADIKÖY");
  });
});
