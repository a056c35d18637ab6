import { spawn, type ChildProcess } from "node:child_process";
import { test, expect, type APIRequestContext, type APIResponse, type PlaywrightWorkerArgs } from "@playwright/test";

type Playwright = PlaywrightWorkerArgs["playwright"];

/**
 * Rate limits that hold (docs/security.md, "Rate limits"), over HTTP without a browser (the answers are the JS-off pages).
 * A server of its own with tiny allowances and windows of a few seconds (RATE_LIMITS), so every limit
 * is reached in a handful of requests and a window can be waited out. Different client addresses are
 * simulated with X-Forwarded-For (the test servers trust the proxy headers).
 */
const PORT = Number(process.env.E2E_PORT ?? 3210) + 10;
const baseURL = `http://127.0.0.1:${PORT}`;
const LIMITS = [
  "login-address=8/30s",
  "login-account-address=3/30s",
  "login-account=6/15s",
  "login-device=3/15s",
  "register-address=3/15s",
  "register-email=2/15s",
  "forgot-resend=1/3s",
  "forgot-account=3/30s",
  "forgot-address=4/15s",
  "contact-address=2/15s",
  "contact-account=2/15s",
  "freight-address=2/15s",
  "freight-account=2/15s",
  "tracking-address=3/6s",
  "tracking-account=4/15s",
  "account-password=3/30s",
].join(",");

test.describe.configure({ mode: "default" });

let server: ChildProcess | undefined;
test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = spawn(process.execPath, ["tests/e2e/serve.mjs", "rate-limits"], {
    env: { ...process.env, PORT: String(PORT), RATE_LIMITS: LIMITS, TRUST_PROXY: "on" },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  server.stderr?.on("data", (chunk) => (stderr += String(chunk)));
  const deadline = Date.now() + 80_000;
  for (;;) {
    const up = await fetch(`${baseURL}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (server.exitCode !== null || Date.now() > deadline)
      throw new Error(`The rate limit test server did not start:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 250));
  }
});
test.afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((r) => server!.once("exit", r));
  server.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  if (server.exitCode === null) server.kill("SIGKILL");
});

let ipCounter = 0;
/** A fresh client address for every call, different in every run (the server keeps its counters). */
function newIp() {
  ipCounter += 1;
  const n = (Date.now() * 13 + process.pid * 7 + ipCounter * 7919) % 16_000_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}
const unique = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** A client at one address, reading pages in one language. */
async function client(playwright: Playwright, ip: string, lng = "tr") {
  return playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": ip, "Accept-Language": lng },
  });
}

const post = (c: APIRequestContext, path: string, form: Record<string, string>, ip?: string) =>
  c.post(path, { form, maxRedirects: 0, headers: ip ? { "X-Forwarded-For": ip } : {} });

/** The RateLimit headers of a counted answer, with the remaining allowance of one policy. */
function remaining(res: APIResponse, policy: string): number {
  const h = res.headers();
  expect(h["ratelimit-policy"], `RateLimit-Policy on ${res.url()}`).toMatch(new RegExp(`"${policy}";q=\\d+;w=\\d+`));
  const match = new RegExp(`"${policy}";r=(\\d+);t=(\\d+)`).exec(h.ratelimit ?? "");
  expect(match, `RateLimit for ${policy} on ${res.url()}: ${h.ratelimit}`).not.toBeNull();
  return Number(match![1]);
}

