import { test, expect, login, hydrated } from "./fixtures";

/**
 * The template demo's strings are a second part of each language (app/i18n.client.ts): fetched for its screens,
 * never for users who cannot open them, and present before a demo screen draws itself.
 */
const demoPart = (url: string) => url.includes("/resources/locales/") && url.includes("part=demo");

test("customers never download the demo's strings", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (r) => void (demoPart(r.url()) && asked.push(r.url())));
  await login(page, "customer");
  await page.goto("/shipments");
  await hydrated(page);
  expect(asked).toEqual([]);
});

test("a demo screen opened directly hydrates with its own strings", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (r) => void (demoPart(r.url()) && asked.push(r.url())));
  const errors: string[] = [];
  page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
  await login(page, "admin");
  await page.goto("/apps/todo");
  await hydrated(page);
  await expect(page.getByRole("heading", { name: "Yapılacaklar", level: 1 })).toBeVisible();
  expect(asked.length).toBeGreaterThan(0);
  // A hydration mismatch (server text, browser keys) would be reported here.
  expect(errors.filter((e) => /hydrat|did not match/i.test(e))).toEqual([]);
});

test("a demo screen reached from the menu draws its strings, not their keys", async ({ page }) => {
  await login(page, "admin");
  await page.goto("/");
  await hydrated(page);
  const toggle = page.getByTestId("menu-section-demo");
  if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
  await page.getByTestId("side-menu").locator('a[href="/apps/todo"]').click();
  await expect(page).toHaveURL(/\/apps\/todo$/);
  await expect(page.getByRole("heading", { name: "Yapılacaklar", level: 1 })).toBeVisible();
  await expect(page.getByText("list.search")).toHaveCount(0);
});
