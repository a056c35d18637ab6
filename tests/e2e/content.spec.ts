import type { Page } from "@playwright/test";
import { bothModes, expect, hydrated, latestMailTo, login, test, uniqueEmail } from "./fixtures";

/**
 * Content and organisation screens: create, edit, search and delete (with JavaScript and without)
 * for banners, pages, branches and users; uploads checked by content; admins only; the public API.
 */
// Long flows (several saves and page loads each): give them room on a busy machine.
test.describe.configure({ timeout: 90_000 });

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

function unique(prefix: string) {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** With JavaScript, act only once the screen is hydrated and its lazy parts (grid, editor) have loaded. */
async function ready(page: Page) {
  const screen = page.getByTestId("resource-screen");
  // Page scripts ran (JavaScript on) when React Router's inline context exists.
  if (await page.evaluate(() => "__reactRouterContext" in window)) {
    // Lists hydrate on the first move (app/lib/hydrate-on-intent.ts): hydrated() moves the pointer first.
    await hydrated(page);
    await expect(screen).toHaveAttribute("data-hydrated", "true", { timeout: 20_000 });
    // Lazy parts (the grid, the editor, the map) stand in with their light markup, marked busy, until loaded.
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 20_000 });
  }
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await ready(page);
}

async function save(page: Page, path: RegExp) {
  await page.getByTestId("resource-save").click();
  await expect(page).toHaveURL(path, { timeout: 15_000 });
}

async function search(page: Page, listPath: string, text: string) {
  await open(page, listPath);
  await page.getByTestId("list-search").fill(text);
  await page.getByTestId("list-search").press("Enter");
  await expect(page).toHaveURL(/q=/, { timeout: 15_000 });
  await ready(page);
}

/** Opens a row from the list, by its link. */
async function openRow(page: Page, name: string) {
  await page.getByRole("link", { name, exact: true }).first().click();
  await expect(page.getByTestId("resource-form")).toBeVisible();
  await ready(page);
}

/** Delete from the edit screen: a dialog with JavaScript, a confirmation section without it. */
async function deleteFromForm(page: Page, listPath: string) {
  await page.getByTestId("resource-delete").click();
  await page.getByTestId("confirm-yes").click();
  await expect(page).toHaveURL(new RegExp(`${listPath}$`));
}

