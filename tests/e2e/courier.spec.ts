import path from "node:path";
import Database from "better-sqlite3";
import type { Browser, Page } from "@playwright/test";
import {
  bothModes,
  dataDir,
  expect,
  hydrated,
  login,
  registerCustomer,
  rememberScripts,
  test,
  uniqueEmail,
} from "./fixtures";

/**
 * Shipping like a courier, with JavaScript on and off: a domestic shipment from İstanbul/Kadıköy to
 * Ankara/Çankaya shows its price before booking (live, or with "calculate") and after; the receiver pays and a
 * cash-on-delivery amount is on the detail and the label; the branch's agent delivers it with the recipient's
 * name and the amount collected, and /cod lists it as collected. Another customer and an agent of another
 * branch get 404; public tracking shows the recipient's initials only.
 */

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

async function atStep(page: Page, step: "receiver" | "cargo") {
  await expect(page).toHaveURL(new RegExp(`step=${step}`));
  await expect(page.locator(step === "cargo" ? 'input[name="weight"]' : 'input[name="receiver.name"]')).toBeVisible();
}

/** An agent of a branch other than the shipment's (sample agents share the demo password). */
function agentOfAnotherBranch(shipmentId: number): string {
  const db = new Database(path.join(dataDir(), "cargo.db"), { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare(
        "select u.email from users u where u.role = 'agent' and u.is_active = 1 and u.branch_id <> (select branch_id from shipments where id = ?) order by u.id limit 1",
      )
      .get(shipmentId) as { email: string };
    return row.email;
  } finally {
    db.close();
  }
}

bothModes("courier shipment", (js) => {
  test("domestic with a price, receiver pays, cash on delivery collected and listed", async ({
    page,
    browser,
    clientIp,
  }) => {
    test.setTimeout(180_000);
    await registerCustomer(page, uniqueEmail("courier"), "Guclu-Sifre-42", "Deniz Kargocu");
    await page.goto("/shipments/new");
    await hydrated(page, js);

    // Within Türkiye: both sides offer only Türkiye.
    await page.getByTestId("direction-domestic").click();
    await expect(page.getByTestId("direction-domestic")).toHaveAttribute("aria-pressed", "true");
    await hydrated(page, js);
    await expect(page.locator('select[name="sender.country"] option')).toHaveText(["Türkiye"]);
    await page.fill('textarea[name="sender.address"]', "Moda Cad. No:7");
    await page.fill('input[name="sender.city"]', "İstanbul");
    await page.fill('input[name="sender.county"]', "Kadıköy");
    await page.fill('input[name="sender.district"]', "Caferağa");
    await page.fill('input[name="sender.zipCode"]', "34710");
    await page.fill('input[name="sender.phone"]', "+90 532 123 45 67");
    await page.getByTestId("wizard-next").click();
    await atStep(page, "receiver");
    await hydrated(page, js);

    await expect(page.locator('select[name="receiver.country"] option')).toHaveText(["Türkiye"]);
    await expect(page.locator('input[name="receiver.name"]')).toHaveValue("");
    await page.fill('input[name="receiver.name"]', "Mehmet Yılmaz");
    await page.fill('input[name="receiver.city"]', "Ankara");
    await page.fill('input[name="receiver.county"]', "Çankaya");
    await page.fill('input[name="receiver.district"]', "Kızılay");
    await page.fill('input[name="receiver.zipCode"]', "06420");
    await page.fill('textarea[name="receiver.address"]', "Atatürk Blv. No:98 D:7");
    await page.fill('input[name="receiver.phone"]', "+90 533 765 43 21");
    await page.getByTestId("wizard-next").click();
    await atStep(page, "cargo");
    await hydrated(page, js);

    // No customs for a domestic parcel; the price before booking: 3 desi (30 × 20 × 15 / 3000) beats 2 kg,
    // between cities in the seeded list's 3 kg band.
    await expect(page.getByTestId("package-customs")).toHaveCount(0);
    await page.fill('input[name="width"]', "30");
    await page.fill('input[name="length"]', "20");
    await page.fill('input[name="height"]', "15");
    await page.fill('input[name="weight"]', "2");
    if (!js) {
      await expect(page.getByTestId("price-preview")).toContainText("Ağırlık ve adet girildiğinde");
      await page.getByTestId("price-calculate").click();
      await expect(page).toHaveURL(/step=cargo/);
      await expect(page.locator('input[name="weight"]')).toHaveValue("2");
    }
    await expect(page.getByTestId("price-preview")).toContainText("₺139,90");
    await expect(page.getByTestId("price-preview")).toContainText("3 kg");

    // Above the admins' limit (50.000 TRY in the demo data): refused next to the field, nothing booked.
    await page.getByLabel("Alıcı öder").check();
    await page.fill('input[name="codAmount"]', "60.000");
    await page.getByLabel("Nakit").check();
    await page.check('input[name="acceptTransportTerms"]');
    await page.check('input[name="acceptUserAgreement"]');
    await page.getByTestId("wizard-create").click();
    await expect(page.getByText("Kapıda ödeme tutarı izin verilen üst sınırı aşıyor")).toBeVisible();
    await expect(page).toHaveURL(/step=cargo/);
    await page.fill('input[name="codAmount"]', "1.250");
    await expect(page.getByLabel("Alıcı öder")).toBeChecked();
    await expect(page.locator('input[name="acceptUserAgreement"]')).toBeChecked();
    await page.getByTestId("wizard-create").click();
    await expect(page).toHaveURL(/\/shipments\/\d+$/);
    const url = page.url();
    const id = Number(url.split("/").pop());
    await expect(page.getByTestId("carriage-price")).toHaveText("₺139,90");
    await expect(page.getByTestId("payer")).toHaveText("Alıcı öder");
    await expect(page.getByTestId("cod")).toContainText("₺1.250,00");
    await expect(page.getByTestId("cod")).toContainText("Tahsil edilecek");
    const number = (await page.getByTestId("tracking-number").innerText()).trim();

    // The label: receiver pays and the amount to collect, in large type; the list shows the price.
    await page.goto(`/shipments/${id}/label`);
    await expect(page.getByTestId("label-receiver-pays").first()).toHaveText("ALICI ÖDEMELİ");
    await expect(page.getByTestId("label-cod").first()).toContainText("₺1.250,00");
    await expect(page.getByTestId("label-price").first()).toContainText("₺139,90");
    await page.goto("/shipments");
    await expect(page.getByTestId("row-price").first()).toHaveText("₺139,90");

    // The branch's agent: out for delivery, one failed attempt, then delivered with the recipient and the amount.
    const agent = await freshPage(browser, js, otherIp(clientIp, 211));
    await login(agent, "agent");
    const addEvent = async (status: string, fill?: () => Promise<void>) => {
      await agent.goto(`/shipments/${id}`);
      await hydrated(agent, js);
      await agent.selectOption('select[name="status"]', status);
      await agent.fill('form#add-event input[name="location"]', "Ankara Şube");
      if (fill) await fill();
      await agent.getByRole("button", { name: "Hareketi ekle" }).click();
      await expect(agent.getByTestId("timeline-event").first()).toHaveAttribute("data-status", status);
    };
    await addEvent("accepted");
    await addEvent("in_transit");
    await addEvent("out_for_delivery");
    await addEvent("out_for_delivery", async () => {
      await agent.selectOption('select[name="failureReason"]', "closed");
      await agent.fill('input[name="nextAttemptOn"]', "2026-12-01");
    });
    await expect(agent.getByTestId("event-outcome").first()).toContainText("Teslim edilemedi: adres kapalı");
    await addEvent("delivered", async () => {
      await agent.fill('input[name="recipientName"]', "Mehmet Yılmaz");
      await agent.getByLabel(/Kapıda ödeme tahsil edildi/).check();
    });
    await expect(agent.getByTestId("event-outcome").first()).toContainText("Teslim alan: Mehmet Yılmaz");
    await expect(agent.getByTestId("cod")).toContainText("Tahsil edildi");

    // The customer's COD list: collected, with the amount; the totals count it.
    await page.goto("/cod?state=collected");
    await expect(page.getByTestId("cod-list")).toContainText(number.slice(-3));
    await expect(page.getByTestId("cod-list")).toContainText("Mehmet Yılmaz");
    await expect(page.getByTestId("cod-total-collected")).toContainText("₺1.250,00");
    await agent.goto("/cod?state=collected");
    await expect(agent.getByTestId("cod-list")).toContainText("Mehmet Yılmaz");

    // Public tracking: the outcome, the recipient's initials only.
    const visitor = await freshPage(browser, js, otherIp(clientIp, 212));
    await visitor.goto(`/tracking?number=${number.replace(/\s/g, "")}`);
    await expect(visitor.getByTestId("tracking-timeline")).toContainText("Teslim alan: M. Y.");
    expect(await visitor.content()).not.toContain("Mehmet");

    // Another customer and an agent of another branch: 404, and nothing of it in their COD lists.
    const other = await freshPage(browser, js, otherIp(clientIp, 213));
    await login(other, "corporate");
    const far = await freshPage(browser, js, otherIp(clientIp, 214));
    await login(far, agentOfAnotherBranch(id));
    for (const outsider of [other, far]) {
      for (const p of [`/shipments/${id}`, `/shipments/${id}/label`]) {
        const response = await outsider.goto(p);
        expect(response?.status(), p).toBe(404);
      }
      await outsider.goto("/cod?state=collected");
      await expect(outsider.locator("main")).toContainText(/Kapıda ödemeler/);
      await expect(outsider.locator("main")).not.toContainText("Mehmet Yılmaz");
    }
  });
});
