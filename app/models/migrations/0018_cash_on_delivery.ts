import { sql, type Kysely } from "kysely";
import { checkIn } from "../dialect.server";

const PAYERS = ["sender", "receiver"] as const;
const COD_PAYMENT_TYPES = ["cash", "card"] as const;

// Who pays the carriage, and cash on delivery: the amount (TRY minor units) and how it is taken, when the
// courier collected it, and when (with which reference) it was paid out to the customer. The COD list reads
// shipments with an amount by owner or branch, newest first.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("shipments")
    .addColumn("payer", "text", (c) => c.notNull().defaultTo("sender").check(checkIn("payer", PAYERS)))
    .execute();
  await db.schema
    .alterTable("shipments")
    .addColumn("cod_amount_minor", "integer", (c) => c.check(sql`cod_amount_minor > 0`))
    .execute();
  await db.schema
    .alterTable("shipments")
    .addColumn("cod_payment_type", "text", (c) => c.check(checkIn("cod_payment_type", COD_PAYMENT_TYPES)))
    .execute();
  await db.schema.alterTable("shipments").addColumn("cod_collected_at", "text").execute();
  await db.schema.alterTable("shipments").addColumn("cod_paid_out_at", "text").execute();
  await db.schema.alterTable("shipments").addColumn("cod_payout_reference", "text").execute();
  await db.schema
    .alterTable("shipments")
    .addColumn("cod_paid_out_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  // Partial indexes: only shipments with an amount are in the COD list, a small part of all shipments.
  await db.schema
    .createIndex("shipments_cod_customer")
    .on("shipments")
    .columns(["customer_id", "created_at"])
    .where(sql.ref("cod_amount_minor"), "is not", null)
    .execute();
  await db.schema
    .createIndex("shipments_cod_branch")
    .on("shipments")
    .columns(["branch_id", "created_at"])
    .where(sql.ref("cod_amount_minor"), "is not", null)
    .execute();
  await db.schema
    .createIndex("shipments_cod_created")
    .on("shipments")
    .column("created_at")
    .where(sql.ref("cod_amount_minor"), "is not", null)
    .execute();
  // The highest amount a shipment may ask the courier to collect (TRY minor units).
  await db
    .insertInto("company_settings")
    .values({ key: "cod_limit_minor", value: 50_000_00, updated_at: new Date().toISOString(), updated_by: null })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("company_settings").where("key", "=", "cod_limit_minor").execute();
  for (const index of ["shipments_cod_customer", "shipments_cod_branch", "shipments_cod_created"])
    await db.schema.dropIndex(index).ifExists().execute();
  for (const column of [
    "cod_paid_out_by",
    "cod_payout_reference",
    "cod_paid_out_at",
    "cod_collected_at",
    "cod_payment_type",
    "cod_amount_minor",
    "payer",
  ])
    await db.schema.alterTable("shipments").dropColumn(column).execute();
}
