import { test, expect, login, bothModes, hydrated } from "./fixtures";
import type { Page } from "@playwright/test";

/** The page is no wider than the window: whatever does not fit scrolls inside its card. */
async function noSidewaysScroll(page: Page) {
  const [scroll, client] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(client);
}

/** `inner` lies inside `outer` horizontally, and inside the window. */
async function within(page: Page, inner: ReturnType<Page["locator"]>, outer: ReturnType<Page["locator"]>) {
  await expect(inner).toBeVisible();
  const a = (await inner.boundingBox())!;
  const b = (await outer.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(a.x).toBeGreaterThanOrEqual(b.x - 0.5);
  expect(a.x + a.width).toBeLessThanOrEqual(b.x + b.width + 0.5);
  expect(a.x + a.width).toBeLessThanOrEqual(width);
}

for (const width of [1280, 1440]) {
  test.describe(`the admin's shipments at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    bothModes("list", (js) => {
      test("fits its card: the creation date column and the cancelled tab are in view", async ({ page }) => {
        await login(page, "admin");
        await page.goto("/shipments");
        await hydrated(page, js);
        // With JavaScript the grid takes over from the server's table on wide screens.
        if (js) await expect(page.locator('[data-testid="shipments-list"][data-grid="true"]')).toBeVisible();
        // The list's card: the element that holds the tabs, the filters and the list.
        const card = page.getByTestId("shipments-list").locator("xpath=..");
        await within(page, card.getByRole("columnheader", { name: "Oluşturulma tarihi" }), card);
        await within(page, card.locator('a[data-tab="cancelled"]'), card);
        await noSidewaysScroll(page);
      });
    });
  });
}

test.describe("the home screen on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  for (const who of ["customer", "admin"] as const) {
    test(`shows the ${who}'s figures two to a row`, async ({ page }) => {
      await login(page, who);
      const figures = page.locator('main [data-testid^="stat-"]:not([data-testid$="-value"])');
      expect(await figures.count()).toBeGreaterThanOrEqual(4);
      for (const box of await figures.evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().width)))
        expect(box).toBeLessThan(390 / 2);
      await noSidewaysScroll(page);
      // The customer's home was some 2,600 px with a figure a row.
      if (who === "customer")
        expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(2100);
    });
  }
});

test.describe("the freight price request, signed in", () => {
  test("has the panel's navbar: search and the same bookmarks", async ({ page }) => {
    // The administrator has the demo screens bookmarked.
    await login(page, "admin");
    await page.goto("/shipments");
    const bookmarks = await page
      .getByTestId("navbar-bookmarks")
      .getByRole("link")
      .evaluateAll((links) => links.map((l) => l.getAttribute("href")));
    expect(bookmarks.length).toBeGreaterThan(0);
    await page.goto("/freight/calculate");
    await expect(page.getByTestId("side-menu")).toBeVisible();
    await expect(page.getByTestId("navbar-search")).toBeVisible();
    await expect(page.getByTestId("navbar-bookmarks").getByRole("link")).toHaveCount(bookmarks.length);
    // The signed-in shell hydrates after the first paint here: read the links once they are settled.
    await expect
      .poll(() =>
        page
          .getByTestId("navbar-bookmarks")
          .getByRole("link")
          .evaluateAll((links) => links.map((l) => l.getAttribute("href"))),
      )
      .toEqual(bookmarks);
  });
});

test.describe("the phone menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  bothModes("backdrop", (js) => {
    test("closes the open menu on a tap outside it", async ({ page }) => {
      await login(page, "admin");
      await page.goto("/shipments");
      await hydrated(page, js);
      const menu = page.getByTestId("side-menu");
      await expect(menu).not.toBeInViewport();
      await page.getByTestId("mobile-menu-button").click();
      await expect(menu).toBeInViewport();
      // Outside the menu (280 px wide): the backdrop, not the list under it, takes the tap.
      await page.mouse.click(360, 600);
      await expect(menu).not.toBeInViewport();
      await expect(page).toHaveURL(/\/shipments(#[\w-]*)?$/);
      await expect(page.getByTestId("menu-backdrop")).toBeHidden();
    });
  });
});
