import type { Page } from "@playwright/test";
import { test, expect, login, hydrated } from "./fixtures";

/**
 * Starring a screen in the Ctrl+K dialog, as customers do: they start with no bookmark they can see, so the
 * first star makes the navbar's bookmark list appear and the second one makes it go again. The page must keep
 * working (no error screen, no React error) and the star and the bookmark list follow each click. The tests
 * change the bookmarks of shared demo accounts, so they run one after the other and leave them as they were.
 */
test.describe.configure({ mode: "serial" });

const PHONE = { width: 390, height: 844 };

/** Uncaught errors and console errors of a page, to assert that none happened. */
function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

for (const who of ["customer", "corporate"] as const) {
  for (const path of ["/", "/shipments"]) {
    for (const [size, viewport] of [
      ["desktop", { width: 1440, height: 900 }],
      ["phone", PHONE],
    ] as const) {
      test(`${who} stars and unstars a screen in the search dialog on ${path} (${size})`, async ({ page }) => {
        await page.setViewportSize(viewport);
        const errors = watchErrors(page);
        await login(page, who);
        await page.goto(path);
        await hydrated(page);
        const bookmarks = page.locator('[data-testid="navbar-bookmarks"] a[href="/account"]');
        await expect(bookmarks).toHaveCount(0);

        await page.getByTestId("search-open").click();
        const input = page.getByTestId("search-input");
        await expect(input).toBeVisible();
        await input.fill("hesap ayar");
        const row = page
          .getByTestId("search-dialog")
          .getByTestId("search-page")
          .filter({ has: page.locator('a[href="/account"]') });
        const star = row.getByTestId("bookmark-star");
        await expect(star).toHaveAttribute("aria-pressed", "false");

        await star.click();
        await expect(star).toHaveAttribute("aria-pressed", "true");
        await expect(bookmarks).toHaveCount(1);
        await input.fill("");
        await expect(page.getByTestId("search-dialog").locator('a[href="/account"]')).toBeVisible();

        await input.fill("hesap ayar");
        await expect(star).toHaveAttribute("aria-pressed", "true");
        await star.click();
        await expect(star).toHaveAttribute("aria-pressed", "false");
        await expect(bookmarks).toHaveCount(0);

        await expect(page.getByText("Bir hata oluştu")).toHaveCount(0);
        await expect(page.getByTestId("search-dialog")).toBeVisible();
        expect(errors).toEqual([]);
      });
    }
  }
}

/**
 * The lists and the home hydrate on the visitor's first move (app/lib/hydrate-on-intent.ts): a Ctrl+K pressed
 * before any other move starts the scripts, and the dialog opens once they run, without a second press.
 */
for (const [size, viewport] of [
  ["desktop", { width: 1440, height: 900 }],
  ["phone", PHONE],
] as const) {
  test(`the first Ctrl+K on a page that hydrates on intent opens the search (${size})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await login(page, "customer", undefined, { waitForScripts: false });
    await page.goto("/shipments");
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated", "true");
    await page.keyboard.press("Control+k");
    await expect(page.getByTestId("search-input")).toBeVisible();
    await expect(page.getByTestId("search-input")).toBeFocused();
  });
}
