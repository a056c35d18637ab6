import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { Kysely, SqliteDialect, type Generated } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { GuardedDialect, statementsRun } from "./guarded-dialect.server";

describe("a failing storage answers 503", () => {
  it("turns a read-only database write into a 503 with Retry-After, and passes other errors through", async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "kargo-ro-")), "ro.db");
    const setup = new Database(file);
    setup.exec("create table t (id integer primary key, v text unique)");
    setup.exec("insert into t (v) values ('a')");
    setup.close();

    const readonly = new Kysely<{ t: { id: Generated<number>; v: string } }>({
      dialect: new GuardedDialect(new SqliteDialect({ database: new Database(file, { readonly: true }) })),
    });
    expect((await readonly.selectFrom("t").selectAll().execute()).length).toBe(1);
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = await readonly
      .insertInto("t")
      .values({ v: "b" })
      .execute()
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ init: { status: 503, headers: { "Retry-After": "30" } } });
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    await readonly.destroy();

    const writable = new Kysely<{ t: { id: Generated<number>; v: string } }>({
      dialect: new GuardedDialect(new SqliteDialect({ database: new Database(file) })),
    });
    const conflict = await writable
      .insertInto("t")
      .values({ v: "a" })
      .execute()
      .catch((e: unknown) => e);
    expect((conflict as { code?: string }).code).toBe("SQLITE_CONSTRAINT_UNIQUE");
    // Recovers by itself: the next write works.
    await writable.insertInto("t").values({ v: "c" }).execute();
    await writable.destroy();
  });
});

describe("statements counted", () => {
  it("counts each statement sent, in transactions and failed ones too", async () => {
    const db = new Kysely<{ t: { id: Generated<number>; v: string } }>({
      dialect: new GuardedDialect(new SqliteDialect({ database: new Database(":memory:") })),
    });
    await db.schema
      .createTable("t")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("v", "text", (c) => c.unique())
      .execute();
    const before = statementsRun();
    await db
      .insertInto("t")
      .values([{ v: "a" }, { v: "b" }])
      .execute();
    await db.selectFrom("t").selectAll().execute();
    await db.transaction().execute(async (trx) => {
      await trx.selectFrom("t").select("id").where("v", "=", "a").execute();
      await trx.updateTable("t").set({ v: "c" }).where("v", "=", "b").execute();
    });
    await db
      .insertInto("t")
      .values({ v: "a" })
      .execute()
      .catch(() => {});
    // Four statements and the failed insert; the transaction's begin and commit are the driver's, not counted.
    expect(statementsRun() - before).toBe(5);
    await db.destroy();
  });
});
