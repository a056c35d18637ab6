import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "~/models/test-db.server";
import { env, loadEnv, setEnvForTests } from "../env.server";
import { knownDeviceHeader } from "../auth/known-device.server";
import { loginCounters, passwordAccepted } from "../auth/login-limits.server";
import { POLICY_DEFAULTS } from "./rate-limit-policies";
import { counter, counterKey, judge, policy, relaxedPolicies, take } from "./rate-limit.server";
import { formatWait } from "../wait";

beforeAll(async () => {
  await createTestDb();
  setEnvForTests({ TRUST_PROXY: true });
});
afterEach(() => setEnvForTests({ RATE_LIMIT_SCALE: 1, RATE_LIMITS: {} }));

const now = new Date("2026-11-22T10:00:00.000Z");
const loginRequest = (ip: string, cookie?: string) =>
  new Request("http://app.test/login", {
    method: "POST",
    headers: { "X-Forwarded-For": ip, ...(cookie ? { Cookie: cookie } : {}) },
  });
/** One sign-in attempt's bookkeeping, as the login action does it (right or wrong password). */
async function attempt(request: Request, email: string, right = false) {
  const counters = await loginCounters(request, email);
  const verdict = await take(counters, now);
  if (!verdict.limited && right) await passwordAccepted(counters, now);
  return verdict;
}

describe("policies", () => {
  it("use the defaults, the per-policy overrides and the scale", () => {
    expect(policy("login-account")).toEqual({ name: "login-account", ...POLICY_DEFAULTS["login-account"] });
    setEnvForTests({ RATE_LIMITS: { "login-account": { max: 2, windowMs: 3000 } }, RATE_LIMIT_SCALE: 1 });
    expect(policy("login-account")).toEqual({ name: "login-account", max: 2, windowMs: 3000 });
    setEnvForTests({ RATE_LIMITS: {}, RATE_LIMIT_SCALE: 100 });
    expect(policy("contact-address").max).toBe(500);
    expect(relaxedPolicies().map((p) => p.name)).toContain("contact-address");
    setEnvForTests({ RATE_LIMIT_SCALE: 0.001 });
    expect(policy("tracking-account").max).toBe(1);
    expect(relaxedPolicies()).toEqual([]);
  });

  it("are read from RATE_LIMITS and RATE_LIMIT_SCALE, and a bad value stops the start", () => {
    const e = loadEnv({ RATE_LIMITS: " login-account=3/5s, tracking-address=4/2m ", RATE_LIMIT_SCALE: "2" });
    expect(e.RATE_LIMITS).toEqual({
      "login-account": { max: 3, windowMs: 5000 },
      "tracking-address": { max: 4, windowMs: 120_000 },
    });
    expect(e.RATE_LIMIT_SCALE).toBe(2);
    expect(loadEnv({}).RATE_LIMITS).toEqual({});
    expect(loadEnv({}).RATE_LIMIT_SCALE).toBe(1);
    for (const bad of [
      "login=3/5s",
      "login-account=0/5s",
      "login-account=3/500ms",
      "login-account=3",
      "login-account=x/5s",
    ]) {
      expect(() => loadEnv({ RATE_LIMITS: bad }), bad).toThrow(/RATE_LIMITS/);
    }
    expect(() => loadEnv({ RATE_LIMIT_SCALE: "0" })).toThrow(/RATE_LIMIT_SCALE/);
  });

  it("keep long subjects to a bounded key and fold case", () => {
    expect(counterKey(counter("login-account", "Ayse@Example.COM"))).toBe("login-account:ayse@example.com");
    expect(counterKey(counter("login-account-address", "a@b.c", "10.0.0.1"))).toBe(
      "login-account-address:a@b.c|10.0.0.1",
    );
    expect(counterKey(counter("register-email", "x".repeat(5000))).length).toBeLessThan(80);
  });
});

describe("verdicts", () => {
  it("carry RateLimit-Policy and RateLimit for every counter, Retry-After only when limited", () => {
    const p = { name: "login-address" as const, max: 3, windowMs: 900_000 };
    const q = { name: "login-account" as const, max: 10, windowMs: 900_000 };
    const ok = judge(
      [
        { policy: p, count: 3, resetAt: new Date(now.getTime() + 600_000) },
        { policy: q, count: 1, resetAt: new Date(now.getTime() + 5_500) },
      ],
      now,
    );
    expect(ok.limited).toBe(false);
    expect(ok.headers["RateLimit-Policy"]).toBe('"login-address";q=3;w=900, "login-account";q=10;w=900');
    expect(ok.headers.RateLimit).toBe('"login-address";r=0;t=600, "login-account";r=9;t=6');
    expect(ok.headers["Retry-After"]).toBeUndefined();
    const over = judge(
      [
        { policy: p, count: 4, resetAt: new Date(now.getTime() + 600_000) },
        { policy: q, count: 11, resetAt: new Date(now.getTime() + 700_000) },
      ],
      now,
    );
    expect(over).toMatchObject({ limited: true, retryAfterSeconds: 700 });
    expect(over.headers["Retry-After"]).toBe("700");
  });

  it("refuse the request over the allowance and give its hit back", async () => {
    const c = [counter("contact-address", "10.1.1.1")];
    for (let i = 1; i <= 5; i++) expect((await take(c, now)).limited).toBe(false);
    const refused = await take(c, now);
    expect(refused.limited).toBe(true);
    expect(refused.retryAfterSeconds).toBe(3600);
    // Refused requests do not count: the count stays at the allowance.
    expect((await take(c, now)).states[0].count).toBe(6);
    expect((await take(c, new Date(now.getTime() + 3_600_000))).limited).toBe(false);
  });

  it("count a request of several lookups as that many, and refuse it whole when the rest cannot cover it", async () => {
    // tracking-address: 30 lookups in ten minutes.
    const c = [counter("tracking-address", "10.1.2.3")];
    expect((await take(c, now, 20)).states[0].count).toBe(20);
    expect((await take(c, now, 5)).states[0].count).toBe(25);
    // Six more do not fit in the five left: refused, and nothing of it is counted.
    const refused = await take(c, now, 6);
    expect(refused.limited).toBe(true);
    expect(refused.headers.RateLimit).toContain('"tracking-address";r=0');
    expect((await take(c, now, 5)).limited).toBe(false);
    expect((await take(c, now, 1)).limited).toBe(true);
    // A new window starts with the whole request's cost.
    expect((await take(c, new Date(now.getTime() + 600_000), 3)).states[0].count).toBe(3);
  });

  it("hold under a burst: of 30 parallel requests exactly the allowance gets through", async () => {
    const verdicts = await Promise.all(
      Array.from({ length: 30 }, () => take([counter("freight-address", "10.2.2.2")], now)),
    );
    expect(verdicts.filter((v) => !v.limited)).toHaveLength(POLICY_DEFAULTS["freight-address"].max);
  });
});

