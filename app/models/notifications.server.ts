import { sql, type Transaction } from "kysely";
import { getDb, type DB } from "./db.server";
import { nowIso } from "./dialect.server";
import type { Database, NotificationJobsTable } from "./schema";
import type { Insertable, Selectable } from "kysely";
import { isLanguage } from "~/lib/i18n/i18n";
import { receiverLanguage } from "~/lib/notifications/language";
import type { NotificationStatus } from "~/lib/notifications/statuses";

/**
 * The notifications queue (docs/notifications.md). A status event writes one row a message in its own
 * transaction; the worker claims due rows one by one (an UPDATE guarded on the row's state, so two workers,
 * on one process or several servers sharing PostgreSQL, never both take one), sends, and marks them sent, or
 * due again later with a doubling wait, or failed after the last attempt.
 */
export type NotificationJob = Selectable<NotificationJobsTable>;
export { NOTIFICATION_STATUSES, type NotificationStatus } from "~/lib/notifications/statuses";

/** What of the shipment the queue needs when a status event happens (returned by the status update itself). */
export interface NotifiedShipment {
  id: number;
  customer_id: number;
  receiver_country: string;
  receiver_email: string | null;
  receiver_phone: string;
}

/**
 * Writes the messages of one status event, inside the event's transaction: the sender (the customer owning the
 * shipment) by mail and SMS as their account allows, in their language; the receiver at the shipment's contact
 * fields, in the language of the country the parcel goes to. One read (the customer) and one insert.
 */
export async function enqueueStatusNotifications(
  trx: Transaction<Database> | DB,
  shipment: NotifiedShipment,
  eventId: number,
  at: string,
): Promise<number> {
  const owner = await trx
    .selectFrom("users")
    .select(["id", "email", "phone", "locale", "permission_mail", "permission_sms", "is_active"])
    .where("id", "=", shipment.customer_id)
    .executeTakeFirst();
  const base = {
    shipment_id: shipment.id,
    event_id: eventId,
    status: "pending" as const,
    attempts: 0,
    next_attempt_at: at,
    created_at: at,
    updated_at: at,
  };
  const rows: Insertable<NotificationJobsTable>[] = [];
  if (owner && owner.is_active) {
    const locale = isLanguage(owner.locale) ? owner.locale : "tr";
    const sender = { ...base, audience: "sender" as const, user_id: owner.id, locale };
    if (owner.permission_mail && owner.email) rows.push({ ...sender, channel: "mail", recipient: owner.email });
    if (owner.permission_sms && owner.phone?.trim()) rows.push({ ...sender, channel: "sms", recipient: owner.phone });
  }
  const receiver = {
    ...base,
    audience: "receiver" as const,
    user_id: null,
    locale: receiverLanguage(shipment.receiver_country),
  };
  if (shipment.receiver_email?.trim()) rows.push({ ...receiver, channel: "mail", recipient: shipment.receiver_email });
  if (shipment.receiver_phone.trim()) rows.push({ ...receiver, channel: "sms", recipient: shipment.receiver_phone });
  if (rows.length) await trx.insertInto("notification_jobs").values(rows).execute();
  return rows.length;
}

/** The wait before the next attempt: 30 s after the first failure, doubling, at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** How long a claim holds: a worker that dies while sending frees its job for another after this. */
export const CLAIM_MS = 120_000;

/**
 * Claims up to `limit` due jobs for this worker: pending ones whose time came, and ones whose claim lapsed.
 * Each is taken by an UPDATE that repeats the condition, so of two workers racing for a row one wins
 * (PostgreSQL re-checks the WHERE after the other's commit; SQLite has one writer).
 */