bothModes("content admin", (js) => {
  test("banners: create with an image, edit, search, delete and find it among the deleted", async ({ page }) => {
    await login(page, "admin");
    const title = unique(`E2E banner ${js ? "js" : "nojs"}`);
    await open(page, "/banners/new");
    await page.locator("input[name=title]").fill(title);
    await page.locator("select[name=locale]").selectOption("en");
    await page.locator("input[name=buttonTitle]").fill("Teklif al");
    await page.locator("input[name=buttonLink]").fill("/teklif");
    await page.locator("input[name=image]").setInputFiles({ name: "hero.png", mimeType: "image/png", buffer: PNG });
    await save(page, /\/banners$/);

    await search(page, "/banners", title);
    await expect(page.getByRole("link", { name: title })).toBeVisible();
    await openRow(page, title);
    await expect(page.getByTestId("image-preview")).toHaveAttribute("src", /^\/uploads\/[a-f0-9]{32}\.png$/);
    const src = await page.getByTestId("image-preview").getAttribute("src");
    const image = await page.request.get(src!);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(image.headers()["cache-control"]).toContain("immutable");
    await expect(page.getByTestId("audit")).toContainText("Selin Aksoy");

    const renamed = `${title} (2)`;
    await page.locator("input[name=title]").fill(renamed);
    await save(page, /\/banners$/);
    await search(page, "/banners", renamed);
    await openRow(page, renamed);
    await deleteFromForm(page, "/banners");

    await search(page, "/banners", renamed);
    await expect(page.getByTestId("banners-list-empty")).toBeVisible();
    await open(page, `/banners?view=deleted&q=${encodeURIComponent(renamed)}`);
    await expect(page.getByRole("link", { name: renamed })).toBeVisible();
  });

  test("pages: the slug comes from the Turkish title and the stored body is sanitised", async ({ page }) => {
    await login(page, "admin");
    const suffix = `${js ? "js" : "nojs"} ${Date.now().toString(36)}`;
    const title = `Gümrük Şartları Ağustos ${suffix}`;
    await open(page, "/site-pages/new");
    await page.locator("input[name=title]").fill(title);
    if (js) {
      const editor = page.getByTestId("body-editor");
      await editor.click();
      await page.keyboard.type("Gönderi koşulları");
    } else {
      await page
        .getByTestId("body-textarea")
        .fill('<p>Gönderi koşulları</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>');
    }
    await page.locator("input[name=isPublished]").check();
    await save(page, /\/site-pages$/);

    const slug = `gumruk-sartlari-agustos-${suffix.replace(" ", "-")}`;
    await search(page, "/site-pages", suffix);
    await expect(page.getByTestId("pages-list")).toContainText(slug);

    const api = await page.request.get(`/api/public/pages/${slug}?lng=tr`);
    expect(api.status()).toBe(200);
    const { item } = (await api.json()) as { item: { title: string; body: string } };
    expect(item.title).toBe(title);
    expect(item.body).toContain("Gönderi koşulları");
    expect(item.body).not.toMatch(/script|javascript:/);

    await openRow(page, title);
    await page.locator("input[name=isPublished]").uncheck();
    await save(page, /\/site-pages$/);
    expect((await page.request.get(`/api/public/pages/${slug}?lng=tr`)).status()).toBe(404);

    await search(page, "/site-pages", suffix);
    await openRow(page, title);
    await deleteFromForm(page, "/site-pages");
    await search(page, "/site-pages", suffix);
    await expect(page.getByTestId("pages-list-empty")).toBeVisible();
  });

  test("branches: create, edit, search and delete; the map degrades to the list of positions", async ({ page }) => {
    await login(page, "admin");
    const name = unique(`E2E Şube ${js ? "js" : "nojs"}`);
    await open(page, "/branches");
    await expect(page.getByTestId("branch-map")).toBeVisible();
    if (!js) await expect(page.getByTestId("branch-positions")).toContainText("40.9923, 29.0244");
    await page.getByTestId("resource-new").click();
    await ready(page);
    await page.locator("input[name=name]").fill(name);
    await page.locator("input[name=city]").fill("Kayseri");
    await page.locator("input[name=latitude]").fill("38.7205");
    await page.locator("input[name=longitude]").fill("35.4826");
    await save(page, /\/branches$/);

    await search(page, "/branches", name);
    await expect(page.getByTestId("branches-list")).toContainText("38.7205");
    await openRow(page, name);
    await page.locator("input[name=city]").fill("Kayseri Merkez");
    await save(page, /\/branches$/);
    await search(page, "/branches", name);
    await expect(page.getByTestId("branches-list")).toContainText("Kayseri Merkez");

    await openRow(page, name);
    await deleteFromForm(page, "/branches");
    await search(page, "/branches", name);
    await expect(page.getByTestId("branches-list-empty")).toBeVisible();
  });

  test("branches: the main branch cannot be deleted", async ({ page }) => {
    await login(page, "admin");
    await search(page, "/branches", "İstanbul Merkez");
    await openRow(page, "İstanbul Merkez Şube");
    await page.getByTestId("resource-delete").click();
    await page.getByTestId("confirm-yes").click();
    await expect(page.getByTestId("form-error")).toContainText("Merkez şube silinemez");
  });

  test("users: create sends an invitation, edit, search and deactivate", async ({ page }) => {
    await login(page, "admin");
    const email = uniqueEmail(`e2e-${js ? "js" : "nojs"}`);
    const name = unique("Deniz Kaplan");
    await open(page, "/users/new");
    await page.locator("input[name=name]").fill(name);
    await page.locator("input[name=email]").fill(email);
    await page.locator("select[name=role]").selectOption("customer");
    await page.locator("select[name=customerType]").selectOption("individual");
    await page.locator("input[name=phone]").fill("+90 532 111 22 33");
    await save(page, /\/users$/);
    expect(await latestMailTo(email)).toContain("/reset-password?token=");

    await search(page, "/users", email);
    await expect(page.getByRole("link", { name })).toBeVisible();
    await openRow(page, name);
    await expect(page.getByTestId("invitation-state")).toContainText("henüz şifre belirlemedi");
    await page.locator("select[name=role]").selectOption("agent");
    await page.getByTestId("resource-save").click();
    await expect(page.getByText("Bir şube seçin")).toBeVisible();
    await page.locator("select[name=branchId]").selectOption({ label: "Ankara Şube" });
    await save(page, /\/users$/);
    await search(page, "/users", email);
    await expect(page.getByTestId("users-list")).toContainText("Ankara Şube");

    await openRow(page, name);
    await deleteFromForm(page, "/users");
    await open(page, `/users?view=deleted&q=${encodeURIComponent(email)}`);
    await expect(page.getByRole("link", { name })).toBeVisible();
  });

  test("lists: bulk delete asks first", async ({ page }) => {
    await login(page, "admin");
    const title = unique("E2E toplu");
    for (const n of [1, 2]) {
      await open(page, "/teams/new");
      await page.locator("input[name=name]").fill(`${title} ${n}`);
      await save(page, /\/teams$/);
    }
    await search(page, "/teams", title);
    await expect(page.getByRole("link", { name: `${title} 1` })).toBeVisible();
    // Only the two rows of the search may be on screen before "select all": the seeded team must never
    // be selected (the public API test reads it).
    if (js) {
      await expect(page.locator(".MuiDataGrid-row")).toHaveCount(2);
      await page.locator(".MuiDataGrid-columnHeaderCheckbox input").check();
    } else {
      await expect(page.locator("table input[type=checkbox][form=bulk]")).toHaveCount(2);
      for (const box of await page.locator("table input[type=checkbox][form=bulk]").all()) await box.check();
    }
    await page.getByTestId("bulk-delete").click();
    if (!js) await expect(page.getByTestId("bulk-confirm")).toContainText(`${title} 2`);
    await page.getByTestId("confirm-yes").click();
    await expect(page.getByTestId("teams-list-empty")).toBeVisible();
    // Back on the same search (with JavaScript the action was a data request: no `.data` in the address).
    await expect(page).toHaveURL(/\/teams\?(?:[^#]*&)?q=E2E/);
    await open(page, `/teams?view=deleted&q=${encodeURIComponent(title)}`);
    await expect(page.getByRole("link", { name: `${title} 2` })).toBeVisible();
  });

  test("uploads: a text file renamed .png is refused", async ({ page }) => {
    await login(page, "admin");
    await open(page, "/references/new");
    await page.locator("input[name=name]").fill(unique("Sahte Logo"));
    await page.locator("input[name=image]").setInputFiles({
      name: "logo.png",
      mimeType: "image/png",
      buffer: Buffer.from("this is only text, not an image"),
    });
    const response = page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes("/references/new"),
    );
    await page.getByTestId("resource-save").click();
    expect((await response).status()).toBe(400);
    await expect(page.getByText("Bu dosya PNG, JPEG, WebP veya SVG görseli değil.")).toBeVisible();
    await expect(page).toHaveURL(/\/references\/new/);
  });
});

test("a row ticked before the grid has loaded stays ticked in the grid", async ({ page }) => {
  await login(page, "admin");
  // The grid's module is held back until a row is ticked in the server's list.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/DataListGrid-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/banners");
  const boxes = page.locator("table input[type=checkbox][form=bulk]");
  // Ticking moves the pointer: the list hydrates meanwhile, and keeps its DOM (and the tick) until the grid is here.
  await boxes.first().check();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByTestId("banners-list")).toHaveAttribute("aria-busy", "true");
  await expect(boxes.first()).toBeChecked();
  release();
  await expect(page.locator(".MuiDataGrid-row").first()).toHaveAttribute("aria-selected", "true");
  await expect(page.locator(".MuiDataGrid-row[aria-selected=true]")).toHaveCount(1);
  await expect(page.locator("input[type=hidden][form=bulk]")).toHaveCount(1);
});

test("uploads over 5 MB answer 413 with a clear message", async ({ page }) => {
  await login(page, "admin");
  const big = Buffer.alloc(5 * 1024 * 1024 + 10, 0);
  PNG.copy(big);
  const response = await page.request.post("/banners/new", {
    multipart: {
      intent: "save",
      title: "Büyük görsel",
      locale: "tr",
      image: { name: "big.png", mimeType: "image/png", buffer: big },
    },
  });
  expect(response.status()).toBe(413);
  expect(await response.text()).toContain("5 MB");
});

test("menus: reorder with the arrows, and the public menu follows", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/menus/order?locale=en&location=footer");
  const items = page.getByTestId("menu-tree").locator("li");
  const first = (await items.first().innerText()).split("\n")[0];
  const second = (await items.nth(1).innerText()).split("\n")[0];
  await items.first().getByRole("button").nth(1).click();
  await expect(items.first()).toContainText(second);
  const menus = (await (await page.request.get("/api/public/menus?lng=en")).json()) as {
    footer: Array<{ title: string }>;
  };
  expect(menus.footer.slice(0, 2).map((m) => m.title)).toEqual([second, first]);
  await items.first().getByRole("button").nth(1).click();
  await expect(items.first()).toContainText(first);
});

