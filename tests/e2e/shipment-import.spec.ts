import fs from "node:fs";
import ExcelJS from "exceljs";
import type { Page } from "@playwright/test";
import { bothModes, expect, hydrated, login, registerCustomer, test, uniqueEmail } from "./fixtures";

const locale = (ns: string) =>
  JSON.parse(fs.readFileSync(`locales/tr/${ns}.json`, "utf8")) as Record<string, Record<string, string>>;
const trShipments = locale("shipments");
const trCommon = locale("common");

/**
 * Bulk import: a 50-row file with three bad rows previews the errors by row, field and message, creates the 47
 * others, and the same file uploaded again creates none; an XLSX file the same. Each test signs up its own
 * customer, so the shipments it books are nobody else's.
 */
const HEADER = [
  "reference",
  "Yön (outside_shipping_type)",
  "sender_name",
  "sender_city",
  "sender_county",
  "sender_district",
  "sender_address",
  "sender_zip_code",
  "sender_phone",
  "Alıcı: Ad soyad (receiver_name)",
  "receiver_city",
  "receiver_county",
  "receiver_district",
  "receiver_address",
  "receiver_zip_code",
  "receiver_phone",
  "width",
  "length",
  "height",
  "weight",
  "cod_amount",
  "cod_payment_type",
];

/** Lines (1-based, the header is line 1) of the three bad rows and what is wrong with each. */
const BAD = {
  6: { column: "receiver_zip_code", value: "06000", message: trShipments.validation.zipMismatch },
  21: { column: "weight", value: "abc", message: trShipments.validation.weight },
  35: { column: "receiver_phone", value: "", message: trCommon.validation.required },
} as const;

function rows(prefix: string): string[][] {
  return Array.from({ length: 50 }, (_, i) => {
    const line = i + 2;
    const cells: Record<string, string> = {
      reference: `${prefix}-${i + 1}`,
      "Yön (outside_shipping_type)": "Yurt içi gönderi",
      sender_name: "Deniz Kaya",
      sender_city: "İstanbul",
      sender_county: "Kadıköy",
      sender_district: "Caferağa",
      sender_address: "Moda Cad. No:7",
      sender_zip_code: "34710",
      sender_phone: "+90 532 123 45 67",
      "Alıcı: Ad soyad (receiver_name)": `Alıcı ${i + 1}`,
      receiver_city: "Ankara",
      receiver_county: "Çankaya",
      receiver_district: "Kızılay",
      receiver_address: `Atatürk Blv. No:${i + 1}`,
      receiver_zip_code: "06420",
      receiver_phone: "+90 533 111 22 33",
      width: "30",
      length: "20",
      height: "10",
      weight: "1,5",
      cod_amount: i % 10 === 0 ? "150,00" : "",
      cod_payment_type: i % 10 === 0 ? "cash" : "",
    };
    const bad = BAD[line as keyof typeof BAD];
    if (bad) cells[bad.column] = bad.value;
    return HEADER.map((h) => cells[h]);
  });
}

