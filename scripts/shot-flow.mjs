// Dev helper: viewport screenshots of a few shell states (menu open on a phone, collapsed menu).
// Usage: node scripts/shot-flow.mjs <baseUrl> <outDir> <email> <path> [--dark]
import { chromium } from "@playwright/test";
import fs from "node:fs";
const [base, out, email, pathname, ...flags] = process.argv.slice(2);
const dark = flags.includes("--dark");
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
async function session(viewport) {
  const context = await browser.newContext({ viewport, locale: "tr-TR", colorScheme: dark ? "dark" : "light" });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', "Demo1234!");
  await page.locator("main form button[type=submit]").click();
  await page.waitForURL((u) => !u.pathname.startsWith("/login"));
  if (dark) {
    await context.addCookies([
      { name: "skin", value: Buffer.from(JSON.stringify("dark")).toString("base64"), url: base },
    ]);
  }
  await page.goto(base + pathname);
  await page.mouse.move(3, 3); // public screens hydrate on the visitor's first move
  await page.mouse.move(6, 9);
  await page.waitForSelector("html[data-hydrated]");
  return page;
}
const tag = dark ? "dark" : "light";
let page = await session({ width: 1440, height: 900 });
await page.screenshot({ path: `${out}/desktop-${tag}.png` });
await page.getByTestId("menu-collapse").click();
await page.waitForSelector('[data-testid=side-menu][data-collapsed="true"]');
await page.waitForTimeout(300);
await page.screenshot({ path: `${out}/desktop-collapsed-${tag}.png` });
await page.locator("[data-testid=side-menu] a.menu-item").nth(2).hover();
await page.waitForTimeout(300);
await page.getByTestId("menu-collapse").click();
await page.waitForSelector('[data-testid=side-menu][data-collapsed="false"]');
page = await session({ width: 390, height: 844 });
await page.screenshot({ path: `${out}/phone-${tag}.png` });
await page.getByTestId("mobile-menu-button").click();
await page.waitForTimeout(400);
await page.screenshot({ path: `${out}/phone-menu-${tag}.png` });
await browser.close();
