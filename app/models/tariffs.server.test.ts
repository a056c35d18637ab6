import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "./db.server";
import { createTestDb } from "./test-db.server";
import { TARIFF_COUNT_CAP, insertTariffCodes, searchTariffs, tariffFigures, type SearchOptions } from "./tariffs.server";
import { getDb } from "./db.server";
import { tariffSample } from "./seed/tariff-sample";
import { foldText } from "~/lib/text-fold";

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

// Every search test runs twice: answered in SQL (as while the index is built) and by the in-memory index.
const MODES = [
  ["in SQL", "off"],
  ["from the in-memory index", "wait"],
] as const;
const searcher = (index: "off" | "wait") => (q: string, options: SearchOptions = {}) => searchTariffs(q, { index, ...options });

describe.each(MODES)("tariff search, %s", (_label, index) => {
  const search = searcher(index);
  it("says where the answer came from", async () => {
    expect(await search("ipek")).toMatchObject({ status: "ok", source: index === "off" ? "sql" : "index" });
  });

  it("asks for 3 characters and says when the query is empty", async () => {
    expect((await search("ip")).status).toBe("tooShort");
    expect((await search("  ")).status).toBe("empty");
  });

  it("finds İPEK when typing ipek (Turkish case rules), whatever the case", async () => {
    for (const q of ["ipek", "İPEK", "IPEK", "İpek"]) {
      const result = await search(q, { lng: "tr" });
      expect(result.status).toBe("ok");
      expect(result.rows[0]).toMatchObject({ codeDigits: "50", nameTr: "İPEK", name: "İPEK" });
    }
  });

  it("matches accents loosely: cicek finds Çiçek balı, kasar finds Kaşar", async () => {
    expect((await search("cicek bali")).rows.map((r) => r.codeDigits)).toEqual(["040900000011"]);
    expect((await search("KAŞAR")).rows[0].nameTr).toBe("Kaşar peyniri");
    expect((await search("kasar")).rows[0].nameTr).toBe("Kaşar peyniri");
  });

  it("finds English names and shows the name in the reader's language", async () => {
    const result = await search("hazelnuts", { lng: "en" });
    expect(result.rows.map((r) => r.codeDigits)).toEqual(expect.arrayContaining(["080221", "080222000000"]));
    expect(result.rows[0].name).toMatch(/^Hazelnuts/);
    const tr = await search("hazelnuts", { lng: "tr" });
    expect(tr.rows[0].name).toMatch(/^Fındık/);
  });

  it("matches codes with or without dots: exact code first, then the codes under it", async () => {
    for (const q of ["0101.21", "010121", "0101 21"]) {
      const result = await search(q);
      expect(result.rows.map((r) => [r.codeDigits, r.match])).toEqual([
        ["010121", "exact"],
        ["010121000000", "prefix"],
      ]);
    }
    const heading = await search("0101");
    expect(heading.rows[0]).toMatchObject({ codeDigits: "0101", match: "exact", code: "0101" });
    expect(heading.rows.slice(1).every((r) => r.match === "prefix" && r.codeDigits.startsWith("0101"))).toBe(true);
    expect(heading.total).toBe(8);
    const full = await search("0101.21.00.00.00");
    expect(full.rows).toHaveLength(1);
    expect(full.rows[0]).toMatchObject({ code: "0101.21.00.00.00", hsCode: "0101.21", gtipCode: "0101.21.00.00.00" });
  });

  it("ranks names that start with the query before names that only contain it", async () => {
    const result = await search("pamuk", { perPage: 50 });
    const ranks = result.rows.map((r) => r.nameTr ?? "");
    expect(ranks[0]).toBe("PAMUK");
    const firstInside = ranks.findIndex((n) => !/^pamuk/i.test(n));
    expect(ranks.slice(firstInside).some((n) => /^pamuk/i.test(n))).toBe(false);
  });

  it("pages through the tiers exactly like a full ranking done by hand", async () => {
    const sample = tariffSample();
    for (const q of ["pam", "ipek", "kadın", "other", "cotton", "çelik mutfak", "ler", "of a", "ayçiçeği yağı", "ve de"]) {
      const phrase = foldText(q);
      const words = phrase.split(" ");
      const expected = sample
        .map((r) => ({ code: r.codeDigits, tr: foldText(r.nameTr), en: foldText(r.nameEn) }))
        .filter((r) => words.every((w) => `${r.tr} ${r.en}`.includes(w)))
        .map((r) => {
          const names = [r.tr, r.en];
          const tier = names.some((n) => n.startsWith(phrase)) ? 0 : names.some((n) => ` ${n}`.includes(` ${phrase}`)) ? 1 : 2;
          return { code: r.code, tier };
        })
        .sort((a, b) => a.tier - b.tier || (a.code < b.code ? -1 : 1))
        .map((r) => r.code);
      // One ranked query for small match sets, the index-driven tiers for large ones: same order.
      for (const smallMatchSet of [500, 0]) {
        const got: string[] = [];
        const first = await search(q, { perPage: 7, smallMatchSet });
        if (first.status !== "ok") throw new Error(`${q}: ${first.status}`);
        expect(first.total, q).toBe(expected.length);
        for (let page = 1; page <= first.pages; page++) {
          got.push(...(await search(q, { perPage: 7, page, smallMatchSet })).rows.map((r) => r.codeDigits));
        }
        expect(got, `${q} (${smallMatchSet})`).toEqual(expected);
      }
    }
  });

  it("combines a code prefix with words", async () => {
    for (const smallMatchSet of [500, 0]) {
      const result = await search("8471 tablet", { smallMatchSet });
      expect(result.rows.map((r) => r.codeDigits)).toEqual(["847130000012"]);
      expect((await search("6109 pamuk", { smallMatchSet })).rows.every((r) => r.codeDigits.startsWith("6109"))).toBe(true);
    }
  });

  it("pages in SQL with the total", async () => {
    const first = await search("pamuk", { perPage: 5 });
    const second = await search("pamuk", { perPage: 5, page: 2 });
    expect(first.total).toBeGreaterThan(5);
    expect(first.pages).toBe(Math.ceil(first.total / 5));
    expect(second.rows[0].id).not.toBe(first.rows[0].id);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(first.rows.length + second.rows.length);
    for (const smallMatchSet of [500, 0]) {
      const past = await search("pamuk", { perPage: 5, page: 99, smallMatchSet });
      expect(past.rows).toEqual([]);
      expect(past.total).toBe(first.total);
    }
  });

  it("returns no rows for something that is not there", async () => {
    const result = await search("zzzqqq");
    expect(result).toMatchObject({ status: "ok", total: 0, rows: [] });
    expect((await search("9999")).total).toBe(0);
  });

  it("treats LIKE wildcards as plain text", async () => {
    expect((await search("%%%")).status).toBe("tooShort");
    const plain = await search("ipek");
    const wild = await search("%ipek%");
    expect(wild.total).toBe(plain.total);
  });
});

