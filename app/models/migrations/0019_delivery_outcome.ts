import { type Kysely } from "kysely";
import { checkIn } from "../dialect.server";

const ATTEMPT_FAILURES = ["closed", "address_not_found", "refused"] as const;

// The outcome of a delivery, on its event: who received it (delivered), or why an attempt failed and when
// the next one is (out for delivery, not delivered). Events stay append-only. After the attempts the company
// allows, the shipment goes back to the sender.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("shipment_events").addColumn("recipient_name", "text").execute();
  await db.schema
    .alterTable("shipment_events")
    .addColumn("failure_reason", "text", (c) => c.check(checkIn("failure_reason", ATTEMPT_FAILURES)))
    .execute();
  await db.schema.alterTable("shipment_events").addColumn("next_attempt_on", "text").execute();
  await db
    .insertInto("company_settings")
    .values({ key: "delivery_attempts", value: 3, updated_at: new Date().toISOString(), updated_by: null })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom("company_settings").where("key", "=", "delivery_attempts").execute();
  for (const column of ["next_attempt_on", "failure_reason", "recipient_name"])
    await db.schema.alterTable("shipment_events").dropColumn(column).execute();
}
