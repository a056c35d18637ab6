import type { Page } from "@playwright/test";
import { GALLERIES, GALLERY_NAMES } from "../../app/components/demo/gallery/galleries";
import { expect, login, test } from "./fixtures";

/** Console errors and uncaught exceptions of a page, collected from here on. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  return errors;
}

async function noSidewaysScroll(page: Page, path: string) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll, `${path} is wider than the phone`).toBeLessThanOrEqual(client);
}

test.describe("every gallery route, as an admin on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const gallery of GALLERY_NAMES.filter((g) => GALLERIES[g].length > 0)) {
    test(`/${gallery} and its demos open without errors and fit the phone`, async ({ page }) => {
      const errors = watchErrors(page);
      await login(page, "admin");
      const index = await page.goto(`/${gallery}`);
      expect(index?.status()).toBe(200);
      await expect(page.getByTestId("gallery-index").getByRole("link")).toHaveCount(GALLERIES[gallery].length);
      for (const name of GALLERIES[gallery]) {
        const path = `/${gallery}/${name}`;
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await noSidewaysScroll(page, path);
      }
      expect(errors).toEqual([]);
    });
  }
});

test.describe("the galleries are the admins' only", () => {
  test("a customer gets 404, and an unknown demo is 404 for an admin", async ({ page }) => {
    await login(page, "customer");
    expect((await page.goto("/cards/basic"))?.status()).toBe(404);
    expect((await page.goto("/components"))?.status()).toBe(404);
    expect((await page.request.get("/datatables/export.csv")).status()).toBe(404);
    await page.context().clearCookies();
    await login(page, "admin");
    expect((await page.goto("/components/no-such-component"))?.status()).toBe(404);
  });
});

test.describe("charts", () => {
  test("are SVG in the server's page, each with a text alternative", async ({ page }) => {
    await login(page, "admin");
    const html = await (await page.request.get("/charts/bar")).text();
    expect(html).toContain("<svg");
    expect(html).toContain("<figcaption");
    expect(html).toMatch(/<table[^>]*>\s*<caption>/);
  });
});

test.describe("forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the wizard checks each step and keeps what was typed", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/forms/wizard");
    const form = page.getByTestId("wizard-form");
    const field = (name: string) => form.locator(`input[name="${name}"]:not([type="hidden"])`);
    await field("email").fill("not-an-email");
    await field("password").fill("secret-123");
    await form.getByTestId("wizard-next").click();
    await expect(form).toHaveAttribute("data-step", "account");
    await expect(form.getByText("Geçerli bir e-posta adresi girin")).toBeVisible();
    await expect(field("email")).toHaveValue("not-an-email");
    await field("email").fill("ayse@kargo.example.com");
    await field("password").fill("secret-123");
    await form.getByTestId("wizard-next").click();
    await expect(form).toHaveAttribute("data-step", "profile");
    await field("name").fill("Ayşe Yılmaz");
    await field("phone").fill("+90 532 000 00 00");
    await form.getByTestId("wizard-next").click();
    await expect(form).toHaveAttribute("data-step", "address");
    // Back keeps the previous step's values.
    await form.getByTestId("wizard-back").click();
    await expect(form).toHaveAttribute("data-step", "profile");
    await expect(field("name")).toHaveValue("Ayşe Yılmaz");
    await form.getByTestId("wizard-next").click();
    await field("city").fill("İzmir");
    await field("postcode").fill("35000");
    await form.getByTestId("wizard-next").click();
    const values = page.getByTestId("form-values");
    await expect(values).toContainText('"email": "ayse@kargo.example.com"');
    await expect(values).toContainText('"city": "İzmir"');
    await expect(values).not.toContainText("secret-123");
  });

  test("validation answers every field's error next to it with 400, then accepts", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/forms/validation");
    const form = page.getByTestId("validation-form");
    const field = (name: string) => form.locator(`[name="${name}"]`);
    await field("name").fill("A");
    await field("age").fill("12");
    await field("postcode").fill("35a");
    await field("password").fill("short");
    await field("confirm").fill("other");
    // The browser's own checks would stop the post: this is the server's answer.
    await page.getByTestId("validation-form").evaluate((f) => f.setAttribute("novalidate", ""));
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/forms/validation") && r.request().method() === "POST"),
      page.getByTestId("submit").click(),
    ]);
    expect(response.status()).toBe(400);
    for (const message of [
      "En az 2 karakter girin",
      "Geçerli bir e-posta adresi girin",
      "Yaş 18 ile 99 arasında olmalı",
      "Posta kodu 5 rakamdır",
      "En az bir hizmet seçin",
      "Devam etmek için koşulları kabul edin",
    ])
      await expect(page.getByText(message)).toBeVisible();
    await expect(field("name")).toHaveValue("A");

    const nextYear = `${new Date().getUTCFullYear() + 1}-06-01`;
    await field("name").fill("Ayşe Yılmaz");
    await field("email").fill("ayse@kargo.example.com");
    await field("age").fill("34");
    await field("postcode").fill("35000");
    await field("role").selectOption("driver");
    await field("start").fill(nextYear);
    await form.locator('[name="services"][value="freight"]').check();
    await field("password").fill("long-enough-1");
    await field("confirm").fill("long-enough-1");
    await field("terms").check();
    await page.getByTestId("submit").click();
    await expect(page.getByTestId("form-values")).toContainText('"role": "driver"');
    await expect(page.getByTestId("form-values")).toContainText(nextYear);
  });

  test("the repeater adds and removes rows with its buttons", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/forms/repeater");
    const rows = page.getByTestId("row");
    await expect(rows).toHaveCount(1);
    await page.getByLabel("Gönderi referansı").fill("REF-7");
    await page.getByLabel("1. kalem açıklaması").fill("Koli");
    await page.getByTestId("add-row").click();
    await expect(rows).toHaveCount(2);
    await expect(page.getByLabel("1. kalem açıklaması")).toHaveValue("Koli");
    await page.getByTestId("add-row").click();
    await expect(rows).toHaveCount(3);
    await page.getByTestId("remove-row-1").click();
    await expect(rows).toHaveCount(2);
    await page.getByLabel("1. kalem açıklaması").fill("Koli");
    await rows.nth(0).getByLabel("Ağırlık (kg)").fill("2.5");
    await page.getByLabel("2. kalem açıklaması").fill("Palet");
    await rows.nth(1).getByLabel("Ağırlık (kg)").fill("120");
    await page.getByTestId("submit").click();
    await expect(page.getByTestId("form-values")).toContainText('"description": "Palet"');
    await expect(page.getByTestId("form-values")).toContainText('"weight": 120');
  });

  test("card actions collapse, refresh and remove without scripts", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/cards/actions");
    const loaded = await page.getByTestId("loaded-at").first().textContent();
    // The time shows seconds: let one pass, so the reloaded data is told apart.
    await page.waitForTimeout(1100);
    await page.getByTestId("card-refresh").getByTestId("refresh").click();
    await expect(page.getByTestId("refreshed-rows")).toBeVisible();
    await expect.poll(async () => page.getByTestId("loaded-at").first().textContent()).not.toBe(loaded);
    await page.getByTestId("remove-remove").click();
    await expect(page.getByTestId("card-remove")).toHaveCount(0);
    await expect(page).toHaveURL(/removed=remove/);
    await page.getByTestId("restore").click();
    await expect(page.getByTestId("card-remove")).toBeVisible();
  });
});

test.describe("data tables", () => {
  test("sort, filter by column and export what is selected as CSV", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/datatables/advanced?sort=age&dir=desc&status=2");
    const csv = await page.request.get("/datatables/export.csv?sort=age&dir=desc&status=2");
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toContain("Ad soyad");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line).toContain("Uzman");
    const ages = lines.slice(1).map((l) => Number(l.split(",").at(-2)));
    expect(ages).toEqual([...ages].sort((a, b) => b - a));
    // The page shows the same rows the JSON interface answers.
    const api = (await (await page.request.get("/mock/api/datatables/data?sort=age&dir=desc&status=2")).json()) as {
      total: number;
    };
    expect(api.total).toBe(lines.length - 1);
  });
});

test.describe("the Leaflet map without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the marker list and the coordinate form work, and a note says there are no tiles", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/maps/leaflet");
    await expect(page.getByTestId("tiles-note")).toBeVisible();
    const list = page.getByTestId("marker-list");
    await expect(list.getByRole("listitem")).toHaveCount(8);
    await list.getByRole("link", { name: "Trabzon" }).click();
    await expect(page).toHaveURL(/place=trabzon/);
    await expect(list.getByRole("link", { name: "Trabzon" })).toHaveAttribute("aria-current", "true");
    await page.getByLabel("Enlem").fill("120");
    await page.getByRole("button", { name: "İşareti taşı" }).click();
    await expect(page.getByText("-90 ile 90 arasında bir enlem girin.")).toBeVisible();
    await expect(page.getByLabel("Enlem")).toHaveValue("120");
    await page.getByLabel("Enlem").fill("38.5");
    await page.getByLabel("Boylam").fill("27.25");
    await page.getByRole("button", { name: "İşareti taşı" }).click();
    await expect(page.getByTestId("drag-position")).toHaveText("İşaretin konumu: 38.50000, 27.25000");
  });
});

test.describe("the Leaflet map", () => {
  test("with JavaScript, draws the markers, the GeoJSON and the layer control, and the marker follows typed coordinates", async ({
    page,
  }) => {
    const errors = watchErrors(page);
    await login(page, "admin");
    await page.goto("/maps/leaflet?place=ankara");
    const map = page.getByTestId("places-map");
    // Eight circle markers, three routes and the zone: SVG paths Leaflet draws without any tile.
    await expect(map.locator("path.leaflet-interactive")).toHaveCount(12);
    await expect(map.locator(".leaflet-popup-content")).toContainText("Ankara");
    await expect(map.locator(".leaflet-control-layers")).toBeAttached();
    await map.locator(".leaflet-control-layers").hover();
    await map.getByLabel("Şubeler").uncheck();
    await expect(map.locator("path.leaflet-interactive")).toHaveCount(7);
    await page.getByLabel("Enlem").fill("40.1");
    await page.getByLabel("Boylam").fill("29.2");
    await page.getByRole("button", { name: "İşareti taşı" }).click();
    await expect(page.getByTestId("drag-position")).toHaveText("İşaretin konumu: 40.10000, 29.20000");
    await expect(page.getByTestId("drag-map").locator(".leaflet-marker-draggable")).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("the layout demos", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("show the shell in each configuration for their page only, leaving the menu preference alone", async ({
    page,
    context,
  }) => {
    const errors = watchErrors(page);
    await login(page, "admin");
    const menu = page.getByTestId("side-menu");
    const cookiesBefore = (await context.cookies()).map((c) => `${c.name}=${c.value}`).sort();

    await page.goto("/layouts/collapsed-menu");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(menu).toHaveAttribute("data-collapsed", "true");
    await expect(page.getByTestId("menu-collapse")).toBeHidden();
    await expect(page.getByTestId("part-menu")).toHaveText("Simgelere daraltılmış");
    await expect(page.getByTestId("menu-preference")).toContainText("Açık");
    expect(await page.evaluate(() => window.localStorage.getItem("kargo.menuCollapsed"))).toBe("false");

    // Back on any other page the menu is as the preference says, and no cookie changed.
    await page.getByRole("link", { name: "Kutulu" }).click();
    await expect(page).toHaveURL(/\/layouts\/boxed$/);
    await expect(menu).toHaveAttribute("data-collapsed", "false");
    await expect(page.getByTestId("menu-collapse")).toBeVisible();
    expect((await context.cookies()).map((c) => `${c.name}=${c.value}`).sort()).toEqual(cookiesBefore);
    const boxed = await page.locator("main#content").boundingBox();
    expect(boxed?.width).toBeLessThanOrEqual(1200);

    await page.goto("/layouts/navbar-static");
    await expect(page.locator(".shell-header")).toHaveCSS("position", "static");
    await page.goto("/layouts/navbar-sticky");
    await expect(page.locator(".shell-header")).toHaveCSS("position", "sticky");
    await page.goto("/layouts/navbar-hidden");
    await expect(page.locator(".shell-header")).toBeHidden();

    await page.goto("/layouts/footer-static");
    await expect(page.getByTestId("shell-footer")).toBeVisible();
    await page.goto("/layouts/footer-hidden");
    await expect(page.getByTestId("shell-footer")).toHaveCount(0);

    await page.goto("/layouts/blank");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Boş");
    await expect(menu).toHaveCount(0);
    await expect(page.locator(".shell-header")).toHaveCount(0);

    // The usual shell: no configuration, no footer, a sticky navbar.
    await page.goto("/cards");
    await expect(page.getByTestId("shell-footer")).toHaveCount(0);
    await expect(menu).toHaveAttribute("data-collapsed", "false");
    await expect(page.locator(".shell-header")).toHaveCSS("position", "sticky");
    expect(errors).toEqual([]);
  });
});

for (const js of [true, false]) {
  test.describe(`the i18n extension ${js ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled: js });

    // Posting the form would make German the shared admin account's language for every test signing in
    // meanwhile; the switcher's post itself is covered on a registered account (tests/security/safe-methods).
    test("offers the five languages through the preferences form and draws each one", async ({ page }) => {
      await login(page, "admin");
      await page.goto("/extensions/i18n?lng=tr");
      await expect(page.getByTestId("i18n-current")).toHaveText("Panel şu anda Türkçe dilinde.");
      const form = page.getByTestId("i18n-form");
      await expect(form).toHaveAttribute("action", "/preferences");
      await expect(form.locator('input[name="intent"]')).toHaveValue("language");
      await expect(form.getByRole("button", { name: "Deutsch" })).toHaveAttribute("value", "de");
      await expect(form.getByRole("button")).toHaveCount(5);
      await page.goto("/extensions/i18n?lng=de");
      await expect(page.getByTestId("i18n-current")).toHaveText("Das Panel ist auf Deutsch.");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mehrsprachigkeit");
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
    });
  });
}

test.describe("the editor extension without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts the text and shows what the server keeps, sanitised; an empty text is 400", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/extensions/editor");
    const textarea = page.getByTestId("content-textarea");
    await expect(textarea).toHaveValue(/Teslimat notu/);
    await textarea.fill("");
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/extensions/editor") && r.request().method() === "POST"),
      page.getByTestId("editor-submit").click(),
    ]);
    expect(refused.status()).toBe(400);
    await expect(page.getByText("Bir metin yazın.")).toBeVisible();
    await page
      .getByTestId("content-textarea")
      .fill('<p onclick="steal()">Merhaba <b>dünya</b><script>alert(1)</script></p>');
    await page.getByTestId("editor-submit").click();
    await expect(page.getByTestId("editor-preview")).toContainText("Merhaba dünya");
    const source = await page.getByTestId("editor-source").textContent();
    expect(source).toContain("Merhaba");
    expect(source).not.toContain("script");
    expect(source).not.toContain("onclick");
  });
});

test.describe("the editor extension", () => {
  test("loads the rich-text editor and posts without a reload", async ({ page }) => {
    const errors = watchErrors(page);
    await login(page, "admin");
    await page.goto("/extensions/editor");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByTestId("editor-form").locator('[contenteditable="true"]')).toBeVisible();
    await page.getByTestId("editor-submit").click();
    await expect(page.getByTestId("editor-preview").getByRole("heading", { name: "Teslimat notu" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test.describe("the carousel extension", () => {
  test("moves with its buttons once Embla has loaded", async ({ page }) => {
    const errors = watchErrors(page);
    await login(page, "admin");
    await page.goto("/extensions/carousel");
    const status = page.getByTestId("carousel-status");
    await expect(status).toHaveText("Slayt 1 / 5");
    await page.getByTestId("carousel-next").click();
    await expect(status).toHaveText("Slayt 2 / 5");
    await page.getByRole("button", { name: "Kapıda ödeme" }).click();
    await expect(status).toHaveText("Slayt 5 / 5");
    await page.getByTestId("carousel-next").click();
    await expect(status).toHaveText("Slayt 1 / 5");
    expect(errors).toEqual([]);
  });
});

test.describe("the tour extension", () => {
  test("walks through its steps with the keyboard and gives the focus back", async ({ page }) => {
    const errors = watchErrors(page);
    await login(page, "admin");
    await page.goto("/extensions/tour");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByTestId("tour-start").focus();
    await page.keyboard.press("Enter");
    const step = page.getByTestId("tour-step");
    await expect(step).toBeFocused();
    await expect(step).toContainText("Adım 1 / 3");
    await page.keyboard.press("ArrowRight");
    await expect(step).toContainText("Adım 2 / 3");
    await page.keyboard.press("ArrowLeft");
    await expect(step).toContainText("Adım 1 / 3");
    await step.getByTestId("tour-next").click();
    await step.getByTestId("tour-next").click();
    await expect(step).toContainText("İşlemler");
    await page.keyboard.press("Escape");
    await expect(step).toHaveCount(0);
    await expect(page.getByTestId("tour-start")).toBeFocused();
    expect(errors).toEqual([]);
  });
});

test.describe("the drag-and-drop extension without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("moves a stop with its buttons, each a post", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/extensions/drag-and-drop");
    await page.getByRole("button", { name: "Sakarya yukarı taşı" }).click();
    await expect(page).toHaveURL(/order=istanbul,sakarya,kocaeli,bolu,ankara$/);
    await expect(page.getByTestId("stop").nth(1)).toContainText("2. Sakarya");
  });
});

test.describe("the drag-and-drop extension", () => {
  test("reorders with dnd-kit's keyboard sensor and with the buttons", async ({ page }) => {
    const errors = watchErrors(page);
    await login(page, "admin");
    await page.goto("/extensions/drag-and-drop");
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    const handle = page.getByTestId("drag-istanbul");
    await handle.focus();
    // dnd-kit measures the list between the keys: lifted, then moved by one, then dropped.
    await page.keyboard.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    await page.keyboard.press("ArrowDown");
    await page.waitForTimeout(300);
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/order=kocaeli,istanbul,sakarya,bolu,ankara$/);
    await expect(page.getByTestId("stop").first()).toContainText("1. Kocaeli");
    await page.getByRole("button", { name: "Ankara yukarı taşı" }).click();
    await expect(page).toHaveURL(/order=kocaeli,istanbul,sakarya,ankara,bolu$/);
    expect(errors).toEqual([]);
  });
});
