import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "./test-db.server";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { clearRateLimit, flushRateLimits, hitRateLimit, peekRateLimit, pruneRateLimits, unhitRateLimit, WRITE_BEHIND_MS } from "./rate-limits.server";
import { closeDb, createDatabase, getDb, migrateToLatest, setDb } from "./db.server";
import { withoutFlush } from "./dialect.server";
import { sql } from "kysely";

beforeAll(async () => {
  await createTestDb();
});

const t0 = new Date("2026-11-22T10:00:00.000Z");
const at = (ms: number) => new Date(t0.getTime() + ms);

describe("rate limit counters in the database", () => {
  it("count hits in a fixed window and start a new one when it has passed", async () => {
    expect(await hitRateLimit("w:a", 60_000, t0)).toEqual({ count: 1, resetAt: at(60_000) });
    expect(await hitRateLimit("w:a", 60_000, at(10_000))).toEqual({ count: 2, resetAt: at(60_000) });
    expect(await peekRateLimit("w:a", at(59_000))).toEqual({ count: 2, resetAt: at(60_000) });
    expect(await peekRateLimit("w:a", at(60_000))).toBeNull();
    // A hit after the window restarts the count and the window.
    expect(await hitRateLimit("w:a", 60_000, at(61_000))).toEqual({ count: 1, resetAt: at(121_000) });
  });

  it("lose no hit when many arrive at once (one atomic statement each)", async () => {
    const counts = await Promise.all(Array.from({ length: 40 }, () => hitRateLimit("w:burst", 60_000, t0)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect((await peekRateLimit("w:burst", at(1)))?.count).toBe(40);
  });

  it("give a hit back, never below zero and never into an expired window", async () => {
    await hitRateLimit("w:back", 60_000, t0);
    await hitRateLimit("w:back", 60_000, t0);
    await unhitRateLimit("w:back", at(1000));
    expect((await peekRateLimit("w:back", at(1000)))?.count).toBe(1);
    // Given back to nothing, the window is gone: the next hit starts a new one.
    await unhitRateLimit("w:back", at(1000));
    await unhitRateLimit("w:back", at(1000));
    expect(await peekRateLimit("w:back", at(1000))).toBeNull();
    expect(await hitRateLimit("w:back", 60_000, at(2000))).toEqual({ count: 1, resetAt: at(62_000) });
    await unhitRateLimit("w:back", at(62_000));
    expect((await peekRateLimit("w:back", at(61_000)))?.count).toBe(1);
  });

  it("clear one key, and prune only expired windows", async () => {
    await hitRateLimit("w:clear", 60_000, t0);
    await clearRateLimit("w:clear");
    expect(await peekRateLimit("w:clear", t0)).toBeNull();
    await hitRateLimit("w:old", 1000, t0);
    await hitRateLimit("w:new", 3_600_000, t0);
    await pruneRateLimits(at(5000));
    const keys = (await getDb().selectFrom("rate_limits").select("key").execute()).map((r) => r.key);
    expect(keys).not.toContain("w:old");
    expect(keys).toContain("w:new");
  });

  it("wait for a transaction another request holds open, and are not rolled back with it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const failing = getDb()
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto("rate_limits").values({ key: "w:in-tx", count: 5, reset_at: at(60_000).toISOString() }).execute();
        await held;
        throw new Error("rolled back");
      });
    const hit = hitRateLimit("w:beside-tx", 60_000, t0);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await expect(failing).rejects.toThrow("rolled back");
    expect((await hit).count).toBe(1);
    expect((await peekRateLimit("w:beside-tx", at(1)))?.count).toBe(1);
    expect(await peekRateLimit("w:in-tx", at(1))).toBeNull();
  });
});

const stored = async (key: string) => (await getDb().selectFrom("rate_limits").select(["count", "reset_at"]).where("key", "=", key).executeTakeFirst()) ?? null;

