import { test, expect, login, bothModes, hydrated, latestMailTo, uniqueEmail, DEMO_PASSWORD } from "./fixtures";
import type { Page } from "@playwright/test";

async function register(page: Page, email: string, password = "Yeni-Sifre-2026") {
  await page.goto("/register");
  await page.getByLabel("Ad soyad").fill("Deniz Kaya");
  await page.getByRole("textbox", { name: /^E-posta/ }).fill(email);
  await page.locator("input[name=password]").fill(password);
  await page.getByLabel("Vergi / T.C. kimlik numarası").fill("10000000146");
  await page.getByLabel("Üyelik sözleşmesini okudum ve kabul ediyorum").check();
  await page.getByRole("button", { name: "Hesap oluştur" }).click();
  await expect(page).toHaveURL(/\/$/);
}

bothModes("login", (js) => {
  test("signs in and shows the success message", async ({ page }) => {
    await login(page, "admin", DEMO_PASSWORD, { throughForm: true });
    await expect(page.getByText("Başarıyla giriş yaptınız").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ana sayfa" })).toBeVisible();
    await expect(page.getByTestId("stat-customers-value")).toHaveText(/\d+/);
  });

  test("refuses wrong credentials with a clear message and no session", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("textbox", { name: /^E-posta/ }).fill("customer@kargo.test");
    await page.getByLabel("Şifre").fill("wrong-password");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/login")),
      page.locator("main form button[type=submit]").click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByTestId("form-error")).toHaveText("E-posta veya şifre hatalı");
    await expect(page.getByRole("textbox", { name: /^E-posta/ })).toHaveValue("customer@kargo.test");
    // Without JavaScript the page comes from the server, which never sends a password back.
    if (!js) await expect(page.getByLabel("Şifre")).toHaveValue("");
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount/);
  });

  test("returns to the page asked for after signing in", async ({ page }) => {
    await page.goto("/outbox");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Foutbox/);
    await page.getByRole("textbox", { name: /^E-posta/ }).fill("admin@kargo.test");
    await page.getByLabel("Şifre").fill(DEMO_PASSWORD);
    await page.locator("main form button[type=submit]").click();
    await expect(page).toHaveURL(/\/outbox$/);
  });
});

test("a data request while signed out sends the page itself, not the data URL, to the login", async ({ request }) => {
  // Client navigations fetch `<page>.data?_routes=…`; loaders and actions get that request as it came
  // (future.v8_passThroughRequests), so the login redirect must name the page: its path and its own query only.
  const cases: [string, string][] = [
    ["/outbox.data?_routes=routes%2F_panel.outbox._index", "/login?redirectTo=%2Foutbox"],
    [
      "/shipments.data?status=delivered&_routes=root%2Croutes%2F_panel%2Croutes%2F_panel.shipments._index",
      "/login?redirectTo=%2Fshipments%3Fstatus%3Ddelivered",
    ],
    ["/branches.data?q=izmir", "/login?redirectTo=%2Fbranches%3Fq%3Dizmir"],
    ["/_.data", "/login"],
  ];
  for (const [path, target] of cases) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(202);
    const body = await response.text();
    expect(body, path).toContain("SingleFetchRedirect");
    expect(body, path).toContain(`"${target}"`);
    expect(body, path).not.toContain(".data");
    expect(body, path).not.toContain("_routes");
  }
});

test("limits repeated failures for one account, without counting successes", async ({
  page,
  request,
  playwright,
  baseURL,
}) => {
  const email = uniqueEmail("limit");
  await register(page, email, "Dogru-Sifre-1");
  // One address for every attempt: the account's counter at that address (five failures) is the one that trips.
  const address = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
  const attempt = (password: string) =>
    request.post("/login", { form: { email, password }, maxRedirects: 0, headers: { "X-Forwarded-For": address } });
  for (let i = 0; i < 3; i++) expect((await attempt("wrong-one")).status()).toBe(400);
  // The success is sent from a separate client at the same address, so `request` stays signed out.
  const other = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": address } });
  expect((await other.post("/login", { form: { email, password: "Dogru-Sifre-1" }, maxRedirects: 0 })).status()).toBe(
    303,
  );
  await other.dispose();
  // A success starts the count again: five more failures are answered, the sixth is limited.
  for (let i = 0; i < 5; i++) expect((await attempt("wrong-one")).status()).toBe(400);
  const limited = await attempt("wrong-one");
  expect(limited.status()).toBe(429);
  expect(limited.headers()["retry-after"]).toMatch(/^\d+$/);
  expect(await limited.text()).toContain("dakika sonra yeniden deneyin");
});

