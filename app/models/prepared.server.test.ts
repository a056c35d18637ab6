import type { Kysely } from "kysely";
import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "./db.server";
import { prepared } from "./prepared.server";
import { hitUpsert as upsert } from "./rate-limits.server";
import type { Database } from "./schema";
import { createTestDb } from "./test-db.server";

beforeAll(async () => {
  await createTestDb();
});

/** The rate-limit hit, as rate-limits.server.ts prepares it. */
const query = prepared((d: Kysely<Database>, p: (name: "key" | "now" | "resetAt") => never) =>
  upsert(d, p("key"), p("now"), p("resetAt")),
);

describe("prepared queries", () => {
  it("compile to the same SQL and parameters as the query built afresh, on this engine", () => {
    const db = getDb();
    for (const [key, now, resetAt] of [
      ["a", "2026-01-01T00:00:00.000Z", "2026-01-01T00:10:00.000Z"],
      ["b|c", "2027-05-05T05:05:05.005Z", "2027-05-05T06:05:05.005Z"],
    ]) {
      const fresh = upsert(db, key, now, resetAt).compile();
      const compiled = query.compiled(db, { key, now, resetAt });
      expect(compiled.sql).toBe(fresh.sql);
      expect(compiled.parameters).toEqual(fresh.parameters);
    }
  });

  it("run with each call's values, and keep the constants written in the builder", async () => {
    const db = getDb();
    const now = "2026-01-01T00:00:00.000Z";
    const later = "2026-01-01T00:10:00.000Z";
    expect((await query.execute(db, { key: "prep:1", now, resetAt: later })).rows).toEqual([
      { count: 1, reset_at: later },
    ]);
    expect((await query.execute(db, { key: "prep:1", now, resetAt: later })).rows).toEqual([
      { count: 2, reset_at: later },
    ]);
    expect((await query.execute(db, { key: "prep:2", now, resetAt: later })).rows).toEqual([
      { count: 1, reset_at: later },
    ]);
    // Past the window: a new one (the placeholder used three times in the statement takes the new value everywhere).
    const after = "2026-01-01T00:20:00.000Z";
    expect((await query.execute(db, { key: "prep:1", now: after, resetAt: "2026-01-01T00:30:00.000Z" })).rows).toEqual([
      { count: 1, reset_at: "2026-01-01T00:30:00.000Z" },
    ]);
  });

  it("serve a Kysely bound to one connection, or a transaction, with the handle's compile", async () => {
    const db = getDb();
    let builds = 0;
    const byKey = prepared((d: Kysely<Database>, p: (name: "key") => never) => {
      builds += 1;
      return d.selectFrom("rate_limits").select(["key", "count"]).where("key", "=", p("key"));
    });
    await byKey.execute(db, { key: "prep:1" });
    await db.connection().execute((conn) => byKey.execute(conn, { key: "prep:1" }));
    const inTransaction = await db.transaction().execute((trx) => byKey.execute(trx, { key: "prep:2" }));
    expect(inTransaction.rows).toEqual([{ key: "prep:2", count: 1 }]);
    expect(builds).toBe(1);
  });

  it("refuse a placeholder that is not a whole value, or that the query does not use", () => {
    const db = getDb();
    const inside = prepared((d: Kysely<Database>, p: (name: "q") => never) =>
      d
        .selectFrom("rate_limits")
        .select("key")
        .where("key", "like", `%${p("q")}%`),
    );
    expect(() => inside.compiled(db, { q: "x" })).toThrow(/inside another value/);
    const unused = prepared((d: Kysely<Database>, p: (name: "q") => never) => {
      p("q");
      return d.selectFrom("rate_limits").select("key");
    });
    expect(() => unused.compiled(db, { q: "x" })).toThrow(/not a parameter/);
  });
});
