import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "./db.server";
import { createTestDb } from "./test-db.server";
import {
  TARIFF_COUNT_CAP,
  insertTariffCodes,
  searchTariffs,
  tariffFigures,
  type SearchOptions,
} from "./tariffs.server";
import { getDb } from "./db.server";
import { tariffSample } from "./seed/tariff-sample";
import { foldText } from "~/lib/text-fold";
import { declarableCodes, formatCode } from "~/lib/tariffs/codes";
import { CargoStepSchema, normaliseGtip } from "~/lib/schemas/shipments";
import { parseWithZod } from "@conform-to/zod/v4";

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
const searcher =
  (index: "off" | "wait") =>
  (q: string, options: SearchOptions = {}) =>
    searchTariffs(q, { index, ...options });

describe.each(MODES)("tariff search, %s", (_label, index) => {
  const search = searcher(index);
  it("says where the answer came from", async () => {
    expect(await search("ipek")).toMatchObject({ status: "ok", source: index === "off" ? "sql" : "index" });
  });

  it("asks for 3 characters and says when the query is empty", async () => {
    expect((await search("ip")).status).toBe("tooShort");
    expect((await search("  ")).status).toBe("empty");
  });

  it("finds İpek kumaş when typing ipek (Turkish case rules), whatever the case", async () => {
    for (const q of ["ipek", "İPEK", "IPEK", "İpek"]) {
      const result = await search(q, { lng: "tr" });
      expect(result.status).toBe("ok");
      expect(result.rows[0]).toMatchObject({ codeDigits: "500720", nameTr: "İpek kumaş", name: "İpek kumaş" });
    }
  });

  it("matches accents loosely: cicek finds Çiçek balı, kasar finds Kaşar", async () => {
    expect((await search("cicek bali")).rows.map((r) => r.codeDigits)).toEqual(["040900"]);
    expect((await search("KAŞAR")).rows[0].nameTr).toMatch(/^Kaşar peyniri/);
    expect((await search("kasar")).rows[0].nameTr).toMatch(/^Kaşar peyniri/);
  });

  it("finds English names and shows the name in the reader's language", async () => {
    const result = await search("hazelnuts", { lng: "en" });
    expect(result.rows.map((r) => r.codeDigits)).toEqual(["080221", "080222", "200819"]);
    expect(result.rows[0].name).toMatch(/^Hazelnuts/);
    const tr = await search("hazelnuts", { lng: "tr" });
    expect(tr.rows[0].name).toMatch(/^Fındık/);
  });

  it("offers only codes a shipment accepts, each once: a chapter's or a heading's code lists the codes under it", async () => {
    for (const q of [
      "520",
      "5201",
      "5205",
      "0802",
      "8708",
      "pamuk",
      "telefon",
      "cep telefonu",
      "mobile phone",
      "tişört",
      "fındık",
      "ayakkabı",
      "cotton",
      "parts",
    ]) {
      const first = await search(q, { perPage: 50 });
      if (first.status !== "ok") throw new Error(`${q}: ${first.status}`);
      const rows = [...first.rows];
      for (let page = 2; page <= first.pages; page++) rows.push(...(await search(q, { perPage: 50, page })).rows);
      expect(rows.length, q).toBe(first.total);
      expect(rows.length, q).toBeGreaterThan(0);
      for (const r of rows) {
        expect([6, 12], `${q}: ${r.code}`).toContain(r.codeDigits.length);
        // What the picker posts is what the shipment form keeps.
        expect(normaliseGtip(r.code), `${q}: ${r.code}`).toBe(r.code);
      }
      const codes = rows.map((r) => r.codeDigits);
      expect(new Set(codes).size, q).toBe(codes.length);
      expect(
        codes.filter((c) => c.length === 6 && codes.some((o) => o.length === 12 && o.startsWith(c))),
        q,
      ).toEqual([]);
    }
    expect((await search("5201")).rows.map((r) => [r.codeDigits, r.match])).toEqual([["520100", "prefix"]]);
    expect((await search("520")).rows.map((r) => r.codeDigits)).toEqual(["520100", "520512", "520942"]);
  });

  it.each([
    ["cep telefonu", "tr", ["851713", "851714"], "Akıllı telefon (cep telefonu)"],
    ["mobile phone", "en", ["851713", "851714"], "Smartphones (mobile phones)"],
    ["tişört", "tr", ["610910", "610990"], "Tişört, atlet ve fanila; pamuklu"],
    ["tisort", "tr", ["610910", "610990"], "Tişört, atlet ve fanila; pamuklu"],
    ["T-shirt", "en", ["610910", "610990"], "T-shirts, singlets and vests; cotton"],
    ["laptop", "en", ["847130"], "Laptops and tablets (portable computers)"],
    ["dizüstü bilgisayar", "tr", ["847130"], "Dizüstü bilgisayar ve tablet"],
    ["parfüm", "tr", ["330300"], "Parfüm ve kolonya"],
    ["lipstick", "en", ["330410"], "Lip make-up (lipstick, lip gloss)"],
    ["kitap", "tr", ["490199", "490300"], "Kitap (roman, ders kitabı ve diğer basılı kitaplar)"],
    ["books", "en", ["490199", "482020", "490300"], "Books (novels, textbooks and other printed books)"],
    ["spor ayakkabı", "tr", ["640219", "640411"], "Spor ayakkabı; kauçuk veya plastik"],
    ["sneakers", "en", ["640411"], "Sports shoes (sneakers, trainers); textile uppers"],
    ["spare parts", "en", ["870830", "870899"], "Brakes, brake pads and discs (spare parts)"],
    ["oto yedek parça", "tr", ["870899"], "Diğer oto yedek parçaları"],
    ["zeytinyağı", "tr", ["150920", "150930", "150990"], "Natürel sızma zeytinyağı"],
    ["kuru kayısı", "tr", ["081310"], "Kuru kayısı"],
    ["baklava", "tr", ["190590"], "Baklava, ekmek, kek ve diğer unlu mamuller"],
    ["kulaklık", "tr", ["851830"], "Kulaklık (kablosuz kulaklık dahil)"],
    ["drill", "en", ["820750", "846721"], "Drill bits"],
  ])("finds what people ship by its everyday name: %s", async (q, lng, codes, name) => {
    const result = await search(q, { lng });
    expect(result.rows.slice(0, codes.length).map((r) => r.codeDigits)).toEqual(codes);
    expect(result.rows[0].name).toBe(name);
  });

  it("matches codes with or without dots: exact code first, then the codes under it", async () => {
    for (const q of ["0101.21", "010121", "0101 21"]) {
      const result = await search(q);
      expect(result.rows.map((r) => [r.codeDigits, r.match])).toEqual([["010121", "exact"]]);
      expect(result.rows[0]).toMatchObject({ code: "0101.21", hsCode: "0101.21", gtipCode: null });
    }
    // A heading (or a chapter) is no code to declare: its code lists the codes under it.
    const heading = await search("0101");
    expect(heading.rows.map((r) => [r.codeDigits, r.match])).toEqual([
      ["010121", "prefix"],
      ["010129", "prefix"],
    ]);
    expect(heading.total).toBe(2);
  });

  it("ranks names that start with the query before names that only contain it", async () => {
    const result = await search("pamuk", { perPage: 50 });
    const ranks = result.rows.map((r) => r.nameTr ?? "");
    expect(ranks[0]).toBe("Pamuk; kardesiz, taranmamış (ham pamuk)");
    const firstInside = ranks.findIndex((n) => !/^pamuk/i.test(n));
    expect(ranks.slice(firstInside).some((n) => /^pamuk/i.test(n))).toBe(false);
  });

  it("pages through the tiers exactly like a full ranking done by hand", async () => {
    const declarable = declarableCodes(tariffSample().map((r) => r.codeDigits));
    const sample = tariffSample().filter((r) => declarable.has(r.codeDigits));
    for (const q of [
      "pam",
      "ipek",
      "kadın",
      "other",
      "cotton",
      "çelik mutfak",
      "ler",
      "of a",
      "ayçiçek yağı",
      "ve de",
    ]) {
      const phrase = foldText(q);
      const words = phrase.split(" ");
      const expected = sample
        .map((r) => ({ code: r.codeDigits, tr: foldText(r.nameTr), en: foldText(r.nameEn) }))
        .filter((r) => words.every((w) => `${r.tr} ${r.en}`.includes(w)))
        .map((r) => {
          const names = [r.tr, r.en];
          const tier = names.some((n) => n.startsWith(phrase))
            ? 0
            : names.some((n) => ` ${n}`.includes(` ${phrase}`))
              ? 1
              : 2;
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
      expect(result.rows.map((r) => r.codeDigits)).toEqual(["847130"]);
      expect((await search("6109 pamuk", { smallMatchSet })).rows.every((r) => r.codeDigits.startsWith("6109"))).toBe(
        true,
      );
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

describe("the codes the picker offers", () => {
  it("are each accepted by the shipment form as the picker posts them (code and name)", async () => {
    const declarable = await getDb()
      .selectFrom("tariff_codes")
      .select("code_digits")
      .where("declarable", "=", 1)
      .orderBy("code_digits")
      .execute();
    expect(declarable.length).toBeGreaterThan(400);
    for (const { code_digits } of declarable) {
      const row = (await searchTariffs(formatCode(code_digits), { index: "wait" })).rows[0];
      expect(row).toMatchObject({ codeDigits: code_digits, match: "exact" });
      const cargo = {
        step: "cargo",
        shippingType: "package",
        outsideShippingType: "export",
        width: "30",
        length: "20",
        height: "10",
        weight: "2,5",
        count: "1",
        unitPrice: "100",
        currency: "EUR",
        customsTariffDescription: row.name,
        gtipCode: row.code,
        productCountry: "TR",
        acceptTransportTerms: "on",
        acceptUserAgreement: "on",
      };
      const form = new FormData();
      for (const [k, v] of Object.entries(cargo)) form.append(k, v);
      const parsed = parseWithZod(form, { schema: CargoStepSchema });
      expect(parsed.status, `${row.code} ${row.name}`).toBe("success");
      if (parsed.status === "success") expect(parsed.value.gtipCode).toBe(row.code);
    }
  }, 30_000);
});

describe.each(MODES)("large match sets, %s", (_label, index) => {
  const search = searcher(index);
  it("caps the count at 1,000 when rows must be checked one by one, and still ranks and pages", async () => {
    // 1,200 codes named "… › Diğerleri", the commonest name of the Turkish tariff, and a few starting with it.
    const rows = Array.from({ length: 1200 }, (_, i) => {
      const digits = `99${String(i).padStart(6, "0")}0000`;
      const leading = i % 400 === 7;
      return {
        codeDigits: digits,
        gtipCode: null,
        nameTr: leading ? `Diğerleri ${i}` : `Deneme grubu ${i} › Diğerleri`,
        nameEn: `Test group ${i}; other`,
      };
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
