import { bothModes, expect, hydrated, test } from "./fixtures";

/**
 * Public tracking: what a visitor typed that cannot be a tracking number (not "KG" and 11 digits) is
 * answered with the format the field's help states, next to the field and with the text kept (400, as
 * every form's bad input); a number of the right shape that matches no shipment still says "No Results".
 */
bothModes("tracking number format", (js) => {
  test("a malformed number gets the format message; a well-formed unknown one gets No Results", async ({ page }) => {
    const response = await page.goto("/tracking");
    expect(response?.status()).toBe(200);
    // The public screens start their scripts on the visitor's first move (nothing to wait for without JavaScript).
    await hydrated(page, js);
    const field = page.locator("input[name=number]");
    const send = async (value: string) => {
      await field.fill(value);
      if (js) await field.press("Enter");
      else await Promise.all([page.waitForURL(/number=/), page.getByRole("button", { name: "Sorgula" }).click()]);
      await expect(page).toHaveURL(new RegExp(`number=${encodeURIComponent(value).replace(/%20/g, "(\\+|%20)")}`));
    };

    await send("abc");
    const message = page.getByText("Takip numarası KG ve ardından 11 rakamdan oluşur, örneğin KG 1234 5678 901.");
    await expect(message).toBeVisible();
    await expect(field).toHaveValue("abc");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    // The message is the field's own description, not a separate alert.
    const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
    expect(describedBy).not.toBe("");
    await expect(page.locator(`[id="${describedBy.split(" ")[0]}"]`)).toHaveText(/KG ve ardından 11 rakamdan oluşur/);
    await expect(page.getByTestId("tracking-none")).toHaveCount(0);

    // Too short, a letter among the digits, a wrong prefix: all malformed.
    for (const value of ["KG123", "KG1234567890X", "AB12345678901"]) {
      await send(value);
      await expect(message).toBeVisible();
      await expect(field).toHaveValue(value);
      await expect(page.getByTestId("tracking-none")).toHaveCount(0);
    }

    // The right shape (any case, spaces between groups), no such shipment: No Results, no format message.
    await send("kg 1234 5678 901");
    await expect(page.getByTestId("tracking-none")).toHaveText("Sonuç bulunamadı");
    await expect(message).toHaveCount(0);
    await expect(field).toHaveValue("kg 1234 5678 901");
    await expect(field).not.toHaveAttribute("aria-invalid", "true");
  });
});

test("the status codes: 400 for a malformed number, 200 for No Results and the empty form", async ({ request }) => {
  const malformed = await request.get("/tracking?number=abc");
  expect(malformed.status()).toBe(400);
  const html = await malformed.text();
  expect(html).toContain("Takip numarası KG ve ardından 11 rakamdan oluşur");
  expect(html).toMatch(/<input[^>]*name="number"[^>]*value="abc"|<input[^>]*value="abc"[^>]*name="number"/);
  expect((await request.get("/tracking?number=KG12345678901")).status()).toBe(200);
  expect((await request.get("/tracking")).status()).toBe(200);
  // In English too.
  const english = await request.get("/tracking?number=abc&lng=en");
  expect(english.status()).toBe(400);
  expect(await english.text()).toContain(
    "A tracking number is KG followed by 11 digits, for example KG 1234 5678 901.",
  );
});
