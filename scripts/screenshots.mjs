// Takes screenshots of panel screens in headless Chromium, for looking at them.
// Usage: node scripts/screenshots.mjs <baseUrl> <outDir> <email|-> <path>[,<path>...] [--phone] [--dark] [--lng=xx] [--nojs] [--collapsed]
import { chromium } from "@playwright/test";
import fs from "node:fs";

const [base, out, email, paths, ...flags] = process.argv.slice(2);
const phone = flags.includes("--phone");
const dark = flags.includes("--dark");
const nojs = flags.includes("--nojs");
const lng = flags.find((f) => f.startsWith("--lng="))?.slice(6) ?? "tr";
fs.mkdirSync(out, { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
const context = await browser.newContext({
  viewport: phone ? { width: 390, height: 844 } : { width: 1440, height: 900 },
  deviceScaleFactor: 1,
  javaScriptEnabled: !nojs,
});
const host = new URL(base).hostname;
await context.addCookies([
  { name: "lng", value: Buffer.from(JSON.stringify(lng)).toString("base64"), domain: host, path: "/" },
  {
    name: "skin",
    value: Buffer.from(JSON.stringify(dark ? "dark" : "light")).toString("base64"),
    domain: host,
    path: "/",
  },
  ...(flags.includes("--collapsed")
    ? [{ name: "menu", value: Buffer.from(JSON.stringify("collapsed")).toString("base64"), domain: host, path: "/" }]
    : []),
]);
const page = await context.newPage();
if (email && email !== "-") {
  await page.goto(`${base}/login`);
  await page.fill('input[name="email"]', email);
  await page.fill('input[name="password"]', "Demo1234!");
  await Promise.all([
    page.waitForURL((u) => !u.pathname.startsWith("/login")),
    page.click('main form button[type="submit"]'),
  ]);
}
for (const p of paths.split(",")) {
  await page.goto(`${base}${p}`);
  await page.waitForTimeout(nojs ? 100 : 700);
  const name = `${p.replace(/[^a-z0-9]+/gi, "_") || "root"}-${phone ? "phone" : "desktop"}-${dark ? "dark" : "light"}-${lng}${nojs ? "-nojs" : ""}.png`;
  await page.screenshot({ path: `${out}/${name}`, fullPage: true });
  console.log(`${out}/${name}`);
}
await browser.close();
