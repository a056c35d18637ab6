import { test, expect } from "@playwright/test";
import { AppServer, BASE_PORT, freshDir } from "./harness";

/**
 * Bookmarks are kept with the account in the database: a star given in the search dialog is still there
 * after the server restarts on the same data, in the navbar, in the dialog and in the demo interface's
 * `/mock/api/bookmarks/data`.
 */
test("a bookmark survives a server restart", async ({ page }) => {
  test.setTimeout(120_000);
  const server = new AppServer(freshDir("bookmarks"), BASE_PORT + 5);
  const navbarAccount = page.locator('[data-testid="navbar-bookmarks"] a[href="/account"]');
  try {
    await server.start();
    const signIn = await page.request.post(`${server.origin}/login`, {
      form: { email: "customer@kargo.test", password: "Demo1234!" },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(303);
    await page.goto(`${server.origin}/account`);
    await page.mouse.move(5, 5);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await expect(navbarAccount).toHaveCount(0);

    await page.getByTestId("search-open").click();
    await page.getByTestId("search-input").fill("hesap ayar");
    const star = page
      .getByTestId("search-dialog")
      .getByTestId("search-page")
      .filter({ has: page.locator('a[href="/account"]') })
      .getByTestId("bookmark-star");
    await star.click();
    await expect(star).toHaveAttribute("aria-pressed", "true");
    await expect(navbarAccount).toHaveCount(1);

    expect(await server.stop()).toEqual({ code: 0, signal: null });
    await server.start();

    // The session is kept in the database too: the same browser is still signed in.
    await page.goto(`${server.origin}/account`);
    await expect(navbarAccount).toHaveCount(1);
    const data = await (await page.request.get(`${server.origin}/mock/api/bookmarks/data`)).json();
    expect(data.bookmarks.map((b: { target: string }) => b.target)).toEqual(["account"]);
    await page.mouse.move(5, 5);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
    await page.getByTestId("search-open").click();
    await expect(page.getByTestId("search-dialog").locator('a[href="/account"]')).toBeVisible();
  } finally {
    await server.ensureStopped();
  }
});
