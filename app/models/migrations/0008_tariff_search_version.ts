import { sql, type Kysely } from "kysely";
import { createChangeCounter, currentEngine, dropChangeCounter } from "../dialect.server";

// Tariff search (docs/performance.md): the finder answers from an index kept in each app server's
// memory (app/models/tariff-index.server.ts). `table_versions` holds a change counter per table,
// bumped by triggers on every write to `tariff_codes`, so every server, on one PostgreSQL database
// or one SQLite file, sees with one primary-key read per search whether its index is current.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("table_versions")
    .addColumn("table_name", "text", (c) => c.primaryKey())
    .addColumn("version", currentEngine() === "postgres" ? "bigint" : "integer", (c) => c.notNull())
    .execute();
  await createChangeCounter(db, "tariff_codes");
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropChangeCounter(db, "tariff_codes");
  if (currentEngine() === "postgres") await sql.raw("drop function if exists table_versions_bump()").execute(db);
  await db.schema.dropTable("table_versions").ifExists().execute();
}
