import { getDb, type DB } from "./db.server";
import { nowIso } from "./dialect.server";
import { getCompanySettings, setCompanySettings } from "./company-settings.server";
import { parseCsv, toCsv } from "~/lib/csv";
import { minorToDecimal, parseKgToGrams, parseMoney } from "~/lib/express";
import {
  DOMESTIC_CURRENCY,
  quoteDomesticBands,
  type DomesticBand,
  type DomesticPiece,
  type DomesticQuote,
} from "~/lib/shipments/domestic-pricing";
import { foldTr } from "~/lib/shipments/turkish";

/**
 * The domestic price list: weight bands (chargeable kg) with a same-city and a between-cities price, and a
 * rate per kg above the last band, all in TRY. Read by everyone signed in; written by admins (form and CSV).
 */
export interface DomesticPriceList {
  currency: typeof DOMESTIC_CURRENCY;
  bands: Array<DomesticBand & { id: number }>;
  perKgMinor: number;
}

export async function getDomesticPriceList(db: DB = getDb()): Promise<DomesticPriceList> {
  const [bands, settings] = await Promise.all([
    db
      .selectFrom("domestic_price_bands")
      .select(["id", "max_grams", "same_city_minor", "between_cities_minor"])
      .orderBy("max_grams")
      .execute(),
    getCompanySettings(db),
  ]);
  return {
    currency: DOMESTIC_CURRENCY,
    bands: bands.map((b) => ({
      id: b.id,
      maxGrams: b.max_grams,
      sameCityMinor: b.same_city_minor,
      betweenCitiesMinor: b.between_cities_minor,
    })),
    perKgMinor: settings.domestic_per_kg_minor,
  };
}

/** Both ends in one il: the names compared as Turkish folds them (İstanbul = İSTANBUL = istanbul). */
export function isSameCity(senderCity: string, receiverCity: string): boolean {
  return foldTr(senderCity.trim()) === foldTr(receiverCity.trim());
}

export async function quoteDomestic(
  input: DomesticPiece & { senderCity: string; receiverCity: string },
  db: DB = getDb(),
): Promise<DomesticQuote> {
  const list = await getDomesticPriceList(db);
  return quoteDomesticBands(list.bands, list.perKgMinor, input, isSameCity(input.senderCity, input.receiverCity));
}

export type BandSaveResult = "saved" | "duplicate" | "missing";

/** Adds a band (no id) or changes one; two bands never share a weight limit. */
export async function saveBand(
  band: DomesticBand & { id?: number },
  userId: number | null,
  db: DB = getDb(),
): Promise<BandSaveResult> {
  const now = nowIso();
  const clash = await db
    .selectFrom("domestic_price_bands")
    .select("id")
    .where("max_grams", "=", band.maxGrams)
    .executeTakeFirst();
  if (clash && clash.id !== band.id) return "duplicate";
  const values = {
    max_grams: band.maxGrams,
    same_city_minor: band.sameCityMinor,
    between_cities_minor: band.betweenCitiesMinor,
    updated_at: now,
    updated_by: userId,
  };
  if (band.id === undefined) {
    await db.insertInto("domestic_price_bands").values(values).execute();
    return "saved";
  }
  const updated = await db.updateTable("domestic_price_bands").set(values).where("id", "=", band.id).executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1 ? "saved" : "missing";
}

