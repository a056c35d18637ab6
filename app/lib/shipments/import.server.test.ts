import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { IMPORT_COLUMNS, booleanCell, readHeader, rowCells, wizardValues } from "./import-columns";
import { TEMPLATE_EXAMPLES, readImportFile, templateCsv, templateHeader, templateXlsx } from "./import-file.server";
import { validateImport, type ImportContext, type StoredRow } from "./import.server";
import { turkeyPlaces } from "./places.server";
import type { PricedRoute } from "~/models/shipment-pricing.server";

const customer: ImportContext["customer"] = {
  id: 7,
  name: "Deniz Kaya",
  company_name: null,
  email: "deniz@example.com",
  phone: "+90 532 123 45 67",
  tax_id: null,
  address: "Caferağa Mah. Moda Cad. No:7, Kadıköy, İstanbul",
};

const priced: PricedRoute[] = [];
function context(overrides: Partial<ImportContext> = {}): ImportContext {
  return {
    customer,
    staff: false,
    places: turkeyPlaces,
    existing: new Map(),
    codLimitMinor: 10_000_00,
    price: async (route) => {
      priced.push(route);
      return route.receiverCity === "Hakkari"
        ? { status: "none" }
        : { status: "ok", priceMinor: 120_00, currency: "TRY", chargeableGrams: route.weightGrams };
    },
    choice: (_column, value) => (value === "Yurt içi gönderi" ? "domestic" : value),
    ...overrides,
  };
}

const example = TEMPLATE_EXAMPLES[0];
const row = (line: number, cells: Record<string, string>): StoredRow => ({ line, cells: { ...example, ...cells } });

describe("readHeader", () => {
  it("reads the column name in parentheses or the bare name, and lists what it does not know", () => {
    const header = readHeader(["Alıcı: Ad soyad (receiver_name)", "weight", "receiver.zipCode", "Notlar", ""]);
    expect(header).toEqual({
      ok: true,
      columns: ["receiver_name", "weight", "receiver_zip_code", null, null],
      ignored: ["Notlar"],
    });
  });

  it("refuses a header without known columns or with one twice", () => {
    expect(readHeader(["a", "b"])).toEqual({ ok: false, error: "noColumns" });
    expect(readHeader(["weight", "Ağırlık (weight)"])).toMatchObject({ ok: false, column: "weight" });
  });

  it("names a column for every wizard field but the acceptance boxes", () => {
    const names = IMPORT_COLUMNS.map((c) => c.column);
    expect(names).toContain("sender_zip_code");
    expect(names).toContain("cod_payment_type");
    expect(names).not.toContain("accept_transport_terms");
  });
});

describe("row values", () => {
  it("keeps non-empty trimmed cells and maps yes/no and labelled choices to what the wizard posts", () => {
    const cells = rowCells(
      ["weight", null, "insurance", "outside_shipping_type"],
      [" 1,5 ", "x", "evet", "Yurt içi gönderi"],
    );
    expect(cells).toEqual({ weight: "1,5", insurance: "evet", outside_shipping_type: "Yurt içi gönderi" });
    expect(wizardValues(cells, context().choice)).toEqual({
      weight: "1,5",
      insurance: "on",
      outsideShippingType: "domestic",
    });
    expect(booleanCell("Hayır")).toBeUndefined();
    expect(booleanCell("belki")).toBe("belki");
  });
});

