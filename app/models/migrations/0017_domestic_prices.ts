import { sql, type Kysely } from "kysely";
import { checkIn, currentEngine, withId } from "../dialect.server";

const DIRECTIONS = ["export", "import", "domestic"] as const;

// Domestic shipments (both addresses in Türkiye) and their price list: weight bands with a same-city and a
// between-cities price, and a rate per kg above the last band, in TRY. A shipment keeps the carriage price it
// was booked at (minor units and currency; null for shipments booked before prices were shown).
export async function up(db: Kysely<any>): Promise<void> {
  await widenDirectionCheck(db);
  await db.schema.alterTable("shipments").addColumn("price_minor", "integer").execute();
  await db.schema.alterTable("shipments").addColumn("price_currency", "text").execute();

  await withId(db.schema.createTable("domestic_price_bands"))
    .addColumn("max_grams", "integer", (c) =>
      c
        .notNull()
        .unique()
        .check(sql`max_grams > 0`),
    )
    .addColumn("same_city_minor", "integer", (c) => c.notNull().check(sql`same_city_minor >= 0`))
    .addColumn("between_cities_minor", "integer", (c) => c.notNull().check(sql`between_cities_minor >= 0`))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();

  // Company-wide numbers admins set (the domestic per-kg rate here; later migrations add their own keys).
  await db.schema
    .createTable("company_settings")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("value", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db
    .insertInto("company_settings")
    .values({ key: "domestic_per_kg_minor", value: 0, updated_at: new Date().toISOString(), updated_by: null })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("company_settings").ifExists().execute();
  await db.schema.dropTable("domestic_price_bands").ifExists().execute();
  await db.schema.alterTable("shipments").dropColumn("price_currency").execute();
  await db.schema.alterTable("shipments").dropColumn("price_minor").execute();
}

/**
 * The shipments table's check on `outside_shipping_type` must also accept `domestic`. PostgreSQL replaces the
 * constraint. SQLite cannot change a check in place: the table is rebuilt from its own stored definition
 * (foreign keys off, so the parcels and events that reference it stay), and its indexes and triggers
 * (status counts, search columns) are created again as they were.
 */
async function widenDirectionCheck(db: Kysely<any>): Promise<void> {
  const check = checkIn("outside_shipping_type", DIRECTIONS);
  if (currentEngine() === "postgres") {
    await sql`alter table shipments drop constraint if exists shipments_outside_shipping_type_check`.execute(db);
    await sql`alter table shipments add constraint shipments_outside_shipping_type_check check (${check})`.execute(db);
    return;
  }
  const wanted = `outside_shipping_type in (${DIRECTIONS.map((d) => `'${d}'`).join(", ")})`;
  const table = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'shipments'`.execute(db);
  const definition = table.rows[0]?.sql ?? "";
  const widened = definition.replace(/outside_shipping_type in \([^)]*\)/, wanted);
  if (widened === definition) return;
  const kept = await sql<{
    sql: string;
  }>`select sql from sqlite_master where tbl_name = 'shipments' and type in ('index', 'trigger') and sql is not null`.execute(
    db,
  );
  await sql`pragma foreign_keys = off`.execute(db);
  await sql`pragma legacy_alter_table = on`.execute(db);
  try {
    await db.transaction().execute(async (trx) => {
      await sql.raw(widened.replace(/^CREATE TABLE "?shipments"?/i, "CREATE TABLE shipments_rebuilt")).execute(trx);
      await sql`insert into shipments_rebuilt select * from shipments`.execute(trx);
      await sql`drop table shipments`.execute(trx);
      await sql`alter table shipments_rebuilt rename to shipments`.execute(trx);
      for (const row of kept.rows) await sql.raw(row.sql).execute(trx);
    });
  } finally {
    await sql`pragma legacy_alter_table = off`.execute(db);
    await sql`pragma foreign_keys = on`.execute(db);
  }
}