/** A refused answer: 429, Retry-After, the RateLimit headers with the exhausted policy, the message. */
async function expectLimited(res: APIResponse, policy: string, message: RegExp) {
  expect(res.status(), `${res.url()} should be limited`).toBe(429);
  const retryAfter = Number(res.headers()["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(remaining(res, policy)).toBe(0);
  const html = await res.text();
  expect(html).toMatch(message);
  return { html, retryAfter };
}

/** The value a server-rendered (JS-off) input carries. */
function inputValue(html: string, name: string): string | null {
  const tag = [...html.matchAll(/<input\b[^>]*>/g)].map((m) => m[0]).find((t) => t.includes(` name="${name}"`));
  if (!tag) return null;
  return /\svalue="([^"]*)"/.exec(tag)?.[1] ?? "";
}
function textareaValue(html: string, name: string): string | null {
  return new RegExp(`<textarea\\b[^>]*name="${name}"[^>]*>([^<]*)</textarea>`).exec(html)?.[1] ?? null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const wait =
  "\\d+\\s(second|seconds|minute|minutes|saniye|dakika|Sekunden|Minuten|Minute|secondes|minutes|segundos|minutos)";

async function signIn(playwright: Playwright, email: string, password: string, ip = newIp()) {
  const c = await client(playwright, ip);
  const res = await post(c, "/login", { email, password });
  expect(res.status(), `sign-in of ${email}`).toBe(303);
  return c;
}

async function registerAccount(playwright: Playwright, email = unique("owner"), password = "Sahibin-Sifresi-9") {
  const c = await client(playwright, newIp());
  const res = await post(c, "/register", {
    customerType: "individual",
    name: "Hesap Sahibi",
    email,
    password,
    taxId: "10000000146",
    acceptMembership: "on",
  });
  expect(res.status(), "registration").toBe(303);
  await c.dispose();
  return { email, password };
}

test.describe("sign-in", () => {
  test("one account at one address: three failures, then 429 in the reader's language, the e-mail kept", async ({
    playwright,
  }) => {
    const ip = newIp();
    const c = await client(playwright, ip, "en");
    const email = unique("guess");
    for (let left = 2; left >= 0; left--) {
      const res = await post(c, "/login", { email, password: "wrong-password" });
      expect(res.status()).toBe(400);
      expect(remaining(res, "login-account-address")).toBe(left);
    }
    const { html } = await expectLimited(
      await post(c, "/login", { email, password: "wrong-password" }),
      "login-account-address",
      new RegExp(`Too many failed attempts\\. Try again in ${wait}\\.`),
    );
    expect(inputValue(html, "email")).toBe(email);
    expect(html).not.toContain("wrong-password");
    // The same account from another address is still answered (its own count), so is another account here.
    expect((await post(c, "/login", { email, password: "wrong-password" }, newIp())).status()).toBe(400);
    expect((await post(c, "/login", { email: unique("other"), password: "wrong-password" })).status()).toBe(400);
    await c.dispose();
  });

  test("one address spraying many accounts is limited per address", async ({ playwright }) => {
    const ip = newIp();
    const c = await client(playwright, ip, "de");
    for (let i = 0; i < 8; i++)
      expect((await post(c, "/login", { email: unique(`spray${i}`), password: "Sommer2026!" })).status()).toBe(400);
    const { html } = await expectLimited(
      await post(c, "/login", { email: "customer@kargo.test", password: "Sommer2026!" }),
      "login-address",
      new RegExp(`Zu viele fehlgeschlagene Versuche\\. Versuchen Sie es in ${wait} erneut\\.`),
    );
    expect(inputValue(html, "email")).toBe("customer@kargo.test");
    expect((await post(c, "/login", { email: unique("elsewhere"), password: "Sommer2026!" }, newIp())).status()).toBe(
      400,
    );
    await c.dispose();
  });

  test("a flood from many addresses closes the account to strangers but not to its owner, and not for long", async ({
    playwright,
  }) => {
    test.setTimeout(60_000);
    const owner = await registerAccount(playwright);
    // The owner signs in once from their browser (which keeps the known-device cookie) and signs out.
    const ownerIp = newIp();
    const browser = await signIn(playwright, owner.email, owner.password, ownerIp);
    const cookies = (await browser.storageState()).cookies.map((c) => c.name);
    expect(cookies).toContain("known_device");
    expect((await browser.post("/logout", { maxRedirects: 0 })).status()).toBe(303);

    // An attacker guesses from six addresses: the account-wide counter for unknown browsers is spent.
    const attacker = await client(playwright, newIp());
    for (let i = 0; i < 6; i++)
      expect((await post(attacker, "/login", { email: owner.email, password: `guess-${i}` }, newIp())).status()).toBe(
        400,
      );
    await expectLimited(
      await post(attacker, "/login", { email: owner.email, password: "guess-x" }, newIp()),
      "login-account",
      /Çok fazla hatalı deneme yapıldı\./,
    );
    // Even the right password is refused from a browser the account does not know, at any address...
    const stranger = await client(playwright, ownerIp);
    const refused = await expectLimited(
      await post(stranger, "/login", { email: owner.email, password: owner.password }),
      "login-account",
      /Çok fazla hatalı deneme/,
    );

    // ...but the owner's own browser is judged by its own counter and gets in at once.
    const back = await post(browser, "/login", { email: owner.email, password: owner.password });
    expect(back.status()).toBe(303);
    expect(remaining(back, "login-device")).toBeGreaterThan(0);
    expect(back.headers()["ratelimit-policy"]).not.toContain('login-account"');

    // When the window has passed, anyone with the password gets in again: the lockout does not last.
    await sleep(refused.retryAfter * 1000 + 500);
    expect((await post(stranger, "/login", { email: owner.email, password: owner.password })).status()).toBe(303);
    await Promise.all([browser.dispose(), attacker.dispose(), stranger.dispose()]);
  });

  test("a burst of parallel wrong passwords gets no more tries than the allowance", async ({ playwright }) => {
    const ip = newIp();
    const c = await client(playwright, ip);
    const email = unique("burst");
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => post(c, "/login", { email, password: "parallel-guess" })),
    );
    const statuses = answers.map((r) => r.status());
    expect(statuses.filter((s) => s === 400)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(9);
    await c.dispose();
  });
});