describe.each(MODES)("large match sets, %s", (_label, index) => {
  const search = searcher(index);
  it("caps the count at 1,000 when rows must be checked one by one, and still ranks and pages", async () => {
    // 1,200 codes named "… › Diğerleri", the commonest name of the Turkish tariff, and a few starting with it.
    const rows = Array.from({ length: 1200 }, (_, i) => {
      const digits = `99${String(i).padStart(6, "0")}0000`;
      const leading = i % 400 === 7;
      return { codeDigits: digits, gtipCode: null, nameTr: leading ? `Diğerleri ${i}` : `Deneme grubu ${i} › Diğerleri`, nameEn: `Test group ${i}; other` };
    });
    await insertTariffCodes(getDb(), rows);
    const first = await search("diğerleri", { perPage: 20 });
    expect(first).toMatchObject({ status: "ok", capped: true, total: TARIFF_COUNT_CAP, pages: 50 });
    // Names starting with the word first, in code order, then the rest in code order.
    expect(first.rows.slice(0, 3).map((r) => r.nameTr)).toEqual(["Diğerleri 7", "Diğerleri 407", "Diğerleri 807"]);
    const codes = first.rows.slice(3).map((r) => r.codeDigits);
    expect(codes).toEqual([...codes].sort());
    const last = await search("diğerleri", { perPage: 20, page: 50 });
    expect(last.rows).toHaveLength(20);
    expect(last.rows[0].codeDigits > first.rows.at(-1)!.codeDigits).toBe(true);
  });
});
