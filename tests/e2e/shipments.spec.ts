import type { Browser, Page } from "@playwright/test";
import { bothModes, expect, hydrated, login, rememberScripts, test, uniqueEmail } from "./fixtures";

/**
 * Shipments end to end, with JavaScript on and off: a customer books through the wizard (a bad
 * step shows errors, Back keeps the data), finds it in "my cargos", the public tracking page
 * shows it without personal data, staff add an event that tracking then shows, another customer
 * gets 404, and the label and proforma print views render.
 */
const PASSWORD = "Kargo-Test-2026";

async function registerCustomer(page: Page, name: string) {
  const email = uniqueEmail("ship");
  await page.goto("/register");
  await page.fill('input[name="name"]', name);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', PASSWORD);
  await page.fill('input[name="phone"]', "+90 532 123 45 67");
  await page.fill('input[name="taxId"]', "10000000146");
  await page.fill('textarea[name="address"]', "Caferağa Mah. Moda Cad. No:7, Kadıköy, İstanbul");
  await page.check('input[name="acceptMembership"]');
  await page.locator("main form button[type=submit]").click();
  await expect(page).not.toHaveURL(/\/register/);
  return email;
}

async function freshPage(browser: Browser, js: boolean, ip: string) {
  const context = await browser.newContext({
    javaScriptEnabled: js,
    locale: "tr-TR",
    extraHTTPHeaders: { "X-Forwarded-For": ip },
  });
  rememberScripts(context, js);
  return context.newPage();
}

function otherIp(ip: string, last: number) {
  return ip.replace(/\.\d+$/, `.${last}`);
}

/**
 * The wizard's URL changes before React has swapped the step's form in; a click in between would hit
 * the previous step's button. Wait for the step's own first field as well.
 */
async function atStep(page: Page, step: "receiver" | "cargo") {
  await expect(page).toHaveURL(new RegExp(`step=${step}`));
  await expect(page.locator(step === "cargo" ? 'input[name="weight"]' : 'input[name="receiver.name"]')).toBeVisible();
}