// SQLite's one process keeps the counters and writes them behind; PostgreSQL writes every change.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL?.startsWith("postgres")))("counters written behind (SQLite)", () => {
  it("reach the table within the write-behind delay, and at once when flushed", async () => {
    await hitRateLimit("wb:a", 60_000, t0);
    await hitRateLimit("wb:a", 60_000, at(1));
    expect(await stored("wb:a")).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, WRITE_BEHIND_MS + 300));
    expect(await stored("wb:a")).toEqual({ count: 2, reset_at: at(60_000).toISOString() });
    await hitRateLimit("wb:a", 60_000, at(2));
    await flushRateLimits();
    expect((await stored("wb:a"))?.count).toBe(3);
  });

  it("delete the row of a counter given back to nothing or cleared", async () => {
    await hitRateLimit("wb:back", 60_000, t0);
    await hitRateLimit("wb:clear", 60_000, t0);
    await flushRateLimits();
    await unhitRateLimit("wb:back", at(1));
    await clearRateLimit("wb:clear");
    await flushRateLimits();
    expect(await stored("wb:back")).toBeNull();
    expect(await stored("wb:clear")).toBeNull();
  });

  it("forget unchanged counters past 20,000 and read them back from the table with their counts", async () => {
    const keys = Array.from({ length: 20_500 }, (_, i) => `wb:many:${i}`);
    for (const key of keys) await hitRateLimit(key, 60_000, t0);
    // Written, then the oldest used are forgotten; the next hit reads the row again and counts on from it.
    await flushRateLimits();
    expect(await hitRateLimit(keys[0]!, 60_000, at(1))).toEqual({ count: 2, resetAt: at(60_000) });
    expect(await hitRateLimit(keys.at(-1)!, 60_000, at(1))).toEqual({ count: 2, resetAt: at(60_000) });
    await flushRateLimits();
    expect((await stored(keys[0]!))?.count).toBe(2);
    // Pruned once the window has passed: gone from the table and from memory.
    await pruneRateLimits(at(120_000));
    expect(await stored(keys[0]!)).toBeNull();
    expect(await peekRateLimit(keys.at(-1)!, at(1))).toBeNull();
  });

  it("take up a counter the table holds, and lose none across a shutdown and a new start", async () => {
    await withoutFlush(getDb(), (db) => db.insertInto("rate_limits").values({ key: "wb:kept", count: 4, reset_at: at(60_000).toISOString() }).execute());
    // First uses at once share one read of the row and each count once.
    const counts = await Promise.all(Array.from({ length: 5 }, () => hitRateLimit("wb:kept", 60_000, at(1))));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual([5, 6, 7, 8, 9]);

    const previous = getDb();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rate-limits-"));
    const file = `file:${path.join(dir, "limits.db")}`;
    try {
      const first = await createDatabase(file);
      await migrateToLatest(first);
      setDb(first);
      for (let i = 0; i < 3; i++) await hitRateLimit("wb:restart", 60_000, at(i));
      await unhitRateLimit("wb:restart", at(5));
      // closeDb is what the server's shutdown runs: it writes the counters first.
      await closeDb();
      const second = await createDatabase(file);
      setDb(second);
      expect(await peekRateLimit("wb:restart", at(10))).toEqual({ count: 2, resetAt: at(60_000) });
      expect((await hitRateLimit("wb:restart", 60_000, at(11))).count).toBe(3);
      await closeDb();
    } finally {
      setDb(previous);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

// The PostgreSQL run (TEST_DATABASE_URL) leaves commits as they are.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL?.startsWith("postgres")))("writes without the disk flush (SQLite)", () => {
  const synchronous = async () => Number(Object.values((await sql<Record<string, number>>`pragma synchronous`.execute(getDb())).rows[0])[0]);

  it("run with synchronous = NORMAL and put FULL back afterwards, also when the work fails", async () => {
    expect(await synchronous()).toBe(2);
    const inside = await withoutFlush(getDb(), async (conn) => Number(Object.values((await sql<Record<string, number>>`pragma synchronous`.execute(conn)).rows[0])[0]));
    expect(inside).toBe(1);
    expect(await synchronous()).toBe(2);
    await expect(
      withoutFlush(getDb(), async () => {
        throw new Error("failed");
      }),
    ).rejects.toThrow("failed");
    expect(await synchronous()).toBe(2);
  });
});
