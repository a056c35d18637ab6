import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "~/models/test-db.server";
import { createUser } from "~/models/users.server";
import { checkCurrentPassword } from "./account-limits.server";
import { POLICY_DEFAULTS } from "../security/rate-limit-policies";

const { max } = POLICY_DEFAULTS["account-password"];
const now = new Date("2026-11-22T10:00:00.000Z");
let owner: number;
let neighbour: number;

beforeAll(async () => {
  await createTestDb();
  owner = (
    await createUser({ name: "Owner", email: "owner@example.com", password: "right-password", role: "customer" })
  ).id;
  neighbour = (
    await createUser({
      name: "Neighbour",
      email: "neighbour@example.com",
      password: "right-password",
      role: "customer",
    })
  ).id;
});

describe("the account screen's current-password checks", () => {
  it("count only failures, per account, and refuse even the right password once the allowance is spent", async () => {
    // Right passwords give their hit back: any number of them never spends the allowance.
    for (let i = 0; i < max + 2; i++)
      expect(await checkCurrentPassword(owner, "right-password", now)).toMatchObject({
        ok: true,
        limit: { limited: false },
      });
    for (let i = 0; i < max; i++)
      expect(await checkCurrentPassword(owner, "wrong", now)).toMatchObject({ ok: false, limit: { limited: false } });
    const refused = await checkCurrentPassword(owner, "right-password", now);
    expect(refused.ok).toBe(false);
    expect(refused.limit.limited).toBe(true);
    expect(refused.limit.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.limit.headers["RateLimit-Policy"] ?? refused.limit.headers["ratelimit-policy"]).toContain(
      '"account-password"',
    );
    // Another account is not affected; a new window starts afresh.
    expect(await checkCurrentPassword(neighbour, "right-password", now)).toMatchObject({
      ok: true,
      limit: { limited: false },
    });
    const later = new Date(now.getTime() + POLICY_DEFAULTS["account-password"].windowMs + 1000);
    expect(await checkCurrentPassword(owner, "right-password", later)).toMatchObject({
      ok: true,
      limit: { limited: false },
    });
  }, 60_000);

  it("let exactly the allowance through a burst of parallel wrong passwords", async () => {
    const user = (
      await createUser({ name: "Burst", email: "burst@example.com", password: "right-password", role: "customer" })
    ).id;
    const results = await Promise.all(Array.from({ length: max * 3 }, () => checkCurrentPassword(user, "wrong", now)));
    expect(results.filter((r) => !r.limit.limited)).toHaveLength(max);
  }, 60_000);
});
