import Database from "better-sqlite3";
import { Kysely, SqliteDialect, type Generated } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { cachedStatements } from "./db.server";

describe("kept SQLite statements", () => {
  it("prepare each SQL text once, keep the most recently used, and survive a schema change", async () => {
    const sqlite = new Database(":memory:");
    const prepare = vi.spyOn(sqlite, "prepare");
    const kept = cachedStatements(sqlite, 2);
    const db = new Kysely<{ t: { id: Generated<number>; v: string; w?: string | null } }>({
      dialect: new SqliteDialect({ database: kept }),
    });
    await db.schema
      .createTable("t")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("v", "text")
      .execute();
    await db.insertInto("t").values({ v: "a" }).execute();
    await db.insertInto("t").values({ v: "b" }).execute();
    const byValue = (v: string) => db.selectFrom("t").select(["id", "v"]).where("v", "=", v).execute();
    prepare.mockClear();
    expect(await byValue("a")).toEqual([{ id: 1, v: "a" }]);
    expect(await byValue("b")).toEqual([{ id: 2, v: "b" }]);
    expect(prepare).toHaveBeenCalledTimes(1);

    // A third text pushes out the least recently used one (size 2).
    await db.selectFrom("t").select("id").execute();
    await db.selectFrom("t").select("v").execute();
    prepare.mockClear();
    await byValue("a");
    expect(prepare).toHaveBeenCalledTimes(1);

    // A kept statement still answers after the table changed under it.
    await db.schema.alterTable("t").addColumn("w", "text").execute();
    await db.updateTable("t").set({ w: "x" }).where("id", "=", 1).execute();
    expect(await byValue("a")).toEqual([{ id: 1, v: "a" }]);
    expect(await db.selectFrom("t").selectAll().where("v", "=", "a").execute()).toEqual([{ id: 1, v: "a", w: "x" }]);
    await db.destroy();
    expect(sqlite.open).toBe(false);
  });
});
