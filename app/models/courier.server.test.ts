import { Migrator, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, createDatabase, type DB } from "./db.server";
import { currentEngine } from "./dialect.server";
import { migrations } from "./migrations";
import { createTestDb } from "./test-db.server";
import { codTotals, listCod, recordPayout } from "./cod.server";
import { getCompanySettings, setCompanySettings } from "./company-settings.server";
import { exportDomesticCsv, importDomesticCsv, saveBand } from "./domestic-prices.server";
import { priceShipment } from "./shipment-pricing.server";
import {
  addShipmentEvent,
  createShipment,
  getShipment,
  scopeFor,
  trackShipment,
  type CargoInput,
  type PartyInput,
} from "./shipments.server";

let db: DB;
type Who = { id: number; role: "admin" | "agent" | "customer"; branch_id: number | null };
const ids: Record<string, Who> = {};

beforeAll(async () => {
  db = await createTestDb({ seed: true });
  for (const email of ["admin@kargo.test", "agent@kargo.test", "customer@kargo.test", "corporate@kargo.test"]) {
    ids[email.split("@")[0]] = await db
      .selectFrom("users")
      .select(["id", "role", "branch_id"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
  }
  await db.deleteFrom("domestic_price_bands").execute();
  await saveBand({ maxGrams: 1000, sameCityMinor: 60_00, betweenCitiesMinor: 75_00 }, null);
  await saveBand({ maxGrams: 5000, sameCityMinor: 90_00, betweenCitiesMinor: 120_00 }, null);
  await setCompanySettings({ domestic_per_kg_minor: 15_00, delivery_attempts: 2 }, null);
});
afterAll(closeDb);

const sender: PartyInput = {
  name: "Ayşe Demir",
  country: "TR",
  city: "İstanbul",
  county: "Kadıköy",
  district: "Caferağa Mah",
  address: "Moda Cad. No:12",
  zipCode: "34710",
  phone: "+90 533 111 22 33",
};
const receiver: PartyInput = {
  name: "Mehmet Can Yılmaz",
  country: "TR",
  city: "Ankara",
  county: "Çankaya",
  district: "Kızılay Mah",
  address: "Atatürk Blv. No:98",
  zipCode: "06420",
  phone: "+90 532 444 55 66",
};
const cargo: CargoInput = {
  shippingType: "package",
  outsideShippingType: "domestic",
  width: 30,
  length: 20,
  height: 15,
  weight: 2000,
  count: 1,
  currency: "TRY",
  payer: "receiver",
  codAmount: 1250_00,
  codPaymentType: "cash",
};

describe("domestic price", () => {
  it("prices same city and between cities from the bands, and nothing without a band", async () => {
    const route = { weightGrams: 2000, count: 1, widthCm: 30, lengthCm: 20, heightCm: 15 };
    const between = await priceShipment({
      ...route,
      direction: "domestic",
      senderCountry: "TR",
      senderCity: "İstanbul",
      receiverCountry: "TR",
      receiverCity: "Ankara",
    });
    expect(between).toMatchObject({ status: "ok", priceMinor: 120_00, currency: "TRY", chargeableGrams: 3000 });
    const same = await priceShipment({
      ...route,
      direction: "domestic",
      senderCountry: "TR",
      senderCity: "İstanbul",
      receiverCountry: "TR",
      receiverCity: "İSTANBUL",
    });
    expect(same).toMatchObject({ status: "ok", priceMinor: 90_00 });
    // 20 kg: 120 + 15 × 15 above the last band.
    const heavy = await priceShipment({
      direction: "domestic",
      senderCountry: "TR",
      senderCity: "İstanbul",
      receiverCountry: "TR",
      receiverCity: "Ankara",
      weightGrams: 20_000,
      count: 1,
    });
    expect(heavy).toMatchObject({ status: "ok", priceMinor: 345_00 });
    const unlisted = await priceShipment({
      direction: "export",
      senderCountry: "TR",
      senderCity: "İstanbul",
      receiverCountry: "AQ",
      receiverCity: "McMurdo",
      weightGrams: 1000,
      count: 1,
    });
    expect(unlisted.status).toBe("none");
  });

  it("exports and imports the list as CSV, reporting what changed", async () => {
    const csv = await exportDomesticCsv();
    expect(csv.split(/\r?\n/)[0]).toBe("max_kg,same_city,between_cities");
    expect(csv).toContain("5,90.00,120.00");
    const report = await importDomesticCsv(
      "max_kg,same_city,between_cities\n1,60.00,75.00\n10,140,190\nabc,1,2\nper_kg_above,17.50,\n",
      ids.admin.id,
    );
    expect(report).toMatchObject({ added: 1, unchanged: 1, changed: 1, removed: 1, rejected: 1 });
    expect((await getCompanySettings()).domestic_per_kg_minor).toBe(17_50);
    // Back as it was for the other tests.
    await importDomesticCsv(csv, ids.admin.id);
  });
});

describe("cash on delivery and the delivery outcome", () => {
  let shipmentId = 0;
  let trackingNumber = "";

  it("stores the price, the payer and the COD amount on the booking", async () => {
    const created = await createShipment({
      customerId: ids.customer.id,
      creator: ids.customer,
      sender,
      receiver,
      cargo,
      price: { minor: 120_00, currency: "TRY" },
    });
    shipmentId = created.id;
    trackingNumber = created.trackingNumber;
    const detail = await getShipment(created.id, scopeFor(ids.customer));
    expect(detail?.shipment).toMatchObject({
      outside_shipping_type: "domestic",
      price_minor: 120_00,
      price_currency: "TRY",
      payer: "receiver",
      cod_amount_minor: 1250_00,
      cod_payment_type: "cash",
      cod_collected_at: null,
    });
    const list = await listCod({ scope: scopeFor(ids.customer), state: "to_collect", page: 1 });
    expect(list.map((r) => r.id)).toContain(created.id);
  });

  it("records a failed attempt with its reason, and the collected amount on delivery", async () => {
    const staff = scopeFor(ids.admin);
    const step = (status: "accepted" | "in_transit" | "out_for_delivery") =>
      addShipmentEvent({ shipmentId, scope: staff, status, location: "Ankara", by: ids.admin.id });
    expect((await step("accepted")).ok).toBe(true);
    expect((await step("in_transit")).ok).toBe(true);
    expect((await step("out_for_delivery")).ok).toBe(true);
    const failed = await addShipmentEvent({
      shipmentId,
      scope: staff,
      status: "out_for_delivery",
      location: "Ankara",
      by: ids.admin.id,
      failureReason: "closed",
      nextAttemptOn: "2026-11-24",
      attemptsAllowed: 2,
    });
    expect(failed).toEqual({ ok: true });
    const delivered = await addShipmentEvent({
      shipmentId,
      scope: staff,
      status: "delivered",
      location: "Ankara",
      by: ids.admin.id,
      recipientName: "Mehmet Can Yılmaz",
      codCollected: true,
      attemptsAllowed: 2,
    });
    expect(delivered.ok).toBe(true);
    const detail = await getShipment(shipmentId, staff);
    expect(detail?.shipment.cod_collected_at).not.toBeNull();
    expect(detail?.events[0]).toMatchObject({ status: "delivered", recipient_name: "Mehmet Can Yılmaz" });
    expect(detail?.events[1]).toMatchObject({ failure_reason: "closed", next_attempt_on: "2026-11-24" });

    // Public tracking: the outcome, the recipient as initials only.
    const tracked = await trackShipment(trackingNumber);
    expect(tracked?.events[0]).toMatchObject({ status: "delivered", recipient_initials: "M. C. Y." });
    expect(JSON.stringify(tracked)).not.toContain("Yılmaz");
  });

  it("lists the amount as collected, totals in SQL, and records the payout in scope only", async () => {
    const mine = scopeFor(ids.customer);
    const collected = await listCod({ scope: mine, state: "collected", page: 1 });
    expect(collected.map((r) => r.id)).toContain(shipmentId);
    const totals = await codTotals(mine);
    expect(totals.collected.count).toBeGreaterThanOrEqual(1);
    expect(totals.collected.amountMinor).toBeGreaterThanOrEqual(1250_00);
    // Another customer sees none of it.
    expect(
      (await listCod({ scope: scopeFor(ids.corporate), state: "collected", page: 1 })).map((r) => r.id),
    ).not.toContain(shipmentId);
    // An agent of another branch cannot pay it out.
    const booked = await getShipment(shipmentId, scopeFor(ids.admin));
    const otherBranch = { kind: "branch" as const, branchId: (booked?.shipment.branch_id ?? 0) + 1000 };
    expect(
      await recordPayout({
        scope: otherBranch,
        shipmentIds: [shipmentId],
        paidOn: "2026-11-25",
        reference: "X",
        by: 1,
      }),
    ).toBe(0);
    const paid = await recordPayout({
      scope: scopeFor(ids.admin),
      shipmentIds: [shipmentId],
      paidOn: "2026-11-25",
      reference: "EFT-2026-118",
      by: ids.admin.id,
    });
    expect(paid).toBe(1);
    const after = await codTotals(mine);
    expect(after.paid_out.count).toBe(totals.paid_out.count + 1);
    expect(after.collected.count).toBe(totals.collected.count - 1);
  });

  it("sends the shipment back to the sender after the attempts allowed", async () => {
    const created = await createShipment({
      customerId: ids.customer.id,
      creator: ids.customer,
      sender,
      receiver,
      cargo: { ...cargo, codAmount: undefined, payer: "sender" },
      price: { minor: 120_00, currency: "TRY" },
    });
    const staff = scopeFor(ids.admin);
    for (const status of ["accepted", "in_transit", "out_for_delivery"] as const)
      await addShipmentEvent({ shipmentId: created.id, scope: staff, status, location: "Ankara", by: ids.admin.id });
    const attempt = (failureReason: "closed" | "refused") =>
      addShipmentEvent({
        shipmentId: created.id,
        scope: staff,
        status: "out_for_delivery",
        location: "Ankara",
        by: ids.admin.id,
        failureReason,
        attemptsAllowed: 2,
      });
    expect(await attempt("closed")).toEqual({ ok: true });
    expect(await attempt("refused")).toEqual({ ok: true, returned: true });
    const detail = await getShipment(created.id, staff);
    expect(detail?.shipment.status).toBe("returned");
    expect(detail?.events[0]).toMatchObject({ status: "returned", failure_reason: "refused" });
  });
});

describe("migration 0017 on a database booked before it", () => {
  it("widens the direction check and keeps every shipment, parcel and event", async () => {
    const url = process.env.TEST_DATABASE_URL ?? "file::memory:";
    if (url.startsWith("postgres")) return; // PostgreSQL replaces the constraint in place; createTestDb covers it.
    const old = await createDatabase(url);
    const upTo = (name: string) =>
      new Migrator({
        db: old,
        provider: { getMigrations: async () => migrations },
        allowUnorderedMigrations: true,
      }).migrateTo(name);
    expect((await upTo("0016_customer_country")).error).toBeUndefined();
    const now = new Date().toISOString();
    await sql`insert into branches (name, is_main, latitude, longitude, city, created_at, updated_at) values ('Merkez', 1, 41, 29, 'İstanbul', ${now}, ${now})`.execute(
      old,
    );
    await sql`insert into users (name, email, role, locale, created_at, updated_at) values ('Ayşe', 'a@x.test', 'customer', 'tr', ${now}, ${now})`.execute(
      old,
    );
    const created = await createShipment(
      {
        customerId: 1,
        creator: { id: 1, role: "customer", branch_id: null },
        sender,
        receiver,
        cargo: { ...cargo, outsideShippingType: "export", codAmount: undefined, payer: undefined },
      },
      old,
    ).catch(() => null);
    // Before 0017 the columns it adds do not exist: book with the columns of the time.
    expect(created).toBeNull();
    await sql`insert into shipments (tracking_number, customer_id, branch_id, status, shipping_type, outside_shipping_type, sender_name, sender_country, sender_city, sender_address, sender_phone, receiver_name, receiver_country, receiver_city, receiver_address, receiver_phone, piece_count, total_weight_g, unit_price_minor, total_price_minor, currency, terms_accepted_at, created_at, updated_at) values ('KRG1', 1, 1, 'created', 'package', 'export', 'A', 'TR', 'İstanbul', 'Moda Cad. 1', '+905331112233', 'B', 'DE', 'Köln', 'Hohe Str. 5', '+492215550192', 1, 1000, 100, 100, 'EUR', ${now}, ${now}, ${now})`.execute(
      old,
    );
    await sql`insert into shipment_parcels (shipment_id, piece_number, weight_g) values (1, 1, 1000)`.execute(old);
    await sql`insert into shipment_events (shipment_id, status, location, occurred_at, created_at) values (1, 'created', 'İstanbul', ${now}, ${now})`.execute(
      old,
    );
    await expect(
      sql`update shipments set outside_shipping_type = 'domestic' where id = 1`.execute(old),
    ).rejects.toThrow();
    expect((await upTo("0019_delivery_outcome")).error).toBeUndefined();
    await sql`update shipments set outside_shipping_type = 'domestic' where id = 1`.execute(old);
    const counts = await sql<{
      p: number;
      e: number;
      n: number;
    }>`select (select count(*) from shipment_parcels) as p, (select count(*) from shipment_events) as e, (select sum(n) from shipment_status_counts) as n`.execute(
      old,
    );
    expect(counts.rows[0]).toEqual({ p: 1, e: 1, n: 1 });
    // The triggers came back: a new booking is counted and searchable.
    await sql`update shipments set status = 'accepted' where id = 1`.execute(old);
    const byStatus = await sql<{
      status: string;
      n: number;
    }>`select status, n from shipment_status_counts where n > 0`.execute(old);
    expect(byStatus.rows).toEqual([{ status: "accepted", n: 1 }]);
    const fk = await sql`pragma foreign_key_check`.execute(old);
    expect(fk.rows).toEqual([]);
    expect(currentEngine()).toBe("sqlite");
    await old.destroy();
  });
});