test.describe("sign-up", () => {
  const form = (email: string) => ({
    customerType: "individual",
    name: "Deniz Kaya",
    email,
    password: "Yeni-Sifre-2026",
    taxId: "10000000146",
    acceptMembership: "on",
  });

  test("per address: three attempts, then 429 with the form kept and no password echoed", async ({ playwright }) => {
    const ip = newIp();
    const c = await client(playwright, ip, "de");
    // Attempts count whether the address is new (303) or taken (400).
    const first = await post(c, "/register", form(unique("reg")));
    expect(first.status()).toBe(303);
    expect(remaining(first, "register-address")).toBe(2);
    await c.dispose(); // signed in now; the next attempts come from a signed-out client at the same address
    const d = await client(playwright, ip, "de");
    expect((await post(d, "/register", form("customer@kargo.test"))).status()).toBe(400);
    expect((await post(d, "/register", form("corporate@kargo.test"))).status()).toBe(400);
    const email = unique("reg4");
    const { html } = await expectLimited(
      await post(d, "/register", form(email)),
      "register-address",
      new RegExp(`Zu viele Registrierungsversuche\\. Versuchen Sie es in ${wait} erneut\\.`),
    );
    expect(inputValue(html, "email")).toBe(email);
    expect(inputValue(html, "name")).toBe("Deniz Kaya");
    expect(html).not.toContain("Yeni-Sifre-2026");
    expect((await post(d, "/register", form(unique("reg5")), newIp())).status()).toBe(303);
    await d.dispose();
  });

  test("per e-mail: probing one address from many addresses is limited", async ({ playwright }) => {
    const c = await client(playwright, newIp(), "en");
    const probed = "admin@kargo.test";
    expect((await post(c, "/register", form(probed), newIp())).status()).toBe(400);
    expect((await post(c, "/register", form(probed), newIp())).status()).toBe(400);
    await expectLimited(
      await post(c, "/register", form(probed), newIp()),
      "register-email",
      new RegExp(`Too many sign-up attempts\\. Try again in ${wait}\\.`),
    );
    await c.dispose();
  });
});

test.describe("forgot password", () => {
  test("one link per address at a time, a few per account, a few per client address", async ({ playwright }) => {
    test.setTimeout(60_000);
    const c = await client(playwright, newIp(), "fr");
    const email = unique("forgot");
    const sent = await post(c, "/forgot-password", { email });
    expect(sent.status()).toBe(200);
    expect(remaining(sent, "forgot-account")).toBe(2);
    // At once again: the resend wait, with the seconds in French and the address kept.
    const { html } = await expectLimited(
      await post(c, "/forgot-password", { email }),
      "forgot-resend",
      new RegExp(`Veuillez patienter ${wait} avant de demander un nouveau lien\\.`),
    );
    expect(inputValue(html, "email")).toBe(email);
    // Per account, from any address: three links in the window, then no more (no mailbox flooding).
    for (let i = 0; i < 2; i++) {
      await sleep(3100);
      expect((await post(c, "/forgot-password", { email }, newIp())).status()).toBe(200);
    }
    await sleep(3100);
    await expectLimited(await post(c, "/forgot-password", { email }, newIp()), "forgot-account", /Veuillez patienter/);

    // Per client address, whatever the accounts asked for.
    const ip = newIp();
    for (let i = 0; i < 4; i++)
      expect((await post(c, "/forgot-password", { email: unique(`f${i}`) }, ip)).status()).toBe(200);
    await expectLimited(
      await post(c, "/forgot-password", { email: unique("f5") }, ip),
      "forgot-address",
      /Veuillez patienter/,
    );
    await c.dispose();
  });
});

