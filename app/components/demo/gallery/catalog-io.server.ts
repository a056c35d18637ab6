import {
  CATALOG_COLUMNS,
  CatalogRowSchema,
  MAX_CATALOG_ROWS,
  type CatalogColumn,
  type CatalogRow,
} from "~/mock/catalog";
import { decodeText, parseCsv, toCsv } from "~/lib/csv";
import { zipWithinLimits } from "~/lib/spreadsheet.server";

/**
 * Reading and writing the import-export demo's table: CSV through the panel's own reader and writer
 * (app/lib/csv.ts), XLSX through ExcelJS. A file is told apart by its bytes (an XLSX is a ZIP archive), never by
 * its name. Every row is checked by `CatalogRowSchema`; refused rows come back with their line, field and a
 * translation key.
 */
export type TableError = "unreadable" | "tooBig" | "noColumns" | "tooManyRows" | "noRows";

export interface Rejection {
  line: number;
  field: CatalogColumn | "row";
  value: string;
  /** A `demo-files:` translation key. */
  message: string;
}

type Cells = Array<{ line: number; cells: string[] }>;

/** What the demo's spreadsheet may unpack to: far above any sheet of 200 rows, far below what would strain the server. */
const MAX_UNPACKED_BYTES = 20 * 1024 * 1024;

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

async function readXlsx(bytes: Uint8Array): Promise<{ header: string[]; rows: Cells } | TableError> {
  if (!zipWithinLimits(bytes, MAX_UNPACKED_BYTES)) return "tooBig";
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    return "unreadable";
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return "unreadable";
  if (sheet.actualRowCount > MAX_CATALOG_ROWS + 1) return "tooManyRows";
  const texts: Array<{ line: number; cells: string[] }> = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const cells: string[] = [];
    for (let c = 1; c <= Math.min(row.cellCount, 50); c++) {
      let value = "";
      try {
        value = row.getCell(c).text ?? "";
      } catch {
        // A cell ExcelJS cannot turn into text counts as empty; the row's check says what is missing.
      }
      cells.push(String(value));
    }
    if (cells.some((v) => v.trim() !== "")) texts.push({ line, cells });
  });
  const [head, ...rows] = texts;
  return { header: (head?.cells ?? []).map((h) => h.trim().toLowerCase()), rows };
}

function readCsvBytes(bytes: Uint8Array): { header: string[]; rows: Cells } | TableError {
  const text = decodeText(bytes);
  if (text.includes("\u0000")) return "unreadable";
  const table = parseCsv(text);
  return { header: table.header, rows: table.rows };
}

/** The rows of an uploaded CSV or XLSX file, checked; or why the file as a whole is refused. */
export async function readCatalogFile(
  bytes: Uint8Array,
): Promise<
  { ok: true; rows: CatalogRow[]; lines: number[]; rejections: Rejection[] } | { ok: false; error: TableError }
> {
  const table = isZip(bytes) ? await readXlsx(bytes) : readCsvBytes(bytes);
  if (typeof table === "string") return { ok: false, error: table };
  const index = Object.fromEntries(CATALOG_COLUMNS.map((c) => [c, table.header.indexOf(c)])) as Record<
    CatalogColumn,
    number
  >;
  if (CATALOG_COLUMNS.some((c) => index[c] < 0)) return { ok: false, error: "noColumns" };
  if (table.rows.length > MAX_CATALOG_ROWS) return { ok: false, error: "tooManyRows" };
  if (table.rows.length === 0) return { ok: false, error: "noRows" };
  const rows: CatalogRow[] = [];
  const lines: number[] = [];
  const rejections: Rejection[] = [];
  const seen = new Map<string, number>();
  for (const { line, cells } of table.rows) {
    const raw = Object.fromEntries(CATALOG_COLUMNS.map((c) => [c, cells[index[c]] ?? ""])) as Record<
      CatalogColumn,
      string
    >;
    const parsed = CatalogRowSchema.safeParse(raw);
    if (!parsed.success) {
      const fields = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = (String(issue.path[0] ?? "row") as CatalogColumn | "row") ?? "row";
        if (fields.has(field)) continue;
        fields.add(field);
        const message = issue.message.startsWith("demo-files:") ? issue.message : "demo-files:import.errors.invalid";
        rejections.push({ line, field, value: field === "row" ? "" : raw[field].slice(0, 80), message });
      }
      continue;
    }
    const { sku, name, category, price, stock } = parsed.data;
    const first = seen.get(sku);
    if (first !== undefined) {
      rejections.push({ line, field: "sku", value: sku, message: "demo-files:import.errors.duplicate" });
      continue;
    }
    seen.set(sku, line);
    rows.push({ sku, name, category, priceCents: price, stock });
    lines.push(line);
  }
  return { ok: true, rows, lines, rejections };
}

const price = (cents: number) => (cents / 100).toFixed(2);

export function catalogCsv(rows: CatalogRow[]): string {
  // A byte order mark, so spreadsheet programs read the Turkish letters as UTF-8.
  return (
    "\uFEFF" +
    toCsv(
      [...CATALOG_COLUMNS],
      rows.map((r) => [r.sku, r.name, r.category, price(r.priceCents), r.stock]),
    )
  );
}

export async function catalogXlsx(rows: CatalogRow[]): Promise<Uint8Array<ArrayBuffer>> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  workbook.creator = "Kargo Panel";
  const sheet = workbook.addWorksheet("catalog", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = [
    { header: "sku", key: "sku", width: 14 },
    { header: "name", key: "name", width: 36 },
    { header: "category", key: "category", width: 12 },
    { header: "price", key: "price", width: 10, style: { numFmt: "0.00" } },
    { header: "stock", key: "stock", width: 10, style: { numFmt: "0" } },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const r of rows)
    sheet.addRow({ sku: r.sku, name: r.name, category: r.category, price: r.priceCents / 100, stock: r.stock });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
