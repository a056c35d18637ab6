import { performance } from "node:perf_hooks";
import { sql } from "kysely";
import { getDb, type DB } from "./db.server";
import { textSearchMatch } from "./dialect.server";
import type { TariffImportsTable } from "./schema";
import { parseTariffQuery, formatCode, hsCodeOf, prefixUpperBound } from "~/lib/tariff-codes";
import type { TariffImportReport, TariffRejection } from "~/lib/tariff-import-types";
import { foldText } from "~/lib/text-fold";
import type { Selectable } from "kysely";

/**
 * The customs tariff codes: the finder's search, the figures, and the rows the imports and the
 * seed write. Search ranks exact code, then code prefix, then name matches (name starting with the
 * query, then a word starting with it, then anywhere), in code order within each rank.
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
  | { status: "empty" | "tooShort"; q: string; rows: []; total: 0; page: 1; perPage: number; pages: 1; durationMs: number }
  | { status: "ok"; q: string; rows: TariffRow[]; total: number; page: number; perPage: number; pages: number; durationMs: number };

export interface SearchOptions {
  page?: number;
  perPage?: number;
  lng?: string;
}

const RANK_LABEL: Record<number, TariffMatch> = { 0: "exact", 1: "prefix", 2: "name", 3: "name", 4: "name" };

/** Search as the finder and the picker do it: see the module comment for the ranking. */
export async function searchTariffs(q: string, options: SearchOptions = {}): Promise<TariffSearchResult> {
  const started = performance.now();
  const perPage = Math.min(TARIFF_MAX_PAGE_SIZE, Math.max(1, Math.floor(options.perPage ?? TARIFF_PAGE_SIZE)));
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const lng = options.lng ?? "tr";
  const parsed = parseTariffQuery(q);
  if (parsed.kind === "empty" || parsed.kind === "tooShort") {
    const status = parsed.kind === "empty" ? "empty" : "tooShort";
    return { status, q, rows: [], total: 0, page: 1, perPage, pages: 1, durationMs: performance.now() - started };
  }
  const db = getDb();
  const inRange = (digits: string) => {
    const upper = prefixUpperBound(digits);
    return upper === null ? sql<boolean>`t.code_digits >= ${digits}` : sql<boolean>`t.code_digits >= ${digits} and t.code_digits < ${upper}`;
  };

  let rank;
  let filter;
  if (parsed.kind === "code") {
    rank = sql<number>`case when t.code_digits = ${parsed.digits} then 0 else 1 end`;
    filter = inRange(parsed.digits);
  } else {
    const phrase = parsed.words.join(" ").replace(/[\\%_]/g, (ch) => `\\${ch}`);
    rank = sql<number>`case
      when t.search_folded like ${`${phrase}%`} escape '\\' or t.search_folded like ${`%| ${phrase}%`} escape '\\' then 2
      when t.search_folded like ${`% ${phrase}%`} escape '\\' then 3
      else 4 end`;
    const text = textSearchMatch("tariff_codes", sql.ref("t.id"), sql.ref("t.search_folded"), parsed.words);
    filter = parsed.codePrefix ? sql<boolean>`${text} and ${inRange(parsed.codePrefix)}` : text;
  }
  const query = db
    .selectFrom("tariff_codes as t")
    .select(["t.id", "t.code_digits", "t.level", "t.hs_code", "t.gtip_code", "t.name_tr", "t.name_en"])
    .select(sql<number>`count(*) over ()`.as("total"))
    .select(rank.as("rank"))
    .where(filter);

  const rows = await query
    .orderBy("rank")
    .orderBy("t.code_digits")
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
  let total = rows.length ? Number(rows[0].total) : 0;
  if (!rows.length && page > 1) {
    // Past the last page: the count still tells the screen how many pages there are.
    const counted = await db
      .selectFrom(query.clearSelect().clearOrderBy().select(sql<number>`1`.as("one")).as("m"))
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    total = Number(counted.n);
  }
  return {
    status: "ok",
    q,
    rows: rows.map((r) => toTariffRow(r, Number(r.rank), lng)),
    total,
    page,
    perPage,
    pages: Math.max(1, Math.ceil(total / perPage)),
    durationMs: performance.now() - started,
  };
}

function toTariffRow(
  r: { id: number; code_digits: string; level: number; hs_code: string; gtip_code: string | null; name_tr: string | null; name_en: string | null },
  rank: number,
  lng: string,
): TariffRow {
  const nameTr = r.name_tr;
  const nameEn = r.name_en;
  const name = (lng === "tr" ? nameTr ?? nameEn : nameEn ?? nameTr) ?? "";
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
    match: RANK_LABEL[rank] ?? "name",
  };
}

/** The stored form of one code: derived columns (level, HS part, folded search text) filled in. */
export function tariffValues(row: { codeDigits: string; gtipCode: string | null; nameTr: string | null; nameEn: string | null }) {
  return {
    code_digits: row.codeDigits,
    level: row.codeDigits.length,
    hs_code: hsCodeOf(row.codeDigits),
    gtip_code: row.gtipCode,
    name_tr: row.nameTr,
    name_en: row.nameEn,
    search_folded: searchText(row.nameTr, row.nameEn),
  };
}

export function searchText(nameTr: string | null, nameEn: string | null): string {
  return `${foldText(nameTr ?? "")} | ${foldText(nameEn ?? "")}`;
}

/** Inserts codes in chunks (the seed and tests); existing codes are left alone. */
export async function insertTariffCodes(
  db: DB,
  rows: Array<{ codeDigits: string; gtipCode: string | null; nameTr: string | null; nameEn: string | null }>,
  now = new Date().toISOString(),
) {
  for (let i = 0; i < rows.length; i += 200) {
    const chunk = rows.slice(i, i + 200).map((r) => ({ ...tariffValues(r), created_at: now, updated_at: now }));
    await db.insertInto("tariff_codes").values(chunk).onConflict((oc) => oc.column("code_digits").doNothing()).execute();
  }
}

export async function tariffFigures() {
  const db = getDb();
  const [counts, last] = await Promise.all([
    db
      .selectFrom("tariff_codes")
      .select(({ fn, eb }) => [
        fn.countAll<number>().as("total"),
        fn.sum<number>(eb.case().when("gtip_code", "is not", null).then(1).else(0).end()).as("gtip"),
        fn.sum<number>(eb.case().when("name_en", "is not", null).then(1).else(0).end()).as("english"),
      ])
      .executeTakeFirstOrThrow(),
    db.selectFrom("tariff_imports").select(["id", "created_at", "format", "file_name"]).orderBy("created_at", "desc").orderBy("id", "desc").limit(1).executeTakeFirst(),
  ]);
  return { total: Number(counts.total ?? 0), gtip: Number(counts.gtip ?? 0), english: Number(counts.english ?? 0), lastImport: last ?? null };
}

export type TariffImportRecord = Omit<Selectable<TariffImportsTable>, "rejections"> & { rejections: TariffRejection[]; created_by_name: string | null };

export async function listTariffImports(limit = 10) {
  return getDb()
    .selectFrom("tariff_imports as i")
    .leftJoin("users as u", "u.id", "i.created_by")
    .select(["i.id", "i.file_name", "i.format", "i.mode", "i.total_rows", "i.added", "i.changed", "i.unchanged", "i.removed", "i.rejected", "i.duration_ms", "i.created_at", "u.name as created_by_name"])
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
