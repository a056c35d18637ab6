import { bothModes, expect, login, test } from "./fixtures";

/**
 * The domestic price list: everyone signed in reads it; an admin adds a band and sets the courier settings with
 * JavaScript on and off, and round-trips the list through CSV; customers and agents cannot change it.
 * (The bands added here are above the seeded 30 kg, so no other test's price moves.)
 */
bothModes("domestic price list", (js) => {
  test("an admin adds a band and saves the courier settings", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/domestic-prices");
    const kg = js ? "40" : "50";
    await page.fill('form#band input[name="maxKg"]', kg);
    await page.fill('form#band input[name="sameCity"]', js ? "399,90" : "449,90");
    await page.fill('form#band input[name="betweenCities"]', "abc");
    await page.getByRole("button", { name: "Kademeyi kaydet" }).click();
    // A price that is not one: the message next to the field, the typed values kept.
    await expect(page.getByText("28,50 gibi bir fiyat girin").first()).toBeVisible();
    await expect(page.locator('form#band input[name="maxKg"]')).toHaveValue(kg);
    await page.fill('form#band input[name="betweenCities"]', js ? "549,90" : "599,90");
    await page.getByRole("button", { name: "Kademeyi kaydet" }).click();
    await expect(page.getByText("Kademe eklendi").first()).toBeVisible();
    await expect(page.getByTestId("domestic-bands")).toContainText(`${kg} kg kadar`);
    await expect(page.getByTestId("domestic-bands")).toContainText(js ? "₺549,90" : "₺599,90");

    await page.fill('input[name="deliveryAttempts"]', "12");
    await page.getByRole("button", { name: "Kaydet", exact: true }).click();
    await expect(page.getByText("1 ile 9 arasında bir sayı girin")).toBeVisible();
    await page.fill('input[name="deliveryAttempts"]', "3");
    await page.getByRole("button", { name: "Kaydet", exact: true }).click();
    await expect(page.getByText("Ayarlar kaydedildi").first()).toBeVisible();
    await expect(page.locator('input[name="deliveryAttempts"]')).toHaveValue("3");
  });
});

test("an admin downloads the list as CSV and imports it back with a new band", async ({ page }) => {
  await login(page, "admin");
  const response = await page.request.get("/domestic-prices.csv");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/csv");
  const csv = (await response.text()).replace(/^\ufeff/, "");
  expect(csv.split(/\r?\n/)[0]).toBe("max_kg,same_city,between_cities");
  expect(csv).toContain("3,109.90,139.90");
  const lines = csv.trim().split(/\r?\n/);
  const withBand = [...lines.slice(0, -1), "60,699.90,899.90", "bad,1,2", lines[lines.length - 1]].join("\n");
  await page.goto("/domestic-prices/import");
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: "domestic.csv", mimeType: "text/csv", buffer: Buffer.from(withBand) });
  await page.getByRole("button", { name: "İçe aktar" }).click();
  await expect(page.getByTestId("report-added-value")).toHaveText("1");
  await expect(page.getByTestId("report-rejected-value")).toHaveText("1");
  await expect(page.getByTestId("report-rejections")).toContainText("Geçersiz ağırlık");
  await page.goto("/domestic-prices");
  await expect(page.getByTestId("domestic-bands")).toContainText("60 kg kadar");
});

test("customers and agents read the list but cannot change it", async ({ page }) => {
  await login(page, "customer");
  await page.goto("/domestic-prices");
  await expect(page.getByTestId("domestic-bands")).toContainText("₺139,90");
  await expect(page.getByTestId("band-form")).toHaveCount(0);
  for (const path of ["/domestic-prices/import", "/domestic-prices.csv"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
  }
  const origin = new URL(page.url()).origin;
  const post = await page.request.post("/domestic-prices", {
    form: { intent: "save-band", maxKg: "1", sameCity: "1", betweenCities: "1" },
    headers: { Origin: origin },
  });
  expect(post.status()).toBe(403);
});