describe("sign-in limits", () => {
  it("limit one account at one address after five failures, and a success from there starts afresh", async () => {
    const email = "owner1@example.com";
    for (let i = 0; i < 3; i++) expect((await attempt(loginRequest("10.3.0.1"), email)).limited).toBe(false);
    await attempt(loginRequest("10.3.0.1"), email, true);
    for (let i = 0; i < 5; i++) expect((await attempt(loginRequest("10.3.0.1"), email)).limited).toBe(false);
    const sixth = await attempt(loginRequest("10.3.0.1"), email);
    expect(sixth.limited).toBe(true);
    expect(sixth.headers.RateLimit).toContain('"login-account-address";r=0');
    // Another address may still try (until the account-wide counter is spent).
    expect((await attempt(loginRequest("10.3.0.2"), email)).limited).toBe(false);
  });

  it("limit one address spraying many accounts", async () => {
    for (let i = 0; i < 20; i++)
      expect((await attempt(loginRequest("10.4.0.1"), `spray${i}@example.com`)).limited).toBe(false);
    expect((await attempt(loginRequest("10.4.0.1"), "spray99@example.com")).limited).toBe(true);
  });

  it("do not let a flood from many addresses lock the owner out of a browser that signed in before", async () => {
    const email = "victim@example.com";
    // The owner signed in once from their browser: it holds the known-device cookie.
    expect((await attempt(loginRequest("10.5.0.1"), email, true)).limited).toBe(false);
    const cookie = (await knownDeviceHeader(loginRequest("10.5.0.1"), email, false)).split(";")[0];
    // An attacker floods wrong passwords from many addresses: the account is closed to unknown browsers.
    for (let i = 0; i < 10; i++) expect((await attempt(loginRequest(`10.6.0.${i}`), email)).limited).toBe(false);
    expect((await attempt(loginRequest("10.6.1.1"), email)).limited).toBe(true);
    expect((await attempt(loginRequest("10.5.0.1"), email)).limited).toBe(true);
    // The owner's browser is judged by its own counter only, and gets in.
    const owner = await attempt(loginRequest("10.5.0.1", cookie), email, true);
    expect(owner.limited).toBe(false);
    expect(owner.headers["RateLimit-Policy"]).toBe(`"login-device";q=5;w=900`);
    // The device cookie is bound to its account: it does not open another account's counter.
    expect(await loginCounters(loginRequest("10.5.0.1", cookie), "someone-else@example.com")).toHaveLength(3);
    // A forged or tampered cookie is ignored.
    const tampered = cookie.slice(0, -3) + (cookie.endsWith("A") ? "BBB" : "AAA");
    expect((await attempt(loginRequest("10.5.0.1", tampered), email)).limited).toBe(true);
  });

  it("limit wrong passwords from a known device too", async () => {
    const email = "device@example.com";
    const cookie = (await knownDeviceHeader(loginRequest("10.7.0.1"), email, false)).split(";")[0];
    for (let i = 0; i < 5; i++) expect((await attempt(loginRequest("10.7.0.1", cookie), email)).limited).toBe(false);
    expect((await attempt(loginRequest("10.7.0.1", cookie), email)).limited).toBe(true);
  });

  it("keep five accounts in one browser's cookie", async () => {
    let cookie = "";
    for (let i = 0; i < 6; i++)
      cookie = (await knownDeviceHeader(loginRequest("10.8.0.1", cookie), `multi${i}@example.com`, false)).split(
        ";",
      )[0];
    const known = await Promise.all(
      Array.from({ length: 6 }, (_, i) => loginCounters(loginRequest("10.8.0.1", cookie), `multi${i}@example.com`)),
    );
    expect(known.map((c) => c.length)).toEqual([3, 1, 1, 1, 1, 1]);
    expect(env().SESSION_SECRET).not.toBe("");
  });
});

describe("wait times", () => {
  it("are written in the reader's language, seconds under a minute and whole minutes above", () => {
    expect(formatWait(45, "en")).toBe("45 seconds");
    expect(formatWait(61, "en")).toBe("2 minutes");
    expect(formatWait(60, "en")).toBe("1 minute");
    expect(formatWait(900, "tr")).toBe("15 dakika");
    expect(formatWait(900, "de")).toBe("15 Minuten");
    expect(formatWait(900, "fr")).toBe("15 minutes");
    expect(formatWait(30, "pt")).toBe("30 segundos");
    expect(formatWait(0, "en")).toBe("1 second");
  });
});
