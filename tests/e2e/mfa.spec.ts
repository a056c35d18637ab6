import { test, expect, login, bothModes, uniqueEmail } from "./fixtures";
import { totp } from "../../app/lib/totp.server";
import type { Page } from "@playwright/test";

async function registerCustomer(page: Page, email: string) {
  await page.goto("/register");
  await page.getByRole("textbox", { name: /^Ad soyad/ }).fill("İki Adım");
  await page.getByRole("textbox", { name: /^E-posta/ }).fill(email);
  await page.locator("input[name=password]").fill("Guclu-Sifre-42");
  await page.getByRole("textbox", { name: /^Vergi/ }).fill("10000000146");
  await page.getByLabel("Üyelik sözleşmesini okudum ve kabul ediyorum").check();
  await page.getByRole("button", { name: "Hesap oluştur" }).click();
  await expect(page).toHaveURL(/\/$/);
}

bothModes("two-factor sign-in", () => {
  test("set up with an authenticator code, then required at sign-in; recovery codes work once", async ({ page, context }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail("mfa");
    await registerCustomer(page, email);
    await page.goto("/account#mfa");
    await page.getByTestId("mfa-start").click();
    const secret = (await page.getByTestId("mfa-secret").innerText()).replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await page.getByLabel(/^6 haneli kod/).fill("000000");
    await page.getByRole("button", { name: "Aç", exact: true }).click();
    await expect(page.getByText("Bu kod geçerli değil")).toBeVisible();
    await page.getByLabel(/^6 haneli kod/).fill(totp(secret));
    await page.getByRole("button", { name: "Aç", exact: true }).click();
    await expect(page.getByTestId("recovery-codes").locator("li")).toHaveCount(10);
    const codes = (await page.getByTestId("recovery-codes").locator("li").allInnerTexts()).map((c) => c.trim());
    expect(codes).toHaveLength(10);

    // Sign out and in again: the password alone is not enough.
    await context.clearCookies();
    await page.goto("/login");
    await page.getByRole("textbox", { name: /^E-posta/ }).fill(email);
    await page.locator("input[name=password]").fill("Guclu-Sifre-42");
    await page.locator("main form button[type=submit]").click();
    await expect(page).toHaveURL(/\/login\/verify/);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login/);
    await page.goto("/login/verify");
    await page.getByLabel(/^Kod/).fill("123456");
    await page.getByRole("button", { name: "Doğrula ve giriş yap" }).click();
    await expect(page.getByText("Bu kod geçerli değil")).toBeVisible();
    await page.getByLabel(/^Kod/).fill(codes[0]);
    await page.getByRole("button", { name: "Doğrula ve giriş yap" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("kurtarma koduyla giriş yaptınız").first()).toBeVisible();

    // The same recovery code does not work twice.
    await context.clearCookies();
    await page.goto("/login");
    await page.getByRole("textbox", { name: /^E-posta/ }).fill(email);
    await page.locator("input[name=password]").fill("Guclu-Sifre-42");
    await page.locator("main form button[type=submit]").click();
    await page.getByLabel(/^Kod/).fill(codes[0]);
    await page.getByRole("button", { name: "Doğrula ve giriş yap" }).click();
    await expect(page.getByText("Bu kod geçerli değil")).toBeVisible();
    await page.getByLabel(/^Kod/).fill(codes[1]);
    await page.getByRole("button", { name: "Doğrula ve giriş yap" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/account#mfa");
    await expect(page.getByTestId("mfa-on")).toContainText("8");
  });
});

test.describe("with ADMIN_MFA=required", () => {
  test.use({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}` });
  test("an administrator without it reaches only the account screen until it is set up", async ({ page }) => {
    await login(page, "admin");
    await expect(page).toHaveURL(/\/account\?mfa=required/);
    await expect(page.getByTestId("mfa-required")).toBeVisible();
    const blocked = await page.request.get("/outbox", { maxRedirects: 0 });
    expect(blocked.status()).toBe(302);
    expect(blocked.headers().location).toContain("/account?mfa=required");
  });
});
