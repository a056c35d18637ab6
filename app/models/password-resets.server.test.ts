import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "./test-db.server";
import {
  consumeResetToken,
  createEmailToken,
  createResetToken,
  endTokens,
  hashToken,
  inspectResetToken,
  inspectToken,
  lastResetRequestAt,
  pendingEmailChange,
  RESET_TOKEN_TTL_MS,
} from "./password-resets.server";
import { confirmEmail, createUser, emailState, emailVerifiedAt, getUserById, setPassword } from "./users.server";
import { getDb } from "./db.server";

let userId: number;
beforeAll(async () => {
  await createTestDb();
  userId = (await createUser({ name: "Reset User", email: "r@example.com", password: "secret123", role: "customer" }))
    .id;
});

describe("password reset tokens", () => {
  it("are stored hashed, used once, and valid for an hour", async () => {
    const token = await createResetToken(userId);
    const stored = await getDb().selectFrom("password_reset_tokens").select("token_hash").execute();
    expect(stored.some((r) => r.token_hash === token)).toBe(false);
    expect(await inspectResetToken(token)).toEqual({ status: "valid", userId });
    expect(await inspectResetToken(token, new Date(Date.now() + RESET_TOKEN_TTL_MS + 1000))).toEqual({
      status: "expired",
    });
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

describe("outstanding links end with the secrets they could change", () => {
  async function freshUser(prefix: string) {
    return createUser({
      name: "Link User",
      email: `${prefix}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: "secret123",
      role: "customer",
    });
  }

  it("using one reset or invitation link ends the others (and pending e-mail changes), not other users' links", async () => {
    const user = await freshUser("reuse");
    const other = await freshUser("other");
    const first = await createResetToken(user.id);
    const invite = await createResetToken(user.id, "invite");
    const change = await createEmailToken(user.id, "email-change", "moved@example.com");
    const second = await createResetToken(user.id);
    const theirs = await createResetToken(other.id);
    expect(await consumeResetToken(second)).toBe(user.id);
    expect(await inspectResetToken(first)).toEqual({ status: "used" });
    expect(await inspectResetToken(invite)).toEqual({ status: "used" });
    expect((await inspectToken(change, ["email-change"])).status).toBe("used");
    expect(await consumeResetToken(first)).toBeNull();
    expect(await inspectResetToken(theirs)).toEqual({ status: "valid", userId: other.id });
  });

  it("two links of one user used at the same moment: exactly one succeeds", async () => {
    const user = await freshUser("race");
    const tokens = await Promise.all([createResetToken(user.id), createResetToken(user.id), createResetToken(user.id)]);
    const results = await Promise.all(tokens.map((t) => consumeResetToken(t)));
    expect(results.filter((r) => r === user.id)).toHaveLength(1);
  });

  it("a password change ends outstanding reset, invitation and e-mail change links", async () => {
    const user = await freshUser("change");
    const reset = await createResetToken(user.id);
    const change = await createEmailToken(user.id, "email-change", "elsewhere@example.com");
    await setPassword(user.id, "another-secret-9");
    expect(await consumeResetToken(reset)).toBeNull();
    expect(await confirmEmail(change)).toEqual({ ok: false, reason: "invalid" });
    expect(await pendingEmailChange(user.id)).toBeNull();
  });

  it("a link of one purpose never works for another", async () => {
    const user = await freshUser("purpose");
    const verify = await createEmailToken(user.id, "verify", user.email);
    expect(await inspectResetToken(verify)).toEqual({ status: "invalid" });
    expect(await consumeResetToken(verify)).toBeNull();
    const reset = await createResetToken(user.id);
    expect(await confirmEmail(reset)).toEqual({ ok: false, reason: "invalid" });
    expect(await inspectResetToken(reset)).toEqual({ status: "valid", userId: user.id });
  });

  it("stores every kind of link as a SHA-256 hash only", async () => {
    const user = await freshUser("hash");
    const tokens = [
      await createResetToken(user.id),
      await createResetToken(user.id, "invite"),
      await createEmailToken(user.id, "verify", user.email),
      await createEmailToken(user.id, "email-change", "x@example.com"),
    ];
    const stored = await getDb()
      .selectFrom("password_reset_tokens")
      .select("token_hash")
      .where("user_id", "=", user.id)
      .execute();
    expect(stored.map((r) => r.token_hash).sort()).toEqual(tokens.map(hashToken).sort());
    for (const t of tokens) expect(stored.some((r) => r.token_hash === t)).toBe(false);
  });
});

describe("address verification and change", () => {
  it("a registration's address is unverified until its link is opened, once", async () => {
    const user = await createUser({
      name: "New Customer",
      email: "verify-me@example.com",
      password: "secret123",
      role: "customer",
    });
    expect(await emailVerifiedAt(user.id)).toBeNull();
    const token = await createEmailToken(user.id, "verify", user.email);
    expect(await confirmEmail(token)).toEqual({ ok: true, purpose: "verify", userId: user.id, email: user.email });
    expect(await emailVerifiedAt(user.id)).not.toBeNull();
    expect(await confirmEmail(token)).toEqual({ ok: false, reason: "invalid" });
  });

  it("an e-mail change waits for its link; opening it moves and verifies the address and ends every other link", async () => {
    const user = await createUser({
      name: "Moving Customer",
      email: "old-address@example.com",
      password: "secret123",
      role: "customer",
    });
    const reset = await createResetToken(user.id);
    const verify = await createEmailToken(user.id, "verify", user.email);
    const older = await createEmailToken(user.id, "email-change", "first-choice@example.com");
    const token = await createEmailToken(user.id, "email-change", "New-Address@Example.com");
    expect(await pendingEmailChange(user.id)).toBe("new-address@example.com");
    expect(await emailState(user.id)).toEqual({ verified: false, pending: "new-address@example.com" });
    expect((await getUserById(user.id))!.email).toBe("old-address@example.com");
    expect(await confirmEmail(older)).toEqual({ ok: false, reason: "invalid" });
    expect(await confirmEmail(token)).toMatchObject({
      ok: true,
      purpose: "email-change",
      email: "new-address@example.com",
    });
    expect((await getUserById(user.id))!.email).toBe("new-address@example.com");
    expect(await emailVerifiedAt(user.id)).not.toBeNull();
    expect(await consumeResetToken(reset)).toBeNull();
    expect(await confirmEmail(verify)).toEqual({ ok: false, reason: "invalid" });
    expect(await pendingEmailChange(user.id)).toBeNull();
    expect(await emailState(user.id)).toEqual({ verified: true, pending: null });
  });

  it("a verification link for an address the account no longer has verifies nothing", async () => {
    const user = await createUser({
      name: "Stale Link",
      email: "stale-a@example.com",
      password: "secret123",
      role: "customer",
    });
    const verify = await createEmailToken(user.id, "verify", user.email);
    await getDb().updateTable("users").set({ email: "stale-b@example.com" }).where("id", "=", user.id).execute();
    expect(await confirmEmail(verify)).toEqual({ ok: false, reason: "invalid" });
    expect(await emailVerifiedAt(user.id)).toBeNull();
  });

  it("an address taken by someone else meanwhile is not moved to", async () => {
    const user = await createUser({
      name: "Late Mover",
      email: "late-a@example.com",
      password: "secret123",
      role: "customer",
    });
    const token = await createEmailToken(user.id, "email-change", "late-b@example.com");
    await createUser({ name: "Quick One", email: "late-b@example.com", password: "secret123", role: "customer" });
    expect(await confirmEmail(token)).toEqual({ ok: false, reason: "taken" });
    expect((await getUserById(user.id))!.email).toBe("late-a@example.com");
  });

  it("endTokens of one purpose leaves the others", async () => {
    const user = await createUser({
      name: "Cancel Change",
      email: "cancel-a@example.com",
      password: "secret123",
      role: "customer",
    });
    const reset = await createResetToken(user.id);
    await createEmailToken(user.id, "email-change", "cancel-b@example.com");
    await endTokens(user.id, ["email-change"]);
    expect(await pendingEmailChange(user.id)).toBeNull();
    expect(await inspectResetToken(reset)).toEqual({ status: "valid", userId: user.id });
  });
});
