import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, createDatabase, getDb, migrateToLatest, setDb, type DB } from "./db.server";
import { createTestDb } from "./test-db.server";
import { releaseSqliteFile, tableVersion } from "./dialect.server";
import { buildTariffIndex, currentTariffIndex, type TariffSourceRow } from "./tariff-index.server";
import {
  TARIFF_COUNT_CAP,
  insertTariffCodes,
  searchTariffs,
  tariffFigures,
  type TariffSearchResult,
} from "./tariffs.server";
import { createRandom } from "./seed/random";
import { foldText } from "~/lib/text-fold";

/**
 * The tariff finder's in-memory index (tariff-index.server.ts) must give the same answers as SQL,
 * follow every write to the table, whichever connection or server made it, and stay out of the
 * event loop's way while it is built. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL.
 */
beforeAll(async () => {
  await createTestDb({ seed: true });
});
afterAll(async () => {
  await closeDb();
});

// Names built from a small vocabulary (Turkish letters, English, short words), with heading paths
// like the Turkish tariff's ("… › Diğerleri"), so common words match hundreds of codes.
const VOCABULARY = [
  "pamuklu",
  "pamuk",
  "ipek",
  "İplik",
  "Işık",
  "çelik",
  "paslanmaz",
  "ve",
  "de",
  "of",
  "a",
  "or",
  "kumaş",
  "dokunmuş",
  "elektrikli",
  "makineleri",
  "steel",
  "stainless",
  "woven",
  "cotton",
  "other",
  "fındık",
  "taze",
  "şeker",
  "Diğerleri",
  "ele",
  "mak",
];

function generatedRows(count: number, seed: number) {
  const rng = createRandom(seed);
  const phrase = (n: number) => Array.from({ length: n }, () => rng.pick(VOCABULARY)).join(" ");
  return Array.from({ length: count }, (_, i) => {
    const chapter = String(90 + (i % 7)).padStart(2, "0");
    const digits = `${chapter}${String(10 + Math.floor(i / 7)).padStart(4, "0")}${String(i).padStart(6, "0")}`.slice(
      0,
      12,
    );
    const leaf = i % 5 === 4 ? "Diğerleri" : phrase(1 + (i % 3));
    return {
      codeDigits: digits,
      gtipCode: i % 2 ? null : digits,
      nameTr: i % 9 === 0 ? null : `${phrase(2)} › ${leaf}`,
      nameEn: i % 4 === 0 ? `${phrase(3)}; ${rng.pick(VOCABULARY)}` : null,
    };
  });
}

const comparable = (r: TariffSearchResult) => ({ ...r, durationMs: 0, source: undefined });

