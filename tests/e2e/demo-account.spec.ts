import { bothModes, expect, hydrated, login, test } from "./fixtures";

// One sample account for the whole process: these tests run one after the other.
test.describe.configure({ mode: "serial" });

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

bothModes("demo account settings", (js) => {
  test("each tab saves, refuses bad values next to the field, and survives a reload", async ({ page }) => {
    await login(page, "admin");
    const name = `Deniz ${js ? "JS" : "HTML"}`;
    await page.goto("/apps/account-settings?tab=general");
    await hydrated(page, js);
    const form = page.getByTestId("settings-form");
    await form.locator("[name=fullName]").fill(name);
    await form.locator("[name=email]").fill("not-an-email");
    await form.getByTestId("save-settings").click();
    await expect(form.locator("[name=email]")).toHaveAttribute("aria-invalid", "true");
    await expect(form.locator("[name=fullName]")).toHaveValue(name);
    await form.locator("[name=email]").fill("deniz@example.com");
    await form.locator("input[type=file]").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    await form.getByTestId("save-settings").click();
    await expect(page.getByTestId("avatar").locator("img")).toHaveAttribute("src", /^\/uploads\/.+\.png$/);
    await page.reload();
    await expect(page.getByTestId("settings-form").locator("[name=fullName]")).toHaveValue(name);
    const api = await (await page.request.get("/mock/account-setting/data")).json();
    expect(api.general).toMatchObject({ fullName: name, email: "deniz@example.com" });

    await page.goto("/apps/account-settings?tab=info");
    await hydrated(page, js);
    await page.locator("[name=website]").fill("kargo dot com");
    await page.locator("[name=dob]").fill("2999-01-01");
    await page.getByTestId("save-settings").click();
    await expect(page.locator("[name=website]")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("[name=dob]")).toHaveAttribute("aria-invalid", "true");
    await page.locator("[name=website]").fill("https://kargo.example.org");
    await page.locator("[name=dob]").fill("1990-05-06");
    await page.getByTestId("save-settings").click();
    await page.reload();
    await expect(page.locator("[name=website]")).toHaveValue("https://kargo.example.org");
    await expect(page.locator("[name=dob]")).toHaveValue("1990-05-06");

    await page.goto("/apps/account-settings?tab=notifications");
    await hydrated(page, js);
    const follow = page.locator("input[name=on][value=followMe]");
    const was = await follow.isChecked();
    await follow.setChecked(!was);
    await page.getByTestId("save-settings").click();
    await expect(page).toHaveURL(/tab=notifications/);
    await page.reload();
    await expect(page.locator("input[name=on][value=followMe]")).toBeChecked({ checked: !was });
  });
});

test("a file that is not a picture is refused, and social links are checked", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/apps/account-settings");
  await page
    .locator("input[type=file]")
    .setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("<script>alert(1)</script>") });
  await page.getByTestId("save-settings").click();
  await expect(page.locator("#avatar-help")).toContainText("kabul ettiğimiz bir resim değil");

  await page.goto("/apps/account-settings?tab=social");
  await page.locator("[name=quora]").fill("javascript:alert(1)");
  await page.getByTestId("save-settings").click();
  await expect(page.locator("[name=quora]")).toHaveAttribute("aria-invalid", "true");
  await page.locator("[name=quora]").fill("https://quora.com/kargo");
  await page.locator("input[name=connections][value=github]").check();
  await page.getByTestId("save-settings").click();
  await page.reload();
  await expect(page.locator("[name=quora]")).toHaveValue("https://quora.com/kargo");
  await expect(page.locator("input[name=connections][value=github]")).toBeChecked();
});