test.describe("account screen", () => {
  test("wrong current passwords (password change, e-mail change, two-factor off) share one allowance per account: then 429", async ({
    playwright,
  }) => {
    const { email, password } = await registerAccount(playwright, unique("current"));
    const c = await signIn(playwright, email, password);
    const change = (current: string) => ({
      intent: "password",
      currentPassword: current,
      newPassword: "Yeni-Sifre-77",
      confirmPassword: "Yeni-Sifre-77",
    });
    for (let left = 2; left >= 0; left--) {
      const res = await post(c, "/account?lng=de", change("falsches-passwort"));
      expect(res.status()).toBe(400);
      expect(remaining(res, "account-password")).toBe(left);
    }
    await expectLimited(
      await post(c, "/account?lng=de", change("falsches-passwort")),
      "account-password",
      new RegExp(`Zu viele falsche Passwörter\\. Versuchen Sie es in ${wait} erneut\\.`),
    );
    // The same allowance guards the e-mail change (the address typed is kept) and turning two-factor off.
    const target = unique("elsewhere");
    const { html } = await expectLimited(
      await post(c, "/account", { intent: "email", email: target, currentPassword: "falsch" }),
      "account-password",
      /Zu viele falsche Passwörter/,
    );
    expect(inputValue(html, "email")).toBe(target);
    // (Two-factor is off here, so the page has no form to show the message in; the password is still not checked.)
    const mfaOff = await post(c, "/account", { intent: "mfa-disable", currentPassword: "falsch" });
    expect(mfaOff.status()).toBe(429);
    expect(remaining(mfaOff, "account-password")).toBe(0);
    // Even the right password waits (the count is taken before the check), from any address.
    const elsewhere = await signIn(playwright, email, password);
    await expectLimited(
      await post(elsewhere, "/account", change(password)),
      "account-password",
      /Çok fazla hatalı şifre girildi/,
    );
    // Another account is not affected.
    const other = await registerAccount(playwright, unique("neighbour"));
    const neighbour = await signIn(playwright, other.email, other.password);
    expect((await post(neighbour, "/account", change("falsches-passwort"))).status()).toBe(400);
    for (const x of [c, elsewhere, neighbour]) await x.dispose();
  });
});

test.describe("contact form", () => {
  const message = (subject: string, email = "ziyaretci@example.com") => ({
    name: "Ziyaretçi Bir",
    email,
    subject,
    message: "Kargomun teslim tarihini öğrenmek istiyorum, teşekkürler.",
  });

  test("visitors per address: 429 with what was typed kept", async ({ playwright }) => {
    const ip = newIp();
    const c = await client(playwright, ip, "pt");
    for (let left = 1; left >= 0; left--) {
      const ok = await post(c, "/contact", message(`Soru ${left}`));
      expect(ok.status()).toBe(303);
      expect(remaining(ok, "contact-address")).toBe(left);
    }
    const { html } = await expectLimited(
      await post(c, "/contact", message("Üçüncü soru")),
      "contact-address",
      new RegExp(`Foram enviadas demasiadas mensagens\\. Tente novamente dentro de ${wait}\\.`),
    );
    expect(inputValue(html, "subject")).toBe("Üçüncü soru");
    expect(textareaValue(html, "message")).toBe("Kargomun teslim tarihini öğrenmek istiyorum, teşekkürler.");
    expect((await post(c, "/contact", message("Başka adres"), newIp())).status()).toBe(303);
    await c.dispose();
  });

  test("signed-in users per account, at any address", async ({ playwright }) => {
    const owner = await registerAccount(playwright, unique("contact"));
    const ip = newIp();
    const c = await signIn(playwright, owner.email, owner.password, ip);
    for (let i = 0; i < 2; i++)
      expect(remaining(await post(c, "/contact", message(`Üye sorusu ${i}`, owner.email)), "contact-account")).toBe(
        1 - i,
      );
    await expectLimited(
      await post(c, "/contact", message("Üye sorusu 3", owner.email)),
      "contact-account",
      new RegExp(`Çok fazla mesaj gönderildi\\. Lütfen ${wait} sonra yeniden deneyin\\.`),
    );
    await expectLimited(
      await post(c, "/contact", message("Üye sorusu 4", owner.email), newIp()),
      "contact-account",
      /Çok fazla mesaj gönderildi/,
    );
    // A visitor at the same address has their own allowance.
    const visitor = await client(playwright, ip);
    expect((await post(visitor, "/contact", message("Ziyaretçi sorusu"))).status()).toBe(303);
    await Promise.all([c.dispose(), visitor.dispose()]);
  });
});

