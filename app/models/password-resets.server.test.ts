import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "./test-db.server";
import { consumeResetToken, createResetToken, inspectResetToken, lastResetRequestAt, RESET_TOKEN_TTL_MS } from "./password-resets.server";
import { createUser } from "./users.server";
import { getDb } from "./db.server";

let userId: number;
beforeAll(async () => {
  await createTestDb();
  userId = (await createUser({ name: "Reset User", email: "r@example.com", password: "secret123", role: "customer" })).id;
});

describe("password reset tokens", () => {
  it("are stored hashed, used once, and valid for an hour", async () => {
    const token = await createResetToken(userId);
    const stored = await getDb().selectFrom("password_reset_tokens").select("token_hash").execute();
    expect(stored.some((r) => r.token_hash === token)).toBe(false);
    expect(await inspectResetToken(token)).toEqual({ status: "valid", userId });
    expect(await inspectResetToken(token, new Date(Date.now() + RESET_TOKEN_TTL_MS + 1000))).toEqual({ status: "expired" });
    expect(await consumeResetToken(token)).toBe(userId);
    expect(await consumeResetToken(token)).toBeNull();
    expect(await inspectResetToken(token)).toEqual({ status: "used" });
  });

  it("refuses unknown and absurd tokens", async () => {
    expect(await inspectResetToken("nope")).toEqual({ status: "invalid" });
    expect(await inspectResetToken("x".repeat(5000))).toEqual({ status: "invalid" });
    expect(await consumeResetToken("")).toBeNull();
  });

  it("remembers when the last link was asked for", async () => {
    const before = Date.now();
    await createResetToken(userId);
    const at = await lastResetRequestAt(userId);
    expect(at!.getTime()).toBeGreaterThanOrEqual(before - 5);
  });
});
