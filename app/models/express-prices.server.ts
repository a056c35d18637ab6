import { getDb, type DB } from "./db.server";
import { nowIso } from "./dialect.server";
import { parseCsv, toCsv } from "~/lib/csv";
import {
  EXPRESS_CURRENCIES,
  EXPRESS_STEP_GRAMS,
  chargeableWeight,
  lookupPrice,
  minorToDecimal,
  parseKgToGrams,
  parseMoney,
  type ChargeableWeight,
  type Dimensions,
  type ExpressCurrency,
  type PriceLookup,
} from "~/lib/express";
import { countryName, normaliseCountryCode } from "~/lib/countries/iso";
import { DEFAULT_LANGUAGE, isLanguage, type Language } from "~/lib/i18n/i18n";

/**
 * The express price list: one currency, zones (each with a per-kg rate above its last weight
 * step), the countries of each zone (ISO 3166-1 alpha-2) and the price of each weight step per
 * zone. Read by everyone signed in; written by admins (forms and CSV import).
 */
export const DEFAULT_CURRENCY: ExpressCurrency = "USD";

export async function getCurrency(db: DB = getDb()): Promise<ExpressCurrency> {
  const row = await db.selectFrom("express_settings").select("currency").where("id", "=", 1).executeTakeFirst();
  return row?.currency ?? DEFAULT_CURRENCY;
}

export async function setCurrency(currency: ExpressCurrency, userId: number | null, db: DB = getDb()) {
  const now = nowIso();
  await db
    .insertInto("express_settings")
    .values({ id: 1, currency, updated_at: now, updated_by: userId })
    .onConflict((oc) => oc.column("id").doUpdateSet({ currency, updated_at: now, updated_by: userId }))
    .execute();
}

/**
 * A zone's name in each language. The Turkish one (`name`, the default language) is always there; the
 * others are null until an admin gives them, and a reader of such a language sees the Turkish name.
 */
export type ZoneNames = { tr: string } & Record<Exclude<Language, "tr">, string | null>;

const ZONE_NAME_COLUMNS = {
  tr: "name",
  en: "name_en",
  de: "name_de",
  fr: "name_fr",
  pt: "name_pt",
} as const satisfies Record<Language, string>;
const NAME_COLUMNS = Object.values(ZONE_NAME_COLUMNS);
type ZoneNameRow = { [K in (typeof NAME_COLUMNS)[number]]: K extends "name" ? string : string | null };

function namesOf(row: ZoneNameRow): ZoneNames {
  return { tr: row.name, en: row.name_en, de: row.name_de, fr: row.name_fr, pt: row.name_pt };
}

/** The name a reader of `lng` sees: theirs, else the Turkish one. */
export function zoneNameIn(names: ZoneNames, lng: string): string {
  return (isLanguage(lng) ? names[lng]?.trim() : null) || names.tr;
}

/** The columns of a zone's translated names, from the names given (a language left out is not written; an empty one is null). */
function translatedValues(names: Partial<ZoneNames>): Partial<Omit<ZoneNameRow, "name">> {
  const value = (lng: Exclude<Language, "tr">) =>
    names[lng] === undefined ? {} : { [ZONE_NAME_COLUMNS[lng]]: names[lng]?.trim() || null };
  return { ...value("en"), ...value("de"), ...value("fr"), ...value("pt") };
}

export interface ZoneWithCountries {
  id: number;
  code: string;
  /** In the language the list was asked for (see zoneNameIn). */
  name: string;
  names: ZoneNames;
  perKgMinor: number;
  countries: string[];
  updatedAt: string;
}

export interface PriceList {
  currency: ExpressCurrency;
  zones: ZoneWithCountries[];
  /** Every weight step used by any zone, ascending (grams). */
  steps: number[];
  /** prices[zoneId][weightGrams] = minor units. */
  prices: Record<number, Record<number, number>>;
  updatedAt: string | null;
}