bothModes("shipments", (js) => {
  test("a customer books a shipment; tracking, staff events, scope and print views follow", async ({
    page,
    browser,
    clientIp,
  }) => {
    test.setTimeout(180_000);
    await registerCustomer(page, "Deniz Kargocu");

    // Step 1: sender, prefilled from the profile; places typed in any case are accepted.
    await page.goto("/shipments/new");
    await expect(page.locator('input[name="sender.name"]')).toHaveValue("Deniz Kargocu");
    await expect(page.locator('input[name="sender.zipCode"]')).toHaveValue("34710");
    await page.fill('input[name="sender.city"]', "istanbul");
    await page.fill('input[name="sender.county"]', "KADIKÖY");
    await page.fill('input[name="sender.district"]', "caferağa mahallesi");
    await page.fill('input[name="sender.zipCode"]', "34000");
    await page.getByTestId("wizard-next").click();
    // A postal code of another neighbourhood is refused, with what was typed kept.
    await expect(page.getByText("Bu posta kodu mahalleye ait değil")).toBeVisible();
    await expect(page.locator('input[name="sender.county"]')).toHaveValue("KADIKÖY");
    await page.fill('input[name="sender.zipCode"]', "34710");
    await page.getByTestId("wizard-next").click();
    await atStep(page, "receiver");

    // Step 2: receiver abroad; an empty step shows errors first.
    await page.getByTestId("wizard-next").click();
    await expect(page.getByText("Bu alan zorunludur").first()).toBeVisible();
    await atStep(page, "receiver");
    await page.fill('input[name="receiver.name"]', "Anna Schmidt");
    await page.selectOption('select[name="receiver.country"]', "DE");
    await page.fill('input[name="receiver.city"]', "Köln");
    await page.fill('textarea[name="receiver.address"]', "Hohe Str. 52");
    await page.fill('input[name="receiver.zipCode"]', "50667");
    await page.fill('input[name="receiver.phone"]', "+49 221 555 0192");
    await page.getByTestId("wizard-next").click();
    await atStep(page, "cargo");

    // Step 3: Back keeps both steps' data.
    await page.fill('input[name="weight"]', "2,5");
    await page.getByTestId("wizard-back").click();
    await atStep(page, "receiver");
    await expect(page.locator('input[name="receiver.name"]')).toHaveValue("Anna Schmidt");
    await expect(page.locator('input[name="receiver.city"]')).toHaveValue("Köln");
    await page.getByTestId("wizard-next").click();
    await atStep(page, "cargo");
    await expect(page.locator('input[name="weight"]')).toHaveValue("2,5");

    await page.fill('input[name="width"]', "30");
    await page.fill('input[name="length"]', "20");
    await page.fill('input[name="height"]', "10");
    await page.fill('input[name="count"]', "2");
    await page.fill('input[name="unitPrice"]', "149,90");
    await page.selectOption('select[name="currency"]', "EUR");
    // The customs tariff: picked with the inline finder with JavaScript, typed without it.
    const tariff = js
      ? { code: "6109.10", description: "Tişört, atlet ve fanila; pamuklu" }
      : { code: "6109.10.00.00.00", description: "Pamuklu tişört" };
    if (js) {
      await page.getByTestId("tariff-picker-input").fill("tişört pamuk");
      await page.getByRole("option", { name: /6109\.10/ }).click();
      await expect(page.getByTestId("tariff-picker-code")).toHaveValue(tariff.code);
    } else {
      await page.fill('input[name="customsTariffDescription"]', tariff.description);
      await page.fill('input[name="gtipCode"]', "610910000000");
    }
    await page.selectOption('select[name="productCountry"]', "TR");
    await page.check('input[name="proformaInvoice"]');
    await page.getByTestId("wizard-create").click();
    await expect(page.getByText("Taşıma koşullarını kabul etmelisiniz")).toBeVisible();
    await expect(page.getByText("Kullanıcı sözleşmesini kabul etmelisiniz")).toBeVisible();
    await page.getByTestId("transport-terms").locator("summary").click();
    await expect(page.getByTestId("transport-terms")).toContainText("Taşıyıcı");
    await page.check('input[name="acceptTransportTerms"]');
    await page.check('input[name="acceptUserAgreement"]');
    await page.getByTestId("wizard-create").click();

    await expect(page).toHaveURL(/\/shipments\/\d+$/);
    await expect(page.getByText(/numaralı gönderi oluşturuldu/).first()).toBeVisible();
    const url = page.url();
    const id = url.split("/").pop()!;
    const number = (await page.getByTestId("tracking-number").textContent())!.trim();
    expect(number).toMatch(/^KG\d{11}$/);
    await expect(page.getByTestId("total-price")).toContainText("299,80");
    await expect(page.getByTestId("sender-card")).toContainText("Caferağa Mah");
    await expect(page.getByTestId("sender-card")).toContainText("Kadıköy");
    await expect(page.getByTestId("cargo-card")).toContainText(tariff.code);
    await expect(page.getByTestId("timeline-event")).toHaveCount(1);
    const spaced = `${number.slice(0, 2)} ${number.slice(2, 6)} ${number.slice(6, 10)} ${number.slice(10)}`;

    // My cargos lists it.
    await page.goto("/shipments");
    await expect(page.getByText(spaced).first()).toBeVisible();

    // Print views.
    await page.goto(`/shipments/${id}/label`);
    await expect(page.getByTestId("label-sheet")).toHaveCount(2);
    await expect(page.getByTestId("barcode").first()).toHaveAttribute("data-value", number);
    await expect(page.getByTestId("qrcode").first()).toBeVisible();
    await expect(page.getByTestId("label-piece").nth(1)).toContainText("2 / 2");
    await page.goto(`/shipments/${id}/proforma`);
    await expect(page.getByTestId("proforma-total")).toContainText("299,80");
    await expect(page.getByTestId("proforma-line")).toContainText(tariff.description);

    // Public tracking: no sign-in, no personal data.
    const visitor = await freshPage(browser, js, otherIp(clientIp, 201));
    await visitor.goto("/tracking");
    await visitor.fill('input[name="number"]', spaced.toLowerCase());
    await visitor.getByRole("button", { name: "Sorgula" }).click();
    await expect(visitor.getByTestId("tracking-result")).toBeVisible();
    await expect(visitor.getByTestId("tracking-origin")).toContainText("İstanbul");
    await expect(visitor.getByTestId("tracking-destination")).toContainText("Köln");
    await expect(visitor.getByTestId("tracking-result")).toContainText("Oluşturuldu");
    const html = await visitor.content();
    for (const secret of [
      "Deniz Kargocu",
      "Anna Schmidt",
      "Moda Cad",
      "Hohe Str",
      "+90 532",
      "+49 221",
      "@example.com",
      "34710",
    ])
      expect(html).not.toContain(secret);
    await visitor.goto("/tracking?number=KG12345678901");
    await expect(visitor.getByTestId("tracking-none")).toHaveText("Sonuç bulunamadı");

    // Staff of the branch add an event; tracking shows it.
    const agent = await freshPage(browser, js, otherIp(clientIp, 202));
    await login(agent, "agent");
    await agent.goto(`/shipments/${id}`);
    await agent.selectOption('select[name="status"]', "accepted");
    await agent.fill('form#add-event input[name="location"]', "İstanbul Merkez Şube");
    await agent.getByRole("button", { name: "Hareketi ekle" }).click();
    await expect(agent.getByText("Takip hareketi eklendi.").first()).toBeVisible();
    await expect(agent.getByTestId("timeline-event")).toHaveCount(2);
    await visitor.goto(`/tracking?number=${number}`);
    await expect(visitor.getByTestId("tracking-result")).toContainText("Kabul edildi");
    await expect(visitor.getByTestId("tracking-timeline")).toContainText("İstanbul Merkez Şube");

    // Once accepted, the customer can no longer cancel.
    await page.goto(url);
    await expect(page.getByTestId("cancel")).toHaveCount(0);
    await expect(page.getByTestId("add-event")).toHaveCount(0);

    // Another customer gets 404 on it, print views included.
    const other = await freshPage(browser, js, otherIp(clientIp, 203));
    await registerCustomer(other, "Başka Müşteri");
    for (const path of [`/shipments/${id}`, `/shipments/${id}/label`, `/shipments/${id}/proforma`]) {
      const response = await other.goto(path);
      expect(response?.status(), path).toBe(404);
    }
  });
});

