import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

/**
 * Shared fixtures: every test gets its own client address (X-Forwarded-For, the test server
 * trusts the proxy headers) so rate limits of one test never touch another; `login` signs in
 * a demo account with the sign-in form's post (or through the screen itself, `throughForm`).
 */
export const DEMO = {
  admin: "admin@kargo.test",
  agent: "agent@kargo.test",
  customer: "customer@kargo.test",
  corporate: "corporate@kargo.test",
} as const;
export const DEMO_PASSWORD = "Demo1234!";

let counter = 0;
function uniqueIp() {
  counter += 1;
  const n = (process.pid * 97 + counter * 7919 + Date.now()) % 16_000_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * Whether a browser context runs JavaScript (`bothModes`), for helpers that only get the page: contexts a test
 * opens with `browser.newContext()` inherit the test's setting (`scriptsByDefault`) unless remembered here.
 */
const scriptsRun = new WeakMap<BrowserContext, boolean>();
let scriptsByDefault = true;

/** For contexts a test opens itself. */
export function rememberScripts(context: BrowserContext, js: boolean) {
  scriptsRun.set(context, js);
}

export const test = base.extend<{ clientIp: string; scriptsSetting: void }>({
  clientIp: async ({}, use) => {
    await use(uniqueIp());
  },
  scriptsSetting: [
    async ({ javaScriptEnabled }, use) => {
      scriptsByDefault = javaScriptEnabled !== false;
      await use();
    },
    { auto: true },
  ],
  context: async ({ context, clientIp, javaScriptEnabled }, use) => {
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": clientIp });
    scriptsRun.set(context, javaScriptEnabled !== false);
    await use(context);
  },
});

export { expect };

export async function login(
  page: Page,
  who: keyof typeof DEMO | string,
  password = DEMO_PASSWORD,
  { waitForScripts = true, throughForm = false } = {},
) {
  const email = who in DEMO ? DEMO[who as keyof typeof DEMO] : who;
  if (throughForm) {
    await page.goto("/login");
    await page
      .getByLabel(/^(E-posta|Email|E-Mail|E-mail)/)
      .first()
      .fill(email);
    await page.getByLabel(/^Şifre|^Password/).fill(password);
    await page.locator("main form button[type=submit]").click();
  } else {
    // The sign-in form's own post (the login tests go through the screen itself), sent from the page's context so
    // the session cookie lands in the browser; then the page opens where the form would have led.
    const response = await page.request.post("/login", { form: { email, password }, maxRedirects: 0 });
    expect(response.status(), `signing in ${email}`).toBe(303);
    await page.goto(response.headers().location ?? "/");
  }
  await expect(page).not.toHaveURL(/\/login/, { timeout: 30_000 });
  // The screen signed in to starts its scripts after its first paint: act once it is hydrated, as a person
  // who waits for the page would (without JavaScript there is nothing to wait for).
  if (waitForScripts) await hydrated(page, scriptsRun.get(page.context()) ?? scriptsByDefault);
}

/** The e2e server's data folder (see serve.mjs), to read the mails it wrote. */
export function dataDir(name = "main") {
  return path.resolve("test-results", "e2e-data", name);
}

/** The newest outbox mail to an address, decoded from its .eml file. */
export async function latestMailTo(address: string, name = "main"): Promise<string> {
  const dir = path.join(dataDir(name), "outbox");
  for (let attempt = 0; attempt < 20; attempt++) {
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort().reverse() : [];
    for (const f of files) {
      const text = fs.readFileSync(path.join(dir, f), "utf8");
      if (text.includes(`To: ${address}`)) return decodeMail(text);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No mail to ${address}`);
}

function decodeMail(raw: string): string {
  // Quoted-printable soft line breaks and escapes, enough to read links and text.
  return raw
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Runs a describe block twice: with JavaScript and without it. */
export function bothModes(title: string, body: (js: boolean) => void) {
  for (const js of [true, false]) {
    test.describe(`${title} (${js ? "JS on" : "JS off"})`, () => {
      test.use({ javaScriptEnabled: js });
      body(js);
    });
  }
}

export function uniqueEmail(prefix = "user") {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** Registers a new individual customer through the real form and leaves the page signed in as them. */
export async function registerCustomer(
  page: Page,
  email = uniqueEmail("customer"),
  password = "Guclu-Sifre-42",
  name = "Deniz Kaya",
) {
  await page.goto("/register");
  await page.getByRole("textbox", { name: /^Ad soyad/ }).fill(name);
  await page.getByRole("textbox", { name: /^E-posta/ }).fill(email);
  await page.locator("input[name=password]").fill(password);
  await page.getByRole("textbox", { name: /^Vergi/ }).fill("10000000146");
  await page.getByLabel("Üyelik sözleşmesini okudum ve kabul ediyorum").check();
  await page.getByRole("button", { name: "Hesap oluştur" }).click();
  await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
  return { email, password };
}

/**
 * With JavaScript on, waits until React has hydrated the page, so typed values are not reset by it. The public
 * screens hydrate on the visitor's first move (app/lib/hydrate-on-intent.ts): the pointer moves first, as a
 * person's would.
 */
export async function hydrated(page: Page, js = true) {
  if (!js) return;
  await page.mouse.move(3, 3);
  await page.mouse.move(6, 9);
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 30_000 });
}
