import { sql, type Kysely } from "kysely";
import { checkIn, flag, withId } from "../dialect.server";
import { TRANSPORT_TYPES } from "../../lib/freight/domain";
import { CURRENCIES } from "../../lib/money";
import { OFFER_STATUSES } from "../../lib/offers/domain";

// Contacts inbox, freight requests (freight calculations), price offers, and per-year number
// sequences for readable document numbers (NVL-2026-000045, TKL-2026-000123).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("number_sequences")
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("year", "integer", (c) => c.notNull())
    .addColumn("value", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("number_sequences_pk", ["name", "year"])
    .execute();

  await withId(db.schema.createTable("contact_messages"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("is_read", "integer", flag(0))
    .addColumn("read_at", "text")
    .addColumn("read_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("ip", "text")
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("tr"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("contact_messages_read_created")
    .on("contact_messages")
    .columns(["is_read", "created_at"])
    .execute();
  await db.schema.createIndex("contact_messages_created").on("contact_messages").column("created_at").execute();

  await withId(db.schema.createTable("freight_requests"))
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("transport_type", "text", (c) => c.notNull().check(checkIn("transport_type", TRANSPORT_TYPES)))
    .addColumn("origin_country", "text", (c) => c.notNull())
    .addColumn("origin_city", "text", (c) => c.notNull())
    .addColumn("destination_country", "text", (c) => c.notNull())
    .addColumn("destination_city", "text", (c) => c.notNull())
    .addColumn("is_dangerous", "integer", flag(0))
    .addColumn("dangerous_goods_class", "text")
    .addColumn("is_non_stackable", "integer", flag(0))
    .addColumn("package_count", "integer", (c) => c.notNull().check(sql`package_count > 0`))
    .addColumn("weight_kg", "real", (c) => c.notNull())
    .addColumn("length_cm", "real", (c) => c.notNull())
    .addColumn("width_cm", "real", (c) => c.notNull())
    .addColumn("height_cm", "real", (c) => c.notNull())
    .addColumn("description", "text", (c) => c.notNull())
    .addColumn("total_weight_kg", "real", (c) => c.notNull())
    .addColumn("volume_m3", "real", (c) => c.notNull())
    .addColumn("volumetric_weight_kg", "real", (c) => c.notNull())
    .addColumn("chargeable_weight_kg", "real", (c) => c.notNull())
    .addColumn("contact_name", "text", (c) => c.notNull())
    .addColumn("contact_email", "text", (c) => c.notNull())
    .addColumn("contact_phone", "text")
    .addColumn("company_name", "text")
    .addColumn("customer_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("branch_id", "integer", (c) => c.references("branches.id").onDelete("set null"))
    .addColumn("taken_care", "integer", flag(0))
    .addColumn("interested_user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("interested_name", "text")
    .addColumn("interested_email", "text")
    .addColumn("taken_care_at", "text")
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("tr"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "integer")
    .execute();
  for (const [name, columns] of [
    ["freight_requests_created", ["created_at"]],
    ["freight_requests_branch_created", ["branch_id", "created_at"]],
    ["freight_requests_customer_created", ["customer_id", "created_at"]],
    ["freight_requests_type_created", ["transport_type", "created_at"]],
    ["freight_requests_care_created", ["taken_care", "created_at"]],
    ["freight_requests_chargeable", ["chargeable_weight_kg"]],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on("freight_requests")
      .columns([...columns])
      .execute();
  }

  await withId(db.schema.createTable("offers"))
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("freight_id", "integer", (c) => c.references("freight_requests.id").onDelete("set null"))
    .addColumn("customer_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("offer_to", "text", (c) => c.notNull())
    .addColumn("offer_to_email", "text")
    .addColumn("bidder_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("bidder_name", "text", (c) => c.notNull())
    .addColumn("bidder_email", "text", (c) => c.notNull())
    .addColumn("branch_id", "integer", (c) => c.references("branches.id").onDelete("set null"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("valid_until", "text", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull().check(checkIn("currency", CURRENCIES)))
    .addColumn("price_minor", "integer", (c) => c.notNull().check(sql`price_minor >= 0`))
    .addColumn("discount_bp", "integer", (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`discount_bp >= 0 and discount_bp <= 10000`),
    )
    .addColumn("total_minor", "integer", (c) => c.notNull().check(sql`total_minor >= 0`))
    .addColumn("description", "text")
    .addColumn("status", "text", (c) => c.notNull().defaultTo("draft").check(checkIn("status", OFFER_STATUSES)))
    .addColumn("sent_at", "text")
    .addColumn("responded_at", "text")
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "integer")
    .execute();
  for (const [name, columns] of [
    ["offers_date", ["date"]],
    ["offers_status_date", ["status", "date"]],
    ["offers_customer_date", ["customer_id", "date"]],
    ["offers_branch_date", ["branch_id", "date"]],
    ["offers_freight", ["freight_id"]],
    ["offers_valid_until", ["valid_until"]],
    ["offers_total", ["total_minor"]],
  ] as const) {
    await db.schema
      .createIndex(name)
      .on("offers")
      .columns([...columns])
      .execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["offers", "freight_requests", "contact_messages", "number_sequences"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
