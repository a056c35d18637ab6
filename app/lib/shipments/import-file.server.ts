import ExcelJS from "exceljs";
import { zipWithinLimits } from "~/lib/spreadsheet.server";
import { decodeText, parseCsv, toCsv } from "../csv";
import { IMPORT_COLUMNS, IMPORT_MAX_CELL, IMPORT_MAX_ROWS } from "./import-columns";

/**
 * The bulk import's files: an upload read as CSV or XLSX by what its bytes are (never by its name or the type the
 * browser claims), and the template written in either format.
 */
export type ImportTable = { header: string[]; rows: Array<{ line: number; cells: string[] }> };
export type ImportFileError = "unreadable" | "empty" | "tooManyRows";
export type ImportFileResult =
  ({ ok: true; format: "csv" | "xlsx" } & ImportTable) | { ok: false; error: ImportFileError };

/** A ZIP container's local file header: an XLSX workbook is one. */
function isZip(bytes: Uint8Array): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Text has no NUL bytes and few control characters; anything else (images, PDFs, old .xls) is not a CSV. */
function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, 64 * 1024);
  let control = 0;
  for (const b of sample) {
    if (b === 0) return false;
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d) control++;
  }
  return control <= sample.length / 100;
}

export async function readImportFile(bytes: Uint8Array): Promise<ImportFileResult> {
  let table: ImportTable;
  let format: "csv" | "xlsx";
  if (isZip(bytes)) {
    const read = await readXlsx(bytes);
    if (typeof read === "string") return { ok: false, error: read };
    table = read;
    format = "xlsx";
  } else if (bytes.length > 0 && looksLikeText(bytes)) {
    const csv = parseCsv(decodeText(bytes));
    table = { header: csv.rawHeader, rows: csv.rows };
    format = "csv";
  } else {
    return { ok: false, error: bytes.length === 0 ? "empty" : "unreadable" };
  }
  // Rows with nothing in them (a spreadsheet's trailing blank lines) are not shipments.
  table.rows = table.rows.filter((r) => r.cells.some((c) => c.trim() !== ""));
  if (table.header.length === 0 || table.rows.length === 0) return { ok: false, error: "empty" };
  if (table.rows.length > IMPORT_MAX_ROWS) return { ok: false, error: "tooManyRows" };
  return { ok: true, format, ...table };
}

/** A cell as the text a person sees in it (numbers without float noise, dates as days, formulas by their result). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return String(Math.round(value * 1e9) / 1e9);
  if (typeof value === "boolean") return value ? "1" : "0";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((r) => r.text).join("");
    if ("text" in value && typeof value.text === "string") return value.text;
    if ("result" in value) return cellText(value.result as ExcelJS.CellValue);
    if ("error" in value) return "";
  }
  return "";
}

/** What an upload may unpack to: a 1,000-row sheet is a few megabytes; ExcelJS holds all of it in memory. */
const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

async function readXlsx(bytes: Uint8Array): Promise<ImportTable | "unreadable" | "tooManyRows"> {
  // A small file that unpacks to gigabytes (a ZIP bomb) is refused before ExcelJS opens it.
  if (!zipWithinLimits(bytes, MAX_UNPACKED_BYTES)) return "unreadable";
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  } catch {
    return "unreadable";
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return "unreadable";
  // A sheet with far more rows than a file may hold is refused before any of its cells is copied.
  if (sheet.actualRowCount > IMPORT_MAX_ROWS + 1 + 1000) return "tooManyRows";
  const width = Math.min(sheet.columnCount, 200);
  const cellsOf = (row: ExcelJS.Row) =>
    Array.from({ length: width }, (_, i) => cellText(row.getCell(i + 1).value).slice(0, IMPORT_MAX_CELL));
  const header = cellsOf(sheet.getRow(1)).map((h) => h.trim());
  while (header.length && header[header.length - 1] === "") header.pop();
  const rows: ImportTable["rows"] = [];
  sheet.eachRow({ includeEmpty: false }, (row, number) => {
    if (number > 1) rows.push({ line: number, cells: cellsOf(row) });
  });
  // Postal codes kept as numbers lose their leading zero (06420 → 6420): the template keeps them as text.
  const zipAt = header.map((h) => /zip_code\)?\s*$/i.test(h));
  for (const row of rows) row.cells = row.cells.map((c, i) => (zipAt[i] && /^\d{4}$/.test(c) ? c.padStart(5, "0") : c));
  return { header, rows };
}

/** The template's header cells in the reader's language, each with its column name: `Alıcı: Ad soyad (receiver_name)`. */
export function templateHeader(label: (column: string, field: string) => string): string[] {
  return IMPORT_COLUMNS.map((c) => `${label(c.column, c.field)} (${c.column})`);
}

/** Two example rows: a parcel within Türkiye paid at the door, and a document sent abroad. */
export const TEMPLATE_EXAMPLES: ReadonlyArray<Record<string, string>> = [
  {
    reference: "SIP-1001",
    outside_shipping_type: "domestic",
    sender_name: "Deniz Kaya",
    sender_country: "TR",
    sender_city: "İstanbul",
    sender_county: "Kadıköy",
    sender_district: "Caferağa",
    sender_address: "Moda Cad. No:7",
    sender_zip_code: "34710",
    sender_phone: "+90 532 123 45 67",
    receiver_name: "Ayşe Demir",
    receiver_country: "TR",
    receiver_city: "Ankara",
    receiver_county: "Çankaya",
    receiver_district: "Kızılay",
    receiver_address: "Atatürk Blv. No:10",
    receiver_zip_code: "06420",
    receiver_phone: "+90 533 111 22 33",
    shipping_type: "package",
    width: "30",
    length: "20",
    height: "10",
    weight: "1,5",
    count: "1",
    payer: "sender",
    cod_amount: "250,00",
    cod_payment_type: "cash",
  },
];

export function templateCsv(header: string[]): string {
  const rows = TEMPLATE_EXAMPLES.map((e) => IMPORT_COLUMNS.map((c) => e[c.column] ?? ""));
  return `\ufeff${toCsv(header, rows)}`;
}

export async function templateXlsx(header: string[], sheetName: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
  // Every column as text, so postal codes and phone numbers keep their leading zeros and plus signs.
  sheet.columns = header.map((h) => ({
    header: h,
    width: Math.min(Math.max(h.length + 2, 12), 40),
    style: { numFmt: "@" },
  }));
  sheet.getRow(1).font = { bold: true };
  for (const e of TEMPLATE_EXAMPLES) sheet.addRow(IMPORT_COLUMNS.map((c) => e[c.column] ?? ""));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