test("staff book on behalf of a customer they find by name", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/shipments/new");
  await hydrated(page);
  if (await page.getByTestId("discard-draft").count()) await page.getByTestId("discard-draft").click();
  await expect(page.getByTestId("discard-draft")).toHaveCount(0);
  await hydrated(page);
  await page.getByTestId("wizard-next").click();
  await expect(page.getByText("Gönderinin kimin adına oluşturulacağını seçin")).toBeVisible();
  await page.fill('input[name="customerQ"]', "Kemal");
  await page.getByTestId("customer-picker").getByRole("button", { name: "Ara" }).click();
  await page.getByTestId("customer-matches").getByRole("link", { name: "Seç" }).first().click();
  await expect(page.getByTestId("customer-chosen")).toContainText("corporate@kargo.test");
  await expect(page.locator('input[name="sender.companyName"]')).toHaveValue("Anadolu Lojistik Ticaret A.Ş.");
  await expect(page.locator('input[name="sender.county"]')).toHaveValue("Beşiktaş");
  await page.getByTestId("wizard-next").click();
  await atStep(page, "receiver");
});

test("public tracking is rate limited per address", async ({ request, clientIp }) => {
  const headers = { "X-Forwarded-For": clientIp };
  let last = 0;
  for (let i = 0; i < 31; i++) last = (await request.get("/tracking?number=KG12345678901", { headers })).status();
  expect(last).toBe(429);
  const body = await (await request.get("/tracking?number=KG12345678901", { headers })).text();
  expect(body).toContain("Çok fazla sorgu yapıldı");
});

test("signed-out visitors are sent to sign in for panel shipments but not for tracking", async ({ page }) => {
  await page.goto("/shipments");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fshipments/);
  const response = await page.goto("/tracking");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { name: "Kargo takip" })).toBeVisible();
});

test("my cargos filters by status in the URL and survives hand-edited parameters", async ({ page }) => {
  await login(page, "customer");
  await page.goto("/shipments");
  await expect(page.getByTestId("shipments-total")).not.toHaveText("0 gönderi");
  await page.getByTestId("tab-delivered").click();
  await expect(page).toHaveURL(/status=delivered/);
  await expect(page.getByText("Teslim edildi").first()).toBeVisible();
  const response = await page.goto(
    "/shipments?status=nope&type=x&from=2026-02-31&to=abc&sort=evil&dir=up&page=zz&perPage=7",
  );
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("shipments-total")).toBeVisible();
  expect((await page.goto("/shipments/abc"))?.status()).toBe(404);
  expect((await page.goto("/shipments/999999"))?.status()).toBe(404);
});

