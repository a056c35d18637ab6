import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { parseCsv } from "~/lib/csv";
import { csvStream, xlsxStream, type ExportColumn } from "./table-stream.server";

interface Row {
  id: number;
  name: string;
  amount: number;
}

const COLUMNS: ExportColumn<Row>[] = [
  { header: "No", cell: (r) => r.id },
  { header: "Adı", cell: (r) => r.name },
  { header: "Tutar", cell: (r) => r.amount },
];

/** `total` rows in pages of `size`, counting the pages handed out. */
function source(total: number, size = 1000, name = (id: number) => `Müşteri ${id}`) {
  const produced = { pages: 0 };
  async function* pages() {
    for (let start = 1; start <= total; start += size) {
      produced.pages++;
      const end = Math.min(total, start + size - 1);
      yield Array.from({ length: end - start + 1 }, (_, i) => ({
        id: start + i,
        name: name(start + i),
        amount: (start + i) / 100,
      }));
    }
  }
  return { pages: pages(), produced };
}

async function bytesOf(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe("csvStream", () => {
  it("writes a header and every row, with a byte order mark, in order", async () => {
    const { pages } = source(2_500);
    const text = (await bytesOf(csvStream(COLUMNS, pages))).toString("utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const table = parseCsv(text);
    expect(table.rawHeader).toEqual(["No", "Adı", "Tutar"]);
    expect(table.rows).toHaveLength(2_500);
    expect(table.rows[0].cells).toEqual(["1", "Müşteri 1", "0.01"]);
    expect(table.rows[2_499].cells).toEqual(["2500", "Müşteri 2500", "25"]);
  });

  it("defuses cells a spreadsheet would run as a formula, and quotes separators", async () => {
    const names = ["=HYPERLINK(1)", "+90 555", "-2", "@SUM(A1)", 'a, "b"; c'];
    const { pages } = source(names.length, 10, (id) => names[id - 1]);
    const table = parseCsv((await bytesOf(csvStream(COLUMNS, pages))).toString("utf8"));
    expect(table.rows.map((r) => r.cells[1])).toEqual(["'=HYPERLINK(1)", "'+90 555", "'-2", "'@SUM(A1)", 'a, "b"; c']);
    // Numbers stay numbers, a negative one too.
    expect(table.rows[0].cells[0]).toBe("1");
  });

  it("reads a page only when the reader has taken the one before (memory stays at a page)", async () => {
    const { pages, produced } = source(100_000);
    const reader = csvStream(COLUMNS, pages).getReader();
    for (let i = 0; i < 3; i++) await reader.read();
    await new Promise((r) => setTimeout(r, 20));
    expect(produced.pages).toBeLessThanOrEqual(4);
    await reader.cancel();
  });
});

describe("xlsxStream", () => {
  it("writes a workbook whose sheet holds the header and every row, numbers as numbers", async () => {
    const { pages } = source(3_000, 1000, (id) => (id === 2 ? "=1+1" : `Alıcı ${id}`));
    const buffer = await bytesOf(xlsxStream("Gönderiler", COLUMNS, pages));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Gönderiler")!;
    expect(sheet.rowCount).toBe(3_001);
    expect(sheet.getRow(1).values).toEqual([undefined, "No", "Adı", "Tutar"]);
    expect(sheet.getRow(2).values).toEqual([undefined, 1, "Alıcı 1", 0.01]);
    // Text that looks like a formula is kept as text.
    expect(sheet.getRow(3).getCell(2).value).toBe("=1+1");
    expect(sheet.getRow(3001).getCell(1).value).toBe(3000);
  });

  it("waits for the reader: a slow reader keeps the writer a few pages ahead at most", async () => {
    const { pages, produced } = source(100_000);
    const reader = xlsxStream("Sheet", COLUMNS, pages).getReader();
    for (let i = 0; i < 5; i++) {
      await reader.read();
      await new Promise((r) => setTimeout(r, 10));
    }
    expect(produced.pages).toBeLessThan(20);
    await reader.cancel();
  });
});
