import type { Page } from "@playwright/test";
import { parseCsv } from "../../app/lib/csv";
import { bothModes, expect, login, registerCustomer, test } from "./fixtures";

/**
 * Reports: the period changes through the GET form (with and without JavaScript), a customer's figures are
 * their own shipments only, and each table's CSV file holds the table's rows.
 */
const digits = (text: string) => Number(text.replace(/[^\d]/g, ""));

/** Calendar days in Turkey (UTC+3), as the server counts them. */
function turkeyDay(offsetDays = 0) {
  return new Date(Date.now() + 3 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

async function tableRows(page: Page, id: string) {
  return page
    .getByTestId(`table-${id}`)
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.querySelectorAll("th, td")).map((cell) => (cell.textContent ?? "").trim())),
    );
}

async function summaryTotal(page: Page) {
  return digits((await page.getByTestId("summary-shipments").locator("[data-value]").innerText()).trim());
}

bothModes("reports", () => {
  test("an admin changes the period with the form; the figures follow", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/reports?period=last_12_months");
    await expect(page.getByRole("heading", { level: 1, name: "Raporlar" })).toBeVisible();
    await expect(page.getByTestId("preset-last_12_months")).toHaveAttribute("aria-current", "page");
    const yearTotal = await summaryTotal(page);
    expect(yearTotal).toBeGreaterThan(0);
    // The status table adds up to the total, and the chart is drawn on the server as SVG.
    const status = await tableRows(page, "status");
    expect(status.reduce((sum, row) => sum + digits(row[1]!), 0)).toBe(yearTotal);
    await expect(page.getByTestId("report-period").locator("svg").first()).toBeVisible();

    // A week: by day, seven rows.
    const from = turkeyDay(-6);
    const to = turkeyDay(0);
    const form = page.getByRole("search", { name: "Rapor filtreleri" });
    await form.locator("input[name=from]").fill(from);
    await form.locator("input[name=to]").fill(to);
    await form.locator("select[name=granularity]").selectOption("day");
    await form.getByRole("button", { name: "Göster" }).click();
    await expect(page).toHaveURL(new RegExp(`period=custom.*from=${from}.*to=${to}`));
    await expect(page.getByTestId("table-period").locator("tbody tr")).toHaveCount(7);
    const weekTotal = await summaryTotal(page);
    expect(weekTotal).toBeLessThanOrEqual(yearTotal);
    const perDay = await tableRows(page, "period");
    expect(perDay.reduce((sum, row) => sum + digits(row[1]!), 0)).toBe(weekTotal);
    await expect(form.locator("input[name=from]")).toHaveValue(from);
  });

  test("a customer sees only their own shipments", async ({ page }) => {
    await login(page, "customer");
    await page.goto("/reports?period=last_12_months");
    const own = await summaryTotal(page);
    expect(own).toBeGreaterThan(0);
    // The same days on the customer's own shipments list (scoped to them) count the same shipments.
    const from = await page.locator("input[name=from]").inputValue();
    const to = await page.locator("input[name=to]").inputValue();
    await page.goto(`/shipments?from=${from}&to=${to}`);
    expect(digits(await page.getByTestId("shipments-total").innerText())).toBe(own);
    // No branch choice for customers, and a branch in the URL changes nothing.
    await page.goto("/reports?period=last_12_months&branch=1");
    await expect(page.locator("select[name=branch]")).toHaveCount(0);
    expect(await summaryTotal(page)).toBe(own);

    // A new customer, with no shipments, sees nothing of anybody else's.
    await page.context().clearCookies();
    await registerCustomer(page);
    await page.goto("/reports?period=last_12_months");
    expect(await summaryTotal(page)).toBe(0);
    await expect(page.getByTestId("report-routes")).toContainText("Bu dönemde gönderi yok.");
  });
});

test.describe("reports CSV", () => {
  test("each file holds its table's rows", async ({ page }) => {
    await login(page, "admin");
    for (const id of ["period", "status", "direction", "cod", "routes"]) {
      // Other tests book and move shipments meanwhile: page and file are compared when both were read between
      // two such writes (a write in between makes them differ, and the pair is read again).
      await expect(async () => {
        await page.goto("/reports?period=last_12_months&granularity=month");
        const href = await page.getByTestId(`csv-${id}`).getAttribute("href");
        expect(href).toContain(`table=${id}`);
        const response = await page.request.get(href!);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toContain("text/csv");
        const csv = parseCsv(await response.text());
        const rows = await tableRows(page, id);
        expect(csv.rows.length, id).toBe(rows.length);
        const countColumn = id === "routes" ? 3 : 1;
        csv.rows.forEach(({ cells }, i) => {
          expect(Number(cells[countColumn]), `${id} row ${i + 1}`).toBe(digits(rows[i]![countColumn]!));
          if (id === "status" || id === "direction" || id === "cod") expect(cells[0]).toBe(rows[i]![0]);
        });
      }).toPass({ timeout: 30_000 });
    }
    // An unknown table is refused.
    expect((await page.request.get("/reports/export.csv?table=nope")).status()).toBe(400);
  });

  test("an agent's file is their branch's, whatever branch the link names", async ({ page }) => {
    await login(page, "agent");
    await page.goto("/reports?period=last_12_months");
    const total = await summaryTotal(page);
    const response = await page.request.get("/reports/export.csv?table=status&period=last_12_months&branch=999");
    const csv = parseCsv(await response.text());
    expect(csv.rows.reduce((sum, { cells }) => sum + Number(cells[1]), 0)).toBe(total);
  });
});
