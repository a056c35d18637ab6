import type { Kysely } from "kysely";
import { withId } from "../dialect.server";

// The customer's own order number on a shipment, unique per customer where given, so that importing the same
// file twice books nothing twice. And the uploads of the bulk import kept between the preview and "create":
// the rows as read from the file, the report shown, and (once created) the shipments booked from them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("shipments").addColumn("reference", "text").execute();
  await db.schema
    .createIndex("shipments_customer_reference")
    .on("shipments")
    .columns(["customer_id", "reference"])
    .unique()
    .where("reference", "is not", null)
    .execute();

  await withId(db.schema.createTable("shipment_imports"))
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("customer_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("rows_json", "text", (c) => c.notNull())
    .addColumn("report_json", "text", (c) => c.notNull())
    .addColumn("created_ids_json", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("completed_at", "text")
    .execute();
  await db.schema.createIndex("shipment_imports_created").on("shipment_imports").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("shipment_imports").ifExists().execute();
  await db.schema.dropIndex("shipments_customer_reference").ifExists().execute();
  await db.schema.alterTable("shipments").dropColumn("reference").execute();
}
