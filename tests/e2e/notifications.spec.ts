import path from "node:path";
import Database from "better-sqlite3";
import type { Browser, Page } from "@playwright/test";
import { bothModes, dataDir, expect, hydrated, login, rememberScripts, test, uniqueEmail } from "./fixtures";

/**
 * Shipment notifications end to end, with JavaScript on and off: a fresh customer who allows mail books a
 * parcel to Germany; an agent adds a status event through the shipment screen, and the outbox gets the receiver's
 * mail and SMS in German and the sender's mail in Turkish, each with the public tracking link. Once the customer
 * turns mail off on /account, the next event mails only the receiver. An admin retries a failed notification
 * from the queue screen. (One booking a test: the wizard is not what is tested here.)
 */
const PASSWORD = "Kargo-Test-2026";

async function freshPage(browser: Browser, js: boolean, ip: string) {
  const context = await browser.newContext({
    javaScriptEnabled: js,
    locale: "tr-TR",
    extraHTTPHeaders: { "X-Forwarded-For": ip },
  });
  rememberScripts(context, js);
  return context.newPage();
}

const otherIp = (ip: string, last: number) => ip.replace(/\.\d+$/, `.${last}`);

/** Registers a customer who allows mail (not SMS), through the real form. */
async function registerCustomer(page: Page) {
  const email = uniqueEmail("notify");
  await page.goto("/register");
  await page.fill('input[name="name"]', "Deniz Bildirim");
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', PASSWORD);
  await page.fill('input[name="phone"]', "+90 532 123 45 67");
  await page.fill('input[name="taxId"]', "10000000146");
  await page.fill('textarea[name="address"]', "Caferağa Mah. Moda Cad. No:7, Kadıköy, İstanbul");
  await page.check('input[name="permissionMail"]');
  await page.check('input[name="acceptMembership"]');
  await page.locator("main form button[type=submit]").click();
  await expect(page).not.toHaveURL(/\/register/);
  return email;
}

async function atStep(page: Page, step: "receiver" | "cargo") {
  await expect(page).toHaveURL(new RegExp(`step=${step}`));
  await expect(page.locator(step === "cargo" ? 'input[name="weight"]' : 'input[name="receiver.name"]')).toBeVisible();
}

/** Books a document to Köln through the wizard; answers the shipment's id and tracking number. */
async function bookToGermany(page: Page, js: boolean, receiver: { email: string; phone: string }) {
  await page.goto("/shipments/new");
  await hydrated(page, js);
  await page.fill('input[name="sender.city"]', "İstanbul");
  await page.fill('input[name="sender.county"]', "Kadıköy");
  await page.fill('input[name="sender.district"]', "Caferağa");
  await page.fill('input[name="sender.zipCode"]', "34710");
  await page.getByTestId("wizard-next").click();
  await atStep(page, "receiver");
  await hydrated(page, js);
  await page.fill('input[name="receiver.name"]', "Anna Schmidt");
  await page.selectOption('select[name="receiver.country"]', "DE");
  await page.fill('input[name="receiver.city"]', "Köln");
  await page.fill('textarea[name="receiver.address"]', "Hohe Str. 52");
  await page.fill('input[name="receiver.zipCode"]', "50667");
  await page.fill('input[name="receiver.phone"]', receiver.phone);
  await page.fill('input[name="receiver.email"]', receiver.email);
  await page.getByTestId("wizard-next").click();
  await atStep(page, "cargo");
  await hydrated(page, js);
  await page.check('input[name="shippingType"][value="document"]');
  await page.fill('input[name="weight"]', "0,5");
  await page.check('input[name="acceptTransportTerms"]');
  await page.check('input[name="acceptUserAgreement"]');
  // The price preview refreshes as the cargo changes: book once it has settled, as a person reading it would.
  if (js) await page.waitForLoadState("networkidle");
  await page.getByTestId("wizard-create").click();
  await expect(page).toHaveURL(/\/shipments\/\d+$/, { timeout: 30_000 });
  const number = (await page.getByTestId("tracking-number").innerText()).trim();
  return { id: Number(page.url().split("/").pop()), number };
}

async function addEvent(agent: Page, js: boolean, id: number, status: string, location: string) {
  await agent.goto(`/shipments/${id}`);
  await hydrated(agent, js);
  await agent.selectOption('select[name="status"]', status);
  await agent.fill('form#add-event input[name="location"]', location);
  await agent.getByRole("button", { name: "Hareketi ekle" }).click();
  await expect(agent.getByText("Takip hareketi eklendi.").first()).toBeVisible();
}

/** The outbox rows found by a search (address or subject), as the admin's Outbox screen lists them. */
async function outboxRows(admin: Page, q: string): Promise<string[]> {
  await admin.goto(`/outbox?q=${encodeURIComponent(q)}`);
  return admin.getByTestId("outbox-list").locator("tbody tr, [role=row]").allInnerTexts();
}

/** Waits until the outbox has a row for `q` whose text matches `expected` (the worker sends right after the event). */
async function expectOutbox(admin: Page, q: string, expected: RegExp) {
  await expect
    .poll(async () => (await outboxRows(admin, q)).some((r) => expected.test(r)), { timeout: 20_000 })
    .toBe(true);
}

