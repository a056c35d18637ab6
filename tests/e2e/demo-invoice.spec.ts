import { bothModes, expect, hydrated, login, test } from "./fixtures";

/**
 * The demo invoices: an invoice added with two lines and a discount shows the server's total in the list, the
 * view and the print sheet (with and without JavaScript); the repeater, payments and the send form work.
 */
bothModes("demo invoices", (js) => {
  test("an invoice with two lines and a discount shows the server's total everywhere", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/apps/invoice/add");
    await hydrated(page, js);
    const client = `Müşteri ${js ? "JS" : "HTML"} ${Date.now().toString(36)}`;
    await page.locator("[name='client.name']").fill(client);
    await page.locator("[name='client.companyEmail']").fill("billing@example.com");
    await page.locator("[name='items[0].title']").fill("Sea freight");
    await page.locator("[name='items[0].cost']").fill("100.50");
    await page.locator("[name='items[0].qty']").fill("2");
    // A second line through the server (the repeater works without JavaScript): typed values are kept.
    await page.getByTestId("add-line").click();
    await expect(page.locator("[name='items[1].title']")).toBeVisible();
    await expect(page.locator("[name='items[0].cost']")).toHaveValue("100.50");
    await page.locator("[name='items[1].title']").fill("Insurance");
    await page.locator("[name='items[1].cost']").fill("19.99");
    await page.locator("[name='items[1].qty']").fill("3");
    await page.locator("[name='discount']").fill("10");
    await page.locator("[name='tax']").fill("20");
    // A wrong amount is a field error and nothing typed is lost.
    await page.locator("[name='items[1].cost']").fill("abc");
    await page.getByTestId("save-invoice").click();
    await expect(page.locator("[name='items[1].cost']")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("[name='client.name']")).toHaveValue(client);
    await page.locator("[name='items[1].cost']").fill("19.99");
    await page.getByTestId("save-invoice").click();
    await expect(page).toHaveURL(/\/apps\/invoice\/view\/\d+$/);
    const id = page.url().split("/").pop()!;
    // (100.50 × 2 + 19.99 × 3) = 260.97; −10 % = 234.87 (26.10 off); +20 % tax on that = 46.97 → 281.84.
    await expect(page.getByTestId("total")).toContainText("281,84");
    await expect(page.getByTestId("subtotal")).toContainText("260,97");

    await page.goto(`/apps/invoice/list?q=${encodeURIComponent(client)}`);
    await expect(page.getByTestId(`invoice-${id}`).getByTestId("row-total")).toContainText("281,84");
    const json = await (await page.request.get(`/mock/api/invoice/invoices/${id}`)).json();
    expect(json.invoice.total).toBe(281.84);

    await page.goto(`/apps/invoice/print/${id}`);
    await expect(page.getByTestId("total")).toContainText("281,84");
    await expect(page.locator("nav")).toHaveCount(0);
  });

  test("a payment lowers the balance; more than the balance is a field error; the rest makes it Paid", async ({
    page,
  }) => {
    await login(page, "admin");
    await page.goto("/apps/invoice/add");
    await hydrated(page, js);
    await page.locator("[name='clientId']").selectOption("0");
    await page.locator("[name='items[0].title']").fill("Customs clearance");
    await page.locator("[name='items[0].cost']").fill("50");
    await page.getByTestId("save-invoice").click();
    await expect(page).toHaveURL(/\/apps\/invoice\/view\/\d+$/);
    await page.getByTestId("open-payment").click();
    await page.locator("[name='amount']").fill("60");
    await page.getByTestId("add-payment").click();
    await expect(page.locator("[name='amount']")).toHaveAttribute("aria-invalid", "true");
    await page.locator("[name='amount']").fill("20");
    await page.getByTestId("add-payment").click();
    await expect(page.getByTestId("balance")).toContainText("30,00");
    await page.getByTestId("open-payment").click();
    await page.locator("[name='amount']").fill("30");
    await page.getByTestId("add-payment").click();
    await expect(page.getByTestId("balance")).toContainText("0,00");
    await expect(page.getByRole("heading", { level: 1 }).locator("..")).toContainText("Ödendi");
  });
});

test("removing a line and sending the invoice to the outbox", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/apps/invoice/add");
  await hydrated(page);
  await page.getByTestId("add-line").click();
  await expect(page.locator("[name='items[1].title']")).toBeVisible();
  await page.getByTestId("add-line").click();
  await expect(page.locator("[name='items[2].title']")).toBeVisible();
  await page.locator("[name='items[2].title']").fill("Third");
  await page.getByTestId("remove-line-1").click();
  await expect(page.locator("[name='items[2].title']")).toHaveCount(0);
  await expect(page.locator("[name='items[1].title']")).toHaveValue("Third");

  await page.locator("[name='clientId']").selectOption("1");
  await page.locator("[name='items[0].title']").fill("First");
  await page.locator("[name='items[0].cost']").fill("10");
  await page.locator("[name='items[1].cost']").fill("5.25");
  await page.getByTestId("save-invoice").click();
  await expect(page).toHaveURL(/\/apps\/invoice\/view\/\d+$/);
  await expect(page.getByTestId("lines")).toContainText("Third");
  await expect(page.getByTestId("total")).toContainText("15,25");
  await page.getByTestId("open-send").click();
  await page.locator("[name='to']").fill("not-an-email");
  await page.getByTestId("send-invoice").click();
  await expect(page.locator("[name='to']")).toHaveAttribute("aria-invalid", "true");
  await page.locator("[name='to']").fill("client@example.com");
  await page.getByTestId("send-invoice").click();
  await expect(page.getByRole("heading", { level: 1 }).locator("..")).toContainText("Gönderildi");
  await page.goto("/outbox");
  await expect(page.getByText("client@example.com").first()).toBeVisible();
});

test("deleting asks first with JavaScript, and the row goes", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/apps/invoice/list?perPage=25");
  // The list hydrates on the first move; the question is asked only once React runs.
  await hydrated(page);
  const row = page.locator("[data-testid^=invoice-]").nth(3);
  const id = (await row.getAttribute("data-testid"))!.replace("invoice-", "");
  await page.getByTestId(`delete-${id}`).click();
  await page.getByTestId("confirm-yes").click();
  await expect(page.getByTestId(`invoice-${id}`)).toHaveCount(0);
  expect((await page.request.get(`/mock/api/invoice/invoices/${id}`)).status()).toBe(404);
  await expect(page).toHaveURL(/perPage=25/);
});
