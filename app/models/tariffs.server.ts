import { performance } from "node:perf_hooks";
import { sql, type RawBuilder } from "kysely";
import { getDb, type DB } from "./db.server";
import {
  tableInIndexOrder,
  textAnyLowerBound,
  textRank,
  textSetCount,
  textSetMatch,
  type TextSet,
} from "./dialect.server";
import type { TariffImportsTable } from "./schema";
import {
  declarableCodes,
  parseTariffQuery,
  formatCode,
  hsCodeOf,
  prefixUpperBound,
  type TariffQuery,
} from "~/lib/tariffs/codes";
import { currentTariffIndex, type TariffIndex, type TariffIndexRow } from "./tariff-index.server";
import type { TariffImportReport, TariffRejection } from "~/lib/tariffs/import-types";
import { foldText } from "~/lib/text-fold";
import type { Selectable } from "kysely";

/**
 * The customs tariff codes: the finder's search, the figures, and the rows the imports and the
 * seed write. Search answers only declarable codes (the ones a shipment accepts: see
 * `declarableCodes`), ranked exact code, then code prefix, then name matches (name starting with the
 * query, then a word starting with it, then anywhere), in code order within each rank. A heading's
 * or a chapter's code lists the declarable codes under it.
 */
export const TARIFF_PAGE_SIZE = 20;
export const TARIFF_MAX_PAGE_SIZE = 50;

export type TariffMatch = "exact" | "prefix" | "name";

export interface TariffRow {
  id: number;
  /** The code shown: dotted GTIP code when known, else the dotted HS code. */
  code: string;
  codeDigits: string;
  hsCode: string;
  gtipCode: string | null;
  nameTr: string | null;
  nameEn: string | null;
  /** The name in the reader's language, the other one when it is missing. */
  name: string;
  level: number;
  match: TariffMatch;
}

export type TariffSearchResult =
  | {
      status: "empty" | "tooShort";
      q: string;
      rows: [];
      total: 0;
      capped: false;
      page: 1;
      perPage: number;
      pages: 1;
      durationMs: number;
    }
  | {
      status: "ok";
      q: string;
      rows: TariffRow[];
      /** Matches, or TARIFF_COUNT_CAP when `capped` (there are more: "1,000+"). */
      total: number;
      capped: boolean;
      page: number;
      perPage: number;
      pages: number;
      durationMs: number;
      /** What answered: the in-memory index, or SQL (while the index is being built). */
      source: "index" | "sql";
    };

export interface SearchOptions {
  page?: number;
  perPage?: number;
  lng?: string;
  /** Up to this many matches are ranked in one query (default 500); tests set 0 to exercise the tiers. */
  smallMatchSet?: number;
  /**
   * The in-memory index (app/models/tariff-index.server.ts): `auto` uses it when it is current and
   * otherwise answers in SQL while it is (re)built in the background; `wait` awaits the build (tests,
   * benchmarks); `off` always answers in SQL.
   */
  index?: "auto" | "wait" | "off";
}

/** Search as the finder and the picker do it: see the module comment for the ranking. */
export async function searchTariffs(q: string, options: SearchOptions = {}): Promise<TariffSearchResult> {
  const started = performance.now();
  const perPage = Math.min(TARIFF_MAX_PAGE_SIZE, Math.max(1, Math.floor(options.perPage ?? TARIFF_PAGE_SIZE)));
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const lng = options.lng ?? "tr";
  const parsed = parseTariffQuery(q);
  if (parsed.kind === "empty" || parsed.kind === "tooShort") {
    const status = parsed.kind === "empty" ? "empty" : "tooShort";
    return {
      status,
      q,
      rows: [],
      total: 0,
      capped: false,
      page: 1,
      perPage,
      pages: 1,
      durationMs: performance.now() - started,
    };
  }
  const db = getDb();
  const index = options.index === "off" ? null : await currentTariffIndex(db, options.index ?? "auto");
  const run = index
    ? indexSearch(index, parsed, page, perPage)
    : parsed.kind === "code"
      ? codeSearch(db, parsed.digits, page, perPage)
      : wordSearch(db, parsed.words, parsed.codePrefix, page, perPage, options.smallMatchSet ?? SMALL_MATCH_SET);
  const { rows, total, capped } = await run;
  return {
    status: "ok",
    source: index ? "index" : "sql",
    q,
    rows: rows.map((r) => toTariffRow(r, lng)),
    total,
    capped,
    page,
    perPage,
    pages: Math.max(1, Math.ceil(total / perPage)),
    durationMs: performance.now() - started,
  };
}