for (const who of ["agent", "customer"] as const) {
  test(`${who}: every content and organisation screen answers 403`, async ({ page }) => {
    await login(page, who);
    // The status of each screen's document, asked with the browser's session (no need to draw thirteen pages)…
    for (const path of [
      "/users",
      "/users/new",
      "/branches",
      "/branch-users",
      "/banners",
      "/banners/1",
      "/menus",
      "/menus/order",
      "/site-pages",
      "/blogs",
      "/services",
      "/references",
      "/teams",
    ]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(403);
    }
    // …and one of them as the browser shows it.
    const shown = await page.goto("/banners");
    expect(shown?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Bu sayfaya erişim yetkiniz yok" })).toBeVisible();
    const post = await page.request.post("/banners/new", { form: { intent: "save", title: "x", locale: "tr" } });
    expect(post.status()).toBe(403);
    await page.goto("/");
    await expect(page.getByRole("link", { name: "Bannerlar" })).toHaveCount(0);
  });
}

test("the public API answers published items of the requested language, with ETags", async ({ request }) => {
  const en = await request.get("/api/public/banners?lng=en");
  expect(en.status()).toBe(200);
  const banners = (await en.json()) as { lng: string; items: Array<{ title: string; imageUrl: string }> };
  expect(banners.lng).toBe("en");
  expect(banners.items.map((b) => b.title)).toContain("Safe freight to anywhere in the world");
  expect(banners.items.map((b) => b.title)).not.toContain("Dünyanın her yerine güvenli taşımacılık");
  expect(banners.items[0].imageUrl).toMatch(/^http:\/\/.+\/uploads\/[a-f0-9]{32}\.svg$/);
  expect(JSON.stringify(banners)).not.toMatch(/updated_by|deleted_at|is_active/);

  const tr = (await (await request.get("/api/public/banners?lng=tr")).json()) as { items: Array<{ title: string }> };
  expect(tr.items.map((b) => b.title)).toContain("Dünyanın her yerine güvenli taşımacılık");
  expect(tr.items.map((b) => b.title)).not.toContain("Yılbaşı kampanyası");

  const blogs = (await (await request.get("/api/public/blogs?lng=tr")).json()) as {
    items: Array<{ title: string; tags: string[] }>;
  };
  expect(blogs.items.length).toBeGreaterThan(0);
  expect(blogs.items.map((b) => b.title)).not.toContain("Yeni Bursa şubemiz hizmette");
  const post = await request.get(`/api/public/blogs/mersin-limanindan-haftalik-yeni-sefer?lng=tr`);
  expect(post.status()).toBe(200);
  expect((await request.get("/api/public/pages/kariyer?lng=tr")).status()).toBe(404);
  expect((await request.get("/api/public/pages/about-us?lng=en")).status()).toBe(200);
  expect((await request.get("/api/public/pages/about-us?lng=tr")).status()).toBe(404);

  for (const kind of ["services", "references", "teams", "branches", "menus"]) {
    const response = await request.get(`/api/public/${kind}?lng=en`);
    expect(response.status(), kind).toBe(200);
    expect(response.headers()["access-control-allow-origin"]).toBe("*");
  }
  const teams = (await (await request.get("/api/public/teams?lng=en")).json()) as { items: Array<{ title: string }> };
  expect(teams.items.map((m) => m.title)).toContain("Head of Operations");

  const etag = en.headers()["etag"];
  expect(etag).toBeTruthy();
  expect((await request.get("/api/public/banners?lng=en", { headers: { "If-None-Match": etag } })).status()).toBe(304);
  expect((await request.get("/api/public/banners?lng=xx")).status()).toBe(400);
});
