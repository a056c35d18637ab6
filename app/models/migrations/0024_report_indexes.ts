import type { Kysely } from "kysely";

/**
 * The reports read every shipment of a period once, grouped. These indexes hold what their grouped queries
 * need after the scope and the booking time (direction, status, price and currency), so a year of shipments
 * is read from index entries alone, never from the table's rows; one per scope, like the lists' indexes.
 */
const COLUMNS = ["created_at", "outside_shipping_type", "status", "price_currency", "price_minor"];
const INDEXES = [
  { name: "shipments_report_created", columns: COLUMNS },
  { name: "shipments_report_branch", columns: ["branch_id", ...COLUMNS] },
  { name: "shipments_report_customer", columns: ["customer_id", ...COLUMNS] },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const { name, columns } of INDEXES) await db.schema.createIndex(name).on("shipments").columns(columns).execute();
  // A delivered shipment's delivered scan, found by its shipment and status without reading other events.
  await db.schema
    .createIndex("shipment_events_shipment_status")
    .on("shipment_events")
    .columns(["shipment_id", "status", "occurred_at"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema.dropIndex("shipment_events_shipment_status").ifExists().execute();
}
