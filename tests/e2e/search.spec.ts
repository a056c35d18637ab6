import type { Page } from "@playwright/test";
import { test, expect, login } from "./fixtures";

/**
 * The navbar search and bookmarks. Bookmarks are kept per user in the database, so the tests
 * that toggle the admin's bookmarks run in order and leave them as they found them.
 */
test.describe.configure({ mode: "serial" });

/** Presses a shortcut until the dialog opens (the page may still be hydrating). */
async function openWith(page: Page, press: () => Promise<void>) {
  const input = page.getByTestId("search-input");
  await expect(async () => {
    await press();
    await expect(input).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(input).toBeFocused();
  return input;
}

test.describe("navbar search (JS on)", () => {
  test("Ctrl+K finds a freight screen and a demo page, and Enter navigates", async ({ page }) => {
    await login(page, "admin");
    const input = await openWith(page, () => page.keyboard.press("Control+k"));
    await input.fill("navlun");
    const dialog = page.getByTestId("search-dialog");
    await expect(dialog.locator('a[href="/freight/calculate"]')).toContainText("Navlun hesaplama");
    await expect(dialog.getByTestId("search-page")).toHaveCount(2);

    await input.fill("takvim");
    await expect(dialog.locator('a[href="/apps/calendar"]')).toBeVisible();

    await input.fill("a");
    await expect(dialog.getByTestId("search-page")).toHaveCount(4);
    await expect(dialog.getByTestId("search-file")).toHaveCount(4);

    await input.fill("hesap ayar");
    await expect(dialog.locator('a[href="/account"]')).toBeVisible();
    await expect(dialog.getByTestId("search-page").first()).toContainText("Hesap ayarları");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/account$/);
    await expect(dialog).toBeHidden();
  });

  test("the / key opens the search and a click on a result navigates", async ({ page }) => {
    await login(page, "admin");
    await page.goto("/account");
    const input = await openWith(page, () => page.locator("body").press("/"));
    await input.fill("ana say");
    await page.getByTestId("search-dialog").locator('a[href="/"]').click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("a star on a result toggles the bookmark through /mock and the navbar shows it", async ({ page }) => {
    await login(page, "admin");
    const bookmarks = page.getByTestId("navbar-bookmarks");
    await expect(bookmarks.locator('a[href="/apps/email"]')).toBeVisible();
    await expect(bookmarks.locator('a[href="/account"]')).toHaveCount(0);

    const input = await openWith(page, () => page.getByTestId("search-open").click());
    await input.fill("hesap ayar");
    const row = page
      .getByTestId("search-dialog")
      .getByTestId("search-page")
      .filter({ has: page.locator('a[href="/account"]') });
    const star = row.getByTestId("bookmark-star");
    await expect(star).toHaveAttribute("aria-pressed", "false");
    const [response] = await Promise.all([page.waitForResponse("**/mock/api/bookmarks/update"), star.click()]);
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ isBookmarked: true });
    await expect(star).toHaveAttribute("aria-pressed", "true");
    await expect(bookmarks.locator('a[href="/account"]')).toBeVisible();

    await star.click();
    await expect(star).toHaveAttribute("aria-pressed", "false");
    await expect(bookmarks.locator('a[href="/account"]')).toHaveCount(0);
  });

  test("a customer finds freight screens only: no admin screens, no demo pages or demo data", async ({ page }) => {
    await login(page, "customer");
    const input = await openWith(page, () => page.keyboard.press("Control+k"));
    await input.fill("kargo");
    const dialog = page.getByTestId("search-dialog");
    await expect(dialog.locator('a[href="/shipments"]')).toBeVisible();
    await input.fill("kullanıcı");
    await expect(dialog.getByTestId("search-empty")).toBeVisible();
    await input.fill("takvim");
    await expect(dialog.getByTestId("search-empty")).toBeVisible();
    await input.fill("yılmaz");
    await expect(dialog.getByTestId("search-empty")).toBeVisible();
  });
});

test.describe("navbar search (JS off)", () => {
  test.use({ javaScriptEnabled: false });

  test("the navbar field submits to /search, which lists results and toggles bookmarks", async ({ page }) => {
    await login(page, "admin");
    const field = page.getByTestId("navbar-search").locator('input[name="q"]');
    await field.fill("navlun");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=navlun/);
    const results = page.getByTestId("search-results");
    await expect(results.locator('a[href="/freight/calculate"]')).toContainText("Navlun hesaplama");

    await page.goto("/search?q=hesap%20ayar");
    const row = page
      .getByTestId("search-results")
      .getByTestId("search-page")
      .filter({ has: page.locator('a[href="/account"]') });
    await row.getByTestId("bookmark-star").click();
    await expect(page).toHaveURL(/\/search\?q=hesap/);
    await expect(page.getByTestId("navbar-bookmarks").locator('a[href="/account"]')).toHaveCount(1);
    await page
      .getByTestId("search-results")
      .getByTestId("search-page")
      .filter({ has: page.locator('a[href="/account"]') })
      .getByTestId("bookmark-star")
      .click();
    await expect(page.getByTestId("navbar-bookmarks").locator('a[href="/account"]')).toHaveCount(0);

    await page.goto("/search?q=zzzz");
    await expect(page.getByTestId("search-empty")).toBeVisible();
  });
});
