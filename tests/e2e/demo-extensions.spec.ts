import fs from "node:fs";
import { AxeBuilder } from "@axe-core/playwright";
import ExcelJS from "exceljs";
import type { Page } from "@playwright/test";
import { bothModes, expect, hydrated, login, test } from "./fixtures";

/**
 * The extensions gallery's two demos with data: the file uploader (files checked by their bytes and size, each
 * refused one with its reason) and the catalogue's CSV/XLSX export and import (a report line per refused row).
 */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const PDF = Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");
const EXE = Buffer.from("MZ\u0090\u0000 not an image at all");
const BIG = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)]);

const unique = (stem: string, ext: string) =>
  `${stem}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}.${ext}`;

const HEADER = "sku,name,category,price,stock";

async function csvOf(page: Page, testId: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId(testId).click()]);
  return fs.readFileSync((await download.path())!, "utf8");
}

bothModes("the file uploader", (js) => {
  test("uploads good files, names each refused one with its reason, lists and removes them", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/extensions/file-uploader");
    await hydrated(page, js);
    const good = unique("irsaliye", "png");
    const pdf = unique("fatura", "pdf");
    const wrong = unique("kurulum", "png");
    const big = unique("buyuk", "png");
    await page.getByTestId("file-input").setInputFiles([
      { name: good, mimeType: "image/png", buffer: PNG },
      { name: pdf, mimeType: "application/pdf", buffer: PDF },
      { name: wrong, mimeType: "image/png", buffer: EXE },
      { name: big, mimeType: "image/png", buffer: BIG },
    ]);
    if (js) {
      // The chosen files are listed, the one over the limit marked, before anything is sent.
      await expect(page.getByTestId("chosen")).toContainText("4 dosya seçildi");
      await expect(page.getByTestId("chosen").getByText(/sunucu kabul etmeyecek/)).toHaveCount(1);
      await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    }
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/extensions/file-uploader") && r.request().method() === "POST"),
      page.getByTestId("upload-submit").click(),
    ]);
    expect(response.status()).toBe(200);
    const results = page.getByTestId("upload-results");
    await expect(results.getByTestId("upload-ok")).toHaveCount(2);
    await expect(results.getByTestId("upload-refused").filter({ hasText: wrong })).toContainText(
      "PNG, JPEG, WebP, SVG veya PDF dosyası değil",
    );
    await expect(results.getByTestId("upload-refused").filter({ hasText: big })).toContainText("1 MB’tan büyük");
    const list = page.getByTestId("file-list");
    await expect(list.getByRole("link", { name: good })).toBeVisible();
    await expect(list.getByRole("link", { name: pdf })).toBeVisible();
    await expect(list.getByRole("link", { name: wrong })).toHaveCount(0);
    if (js) expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

    // The kept file comes back as it was checked, with its own type, sandboxed.
    const href = await list.getByRole("link", { name: good }).getAttribute("href");
    const served = await page.request.get(href!);
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
    expect(served.headers()["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.from(await served.body())).toEqual(PNG);

    await list.getByRole("button", { name: `${good} dosyasını kaldır` }).click();
    await expect(list.getByRole("link", { name: good })).toHaveCount(0);
    await expect(list.getByRole("link", { name: pdf })).toBeVisible();
  });

  test("a post of only refused files, or of none, answers 400 with the reason", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/extensions/file-uploader");
    await hydrated(page, js);
    await page
      .getByTestId("file-input")
      .setInputFiles([{ name: "virus.pdf", mimeType: "application/pdf", buffer: EXE }]);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/extensions/file-uploader") && r.request().method() === "POST"),
      page.getByTestId("upload-submit").click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByTestId("upload-refused")).toContainText("virus.pdf");
    const empty = await page.request.post("/extensions/file-uploader", { multipart: { intent: "upload" } });
    expect(empty.status()).toBe(400);
    expect(await empty.text()).toContain("En az bir dosya seçin.");
  });
});

test.describe("the file uploader with JavaScript", () => {
  test("takes dropped files into its input", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/extensions/file-uploader");
    await hydrated(page);
    const name = unique("birakilan", "png");
    await page.getByTestId("dropzone").evaluate(
      (zone, [fileName, bytes]) => {
        const transfer = new DataTransfer();
        transfer.items.add(new File([new Uint8Array(bytes as number[])], fileName as string, { type: "image/png" }));
        zone.dispatchEvent(new DragEvent("dragenter", { bubbles: true, cancelable: true, dataTransfer: transfer }));
        zone.dispatchEvent(new DragEvent("drop", { bubbles: true, cancelable: true, dataTransfer: transfer }));
      },
      [name, [...PNG]] as const,
    );
    await expect(page.getByTestId("chosen")).toContainText(name);
    await page.getByTestId("upload-submit").click();
    await expect(page.getByTestId("upload-ok")).toContainText(name);
    await expect(page.getByTestId("file-list").getByRole("link", { name })).toBeVisible();
  });
});

