import { sql, type Kysely } from "kysely";
import { checkIn, createTextSearchIndex, dropTextSearchIndex, withId } from "../dialect.server";
import { EXPRESS_CURRENCIES } from "../../lib/express";
import { TARIFF_FILE_FORMATS, TARIFF_IMPORT_MODES } from "../../lib/tariffs/import-types";

// Express price list (settings, zones, countries, price steps) and the customs tariff codes with their import history.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("express_settings")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("currency", "text", (c) => c.notNull().check(checkIn("currency", EXPRESS_CURRENCIES)))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();

  await withId(db.schema.createTable("express_zones"))
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("per_kg_minor", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`per_kg_minor >= 0`),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();

  await db.schema
    .createTable("express_countries")
    .addColumn("country_code", "text", (c) => c.primaryKey().check(sql`length(country_code) = 2`))
    .addColumn("zone_id", "integer", (c) => c.notNull().references("express_zones.id").onDelete("restrict"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("express_countries_zone").on("express_countries").column("zone_id").execute();

  await withId(db.schema.createTable("express_prices"))
    .addColumn("zone_id", "integer", (c) => c.notNull().references("express_zones.id").onDelete("cascade"))
    .addColumn("weight_grams", "integer", (c) => c.notNull().check(sql`weight_grams > 0`))
    .addColumn("price_minor", "integer", (c) => c.notNull().check(sql`price_minor >= 0`))
    .addUniqueConstraint("express_prices_zone_weight", ["zone_id", "weight_grams"])
    .execute();
  // The unique constraint's index serves "smallest step at or above a weight in a zone".

  await withId(db.schema.createTable("tariff_codes"))
    .addColumn("code_digits", "text", (c) => c.notNull())
    .addColumn("level", "integer", (c) => c.notNull())
    .addColumn("hs_code", "text", (c) => c.notNull())
    .addColumn("gtip_code", "text")
    .addColumn("name_tr", "text")
    .addColumn("name_en", "text")
    .addColumn("tr_folded", "text", (c) => c.notNull())
    .addColumn("en_folded", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // Exact and prefix (range) code searches, and reading matches in code order.
  await db.schema.createIndex("tariff_codes_code").on("tariff_codes").column("code_digits").unique().execute();
  // Folded names for search (see dialect.server.ts: trigram and word indexes on SQLite, pg_trgm on PostgreSQL).
  await createTextSearchIndex(db, "tariff_codes", ["tr_folded", "en_folded"]);

  await withId(db.schema.createTable("tariff_imports"))
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("format", "text", (c) => c.notNull().check(checkIn("format", TARIFF_FILE_FORMATS)))
    .addColumn("mode", "text", (c) => c.notNull().check(checkIn("mode", TARIFF_IMPORT_MODES)))
    .addColumn("total_rows", "integer", (c) => c.notNull())
    .addColumn("added", "integer", (c) => c.notNull())
    .addColumn("changed", "integer", (c) => c.notNull())
    .addColumn("unchanged", "integer", (c) => c.notNull())
    .addColumn("removed", "integer", (c) => c.notNull())
    .addColumn("rejected", "integer", (c) => c.notNull())
    .addColumn("rejections", "text", (c) => c.notNull())
    .addColumn("duration_ms", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("tariff_imports_created").on("tariff_imports").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropTextSearchIndex(db, "tariff_codes");
  for (const table of [
    "tariff_imports",
    "tariff_codes",
    "express_prices",
    "express_countries",
    "express_zones",
    "express_settings",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
