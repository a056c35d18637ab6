import { test, expect } from "@playwright/test";
import {
  AppServer,
  BASE_PORT,
  Client,
  addCustomers,
  cargoStep,
  copyDraft,
  freshDir,
  offerForm,
  pool,
  prepareDraft,
  toastValues,
} from "./harness";

/**
 * SIGKILL in the middle of a burst: 200 concurrent writes (shipment bookings by 100 customers and
 * updates of 100 draft offers by an admin), the server killed once 70 of them were answered. After a
 * restart on the same data folder, every write that was answered with success is there, nothing is
 * half written, the database is intact and tracking numbers are unique.
 */
const BOOKINGS = 100;
const UPDATES = 100;
const KILL_AFTER = 70;

const priceBefore = (i: number) => (100 + i) * 100;
const priceAfter = (i: number) => (1000 + i) * 100;
const DISCOUNT_BP = 1250;
/** price × (1 − discount), rounded half up, computed here independently of the app. */
const total = (priceMinor: number, bp: number) => Math.floor((priceMinor * (10_000 - bp) + 5_000) / 10_000);

interface Outcome {
  kind: "booking" | "update";
  index: number;
  status?: number;
  location?: string | null;
  number?: string;
  error?: string;
}

test("SIGKILL during 200 concurrent writes: every acknowledged write survives, nothing half written", async () => {
  test.setTimeout(180_000);
  const server = new AppServer(freshDir("burst"), BASE_PORT);
  try {
    let t = Date.now();
    const lap = (what: string) => {
      console.log(`[faults] ${what}: ${Date.now() - t} ms`);
      t = Date.now();
    };
    await server.start();
    lap("start");
    const emails = addCustomers(server, "burst", BOOKINGS);
    const customers = await pool(emails, 6, async (email) => {
      const client = new Client(server.origin);
      await client.login(email);
      return client;
    });
    lap("customers signed in");
    // One customer walks the wizard; the others get a copy of that draft (the same rows the wizard writes).
    await prepareDraft(customers[0]);
    copyDraft(server, emails[0], emails.slice(1));
    lap("drafts ready");
    const admin = new Client(server.origin);
    await admin.login("admin@kargo.test");
    const offerIds = await pool(
      Array.from({ length: UPDATES }, (_, i) => i),
      6,
      async (i) => {
        const answer = await admin.post("/offers/new", offerForm(`before-${i}`, priceBefore(i) / 100, 0));
        const id = Number(/^\/offers\/(\d+)$/.exec(answer.location ?? "")?.[1]);
        expect(id, `offer ${i} created`).toBeGreaterThan(0);
        return id;
      },
    );
    lap("offers created");
    const customerIds = server.query((db) => {
      const rows = db.prepare(`select id, email from users where email like 'burst-%'`).all() as Array<{
        id: number;
        email: string;
      }>;
      return new Map(rows.map((r) => [r.email, r.id]));
    });
    const shipmentsBefore = server.query(
      (db) => (db.prepare("select count(*) as n from shipments").get() as { n: number }).n,
    );

    // The burst: bookings and updates interleaved, all sent at once; SIGKILL after KILL_AFTER answers.
    let answered = 0;
    let killed = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      server.child!.kill("SIGKILL");
    };
    const jobs: Array<() => Promise<Outcome>> = [];
    for (let i = 0; i < Math.max(BOOKINGS, UPDATES); i++) {
      if (i < BOOKINGS) {
        jobs.push(async () => {
          const answer = await customers[i].post("/shipments/new", cargoStep(`burst ${i}`));
          return {
            kind: "booking",
            index: i,
            status: answer.status,
            location: answer.location,
            number: toastValues(answer.cookies.toast)?.number,
          };
        });
      }
      if (i < UPDATES) {
        jobs.push(async () => {
          const answer = await admin.post(
            `/offers/${offerIds[i]}`,
            offerForm(`burst-${i}`, priceAfter(i) / 100, DISCOUNT_BP / 100),
          );
          return { kind: "update", index: i, status: answer.status, location: answer.location };
        });
      }
    }
    const started = Date.now();
    const outcomes = await Promise.all(
      jobs.map(async (job, n): Promise<Outcome> => {
        try {
          const outcome = await job();
          answered += 1;
          if (answered >= KILL_AFTER) kill();
          return outcome;
        } catch (error) {
          return { kind: n % 2 === 0 ? "booking" : "update", index: Math.floor(n / 2), error: String(error) };
        }
      }),
    );
    const exit = await server.exited!;
    expect(exit.signal, "the server died of SIGKILL").toBe("SIGKILL");

    const acknowledged = outcomes.filter((o) =>
      o.kind === "booking"
        ? o.status === 303 && /^\/shipments\/\d+$/.test(o.location ?? "") && Boolean(o.number)
        : o.status === 303 && o.location === `/offers/${offerIds[o.index]}`,
    );
    const unanswered = outcomes.filter((o) => o.error !== undefined).length;
    // Anything answered but not a success would be a bug of its own (e.g. a lost draft).
    const otherAnswers = outcomes.filter((o) => o.error === undefined && !acknowledged.includes(o));
    expect(otherAnswers, "every answered request was a success").toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(unanswered, "the kill came in the middle of the burst").toBeGreaterThan(0);

    // Restart on the same data folder.
    const restartAt = Date.now();
    await server.start();
    const recoveredMs = Date.now() - restartAt;

    const checks = server.query((db) => {
      const integrity = db.pragma("integrity_check", { simple: true });
      const foreignKeys = db.pragma("foreign_key_check") as unknown[];
      const duplicates = db
        .prepare("select tracking_number, count(*) as n from shipments group by tracking_number having n > 1")
        .all();
      const burstShipments = db
        .prepare(
          `select s.id, s.tracking_number, s.customer_id, s.special_note, s.piece_count, s.status,
             (select count(*) from shipment_events e where e.shipment_id = s.id) as events,
             (select count(*) from shipment_events e where e.shipment_id = s.id and e.status = 'created') as created_events,
             (select count(*) from shipment_parcels p where p.shipment_id = s.id) as parcels,
             (select count(*) from shipment_drafts d where d.user_id = s.customer_id) as drafts
           from shipments s join users u on u.id = s.customer_id where u.email like 'burst-%'`,
        )
        .all() as Array<{
        id: number;
        tracking_number: string;
        customer_id: number;
        special_note: string;
        piece_count: number;
        status: string;
        events: number;
        created_events: number;
        parcels: number;
        drafts: number;
      }>;
      const drafts = db
        .prepare(
          `select d.user_id from shipment_drafts d join users u on u.id = d.user_id where u.email like 'burst-%'`,
        )
        .all() as Array<{ user_id: number }>;
      const offers = db
        .prepare(
          `select id, offer_to, description, price_minor, discount_bp, total_minor, currency, status from offers where id in (${offerIds.join(",")})`,
        )
        .all() as Array<{
        id: number;
        offer_to: string;
        description: string | null;
        price_minor: number;
        discount_bp: number;
        total_minor: number;
        currency: string;
        status: string;
      }>;
      const allOffersConsistent = db
        .prepare("select count(*) as n from offers where total_minor is null or price_minor is null")
        .get() as { n: number };
      return {
        integrity,
        foreignKeys,
        duplicates,
        burstShipments,
        drafts,
        offers,
        allOffersConsistent,
        shipments: (db.prepare("select count(*) as n from shipments").get() as { n: number }).n,
      };
    });

    expect(checks.integrity).toBe("ok");
    expect(checks.foreignKeys).toEqual([]);
    expect(checks.duplicates).toEqual([]);

    // Bookings: each acknowledged one is there as answered; each written one is whole (shipment,
    // its parcel, its "created" event, and its draft gone in the same commit); a customer whose
    // booking was not written still has the draft to book again.
    const byId = new Map(checks.burstShipments.map((s) => [s.id, s]));
    const ackedBookings = acknowledged.filter((o) => o.kind === "booking");
    let bookingsFound = 0;
    for (const o of ackedBookings) {
      const id = Number(o.location!.split("/").pop());
      const row = byId.get(id);
      expect(row, `acknowledged booking ${o.index} (#${id}) is in the database`).toBeTruthy();
      expect(row!.tracking_number).toBe(o.number);
      expect(row!.customer_id).toBe(customerIds.get(emails[o.index]));
      expect(row!.special_note).toBe(`burst ${o.index}`);
      bookingsFound += 1;
    }
    for (const s of checks.burstShipments) {
      expect(s.status).toBe("created");
      expect(s.created_events, `shipment ${s.id} has its event`).toBe(1);
      expect(s.events).toBe(1);
      expect(s.parcels, `shipment ${s.id} has its parcels`).toBe(s.piece_count);
      expect(s.drafts, `the draft of shipment ${s.id} went with it`).toBe(0);
    }
    const withShipment = new Set(checks.burstShipments.map((s) => s.customer_id));
    const withDraft = new Set(checks.drafts.map((d) => d.user_id));
    for (const email of emails) {
      const id = customerIds.get(email)!;
      expect(withShipment.has(id) !== withDraft.has(id), `${email}: either booked or still holding the draft`).toBe(
        true,
      );
    }
    expect(checks.burstShipments.length).toBe(checks.shipments - shipmentsBefore);

    // Offers: every row is wholly before or wholly after (never a mix), totals agree with price and
    // discount, and each acknowledged update is there.
    const offers = new Map(checks.offers.map((o) => [o.id, o]));
    let updatesFound = 0;
    let updatesApplied = 0;
    for (let i = 0; i < UPDATES; i++) {
      const row = offers.get(offerIds[i]);
      expect(row, `offer ${i}`).toBeTruthy();
      const before = {
        offer_to: `Fault test before-${i}`,
        description: `marker before-${i}`,
        price_minor: priceBefore(i),
        discount_bp: 0,
        total_minor: total(priceBefore(i), 0),
      };
      const after = {
        offer_to: `Fault test burst-${i}`,
        description: `marker burst-${i}`,
        price_minor: priceAfter(i),
        discount_bp: DISCOUNT_BP,
        total_minor: total(priceAfter(i), DISCOUNT_BP),
      };
      const actual = {
        offer_to: row!.offer_to,
        description: row!.description,
        price_minor: row!.price_minor,
        discount_bp: row!.discount_bp,
        total_minor: row!.total_minor,
      };
      const acked = acknowledged.some((o) => o.kind === "update" && o.index === i);
      if (acked) {
        expect(actual, `acknowledged update of offer ${i}`).toEqual(after);
        updatesFound += 1;
      } else {
        expect([JSON.stringify(before), JSON.stringify(after)], `offer ${i} is wholly before or after`).toContain(
          JSON.stringify(actual),
        );
      }
      if (actual.price_minor === after.price_minor) updatesApplied += 1;
      expect(row!.status).toBe("draft");
    }
    expect(checks.allOffersConsistent.n).toBe(0);

    const ackedUpdates = acknowledged.length - ackedBookings.length;
    const figures = {
      sent: jobs.length,
      acknowledged: acknowledged.length,
      acknowledgedBookings: ackedBookings.length,
      acknowledgedUpdates: ackedUpdates,
      unanswered,
      foundAfterRestart: bookingsFound + updatesFound,
      writtenButUnanswered: checks.burstShipments.length - ackedBookings.length + (updatesApplied - ackedUpdates),
      burstMs: restartAt - started,
      restartMs: recoveredMs,
    };
    console.log(`[faults] SIGKILL burst: ${JSON.stringify(figures)}`);
    test.info().annotations.push({ type: "figures", description: JSON.stringify(figures) });
    expect(figures.foundAfterRestart).toBe(figures.acknowledged);

    // The restarted app serves what it wrote: a customer sees an acknowledged booking.
    const sample = ackedBookings[0];
    const view = await customers[sample.index].get(sample.location!);
    expect(view.status).toBe(200);
    expect(view.text).toContain(sample.number!);
    await server.stop("SIGTERM");
  } finally {
    await server.ensureStopped();
  }
});
