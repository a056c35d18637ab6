import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "./db.server";
import { createTestDb } from "./test-db.server";
import { TariffFileError, importTariffText, parseTariffFile, splitFragment } from "./tariff-import.server";
import { searchTariffs } from "./tariffs.server";
import type { DB } from "./db.server";

// A Turkish customs tariff extract written for this test: a chapter, headings, descriptive rows
// without a code ("- Atlar:") and indented fragments whose full names come from their parents.
const TGTC = `gtip_code,digits,chapter,heading,description,unit,tax_rate,notes
01,2,01,,CANLI HAYVANLAR,,,
0101,4,01,0101,"Canlı atlar, eşekler, katırlar ve bardolar",,,
,,01,0101,- Atlar:,,,
0101.21,6,01,0101,- - Damızlık olanlar (safkan),,,
0101.21.00.00.00,12,01,0101,- - Damızlık olanlar (safkan),Adet,0,
0101.29,6,01,0101,- - Diğerleri,,,
0101.29.10.00.00,12,01,0101,- - - Kasaplık olanlar,Adet,0,
0101.29.90.00.00,12,01,0101,- - - Diğerleri,Adet,0,
0101.30.00.00.00,12,01,0101,- Eşekler,Adet,0,
50,2,50,,İPEK,,,
5007,4,50,5007,İpek veya ipek döküntülerinden dokunmuş mensucat,,,
5007.20,6,50,5007,- Diğer mensucat; ağırlıkça %85 veya daha fazla ipek içerenler:,,,
5007.20.11.00.00,12,50,5007,- - Krep,m2,8,
ABC,12,50,5007,- - Bozuk kod,m2,8,
5007.20.19.00.00,10,50,5007,- - Seviye hatası,m2,8,
5007.20.21.00.00,12,50,5007,,m2,8,
5007.20.11.00.00,12,50,5007,- - Krep (tekrar),m2,8,
`;

// The HS nomenclature's layout (columns and a TOTAL line), with rows written for this test.
const HS = `section,hscode,description,parent,level
I,01,Animals; live,TOTAL,2
I,0101,"Horses, asses, mules and hinnies; live",01,4
I,010121,"Horses; live, pure-bred breeding animals",0101,6
I,010129,"Horses; live, other than pure-bred breeding animals",0101,6
I,010130,Asses; live,0101,6
XI,5007,Woven fabrics of silk or of silk waste,50,4
XI,50072,Broken code,5007,6
TOTAL,TOTAL,Total of all commodities,TOTAL,5
`;

let db: DB;
beforeAll(async () => {
  db = await createTestDb();
});
afterAll(async () => {
  await closeDb();
});

describe("Turkish tariff name building", () => {
  it("splits indentation dashes from the fragment", () => {
    expect(splitFragment("- - Diğerleri")).toEqual({ depth: 2, text: "Diğerleri" });
    expect(splitFragment("--- Kasaplık olanlar")).toEqual({ depth: 3, text: "Kasaplık olanlar" });
    expect(splitFragment("– Atlar:")).toEqual({ depth: 1, text: "Atlar" });
    expect(splitFragment("İPEK")).toEqual({ depth: 0, text: "İPEK" });
  });

  it("builds each row's full name from its heading and parent rows", () => {
    const parsed = parseTariffFile(TGTC);
    expect(parsed.format).toBe("tgtc");
    const name = (code: string) => parsed.rows.find((r) => r.codeDigits === code)?.name;
    expect(name("01")).toBe("CANLI HAYVANLAR");
    expect(name("0101")).toBe("Canlı atlar, eşekler, katırlar ve bardolar");
    expect(name("010121")).toBe("Canlı atlar, eşekler, katırlar ve bardolar › Atlar › Damızlık olanlar (safkan)");
    expect(name("010129")).toBe("Canlı atlar, eşekler, katırlar ve bardolar › Atlar › Diğerleri");
    expect(name("010129900000")).toBe("Canlı atlar, eşekler, katırlar ve bardolar › Atlar › Diğerleri › Diğerleri");
    expect(name("010129100000")).toBe(
      "Canlı atlar, eşekler, katırlar ve bardolar › Atlar › Diğerleri › Kasaplık olanlar",
    );
    expect(name("010130000000")).toBe("Canlı atlar, eşekler, katırlar ve bardolar › Eşekler");
    expect(name("500720110000")).toBe(
      "İpek veya ipek döküntülerinden dokunmuş mensucat › Diğer mensucat; ağırlıkça %85 veya daha fazla ipek içerenler › Krep",
    );
    expect(parsed.rows.find((r) => r.codeDigits === "010121000000")?.gtipCode).toBe("0101.21.00.00.00");
  });

  it("rejects bad rows with their line and reason", () => {
    const parsed = parseTariffFile(TGTC);
    expect(parsed.rejections).toEqual([
      { line: 15, code: "ABC", reason: "badCode" },
      { line: 16, code: "5007.20.19.00.00", reason: "badLevel" },
      { line: 17, code: "5007.20.21.00.00", reason: "noDescription" },
      { line: 18, code: "5007.20.11.00.00", reason: "duplicate" },
    ]);
    expect(parsed.totalRows).toBe(parsed.rows.length + parsed.rejections.length);
  });

  it("accepts semicolon-separated files and a byte order mark", () => {
    const text =
      "\ufeff" +
      TGTC.split("\n")
        .map((l) => l.replace(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/g, ";"))
        .join("\n");
    expect(parseTariffFile(text).rows.length).toBe(parseTariffFile(TGTC).rows.length);
  });

  it("refuses a file of another kind", () => {
    expect(() => parseTariffFile("name,price\nx,1\n")).toThrow(TariffFileError);
    expect(() => parseTariffFile("")).toThrow(TariffFileError);
  });
});