/**
 * The Server-Timing header of a finder answer: the search's own time (`search`, what the scale
 * benchmark's bar reads), the loader's, and what answered (`search-from`: the in-memory index, or
 * SQL while the index is being built).
 */
export function searchServerTiming(result: TariffSearchResult, loaderMs: number): string {
  const from = result.status === "ok" ? `, search-from;desc="${result.source}"` : "";
  return `search;desc="tariff search";dur=${result.durationMs.toFixed(2)}, loader;dur=${loaderMs.toFixed(2)}${from}`;
}

type RankedRow = TariffIndexRow & { match: TariffMatch };

/** The same answer as the SQL below, from the in-memory index. */
async function indexSearch(
  index: TariffIndex,
  parsed: Extract<TariffQuery, { kind: "code" | "words" }>,
  page: number,
  perPage: number,
) {
  const offset = (page - 1) * perPage;
  if (parsed.kind === "code") {
    const { docs, total } = index.codeSearch(parsed.digits, offset, perPage);
    return {
      rows: docs.map((d) => {
        const row = index.row(d);
        return { ...row, match: (row.code_digits === parsed.digits ? "exact" : "prefix") as TariffMatch };
      }),
      total,
      capped: false,
    };
  }
  const { docs, total, capped } = index.wordSearch(parsed.words, parsed.codePrefix, offset, perPage, TARIFF_COUNT_CAP);
  return { rows: docs.map((d) => ({ ...index.row(d), match: "name" as const })), total, capped };
}

const COLUMNS = sql.raw("t.id, t.code_digits, t.level, t.hs_code, t.gtip_code, t.name_tr, t.name_en");

function codeRange(digits: string) {
  const upper = prefixUpperBound(digits);
  return upper === null
    ? sql<boolean>`t.code_digits >= ${digits}`
    : sql<boolean>`t.code_digits >= ${digits} and t.code_digits < ${upper}`;
}

/** Exact code first, then the codes under it, in code order: one range on the code index (declarable codes only). */
async function codeSearch(db: DB, digits: string, page: number, perPage: number) {
  const filter = sql<boolean>`${codeRange(digits)} and t.declarable = 1`;
  const { rows } = await sql<
    Omit<RankedRow, "match">
  >`select ${COLUMNS} from tariff_codes as t where ${filter} order by t.code_digits limit ${perPage} offset ${(page - 1) * perPage}`.execute(
    db,
  );
  let total = (page - 1) * perPage + rows.length;
  if (rows.length === perPage || (rows.length === 0 && page > 1)) {
    const counted = await sql<{ n: number }>`select count(*) as n from tariff_codes as t where ${filter}`.execute(db);
    total = Number(counted.rows[0]?.n ?? 0);
  }
  return {
    rows: rows.map((r) => ({ ...r, match: (r.code_digits === digits ? "exact" : "prefix") as TariffMatch })),
    total,
    capped: false,
  };
}

/** Up to this many matches, one query ranks and sorts them all; above it, the tiers below. */
const SMALL_MATCH_SET = 500;
/** Counting stops here when it has to check rows one by one ("1,000+ results"). */
export const TARIFF_COUNT_CAP = 1000;

/**
 * Names, ranked in tiers: a name starting with the query, then a word starting with it, then the
 * words anywhere, each tier in code order. A small match set is ranked and sorted in one query.
 * A large one (a common 3-letter query) is cut into the tiers, counted from the word index; a
 * page is taken from the tiers in order, and a tier with many matches is read in code order
 * through the code index, stopping after the page instead of sorting every match.
 */
