import type { Kysely } from "kysely";
import { checkIn, withId } from "../dialect.server";
import { PICKUP_SLOTS, PICKUP_STATUSES } from "../../lib/pickups/domain";

// Courier pickups: a customer asks a courier to come to an address in Türkiye on a day and in a time slot.
// The branch serving the address's city gets it; one of its agents takes it and records the outcome. The
// address is a copy (typed, or taken from the address book), like a shipment's.
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db.schema.createTable("pickups"))
    .addColumn("customer_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("branch_id", "integer", (c) => c.notNull().references("branches.id"))
    .addColumn("address_id", "integer", (c) => c.references("address_book.id").onDelete("set null"))
    .addColumn("pickup_date", "text", (c) => c.notNull())
    .addColumn("slot", "text", (c) => c.notNull().check(checkIn("slot", PICKUP_SLOTS)))
    .addColumn("status", "text", (c) => c.notNull().check(checkIn("status", PICKUP_STATUSES)))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("company_name", "text")
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("county", "text", (c) => c.notNull())
    .addColumn("district", "text", (c) => c.notNull())
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("zip_code", "text", (c) => c.notNull())
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("parcel_count", "integer", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("assigned_to", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("failure_reason", "text")
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("closed_at", "text")
    .execute();
  // A branch's day in slot order (today's list), its list by day, and a customer's own requests.
  await db.schema
    .createIndex("pickups_branch_day")
    .on("pickups")
    .columns(["branch_id", "pickup_date", "slot", "id"])
    .execute();
  await db.schema.createIndex("pickups_day").on("pickups").columns(["pickup_date", "slot", "id"]).execute();
  await db.schema
    .createIndex("pickups_customer_day")
    .on("pickups")
    .columns(["customer_id", "pickup_date", "id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("pickups").ifExists().execute();
}
