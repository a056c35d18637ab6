import type { Kysely } from "kysely";
import { checkIn, flag, withId } from "../dialect.server";
import { SHIPMENT_CURRENCIES, SHIPMENT_STATUSES, SHIPPING_TYPES, WIZARD_STEPS } from "../../lib/shipments/domain";

const PARTIES = ["sender", "receiver"] as const;
// The directions as this migration created them; 0017 adds `domestic` (a fresh database takes the same path).
const OUTSIDE_SHIPPING_TYPES = ["export", "import"] as const;
const ADDRESS_FIELDS = [
  "name",
  "company_name",
  "country",
  "city",
  "county",
  "district",
  "address",
  "zip_code",
  "tax_id",
  "email",
  "phone",
] as const;
const REQUIRED_ADDRESS_FIELDS = new Set(["name", "country", "city", "address", "phone"]);

// Shipments with a copy of sender and receiver as booked, their parcels, the append-only
// tracking events, and the creation wizard's server-side drafts.
export async function up(db: Kysely<any>): Promise<void> {
  let shipments = withId(db.schema.createTable("shipments"))
    .addColumn("tracking_number", "text", (c) => c.notNull().unique())
    .addColumn("customer_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("branch_id", "integer", (c) => c.notNull().references("branches.id"))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("status", "text", (c) => c.notNull().check(checkIn("status", SHIPMENT_STATUSES)))
    .addColumn("shipping_type", "text", (c) => c.notNull().check(checkIn("shipping_type", SHIPPING_TYPES)))
    .addColumn("outside_shipping_type", "text", (c) =>
      c.notNull().check(checkIn("outside_shipping_type", OUTSIDE_SHIPPING_TYPES)),
    );
  for (const party of PARTIES) {
    for (const field of ADDRESS_FIELDS) {
      shipments = shipments.addColumn(`${party}_${field}`, "text", (c) =>
        REQUIRED_ADDRESS_FIELDS.has(field) ? c.notNull() : c,
      );
    }
  }
  await shipments
    .addColumn("piece_count", "integer", (c) => c.notNull())
    .addColumn("total_weight_g", "integer", (c) => c.notNull())
    .addColumn("customs_tariff_description", "text")
    .addColumn("gtip_code", "text")
    .addColumn("product_country", "text")
    .addColumn("unit_price_minor", "integer", (c) => c.notNull())
    .addColumn("total_price_minor", "integer", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull().check(checkIn("currency", SHIPMENT_CURRENCIES)))
    .addColumn("special_note", "text")
    .addColumn("insurance", "integer", flag(0))
    .addColumn("proforma_invoice", "integer", flag(0))
    .addColumn("terms_accepted_at", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("shipments_customer_created")
    .on("shipments")
    .columns(["customer_id", "created_at"])
    .execute();
  await db.schema
    .createIndex("shipments_branch_created")
    .on("shipments")
    .columns(["branch_id", "created_at"])
    .execute();
  await db.schema.createIndex("shipments_status_created").on("shipments").columns(["status", "created_at"]).execute();
  await db.schema
    .createIndex("shipments_type_created")
    .on("shipments")
    .columns(["shipping_type", "created_at"])
    .execute();
  await db.schema.createIndex("shipments_created").on("shipments").column("created_at").execute();
  await db.schema.createIndex("shipments_receiver_name").on("shipments").column("receiver_name").execute();

  await withId(db.schema.createTable("shipment_parcels"))
    .addColumn("shipment_id", "integer", (c) => c.notNull().references("shipments.id").onDelete("cascade"))
    .addColumn("piece_number", "integer", (c) => c.notNull())
    .addColumn("width_cm", "integer")
    .addColumn("length_cm", "integer")
    .addColumn("height_cm", "integer")
    .addColumn("weight_g", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("shipment_parcels_shipment")
    .on("shipment_parcels")
    .columns(["shipment_id", "piece_number"])
    .unique()
    .execute();

  await withId(db.schema.createTable("shipment_events"))
    .addColumn("shipment_id", "integer", (c) => c.notNull().references("shipments.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull().check(checkIn("status", SHIPMENT_STATUSES)))
    .addColumn("location", "text", (c) => c.notNull())
    .addColumn("note", "text")
    .addColumn("occurred_at", "text", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("shipment_events_shipment")
    .on("shipment_events")
    .columns(["shipment_id", "occurred_at"])
    .execute();

  await db.schema
    .createTable("shipment_drafts")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("customer_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("step", "text", (c) => c.notNull().check(checkIn("step", WIZARD_STEPS)))
    .addColumn("values_json", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["shipment_drafts", "shipment_events", "shipment_parcels", "shipments"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