export async function claimDueJobs(options: { now?: Date; limit?: number } = {}, db: DB = getDb()) {
  const now = (options.now ?? new Date()).toISOString();
  const lease = new Date(Date.parse(now) + CLAIM_MS).toISOString();
  const candidates = await db
    .selectFrom("notification_jobs")
    .select("id")
    .where((eb) =>
      eb.or([
        eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
        eb.and([eb("status", "=", "sending"), eb("locked_until", "<", now)]),
      ]),
    )
    .orderBy("id")
    .limit(options.limit ?? 10)
    .execute();
  const claimed: NotificationJob[] = [];
  for (const { id } of candidates) {
    const row = await db
      .updateTable("notification_jobs")
      .set((eb) => ({ status: "sending", locked_until: lease, attempts: eb("attempts", "+", 1), updated_at: now }))
      .where("id", "=", id)
      .where((eb) =>
        eb.or([
          eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
          eb.and([eb("status", "=", "sending"), eb("locked_until", "<", now)]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
    if (row) claimed.push(row);
  }
  return claimed;
}

export async function markSent(job: Pick<NotificationJob, "id">, outboxId: number | null, db: DB = getDb()) {
  await db
    .updateTable("notification_jobs")
    .set({ status: "sent", outbox_id: outboxId, locked_until: null, last_error: null, updated_at: nowIso() })
    .where("id", "=", job.id)
    .execute();
}

/** An attempt that did not go out: due again after the backoff, or failed when it was the last one allowed. */
export async function markAttemptFailed(
  job: Pick<NotificationJob, "id" | "attempts">,
  error: string,
  options: { maxAttempts: number; now?: Date },
  db: DB = getDb(),
): Promise<"pending" | "failed"> {
  const now = options.now ?? new Date();
  const last = job.attempts >= options.maxAttempts;
  await db
    .updateTable("notification_jobs")
    .set({
      status: last ? "failed" : "pending",
      next_attempt_at: new Date(now.getTime() + (last ? 0 : backoffMs(job.attempts))).toISOString(),
      locked_until: null,
      last_error: error.slice(0, 2000),
      updated_at: now.toISOString(),
    })
    .where("id", "=", job.id)
    .execute();
  return last ? "failed" : "pending";
}

/** Sent jobs older than `days` are forgotten (their messages stay in the outbox); at each start. */
export async function pruneSentJobs(days = 90, now = new Date(), db: DB = getDb()) {
  const before = new Date(now.getTime() - days * 86_400_000).toISOString();
  const done = await db
    .deleteFrom("notification_jobs")
    .where("status", "=", "sent")
    .where("updated_at", "<", before)
    .executeTakeFirst();
  return Number(done.numDeletedRows);
}

/** An admin's retry of a failed job: due now with a fresh count of attempts. False when it is not failed. */
export async function retryJob(id: number, db: DB = getDb()): Promise<boolean> {
  const now = nowIso();
  const done = await db
    .updateTable("notification_jobs")
    .set({ status: "pending", attempts: 0, next_attempt_at: now, locked_until: null, updated_at: now })
    .where("id", "=", id)
    .where("status", "=", "failed")
    .executeTakeFirst();
  return Number(done.numUpdatedRows) === 1;
}

/** What a job's message says: the shipment's number, the event and the time it happened. */
export async function jobContent(job: Pick<NotificationJob, "shipment_id" | "event_id">, db: DB = getDb()) {
  return db
    .selectFrom("shipment_events")
    .innerJoin("shipments", "shipments.id", "shipment_events.shipment_id")
    .select([
      "shipments.tracking_number",
      "shipment_events.status",
      "shipment_events.location",
      "shipment_events.occurred_at",
      "shipment_events.failure_reason",
      "shipment_events.next_attempt_on",
    ])
    .where("shipment_events.id", "=", job.event_id)
    .where("shipment_events.shipment_id", "=", job.shipment_id)
    .executeTakeFirst();
}

/** The admins' list: newest first, optionally one status, with the shipment's tracking number and event. */
export async function listJobs(input: { page: number; perPage: number; status?: NotificationStatus }) {
  let query = getDb()
    .selectFrom("notification_jobs")
    .innerJoin("shipments", "shipments.id", "notification_jobs.shipment_id")
    .innerJoin("shipment_events", "shipment_events.id", "notification_jobs.event_id")
    .select([
      "notification_jobs.id",
      "notification_jobs.shipment_id",
      "shipments.tracking_number",
      "shipment_events.status as event_status",
      "notification_jobs.audience",
      "notification_jobs.channel",
      "notification_jobs.recipient",
      "notification_jobs.locale",
      "notification_jobs.status",
      "notification_jobs.attempts",
      "notification_jobs.next_attempt_at",
      "notification_jobs.last_error",
      "notification_jobs.outbox_id",
      "notification_jobs.created_at",
    ]);
  if (input.status) query = query.where("notification_jobs.status", "=", input.status);
  return query
    .orderBy("notification_jobs.id", "desc")
    .limit(input.perPage)
    .offset((input.page - 1) * input.perPage)
    .execute();
}

/** Jobs per status, for the screen's filter chips and the list's total (one grouped count on the status index). */
export async function jobCounts(): Promise<Record<NotificationStatus, number>> {
  const rows = await getDb()
    .selectFrom("notification_jobs")
    .select(["status", sql<number>`count(*)`.as("n")])
    .groupBy("status")
    .execute();
  const out = { pending: 0, sending: 0, sent: 0, failed: 0 };
  for (const r of rows) out[r.status] = Number(r.n);
  return out;
}