describe("validateImport", () => {
  it("accepts the template's example with the wizard's rules and prices it", async () => {
    const { results, bookings } = await validateImport([row(2, {})], context());
    expect(results[0]).toMatchObject({ status: "valid", reference: "SIP-1001", city: "Ankara" });
    const booking = bookings.get(2)!;
    expect(booking.receiver.district).toBe("Kızılay Mah");
    expect(booking.cargo).toMatchObject({ weight: 1500, count: 1, codAmount: 250_00, codPaymentType: "cash" });
    expect(booking.price).toEqual({ minor: 120_00, currency: "TRY" });
  });

  it("reports each bad field by its column with the wizard's message", async () => {
    const { results } = await validateImport(
      [row(3, { receiver_zip_code: "99999", weight: "abc", receiver_phone: "" })],
      context(),
    );
    expect(results[0].status).toBe("invalid");
    const issues = results[0].status === "invalid" ? results[0].issues : [];
    expect(issues).toEqual(
      expect.arrayContaining([
        { column: "receiver_zip_code", message: "shipments:validation.zipMismatch" },
        { column: "receiver_phone", message: "validation.required" },
        { column: "weight", message: "shipments:validation.weight" },
      ]),
    );
  });

  it("refuses cash on delivery abroad and over the company's limit, and routes without a price", async () => {
    const { results } = await validateImport(
      [
        row(2, { cod_amount: "20000" }),
        row(3, { receiver_city: "Hakkari", receiver_county: "Merkez", receiver_district: "x", reference: "" }),
      ],
      context({ codLimitMinor: 5_000_00 }),
    );
    expect(results[0]).toMatchObject({ status: "invalid", issues: [{ column: "cod_amount" }] });
    expect(results[1].status).toBe("invalid");
  });

  it("reports a reference already booked as created, and one repeated in the file as an error", async () => {
    const existing = new Map([["SIP-1", { id: 5, trackingNumber: "KP123" }]]);
    const { results, bookings } = await validateImport(
      [row(2, { reference: "SIP-1" }), row(3, { reference: "SIP-2" }), row(4, { reference: "SIP-2" })],
      context({ existing }),
    );
    expect(results.map((r) => r.status)).toEqual(["exists", "valid", "invalid"]);
    expect(results[2]).toMatchObject({
      issues: [{ column: "reference", message: "shipment-import:errors.duplicateReference", values: { line: "3" } }],
    });
    expect([...bookings.keys()]).toEqual([3]);
  });

  it("fills an empty sender from the customer's profile", async () => {
    const cells = Object.fromEntries(Object.entries(example).filter(([k]) => !k.startsWith("sender_")));
    const { results, bookings } = await validateImport([{ line: 2, cells }], context());
    expect(results[0]).toMatchObject({ status: "valid" });
    expect(bookings.get(2)?.sender).toMatchObject({ name: "Deniz Kaya", city: "İstanbul", county: "Kadıköy" });
  });

  it("prices each distinct route once", async () => {
    priced.length = 0;
    const rows = Array.from({ length: 20 }, (_, i) => row(i + 2, { reference: `R${i}` }));
    await validateImport(rows, context());
    expect(priced).toHaveLength(1);
  });
});

describe("files", () => {
  const header = templateHeader((column) => column.toUpperCase());

  it("reads the CSV template back by content", async () => {
    const read = await readImportFile(new TextEncoder().encode(templateCsv(header)));
    expect(read.ok && read.format).toBe("csv");
    if (!read.ok) return;
    const h = readHeader(read.header);
    expect(h.ok && rowCells(h.columns, read.rows[0].cells)).toMatchObject({ receiver_zip_code: "06420" });
  });

  it("reads the XLSX template back, postcodes with their leading zero", async () => {
    const read = await readImportFile(new Uint8Array(await templateXlsx(header, "Gönderiler")));
    expect(read.ok && read.format).toBe("xlsx");
    if (!read.ok) return;
    const h = readHeader(read.header);
    expect(h.ok && rowCells(h.columns, read.rows[0].cells)).toMatchObject({
      receiver_zip_code: "06420",
      weight: "1,5",
    });
  });

  it("pads a postcode a spreadsheet kept as a number", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("x");
    sheet.addRow(["receiver_zip_code", "weight"]);
    sheet.addRow([6420, 2]);
    const read = await readImportFile(new Uint8Array(await workbook.xlsx.writeBuffer()));
    expect(read.ok && read.rows[0].cells).toEqual(["06420", "2"]);
  });

  it("refuses what is neither text nor a workbook, and empty files", async () => {
    expect(await readImportFile(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]))).toEqual({
      ok: false,
      error: "unreadable",
    });
    expect(await readImportFile(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toEqual({
      ok: false,
      error: "unreadable",
    });
    expect(await readImportFile(new TextEncoder().encode("weight\n"))).toEqual({ ok: false, error: "empty" });
  });
});
