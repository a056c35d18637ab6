import type { Page } from "@playwright/test";
import { expect, login, test } from "./fixtures";

/**
 * How documents start their JavaScript (app/lib/deferred-boot.server.ts): the browser paints the server's
 * HTML before any module is fetched; public screens and the panel's home and lists (app/lib/hydrate-on-intent.ts)
 * load React only on the visitor's first move; the other panel screens (forms) hydrate by themselves right after
 * the first paint.
 */

function moduleRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/.+\.js$/.test(new URL(request.url()).pathname)) urls.push(request.url());
  });
  return urls;
}

test("documents carry no module preloads and an inert module script", async ({ request }) => {
  for (const path of ["/login", "/tracking"]) {
    const html = await (await request.get(path)).text();
    expect(html, path).not.toContain('<link rel="modulepreload"');
    expect(html, path).not.toMatch(/<script[^>]*type="module"/);
    expect(html, path).toMatch(
      /<script nonce="[^"]+" type="text\/x-boot-module">[^<]*import\("\/assets\/entry\.client-/,
    );
  }
});

test("a public screen paints without scripts and hydrates on the visitor's first move", async ({ page }) => {
  const modules = moduleRequests(page);
  await page.goto("/tracking");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Nobody moved: no module was fetched, and the page is the server's (its form works as it is). The headless
  // shell moves its pointer-less mouse at 0,0 as it lays out the page, sometimes after DOMContentLoaded: that
  // is no intent, and started the scripts here once in a while under CI's load before the boot script said so.
  await page.waitForTimeout(1500);
  expect(modules).toHaveLength(0);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");

  await page.mouse.move(20, 20);
  await page.mouse.move(40, 60);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  expect(modules.some((url) => url.includes("/assets/entry.client-"))).toBe(true);

  // Hydrated: the tracking form now answers through the router (no full page load).
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.locator("input[name=number]").fill("KG0000000000");
  await page.locator("input[name=number]").press("Enter");
  await expect(page).toHaveURL(/number=KG0000000000/);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test("the freight request paints without scripts; the figures count what was typed before hydration", async ({
  page,
}) => {
  const modules = moduleRequests(page);
  await page.goto("/freight/calculate");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(modules).toHaveLength(0);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  // Filled in without a key or pointer event: the page is still the server's when these values arrive.
  await page.locator('[name="packageCount"]').fill("3");
  await page.locator('[name="weightKg"]').fill("8");
  await page.locator('[name="lengthCm"]').fill("60");
  await page.locator('[name="widthCm"]').fill("50");
  await page.locator('[name="heightCm"]').fill("40");
  await page.locator('[name="transportType"][value="sea"]').check();
  await page.mouse.move(20, 20);
  await page.mouse.move(40, 60);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  await expect(page.getByTestId("figure-volume")).toHaveText("0,360 m³");
  await expect(page.locator('[name="transportType"][value="sea"]')).toBeChecked();
  await expect(page.locator('[name="lengthCm"]')).toHaveValue("60");
});

test("a keyboard user's first key also hydrates a public screen", async ({ page }) => {
  await page.goto("/login");
  await page.keyboard.press("Tab");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
});

test("a form sent before hydration still works: it posts as a plain form", async ({ page }) => {
  // The modules are held back for the whole test, so the page is the server's when the form is sent, whatever
  // the browser does meanwhile.
  await page.route(/\/assets\/.+\.js$/, () => new Promise<void>(() => {}));
  await page.goto("/login", { waitUntil: "domcontentloaded" });
  await page.locator("input[name=email]").fill("admin@kargo.test");
  await page.locator("input[name=password]").fill("Demo1234!");
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  await page.locator("main form").evaluate((form: HTMLFormElement) => form.requestSubmit());
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("what a visitor chose before the scripts ran is kept after hydration", async ({ page }) => {
  // The scripts are held back until the visitor has chosen: the choices are made on the server's HTML.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not "load": the modules start at the first frame, often before the load event, which then waits for them.
  await page.goto("/freight/calculate", { waitUntil: "domcontentloaded" });
  const sea = page.locator('[name="transportType"][value="sea"]');
  const dangerous = page.locator('[name="isDangerous"]');
  await sea.check();
  await dangerous.check();
  for (const [name, value] of [
    ["weightKg", "8"],
    ["lengthCm", "60"],
    ["widthCm", "50"],
    ["heightCm", "40"],
    ["packageCount", "3"],
  ]) {
    await page.locator(`[name="${name}"]`).fill(value);
  }
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  // The live figures start from what the page shows, and the form's next render (typing elsewhere) keeps
  // the choices: MUI's radios and checkboxes are React state, which used to be written back over them.
  await expect(page.getByTestId("figure-chargeable")).toHaveText("360 kg");
  await page.locator('[name="destinationCity"]').fill("Hamburg");
  await expect(sea).toBeChecked();
  await expect(dangerous).toBeChecked();
  await expect(page.locator('[name="transportType"][value="air"]')).not.toBeChecked();
  await dangerous.uncheck();
  await expect(dangerous).not.toBeChecked();
  await page.locator('[name="transportType"][value="road"]').check();
  await page.locator('[name="originCity"]').fill("İzmir");
  await expect(page.locator('[name="transportType"][value="road"]')).toBeChecked();
  await expect(sea).not.toBeChecked();
});

test("panel forms hydrate by themselves after the first paint", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/shipments/new");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
});

test("the panel's lists wait for the first move, then hydrate and load the data grid", async ({ page }) => {
  await login(page, "admin");
  const modules = moduleRequests(page);
  await page.goto("/shipments");
  await expect(page.getByTestId("shipments-list")).toBeVisible();
  await page.waitForTimeout(500);
  expect(modules).toHaveLength(0);
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
  await page.mouse.move(30, 30);
  await page.mouse.move(60, 90);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
  await expect(page.locator(".MuiDataGrid-root")).toBeVisible();
});

test("screens that hydrate on intent have no control that only JavaScript would answer", async ({ page }) => {
  // A click before hydration is the browser's alone: on these screens every button submits a form, and tabs,
  // menus and sort or page controls are links or <details>.
  const check = async (path: string) => {
    const html = await (await page.request.get(path)).text();
    expect(html, `${path} hydrates on intent`).toMatch(/\],true\)<\/script>/);
    const buttons = html.match(/<button\b[^>]*>/g) ?? [];
    expect(
      buttons.filter((b) => !/\btype="submit"/.test(b)),
      `${path}: buttons that submit nothing`,
    ).toEqual([]);
    const roles =
      html.match(/<(?!a\b)[a-z]+\b[^>]*\brole="(?:button|tab|menuitem|switch|checkbox|combobox)"[^>]*>/g) ?? [];
    expect(roles, `${path}: scripted controls`).toEqual([]);
  };
  for (const path of ["/login", "/register", "/forgot-password", "/tracking", "/contact", "/freight/calculate"])
    await check(path);
  await login(page, "admin");
  for (const path of [
    "/",
    "/shipments",
    "/freight",
    "/offers",
    "/contacts",
    "/outbox",
    "/banners",
    "/users",
    "/branches",
    "/site-pages",
    "/apps/email",
    "/apps/calendar",
    "/apps/ecommerce/shop",
    "/apps/invoice/list",
  ])
    await check(path);
  await page.context().clearCookies();
  await login(page, "customer");
  for (const path of ["/", "/shipments", "/freight", "/offers"]) await check(path);
});

/**
 * The browser adopts the server's HTML as it is: a mismatch (a `<div>` inside a `<p>`, which the HTML parser
 * moves; a name from the server's CLDR that the browser's spells differently; a time in the server's zone)
 * makes React throw the page away and render it again in the browser. A time zone far from the server's.
 */
test.describe("hydration matches the server's HTML", () => {
  test.use({ timezoneId: "Asia/Tokyo" });
  test("on the main screens, public and signed in", async ({ page }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    let current = "";
    page.on("pageerror", (error) => errors.push(`${current}: ${error.message.slice(0, 120)}`));
    const visit = async (path: string) => {
      current = path;
      await page.goto(path);
      await page.mouse.move(4, 4);
      await page.mouse.move(8, 12);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
    };
    for (const path of ["/login", "/register", "/tracking", "/contact", "/freight/calculate"]) await visit(path);
    await login(page, "admin");
    for (const path of [
      "/",
      "/account",
      "/branches",
      "/users",
      "/shipments",
      "/shipments/new",
      "/freight",
      "/offers",
      "/tariffs",
      "/contacts",
      "/express-prices",
      "/banners",
      "/outbox",
    ])
      await visit(path);
    expect(errors).toEqual([]);
  });
});

/**
 * Documents are sent whole: React must not "outline" a large Suspense boundary (its fallback, plus a hidden copy
 * of the content that an inline script swaps in). Without JavaScript that showed a blank page to signed-in users
 * on tracking, contact and the freight request (the lazy panel shell around them).
 */
test.describe("documents arrive whole", () => {
  test.use({ javaScriptEnabled: false });
  test("a signed-in user's screens show without JavaScript, with nothing left for a script to swap in", async ({
    page,
  }) => {
    await login(page, "admin");
    for (const path of ["/tracking", "/contact", "/freight/calculate", "/shipments", "/banners"]) {
      const response = await page.goto(path);
      const html = (await response?.text()) ?? "";
      expect(html, path).not.toContain('<template id="B:');
      expect(html, path).not.toContain("<!--$?-->");
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
    }
  });
});
