import { test, expect } from "../e2e/fixtures";
import { builtRoutes, concrete, rowCounts } from "./app";

const ATTACKS: Array<{ name: string; headers: Record<string, string> }> = [
  { name: "foreign Origin", headers: { Origin: "https://evil.test" } },
  { name: "Origin null", headers: { Origin: "null" } },
  { name: "foreign Referer without Origin", headers: { Referer: "https://evil.test/attack.html" } },
];

// On a server of its own (see playwright.config.ts), so the row counts see only this test's requests.
test.use({ baseURL: `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 2}` });

test("cross-site writes to every action and resource route are refused and change nothing", async ({ request }) => {
  const targets = builtRoutes()
    .filter((r) => r.hasAction || !r.page)
    .map((r) => concrete(r.path));
  targets.push("/logout", "/login", "/register", "/preferences");
  const before = rowCounts("isolated");
  for (const path of new Set(targets)) {
    for (const attack of ATTACKS) {
      for (const method of ["POST", "PUT", "DELETE"] as const) {
        const response = await request.fetch(path, {
          method,
          headers: attack.headers,
          form: { intent: "create", email: "admin@kargo.test", password: "Demo1234!", name: "x", id: "1" },
          maxRedirects: 0,
        });
        expect(response.status(), `${method} ${path} with ${attack.name}`).toBe(403);
        expect(response.headers()["set-cookie"] ?? "", `${method} ${path}`).not.toContain("__session=");
      }
    }
  }
  expect(rowCounts("isolated")).toEqual(before);
});
