import os from "node:os";
import { describe, expect, it } from "vitest";
import { HASHING_THREADS, hashPassword, hashingState, verifyPassword } from "./password.server";

describe("password hashing", () => {
  it("verifies the password it hashed, and nothing else", { timeout: 30_000 }, async () => {
    const stored = await hashPassword("Kargo-2026!");
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword("Kargo-2026!", stored)).toBe(true);
    expect(await verifyPassword("kargo-2026!", stored)).toBe(false);
    // The same password in another Unicode form is the same password (NFKC).
    const composed = await hashPassword("Şifre-ﬁ1");
    expect(await verifyPassword("S\u0327ifre-fi1", composed)).toBe(true);
    // No account, or a hash this code did not write: false, never a throw.
    expect(await verifyPassword("Kargo-2026!", null)).toBe(false);
    expect(await verifyPassword("Kargo-2026!", "bcrypt$2b$10$abc")).toBe(false);
  });

  it(
    "runs at most one hash fewer than the machine has cores at once (at least one), the rest in order",
    { timeout: 30_000 },
    async () => {
      expect(HASHING_THREADS).toBe(Math.max(1, os.availableParallelism() - 1));
      const stored = await hashPassword("Kargo-2026!");
      const before = hashingState();
      const checks = Array.from({ length: HASHING_THREADS + 2 }, (_, i) =>
        verifyPassword(i % 2 ? "wrong" : "Kargo-2026!", stored),
      );
      expect(hashingState()).toMatchObject({ running: HASHING_THREADS, queued: 2 });
      expect(await Promise.all(checks)).toEqual(checks.map((_, i) => i % 2 === 0));
      expect(hashingState()).toMatchObject({ running: 0, queued: 0, hashed: before.hashed + HASHING_THREADS + 2 });
    },
  );

  it("keeps the event loop free while it hashes", { timeout: 30_000 }, async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    try {
      await Promise.all([hashPassword("one"), hashPassword("two")]);
    } finally {
      clearInterval(timer);
    }
    // Two hashes take tens of milliseconds; on the event loop no timer would fire until both were done.
    expect(ticks).toBeGreaterThan(2);
  });

  it(
    "never starts a waiting hash whose request has gone, and still answers the others",
    { timeout: 30_000 },
    async () => {
      const stored = await hashPassword("Kargo-2026!");
      const before = hashingState();
      const gone = new AbortController();
      // More checks than places, so the last one waits.
      const checks = Array.from({ length: HASHING_THREADS + 1 }, () => verifyPassword("Kargo-2026!", stored));
      const dropped = verifyPassword("Kargo-2026!", stored, { signal: gone.signal });
      expect(hashingState().queued).toBeGreaterThan(1);
      gone.abort();
      await expect(dropped).rejects.toMatchObject({ name: "AbortError" });
      expect(hashingState().queued).toBe(1);
      expect(await Promise.all(checks)).toEqual(checks.map(() => true));
      const after = hashingState();
      expect(after.dropped).toBe(before.dropped + 1);
      expect(after.hashed).toBe(before.hashed + checks.length);
      // Aborted before it was asked: rejected at once, nothing started.
      await expect(verifyPassword("Kargo-2026!", stored, { signal: AbortSignal.abort() })).rejects.toMatchObject({
        name: "AbortError",
      });
      expect(hashingState()).toMatchObject({ hashed: after.hashed, dropped: after.dropped + 1 });
    },
  );
});