describe("imports", () => {
  it("imports the Turkish tariff and a second run of the same file changes nothing", async () => {
    const first = await importTariffText(TGTC, { fileName: "tgtc.csv", mode: "merge", userId: null });
    expect(first).toMatchObject({ format: "tgtc", added: 12, changed: 0, unchanged: 0, removed: 0, rejected: 4 });
    const second = await importTariffText(TGTC, { fileName: "tgtc.csv", mode: "merge", userId: null });
    expect(second).toMatchObject({ added: 0, changed: 0, unchanged: 12, rejected: 4 });
    const count = await db
      .selectFrom("tariff_codes")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(12);
  });

  it("imports the HS file into the same codes: one row per code with both names", async () => {
    const report = await importTariffText(HS, { fileName: "hs.csv", mode: "merge", userId: null });
    // 01, 0101, 010121, 010129, 5007 exist (Turkish); 010130 is new; the broken code and TOTAL are rejected.
    expect(report).toMatchObject({ format: "hs", added: 1, changed: 5, unchanged: 0, rejected: 2 });
    expect(report.rejections.map((r) => r.reason)).toEqual(["badCode", "badCode"]);
    const row = await db
      .selectFrom("tariff_codes")
      .selectAll()
      .where("code_digits", "=", "010121")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      hs_code: "0101.21",
      gtip_code: "0101.21",
      name_tr: "Canlı atlar, eşekler, katırlar ve bardolar › Atlar › Damızlık olanlar (safkan)",
      name_en: "Horses; live, pure-bred breeding animals",
      level: 6,
    });
    expect(await importTariffText(HS, { fileName: "hs.csv", mode: "merge", userId: null })).toMatchObject({
      added: 0,
      changed: 0,
      unchanged: 6,
    });
    // Re-importing the Turkish file keeps the English names.
    expect(await importTariffText(TGTC, { fileName: "tgtc.csv", mode: "merge", userId: null })).toMatchObject({
      added: 0,
      changed: 0,
    });
    const after = await db
      .selectFrom("tariff_codes")
      .select("name_en")
      .where("code_digits", "=", "010121")
      .executeTakeFirstOrThrow();
    expect(after.name_en).toBe("Horses; live, pure-bred breeding animals");
  });

  it("finds imported codes by either language with the folded search text kept in step", async () => {
    // 0101.21 is divided into its Turkish line: the line answers, found by the subheading's English name too.
    const en = await searchTariffs("pure-bred", { lng: "en" });
    // ("Horses; live, other than pure-bred …" is 0101.29's name: its two lines answer as well.)
    expect(en.rows.map((r) => r.codeDigits)).toEqual(["010121000000", "010129100000", "010129900000"]);
    expect(en.rows[0]).toMatchObject({ code: "0101.21.00.00.00", hsCode: "0101.21", nameEn: null });
    const tr = await searchTariffs("KASAPLIK", { lng: "tr" });
    expect(tr.rows.map((r) => r.codeDigits)).toEqual(["010129100000"]);
    // Asses: the Turkish file's line 0101.30.00.00.00 stands for the HS subheading 0101.30.
    expect((await searchTariffs("asses", { lng: "en" })).rows.map((r) => r.codeDigits)).toEqual(["010130000000"]);
    expect((await searchTariffs("0101")).rows.map((r) => r.codeDigits)).toEqual([
      "010121000000",
      "010129100000",
      "010129900000",
      "010130000000",
    ]);
  });

  it("changes a renamed code and replace mode removes codes missing from the file", async () => {
    const renamed = TGTC.replace("- - - Kasaplık olanlar", "- - - Kesimlik olanlar").replace(
      /^0101\.30\.00\.00\.00.*\n/m,
      "",
    );
    const report = await importTariffText(renamed, { fileName: "tgtc-2027.csv", mode: "replace", userId: null });
    expect(report).toMatchObject({ added: 0, changed: 1, removed: 1 });
    const gone = await db
      .selectFrom("tariff_codes")
      .select("id")
      .where("code_digits", "=", "010130000000")
      .executeTakeFirst();
    expect(gone).toBeUndefined();
    expect((await searchTariffs("kesimlik")).total).toBe(1);
    expect((await searchTariffs("kasaplik")).total).toBe(0);
    // Without its Turkish line, the HS subheading 0101.30 is the code to declare again, by its own name.
    const asses = await searchTariffs("asses", { lng: "en" });
    expect(asses.rows.map((r) => [r.codeDigits, r.code, r.name])).toEqual([["010130", "0101.30", "Asses; live"]]);
  });

  it("records every import with its counts and reasons", async () => {
    const imports = await db.selectFrom("tariff_imports").selectAll().orderBy("id").execute();
    expect(imports.length).toBe(6);
    expect(JSON.parse(imports[0].rejections)).toHaveLength(4);
    expect(imports.at(-1)).toMatchObject({ file_name: "tgtc-2027.csv", mode: "replace", removed: 1 });
  });
});