bothModes("register", () => {
  test("keeps what was typed on errors and signs the new customer in", async ({ page }) => {
    const email = uniqueEmail("reg");
    await page.goto("/register");
    await page.getByLabel("Ad soyad").fill("Deniz Kaya");
    await page.getByRole("textbox", { name: /^E-posta/ }).fill(email);
    await page.locator("input[name=password]").fill("short");
    await page.getByLabel("Vergi / T.C. kimlik numarası").fill("10000000145");
    await page.getByRole("button", { name: "Hesap oluştur" }).click();
    await expect(page.getByText("Şifre en az 8 karakter olmalıdır")).toBeVisible();
    await expect(page.getByText("Geçerli bir 11 haneli T.C. kimlik numarası girin")).toBeVisible();
    await expect(page.getByText("Üyelik sözleşmesini kabul etmelisiniz")).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^E-posta/ })).toHaveValue(email);
    await expect(page.getByLabel("Ad soyad")).toHaveValue("Deniz Kaya");

    await page.getByTestId("membership-agreement").locator("summary").click();
    await expect(page.getByText(/KVKK/)).toBeVisible();
    await page.locator("input[name=password]").fill("Yeni-Sifre-2026");
    await page.getByLabel("Vergi / T.C. kimlik numarası").fill("10000000146");
    await page.getByLabel("Üyelik sözleşmesini okudum ve kabul ediyorum").check();
    await page.getByRole("button", { name: "Hesap oluştur" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Hoş geldiniz! Hesabınız hazır.").first()).toBeVisible();
    await expect(page.getByText("Hesabınıza genel bakış.")).toBeVisible();
  });

  test("says when the email is taken", async ({ page }) => {
    await page.goto("/register");
    await page.getByLabel("Ad soyad").fill("Başka Biri");
    await page.getByRole("textbox", { name: /^E-posta/ }).fill("customer@kargo.test");
    await page.locator("input[name=password]").fill("Yeni-Sifre-2026");
    await page.getByLabel("Vergi / T.C. kimlik numarası").fill("10000000146");
    await page.getByLabel("Üyelik sözleşmesini okudum ve kabul ediyorum").check();
    await page.getByRole("button", { name: "Hesap oluştur" }).click();
    await expect(page.getByText("Bu e-posta adresi zaten kullanılıyor.")).toBeVisible();
  });
});

bothModes("forgot and reset password", (js) => {
  test("sends a link through the outbox and sets a new password", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail(js ? "resetjs" : "resetnojs");
    await register(page, email, "Eski-Sifre-1");
    await page.context().clearCookies();

    await page.goto("/forgot-password");
    await hydrated(page, js);
    await page.getByRole("textbox", { name: /^E-posta/ }).fill(email);
    await page.getByRole("button", { name: "Sıfırlama bağlantısı gönder" }).click();
    await expect(page.getByTestId("forgot-sent")).toHaveText("Şifre sıfırlama talebiniz e-posta adresinize gönderildi");
    if (js) await expect(page.getByTestId("forgot-submit")).toBeDisabled();

    // A resend before 30 seconds is refused by the server too.
    const again = await page.request.post("/forgot-password", { form: { email } });
    expect(again.status()).toBe(429);

    const mail = await latestMailTo(email);
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail)?.[0];
    expect(link).toBeTruthy();
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await page.locator("input[name=password]").fill("Yepyeni-Sifre-2");
    await page.getByLabel("Yeni şifre (tekrar)").fill("Yepyeni-Sifre-2");
    await page.getByRole("button", { name: "Şifreyi değiştir" }).click();
    await expect(page.getByTestId("reset-done")).toHaveText("Şifreniz başarıyla değiştirildi");
    await expect(page.getByText("Ana sayfaya yönlendiriliyorsunuz")).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 8000 });

    // The link works once; the new password signs in.
    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page.getByTestId("reset-invalid")).toBeVisible();
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await login(other, email, "Yepyeni-Sifre-2");
    await fresh.close();
  });
});

