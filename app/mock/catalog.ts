import { z } from "zod";
import { processState } from "./core";

/**
 * The packaging catalogue of the import-export demo: a small table visitors export as CSV or XLSX and import back.
 * It lives in this process's memory (a restart or "reset" brings the sample back) and holds at most
 * `MAX_CATALOG_ROWS` rows, so an import can never grow the public demo without bound.
 */
export const CATALOG_CATEGORIES = ["box", "envelope", "pallet", "tape", "label"] as const;
export type CatalogCategory = (typeof CATALOG_CATEGORIES)[number];
export const CATALOG_COLUMNS = ["sku", "name", "category", "price", "stock"] as const;
export type CatalogColumn = (typeof CATALOG_COLUMNS)[number];
export const MAX_CATALOG_ROWS = 200;

export interface CatalogRow {
  sku: string;
  name: string;
  category: CatalogCategory;
  /** Euro cents, so sums and comparisons stay exact. */
  priceCents: number;
  stock: number;
}

const SAMPLE: CatalogRow[] = [
  { sku: "KT-S-001", name: "Koli kutusu S (20×15×10)", category: "box", priceCents: 45, stock: 1200 },
  { sku: "KT-M-002", name: "Koli kutusu M (40×30×20)", category: "box", priceCents: 95, stock: 860 },
  { sku: "KT-L-003", name: "Koli kutusu L (60×40×40)", category: "box", priceCents: 180, stock: 310 },
  { sku: "ZRF-A4-01", name: "Baloncuklu zarf A4", category: "envelope", priceCents: 32, stock: 2500 },
  { sku: "ZRF-DL-02", name: "Belge zarfı DL", category: "envelope", priceCents: 12, stock: 4000 },
  { sku: "PLT-EU-01", name: "Euro palet 120×80", category: "pallet", priceCents: 1450, stock: 42 },
  { sku: "BNT-48-01", name: "Koli bandı 48 mm", category: "tape", priceCents: 89, stock: 640 },
  { sku: "ETK-100-1", name: "Termal etiket 100×150", category: "label", priceCents: 2, stock: 15000 },
];

const state = processState(() => ({ rows: SAMPLE.map((r) => ({ ...r })) }));

/** Puts the sample table back. */
export function resetCatalog() {
  state.reset();
}

export function listCatalog(): CatalogRow[] {
  return state.get().rows.map((r) => ({ ...r }));
}

/** Decimal with a dot or a comma ("12,50" as spreadsheets in Turkish, German, French and Portuguese write it). */
const PRICE = /^\d{1,7}(?:[.,]\d{1,2})?$/;

const text = (v: unknown) => (typeof v === "string" ? v.trim() : v);

/**
 * One imported row, as text cells (CSV) or as the text of spreadsheet cells. Messages are translation keys of
 * the `demo-files` namespace; the caller translates them into the importer's language.
 */
export const CatalogRowSchema = z.object({
  sku: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toUpperCase() : v),
    z
      .string({ error: "demo-files:import.errors.required" })
      .min(1, "demo-files:import.errors.required")
      .regex(/^[A-Z0-9][A-Z0-9-]{1,19}$/, "demo-files:import.errors.sku"),
  ),
  name: z.preprocess(
    text,
    z
      .string({ error: "demo-files:import.errors.required" })
      .min(1, "demo-files:import.errors.required")
      .max(80, "demo-files:import.errors.nameLong")
      // Spreadsheets run a cell starting with these as a formula: such a name would be a trap in an export.
      .regex(/^[^=+\-@\t\r]/, "demo-files:import.errors.formula"),
  ),
  category: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
    z.enum(CATALOG_CATEGORIES, { error: "demo-files:import.errors.category" }),
  ),
  price: z.preprocess(
    text,
    z
      .string({ error: "demo-files:import.errors.required" })
      .min(1, "demo-files:import.errors.required")
      .regex(PRICE, "demo-files:import.errors.price")
      .transform((v) => Math.round(Number(v.replace(",", ".")) * 100)),
  ),
  stock: z.preprocess(
    text,
    z
      .string({ error: "demo-files:import.errors.required" })
      .min(1, "demo-files:import.errors.required")
      .regex(/^\d{1,7}$/, "demo-files:import.errors.stock")
      .transform(Number),
  ),
});

export type ImportMode = "replace" | "append";
export const IMPORT_MODES = ["replace", "append"] as const satisfies readonly ImportMode[];

export interface CatalogImportResult {
  added: number;
  changed: number;
  unchanged: number;
  removed: number;
  /** Valid rows the table had no room for (append past the cap). */
  overflow: CatalogRow[];
}

const same = (a: CatalogRow, b: CatalogRow) =>
  a.name === b.name && a.category === b.category && a.priceCents === b.priceCents && a.stock === b.stock;

/**
 * Puts checked rows into the table. `replace` makes them the table (nothing happens when there are none, so a
 * file of only bad rows does not empty it); `append` adds new SKUs and updates known ones, up to the cap.
 */
export function importCatalog(rows: CatalogRow[], mode: ImportMode): CatalogImportResult {
  const current = state.get().rows;
  const known = new Map(current.map((r) => [r.sku, r]));
  const result: CatalogImportResult = { added: 0, changed: 0, unchanged: 0, removed: 0, overflow: [] };
  if (mode === "replace") {
    if (!rows.length) return result;
    const kept = rows.slice(0, MAX_CATALOG_ROWS);
    result.overflow = rows.slice(MAX_CATALOG_ROWS);
    const incoming = new Set(kept.map((r) => r.sku));
    for (const row of kept) {
      const before = known.get(row.sku);
      if (!before) result.added++;
      else if (same(before, row)) result.unchanged++;
      else result.changed++;
    }
    result.removed = current.filter((r) => !incoming.has(r.sku)).length;
    state.get().rows = kept.map((r) => ({ ...r }));
    return result;
  }
  for (const row of rows) {
    const before = known.get(row.sku);
    if (before) {
      if (same(before, row)) result.unchanged++;
      else {
        Object.assign(before, row);
        result.changed++;
      }
    } else if (current.length < MAX_CATALOG_ROWS) {
      const added = { ...row };
      current.push(added);
      known.set(row.sku, added);
      result.added++;
    } else {
      result.overflow.push(row);
    }
  }
  return result;
}
