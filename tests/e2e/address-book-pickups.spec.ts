import path from "node:path";
import Database from "better-sqlite3";
import type { Browser, Page } from "@playwright/test";
import {
  DEMO_PASSWORD,
  bothModes,
  dataDir,
  expect,
  hydrated,
  login,
  registerCustomer,
  test,
  uniqueEmail,
} from "./fixtures";

/**
 * The address book and courier pickups, with JavaScript on and off: a receiver saved while booking is picked
 * in the next shipment; a pickup is requested, taken by the serving branch's agent and collected; and the
 * entries and pickups of one customer are "not found" to another customer and to an agent of another branch.
 */

/** A row of the e2e server's database (SQLite), read only. */
function one<T>(sql: string, ...params: unknown[]): T {
  const db = new Database(path.join(dataDir(), "cargo.db"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

async function fillSender(page: Page) {
  await page.fill('input[name="sender.name"]', "Deniz Kaya");
  await page.fill('textarea[name="sender.address"]', "Caferağa Mah. Moda Cad. No:7");
  await page.fill('input[name="sender.city"]', "İstanbul");
  await page.fill('input[name="sender.county"]', "Kadıköy");
  await page.fill('input[name="sender.district"]', "Caferağa");
  await page.fill('input[name="sender.zipCode"]', "34710");
  await page.fill('input[name="sender.phone"]', "+90 532 123 45 67");
  await page.getByTestId("wizard-next").click();
  await expect(page).toHaveURL(/step=receiver/);
}

async function finishCargo(page: Page, js: boolean) {
  await expect(page).toHaveURL(/step=cargo/);
  await hydrated(page, js);
  await page.getByLabel("Evrak").check();
  await page.fill('input[name="weight"]', "0,4");
  await page.check('input[name="acceptTransportTerms"]');
  await page.check('input[name="acceptUserAgreement"]');
  // The step's entries are kept as the draft while typing: the booking goes after that save, not beside it.
  if (js) await page.waitForTimeout(1500);
  await page.getByTestId("wizard-create").click();
  await expect(page).toHaveURL(/\/shipments\/\d+$/);
  await expect(page.getByTestId("receiver-card")).toBeVisible();
}

/** The next day a courier collects on (not a Sunday), from today in Türkiye. */
function pickupDay(offset = 0) {
  const d = new Date(Date.now() + 3 * 3_600_000 + offset * 86_400_000);
  if (d.getUTCDay() === 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
function todayInTurkey() {
  return new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 10);
}
function nextSunday() {
  const d = new Date(Date.now() + 3 * 3_600_000);
  d.setUTCDate(d.getUTCDate() + ((7 - d.getUTCDay()) % 7 || 7));
  return d.toISOString().slice(0, 10);
}

async function signedIn(browser: Browser, js: boolean, who: string) {
  const context = await browser.newContext({ javaScriptEnabled: js });
  const page = await context.newPage();
  await login(page, who);
  return { context, page };
}

bothModes("address book and pickups", (js) => {
  test("a receiver saved while booking is picked from the address book in the next shipment", async ({ page }) => {
    test.setTimeout(150_000);
    await registerCustomer(page, uniqueEmail("book"));
    await page.goto("/shipments/new");
    await hydrated(page, js);
    await fillSender(page);
    await hydrated(page, js);
    await page.fill('input[name="receiver.name"]', "Anna Schmidt");
    await page.selectOption('select[name="receiver.country"]', "DE");
    await page.fill('input[name="receiver.city"]', "Köln");
    await page.fill('textarea[name="receiver.address"]', "Hohe Str. 52");
    await page.fill('input[name="receiver.zipCode"]', "50667");
    await page.fill('input[name="receiver.phone"]', "+49 221 555 0192");
    await page.getByTestId("save-address").locator("input").check();
    await page.getByTestId("wizard-next").click();
    await finishCargo(page, js);

    await page.goto("/address-book");
    await expect(page.getByTestId("address-list")).toContainText("Anna Schmidt");
    await expect(page.getByTestId("address-list")).toContainText("Köln");

    // The second shipment: the receiver comes from the book.
    await page.goto("/shipments/new");
    await hydrated(page, js);
    await fillSender(page);
    await hydrated(page, js);
    await expect(page.getByTestId("receiver-address-book")).toBeVisible();
    await expect(page.getByTestId("receiver-address-choice").locator("option")).toHaveCount(1);
    await page.getByTestId("receiver-address-use").click();
    await expect(page).toHaveURL(/addressId=\d+/);
    await expect(page.locator('input[name="receiver.name"]')).toHaveValue("Anna Schmidt");
    await expect(page.locator('select[name="receiver.country"]')).toHaveValue("DE");
    await expect(page.locator('input[name="receiver.zipCode"]')).toHaveValue("50667");
    await hydrated(page, js);
    await page.getByTestId("wizard-next").click();
    await finishCargo(page, js);
    await expect(page.getByTestId("receiver-card")).toContainText("Anna Schmidt");
    await expect(page.getByTestId("receiver-card")).toContainText("Köln");
  });

  test("the address book imports CSV, reports refused rows by line, exports what it holds and deletes an entry after asking", async ({
    page,
  }) => {
    await registerCustomer(page, uniqueEmail("csv"));
    await page.goto("/address-book/import");
    await hydrated(page, js);
    const csv =
      "label;name;country;city;county;district;address;zipCode;phone\n" +
      "Köln ofis;Anna Schmidt;DE;Köln;;;Hohe Str. 52;50667;+49 221 555 0192\n" +
      "Eksik;Ali Veli;TR;Ankara;;;Kızılay Sok. 1;06420;+90 312 000 00 00\n";
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "adresler.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await page.getByRole("button", { name: "İçe aktar" }).click();
    await expect(page.getByTestId("report-added-value")).toHaveText("1");
    await expect(page.getByTestId("report-rejected-value")).toHaveText("1");
    await expect(page.getByTestId("report-rejections")).toContainText("3");
    await page.goto("/address-book");
    await expect(page.getByTestId("address-list")).toContainText("Köln ofis");
    const exported = await page.request.get("/address-book/export.csv");
    expect(exported.headers()["content-type"]).toContain("text/csv");
    const text = await exported.text();
    expect(text).toContain("label,name,companyName,country,city");
    expect(text).toContain("Köln ofis,Anna Schmidt,,DE,Köln");
    expect(text).not.toContain("Eksik");

    // Deleting asks first, on the page itself (a link, so without JavaScript too): "cancel" keeps the entry.
    const entry = one<{ id: number }>("select id from address_book where label = ? order by id desc", "Köln ofis");
    await page.goto(`/address-book/${entry.id}`);
    await hydrated(page, js);
    await page.getByTestId("address-delete").click();
    const banner = page.getByTestId("confirm-delete");
    await expect(banner).toContainText("Bu adres defterden silinsin mi?");
    await banner.getByRole("link", { name: "Vazgeç" }).click();
    await expect(page).toHaveURL(new RegExp(`/address-book/${entry.id}$`));
    await expect(banner).toHaveCount(0);
    await page.getByTestId("address-delete").click();
    await page.getByTestId("address-delete-confirm").click();
    await expect(page).toHaveURL(/\/address-book$/);
    await expect(page.getByText("Adres silindi.")).toBeVisible();
    expect(one("select id from address_book where id = ?", entry.id)).toBeUndefined();
  });

  test("a pickup is requested, taken by the branch's agent and collected", async ({ page, browser }) => {
    test.setTimeout(150_000);
    await registerCustomer(page, uniqueEmail("pickup"));
    await page.goto("/pickups/new");
    await hydrated(page, js);
    await page.fill('input[name="date"]', nextSunday());
    await page.getByLabel("12:00–15:00").check();
    await page.fill('input[name="parcelCount"]', "2");
    await page.fill('input[name="address.name"]', "Deniz Kaya");
    await page.fill('input[name="address.city"]', "İstanbul");
    await page.fill('input[name="address.county"]', "Kadıköy");
    await page.fill('input[name="address.district"]', "Caferağa");
    await page.fill('textarea[name="address.address"]', "Moda Cad. No:7");
    await page.fill('input[name="address.zipCode"]', "34710");
    await page.fill('input[name="address.phone"]', "+90 532 123 45 67");
    await page.fill('textarea[name="note"]', "Zili çalın");
    // A Sunday is refused next to the field; what was typed stays.
    await page.getByTestId("pickup-submit").click();
    await expect(page.getByText("Pazar günleri alım yapılmaz.")).toBeVisible();
    await expect(page.locator('input[name="address.name"]')).toHaveValue("Deniz Kaya");
    await expect(page.locator('textarea[name="note"]')).toHaveValue("Zili çalın");
    await page.fill('input[name="date"]', pickupDay());
    await page.getByTestId("pickup-submit").click();
    await expect(page).toHaveURL(/\/pickups\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    await expect(page.getByTestId("pickup-status")).toHaveAttribute("data-status", "requested");
    await expect(page.getByTestId("pickup-slot")).toHaveText("12:00–15:00");
    await expect(page.getByTestId("pickup-cancel")).toBeVisible();

    // The İstanbul branch's agent finds it in today's list (a later day's: among the newest requests) and takes it.
    const agent = await signedIn(browser, js, "agent");
    await agent.page.goto(
      pickupDay() === todayInTurkey() ? "/pickups?view=today" : "/pickups?sort=created_at&dir=desc",
    );
    await expect(agent.page.locator(`a[href="/pickups/${id}"]`).first()).toBeVisible();
    await agent.page.goto(`/pickups/${id}`);
    await hydrated(agent.page, js);
    await agent.page.getByTestId("pickup-assign").click();
    await expect(agent.page.getByTestId("pickup-status")).toHaveAttribute("data-status", "assigned");
    // A failure needs its reason: refused without one, next to the field.
    if (!js) {
      await agent.page.getByTestId("pickup-fail").click();
      await expect(agent.page.getByTestId("pickup-reason-input")).toContainText("Bu alan zorunludur");
    }
    await agent.page.getByTestId("pickup-done").click();
    await expect(agent.page.getByTestId("pickup-status")).toHaveAttribute("data-status", "done");
    await agent.context.close();

    // The customer sees it collected, and can no longer cancel it.
    await page.goto(`/pickups/${id}`);
    await expect(page.getByTestId("pickup-status")).toHaveAttribute("data-status", "done");
    await expect(page.getByTestId("pickup-agent")).not.toHaveText("—");
    await expect(page.getByTestId("pickup-cancel")).toHaveCount(0);
  });
});

test("another customer and an agent of another branch get 404 for a customer's saved addresses and pickups", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const owner = await registerCustomer(page, uniqueEmail("owner"));
  // A saved address through the book's own form, and a pickup in İstanbul (the main branch serves it).
  await page.goto("/address-book/new");
  await hydrated(page);
  await page.fill('input[name="label"]', "Ofis");
  await page.fill('input[name="book.name"]', "Deniz Kaya");
  await page.fill('input[name="book.city"]', "İstanbul");
  await page.fill('input[name="book.county"]', "Kadıköy");
  await page.fill('input[name="book.district"]', "Caferağa");
  await page.fill('textarea[name="book.address"]', "Moda Cad. No:7");
  await page.fill('input[name="book.zipCode"]', "34710");
  await page.fill('input[name="book.phone"]', "+90 532 123 45 67");
  await page.getByTestId("address-book-save").click();
  await expect(page).toHaveURL(/\/address-book\/\d+$/);
  const entry = Number(new URL(page.url()).pathname.split("/").pop());
  await page.goto("/pickups/new");
  await hydrated(page);
  await page.fill('input[name="date"]', pickupDay());
  await page.selectOption('select[name="addressId"]', String(entry));
  await page.getByTestId("pickup-submit").click();
  await expect(page).toHaveURL(/\/pickups\/\d+$/);
  const pickup = Number(new URL(page.url()).pathname.split("/").pop());

  const far = one<{ email: string }>(
    "select email from users where role = 'agent' and is_active = 1 and branch_id != (select id from branches where is_main = 1) order by id limit 1",
  );
  const probes = [
    { method: "GET", path: `/address-book/${entry}` },
    { method: "GET", path: `/address-book/${entry}.data` },
    { method: "GET", path: `/pickups/${pickup}` },
    { method: "GET", path: `/pickups/${pickup}.data` },
    { method: "POST", path: `/pickups/${pickup}`, form: { intent: "assign" } },
    { method: "POST", path: `/pickups/${pickup}`, form: { intent: "cancel" } },
    { method: "GET", path: `/shipments/new?step=receiver&addressId=${entry}` },
  ] as const;
  for (const who of ["corporate", far.email]) {
    const context = await browser.newContext();
    const other = await context.newPage();
    await login(other, who, DEMO_PASSWORD, { waitForScripts: false });
    for (const probe of probes) {
      const response =
        probe.method === "GET"
          ? await other.request.get(probe.path, { maxRedirects: 0 })
          : await other.request.post(probe.path, { form: probe.form, maxRedirects: 0 });
      const status = response.status();
      // A customer may not take a pickup at all (403); everything else is "not found".
      const expected = who === "corporate" && "form" in probe && probe.form.intent === "assign" ? 403 : 404;
      const expectedAgent = who !== "corporate" && "form" in probe && probe.form.intent === "cancel" ? 403 : expected;
      expect(status, `${who} ${probe.method} ${probe.path}`).toBe(expectedAgent);
    }
    await context.close();
  }
  // The owner's own answers, and the main branch's agent, who serves the pickup's city.
  expect((await page.request.get(`/address-book/${entry}`)).status()).toBe(200);
  const main = await browser.newContext();
  const agent = await main.newPage();
  await login(agent, "agent", DEMO_PASSWORD, { waitForScripts: false });
  expect((await agent.request.get(`/pickups/${pickup}`)).status()).toBe(200);
  await main.close();
  expect(owner.email).toContain("owner");
});