async function wordSearch(
  db: DB,
  words: string[],
  codePrefix: string | null,
  page: number,
  perPage: number,
  smallMatchSet: number,
) {
  const extra = codePrefix ? codeRange(codePrefix) : null;
  const id = sql.ref("t.id");
  const text = [sql.ref("t.tr_folded"), sql.ref("t.en_folded")];
  const within = (match: RawBuilder<boolean>) => (extra ? sql<boolean>`${match} and ${extra}` : match);
  const offset = (page - 1) * perPage;
  const anyMatch = within(textSetMatch("tariff_codes", id, text, words, "any"));
  const rankAll = (withCount: boolean) =>
    sql<
      Omit<RankedRow, "match"> & { total_matches: number }
    >`select ${COLUMNS}${withCount ? sql`, count(*) over () as total_matches` : sql``}
      from tariff_codes as t where ${anyMatch}
      order by ${textRank("tariff_codes", id, text, words)}, t.code_digits limit ${perPage} offset ${offset}`.execute(
      db,
    );
  const named = (rows: Array<Omit<RankedRow, "match">>) => rows.map((r) => ({ ...r, match: "name" as const }));
  const single = async (expr: RawBuilder<number>) =>
    Number((await sql<{ n: number }>`select ${expr} as n`.execute(db)).rows[0]?.n ?? 0);

  // How many match: from the trigram index when it can tell; else not at all when the word
  // index's lower bound is already above the cap (a common word such as "diğerleri"); else by
  // checking the words row by row, ranking and paging in the same pass, which is the whole
  // answer when the matches are few.
  const fastAny = extra ? null : textSetCount("tariff_codes", words, "any");
  const lowerBound = fastAny || extra ? null : textAnyLowerBound("tariff_codes", words);
  const cappedCount = () =>
    single(
      sql<number>`(select count(*) from (select 1 from tariff_codes as t where ${anyMatch} limit ${TARIFF_COUNT_CAP + 1}) as m)`,
    );
  let matches: number;
  const atLeast = lowerBound ? await single(lowerBound) : 0;
  if (fastAny) {
    matches = await single(fastAny);
  } else if (atLeast > TARIFF_COUNT_CAP) {
    matches = TARIFF_COUNT_CAP + 1;
  } else if (atLeast > smallMatchSet) {
    matches = await cappedCount();
  } else {
    const found = await rankAll(true);
    if (found.rows.length) {
      matches = Number(found.rows[0].total_matches);
      if (matches <= smallMatchSet) return { rows: named(found.rows), total: matches, capped: false };
    } else {
      matches = await cappedCount();
    }
  }
  const capped = matches > TARIFF_COUNT_CAP;
  const total = capped ? TARIFF_COUNT_CAP : matches;
  if (matches === 0) return { rows: [], total, capped };
  if (matches <= smallMatchSet) return { rows: named((await rankAll(false)).rows), total, capped };

  // A large set: the two name tiers' sizes (from the word index when it can tell).
  const countOf = (set: TextSet) =>
    (extra ? null : textSetCount("tariff_codes", words, set)) ??
    sql<number>`(select count(*) from tariff_codes as t where ${within(textSetMatch("tariff_codes", id, text, words, set))})`;
  const sizes = (
    await sql<{
      name_start: number;
      word_start: number;
    }>`select ${countOf("nameStart")} as name_start, ${countOf("wordStart")} as word_start`.execute(db)
  ).rows[0];
  const nameStart = Number(sizes?.name_start ?? 0);
  const wordStart = Number(sizes?.word_start ?? 0);
  const tiers = [
    { match: textSetMatch("tariff_codes", id, text, words, "nameStart"), count: nameStart },
    { match: textSetMatch("tariff_codes", id, text, words, "wordStart", "nameStart"), count: wordStart - nameStart },
    // Its exact size is not needed: the last tier is read until the page is full.
    {
      match: textSetMatch("tariff_codes", id, text, words, "any", "wordStart"),
      count: capped ? Number.POSITIVE_INFINITY : matches - wordStart,
    },
  ];
  const size = await tableSize(db);
  const rows: RankedRow[] = [];
  let skip = offset;
  for (const tier of tiers) {
    if (rows.length >= perPage) break;
    if (skip >= tier.count) {
      skip -= tier.count;
      continue;
    }
    const limit = Math.min(perPage - rows.length, tier.count - skip);
    const density = Math.min(tier.count, matches);
    // Reading in code order costs about (skip + limit) × size / count index steps; sorting costs every match.
    const inOrder = (skip + limit) * size < 8 * density * density;
    const source = tableInIndexOrder("tariff_codes", "t", "tariff_codes_code", inOrder);
    const found = await sql<
      Omit<RankedRow, "match">
    >`select ${COLUMNS} from ${source} where ${within(tier.match)} order by t.code_digits limit ${limit} offset ${skip}`.execute(
      db,
    );
    rows.push(...found.rows.map((r) => ({ ...r, match: "name" as const })));
    skip = 0;
  }
  return { rows, total, capped };
}

