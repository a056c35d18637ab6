import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "./test-db.server";
import {
  confirmEnrolment,
  disableMfa,
  mfaStatus,
  remainingRecoveryCodes,
  startEnrolment,
  verifySecondFactor,
} from "./mfa.server";
import { createUser } from "./users.server";
import { totp } from "~/lib/auth/totp.server";
import { getDb } from "./db.server";

const KEY = "mfa-test-secret-mfa-test-secret-0123456789";
let userId: number;
beforeAll(async () => {
  await createTestDb();
  userId = (await createUser({ name: "Two Factor", email: "tf@example.com", password: "secret123", role: "admin" })).id;
});

describe("two-factor sign-in", () => {
  it("enrols with a confirming code, stores the secret encrypted, and gives recovery codes", async () => {
    expect(await mfaStatus(userId)).toBe("off");
    const secret = await startEnrolment(userId, KEY);
    expect(await mfaStatus(userId)).toBe("pending");
    const stored = await getDb()
      .selectFrom("user_mfa")
      .select("secret_enc")
      .where("user_id", "=", userId)
      .executeTakeFirstOrThrow();
    expect(stored.secret_enc).not.toContain(secret);
    const now = Date.now();
    expect(await confirmEnrolment(userId, "000000", KEY, now)).toBeNull();
    const codes = await confirmEnrolment(userId, totp(secret, now), KEY, now);
    expect(codes).toHaveLength(10);
    expect(await mfaStatus(userId)).toBe("on");

    // The confirming code cannot be replayed; the next step's code works once.
    expect(await verifySecondFactor(userId, totp(secret, now), KEY, now)).toBeNull();
    const later = now + 30_000;
    expect(await verifySecondFactor(userId, totp(secret, later), KEY, later)).toBe("totp");
    expect(await verifySecondFactor(userId, totp(secret, later), KEY, later)).toBeNull();

    // Recovery codes work once each.
    expect(await verifySecondFactor(userId, codes![0], KEY)).toBe("recovery");
    expect(await verifySecondFactor(userId, codes![0], KEY)).toBeNull();
    expect(await remainingRecoveryCodes(userId)).toBe(9);
    expect(await verifySecondFactor(userId, "nonsense", KEY)).toBeNull();

    await disableMfa(userId);
    expect(await mfaStatus(userId)).toBe("off");
    expect(await verifySecondFactor(userId, codes![1], KEY)).toBeNull();
  });
});