/** The whole list in four queries (zones, countries, prices, currency); zone names in `lng`. */
export async function getPriceList(db: DB = getDb(), lng: string = DEFAULT_LANGUAGE): Promise<PriceList> {
  const [currency, zones, countries, prices] = await Promise.all([
    getCurrency(db),
    db
      .selectFrom("express_zones")
      .select(["id", "code", ...NAME_COLUMNS, "per_kg_minor", "updated_at"])
      .orderBy("code")
      .execute(),
    db
      .selectFrom("express_countries")
      .select(["country_code", "zone_id", "updated_at"])
      .orderBy("country_code")
      .execute(),
    db
      .selectFrom("express_prices")
      .select(["zone_id", "weight_grams", "price_minor"])
      .orderBy("weight_grams")
      .execute(),
  ]);
  const byZone = new Map<number, string[]>();
  for (const c of countries) byZone.set(c.zone_id, [...(byZone.get(c.zone_id) ?? []), c.country_code]);
  const table: Record<number, Record<number, number>> = {};
  const steps = new Set<number>();
  for (const p of prices) {
    (table[p.zone_id] ??= {})[p.weight_grams] = p.price_minor;
    steps.add(p.weight_grams);
  }
  const times = [...zones.map((z) => z.updated_at), ...countries.map((c) => c.updated_at)].sort();
  return {
    currency,
    zones: zones.map((z) => {
      const names = namesOf(z);
      return {
        id: z.id,
        code: z.code,
        name: zoneNameIn(names, lng),
        names,
        perKgMinor: z.per_kg_minor,
        countries: byZone.get(z.id) ?? [],
        updatedAt: z.updated_at,
      };
    }),
    steps: [...steps].sort((a, b) => a - b),
    prices: table,
    updatedAt: times.at(-1) ?? null,
  };
}

/** The ISO codes of the countries on the list. */
export async function listServedCountries(db: DB = getDb()): Promise<string[]> {
  return (await db.selectFrom("express_countries").select("country_code").execute()).map((r) => r.country_code);
}

export async function getZone(id: number, db: DB = getDb()) {
  const [zone, prices, countries] = await Promise.all([
    db.selectFrom("express_zones").selectAll().where("id", "=", id).executeTakeFirst(),
    db
      .selectFrom("express_prices")
      .select(["weight_grams", "price_minor"])
      .where("zone_id", "=", id)
      .orderBy("weight_grams")
      .execute(),
    db
      .selectFrom("express_countries")
      .select("country_code")
      .where("zone_id", "=", id)
      .orderBy("country_code")
      .execute(),
  ]);
  if (!zone) return undefined;
  return {
    id: zone.id,
    code: zone.code,
    name: zone.name,
    names: namesOf(zone),
    perKgMinor: zone.per_kg_minor,
    steps: prices.map((p) => ({ weightGrams: p.weight_grams, priceMinor: p.price_minor })),
    countries: countries.map((c) => c.country_code),
  };
}

export type Quote =
  | { status: "notListed"; country: string }
  | { status: "noPrices"; country: string; zone: { id: number; code: string; name: string }; weight: ChargeableWeight }
  | {
      status: "ok";
      country: string;
      zone: { id: number; code: string; name: string };
      weight: ChargeableWeight;
      currency: ExpressCurrency;
      price: Extract<PriceLookup, { kind: "step" | "above" }>;
      priceMinor: number;
    };

/** The price of sending `weightKg` (and optionally a box of L × W × H cm) to a country; the zone named in `lng`. */
export async function quoteExpress(
  input: { country: string; weightKg: number; dimensions?: Dimensions | null; lng?: string },
  db: DB = getDb(),
): Promise<Quote> {
  const country = input.country.toUpperCase();
  const zone = await db
    .selectFrom("express_countries as c")
    .innerJoin("express_zones as z", "z.id", "c.zone_id")
    .select(["z.id", "z.code", "z.name", "z.name_en", "z.name_de", "z.name_fr", "z.name_pt", "z.per_kg_minor"])
    .where("c.country_code", "=", country)
    .executeTakeFirst();
  if (!zone) return { status: "notListed", country };
  const [steps, currency] = await Promise.all([
    db.selectFrom("express_prices").select(["weight_grams", "price_minor"]).where("zone_id", "=", zone.id).execute(),
    getCurrency(db),
  ]);
  const weight = chargeableWeight(input.weightKg, input.dimensions);
  const price = lookupPrice(
    steps.map((s) => ({ weightGrams: s.weight_grams, priceMinor: s.price_minor })),
    zone.per_kg_minor,
    weight.chargeableGrams,
  );
  const zoneInfo = { id: zone.id, code: zone.code, name: zoneNameIn(namesOf(zone), input.lng ?? DEFAULT_LANGUAGE) };
  if (price.kind === "noPrices") return { status: "noPrices", country, zone: zoneInfo, weight };
  return { status: "ok", country, zone: zoneInfo, weight, currency, price, priceMinor: price.priceMinor };
}

