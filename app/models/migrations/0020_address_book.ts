import type { Kysely } from "kysely";
import { withId } from "../dialect.server";

// A customer's saved addresses: the wizard's sender and receiver fields plus a label. A shipment keeps its own
// copy of both addresses, so editing or deleting an entry here never changes a booked shipment.
// `search_text` holds the folded label, names, city and phone (written by the app, lib/address-book/search.ts),
// so a search is one LIKE on the customer's rows.
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db.schema.createTable("address_book"))
    .addColumn("customer_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("label", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("company_name", "text")
    .addColumn("country", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("county", "text")
    .addColumn("district", "text")
    .addColumn("address", "text", (c) => c.notNull())
    .addColumn("zip_code", "text")
    .addColumn("tax_id", "text")
    .addColumn("email", "text")
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("search_text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // A customer's list in label order, and the newest first; both page on the index. Admins read every book.
  await db.schema
    .createIndex("address_book_customer_label")
    .on("address_book")
    .columns(["customer_id", "label", "id"])
    .execute();
  await db.schema
    .createIndex("address_book_customer_created")
    .on("address_book")
    .columns(["customer_id", "created_at", "id"])
    .execute();
  await db.schema.createIndex("address_book_label").on("address_book").columns(["label", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("address_book").ifExists().execute();
}
