import type { APIRequestContext, Browser } from "@playwright/test";
import { test, expect, login } from "../e2e/fixtures";
import { SEARCH_PAGES } from "../../app/lib/search/pages";
import { abilityFor } from "../../app/lib/auth/permissions";
import type { Role } from "../../app/lib/auth/roles";

/**
 * For every panel screen: a role without the ability gets 403 (or 404), for the page and for its
 * .data request; a signed-out visitor is sent to the login page (public screens excepted).
 */
async function signedIn(
  browser: Browser,
  baseURL: string | undefined,
  who: "admin" | "agent" | "customer",
): Promise<APIRequestContext> {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: {
      "X-Forwarded-For": `10.66.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  const page = await context.newPage();
  await login(page, who);
  return context.request;
}

test("staff-only screens refuse customers and agents without the ability", async ({ browser, baseURL, playwright }) => {
  test.setTimeout(120_000);
  const admin = await signedIn(browser, baseURL, "admin");
  const screens = SEARCH_PAGES.filter((p) => p.group === "freight");
  const existing = [];
  for (const screen of screens) {
    const r = await admin.get(screen.path, { maxRedirects: 0 });
    if (r.status() === 200) existing.push(screen);
  }
  expect(existing.length).toBeGreaterThan(2);

  const anonymous = await playwright.request.newContext({ baseURL });
  for (const role of ["agent", "customer"] as Role[]) {
    const client = await signedIn(browser, baseURL, role as "agent" | "customer");
    const ability = abilityFor(role);
    for (const screen of existing) {
      const allowed = ability.can(screen.ability[0], screen.ability[1]);
      const pageResponse = await client.get(screen.path, { maxRedirects: 0 });
      const dataPath = screen.path === "/" ? "/_.data" : `${screen.path}.data`;
      const dataResponse = await client.get(dataPath, { maxRedirects: 0 });
      if (allowed) {
        expect(pageResponse.status(), `${role} ${screen.path}`).toBe(200);
      } else {
        expect([403, 404], `${role} ${screen.path}`).toContain(pageResponse.status());
        expect([403, 404], `${role} ${dataPath}`).toContain(dataResponse.status());
      }
    }
  }
  for (const screen of existing.filter((s) => !s.public)) {
    const r = await anonymous.get(screen.path, { maxRedirects: 0 });
    expect(r.status(), `anonymous ${screen.path}`).toBe(302);
    expect(r.headers().location, `anonymous ${screen.path}`).toMatch(/^\/login/);
  }
});
