import { test, expect, login, bothModes, uniqueEmail, latestMailTo, hydrated, DEMO_PASSWORD } from "./fixtures";
import { totp } from "../../app/lib/auth/totp.server";
import type { Page } from "@playwright/test";

async function registerCustomer(page: Page, email: string, js: boolean) {
  await page.goto("/register");
  await hydrated(page, js);
  await page.getByRole("textbox", { name: /^Ad soyad/ }).fill("İki Adım");
  await page.getByRole("textbox", { name: /^E-posta/ }).fill(email);
  await page.locator("input[name=password]").fill("Guclu-Sifre-42");
  await page.getByRole("textbox", { name: /^Vergi/ }).fill("10000000146");
  await page.getByLabel("Üyelik sözleşmesini okudum ve kabul ediyorum").check();
  await page.getByRole("button", { name: "Hesap oluştur" }).click();
  await expect(page).toHaveURL(/\/$/);
}

bothModes("two-factor sign-in", (js) => {
  test("set up with an authenticator code, then required at sign-in; recovery codes work once", async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    const email = uniqueEmail("mfa");
    await registerCustomer(page, email, js);
    await page.goto("/account#mfa");
    await hydrated(page, js);
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
    await hydrated(page, js);
    await page.getByRole("textbox", { name: /^E-posta/ }).fill(email);
    await page.locator("input[name=password]").fill("Guclu-Sifre-42");
    await page.locator("main form button[type=submit]").click();
    await expect(page).toHaveURL(/\/login\/verify/);
    await page.goto("/account");
    await hydrated(page, js);
    await expect(page).toHaveURL(/\/login/);
    await page.goto("/login/verify");
    await hydrated(page, js);
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
    await hydrated(page, js);
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
    await hydrated(page, js);
    await expect(page.getByTestId("mfa-on")).toContainText("8");

    // A password reset proves the mailbox only: the session still waits for the second factor.
    await context.clearCookies();
    await page.goto("/forgot-password");
    await hydrated(page, js);
    await page.getByRole("textbox", { name: /^E-posta/ }).fill(email);
    await page.getByRole("button", { name: "Sıfırlama bağlantısı gönder" }).click();
    await expect(page.getByTestId("forgot-sent")).toBeVisible();
    const link = new URL(/https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(await latestMailTo(email))![0]);
    await page.goto(link.pathname + link.search);
    await hydrated(page, js);
    await page.locator("input[name=password]").fill("Yepyeni-Sifre-3");
    await page.getByLabel("Yeni şifre (tekrar)").fill("Yepyeni-Sifre-3");
    await page.getByRole("button", { name: "Şifreyi değiştir" }).click();
    await expect(page.getByTestId("reset-done")).toBeVisible();
    const home = await page.request.get("/account", { maxRedirects: 0 });
    expect(home.status()).toBe(302);
    expect(home.headers().location).toContain("/login");
    await expect(page).toHaveURL(/\/login\/verify/, { timeout: 8000 });
    await page.getByLabel(/^Kod/).fill(codes[2]);
    await page.getByRole("button", { name: "Doğrula ve giriş yap" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("with ADMIN_MFA=required", () => {
  test.use({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}` });
  test("an administrator without it reaches only the account screen until it is set up", async ({ page }) => {
    // This server's tokens live 5 s / 10 s: no waiting for the landing page's scripts.
    await login(page, "admin", DEMO_PASSWORD, { waitForScripts: false });
    await expect(page).toHaveURL(/\/account\?mfa=required/);
    await expect(page.getByTestId("mfa-required")).toBeVisible();
    const blocked = await page.request.get("/outbox", { maxRedirects: 0 });
    expect(blocked.status()).toBe(302);
    expect(blocked.headers().location).toContain("/account?mfa=required");
    // So is its data request; the preferences stay open, as a form post and as the fetch the menus send.
    const blockedData = await page.request.get("/outbox.data?_routes=routes%2F_panel.outbox._index", {
      maxRedirects: 0,
    });
    expect(await blockedData.text()).toContain('"/account?mfa=required#mfa"');
    for (const path of ["/preferences", "/preferences.data"]) {
      const skin = await page.request.post(path, {
        form: { intent: "skin", skin: "dark", via: "fetch" },
        headers: { Origin: new URL(page.url()).origin },
        maxRedirects: 0,
      });
      expect(skin.status(), path).toBe(200);
      expect(skin.headers()["set-cookie"], path).toContain("skin=");
    }
  });
});