/**
 * The light list (the view without JavaScript, and the list phones keep after hydration) has plain links with one
 * click handler (app/lib/plain-links.ts): with JavaScript they navigate inside the page like a <Link>, without it
 * they are ordinary links.
 */
test.describe("the light list's links", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("navigate inside the page once hydrated: pages, then a row", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/shipments");
    await page.mouse.move(5, 5);
    await page.mouse.move(10, 20);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
    // Survives a client-side navigation, not a document load.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const documents: string[] = [];
    page.on("request", (request) => request.resourceType() === "document" && documents.push(request.url()));

    // The rows are written as one string (DataList's rowsMarkup): a client-side navigation must replace them.
    const firstOnPage1 = await page.locator("a.row-link").first().getAttribute("href");
    await page.getByRole("navigation", { name: "Sayfalar" }).getByRole("link", { name: "Sonraki" }).click();
    await expect(page).toHaveURL(/\/shipments\?page=2$/);
    await expect(page.getByTestId("list-range")).toContainText("26–50");
    await expect(page.locator("a.row-link").first()).not.toHaveAttribute("href", firstOnPage1!);
    await expect(page.locator("tbody tr")).toHaveCount(25);

    // The status tabs are plain links too: a tab filters the rows in the same document, and back returns.
    await page.locator('a[data-tab="delivered"]').click();
    await expect(page).toHaveURL(/\/shipments\?status=delivered$/);
    await expect(page.locator('a[data-tab="delivered"]')).toHaveAttribute("aria-current", "page");
    const statuses = await page
      .locator("tbody [data-status]")
      .evaluateAll((chips) => chips.map((c) => c.getAttribute("data-status")));
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(["delivered"]));
    await page.goBack();
    await expect(page).toHaveURL(/\/shipments\?page=2$/);
    // The URL changes first; the rows when the loader has answered.
    await expect(page.getByTestId("list-range")).toContainText("26–50");
    await expect(page.locator("a.row-link").first()).not.toHaveAttribute("href", firstOnPage1!);
    const row = page.locator("a.row-link").first();
    const href = await row.getAttribute("href");
    expect(href).toMatch(/^\/shipments\/\d+$/);
    await row.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toContainText("KG");
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(documents).toEqual([]);
    // Back to the list's second page, as a <Link> would have left the history.
    await page.goBack();
    await expect(page).toHaveURL(/\/shipments\?page=2$/);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("are ordinary links", async ({ page }) => {
      await login(page, "admin");
      await page.goto("/shipments?page=2");
      await page.getByRole("navigation", { name: "Sayfalar" }).getByRole("link", { name: "Önceki" }).click();
      await expect(page).toHaveURL(/\/shipments$/);
      await expect(page.getByTestId("list-range")).toContainText("1–25");
      await page.locator("a.row-link").first().click();
      await expect(page).toHaveURL(/\/shipments\/\d+$/);
    });
  });
});

/**
 * The list filters are MUI text fields whose label stays above the box (`shrink`), so they read the same before
 * hydration and without JavaScript: the label never covers the placeholder or typed text.
 */
bothModes("the filter bar's search field", () => {
  test("its label sits above the box, beside the placeholder and over typed text; the filter submits", async ({
    page,
  }) => {
    await login(page, "admin");
    await page.goto("/shipments");
    const field = page.getByRole("searchbox", { name: "Ara" }).and(page.locator("main input"));
    const label = page.locator("main form[role=search] label", { hasText: "Ara" });
    const above = async () => {
      const [l, f] = [await label.boundingBox(), await field.boundingBox()];
      return l!.y + l!.height / 2 < f!.y;
    };
    expect(await above()).toBe(true);
    await expect(field).toHaveAttribute("placeholder", /.+/);
    await field.focus();
    await field.fill("zzz-none");
    await page.locator("h1").click();
    await expect.poll(above).toBe(true);
    // The outline's notch is open for the label (the legend has its width).
    expect((await page.locator("main form[role=search] legend").first().boundingBox())!.width).toBeGreaterThan(10);
    await field.press("Enter");
    await expect(page).toHaveURL(/[?&]q=zzz-none/);
    await expect(page.getByTestId("shipments-total")).toHaveText("0 gönderi");
    await expect(page.getByRole("searchbox", { name: "Ara" }).and(page.locator("main input"))).toHaveValue("zzz-none");
  });
});
