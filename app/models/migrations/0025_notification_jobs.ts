import type { Kysely } from "kysely";
import { checkIn, withId } from "../dialect.server";

// The notifications queue: one row a message (a shipment's status event told to its sender or receiver, by mail
// or SMS), written in the status event's transaction and sent by the in-process worker with retries.
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db.schema.createTable("notification_jobs"))
    .addColumn("shipment_id", "integer", (c) => c.notNull().references("shipments.id").onDelete("cascade"))
    .addColumn("event_id", "integer", (c) => c.notNull().references("shipment_events.id").onDelete("cascade"))
    .addColumn("audience", "text", (c) => c.notNull().check(checkIn("audience", ["sender", "receiver"])))
    .addColumn("channel", "text", (c) => c.notNull().check(checkIn("channel", ["mail", "sms"])))
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("locale", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull().check(checkIn("status", ["pending", "sending", "sent", "failed"])))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_error", "text")
    .addColumn("outbox_id", "integer", (c) => c.references("mail_outbox.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  // One index for the worker's claims (the few pending and sending rows, oldest first), the admins' list of one
  // state (newest first) and the count per state; the list of all states walks the primary key.
  await db.schema.createIndex("notification_jobs_status").on("notification_jobs").columns(["status", "id"]).execute();
  await db.schema.createIndex("notification_jobs_shipment").on("notification_jobs").column("shipment_id").execute();
  await db.schema.createIndex("notification_jobs_event").on("notification_jobs").column("event_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("notification_jobs").ifExists().execute();
}
