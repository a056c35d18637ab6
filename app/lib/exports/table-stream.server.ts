import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { csvLine } from "~/lib/csv";
import { COMPANY_TIME_ZONE } from "~/lib/dates";
import { EXPORT_FORMATS, type ExportFormat } from "./formats";

/**
 * Lists written out as CSV or XLSX while their rows are read: the rows arrive in pages (keyset pages from the
 * database, a thousand at a time) and each page is written before the next is read, so an export of 100,000
 * rows holds one page in memory, not the whole list. Both writers wait for the response to take what they
 * wrote (the stream's backpressure) before they read on.
 */
export type ExportCell = string | number | null;

export interface ExportColumn<Row> {
  header: string;
  cell: (row: Row) => ExportCell;
  /** Column width in characters (XLSX). */
  width?: number;
}

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

/** CSV with a byte order mark (spreadsheet programs then read it as UTF-8) and formula-safe cells. */
export function csvStream<Row>(columns: ExportColumn<Row>[], pages: AsyncIterable<Row[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = pages[Symbol.asyncIterator]();
  let headerSent = false;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!headerSent) {
          headerSent = true;
          controller.enqueue(encoder.encode(`\ufeff${csvLine(columns.map((c) => c.header))}`));
          return;
        }
        const next = await iterator.next();
        if (next.done) return controller.close();
        let text = "";
        for (const row of next.value) text += csvLine(columns.map((c) => c.cell(row)));
        controller.enqueue(encoder.encode(text));
      },
      async cancel() {
        await iterator.return?.();
      },
    },
    // One chunk (a page) ahead at most.
    { highWaterMark: 1 },
  );
}

/**
 * An XLSX workbook of one sheet through ExcelJS's streaming writer: each row is committed (serialised and let
 * go) as it is added, strings are written inline (no shared-string table growing with the rows), and after
 * each page the writer waits while the response has not taken what was written. ExcelJS writes text as text:
 * a cell starting with "=" is a string, not a formula.
 */
export function xlsxStream<Row>(
  sheetName: string,
  columns: ExportColumn<Row>[],
  pages: AsyncIterable<Row[]>,
): ReadableStream<Uint8Array> {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let cancelled = false;
  const write = async () => {
    const iterator = pages[Symbol.asyncIterator]();
    try {
      for (;;) {
        const next = await iterator.next();
        if (next.done || cancelled) break;
        for (const row of next.value) sheet.addRow(columns.map((c) => c.cell(row))).commit();
        await roomFor(sheet, out);
      }
    } finally {
      await iterator.return?.();
    }
    if (cancelled) return;
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  out.on("close", () => {
    cancelled = true;
  });
  return Readable.toWeb(out) as ReadableStream<Uint8Array>;
}

/** The zip's entry stream: a `readable-stream` copy that may lack the newer `writable…` getters. */
type ZipEntryStream = PassThrough & { _writableState?: { needDrain?: boolean } };

/**
 * Waits until what the sheet wrote has moved on. ExcelJS's sheet buffer hands its chunks to the zip's deflate
 * stream without looking at that stream's backpressure, so the wait is on the deflate stream (the sheet
 * buffer's `pipes`, read here as the loosely typed Node streams they are) and then on the response's stream.
 */
async function roomFor(sheet: ExcelJS.Worksheet, out: PassThrough) {
  const buffer = (sheet as unknown as { stream?: { pipes?: unknown } }).stream;
  const pipes = Array.isArray(buffer?.pipes) ? (buffer.pipes as ZipEntryStream[]) : [];
  for (;;) {
    if (out.destroyed) return;
    const full =
      pipes.find((p) => (p.writableNeedDrain ?? p._writableState?.needDrain) && !p.destroyed) ??
      (out.writableNeedDrain ? out : null);
    if (!full) return;
    await drainedOrClosed(full);
  }
}

/** Until the stream has room again, or is gone (the client went away): "drain" alone would never come then. */
function drainedOrClosed(stream: NodeJS.EventEmitter): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off("drain", done);
      stream.off("close", done);
      resolve();
    };
    stream.on("drain", done);
    stream.on("close", done);
  });
}

/** The download: the file's type, its name with the day, never cached. */
export function exportResponse(
  format: ExportFormat,
  name: string,
  stream: ReadableStream<Uint8Array>,
  day = new Date().toISOString().slice(0, 10),
): Response {
  return new Response(stream, {
    headers: {
      "Content-Type": CONTENT_TYPES[format],
      "Content-Disposition": `attachment; filename="${name}-${day}.${format}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** The download of a list: CSV or XLSX from the same columns and pages. */
export function exportTable<Row>(input: {
  format: ExportFormat;
  /** The file's name before the day and extension (ASCII). */
  name: string;
  /** The XLSX sheet's title. */
  sheet: string;
  columns: ExportColumn<Row>[];
  pages: AsyncIterable<Row[]>;
}): Response {
  const stream =
    input.format === "csv"
      ? csvStream(input.columns, input.pages)
      : xlsxStream(input.sheet, input.columns, input.pages);
  return exportResponse(input.format, input.name, stream);
}

/** `?format=csv|xlsx` (CSV when absent), or null for anything else. */
export function readExportFormat(url: URL): ExportFormat | null {
  const format = url.searchParams.get("format") || "csv";
  return (EXPORT_FORMATS as readonly string[]).includes(format) ? (format as ExportFormat) : null;
}

/** An unknown format: a 400 whose text says so in the reader's language. */
export function badExportFormat(message: string): Response {
  return new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

const companyTime = new Intl.DateTimeFormat("sv-SE", {
  timeZone: COMPANY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A stored instant as the company's local "YYYY-MM-DD HH:mm": sortable, and read alike by every spreadsheet. */
export function exportTime(iso: string | null): string | null {
  return iso ? companyTime.format(new Date(iso)) : null;
}

/** Minor units (kuruş, cents) as a number of whole units, for a spreadsheet to add up. */
export const majorUnits = (minor: number | null): number | null => (minor === null ? null : minor / 100);