test.describe("freight request", () => {
  const request = (originCity: string, contactEmail = "yuk@example.com") => ({
    transportType: "road",
    originCountry: "TR",
    originCity,
    destinationCountry: "DE",
    destinationCity: "Köln",
    packageCount: "2",
    weightKg: "120",
    lengthCm: "120",
    widthCm: "80",
    heightCm: "100",
    description: "Tekstil ürünleri, koli içinde",
    contactName: "Yük Sahibi",
    contactEmail,
  });

  test("visitors per address: 429 with the form kept", async ({ playwright }) => {
    const ip = newIp();
    const c = await client(playwright, ip);
    for (let left = 1; left >= 0; left--) {
      const ok = await post(c, "/freight/calculate", request("İstanbul"));
      expect(ok.status()).toBe(303);
      expect(remaining(ok, "freight-address")).toBe(left);
    }
    const { html } = await expectLimited(
      await post(c, "/freight/calculate", request("Eskişehir")),
      "freight-address",
      new RegExp(`Çok fazla talep gönderildi\\. Lütfen ${wait} sonra yeniden deneyin\\.`),
    );
    expect(inputValue(html, "originCity")).toBe("Eskişehir");
    expect(inputValue(html, "weightKg")).toBe("120");
    expect(textareaValue(html, "description")).toBe("Tekstil ürünleri, koli içinde");
    expect((await post(c, "/freight/calculate", request("Bursa"), newIp())).status()).toBe(303);
    await c.dispose();
  });

  test("signed-in customers per account, at any address", async ({ playwright }) => {
    const owner = await registerAccount(playwright, unique("freight"));
    const c = await signIn(playwright, owner.email, owner.password);
    for (let i = 0; i < 2; i++)
      expect((await post(c, "/freight/calculate", request("Ankara", owner.email))).status()).toBe(303);
    const { html } = await expectLimited(
      await post(c, "/freight/calculate", request("İzmir", owner.email), newIp()),
      "freight-account",
      /Çok fazla talep gönderildi/,
    );
    expect(inputValue(html, "originCity")).toBe("İzmir");
    await c.dispose();
  });
});

test.describe("tracking lookup", () => {
  test("visitors per address, with the number kept; the window passing restores access", async ({ playwright }) => {
    const ip = newIp();
    const c = await client(playwright, ip, "en");
    for (let left = 2; left >= 0; left--) {
      const ok = await c.get("/tracking?number=KG12345678901");
      expect(ok.status()).toBe(200);
      expect(remaining(ok, "tracking-address")).toBe(left);
    }
    const { html, retryAfter } = await expectLimited(
      await c.get("/tracking?number=KG99999999999"),
      "tracking-address",
      new RegExp(`Too many lookups\\. Please try again in ${wait}\\.`),
    );
    expect(inputValue(html, "number")).toBe("KG99999999999");
    expect((await c.get("/tracking?number=KG12345678901", { headers: { "X-Forwarded-For": newIp() } })).status()).toBe(
      200,
    );
    // The empty form is not a lookup and is never refused.
    expect((await c.get("/tracking")).status()).toBe(200);
    await sleep(retryAfter * 1000 + 300);
    const again = await c.get("/tracking?number=KG12345678901");
    expect(again.status()).toBe(200);
    expect(remaining(again, "tracking-address")).toBe(2);
    await c.dispose();
  });

  test("signed-in users per account, at any address", async ({ playwright }) => {
    const owner = await registerAccount(playwright, unique("track"));
    const c = await signIn(playwright, owner.email, owner.password);
    for (let i = 0; i < 4; i++)
      expect(
        (await c.get("/tracking?number=KG12345678901", { headers: { "X-Forwarded-For": newIp() } })).status(),
      ).toBe(200);
    await expectLimited(
      await c.get("/tracking?number=KG12345678901", { headers: { "X-Forwarded-For": newIp() } }),
      "tracking-account",
      /Çok fazla sorgu yapıldı/,
    );
    await c.dispose();
  });
});