export async function deleteBand(id: number, db: DB = getDb()): Promise<boolean> {
  const deleted = await db.deleteFrom("domestic_price_bands").where("id", "=", id).executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

export const DOMESTIC_CSV_HEADER = ["max_kg", "same_city", "between_cities"] as const;
export const DOMESTIC_CSV_PER_KG = "per_kg_above";

/** The list as CSV: `max_kg,same_city,between_cities`, one row per band, then `per_kg_above,<rate>`. */
export async function exportDomesticCsv(db: DB = getDb()): Promise<string> {
  const list = await getDomesticPriceList(db);
  const money = (minor: number) => minorToDecimal(minor, DOMESTIC_CURRENCY);
  const rows = list.bands.map((b) => [
    (b.maxGrams / 1000).toString(),
    money(b.sameCityMinor),
    money(b.betweenCitiesMinor),
  ]);
  rows.push([DOMESTIC_CSV_PER_KG, money(list.perKgMinor), ""]);
  return toCsv([...DOMESTIC_CSV_HEADER], rows);
}

export const DOMESTIC_REJECTION_REASONS = ["badWeight", "badPrice", "duplicate"] as const;
export type DomesticRejectionReason = (typeof DOMESTIC_REJECTION_REASONS)[number];

export interface DomesticImportReport {
  added: number;
  changed: number;
  unchanged: number;
  removed: number;
  rejected: number;
  rejections: Array<{ line: number; value: string; reason: DomesticRejectionReason }>;
}

export class DomesticCsvError extends Error {
  constructor(public readonly key: "unknownFormat" | "empty") {
    super(key);
  }
}

/**
 * Imports the file the export writes: the bands in the file become the list (a band not in the file is
 * removed), a `per_kg_above` row sets the rate. A row with a bad weight or price is rejected and, if the
 * list had that band, keeps it. One transaction.
 */
export async function importDomesticCsv(
  text: string,
  userId: number | null,
  db: DB = getDb(),
): Promise<DomesticImportReport> {
  const table = parseCsv(text);
  if (table.header.length === 0) throw new DomesticCsvError("empty");
  if (DOMESTIC_CSV_HEADER.some((name, i) => table.header[i] !== name)) throw new DomesticCsvError("unknownFormat");
  const report: DomesticImportReport = { added: 0, changed: 0, unchanged: 0, removed: 0, rejected: 0, rejections: [] };
  const reject = (line: number, value: string, reason: DomesticRejectionReason) => {
    report.rejected++;
    if (report.rejections.length < 200) report.rejections.push({ line, value: value.slice(0, 40), reason });
  };
  return db.transaction().execute(async (trx) => {
    const list = await getDomesticPriceList(trx);
    const old = new Map(list.bands.map((b) => [b.maxGrams, b]));
    const keep = new Set<number>();
    const seen = new Set<number>();
    for (const { line, cells } of table.rows) {
      const first = (cells[0] ?? "").trim();
      if (first.toLowerCase() === DOMESTIC_CSV_PER_KG) {
        const rate = parseMoney((cells[1] ?? "").trim(), DOMESTIC_CURRENCY);
        if (rate === null) reject(line, cells[1] ?? "", "badPrice");
        else if (rate === list.perKgMinor) report.unchanged++;
        else {
          report.changed++;
          await setCompanySettings({ domestic_per_kg_minor: rate }, userId, trx);
        }
        continue;
      }
      const grams = parseKgToGrams(first);
      if (grams === null || grams <= 0 || grams > 1_000_000) {
        reject(line, first, "badWeight");
        continue;
      }
      if (seen.has(grams)) {
        reject(line, first, "duplicate");
        continue;
      }
      seen.add(grams);
      const same = parseMoney((cells[1] ?? "").trim(), DOMESTIC_CURRENCY);
      const between = parseMoney((cells[2] ?? "").trim(), DOMESTIC_CURRENCY);
      if (same === null || between === null) {
        reject(line, same === null ? (cells[1] ?? "") : (cells[2] ?? ""), "badPrice");
        if (old.has(grams)) keep.add(grams);
        continue;
      }
      keep.add(grams);
      const before = old.get(grams);
      if (before && before.sameCityMinor === same && before.betweenCitiesMinor === between) {
        report.unchanged++;
        continue;
      }
      await saveBand(
        { id: before?.id, maxGrams: grams, sameCityMinor: same, betweenCitiesMinor: between },
        userId,
        trx,
      );
      if (before) report.changed++;
      else report.added++;
    }
    const gone = list.bands.filter((b) => !keep.has(b.maxGrams)).map((b) => b.id);
    if (gone.length) {
      await trx.deleteFrom("domestic_price_bands").where("id", "in", gone).execute();
      report.removed = gone.length;
    }
    return report;
  });
}
