import { performance } from "node:perf_hooks";
import { getDb, type DB } from "./db.server";
import { nowIso } from "./dialect.server";
import { refreshDeclarable } from "./tariffs.server";
import { parseCsv, type CsvTable } from "~/lib/csv";
import { foldText } from "~/lib/text-fold";
import { codeDigits, formatCode, hsCodeOf, isCodeLength } from "~/lib/tariffs/codes";
import type {
  TariffFileFormat,
  TariffImportMode,
  TariffImportReport,
  TariffRejection,
  TariffRejectionReason,
} from "~/lib/tariffs/import-types";

/**
 * Tariff imports. Two files feed one table, each owning its own columns:
 * - the HS nomenclature CSV (`section,hscode,description,parent,level`) owns `name_en`;
 * - the Turkish customs tariff CSV (`gtip_code,digits,chapter,heading,description,unit,tax_rate,…`)
 *   owns `gtip_code` and `name_tr`; its descriptions are indented fragments ("- - Diğerleri") whose
 *   full name is built from the rows above them.
 * A code present in both (0101.21) becomes one row with both names. An import runs in one
 * transaction, writes only rows that differ (importing the same file twice changes nothing) and
 * reports how many rows were added, changed, unchanged, removed (replace mode) and rejected, with
 * the reasons.
 */
export interface ParsedTariff {
  line: number;
  codeDigits: string;
  gtipCode: string | null;
  name: string;
}

export interface ParsedTariffFile {
  format: TariffFileFormat;
  rows: ParsedTariff[];
  rejections: TariffRejection[];
  /** Coded rows read (accepted and rejected); descriptive rows without a code are not counted. */
  totalRows: number;
}

export class TariffFileError extends Error {
  constructor(public readonly key: "unknownFormat" | "empty") {
    super(key);
  }
}

export const MAX_NAME_LENGTH = 2000;
const MAX_REPORTED_REJECTIONS = 200;
/** Joins the fragments of a Turkish tariff row's name with its parents'. */
export const NAME_SEPARATOR = " › ";

export function detectFormat(header: string[]): TariffFileFormat | null {
  if (header.includes("hscode") && header.includes("description")) return "hs";
  if (header.includes("gtip_code") && header.includes("description")) return "tgtc";
  return null;
}

export function parseTariffFile(text: string): ParsedTariffFile {
  const table = parseCsv(text);
  if (table.header.length === 0) throw new TariffFileError("empty");
  const format = detectFormat(table.header);
  if (!format) throw new TariffFileError("unknownFormat");
  return format === "hs" ? parseHsTable(table) : parseTgtcTable(table);
}

class Collector {
  rows: ParsedTariff[] = [];
  rejections: TariffRejection[] = [];
  totalRows = 0;
  private seen = new Set<string>();

  reject(line: number, code: string, reason: TariffRejectionReason) {
    this.rejections.push({ line, code: code.slice(0, 40), reason });
  }

  accept(row: ParsedTariff, rawCode: string) {
    if (this.seen.has(row.codeDigits)) return this.reject(row.line, rawCode, "duplicate");
    if (row.name.length > MAX_NAME_LENGTH) return this.reject(row.line, rawCode, "tooLong");
    this.seen.add(row.codeDigits);
    this.rows.push(row);
  }
}

function cell(table: CsvTable, cells: string[], column: string): string {
  const index = table.header.indexOf(column);
  return index === -1 ? "" : (cells[index] ?? "").trim();
}

/** The HS nomenclature: English descriptions of 2-, 4- and 6-digit codes. */
export function parseHsTable(table: CsvTable): ParsedTariffFile {
  const out = new Collector();
  for (const { line, cells } of table.rows) {
    const rawCode = cell(table, cells, "hscode");
    const description = cell(table, cells, "description").replace(/\s+/g, " ");
    const level = cell(table, cells, "level");
    out.totalRows++;
    const digits = rawCode;
    if (!/^\d+$/.test(digits) || !isCodeLength(digits.length) || digits.length > 6) {
      out.reject(line, rawCode, "badCode");
      continue;
    }
    if (level && Number(level) !== digits.length) {
      out.reject(line, rawCode, "badLevel");
      continue;
    }
    if (!description) {
      out.reject(line, rawCode, "noDescription");
      continue;
    }
    out.accept({ line, codeDigits: digits, gtipCode: null, name: description }, rawCode);
  }
  return { format: "hs", rows: out.rows, rejections: out.rejections, totalRows: out.totalRows };
}