describe("the index answers exactly as SQL", () => {
  beforeAll(async () => {
    await insertTariffCodes(getDb(), generatedRows(2800, 77));
  });

  it("for 3-letter, word, phrase, short-word, code-prefixed and code queries, on every page", async () => {
    const queries = [
      "pam",
      "ipe",
      "ele",
      "mak",
      "çel",
      "ışı",
      "İPL",
      "ste",
      "woo",
      "oth",
      "pamuklu kumaş",
      "paslanmaz çelik",
      "stainless steel",
      "diğerleri",
      "elektrikli makineleri",
      "fındık taze",
      "of a",
      "ve de",
      "cotton or",
      "kumaş pamuk",
      "İPEK iplik",
      "şeker",
      "zzqq",
      "a b c",
      "ik e",
      "a k e",
      "q x z",
      "ş k",
      "90 pamuk",
      "9100 ele",
      "9300 diğerleri",
      "90",
      "9000",
      "910010",
      "9200.10",
      "0101",
      "01",
      "9999",
    ];
    let compared = 0;
    for (const q of queries) {
      for (const perPage of [7, 20]) {
        const first = await searchTariffs(q, { index: "off", perPage });
        const pages = new Set([1, 2, 3, first.pages, first.pages + 1, 50, 51]);
        for (const page of pages) {
          const fromSql = await searchTariffs(q, { index: "off", perPage, page });
          const fromIndex = await searchTariffs(q, { index: "wait", perPage, page });
          expect(fromIndex.status === "ok" && fromIndex.source).toBe(fromSql.status === "ok" ? "index" : false);
          expect(comparable(fromIndex), `${q} page ${page} of ${perPage}`).toEqual(comparable(fromSql));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(300);
    // About a second alone; a busy CI host (2 cores) can take several times that.
  }, 30_000);

  it("caps large counts at 1,000+ like SQL", async () => {
    for (const q of ["ele", "ik e", "a k e"]) {
      const fromIndex = await searchTariffs(q, { index: "wait" });
      expect(fromIndex, q).toMatchObject({ capped: true, total: TARIFF_COUNT_CAP, pages: 50, source: "index" });
      expect(comparable(fromIndex)).toEqual(comparable(await searchTariffs(q, { index: "off" })));
    }
  });

  it("gives the finder's figures", async () => {
    await currentTariffIndex(getDb(), "wait");
    const fromIndex = await tariffFigures();
    const counts = await getDb()
      .selectFrom("tariff_codes")
      .select(({ fn }) => [
        fn.countAll<number>().as("total"),
        fn.count<number>("gtip_code").as("gtip"),
        fn.count<number>("name_en").as("english"),
      ])
      .executeTakeFirstOrThrow();
    expect(fromIndex).toMatchObject({
      total: Number(counts.total),
      gtip: Number(counts.gtip),
      english: Number(counts.english),
    });
  });
});

describe("freshness", () => {
  const codes = (r: TariffSearchResult) => r.rows.map((x) => x.codeDigits);

  it("every insert, update and delete moves the table's change counter", async () => {
    const db = getDb();
    const v0 = await tableVersion(db, "tariff_codes");
    await insertTariffCodes(db, [{ codeDigits: "970101", gtipCode: null, nameTr: "Zebercet taşı", nameEn: null }]);
    const v1 = await tableVersion(db, "tariff_codes");
    expect(v1).toBeGreaterThan(v0);
    await db
      .updateTable("tariff_codes")
      .set({ name_en: "Peridot", en_folded: "peridot" })
      .where("code_digits", "=", "970101")
      .execute();
    const v2 = await tableVersion(db, "tariff_codes");
    expect(v2).toBeGreaterThan(v1);
    await db.deleteFrom("tariff_codes").where("code_digits", "=", "970101").execute();
    expect(await tableVersion(db, "tariff_codes")).toBeGreaterThan(v2);
    // A write elsewhere does not.
    const v3 = await tableVersion(db, "tariff_codes");
    await db.updateTable("users").set({ updated_at: new Date().toISOString() }).where("id", "=", 1).execute();
    expect(await tableVersion(db, "tariff_codes")).toBe(v3);
  });

  it("answers in SQL while the index is rebuilt after a write, then from the new index", async () => {
    const db = getDb();
    await currentTariffIndex(db, "wait");
    expect(await searchTariffs("zebercet")).toMatchObject({ source: "index", total: 0 });
    await sql`insert into tariff_codes (code_digits, level, hs_code, gtip_code, name_tr, name_en, tr_folded, en_folded, declarable, created_at, updated_at)
      values ('979702', 6, '9797.02', null, 'Zebercet kolye', null, 'zebercet kolye', '', 1, '2026-01-01', '2026-01-01')`.execute(
      db,
    );
    const during = await searchTariffs("zebercet");
    expect(during).toMatchObject({ source: "sql", total: 1 });
    await currentTariffIndex(db, "wait");
    const after = await searchTariffs("zebercet");
    expect(after).toMatchObject({ source: "index", total: 1 });
    expect(codes(after)).toEqual(["979702"]);
    expect(await searchTariffs("9797")).toMatchObject({ source: "index", total: 1 });

    await db
      .updateTable("tariff_codes")
      .set({ name_tr: "Peridot kolye", tr_folded: "peridot kolye" })
      .where("code_digits", "=", "979702")
      .execute();
    expect((await searchTariffs("zebercet", { index: "wait" })).total).toBe(0);
    expect(codes(await searchTariffs("peridot", { index: "wait" }))).toEqual(["979702"]);
    await db.deleteFrom("tariff_codes").where("code_digits", "=", "979702").execute();
    expect((await searchTariffs("peridot", { index: "wait" })).total).toBe(0);
  });

  it("sees writes made by another server on the same database", async () => {
    // Two handles on one database: PostgreSQL (the test schema), or one SQLite file.
    const url = process.env.TEST_DATABASE_URL;
    let serverA: DB;
    let serverB: DB;
    let dir: string | null = null;
    if (url?.startsWith("postgres")) {
      const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(getDb())).rows[0].s;
      serverA = await createDatabase(url, { searchPath: schema });
      serverB = await createDatabase(url, { searchPath: schema });
    } else {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "kargo-tariff-index-"));
      serverA = await createDatabase(`file:${path.join(dir, "shared.db")}`);
      await migrateToLatest(serverA);
      await insertTariffCodes(serverA, generatedRows(300, 5));
      serverB = await createDatabase(`file:${path.join(dir, "shared.db")}`);
    }
    const previous = getDb();
    try {
      setDb(serverA);
      await currentTariffIndex(serverA, "wait");
      expect(await searchTariffs("yakut")).toMatchObject({ source: "index", total: 0 });
      await insertTariffCodes(serverB, [
        { codeDigits: "970103", gtipCode: null, nameTr: "Yakut yüzük", nameEn: "Ruby ring" },
      ]);
      // A's next search knows its index is out of date: SQL answers, with B's code.
      expect(codes(await searchTariffs("yakut"))).toEqual(["970103"]);
      await currentTariffIndex(serverA, "wait");
      const fromIndex = await searchTariffs("ruby");
      expect(fromIndex).toMatchObject({ source: "index" });
      expect(codes(fromIndex)).toEqual(["970103"]);
      await serverB.deleteFrom("tariff_codes").where("code_digits", "=", "970103").execute();
      expect((await searchTariffs("yakut", { index: "wait" })).total).toBe(0);

      // The counter is read as committed (SQLite: a side connection; PostgreSQL: another pooled one),
      // so a search never waits behind the app connection's queue nor sees a write that may roll back.
      const committed = await tableVersion(serverA, "tariff_codes");
      await serverA.transaction().execute(async (trx) => {
        await insertTariffCodes(trx, [{ codeDigits: "970104", gtipCode: null, nameTr: "Zümrüt küpe", nameEn: null }]);
        expect(await tableVersion(serverA, "tariff_codes")).toBe(committed);
      });
      expect(await tableVersion(serverA, "tariff_codes")).toBeGreaterThan(committed);
      expect(codes(await searchTariffs("zumrut", { index: "wait" }))).toEqual(["970104"]);
    } finally {
      setDb(previous);
      releaseSqliteFile(serverA);
      releaseSqliteFile(serverB);
      await serverA.destroy();
      await serverB.destroy();
      if (dir) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("building the index", () => {
  async function* pagesOf(rows: TariffSourceRow[], size: number) {
    for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
  }
  const source = (
    r: { codeDigits: string; nameTr: string | null; nameEn: string | null },
    id: number,
  ): TariffSourceRow => ({
    id,
    code_digits: r.codeDigits,
    level: r.codeDigits.length,
    hs_code: r.codeDigits.slice(0, 6),
    gtip_code: null,
    name_tr: r.nameTr,
    name_en: r.nameEn,
    tr_folded: foldText(r.nameTr ?? ""),
    en_folded: foldText(r.nameEn ?? ""),
    declarable: 1,
  });

  /** The ranking spelled out: every word in a name, then name start, word start, anywhere; code order. */
  function byHand(rows: TariffSourceRow[], q: string) {
    const words = foldText(q).split(" ");
    const phrase = words.join(" ");
    return rows
      .filter((r) => words.every((w) => r.tr_folded.includes(w) || r.en_folded.includes(w)))
      .map((r) => {
        const names = [r.tr_folded, r.en_folded];
        const tier = names.some((n) => n.startsWith(phrase)) ? 0 : names.some((n) => n.includes(` ${phrase}`)) ? 1 : 2;
        return { code: r.code_digits, tier };
      })
      .sort((a, b) => a.tier - b.tier || (a.code < b.code ? -1 : 1))
      .map((r) => r.code);
  }

  it("ranks like the rule spelled out, with more distinct characters than it has slots, from rows in any order", async () => {
    // 200 distinct letters (Greek, Cyrillic, Armenian…): most share the index's spare slot.
    const letters = Array.from({ length: 600 }, (_, i) => String.fromCodePoint(0x3b1 + i)).filter(
      (c) => foldText(c) === c && c.trim(),
    );
    const rng = createRandom(9);
    const word = () =>
      Array.from({ length: rng.int(2, 6) }, () =>
        rng.pick(letters.slice(0, 40 + rng.int(0, letters.length - 40))),
      ).join("");
    const vocabulary = Array.from({ length: 200 }, word);
    const rows = Array.from({ length: 3000 }, (_, i) =>
      source(
        {
          codeDigits: String(100000 + ((i * 7919) % 900000)).padStart(6, "0"),
          nameTr: Array.from({ length: rng.int(1, 5) }, () => rng.pick(vocabulary)).join(" "),
          nameEn: i % 3 ? null : rng.pick(vocabulary),
        },
        i + 1,
      ),
    );
    const unique = [...new Map(rows.map((r) => [r.code_digits, r])).values()];
    const index = await buildTariffIndex(1, pagesOf(unique, 256));
    if (index === "tooLarge") throw new Error("too large");
    const distinct = new Set(unique.flatMap((r) => [...`${r.tr_folded}${r.en_folded}`]));
    expect(distinct.size).toBeGreaterThan(96);
    expect(index.stats.alphabet).toBe(96);
    const queries = [
      ...vocabulary.slice(0, 25),
      ...vocabulary.slice(0, 10).map((w) => w.slice(0, 2)),
      `${vocabulary[0]} ${vocabulary[1]}`,
      `${vocabulary[2].slice(0, 2)} ${vocabulary[3].slice(0, 1)}`,
      `${vocabulary[4][0]} ${vocabulary[5][0]} ${vocabulary[6][1]}`,
    ];
    for (const q of queries) {
      const words = foldText(q).split(" ");
      const expected = byHand(unique, q);
      const found = index.wordSearch(words, null, 0, 5000, 100000);
      expect(
        found.docs.map((d) => index.row(d).code_digits),
        q,
      ).toEqual(expected);
      expect(found.total).toBe(expected.length);
      const capped = index.wordSearch(words, null, 0, 10, 20);
      expect(capped).toMatchObject({ total: Math.min(expected.length, 20), capped: expected.length > 20 });
    }
  });

  it("gives back every row's columns as they were: nulls, empty names and non-Latin text included", async () => {
    const rows: TariffSourceRow[] = [
      { ...source({ codeDigits: "970102", nameTr: "Yakut", nameEn: null }, 7), gtip_code: "9701.02.00.00.11" },
      { ...source({ codeDigits: "0101", nameTr: null, nameEn: "Live horses" }, 3_000_000_001), level: 4 },
      source({ codeDigits: "010121", nameTr: "", nameEn: "" }, 2),
      source(
        { codeDigits: "8471", nameTr: "Otomatik bilgi işlem makineleri › Diğerleri", nameEn: "Αυτόματες μηχανές" },
        5,
      ),
    ];
    const index = await buildTariffIndex(1, pagesOf(rows, 3));
    if (index === "tooLarge") throw new Error("too large");
    const expected = [...rows]
      .sort((a, b) => (a.code_digits < b.code_digits ? -1 : 1))
      .map(({ tr_folded: _tr, en_folded: _en, declarable: _declarable, ...row }) => row);
    expect(Array.from({ length: index.size }, (_, d) => index.row(d))).toEqual(expected);
    expect(index.figures).toEqual({ total: 4, gtip: 1, english: 3 });
    expect(index.codeSearch("0101", 0, 10).docs.map((d) => index.row(d).code_digits)).toEqual(["0101", "010121"]);
  });

  it("yields to the event loop between pages and steps, and reports how long it held it", async () => {
    const rows = generatedRows(4000, 3).map((r, i) => source(r, i + 1));
    // Something else queued on the event loop gets a turn at every pause of the build.
    let ticks = 0;
    let running = true;
    const tick = () => {
      ticks++;
      if (running) setImmediate(tick);
    };
    setImmediate(tick);
    try {
      const index = await buildTariffIndex(7, pagesOf(rows, 500));
      if (index === "tooLarge") throw new Error("too large");
      expect(ticks).toBeGreaterThanOrEqual(8);
      expect(index.stats).toMatchObject({ version: 7, codes: 4000 });
      expect(index.stats.longestStepMs).toBeLessThanOrEqual(index.stats.buildMs);
    } finally {
      running = false;
    }
  });

  it("is not built above its memory bound", async () => {
    const rows = generatedRows(600, 4).map((r, i) => source(r, i + 1));
    expect(await buildTariffIndex(1, pagesOf(rows, 100), 500)).toBe("tooLarge");
  });
});
