import { beforeEach, describe, expect, it } from "vitest";
import {
  CatalogRowSchema,
  MAX_CATALOG_ROWS,
  importCatalog,
  listCatalog,
  resetCatalog,
  type CatalogRow,
} from "./catalog";

const row = (sku: string, over: Partial<CatalogRow> = {}): CatalogRow => ({
  sku,
  name: `Ürün ${sku}`,
  category: "box",
  priceCents: 100,
  stock: 1,
  ...over,
});

beforeEach(() => resetCatalog());

describe("CatalogRowSchema", () => {
  it("reads text cells: comma decimals, lower-case SKUs and categories, trimmed", () => {
    const parsed = CatalogRowSchema.parse({
      sku: " kt-1 ",
      name: " Koli ",
      category: "BOX",
      price: "12,5",
      stock: "7",
    });
    expect(parsed).toEqual({ sku: "KT-1", name: "Koli", category: "box", price: 1250, stock: 7 });
  });

  it("answers a translation key per bad field", () => {
    const result = CatalogRowSchema.safeParse({ sku: "x", name: "=cmd", category: "crate", price: "-1", stock: "1.5" });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [i.path[0], i.message]));
    expect(byField).toEqual({
      sku: "demo-files:import.errors.sku",
      name: "demo-files:import.errors.formula",
      category: "demo-files:import.errors.category",
      price: "demo-files:import.errors.price",
      stock: "demo-files:import.errors.stock",
    });
  });
});

describe("importCatalog", () => {
  it("replaces the table and counts what changed; no rows leaves it alone", () => {
    const before = listCatalog();
    expect(importCatalog([], "replace")).toMatchObject({ added: 0, removed: 0 });
    expect(listCatalog()).toEqual(before);
    const first = before[0];
    const result = importCatalog([first, { ...before[1], stock: 9 }, row("NEW-1")], "replace");
    expect(result).toMatchObject({ added: 1, changed: 1, unchanged: 1, removed: before.length - 2 });
    expect(listCatalog().map((r) => r.sku)).toEqual([first.sku, before[1].sku, "NEW-1"]);
  });

  it("appends new SKUs, updates known ones, and stops at the cap", () => {
    const before = listCatalog();
    const result = importCatalog([{ ...before[0], name: "Yeni ad" }, row("NEW-1")], "append");
    expect(result).toMatchObject({ added: 1, changed: 1, unchanged: 0 });
    expect(listCatalog()).toHaveLength(before.length + 1);
    const many = Array.from({ length: MAX_CATALOG_ROWS }, (_, i) => row(`BULK-${i}`));
    const full = importCatalog(many, "append");
    expect(listCatalog()).toHaveLength(MAX_CATALOG_ROWS);
    expect(full.added + full.overflow.length).toBe(MAX_CATALOG_ROWS);
    expect(full.overflow.length).toBe(before.length + 1);
  });
});
