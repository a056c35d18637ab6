import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, getDb } from "./db.server";
import { createTestDb } from "./test-db.server";
import { importTariffText } from "./tariff-import.server";
import { searchTariffs, type TariffSearchResult } from "./tariffs.server";

/**
 * One row per code: when the Turkish tariff divides an HS subheading into 12-digit lines, the lines stand
 * for it and the subheading is no longer offered (the finder listed "5205.12" and "5205.12.00.00.00"
 * side by side); when its lines go, it is offered again. Over the seeded sample, answered in SQL and by the
 * in-memory index alike.
 */
beforeAll(async () => {
  await createTestDb({ seed: true });
});
afterAll(async () => {
  await closeDb();
});

// Lines of the Turkish tariff's layout, written for this test, under two subheadings of the sample.
const TGTC = `gtip_code,digits,chapter,heading,description,unit,tax_rate
5205,4,52,5205,Pamuk ipliği (dikiş ipliği hariç),,
,,52,5205,- Tek katlı; penye olmayan liflerden:,,
5205.12.00.00.00,12,52,5205,- - 232.56 desiteks veya daha fazla fakat 714.29 desiteksten az,Kg,4
6109,4,61,6109,"Tişörtler, fanilalar ve diğer iç giyim eşyası; örme",,
,,61,6109,- Pamuktan:,,
6109.10.00.10.00,12,61,6109,- - Erkekler ve erkek çocuklar için,Adet,12
6109.10.00.90.00,12,61,6109,- - Diğerleri,Adet,12
`;

const codes = (r: TariffSearchResult) => r.rows.map((x) => x.codeDigits);

describe.each([
  ["in SQL", "off"],
  ["from the in-memory index", "wait"],
] as const)("Turkish lines stand for their subheading, %s", (_label, index) => {
  const search = (q: string, lng = "tr") => searchTariffs(q, { index, lng, perPage: 50 });

  beforeAll(async () => {
    // The first run imports, the second finds the lines there already (the import is idempotent).
    await importTariffText(TGTC, { fileName: "lines.csv", mode: "merge", userId: null });
  });

  it("by code: the subheading's code lists its lines only", async () => {
    const yarn = await search("5205.12");
    expect(yarn.rows.map((r) => [r.code, r.match])).toEqual([["5205.12.00.00.00", "prefix"]]);
    expect(codes(await search("6109"))).toEqual(["610910001000", "610910009000", "610990"]);
    expect((await search("6109.10.00.10.00")).rows.map((r) => [r.code, r.hsCode, r.match])).toEqual([
      ["6109.10.00.10.00", "6109.10", "exact"],
    ]);
  });

  it("by name, in Turkish and in English (a line is found by its subheading's English name)", async () => {
    const tr = codes(await search("tişört"));
    expect(tr).toEqual(["610910001000", "610910009000", "610990"]);
    const en = await search("T-shirts", "en");
    // (Shirts and sweatshirts follow: "shirts" is inside their names.)
    expect(codes(en).slice(0, 3)).toEqual(["610910001000", "610910009000", "610990"]);
    // The line has no English name of its own: it shows its Turkish one.
    expect(en.rows[0].name).toBe(
      "Tişörtler, fanilalar ve diğer iç giyim eşyası; örme › Pamuktan › Erkekler ve erkek çocuklar için",
    );
    expect(codes(await search("pamuk ipliği"))).toEqual(["520512000000"]);
    expect(codes(await search("cotton yarn", "en"))).toEqual(["520512000000"]);
  });

  it("never lists a subheading beside one of its lines", async () => {
    for (const q of ["pamuk", "cotton", "610", "520", "tişört", "6109.10"]) {
      const found = codes(await search(q, q === "cotton" ? "en" : "tr"));
      expect(found.length, q).toBeGreaterThan(0);
      expect(new Set(found).size, q).toBe(found.length);
      expect(
        found.filter((c) => c.length === 6 && found.some((o) => o.length === 12 && o.startsWith(c))),
        q,
      ).toEqual([]);
      expect(
        found.every((c) => c.length === 6 || c.length === 12),
        q,
      ).toBe(true);
    }
  });
});

describe("a subheading whose lines are removed", () => {
  it("is offered again, by its code and its own names", async () => {
    // Replace mode with a file that no longer has the yarn's line (nor the T-shirt lines); it also takes the
    // Turkish names of every code missing from the file, the sample's too (replace means "this file is the tariff").
    const without = TGTC.split("\n")
      .filter((l) => !l.startsWith("5205.12") && !l.startsWith("6109.10"))
      .join("\n");
    const report = await importTariffText(without, { fileName: "lines-2027.csv", mode: "replace", userId: null });
    expect(report.removed).toBeGreaterThanOrEqual(3);
    for (const index of ["off", "wait"] as const) {
      expect((await searchTariffs("5205.12", { index })).rows.map((r) => [r.code, r.match])).toEqual([
        ["5205.12", "exact"],
      ]);
      expect(codes(await searchTariffs("T-shirts", { index, lng: "en" })).slice(0, 2)).toEqual(["610910", "610990"]);
      expect(codes(await searchTariffs("cotton yarn", { index, lng: "en" }))).toEqual(["520512"]);
    }
    const flags = await getDb()
      .selectFrom("tariff_codes")
      .select(["code_digits", "declarable"])
      .where("code_digits", "in", ["52", "5205", "520512", "610910"])
      .orderBy("code_digits")
      .execute();
    expect(flags.map((f) => [f.code_digits, Number(f.declarable)])).toEqual([
      ["52", 0],
      ["5205", 0],
      ["520512", 1],
      ["610910", 1],
    ]);
  });
});

describe("the migration that brought `declarable`", () => {
  it("marks the codes of a database filled before it, and empties the others' search text", async () => {
    const migration = await import("./migrations/0014_tariff_declarable");
    // A fresh seeded database (the replace import above took the sample's Turkish names away).
    await closeDb();
    const db = await createTestDb({ seed: true });
    await migration.down(db);
    // As before: every code searchable, a subheading beside its own line.
    await sql`insert into tariff_codes (code_digits, level, hs_code, gtip_code, name_tr, name_en, tr_folded, en_folded, created_at, updated_at)
      values ('640411000000', 12, '6404.11', '6404.11.00.00.00', 'Spor ayakkabı › Diğerleri', null, 'spor ayakkabi diger', '', '2026-01-01', '2026-01-01')`.execute(
      db,
    );
    const before = await db
      .selectFrom("tariff_codes")
      .select(["code_digits", "tr_folded"])
      .where("code_digits", "in", ["64", "640411", "640411000000"])
      .orderBy("code_digits")
      .execute();
    expect(before.filter((r) => r.tr_folded === "")).toEqual([]);
    await migration.up(db);
    expect(codes(await searchTariffs("6404.11", { index: "off" }))).toEqual(["640411000000"]);
    expect(codes(await searchTariffs("sneakers", { index: "wait", lng: "en" }))).toEqual(["640411000000"]);
    expect(codes(await searchTariffs("ayakkabı", { index: "off" }))).not.toContain("640411");
    expect((await searchTariffs("AYAKKABILAR", { index: "off" })).total).toBe(0);
  });
});