// ---- Admin writes -------------------------------------------------------------------------

export async function zoneCodeTaken(code: string, exceptId?: number, db: DB = getDb()): Promise<boolean> {
  let query = db.selectFrom("express_zones").select("id").where("code", "=", code);
  if (exceptId !== undefined) query = query.where("id", "!=", exceptId);
  return Boolean(await query.executeTakeFirst());
}

export async function createZone(
  input: { code: string; names: Pick<ZoneNames, "tr"> & Partial<ZoneNames>; perKgMinor: number },
  userId: number | null,
  db: DB = getDb(),
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto("express_zones")
    .values({
      code: input.code,
      name: input.names.tr,
      ...translatedValues(input.names),
      per_kg_minor: input.perKgMinor,
      created_at: now,
      updated_at: now,
      updated_by: userId,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Saves a zone and makes its price steps exactly `steps` (one transaction). */
export async function saveZone(
  id: number,
  input: {
    code: string;
    names: ZoneNames;
    perKgMinor: number;
    steps: Array<{ weightGrams: number; priceMinor: number }>;
  },
  userId: number | null,
  db: DB = getDb(),
) {
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("express_zones")
      .set({
        code: input.code,
        name: input.names.tr,
        ...translatedValues(input.names),
        per_kg_minor: input.perKgMinor,
        updated_at: now,
        updated_by: userId,
      })
      .where("id", "=", id)
      .execute();
    await writeZoneSteps(trx, id, input.steps);
  });
}

async function writeZoneSteps(db: DB, zoneId: number, steps: Array<{ weightGrams: number; priceMinor: number }>) {
  const weights = steps.map((s) => s.weightGrams);
  let remove = db.deleteFrom("express_prices").where("zone_id", "=", zoneId);
  if (weights.length) remove = remove.where("weight_grams", "not in", weights);
  await remove.execute();
  for (let i = 0; i < steps.length; i += 200) {
    await db
      .insertInto("express_prices")
      .values(
        steps
          .slice(i, i + 200)
          .map((s) => ({ zone_id: zoneId, weight_grams: s.weightGrams, price_minor: s.priceMinor })),
      )
      .onConflict((oc) =>
        oc.columns(["zone_id", "weight_grams"]).doUpdateSet((eb) => ({ price_minor: eb.ref("excluded.price_minor") })),
      )
      .execute();
  }
}

/** Deletes a zone without countries (with its prices); false when countries still use it. */
export async function deleteZone(id: number, db: DB = getDb()): Promise<"deleted" | "inUse" | "missing"> {
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .selectFrom("express_countries")
      .select("country_code")
      .where("zone_id", "=", id)
      .limit(1)
      .executeTakeFirst();
    if (used) return "inUse";
    await trx.deleteFrom("express_prices").where("zone_id", "=", id).execute();
    const result = await trx.deleteFrom("express_zones").where("id", "=", id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0 ? "deleted" : "missing";
  });
}

export async function setCountryZone(country: string, zoneId: number, userId: number | null, db: DB = getDb()) {
  const now = nowIso();
  await db
    .insertInto("express_countries")
    .values({ country_code: country, zone_id: zoneId, updated_at: now, updated_by: userId })
    .onConflict((oc) => oc.column("country_code").doUpdateSet({ zone_id: zoneId, updated_at: now, updated_by: userId }))
    .execute();
}

