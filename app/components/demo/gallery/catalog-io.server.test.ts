import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { listCatalog, resetCatalog } from "~/mock/catalog";
import { catalogCsv, catalogXlsx, readCatalogFile } from "./catalog-io.server";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("readCatalogFile", () => {
  it("reads CSV (comma or semicolon) and reports each bad row by line and field", async () => {
    const csv = [
      "SKU;Name;Category;Price;Stock;note",
      "KT-9;Koli;box;1,25;10;x",
      "bad sku;;crate;abc;-1;",
      "KT-9;Aynı;box;1;1;",
    ].join("\n");
    const result = await readCatalogFile(bytes(csv));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rows).toEqual([{ sku: "KT-9", name: "Koli", category: "box", priceCents: 125, stock: 10 }]);
    expect(result.rejections.map((r) => [r.line, r.field, r.message])).toEqual([
      [3, "sku", "demo-files:import.errors.sku"],
      [3, "name", "demo-files:import.errors.required"],
      [3, "category", "demo-files:import.errors.category"],
      [3, "price", "demo-files:import.errors.price"],
      [3, "stock", "demo-files:import.errors.stock"],
      [4, "sku", "demo-files:import.errors.duplicate"],
    ]);
  });

  it("refuses a file without the columns, without rows, or that is not text", async () => {
    expect(await readCatalogFile(bytes("a,b\n1,2\n"))).toEqual({ ok: false, error: "noColumns" });
    expect(await readCatalogFile(bytes("sku,name,category,price,stock\n"))).toEqual({ ok: false, error: "noRows" });
    expect(await readCatalogFile(new Uint8Array([0, 1, 2, 3]))).toEqual({ ok: false, error: "unreadable" });
    expect(await readCatalogFile(new Uint8Array([0x50, 0x4b, 3, 4, 9, 9]))).toMatchObject({ ok: false });
  });

  it("reads back its own XLSX and CSV exports unchanged", async () => {
    resetCatalog();
    const rows = listCatalog();
    const xlsx = await readCatalogFile(await catalogXlsx(rows));
    expect(xlsx).toEqual({ ok: true, rows, lines: rows.map((_, i) => i + 2), rejections: [] });
    const csv = await readCatalogFile(bytes(catalogCsv(rows)));
    expect(csv).toEqual({ ok: true, rows, lines: rows.map((_, i) => i + 2), rejections: [] });
  });

  it("reads a workbook with numbers typed as text or numbers, and reports its bad rows by sheet row", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("x");
    sheet.addRow(["sku", "name", "category", "price", "stock"]);
    sheet.addRow(["ZRF-1", "Zarf", "envelope", 0.5, 100]);
    sheet.addRow(["ZRF-2", "Zarf", "envelope", "on iki", 1]);
    const result = await readCatalogFile(new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(result).toMatchObject({
      ok: true,
      rows: [{ sku: "ZRF-1", priceCents: 50, stock: 100 }],
      rejections: [{ line: 3, field: "price", value: "on iki" }],
    });
  });
});
