import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { hashPassword, hashingState, setStarveAfterMs, verifyPassword } from "./password.server";

/** A thread's scheduling policy (field 41 of /proc/<pid>/task/<tid>/stat; 5 is SCHED_IDLE) and nice value. */
function schedOf(tid: number) {
  const stat = fs.readFileSync(`/proc/${process.pid}/task/${tid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return { policy: Number(fields[38]), nice: Number(fields[16]) };
}

// tests/setup-unit.ts sets 0 for the other tests; these test the default. env() reads it at the first hash.
process.env.PASSWORD_HASH_NICE = "idle";

const linuxWithChrt = process.platform === "linux" && spawnSync("chrt", ["--help"]).status === 0;

describe("password hashing", () => {
  afterEach(() => setStarveAfterMs(1000));

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

  it.runIf(linuxWithChrt)("hashes on threads at SCHED_IDLE, off the event loop", { timeout: 30_000 }, async () => {
    await hashPassword("warm-up");
    const idle = hashingState().threads.filter((t) => !t.rescue);
    expect(idle.length).toBeGreaterThan(0);
    for (const thread of idle) {
      expect(thread.priority).toBe("idle");
      expect(thread.tid).not.toBe(process.pid);
      // Read back from the kernel, not from what the worker said.
      expect(schedOf(thread.tid).policy).toBe(5);
    }
  });

  it("drops a queued hash whose request has gone, and still answers the others", { timeout: 30_000 }, async () => {
    const stored = await hashPassword("Kargo-2026!");
    const before = hashingState();
    const gone = new AbortController();
    // More checks than threads (at most two), so the last one waits in the queue.
    const checks = [1, 2, 3].map(() => verifyPassword("Kargo-2026!", stored));
    const dropped = verifyPassword("Kargo-2026!", stored, { signal: gone.signal });
    expect(hashingState().queued).toBeGreaterThan(0);
    gone.abort();
    await expect(dropped).rejects.toMatchObject({ name: "AbortError" });
    expect(await Promise.all(checks)).toEqual([true, true, true]);
    const after = hashingState();
    expect(after.dropped).toBe(before.dropped + 1);
    expect(after.hashed).toBe(before.hashed + 3);
    // Aborted before it was asked: rejected at once.
    await expect(verifyPassword("Kargo-2026!", stored, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: "AbortError" });
  });

  it.runIf(linuxWithChrt)("gives a starving hash to the nice-10 rescue thread too", { timeout: 30_000 }, async () => {
    const stored = await hashPassword("Kargo-2026!");
    const before = hashingState();
    // Every idle-priority hash counts as starving after 1 ms: the rescue thread takes each one too.
    setStarveAfterMs(1);
    const results = await Promise.all([verifyPassword("Kargo-2026!", stored), verifyPassword("wrong", stored), verifyPassword("Kargo-2026!", stored)]);
    expect(results).toEqual([true, false, true]);
    const after = hashingState();
    expect(after.rescued).toBeGreaterThan(before.rescued);
    // Each check settled once, however many threads computed it.
    expect(after.hashed).toBe(before.hashed + 3);
    const rescue = after.threads.find((t) => t.rescue);
    expect(rescue?.priority).toBe("nice 10");
    expect(schedOf(rescue!.tid)).toEqual({ policy: 0, nice: 10 });
  });
});