// The catalogue is one table in the server's memory: these tests take turns.
test.describe("import and export", () => {
  test.describe.configure({ mode: "serial" });

  test("exports the table as CSV and XLSX through plain links", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/extensions/import-export");
    await page.getByTestId("catalog-reset").click();
    await expect(page.getByTestId("catalog-table").getByRole("row")).toHaveCount(9);
    const csv = await csvOf(page, "export-csv");
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r\n/);
    expect(lines[0]).toBe(HEADER);
    expect(lines).toHaveLength(9);
    expect(lines[1]).toBe("KT-S-001,Koli kutusu S (20×15×10),box,0.45,1200");

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-xlsx").click()]);
    expect(download.suggestedFilename()).toBe("catalog.xlsx");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.worksheets[0];
    expect(sheet.getRow(1).values).toEqual([undefined, "sku", "name", "category", "price", "stock"]);
    expect(sheet.getRow(7).values).toEqual([undefined, "PLT-EU-01", "Euro palet 120×80", "pallet", 14.5, 42]);
    expect(sheet.actualRowCount).toBe(9);
  });

  for (const js of [true, false]) {
    test(`imports a CSV with a bad row: the good rows land, the bad one is reported by line and field (JS ${js ? "on" : "off"})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: js, locale: "tr-TR" });
      const page = await context.newPage();
      await login(page, "admin", undefined, { waitForScripts: js });
      await page.goto("/extensions/import-export");
      await hydrated(page, js);
      const sku = js ? "JS-ON-1" : "JS-OFF-1";
      const file = [HEADER, `${sku},Streç film 50 cm,tape,"12,40",80`, "BAD-1,Hatalı satır,box,on iki,5"].join("\n");
      await page
        .getByTestId("import-file")
        .setInputFiles({ name: "katalog.csv", mimeType: "text/csv", buffer: Buffer.from(file) });
      await page.getByLabel("eklensin (bilinen stok kodu güncellenir)").check();
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().includes("/extensions/import-export") && r.request().method() === "POST"),
        page.getByTestId("import-submit").click(),
      ]);
      expect(response.status()).toBe(200);
      await expect(page.getByTestId("import-rejected")).toContainText("1 satır reddedildi");
      const rejection = page.getByTestId("report-rejections").getByRole("row").nth(1);
      await expect(rejection).toContainText("3");
      await expect(rejection).toContainText("on iki");
      await expect(rejection).toContainText("Fiyat (€): En az 0, en çok iki ondalıklı bir sayı");
      await expect(page.getByTestId("report-added-value")).toHaveText("1");
      const row = page.getByTestId("catalog-table").getByRole("row", { name: new RegExp(sku) });
      await expect(row).toContainText("Streç film 50 cm");
      await expect(row).toContainText("12,40");
      await expect(page.getByTestId("catalog-table")).not.toContainText("BAD-1");
      await context.close();
    });
  }

  test("imports a good XLSX in place of the table, and refuses a file that is neither CSV nor XLSX", async ({
    page,
  }) => {
    await login(page, "admin");
    await page.goto("/extensions/import-export");
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("katalog");
    sheet.addRow(["sku", "name", "category", "price", "stock"]);
    sheet.addRow(["XL-1", "Karton kutu XL", "box", 2.75, 15]);
    sheet.addRow(["XL-2", "Kırılır etiketi", "label", 0.05, 900]);
    await page.getByTestId("import-file").setInputFiles({
      name: "katalog.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    await page.getByTestId("import-submit").click();
    await expect(page.getByTestId("report-added-value")).toHaveText("2");
    const table = page.getByTestId("catalog-table");
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(table.getByRole("row", { name: /XL-1/ })).toContainText("2,75");
    await expect(table.getByRole("row", { name: /XL-2/ })).toContainText("Etiket");

    await page.getByTestId("import-file").setInputFiles({ name: "resim.xlsx", mimeType: "image/png", buffer: PNG });
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/extensions/import-export") && r.request().method() === "POST"),
      page.getByTestId("import-submit").click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page.getByTestId("import-error")).toContainText("Okunabilir bir CSV veya XLSX dosyası değil.");
    await expect(table.getByRole("row")).toHaveCount(3);
    await page.getByTestId("catalog-reset").click();
    await expect(table.getByRole("row")).toHaveCount(9);
  });
});

test.describe("the two demos for assistive technology", () => {
  const skin = (value: string) => Buffer.from(JSON.stringify(value)).toString("base64");
  for (const theme of ["light", "dark"]) {
    test(`have no axe violations in the ${theme} skin`, async ({ page, baseURL }) => {
      await page.context().addCookies([{ name: "skin", value: skin(theme), url: baseURL! }]);
      await login(page, "admin");
      for (const path of ["/extensions/file-uploader", "/extensions/import-export"]) {
        await page.goto(path);
        await hydrated(page);
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual(
          [],
        );
      }
    });
  }
});
