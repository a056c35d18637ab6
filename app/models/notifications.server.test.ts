import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, type DB } from "./db.server";
import {
  backoffMs,
  claimDueJobs,
  markAttemptFailed,
  pruneSentJobs,
  retryJob,
  type NotificationJob,
} from "./notifications.server";
import { addShipmentEvent, cancelShipment, createShipment } from "./shipments.server";
import { createTestDb } from "./test-db.server";
import { createUser } from "./users.server";
import { env, setEnvForTests } from "~/lib/env.server";
import { processDueNotifications } from "~/lib/notifications/worker.server";
import { outboxSms, setSmsProviderForTests, type SmsProvider } from "~/lib/notifications/sms.server";
import type { AddressValues } from "~/lib/schemas/shipments";

let db: DB;
let admin: { id: number; role: "admin"; branch_id: null };
let customer: { id: number; role: "customer"; branch_id: null };

const sender: AddressValues = {
  name: "Ayşe Demir",
  country: "TR",
  city: "Ankara",
  county: "Çankaya",
  district: "Kızılay Mah",
  address: "Atatürk Blv. No:98",
  zipCode: "06420",
  phone: "+90 533 111 22 33",
};
const toGermany: AddressValues = {
  ...sender,
  name: "Jonas Weber",
  country: "DE",
  city: "Köln",
  zipCode: "50667",
  county: undefined,
  district: undefined,
  phone: "+49 221 555 0101",
  email: "jonas.weber@example.de",
};
const cargo = {
  shippingType: "document",
  outsideShippingType: "export",
  weight: 500,
  count: 1,
  currency: "EUR",
} as const;

const jobsOf = (shipmentId: number) =>
  db.selectFrom("notification_jobs").selectAll().where("shipment_id", "=", shipmentId).orderBy("id").execute();

async function newShipment(receiver: Partial<AddressValues> & { email?: string } = toGermany) {
  return createShipment({
    customerId: customer.id,
    creator: customer,
    sender,
    receiver: { ...toGermany, ...receiver } as AddressValues,
    cargo,
  });
}

beforeAll(async () => {
  db = await createTestDb({ seed: true });
  const a = await db.selectFrom("users").select("id").where("email", "=", "admin@kargo.test").executeTakeFirstOrThrow();
  admin = { id: a.id, role: "admin", branch_id: null };
  const c = await createUser({
    name: "Bildirim Müşteri",
    email: "notify.queue@example.com",
    role: "customer",
    phone: "+90 532 000 11 22",
    permissionMail: true,
    permissionSms: false,
    locale: "fr",
  });
  customer = { id: c.id, role: "customer", branch_id: null };
});
afterAll(async () => {
  setSmsProviderForTests(undefined);
  await closeDb();
});

