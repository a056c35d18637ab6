import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "./db.server";
import { createTestDb } from "./test-db.server";
import { searchTariffs, tariffFigures } from "./tariffs.server";
import { tariffSample } from "./seed/tariff-sample";

beforeAll(async () => {
  await createTestDb({ seed: true });
});
afterAll(async () => {
  await closeDb();
});

describe("the seeded sample", () => {
  it("holds a few hundred codes, each in both languages", async () => {
    const sample = tariffSample();
    expect(sample.length).toBeGreaterThanOrEqual(300);
    expect(sample.every((r) => r.nameTr && r.nameEn)).toBe(true);
    const figures = await tariffFigures();
    expect(figures.total).toBe(sample.length);
    expect(figures.english).toBe(sample.length);
  });
});

describe("tariff search", () => {
  it("asks for 3 characters and says when the query is empty", async () => {
    expect((await searchTariffs("ip")).status).toBe("tooShort");
    expect((await searchTariffs("  ")).status).toBe("empty");
  });

  it("finds İPEK when typing ipek (Turkish case rules), whatever the case", async () => {
    for (const q of ["ipek", "İPEK", "IPEK", "İpek"]) {
      const result = await searchTariffs(q, { lng: "tr" });
      expect(result.status).toBe("ok");
      expect(result.rows[0]).toMatchObject({ codeDigits: "50", nameTr: "İPEK", name: "İPEK" });
    }
  });

  it("matches accents loosely: cicek finds Çiçek balı, kasar finds Kaşar", async () => {
    expect((await searchTariffs("cicek bali")).rows.map((r) => r.codeDigits)).toEqual(["040900000011"]);
    expect((await searchTariffs("KAŞAR")).rows[0].nameTr).toBe("Kaşar peyniri");
    expect((await searchTariffs("kasar")).rows[0].nameTr).toBe("Kaşar peyniri");
  });

  it("finds English names and shows the name in the reader's language", async () => {
    const result = await searchTariffs("hazelnuts", { lng: "en" });
    expect(result.rows.map((r) => r.codeDigits)).toEqual(expect.arrayContaining(["080221", "080222000000"]));
    expect(result.rows[0].name).toMatch(/^Hazelnuts/);
    const tr = await searchTariffs("hazelnuts", { lng: "tr" });
    expect(tr.rows[0].name).toMatch(/^Fındık/);
  });

  it("matches codes with or without dots: exact code first, then the codes under it", async () => {
    for (const q of ["0101.21", "010121", "0101 21"]) {
      const result = await searchTariffs(q);
      expect(result.rows.map((r) => [r.codeDigits, r.match])).toEqual([
        ["010121", "exact"],
        ["010121000000", "prefix"],
      ]);
    }
    const heading = await searchTariffs("0101");
    expect(heading.rows[0]).toMatchObject({ codeDigits: "0101", match: "exact", code: "0101" });
    expect(heading.rows.slice(1).every((r) => r.match === "prefix" && r.codeDigits.startsWith("0101"))).toBe(true);
    expect(heading.total).toBe(8);
    const full = await searchTariffs("0101.21.00.00.00");
    expect(full.rows).toHaveLength(1);
    expect(full.rows[0]).toMatchObject({ code: "0101.21.00.00.00", hsCode: "0101.21", gtipCode: "0101.21.00.00.00" });
  });

  it("ranks names that start with the query before names that only contain it", async () => {
    const result = await searchTariffs("pamuk", { perPage: 50 });
    const ranks = result.rows.map((r) => r.nameTr ?? "");
    expect(ranks[0]).toBe("PAMUK");
    const firstInside = ranks.findIndex((n) => !/^pamuk/i.test(n));
    expect(ranks.slice(firstInside).some((n) => /^pamuk/i.test(n))).toBe(false);
  });

  it("combines a code prefix with words", async () => {
    const result = await searchTariffs("8471 tablet");
    expect(result.rows.map((r) => r.codeDigits)).toEqual(["847130000012"]);
  });

  it("pages in SQL with the total", async () => {
    const first = await searchTariffs("pamuk", { perPage: 5 });
    const second = await searchTariffs("pamuk", { perPage: 5, page: 2 });
    expect(first.total).toBeGreaterThan(5);
    expect(first.pages).toBe(Math.ceil(first.total / 5));
    expect(second.rows[0].id).not.toBe(first.rows[0].id);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(first.rows.length + second.rows.length);
    const past = await searchTariffs("pamuk", { perPage: 5, page: 99 });
    expect(past.rows).toEqual([]);
    expect(past.total).toBe(first.total);
  });

  it("returns no rows for something that is not there", async () => {
    const result = await searchTariffs("zzzqqq");
    expect(result).toMatchObject({ status: "ok", total: 0, rows: [] });
    expect((await searchTariffs("9999")).total).toBe(0);
  });

  it("treats LIKE wildcards as plain text", async () => {
    expect((await searchTariffs("%%%")).status).toBe("tooShort");
    const plain = await searchTariffs("ipek");
    const wild = await searchTariffs("%ipek%");
    expect(wild.total).toBe(plain.total);
  });
});