test("the same answer for an unknown email", async ({ page }) => {
  await page.goto("/forgot-password");
  await page.getByRole("textbox", { name: /^E-posta/ }).fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "Sıfırlama bağlantısı gönder" }).click();
  await expect(page.getByTestId("forgot-sent")).toBeVisible();
});

bothModes("logout", () => {
  test("ends the session and the old cookie is useless", async ({ page, context }) => {
    await login(page, "customer");
    const before = (await context.cookies()).find((c) => c.name === "__session");
    expect(before).toBeTruthy();
    await page.getByLabel("Kullanıcı menüsü").click();
    await page.getByTestId("logout").click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByText("Oturumunuz kapatıldı").first()).toBeVisible();
    // Replay the cookie from before the logout: still signed out.
    await context.addCookies([before!]);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login/);
  });
});

test.describe("session expiry", () => {
  test.use({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 1}` });

  test("renews tokens while active and ends an idle session with a message", async ({ page }) => {
    test.setTimeout(75_000);
    // Timed against 5 s / 10 s token lifetimes: no waiting for the landing page's scripts.
    await login(page, "agent", DEMO_PASSWORD, { waitForScripts: false });
    // Active: requests within the refresh lifetime (10 s) renew both tokens (sliding session),
    // so the session outlives its first access token (5 s).
    for (let i = 0; i < 3; i++) {
      await page.waitForTimeout(3000);
      await page.goto("/account");
      await expect(page.getByRole("heading", { name: "Hesap ayarları" })).toBeVisible();
    }
    // Idle past the refresh token's lifetime: signed out with the spec's message.
    await page.waitForTimeout(12_000);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount/);
    await expect(page.getByText("Oturum süreniz doldu").first()).toBeVisible();
  });
});

test.describe("registration from abroad (JS off, in German)", () => {
  test.use({ javaScriptEnabled: false, locale: "de-DE" });

  test("a German individual registers with a passport number; the Turkish id is not asked", async ({ page }) => {
    const email = uniqueEmail("de");
    await page.goto("/register");
    // The country follows the language read; the id field is required (it carries the asterisk).
    await expect(page.locator('select[name="country"]')).toHaveValue("DE");
    await expect(page.locator('input[name="taxId"]')).toHaveAttribute("required", "");
    await page.getByLabel("Vollständiger Name").fill("Anna Schmidt");
    await page.getByRole("textbox", { name: /^E-Mail/ }).fill(email);
    await page.locator("input[name=password]").fill("Sicheres-Passwort-26");
    // A Turkish national id shape is not what a German resident gives: a passport or id number is.
    await page.locator('input[name="taxId"]').fill("12");
    await page.getByLabel("Ich habe den Mitgliedschaftsvertrag gelesen und akzeptiere ihn").check();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/register")),
      page.getByRole("button", { name: "Konto erstellen" }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByText("Geben Sie Ihre Reisepass- oder Ausweisnummer ein")).toBeVisible();
    await expect(page.locator('select[name="country"]')).toHaveValue("DE");
    await expect(page.getByLabel("Vollständiger Name")).toHaveValue("Anna Schmidt");

    await page.locator("input[name=password]").fill("Sicheres-Passwort-26");
    await page.locator('input[name="taxId"]').fill("C01X00T47");
    await page.getByLabel("Ich habe den Mitgliedschaftsvertrag gelesen und akzeptiere ihn").check();
    await page.getByRole("button", { name: "Konto erstellen" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Willkommen! Ihr Konto ist eingerichtet.").first()).toBeVisible();
  });
});