export async function removeCountry(country: string, db: DB = getDb()): Promise<boolean> {
  const result = await db.deleteFrom("express_countries").where("country_code", "=", country).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

// ---- CSV ----------------------------------------------------------------------------------

export const PRICE_CSV_WEIGHT = "weight_kg";
export const PRICE_CSV_PER_KG = "per_kg_above";

/**
 * The price table as CSV: `weight_kg,<zone codes…>`, one row per step, then the per-kg rates. Zones are
 * columns by code, never by name: the file has the same columns whoever exports it, in any language, and
 * imports back as it is (zone names are edited on the zone screen, not in files).
 */
export async function exportPriceTableCsv(db: DB = getDb()): Promise<string> {
  const list = await getPriceList(db);
  const rows = list.steps.map((grams) => [
    (grams / 1000).toString(),
    ...list.zones.map((z) => {
      const minor = list.prices[z.id]?.[grams];
      return minor === undefined ? "" : minorToDecimal(minor, list.currency);
    }),
  ]);
  rows.push([PRICE_CSV_PER_KG, ...list.zones.map((z) => minorToDecimal(z.perKgMinor, list.currency))]);
  return toCsv([PRICE_CSV_WEIGHT, ...list.zones.map((z) => z.code)], rows);
}

/** The countries as CSV: `country,zone,name` (the name is for people; imports ignore it). */
export async function exportCountriesCsv(lng: string, db: DB = getDb()): Promise<string> {
  const rows = await db
    .selectFrom("express_countries as c")
    .innerJoin("express_zones as z", "z.id", "c.zone_id")
    .select(["c.country_code", "z.code"])
    .orderBy("z.code")
    .orderBy("c.country_code")
    .execute();
  return toCsv(
    ["country", "zone", "name"],
    rows.map((r) => [r.country_code, r.code, countryName(r.country_code, lng)]),
  );
}

export const EXPRESS_REJECTION_REASONS = ["unknownZone", "badWeight", "badPrice", "badCountry", "duplicate"] as const;
export type ExpressRejectionReason = (typeof EXPRESS_REJECTION_REASONS)[number];

export interface ExpressImportReport {
  kind: "prices" | "countries";
  added: number;
  changed: number;
  unchanged: number;
  removed: number;
  rejected: number;
  rejections: Array<{ line: number; value: string; reason: ExpressRejectionReason }>;
}

export class ExpressCsvError extends Error {
  constructor(public readonly key: "unknownFormat" | "empty") {
    super(key);
  }
}

/**
 * Imports either CSV the export writes, told apart by the header. Price table: each zone column
 * in the file becomes that zone's steps (cells left empty remove the step; a cell with a bad
 * price keeps the old one). Countries: each row sets a country's zone. One transaction.
 */
export async function importExpressCsv(
  text: string,
  userId: number | null,
  db: DB = getDb(),
): Promise<ExpressImportReport> {
  const table = parseCsv(text);
  if (table.header.length === 0) throw new ExpressCsvError("empty");
  if (table.header[0] === PRICE_CSV_WEIGHT) return importPriceTable(table, userId, db);
  if (table.header[0] === "country" && table.header[1] === "zone") return importCountries(table, userId, db);
  throw new ExpressCsvError("unknownFormat");
}

async function importPriceTable(
  table: ReturnType<typeof parseCsv>,
  userId: number | null,
  db: DB,
): Promise<ExpressImportReport> {
  const report: ExpressImportReport = {
    kind: "prices",
    added: 0,
    changed: 0,
    unchanged: 0,
    removed: 0,
    rejected: 0,
    rejections: [],
  };
  const reject = (line: number, value: string, reason: ExpressRejectionReason) => {
    report.rejected++;
    if (report.rejections.length < 200) report.rejections.push({ line, value: value.slice(0, 40), reason });
  };
  return db.transaction().execute(async (trx) => {
    const currency = await getCurrency(trx);
    const zones = await trx.selectFrom("express_zones").select(["id", "code", "per_kg_minor"]).execute();
    const zoneByCode = new Map(zones.map((z) => [z.code.toUpperCase(), z]));
    const columns: Array<{ index: number; zone: (typeof zones)[number] }> = [];
    table.rawHeader.slice(1).forEach((code, i) => {
      const zone = zoneByCode.get(code.trim().toUpperCase());
      if (zone) columns.push({ index: i + 1, zone });
      else if (code.trim()) reject(1, code, "unknownZone");
    });
    const existing = await trx
      .selectFrom("express_prices")
      .select(["zone_id", "weight_grams", "price_minor"])
      .where("zone_id", "in", columns.length ? columns.map((c) => c.zone.id) : [-1])
      .execute();
    const old = new Map(existing.map((p) => [`${p.zone_id}:${p.weight_grams}`, p.price_minor]));
    const next = new Map<number, Map<number, number>>(columns.map((c) => [c.zone.id, new Map()]));
    const seenWeights = new Set<number>();
    for (const { line, cells } of table.rows) {
      const first = (cells[0] ?? "").trim();
      if (first.toLowerCase() === PRICE_CSV_PER_KG) {
        for (const { index, zone } of columns) {
          const text = (cells[index] ?? "").trim();
          if (!text) continue;
          const minor = parseMoney(text, currency);
          if (minor === null) {
            reject(line, text, "badPrice");
            continue;
          }
          if (minor === zone.per_kg_minor) report.unchanged++;
          else {
            report.changed++;
            await trx
              .updateTable("express_zones")
              .set({ per_kg_minor: minor, updated_at: nowIso(), updated_by: userId })
              .where("id", "=", zone.id)
              .execute();
          }
        }
        continue;
      }
      const grams = parseKgToGrams(first);
      if (grams === null || grams <= 0 || grams % EXPRESS_STEP_GRAMS !== 0 || grams > 1_000_000) {
        reject(line, first, "badWeight");
        continue;
      }
      if (seenWeights.has(grams)) {
        reject(line, first, "duplicate");
        continue;
      }
      seenWeights.add(grams);
      for (const { index, zone } of columns) {
        const text = (cells[index] ?? "").trim();
        if (!text) continue;
        const minor = parseMoney(text, currency);
        if (minor === null) {
          reject(line, text, "badPrice");
          // Keep the old price of this step, if any.
          const kept = old.get(`${zone.id}:${grams}`);
          if (kept !== undefined) next.get(zone.id)!.set(grams, kept);
          continue;
        }
        next.get(zone.id)!.set(grams, minor);
      }
    }
    for (const { zone } of columns) {
      const steps = next.get(zone.id)!;
      for (const [grams, minor] of steps) {
        const before = old.get(`${zone.id}:${grams}`);
        if (before === undefined) report.added++;
        else if (before === minor) report.unchanged++;
        else report.changed++;
      }
      for (const p of existing) if (p.zone_id === zone.id && !steps.has(p.weight_grams)) report.removed++;
      await writeZoneSteps(
        trx,
        zone.id,
        [...steps].map(([weightGrams, priceMinor]) => ({ weightGrams, priceMinor })),
      );
      await trx
        .updateTable("express_zones")
        .set({ updated_at: nowIso(), updated_by: userId })
        .where("id", "=", zone.id)
        .execute();
    }
    return report;
  });
}

async function importCountries(
  table: ReturnType<typeof parseCsv>,
  userId: number | null,
  db: DB,
): Promise<ExpressImportReport> {
  const report: ExpressImportReport = {
    kind: "countries",
    added: 0,
    changed: 0,
    unchanged: 0,
    removed: 0,
    rejected: 0,
    rejections: [],
  };
  const reject = (line: number, value: string, reason: ExpressRejectionReason) => {
    report.rejected++;
    if (report.rejections.length < 200) report.rejections.push({ line, value: value.slice(0, 40), reason });
  };
  return db.transaction().execute(async (trx) => {
    const zones = await trx.selectFrom("express_zones").select(["id", "code"]).execute();
    const zoneByCode = new Map(zones.map((z) => [z.code.toUpperCase(), z.id]));
    const existing = new Map(
      (await trx.selectFrom("express_countries").select(["country_code", "zone_id"]).execute()).map((c) => [
        c.country_code,
        c.zone_id,
      ]),
    );
    const seen = new Set<string>();
    for (const { line, cells } of table.rows) {
      const country = normaliseCountryCode(cells[0] ?? "");
      if (!country) {
        reject(line, cells[0] ?? "", "badCountry");
        continue;
      }
      const zoneId = zoneByCode.get((cells[1] ?? "").trim().toUpperCase());
      if (zoneId === undefined) {
        reject(line, cells[1] ?? "", "unknownZone");
        continue;
      }
      if (seen.has(country)) {
        reject(line, country, "duplicate");
        continue;
      }
      seen.add(country);
      const before = existing.get(country);
      if (before === zoneId) {
        report.unchanged++;
        continue;
      }
      if (before === undefined) report.added++;
      else report.changed++;
      await setCountryZone(country, zoneId, userId, trx);
    }
    return report;
  });
}

/** The home screen's express card: how many zones, and the countries served (a country is served once: it is the key). */
export async function expressHomeFigures(db: DB = getDb()) {
  const [zones, served] = await Promise.all([
    db
      .selectFrom("express_zones")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
    listServedCountries(db),
  ]);
  return { zones: Number(zones.n), countries: served.length, served };
}

export { EXPRESS_CURRENCIES };