let sizeCache: { at: number; size: number } | null = null;

/** About how many codes there are (the largest id), for the plan choice; cached for a minute. */
async function tableSize(db: DB): Promise<number> {
  if (sizeCache && Date.now() - sizeCache.at < 60_000) return sizeCache.size;
  const row = await db
    .selectFrom("tariff_codes")
    .select(({ fn }) => fn.max("id").as("n"))
    .executeTakeFirst();
  sizeCache = { at: Date.now(), size: Number(row?.n ?? 0) };
  return sizeCache.size;
}

function toTariffRow(r: RankedRow, lng: string): TariffRow {
  const nameTr = r.name_tr;
  const nameEn = r.name_en;
  const name = (lng === "tr" ? (nameTr ?? nameEn) : (nameEn ?? nameTr)) ?? "";
  return {
    id: r.id,
    code: r.gtip_code ?? formatCode(r.code_digits),
    codeDigits: r.code_digits,
    hsCode: r.hs_code,
    gtipCode: r.gtip_code,
    nameTr,
    nameEn,
    name,
    level: Number(r.level),
    match: r.match,
  };
}

/** The stored form of one code: derived columns (level, HS part, folded search text) filled in. */
export function tariffValues(row: {
  codeDigits: string;
  gtipCode: string | null;
  nameTr: string | null;
  nameEn: string | null;
}) {
  return {
    code_digits: row.codeDigits,
    level: row.codeDigits.length,
    hs_code: hsCodeOf(row.codeDigits),
    gtip_code: row.gtipCode,
    name_tr: row.nameTr,
    name_en: row.nameEn,
    tr_folded: foldText(row.nameTr ?? ""),
    en_folded: foldText(row.nameEn ?? ""),
  };
}

/** Inserts codes in chunks (the seed and tests); existing codes are left alone. Then marks the declarable ones. */
export async function insertTariffCodes(
  db: DB,
  rows: Array<{ codeDigits: string; gtipCode: string | null; nameTr: string | null; nameEn: string | null }>,
  now = new Date().toISOString(),
) {
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200).map((r) => ({ ...tariffValues(r), created_at: now, updated_at: now }));
    await db
      .insertInto("tariff_codes")
      .values(chunk)
      .onConflict((oc) => oc.column("code_digits").doNothing())
      .execute();
  }
  await refreshDeclarable(db);
}

/**
 * Brings `declarable` and the search text of every code in line with the codes the table now holds, after
 * any write of codes (in the writer's transaction): a 12-digit line added under a subheading makes the
 * subheading a group; the last line removed makes it declarable again. Declarable codes are searchable by
 * their folded names (a Turkish line without an English name by its subheading's); the folded names of the
 * others are empty, so no word search finds them. Writes only the rows that differ.
 */
