import { execFileSync } from "node:child_process";
import fs from "node:fs";
import ExcelJS from "exceljs";
import type { Page } from "@playwright/test";
import { parseCsv } from "../../app/lib/csv";
import { expect, hydrated, login, test } from "./fixtures";

/**
 * Batch labels and list exports: ten single-piece shipments print as ten pages of the chosen paper (A6, or
 * 10×15 cm for thermal printers) in the order selected; the shipments list's selection form prints without
 * JavaScript and with the grid; a filtered list's CSV and XLSX hold exactly the list's rows.
 */
const MM = 72 / 25.4;
const PAPER = {
  a6: { width: 105 * MM, height: 148 * MM },
  thermal: { width: 100 * MM, height: 150 * MM },
};
/** A point and a half either way: Chromium rounds page sizes to whole CSS pixels. */
const TOLERANCE = 1.5;

function pdfPages(file: string): Array<{ width: number; height: number }> {
  const info = execFileSync("pdfinfo", ["-f", "1", "-l", "999", file], { encoding: "utf8" });
  return [...info.matchAll(/^Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/gm)].map((m) => ({
    width: Number(m[1]),
    height: Number(m[2]),
  }));
}

/** Ids of the shipments on the list's first page (its row links), in the list's order. */
async function listedIds(page: Page, query = ""): Promise<number[]> {
  await page.goto(`/shipments${query}`);
  const hrefs = await page
    .getByTestId("shipments-list")
    .locator('a[href^="/shipments/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  return [...new Set(hrefs.map((h) => Number(/^\/shipments\/(\d+)$/.exec(h)?.[1])).filter(Boolean))];
}

/** The first `n` shipments of the list with a single piece (so one label page each). */
async function singlePieceIds(page: Page, n: number): Promise<number[]> {
  const found: number[] = [];
  for (const perPage of ["?perPage=100"]) {
    for (const id of await listedIds(page, perPage)) {
      const html = await (await page.request.get(`/shipments/${id}/label`)).text();
      if (html.split('data-testid="label-sheet"').length - 1 === 1) found.push(id);
      if (found.length === n) return found;
    }
  }
  throw new Error(`fewer than ${n} single-piece shipments in the seed`);
}

/** The list's total from its range line ("1.234 kayıttan 1–25", "1–25 of 1,234"): the largest number in it. */
async function listTotal(page: Page): Promise<number> {
  const text = (await page.getByTestId("list-range").first().textContent()) ?? "";
  return Math.max(...[...text.matchAll(/\d[\d.,]*/g)].map((m) => Number(m[0].replace(/[.,]/g, ""))));
}

test.describe("batch labels", () => {
  for (const format of ["a6", "thermal"] as const) {
    test(`ten labels print as ten ${format} pages, in the order selected`, async ({ page }, testInfo) => {
      test.slow();
      await login(page, "admin");
      const ids = (await singlePieceIds(page, 10)).reverse();
      const numbers: string[] = [];
      for (const id of ids) {
        await page.goto(`/shipments/${id}/label`);
        numbers.push((await page.getByTestId("label-number").textContent()) ?? "");
      }
      await page.goto(`/shipments/labels?${ids.map((id) => `id=${id}`).join("&")}&format=${format}`);
      await expect(page.getByTestId("label-sheet")).toHaveCount(10);
      await expect(page.getByTestId("label-number")).toHaveText(numbers);
      const file = testInfo.outputPath(`labels-${format}.pdf`);
      fs.writeFileSync(file, await page.pdf({ preferCSSPageSize: true, printBackground: true }));
      const pages = pdfPages(file);
      expect(pages, "one page per label").toHaveLength(10);
      for (const [i, size] of pages.entries()) {
        expect(Math.abs(size.width - PAPER[format].width), `page ${i + 1} width`).toBeLessThanOrEqual(TOLERANCE);
        expect(Math.abs(size.height - PAPER[format].height), `page ${i + 1} height`).toBeLessThanOrEqual(TOLERANCE);
      }
    });
  }

  test("bad batches answer 400 with the reason; another customer's shipment is not printed", async ({ page }) => {
    await login(page, "admin");
    const none = await page.request.get("/shipments/labels?format=a6");
    expect(none.status()).toBe(400);
    const tooMany = await page.request.get(
      `/shipments/labels?${Array.from({ length: 201 }, (_, i) => `id=${i + 1}`).join("&")}`,
    );
    expect(tooMany.status()).toBe(400);
    expect(await tooMany.text()).toContain("200");
    expect((await page.request.get("/shipments/labels?id=1&format=letter")).status()).toBe(400);
    expect((await page.request.get("/shipments/labels?id=abc")).status()).toBe(400);
    const adminIds = await listedIds(page, "?perPage=100");

    const customer = await page.context().browser()!.newContext();
    const other = await customer.newPage();
    await login(other, "customer");
    const own = new Set(await listedIds(other, "?perPage=100"));
    const foreign = adminIds.find((id) => !own.has(id))!;
    expect((await other.request.get(`/shipments/labels?id=${foreign}`)).status()).toBe(404);
    const mine = [...own][0];
    await other.goto(`/shipments/labels?id=${foreign}&id=${mine}`);
    await expect(other.getByTestId("label-sheet").first()).toBeVisible();
    const printed = await other.getByTestId("label-number").allTextContents();
    expect(new Set(printed).size).toBe(1);
    await customer.close();
  });
});

test.describe("selection form", () => {
  test.describe("JS off", () => {
    test.use({ javaScriptEnabled: false });
    test("ticking rows and pressing A6 prints their labels", async ({ page }) => {
      await login(page, "admin");
      await page.goto("/shipments");
      const boxes = page.locator("input[type=checkbox][name=id][form=labels]");
      const values = [];
      for (const i of [2, 0, 1]) {
        await boxes.nth(i).check();
        values.push(await boxes.nth(i).getAttribute("value"));
      }
      await page.getByTestId("labels-form").getByRole("button", { name: /A6/ }).click();
      await expect(page).toHaveURL(/\/shipments\/labels\?/);
      const url = new URL(page.url());
      expect(url.searchParams.get("format")).toBe("a6");
      // Without JavaScript the form sends the ticked rows in the list's order.
      expect(url.searchParams.getAll("id").sort()).toEqual(values.map(String).sort());
      expect(await page.getByTestId("label-sheet").count()).toBeGreaterThanOrEqual(3);
    });
  });

  test("with the grid, its checkbox selection across pages prints on thermal paper", async ({ page }) => {
    await login(page, "admin");
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/shipments");
    await hydrated(page);
    const grid = page.locator('[data-testid="shipments-list"][data-grid="true"]');
    await expect(grid).toBeVisible({ timeout: 30_000 });
    const rows = grid.locator(".MuiDataGrid-row");
    const picked = [];
    for (const i of [1, 0]) {
      await rows.nth(i).locator('input[type="checkbox"]').check();
      picked.push(await rows.nth(i).getAttribute("data-id"));
    }
    // The selection outlives a change of page: a row ticked on page 2 joins the two of page 1. The grid stays on
    // page 2 (it once went back to page 1 as soon as page 2 arrived).
    const first = await rows.first().getAttribute("data-id");
    await grid.getByRole("button", { name: /next|sonraki/i }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(rows.first()).not.toHaveAttribute("data-id", first!);
    const second = (await rows.first().getAttribute("data-id"))!;
    await grid.locator(`.MuiDataGrid-row[data-id="${second}"] input[type="checkbox"]`).check();
    picked.push(second);
    await expect(page.locator('input[type="hidden"][name="id"][form="labels"]')).toHaveCount(3);
    await expect(page).toHaveURL(/page=2/);
    await expect(rows.first()).toHaveAttribute("data-id", second);
    await page.getByTestId("labels-form").getByRole("button", { name: /10×15/ }).click();
    await expect(page).toHaveURL(/\/shipments\/labels\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get("format")).toBe("thermal");
    expect(url.searchParams.getAll("id")).toEqual(picked);
  });
});

test.describe("exports", () => {
  test.use({ javaScriptEnabled: false });

  test("a filtered shipments list exports exactly its rows as CSV and XLSX", async ({ page }) => {
    test.slow();
    await login(page, "admin");
    await page.goto("/shipments?status=delivered&sort=tracking_number&dir=asc");
    const total = await listTotal(page);
    expect(total).toBeGreaterThan(0);
    const firstNumber = (await page
      .getByTestId("shipments-list")
      .locator("tbody tr .cell-mono")
      .first()
      .textContent())!.replace(/\s/g, "");

    const csvHref = await page.getByTestId("export-csv").getAttribute("href");
    expect(csvHref).toContain("status=delivered");
    const csv = await page.request.get(csvHref!);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const table = parseCsv(await csv.text());
    expect(table.rows).toHaveLength(total);
    const status = table.rawHeader.indexOf("Durum");
    expect(status).toBeGreaterThanOrEqual(0);
    expect(new Set(table.rows.map((r) => r.cells[status]))).toEqual(new Set(["Teslim edildi"]));
    expect(table.rows[0].cells[0]).toBe(firstNumber);

    const xlsxHref = await page.getByTestId("export-xlsx").getAttribute("href");
    const xlsx = await page.request.get(xlsxHref!);
    expect(xlsx.status()).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await xlsx.body()) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount - 1).toBe(total);
    expect(sheet.getRow(2).getCell(1).value).toBe(firstNumber);
  });

  for (const list of ["/freight?care=open", "/offers?status=sent", "/cod?state=collected"]) {
    test(`${list} exports exactly its rows`, async ({ page }) => {
      await login(page, "admin");
      await page.goto(list);
      const total = await listTotal(page).catch(() => 0);
      const href = await page.getByTestId("export-csv").getAttribute("href");
      const csv = await page.request.get(href!);
      expect(csv.status()).toBe(200);
      expect(parseCsv(await csv.text()).rows).toHaveLength(total);
      const xlsx = await page.request.get((await page.getByTestId("export-xlsx").getAttribute("href"))!);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await xlsx.body()) as unknown as ArrayBuffer);
      expect(workbook.worksheets[0].rowCount - 1).toBe(total);
    });
  }

  test("a customer's export holds only their shipments", async ({ page }) => {
    await login(page, "customer");
    await page.goto("/shipments");
    const total = await listTotal(page);
    const csv = await page.request.get("/shipments/export?format=csv");
    const table = parseCsv(await csv.text());
    expect(table.rows).toHaveLength(total);
    expect(table.rawHeader).not.toContain("Müşteri");
    expect((await page.request.get("/shipments/export?format=pdf")).status()).toBe(400);
  });
});
