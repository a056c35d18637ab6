import type { APIRequestContext } from "@playwright/test";
import { test, expect } from "../e2e/fixtures";
import { freshIp, startOwnServer, type OwnServer } from "./own-server";

/**
 * The public demo interface (`/mock`): its sign-in is rate limited per address like the panel's public
 * forms, and its capped lists make room by dropping their oldest items, so one visitor filling a list
 * never locks every other visitor out (the answer used to be 409 for everyone until a restart). On a
 * server of the test's own, with a short sign-in allowance.
 */
test.describe.configure({ mode: "default" });

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer("demoapi", { RATE_LIMITS: "demo-login-address=4/60s" });
});
test.afterAll(async () => {
  await server?.stop();
});

async function client(playwright: Parameters<Parameters<typeof test>[2]>[0]["playwright"]): Promise<APIRequestContext> {
  return playwright.request.newContext({ baseURL: server.baseURL, extraHTTPHeaders: { Origin: server.baseURL } });
}

test("the demo sign-in is rate limited per address", async ({ playwright }) => {
  const api = await client(playwright);
  const ip = freshIp(80);
  const login = (password: string, from = ip) =>
    api.post("/mock/jwt/login", { data: { email: "admin@demo.com", password }, headers: { "X-Forwarded-For": from } });
  expect((await login("admin")).status()).toBe(200);
  expect((await login("wrong")).status()).toBe(400);
  const register = await api.post("/mock/jwt/register", {
    data: { email: `rl-${Date.now()}@demo.com`, password: "secret12", username: `rl${Date.now()}` },
    headers: { "X-Forwarded-For": ip },
  });
  expect(register.status()).toBe(200);
  expect((await login("wrong")).status()).toBe(400);
  const limited = await login("admin");
  expect(limited.status()).toBe(429);
  expect(Number(limited.headers()["retry-after"])).toBeGreaterThan(0);
  expect(limited.headers().ratelimit).toContain('"demo-login-address"');
  expect((await limited.json()).error).toMatch(/too many/i);
  // Another address is not affected.
  expect((await login("admin", freshIp(81))).status()).toBe(200);
  await api.dispose();
});

test("a full demo list makes room by dropping its oldest items instead of refusing everyone", async ({
  playwright,
}) => {
  test.setTimeout(120_000);
  const api = await client(playwright);
  const all = async () => {
    const live = (await (await api.get("/mock/apps/todo/tasks")).json()) as Array<{ id: number; title: string }>;
    const deleted = (await (await api.get("/mock/apps/todo/tasks?filter=deleted")).json()) as Array<{
      id: number;
      title: string;
    }>;
    return [...live, ...deleted];
  };
  const start = await all();
  const oldest = Math.min(...start.map((t) => t.id));
  const add = (title: string) =>
    api.post("/mock/apps/todo/add-tasks", { data: { task: { title, dueDate: "2030-01-01" } } });
  // Fill to the cap, then past it: every visitor's write still succeeds.
  const missing = 1000 - start.length;
  for (let i = 0; i < missing; i += 25) {
    const batch = await Promise.all(Array.from({ length: Math.min(25, missing - i) }, (_, j) => add(`Fill ${i + j}`)));
    for (const r of batch) expect(r.status()).toBe(201);
  }
  expect(await all()).toHaveLength(1000);
  const past = await add("One more than the cap");
  expect(past.status()).toBe(201);
  const after = await all();
  expect(after).toHaveLength(1000);
  expect(after.some((t) => t.id === oldest)).toBe(false);
  expect(after.some((t) => t.title === "One more than the cap")).toBe(true);
  await api.dispose();
});