export async function refreshDeclarable(db: DB): Promise<{ declared: number; grouped: number }> {
  const rows = await db
    .selectFrom("tariff_codes")
    .select(["id", "code_digits", "declarable", "name_tr", "name_en", "tr_folded", "en_folded"])
    .execute();
  const wanted = declarableCodes(rows.map((r) => r.code_digits));
  // A Turkish line has no English name of its own (the Turkish tariff is in Turkish): it is found by its HS
  // subheading's English name, which the subheading itself no longer answers to once divided into lines.
  const subheadingEn = new Map(
    rows.filter((r) => r.code_digits.length === 6 && r.name_en).map((r) => [r.code_digits, r.name_en]),
  );
  const declare: number[] = [];
  const group: number[] = [];
  let declared = 0;
  for (const r of rows) {
    if (wanted.has(r.code_digits)) {
      const tr = foldText(r.name_tr ?? "");
      const en = foldText(
        r.name_en ?? (r.code_digits.length === 12 ? subheadingEn.get(r.code_digits.slice(0, 6)) : null) ?? "",
      );
      if (r.tr_folded !== tr || r.en_folded !== en) {
        await db
          .updateTable("tariff_codes")
          .set({ declarable: 1, tr_folded: tr, en_folded: en })
          .where("id", "=", r.id)
          .execute();
        declared++;
      } else if (Number(r.declarable) !== 1) declare.push(r.id);
    } else if (Number(r.declarable) !== 0 || r.tr_folded !== "" || r.en_folded !== "") group.push(r.id);
  }
  for (let i = 0; i < declare.length; i += 500) {
    await db
      .updateTable("tariff_codes")
      .set({ declarable: 1 })
      .where("id", "in", declare.slice(i, i + 500))
      .execute();
  }
  for (let i = 0; i < group.length; i += 500) {
    await db
      .updateTable("tariff_codes")
      .set({ declarable: 0, tr_folded: "", en_folded: "" })
      .where("id", "in", group.slice(i, i + 500))
      .execute();
  }
  return { declared: declared + declare.length, grouped: group.length };
}

/** How many codes, with a GTIP code, with an English name (from the index when it is current), and the last import. */
export async function tariffFigures() {
  const db = getDb();
  const index = await currentTariffIndex(db);
  const [counts, last] = await Promise.all([
    index
      ? index.figures
      : db
          .selectFrom("tariff_codes")
          .select(({ fn, eb }) => [
            fn.countAll<number>().as("total"),
            fn.sum<number>(eb.case().when("gtip_code", "is not", null).then(1).else(0).end()).as("gtip"),
            fn.sum<number>(eb.case().when("name_en", "is not", null).then(1).else(0).end()).as("english"),
          ])
          .executeTakeFirstOrThrow(),
    db
      .selectFrom("tariff_imports")
      .select(["id", "created_at", "format", "file_name"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    total: Number(counts.total ?? 0),
    gtip: Number(counts.gtip ?? 0),
    english: Number(counts.english ?? 0),
    lastImport: last ?? null,
  };
}

export type TariffImportRecord = Omit<Selectable<TariffImportsTable>, "rejections"> & {
  rejections: TariffRejection[];
  created_by_name: string | null;
};

export async function listTariffImports(limit = 10) {
  return getDb()
    .selectFrom("tariff_imports as i")
    .leftJoin("users as u", "u.id", "i.created_by")
    .select([
      "i.id",
      "i.file_name",
      "i.format",
      "i.mode",
      "i.total_rows",
      "i.added",
      "i.changed",
      "i.unchanged",
      "i.removed",
      "i.rejected",
      "i.duration_ms",
      "i.created_at",
      "u.name as created_by_name",
    ])
    .orderBy("i.created_at", "desc")
    .orderBy("i.id", "desc")
    .limit(limit)
    .execute();
}

export async function getTariffImport(id: number): Promise<TariffImportRecord | undefined> {
  const row = await getDb()
    .selectFrom("tariff_imports as i")
    .leftJoin("users as u", "u.id", "i.created_by")
    .selectAll("i")
    .select("u.name as created_by_name")
    .where("i.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  let rejections: TariffRejection[] = [];
  try {
    rejections = JSON.parse(row.rejections) as TariffRejection[];
  } catch {
    rejections = [];
  }
  return { ...row, rejections };
}

export function reportFromRecord(r: TariffImportRecord): TariffImportReport {
  return {
    format: r.format,
    mode: r.mode,
    totalRows: r.total_rows,
    added: r.added,
    changed: r.changed,
    unchanged: r.unchanged,
    removed: r.removed,
    rejected: r.rejected,
    rejections: r.rejections,
    durationMs: r.duration_ms,
  };
}