bothModes("shipment notifications", (js) => {
  test("a status event mails and texts the receiver in German and the sender as their account allows", async ({
    page,
    browser,
    clientIp,
  }) => {
    test.setTimeout(180_000);
    const customerEmail = await registerCustomer(page);
    const tag = Math.random().toString().slice(2, 8);
    const receiver = { email: `anna.${tag}@example.de`, phone: `+49 221 55${tag}` };
    const { id, number } = await bookToGermany(page, js, receiver);
    const spaced = `${number.slice(0, 2)} ${number.slice(2, 6)} ${number.slice(6, 10)} ${number.slice(10)}`;

    const agent = await freshPage(browser, js, otherIp(clientIp, 211));
    await login(agent, "agent");
    await addEvent(agent, js, id, "accepted", "İstanbul Merkez Şube");

    const admin = await freshPage(browser, js, otherIp(clientIp, 212));
    await login(admin, "admin");
    // The receiver: a mail and an SMS in German (the parcel goes to Germany), with the public tracking link.
    await expectOutbox(admin, receiver.email, new RegExp(`Sendung ${spaced}: Angenommen`));
    await expectOutbox(admin, receiver.phone, /Gönderi durumu \(SMS\)/);
    const sms = await outboxRows(admin, receiver.phone);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toContain(`Sendung ${spaced}: Angenommen`);
    await admin.getByTestId("outbox-list").getByRole("link", { name: receiver.phone }).first().click();
    await expect(admin.getByTestId("mail-to")).toHaveText(receiver.phone);
    const smsText = await admin.getByTestId("mail-body").innerText();
    expect(smsText).toMatch(new RegExp(`^Sendung ${spaced}: Angenommen \\(İstanbul Merkez Şube\\)\\. Verfolgen: http`));
    expect(smsText).toContain(`/tracking?number=${number}`);
    // Nothing personal in the SMS: neither the receiver's nor the sender's name.
    expect(smsText).not.toMatch(/Anna|Schmidt|Deniz|Bildirim/);
    await admin.goto(`/outbox?q=${encodeURIComponent(receiver.email)}`);
    await admin.getByTestId("outbox-list").getByRole("link", { name: receiver.email }).first().click();
    await expect(admin.getByTestId("mail-to")).toHaveText(receiver.email);
    const mailText = await admin.getByTestId("mail-body").innerText();
    expect(mailText).toContain("Das Paket");
    expect(mailText).toContain(`/tracking?number=${number}`);
    // The sender allowed mail: theirs is in Turkish, their account's language.
    await expectOutbox(admin, customerEmail, new RegExp(`Gönderi ${spaced}: Kabul edildi`));

    // The link in the mail opens public tracking, which shows the new status.
    const link = /https?:\/\/\S+\/tracking\?number=KG\d{11}/.exec(mailText)![0];
    const visitor = await freshPage(browser, js, otherIp(clientIp, 213));
    await visitor.goto(new URL(link).pathname + new URL(link).search);
    await expect(visitor.getByTestId("tracking-result")).toContainText("Kabul edildi");

    // The customer turns mail off on /account: the next event tells the receiver only.
    await page.goto("/account");
    await hydrated(page, js);
    await page.locator("#notifications-form").getByLabel("E-posta ile bilgilendirilmek istiyorum").uncheck();
    await page.locator("#notifications-form").locator("button[type=submit]").click();
    await expect(page.getByText("Bildirim izinleriniz kaydedildi").first()).toBeVisible();
    await addEvent(agent, js, id, "in_transit", "İstanbul Havalimanı");
    await expectOutbox(admin, receiver.email, new RegExp(`Sendung ${spaced}: Unterwegs`));
    await expectOutbox(admin, receiver.phone, /Gönderi durumu \(SMS\)/);
    expect((await outboxRows(admin, receiver.phone)).length).toBe(2);
    const toSender = await outboxRows(admin, customerEmail);
    expect(toSender.filter((r) => r.includes(`Gönderi ${spaced}`))).toHaveLength(1);
    expect(toSender.some((r) => r.includes("Yolda"))).toBe(false);

    // The queue screen lists the jobs: receiver mail and SMS of both events, the sender's mail of the first.
    await admin.goto("/outbox/notifications");
    await expect(admin.getByTestId("notify-list")).toContainText(receiver.phone);
    await expect(admin.getByTestId("notify-list")).toContainText(receiver.email);

    // A gateway that kept refusing: the first event's SMS as the worker leaves it after its last attempt. An
    // admin retries it from the queue screen and it goes out again.
    const db = new Database(path.join(dataDir(), "cargo.db"), { fileMustExist: true, timeout: 10_000 });
    try {
      const changed = db
        .prepare(
          "update notification_jobs set status = 'failed', attempts = 5, last_error = 'SMS gateway: HTTP 503' where id = (select min(id) from notification_jobs where shipment_id = ? and channel = 'sms' and audience = 'receiver')",
        )
        .run(id);
      expect(changed.changes).toBe(1);
    } finally {
      db.close();
    }
    await admin.goto("/outbox/notifications?status=failed");
    await hydrated(admin, js);
    const row = admin.getByTestId("notify-list").locator("tbody tr, [role=row]").filter({ hasText: receiver.phone });
    await expect(row).toContainText("SMS gateway: HTTP 503");
    await expect(row).toContainText("Başarısız");
    await row.getByRole("button", { name: "Yeniden dene" }).click();
    await expect(admin.getByText("Bildirim yeniden kuyruğa alındı.").first()).toBeVisible();
    await expect(admin).toHaveURL(/\/outbox\/notifications\?status=failed$/);
    await expect.poll(async () => (await outboxRows(admin, receiver.phone)).length, { timeout: 20_000 }).toBe(3);
    await admin.goto(`/outbox/notifications?status=failed`);
    // No failed job is left.
    await expect(admin.getByTestId("notify-list-empty")).toBeVisible();
  });
});

test("the queue screen is for admins only", async ({ page }) => {
  await login(page, "agent");
  expect((await page.goto("/outbox/notifications"))?.status()).toBe(403);
  const retry = await page.request.post("/outbox/notifications", {
    form: { intent: "retry", id: "1" },
    headers: { origin: new URL(page.url()).origin },
    maxRedirects: 0,
  });
  expect(retry.status()).toBe(403);
});
