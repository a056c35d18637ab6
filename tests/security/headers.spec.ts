import { test, expect, login } from "../e2e/fixtures";
import { builtRoutes, concrete } from "./app";

const REQUIRED = (h: Record<string, string>, where: string) => {
  expect(h["content-security-policy"], `${where}: CSP`).toBeTruthy();
  expect(h["content-security-policy"], `${where}: frame-ancestors`).toContain("frame-ancestors 'none'");
  expect(h["content-security-policy-report-only"], `${where}: enforced, not report-only`).toBeUndefined();
  expect(h["x-content-type-options"], `${where}: nosniff`).toBe("nosniff");
  expect(h["referrer-policy"], `${where}: Referrer-Policy`).toBeTruthy();
  expect(h["cross-origin-opener-policy"], `${where}: COOP`).toBe("same-origin");
};

test("every page, data request, resource route and 404 carries the security headers", async ({ request }) => {
  const paths = new Set<string>(["/", "/no-such-page", "/favicon.svg", "/healthz", "/no-such-page.data"]);
  for (const r of builtRoutes()) {
    if (r.path.includes("*")) continue;
    paths.add(concrete(r.path));
    if (r.page) paths.add(`${concrete(r.path).replace(/\/$/, "") || "/_root"}.data`);
  }
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    REQUIRED(response.headers(), `${path} (${response.status()})`);
  }
});

test("documents use a nonce for scripts and no unsafe-inline scripts", async ({ page }) => {
  const response = await page.goto("/login");
  const csp = response!.headers()["content-security-policy"];
  const script = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
  expect(script).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  expect(script).not.toContain("'unsafe-inline'");
  const nonce = /'nonce-([^']+)'/.exec(script)![1];
  const inline = await page.$$eval("script:not([src])", (els) => els.length);
  expect(inline).toBeGreaterThan(0);
  // Every inline script the page runs was given the nonce (the browser hides it as a property).
  const withNonce = await page.$$eval("script", (els) => els.filter((e) => (e as HTMLScriptElement).nonce).length);
  expect(withNonce).toBeGreaterThan(0);
  expect(nonce.length).toBeGreaterThanOrEqual(16);
  const second = await page.request.get("/login");
  expect(second.headers()["content-security-policy"]).not.toContain(nonce);
});

test("the 403 and error pages carry them too", async ({ page }) => {
  await login(page, "customer");
  const forbidden = await page.request.get("/outbox");
  expect(forbidden.status()).toBe(403);
  REQUIRED(forbidden.headers(), "/outbox as customer");
});
