import type { Kysely } from "kysely";

// The shipments a customer hands to the courier at a pickup (optional, any number of their own).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("pickup_shipments")
    .addColumn("pickup_id", "integer", (c) => c.notNull().references("pickups.id").onDelete("cascade"))
    .addColumn("shipment_id", "integer", (c) => c.notNull().references("shipments.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("pickup_shipments_pk", ["pickup_id", "shipment_id"])
    .execute();
  await db.schema.createIndex("pickup_shipments_shipment").on("pickup_shipments").column("shipment_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("pickup_shipments").ifExists().execute();
}