/** Leading dashes of a Turkish tariff description: "- - Diğerleri" → depth 2, text "Diğerleri". */
export function splitFragment(description: string): { depth: number; text: string } {
  const match = /^[\s\-–—]*/.exec(description) ?? [""];
  const lead = match[0];
  const depth = (lead.match(/[-–—]/g) ?? []).length;
  const text = description
    .slice(lead.length)
    .replace(/\s+/g, " ")
    .replace(/\s*:\s*$/, "")
    .trim();
  return { depth, text };
}

/**
 * The Turkish customs tariff. Chapters (2 digits) and headings (4 digits) carry their own
 * names; below a heading each row's description is a fragment indented with dashes, and its
 * full name is the heading's name, then each parent fragment, then its own
 * ("Canlı atlar, eşekler… › Atlar › Damızlık olanlar (safkan)"). Rows without a code only name
 * a group ("- Atlar:") for the rows below them.
 */
export function parseTgtcTable(table: CsvTable): ParsedTariffFile {
  const out = new Collector();
  let heading: string | null = null;
  let stack: string[] = [];
  for (const { line, cells } of table.rows) {
    const rawCode = cell(table, cells, "gtip_code");
    const description = cell(table, cells, "description");
    const declared = cell(table, cells, "digits");
    const digits = codeDigits(rawCode);
    const { depth, text } = splitFragment(description);

    if (digits.length === 2 || digits.length === 4) {
      // A chapter or a heading: names of its own, and the root of the fragments below.
      if (digits.length === 4) heading = text || null;
      else heading = null;
      stack = [];
    } else if (text) {
      const level = Math.max(1, depth);
      stack = stack.slice(0, level - 1);
      while (stack.length < level - 1) stack.push("");
      stack.push(text);
    }

    // A row without a code only names the group below it.
    if (!rawCode) continue;
    out.totalRows++;
    if (!/^[\d.\s]+$/.test(rawCode) || !isCodeLength(digits.length)) {
      out.reject(line, rawCode, "badCode");
      continue;
    }
    if (declared && /^\d+$/.test(declared) && Number(declared) !== digits.length) {
      out.reject(line, rawCode, "badLevel");
      continue;
    }
    if (!text) {
      out.reject(line, rawCode, "noDescription");
      continue;
    }
    let name = text;
    if (digits.length > 4) {
      const parts = [heading, ...stack].filter((p): p is string => Boolean(p));
      name = parts.join(NAME_SEPARATOR);
    }
    out.accept({ line, codeDigits: digits, gtipCode: formatCode(digits), name }, rawCode);
  }
  return { format: "tgtc", rows: out.rows, rejections: out.rejections, totalRows: out.totalRows };
}

interface ExistingRow {
  id: number;
  code_digits: string;
  gtip_code: string | null;
  name_tr: string | null;
  name_en: string | null;
}

/**
 * Writes a parsed file in one transaction. `merge` adds new codes and updates changed ones;
 * `replace` also removes this source's part of codes missing from the file (a code left with no
 * name at all is deleted).
 */
