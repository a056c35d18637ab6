import { test, expect, login, bothModes, hydrated, registerCustomer, latestMailTo, uniqueEmail } from "./fixtures";

bothModes("preferences", (js) => {
  test("switches the language and keeps it", async ({ page }) => {
    await page.goto("/login");
    await hydrated(page, js);
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    await page.getByLabel("Dil").click();
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await page.goto("/login?lng=de");
    await expect(page.getByRole("heading", { name: "Anmelden" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await page.goto("/login");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  test("switches to the dark skin and keeps it", async ({ page }) => {
    await page.goto("/login");
    await hydrated(page, js);
    await expect(page.locator("html")).toHaveAttribute("data-skin", "light");
    await page.getByTestId("skin-toggle").click();
    await expect(page.locator("html")).toHaveAttribute("data-skin", "dark");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-skin", "dark");
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe("rgb(244, 246, 251)");
  });

  test("the collapsed menu survives a reload", async ({ page }) => {
    await login(page, "admin");
    await hydrated(page, js);
    const menu = page.getByTestId("side-menu");
    await expect(menu).toHaveAttribute("data-collapsed", "false");
    await Promise.all([
      page.waitForResponse((r) => r.url().includes("/preferences")),
      page.getByTestId("menu-collapse").click(),
    ]);
    await expect(menu).toHaveAttribute("data-collapsed", "true");
    await page.reload();
    await expect(menu).toHaveAttribute("data-collapsed", "true");
    await hydrated(page, js);
    await page.getByTestId("menu-collapse").click();
    await expect(menu).toHaveAttribute("data-collapsed", "false");
  });

  test("the template demo section starts closed, opens, and stays open after a reload", async ({ page }) => {
    await login(page, "admin");
    await hydrated(page, js);
    const menu = page.getByTestId("side-menu");
    const toggle = page.getByTestId("menu-section-demo");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(menu.locator('a[href="/apps/email"]')).toHaveCount(0);
    await Promise.all([page.waitForResponse((r) => r.url().includes("/preferences")), toggle.click()]);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(menu.locator('a[href="/apps/email"]')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("menu-section-demo")).toHaveAttribute("aria-expanded", "true");
    await hydrated(page, js);
    await page.getByTestId("menu-section-demo").click();
    await expect(page.getByTestId("menu-section-demo")).toHaveAttribute("aria-expanded", "false");
    await expect(menu.locator('a[href="/apps/email"]')).toHaveCount(0);
  });
});

test("only admins see the template demo section", async ({ page }) => {
  await login(page, "agent");
  await expect(page.getByTestId("side-menu")).toBeVisible();
  await expect(page.getByTestId("menu-section-demo")).toHaveCount(0);
});

test("old links to the website pages screen arrive at /site-pages", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/pages");
  await expect(page).toHaveURL(/\/site-pages$/);
  await page.goto("/pages/new");
  await expect(page).toHaveURL(/\/site-pages\/new$/);
  expect((await page.request.get("/pages/not-a-page")).status()).toBe(404);
});

test("the side menu marks the current screen, prefetches the one pointed at and opens it in place", async ({
  page,
}) => {
  await login(page, "admin");
  await page.goto("/shipments/new");
  await hydrated(page);
  const menu = page.getByTestId("side-menu");
  // The current screen, not the list above it ("Gönderilerim" is an `end` item).
  await expect(menu.locator('a[aria-current="page"]')).toHaveCount(1);
  await expect(menu.locator('a[aria-current="page"]')).toHaveAttribute("href", "/shipments/new");
  await expect(menu.locator('a[aria-current="page"]')).toHaveClass(/\bactive\b/);
  const freight = menu.getByRole("link", { name: "Navlun talepleri" });
  await freight.hover();
  await expect(page.locator('link[rel="prefetch"][href*="freight.data"]')).toHaveCount(1);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await freight.click();
  await expect(page).toHaveURL(/\/freight$/);
  await expect(page.getByRole("heading", { name: "Navlun talepleri", level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await expect(menu.locator('a[aria-current="page"]')).toHaveAttribute("href", "/freight");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  bothModes("menu", () => {
    test("opens the slide-in menu and navigates", async ({ page }) => {
      await login(page, "admin");
      await page.getByTestId("mobile-menu-button").click();
      await page.locator("#mobile-menu").getByRole("link", { name: "Hesap ayarları" }).click();
      await expect(page).toHaveURL(/\/account/);
      await expect(page.getByRole("heading", { name: "Hesap ayarları" })).toBeVisible();
    });
  });

  test("lists fit the screen: nothing makes the page wider than the phone", async ({ page }) => {
    await login(page, "admin");
    for (const path of ["/shipments", "/banners", "/freight", "/offers", "/users"]) {
      await page.goto(path);
      const [scroll, client] = await page.evaluate(() => [
        document.documentElement.scrollWidth,
        document.documentElement.clientWidth,
      ]);
      expect(scroll, path).toBeLessThanOrEqual(client);
    }
  });

  test("a reloaded page opens where it was left; a new visit opens at the top", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/shipments");
    await hydrated(page);
    expect(await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(600);
    await page.evaluate(() => window.scrollTo(0, 500));
    // Once hydrated, React Router keeps the positions itself (in sessionStorage, under the entry's history key).
    expect(await page.evaluate(() => window.history.scrollRestoration)).toBe("manual");
    // The position is back when parsing ends, before any module runs (Chromium restores a reload itself; the
    // inline script of React Router's <ScrollRestoration> restores from its store otherwise).
    await page.addInitScript(() =>
      document.addEventListener(
        "DOMContentLoaded",
        () => ((window as unknown as { yAtParse: number }).yAtParse = window.scrollY),
      ),
    );
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { yAtParse: number }).yAtParse)).toBe(500);
    // A new history entry gets its key from the inline script (the page has not hydrated) and opens at the top.
    await page.goto("/freight");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.evaluate(() => typeof window.history.state?.key)).toBe("string");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  });
});

test("a customer gets the not-authorized page on an admin screen", async ({ page }) => {
  await login(page, "customer");
  const response = await page.goto("/outbox");
  expect(response?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Bu sayfaya erişim yetkiniz yok" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Giden e-postalar" })).toHaveCount(0);
  const data = await page.request.get("/outbox.data");
  expect(data.status()).toBe(403);
  // The menu does not offer it either.
  await expect(page.getByRole("link", { name: "Giden e-postalar" })).toHaveCount(0);
});

test("unknown pages answer 404 with Page Not Found", async ({ page }) => {
  const response = await page.goto("/no-such-page/at-all");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Sayfa bulunamadı" })).toBeVisible();
  const en = await page.goto("/missing?lng=en");
  expect(en?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
});

test("security headers on pages, data and resources; cross-site writes refused", async ({ request }) => {
  for (const path of ["/login", "/no-such-page", "/healthz", "/login.data"]) {
    const r = await request.get(path);
    const h = r.headers();
    expect(h["x-content-type-options"], path).toBe("nosniff");
    expect(h["referrer-policy"], path).toBeTruthy();
    expect(h["content-security-policy"], path).toContain("frame-ancestors 'none'");
  }
  const page = await request.get("/login");
  expect(page.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(page.headers()["content-security-policy"]).not.toContain("unsafe-inline' 'nonce");
  const evil = await request.post("/login", {
    form: { email: "admin@kargo.test", password: "Demo1234!" },
    headers: { Origin: "https://evil.test" },
    maxRedirects: 0,
  });
  expect(evil.status()).toBe(403);
  expect(evil.headers()["set-cookie"] ?? "").not.toContain("__session");
  const health = await request.get("/healthz");
  expect(await health.json()).toEqual({ status: "ok" });
});

bothModes("account settings", (js) => {
  test("saves the profile, refuses a wrong current password, saves permissions", async ({ page }) => {
    // A customer of its own: the JS-on and JS-off runs go in parallel and must not share an account.
    await registerCustomer(page);
    await page.goto("/account");
    await hydrated(page, js);
    const phone = `+90 212 ${Math.floor(100 + Math.random() * 899)} 11 22`;
    await page.getByLabel("Telefon").fill(phone);
    await page.locator("#profile").getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText("Profiliniz kaydedildi").first()).toBeVisible();
    await expect(page.getByLabel("Telefon")).toHaveValue(phone);

    await page.locator("#password").getByLabel("Mevcut şifre").fill("not-my-password");
    await page.locator("input[name=newPassword]").fill("Baska-Sifre-9");
    await page.getByLabel("Yeni şifre (tekrar)").fill("Baska-Sifre-9");
    await page.getByRole("button", { name: "Şifreyi değiştir" }).click();
    await expect(page.getByText("Mevcut şifre yanlış")).toBeVisible();

    const sms = page.locator("#notifications").getByLabel("SMS ile bilgilendirilmek istiyorum");
    const was = await sms.isChecked();
    await sms.setChecked(!was);
    await page.locator("#notifications").getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText("Bildirim izinleriniz kaydedildi").first()).toBeVisible();
    await expect(page.locator("#notifications").getByLabel("SMS ile bilgilendirilmek istiyorum")).toBeChecked({
      checked: !was,
    });
  });
});

bothModes("account e-mail", (js) => {
  test("verifies the address, and moves it only with the password and the link mailed to the new one", async ({
    page,
  }) => {
    const { email, password } = await registerCustomer(page);
    await page.goto("/account");
    await hydrated(page, js);
    const section = page.locator("#email");
    await expect(section.getByTestId("account-email")).toContainText(email);
    await expect(section.getByTestId("email-unverified")).toBeVisible();
    await section.getByRole("button", { name: "Doğrulama bağlantısı gönder" }).click();
    await expect(page.getByText("Doğrulama bağlantısı adresinize gönderildi").first()).toBeVisible();

    const target = uniqueEmail("moved");
    await section.getByLabel("Yeni e-posta adresi").fill(target);
    await section.getByLabel("Mevcut şifre").fill("not-my-password");
    await section.getByRole("button", { name: "E-posta adresini değiştir" }).click();
    await expect(section.getByText("Mevcut şifre yanlış")).toBeVisible();
    await expect(section.getByLabel("Yeni e-posta adresi")).toHaveValue(target);

    await section.getByLabel("Mevcut şifre").fill(password);
    await section.getByRole("button", { name: "E-posta adresini değiştir" }).click();
    await expect(page.getByText("Onay bağlantısı yeni adrese gönderildi").first()).toBeVisible();
    await expect(page.locator("#email").getByTestId("email-pending")).toContainText(target);
    await expect(page.locator("#email").getByTestId("account-email")).toContainText(email);

    const link = new URL(/https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(await latestMailTo(target))![0]);
    await page.goto(link.pathname + link.search);
    await hydrated(page, js);
    await expect(page.getByText(target).first()).toBeVisible();
    await page.getByTestId("confirm-email").click();
    await expect(page.getByTestId("email-confirmed")).toContainText(target);
    await page.goto("/account");
    await expect(page.locator("#email").getByTestId("account-email")).toContainText(target);
    await expect(page.locator("#email").getByTestId("email-unverified")).toHaveCount(0);
    await expect(page.locator("#email").getByTestId("email-pending")).toHaveCount(0);
  });
});

test("a user sees their sessions and ends another one", async ({ page, browser, baseURL }) => {
  const phone = await browser.newContext({
    baseURL,
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  });
  const other = await phone.newPage();
  // An account of its own, so no other test's sign-ins or sign-outs change its session list.
  const { email, password } = await registerCustomer(other);
  await login(page, email, password);
  await page.goto("/account");
  await hydrated(page);
  const list = page.getByTestId("session-list");
  const iphone = list.locator("li", { hasText: "Safari · iOS" }).first();
  await expect(iphone).toBeVisible();
  await expect(list.getByText("Bu cihaz")).toBeVisible();
  await iphone.getByRole("button", { name: "Oturumu sonlandır" }).click();
  await expect(page.getByText("Oturum sonlandırıldı").first()).toBeVisible();
  await other.goto("/account");
  await expect(other).toHaveURL(/\/login/);
  await phone.close();
});
