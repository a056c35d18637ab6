import type { Page } from "@playwright/test";
import { bothModes, expect, hydrated, registerCustomer, test, uniqueEmail } from "./fixtures";

/**
 * The shipment wizard as a new customer meets it, with JavaScript on and off: the direction comes
 * first and each address offers only the countries its side may have (so the last step accepts what
 * the earlier ones took), "documents" hides what does not apply to them, an error takes the focus
 * below the floating navbar, and the last step's entries survive a reload.
 */

/** The focused element's name and its distance from the top of the viewport. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLInputElement | null;
    return {
      name: el?.name ?? el?.id ?? "",
      top: el ? el.getBoundingClientRect().top : -1,
    };
  });
}

/** The bottom edge of the floating navbar (0 when there is none). */
async function navbarBottom(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector("header");
    return bar ? bar.getBoundingClientRect().bottom : 0;
  });
}

async function atStep(page: Page, step: "receiver" | "cargo") {
  await expect(page).toHaveURL(new RegExp(`step=${step}`));
  await expect(page.locator(step === "cargo" ? 'input[name="weight"]' : 'input[name="receiver.name"]')).toBeVisible();
}

bothModes("shipment wizard", (js) => {
  test("sending abroad: the receiver is abroad from the start and the booking goes through", async ({ page }) => {
    test.setTimeout(120_000);
    await registerCustomer(page, uniqueEmail("wizard"));
    await page.goto("/shipments/new");
    await hydrated(page, js);

    // The direction is the first choice; sending abroad keeps the sender in Turkey (prefilled from the profile).
    await expect(page.getByTestId("direction-export")).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator('select[name="sender.country"] option')).toHaveText(["Türkiye"]);
    await expect(page.locator('input[name="sender.zipCode"]')).toHaveAttribute("required", "");
    await page.fill('input[name="sender.address"], textarea[name="sender.address"]', "Caferağa Mah. Moda Cad. No:7");
    await page.fill('input[name="sender.city"]', "İstanbul");
    await page.fill('input[name="sender.county"]', "Kadıköy");
    await page.fill('input[name="sender.district"]', "Caferağa");
    await page.fill('input[name="sender.zipCode"]', "34710");
    await page.fill('input[name="sender.phone"]', "+90 532 123 45 67");
    await page.getByTestId("wizard-next").click();
    await atStep(page, "receiver");

    // The receiver: abroad, nothing chosen in advance and Turkey not offered.
    await expect(page.locator('select[name="receiver.country"]')).toHaveValue("");
    await expect(page.locator('select[name="receiver.country"] option[value="TR"]')).toHaveCount(0);
    await page.fill('input[name="receiver.name"]', "Anna Schmidt");
    await page.selectOption('select[name="receiver.country"]', "DE");
    await page.fill('input[name="receiver.city"]', "Köln");
    await page.fill('textarea[name="receiver.address"]', "Hohe Str. 52");
    await page.fill('input[name="receiver.zipCode"]', "50667");
    await page.fill('input[name="receiver.phone"]', "+49 221 555 0192");
    await page.getByTestId("wizard-next").click();
    await atStep(page, "cargo");
    await hydrated(page, js);

    // Documents: no value, currency, customs code or origin.
    await expect(page.getByTestId("direction-summary")).toContainText("Yurt dışına gönder");
    await expect(page.locator('select[name="currency"]')).toBeVisible();
    await page.getByLabel("Evrak").check();
    for (const name of ["currency", "unitPrice", "productCountry"])
      await expect(page.locator(`[name="${name}"]`)).toBeHidden();
    await expect(page.getByTestId("package-customs")).toBeHidden();
    await page.fill('input[name="weight"]', "0,4");
    await page.fill('textarea[name="specialNote"]', "Sözleşme asılları");

    // Creating without the acceptances: the first error takes the focus, below the navbar, not under it.
    await page.getByTestId("wizard-create").click();
    await expect(page.getByText("Taşıma koşullarını kabul etmelisiniz")).toBeVisible();
    await expect.poll(async () => (await focused(page)).name).toBe("acceptTransportTerms");
    const { top } = await focused(page);
    expect(top).toBeGreaterThanOrEqual(await navbarBottom(page));
    expect(top).toBeLessThan(page.viewportSize()!.height);

    // The step's entries survive a reload (kept as the draft as they are typed, or when posted).
    if (js) await page.waitForTimeout(3000);
    await page.goto("/shipments/new?step=cargo");
    await expect(page.locator('input[name="weight"]')).toHaveValue("0,4");
    await expect(page.locator('textarea[name="specialNote"]')).toHaveValue("Sözleşme asılları");
    await expect(page.getByLabel("Evrak")).toBeChecked();
    await hydrated(page, js);

    await page.check('input[name="acceptTransportTerms"]');
    await page.check('input[name="acceptUserAgreement"]');
    await page.getByTestId("wizard-create").click();
    await expect(page).toHaveURL(/\/shipments\/\d+$/);
    await expect(page.getByText(/numaralı gönderi oluşturuldu/).first()).toBeVisible();
    await expect(page.getByTestId("receiver-card")).toContainText("Köln");
  });

  test("getting from abroad: the sender is abroad and the receiver in Turkey", async ({ page }) => {
    await registerCustomer(page, uniqueEmail("wizard-in"));
    await page.goto("/shipments/new");
    await hydrated(page, js);
    await page.getByTestId("direction-import").click();
    await expect(page.getByTestId("direction-import")).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator('select[name="sender.country"]')).toHaveValue("");
    await expect(page.locator('select[name="sender.country"] option[value="TR"]')).toHaveCount(0);
    await page.fill('input[name="sender.name"]', "Jean Dupont");
    await page.selectOption('select[name="sender.country"]', "FR");
    await page.fill('input[name="sender.city"]', "Lyon");
    await page.fill('textarea[name="sender.address"]', "12 rue de la République");
    await page.fill('input[name="sender.phone"]', "+33 4 72 00 00 00");
    await page.getByTestId("wizard-next").click();
    await atStep(page, "receiver");
    // The customer in Turkey receives it: their own address fills the receiver.
    await expect(page.locator('select[name="receiver.country"] option')).toHaveText(["Türkiye"]);
    await expect(page.locator('input[name="receiver.name"]')).toHaveValue("Deniz Kaya");
  });
});