export async function applyTariffFile(
  parsed: ParsedTariffFile,
  options: { fileName: string; mode: TariffImportMode; userId: number | null; db?: DB; now?: string },
): Promise<TariffImportReport & { importId: number }> {
  const started = performance.now();
  const db = options.db ?? getDb();
  const now = options.now ?? nowIso();
  const isHs = parsed.format === "hs";

  return db.transaction().execute(async (trx) => {
    const existing = new Map<string, ExistingRow>();
    for (const row of await trx
      .selectFrom("tariff_codes")
      .select(["id", "code_digits", "gtip_code", "name_tr", "name_en"])
      .execute()) {
      existing.set(row.code_digits, row);
    }

    let added = 0;
    let changed = 0;
    let unchanged = 0;
    const writes: Array<{
      code_digits: string;
      level: number;
      hs_code: string;
      gtip_code: string | null;
      name_tr: string | null;
      name_en: string | null;
      tr_folded: string;
      en_folded: string;
      created_at: string;
      updated_at: string;
    }> = [];
    for (const row of parsed.rows) {
      const old = existing.get(row.codeDigits);
      const nameTr = isHs ? (old?.name_tr ?? null) : row.name;
      const nameEn = isHs ? row.name : (old?.name_en ?? null);
      const gtipCode = isHs ? (old?.gtip_code ?? null) : row.gtipCode;
      if (old) {
        const same = isHs ? old.name_en === row.name : old.name_tr === row.name && old.gtip_code === row.gtipCode;
        if (same) {
          unchanged++;
          continue;
        }
        changed++;
      } else {
        added++;
      }
      writes.push({
        code_digits: row.codeDigits,
        level: row.codeDigits.length,
        hs_code: hsCodeOf(row.codeDigits),
        gtip_code: gtipCode,
        name_tr: nameTr,
        name_en: nameEn,
        tr_folded: foldText(nameTr ?? ""),
        en_folded: foldText(nameEn ?? ""),
        created_at: now,
        updated_at: now,
      });
    }

    // Upserts in chunks: a new code is inserted, a changed one takes only this source's columns.
    const ownColumns = isHs ? (["name_en", "en_folded"] as const) : (["gtip_code", "name_tr", "tr_folded"] as const);
    for (let i = 0; i < writes.length; i += 250) {
      await trx
        .insertInto("tariff_codes")
        .values(writes.slice(i, i + 250))
        .onConflict((oc) =>
          oc.column("code_digits").doUpdateSet((eb) => {
            const set: Record<string, unknown> = { updated_at: eb.ref("excluded.updated_at") };
            for (const c of ownColumns) set[c] = eb.ref(`excluded.${c}`);
            return set;
          }),
        )
        .execute();
    }

    let removed = 0;
    if (options.mode === "replace") {
      const inFile = new Set(parsed.rows.map((r) => r.codeDigits));
      const stale = [...existing.values()].filter((r) =>
        inFile.has(r.code_digits) ? false : isHs ? r.name_en !== null : r.gtip_code !== null || r.name_tr !== null,
      );
      removed = stale.length;
      const toDelete = stale
        .filter((r) => (isHs ? r.name_tr === null && r.gtip_code === null : r.name_en === null))
        .map((r) => r.id);
      const toClear = stale.filter((r) => !toDelete.includes(r.id));
      for (let i = 0; i < toDelete.length; i += 500) {
        await trx
          .deleteFrom("tariff_codes")
          .where("id", "in", toDelete.slice(i, i + 500))
          .execute();
      }
      for (const r of toClear) {
        await trx
          .updateTable("tariff_codes")
          .set(
            isHs
              ? { name_en: null, en_folded: "", updated_at: now }
              : { gtip_code: null, name_tr: null, tr_folded: "", updated_at: now },
          )
          .where("id", "=", r.id)
          .execute();
      }
    }

    // Which codes a shipment can declare may have changed with the file (lines added under a subheading, or removed).
    await refreshDeclarable(trx);

    const durationMs = Math.round(performance.now() - started);
    const rejections = parsed.rejections.slice(0, MAX_REPORTED_REJECTIONS);
    const record = await trx
      .insertInto("tariff_imports")
      .values({
        file_name: options.fileName.slice(0, 200),
        format: parsed.format,
        mode: options.mode,
        total_rows: parsed.totalRows,
        added,
        changed,
        unchanged,
        removed,
        rejected: parsed.rejections.length,
        rejections: JSON.stringify(rejections),
        duration_ms: durationMs,
        created_at: now,
        created_by: options.userId,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    return {
      importId: record.id,
      format: parsed.format,
      mode: options.mode,
      totalRows: parsed.totalRows,
      added,
      changed,
      unchanged,
      removed,
      rejected: parsed.rejections.length,
      rejections,
      durationMs,
    };
  });
}

/** Parses and imports a file's text (the admin upload and `npm run tariffs:import`). */
export async function importTariffText(
  text: string,
  options: { fileName: string; mode: TariffImportMode; userId: number | null; db?: DB },
) {
  return applyTariffFile(parseTariffFile(text), options);
}