function csvOf(prefix: string): Buffer {
  const quote = (v: string) => (/[",;\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const text = [HEADER, ...rows(prefix)].map((r) => r.map(quote).join(";")).join("\r\n");
  return Buffer.from(`\ufeff${text}\r\n`);
}

async function xlsxOf(prefix: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Gönderiler");
  sheet.addRow(HEADER);
  for (const r of rows(prefix)) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(page: Page, js: boolean, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto("/shipments/import");
  await hydrated(page, js);
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByTestId("import-preview").click();
  await expect(page).toHaveURL(/\/shipments\/import\?import=[\w-]{32}$/, { timeout: 30_000 });
}

async function importTwice(
  page: Page,
  js: boolean,
  file: (prefix: string) => Promise<{ name: string; mimeType: string; buffer: Buffer }>,
) {
  await registerCustomer(page, uniqueEmail("import"));
  const prefix = `SIP${Date.now().toString(36)}`;
  const upload1 = await file(prefix);
  await upload(page, js, upload1);

  await expect(page.getByTestId("count-valid")).toContainText("47");
  await expect(page.getByTestId("count-invalid")).toContainText("3");
  for (const [line, bad] of Object.entries(BAD)) {
    const row = page.getByTestId(`row-${line}`);
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(line);
    await expect(row).toContainText(`(${bad.column})`);
    await expect(row).toContainText(bad.message);
  }
  await expect(page.getByTestId("row-2")).toHaveAttribute("data-status", "valid");

  // Creating asks for the terms once, for the whole file.
  await page.getByLabel(/taşıma koşullarını ve kullanıcı sözleşmesini okudum/).check();
  await page.getByTestId("import-create").click();
  await expect(page.getByTestId("import-created")).toContainText("47 gönderi oluşturuldu", { timeout: 60_000 });
  const links = page.getByTestId("import-created-list").locator("tbody tr");
  await expect(links).toHaveCount(47);
  const labels = await page.getByTestId("print-labels").getAttribute("href");
  expect(labels).toMatch(/^\/shipments\/labels\?id=\d+(&id=\d+){46}&format=a6$/);
  // A shipment shows its order number.
  await links.first().locator("a").click();
  await expect(page.getByTestId("reference")).toContainText(`${prefix}-1`);

  // The same file again: every valid row is already there, nothing is created.
  await upload(page, js, upload1);
  await expect(page.getByTestId("count-exists")).toContainText("47");
  await expect(page.getByTestId("count-valid")).toContainText("0");
  await expect(page.getByTestId("count-invalid")).toContainText("3");
  await expect(page.getByTestId("nothing-to-create")).toBeVisible();
  await expect(page.getByTestId("import-create")).toHaveCount(0);
}

bothModes("shipment import", (js) => {
  test("a CSV of 50 rows with three bad ones previews the errors, creates 47, and again none", async ({ page }) => {
    test.setTimeout(180_000);
    await importTwice(page, js, async (prefix) => ({
      name: "siparisler.csv",
      mimeType: "text/csv",
      buffer: csvOf(prefix),
    }));
  });

  test("an XLSX file works the same", async ({ page }) => {
    test.setTimeout(180_000);
    await importTwice(page, js, async (prefix) => ({
      name: "siparisler.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: await xlsxOf(prefix),
    }));
  });

  test("a file that is not a spreadsheet is refused with a message", async ({ page }) => {
    await login(page, "customer");
    await page.goto("/shipments/import");
    await hydrated(page, js);
    await page.locator('input[type="file"]').setInputFiles({
      name: "resim.csv",
      mimeType: "text/csv",
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1]),
    });
    await page.getByTestId("import-preview").click();
    await expect(page.getByTestId("upload-error")).toContainText("Dosya okunamadı");
  });
});

test("the templates have the wizard's fields with headers in the reader's language", async ({ page }) => {
  await login(page, "customer");
  const csv = await page.request.get("/shipments/import/template");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const text = await csv.text();
  expect(text).toContain("Alıcı: Ad soyad (receiver_name)");
  expect(text).toContain("(cod_amount)");
  const xlsx = await page.request.get("/shipments/import/template?format=xlsx&lng=en");
  expect(xlsx.headers()["content-type"]).toContain("spreadsheetml");
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await xlsx.body()) as unknown as ArrayBuffer);
  const header = workbook.worksheets[0].getRow(1).values as string[];
  expect(header).toContain("Receiver: Full name (receiver_name)");
});

test("staff import for a customer they pick", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/shipments/import");
  await expect(page.getByTestId("import-preview")).toBeDisabled();
  await page.getByLabel(/Müşteri ara/).fill("customer@kargo");
  await page.getByTestId("import-customer-search").click();
  await page.getByTestId("import-customer-matches").getByRole("link").first().click();
  await expect(page.getByTestId("import-customer-chosen")).toBeVisible();
  await expect(page.getByTestId("import-preview")).toBeEnabled();
});