describe("the notifications queue", () => {
  it("is written with the status event: the sender as the account allows, the receiver in the country's language", async () => {
    const shipment = await newShipment();
    // Creating a shipment is not a status change: nothing is queued.
    expect(await jobsOf(shipment.id)).toEqual([]);
    const done = await addShipmentEvent({
      shipmentId: shipment.id,
      scope: { kind: "all" },
      status: "accepted",
      location: "Ankara",
      by: admin.id,
    });
    expect(done).toEqual({ ok: true });
    const event = await db
      .selectFrom("shipment_events")
      .select("id")
      .where("shipment_id", "=", shipment.id)
      .where("status", "=", "accepted")
      .executeTakeFirstOrThrow();
    const jobs = await jobsOf(shipment.id);
    expect(jobs.map((j) => [j.audience, j.channel, j.recipient, j.locale, j.status, j.event_id])).toEqual([
      ["sender", "mail", "notify.queue@example.com", "fr", "pending", event.id],
      ["receiver", "mail", "jonas.weber@example.de", "de", "pending", event.id],
      ["receiver", "sms", "+49 221 555 0101", "de", "pending", event.id],
    ]);
  });

  it("follows the customer's permissions and writes nothing when the event does not happen", async () => {
    await db
      .updateTable("users")
      .set({ permission_mail: 0, permission_sms: 1 })
      .where("id", "=", customer.id)
      .execute();
    try {
      const shipment = await newShipment({ country: "AT", email: "" });
      await addShipmentEvent({
        shipmentId: shipment.id,
        scope: { kind: "all" },
        status: "accepted",
        location: "Ankara",
        by: admin.id,
      });
      expect((await jobsOf(shipment.id)).map((j) => [j.audience, j.channel, j.locale])).toEqual([
        ["sender", "sms", "fr"],
        ["receiver", "sms", "de"],
      ]);
      // A transition the status does not allow: no event and no message.
      const refused = await addShipmentEvent({
        shipmentId: shipment.id,
        scope: { kind: "all" },
        status: "delivered",
        location: "Wien",
        by: admin.id,
      });
      expect(refused).toEqual({ ok: false, reason: "transition" });
      expect(await jobsOf(shipment.id)).toHaveLength(2);
      // The event's transaction rolled back: its messages with it.
      await expect(
        db.transaction().execute(async (trx) => {
          await addShipmentEvent(
            {
              shipmentId: shipment.id,
              scope: { kind: "all" },
              status: "in_transit",
              location: "İstanbul",
              by: admin.id,
            },
            trx,
          );
          expect(
            await trx.selectFrom("notification_jobs").select("id").where("shipment_id", "=", shipment.id).execute(),
          ).toHaveLength(4);
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      expect(await jobsOf(shipment.id)).toHaveLength(2);
      // A cancellation is a status event too; the demo data's history (notify: false) is not.
      await addShipmentEvent({
        shipmentId: shipment.id,
        scope: { kind: "all" },
        status: "in_transit",
        location: "İstanbul",
        by: admin.id,
        notify: false,
      });
      expect(await jobsOf(shipment.id)).toHaveLength(2);
      const other = await newShipment({ country: "BR", email: "" });
      await cancelShipment({ shipmentId: other.id, scope: { kind: "all" }, role: "admin", by: admin.id });
      expect((await jobsOf(other.id)).map((j) => [j.audience, j.locale])).toEqual([
        ["sender", "fr"],
        ["receiver", "pt"],
      ]);
    } finally {
      await db
        .updateTable("users")
        .set({ permission_mail: 1, permission_sms: 0 })
        .where("id", "=", customer.id)
        .execute();
    }
  });

  it("hands each due job to one claimant only, and takes back a claim that lapsed", async () => {
    await db.updateTable("notification_jobs").set({ status: "sent" }).execute();
    const shipment = await newShipment();
    await addShipmentEvent({
      shipmentId: shipment.id,
      scope: { kind: "all" },
      status: "accepted",
      location: "Ankara",
      by: admin.id,
    });
    const now = new Date();
    const [a, b] = await Promise.all([claimDueJobs({ now, limit: 10 }), claimDueJobs({ now, limit: 10 })]);
    const ids = [...a, ...b].map((j) => j.id).sort();
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    expect([...a, ...b].every((j) => j.status === "sending" && j.attempts === 1)).toBe(true);
    // Nothing more is due while the claims hold; once they lapse (a worker died) they are due again.
    expect(await claimDueJobs({ now })).toEqual([]);
    const later = await claimDueJobs({ now: new Date(now.getTime() + 121_000) });
    expect(later.map((j) => j.id).sort()).toEqual(ids);
    expect(later.every((j) => j.attempts === 2)).toBe(true);
    await db.updateTable("notification_jobs").set({ status: "sent" }).where("id", "in", ids).execute();
  });

  it("waits longer after each failure, then marks the job failed; an admin's retry makes it due again", async () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffMs(20)).toBe(3_600_000);
    const shipment = await newShipment({ email: "" });
    await addShipmentEvent({
      shipmentId: shipment.id,
      scope: { kind: "all" },
      status: "accepted",
      location: "Ankara",
      by: admin.id,
    });
    let t = new Date("2030-01-01T10:00:00Z");
    const waits: number[] = [];
    let job: NotificationJob | undefined;
    for (let attempt = 1; attempt <= 3; attempt++) {
      [job] = (await claimDueJobs({ now: t, limit: 10 })).filter(
        (j) => j.shipment_id === shipment.id && j.channel === "sms" && j.audience === "receiver",
      );
      expect(job?.attempts).toBe(attempt);
      const outcome = await markAttemptFailed(job!, `gateway down ${attempt}`, { maxAttempts: 3, now: t });
      const row = await db
        .selectFrom("notification_jobs")
        .selectAll()
        .where("id", "=", job!.id)
        .executeTakeFirstOrThrow();
      expect(row.last_error).toBe(`gateway down ${attempt}`);
      if (attempt < 3) {
        expect(outcome).toBe("pending");
        waits.push(Date.parse(row.next_attempt_at) - t.getTime());
        // Not due a moment before its time.
        expect(await claimDueJobs({ now: new Date(Date.parse(row.next_attempt_at) - 1000) })).toEqual([]);
        t = new Date(row.next_attempt_at);
      } else {
        expect(outcome).toBe("failed");
        expect(row.status).toBe("failed");
      }
    }
    expect(waits).toEqual([30_000, 60_000]);
    const much = await claimDueJobs({ now: new Date("2031-01-01T00:00:00Z") });
    expect(much.map((j) => j.id)).not.toContain(job!.id);
    expect(await retryJob(job!.id)).toBe(true);
    // Only a failed job is retried.
    expect(await retryJob(job!.id)).toBe(false);
    const again = await db
      .selectFrom("notification_jobs")
      .selectAll()
      .where("id", "=", job!.id)
      .executeTakeFirstOrThrow();
    expect(again).toMatchObject({ status: "pending", attempts: 0 });
    // Sent jobs are forgotten after 90 days; pending ones never.
    await db
      .updateTable("notification_jobs")
      .set({ status: "sent", updated_at: "2026-01-01T00:00:00.000Z" })
      .where("id", "<>", job!.id)
      .execute();
    const total = (await db.selectFrom("notification_jobs").select("id").execute()).length;
    expect(await pruneSentJobs(90, new Date("2026-03-31T00:00:00Z"))).toBe(0);
    expect(await pruneSentJobs(90, new Date("2026-04-02T00:00:00Z"))).toBe(total - 1);
    expect(await db.selectFrom("notification_jobs").select("id").execute()).toEqual([{ id: job!.id }]);
    await db.updateTable("notification_jobs").set({ status: "sent" }).execute();
  });

  it("sends through the worker: the mail to the outbox and the SMS through the provider, each in its language", async () => {
    setEnvForTests({ APP_ORIGINS: ["https://kargo.example.com"], NOTIFY_MAX_ATTEMPTS: 2 });
    const texts: Array<{ to: string; text: string }> = [];
    let failNext = true;
    const provider: SmsProvider = {
      name: "outbox",
      async send(message) {
        if (failNext) {
          failNext = false;
          throw new Error("gateway answered 503");
        }
        texts.push({ to: message.to, text: message.text });
        return outboxSms.send(message);
      },
    };
    setSmsProviderForTests(provider);
    const shipment = await newShipment();
    await addShipmentEvent({
      shipmentId: shipment.id,
      scope: { kind: "all" },
      status: "accepted",
      location: "Ankara",
      by: admin.id,
    });
    expect(await processDueNotifications()).toBe(3);
    const jobs = await jobsOf(shipment.id);
    const sms = jobs.find((j) => j.channel === "sms")!;
    expect(sms).toMatchObject({ status: "pending", attempts: 1, last_error: expect.stringContaining("503") });
    expect(jobs.filter((j) => j.channel === "mail").map((j) => j.status)).toEqual(["sent", "sent"]);
    const mails = await db
      .selectFrom("mail_outbox")
      .selectAll()
      .where(
        "id",
        "in",
        jobs.filter((j) => j.outbox_id).map((j) => j.outbox_id!),
      )
      .orderBy("id")
      .execute();
    const toReceiver = mails.find((m) => m.to_address === "jonas.weber@example.de")!;
    const toSender = mails.find((m) => m.to_address === "notify.queue@example.com")!;
    expect(toReceiver).toMatchObject({ kind: "shipment-status", transport: "file", status: "written" });
    expect(toReceiver.subject).toMatch(/^Sendung .*: Angenommen$/);
    expect(toReceiver.text_body).toContain(`https://kargo.example.com/tracking?number=${shipment.trackingNumber}`);
    expect(toReceiver.text_body).not.toContain("Jonas");
    expect(toSender.subject).toMatch(/^Envoi .* : Accepté$/);
    expect(fs.existsSync(path.join(env().OUTBOX_DIR, toReceiver.file_name!))).toBe(true);
    // Due again after its wait: the second attempt goes out.
    await processDueNotifications({ now: () => new Date(Date.now() + 31_000) });
    expect((await jobsOf(shipment.id)).find((j) => j.channel === "sms")).toMatchObject({ status: "sent", attempts: 2 });
    const smsRecord = await db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("id", "=", (await jobsOf(shipment.id)).find((j) => j.channel === "sms")!.outbox_id!)
      .executeTakeFirstOrThrow();
    expect(smsRecord).toMatchObject({
      kind: "shipment-status-sms",
      transport: "sms-outbox",
      to_address: "+49 221 555 0101",
    });
    expect(texts).toEqual([
      {
        to: "+49 221 555 0101",
        text: expect.stringMatching(
          /^Sendung .*: Angenommen \(Ankara\)\. Verfolgen: https:\/\/kargo\.example\.com\/tracking\?number=KG\d{11}$/,
        ),
      },
    ]);
  });
});
