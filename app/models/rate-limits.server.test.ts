import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "./test-db.server";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { clearRateLimit, hitRateLimit, peekRateLimit, pruneRateLimits, unhitRateLimit } from "./rate-limits.server";
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
        await trx
          .insertInto("rate_limits")
          .values({ key: "w:in-tx", count: 5, reset_at: at(60_000).toISOString() })
          .execute();
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

const stored = async (key: string) =>
  (await getDb().selectFrom("rate_limits").select(["count", "reset_at"]).where("key", "=", key).executeTakeFirst()) ??
  null;

describe("rate limit counters are rows", () => {
  it("write every hit, give-back and clear to the table at once", async () => {
    await hitRateLimit("row:a", 60_000, t0);
    await hitRateLimit("row:a", 60_000, at(1));
    expect(await stored("row:a")).toEqual({ count: 2, reset_at: at(60_000).toISOString() });
    await unhitRateLimit("row:a", at(2));
    expect((await stored("row:a"))?.count).toBe(1);
    await unhitRateLimit("row:a", at(3));
    expect(await stored("row:a")).toBeNull();
    await hitRateLimit("row:clear", 60_000, t0);
    await clearRateLimit("row:clear");
    expect(await stored("row:clear")).toBeNull();
  });

  it("count on from a row the table already holds (another server's, or one written before a restart)", async () => {
    await getDb()
      .insertInto("rate_limits")
      .values({ key: "row:kept", count: 4, reset_at: at(60_000).toISOString() })
      .execute();
    const counts = await Promise.all(Array.from({ length: 5 }, () => hitRateLimit("row:kept", 60_000, at(1))));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual([5, 6, 7, 8, 9]);
  });
});

// A database file of its own, closed and opened again as a restart does (SQLite; PostgreSQL keeps its rows anyway).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL?.startsWith("postgres")))(
  "across a restart (SQLite file)",
  () => {
    it("keep every hit, even when the process is not shut down gracefully", async () => {
      const previous = getDb();
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rate-limits-"));
      const file = `file:${path.join(dir, "limits.db")}`;
      try {
        const first = await createDatabase(file);
        await migrateToLatest(first);
        setDb(first);
        for (let i = 0; i < 3; i++) await hitRateLimit("restart", 60_000, at(i));
        await unhitRateLimit("restart", at(5));
        // A second connection to the same file sees the counter at once: nothing waits in memory for a shutdown.
        const other = await createDatabase(file);
        setDb(other);
        expect(await peekRateLimit("restart", at(10))).toEqual({ count: 2, resetAt: at(60_000) });
        expect((await hitRateLimit("restart", 60_000, at(11))).count).toBe(3);
        await other.destroy();
        setDb(first);
        await closeDb();
      } finally {
        setDb(previous);
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });
  },
);

// The PostgreSQL run (TEST_DATABASE_URL) leaves commits as they are.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL?.startsWith("postgres")))(
  "writes without the disk flush (SQLite)",
  () => {
    const synchronous = async () =>
      Number(Object.values((await sql<Record<string, number>>`pragma synchronous`.execute(getDb())).rows[0])[0]);

    it("run with synchronous = NORMAL and put FULL back afterwards, also when the work fails", async () => {
      expect(await synchronous()).toBe(2);
      const inside = await withoutFlush(getDb(), async (conn) =>
        Number(Object.values((await sql<Record<string, number>>`pragma synchronous`.execute(conn)).rows[0])[0]),
      );
      expect(inside).toBe(1);
      expect(await synchronous()).toBe(2);
      await expect(
        withoutFlush(getDb(), async () => {
          throw new Error("failed");
        }),
      ).rejects.toThrow("failed");
      expect(await synchronous()).toBe(2);
    });
  },
);
