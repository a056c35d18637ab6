import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parseCsv } from "~/lib/csv";
import { declarableCodes } from "~/lib/tariffs/codes";
import { findHsFile } from "../../../bench/tariff-data";
import { tariffSample } from "./tariff-sample";

/**
 * The seeded tariff sample: real HS 2022 codes (checked against the nomenclature file where it is around;
 * a fresh clone has none and skips that part), in both languages, covering the goods people ship.
 */
const sample = tariffSample();
const hsFile = findHsFile();

describe("the tariff sample", () => {
  it("has chapters, headings and subheadings only, each subheading under a chapter of the sample, named in both languages", () => {
    const codes = new Set(sample.map((r) => r.codeDigits));
    expect(codes.size).toBe(sample.length);
    for (const r of sample) {
      expect([2, 4, 6], r.codeDigits).toContain(r.codeDigits.length);
      expect(r.nameTr.trim().length, r.codeDigits).toBeGreaterThan(2);
      expect(r.nameEn.trim().length, r.codeDigits).toBeGreaterThan(2);
      expect(r.nameTr, r.codeDigits).not.toBe(r.nameEn);
      expect(codes.has(r.codeDigits.slice(0, 2)), r.codeDigits).toBe(true);
    }
    // Every subheading is a code a shipment declares: the sample has no Turkish lines below them.
    const declarable = declarableCodes(codes);
    expect([...declarable].every((c) => c.length === 6)).toBe(true);
    expect(declarable.size).toBeGreaterThanOrEqual(400);
  });

  it("covers the goods people ship, in each area", () => {
    const chapters = new Set(sample.filter((r) => r.codeDigits.length === 6).map((r) => r.codeDigits.slice(0, 2)));
    // Food, cosmetics, plastics, bags, books, clothing, shoes, jewellery, machinery, electronics, vehicles and parts, optics, furniture, toys.
    for (const chapter of [
      "04",
      "08",
      "09",
      "33",
      "39",
      "42",
      "49",
      "61",
      "62",
      "64",
      "71",
      "84",
      "85",
      "87",
      "90",
      "94",
      "95",
    ]) {
      expect(chapters.has(chapter), chapter).toBe(true);
    }
    expect(chapters.size).toBeGreaterThanOrEqual(50);
  });

  it.skipIf(!hsFile)("uses real HS 2022 codes, at their level", () => {
    const table = parseCsv(fs.readFileSync(hsFile!, "utf8"));
    const code = table.header.indexOf("hscode");
    const level = table.header.indexOf("level");
    const hs = new Map(table.rows.map(({ cells }) => [cells[code], Number(cells[level])]));
    const unknown = sample.filter((r) => hs.get(r.codeDigits) !== r.codeDigits.length).map((r) => r.codeDigits);
    expect(unknown).toEqual([]);
  });
});
