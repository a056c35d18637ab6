import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, type DB } from "./db.server";
import { createTestDb } from "./test-db.server";
import {
  addShipmentEvent,
  cancelShipment,
  createShipment,
  customerScopeFor,
  getCustomer,
  getShipment,
  listShipments,
  scopeFor,
  searchCustomers,
  shipmentFigures,
  trackShipment,
  trackShipments,
  type CargoInput,
  type PartyInput,
} from "./shipments.server";
import { SHIPMENT_STATUSES } from "~/lib/shipments/domain";
import { isValidTrackingNumber } from "~/lib/shipments/tracking-number";
import { turkeyDay } from "~/lib/shipments/format";

let db: DB;
const ids: Record<string, { id: number; role: "admin" | "agent" | "customer"; branch_id: number | null }> = {};

beforeAll(async () => {
  db = await createTestDb({ seed: true });
  for (const email of ["admin@kargo.test", "agent@kargo.test", "customer@kargo.test", "corporate@kargo.test"]) {
    const u = await db
      .selectFrom("users")
      .select(["id", "role", "branch_id"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    ids[email.split("@")[0]] = u;
  }
});
afterAll(closeDb);

const sender: PartyInput = {
  name: "Ayşe Demir",
  country: "TR",
  city: "Ankara",
  county: "Çankaya",
  district: "Kızılay Mah",
  address: "Atatürk Blv. No:98",
  zipCode: "06420",
  phone: "+90 533 111 22 33",
  email: "ayse@example.com",
};
const receiver: PartyInput = {
  name: "Anna Schmidt",
  country: "DE",
  city: "Köln",
  address: "Hohe Str. 52",
  zipCode: "50667",
  phone: "+49 221 555 0192",
};
const cargo: CargoInput = {
  shippingType: "package",
  outsideShippingType: "export",
  width: 30,
  length: 20,
  height: 10,
  weight: 2500,
  count: 3,
  unitPrice: 14990,
  currency: "EUR",
  customsTariffDescription: "Tişört",
  gtipCode: "6109.10",
  productCountry: "TR",
  proformaInvoice: true,
};

describe("seeded shipments", () => {
  it("give both demo customers every status, with histories", async () => {
    for (const who of ["customer", "corporate"]) {
      const { statusCounts, total } = await listShipments({
        scope: scopeFor(ids[who]),
        page: 1,
        perPage: 10,
        sort: "created_at",
        dir: "desc",
      });
      expect(total).toBeGreaterThanOrEqual(8);
      for (const s of SHIPMENT_STATUSES) expect(statusCounts[s], `${who} ${s}`).toBeGreaterThan(0);
    }
    const events = await db
      .selectFrom("shipment_events")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(events.n)).toBeGreaterThan(400);
    const branches = await db.selectFrom("shipments").select("branch_id").distinct().execute();
    expect(branches.length).toBeGreaterThan(3);
  });

  it("keep each shipment's status equal to its latest event", async () => {
    const mismatched = await db
      .selectFrom("shipments")
      .select("shipments.id")
      .where((eb) =>
        eb(
          "shipments.status",
          "!=",
          eb
            .selectFrom("shipment_events")
            .select("shipment_events.status")
            .whereRef("shipment_events.shipment_id", "=", "shipments.id")
            .orderBy("occurred_at", "desc")
            .orderBy("id", "desc")
            .limit(1),
        ),
      )
      .execute();
    expect(mismatched).toEqual([]);
  });
});

describe("booking", () => {
  it("assigns a tracking number, computes the total and keeps the parcels", async () => {
    const created = await createShipment({
      customerId: ids.customer.id,
      creator: ids.customer,
      sender,
      receiver,
      cargo,
    });
    expect(isValidTrackingNumber(created.trackingNumber)).toBe(true);
    const detail = await getShipment(created.id, scopeFor(ids.customer));
    expect(detail?.shipment.total_price_minor).toBe(3 * 14990);
    expect(detail?.shipment.total_weight_g).toBe(7500);
    expect(detail?.parcels.map((p) => p.piece_number)).toEqual([1, 2, 3]);
    expect(detail?.events.map((e) => e.status)).toEqual(["created"]);
  });

  it("puts the shipment in the creating agent's branch, else the sender city's, else the main branch", async () => {
    const ankara = await db.selectFrom("branches").select("id").where("city", "=", "Ankara").executeTakeFirstOrThrow();
    const main = await db.selectFrom("branches").select("id").where("is_main", "=", 1).executeTakeFirstOrThrow();
    expect(
      (await createShipment({ customerId: ids.customer.id, creator: ids.customer, sender, receiver, cargo })).branchId,
    ).toBe(ankara.id);
    expect(
      (await createShipment({ customerId: ids.customer.id, creator: ids.agent, sender, receiver, cargo })).branchId,
    ).toBe(ids.agent.branch_id);
    const elsewhere = { ...sender, city: "Van", county: "İpekyolu", district: "", zipCode: "" };
    expect(
      (await createShipment({ customerId: ids.customer.id, creator: ids.admin, sender: elsewhere, receiver, cargo }))
        .branchId,
    ).toBe(main.id);
    const lowercase = { ...sender, city: "ankara" };
    expect(
      (await createShipment({ customerId: ids.customer.id, creator: ids.customer, sender: lowercase, receiver, cargo }))
        .branchId,
    ).toBe(ankara.id);
  });
});

describe("row scope", () => {
  it("hides other customers' and other branches' shipments as not found", async () => {
    const created = await createShipment({
      customerId: ids.customer.id,
      creator: ids.customer,
      sender,
      receiver,
      cargo,
    });
    expect(await getShipment(created.id, scopeFor(ids.corporate))).toBeUndefined();
    expect(await getShipment(created.id, scopeFor(ids.customer))).toBeDefined();
    expect(await getShipment(created.id, scopeFor(ids.admin))).toBeDefined();
    // Ankara branch: not the main-branch agent's.
    expect(await getShipment(created.id, scopeFor(ids.agent))).toBeUndefined();
    expect(
      await addShipmentEvent({
        shipmentId: created.id,
        scope: scopeFor(ids.agent),
        status: "accepted",
        location: "X",
        by: ids.agent.id,
      }),
    ).toEqual({ ok: false, reason: "not-found" });
  });

  it("lists only what the scope allows", async () => {
    const mine = await listShipments({
      scope: scopeFor(ids.customer),
      page: 1,
      perPage: 100,
      sort: "created_at",
      dir: "desc",
    });
    expect(mine.rows.every((r) => r.customer_name === "Ayşe Demir")).toBe(true);
    const branch = await listShipments({
      scope: scopeFor(ids.agent),
      page: 1,
      perPage: 100,
      sort: "created_at",
      dir: "desc",
    });
    expect(branch.rows.every((r) => r.branch_name === "İstanbul Merkez Şube")).toBe(true);
    const all = await listShipments({ scope: { kind: "all" }, page: 1, perPage: 10, sort: "created_at", dir: "desc" });
    expect(all.total).toBeGreaterThan(branch.total);
  });

  it("filters, searches and pages in SQL", async () => {
    const scope = { kind: "all" } as const;
    const page1 = await listShipments({ scope, page: 1, perPage: 10, sort: "created_at", dir: "desc" });
    const page2 = await listShipments({ scope, page: 2, perPage: 10, sort: "created_at", dir: "desc" });
    expect(page1.rows).toHaveLength(10);
    expect(page2.rows[0].created_at <= page1.rows[9].created_at).toBe(true);
    const delivered = await listShipments({
      scope,
      page: 1,
      perPage: 100,
      sort: "created_at",
      dir: "desc",
      status: "delivered",
      type: "document",
    });
    expect(delivered.rows.every((r) => r.status === "delivered" && r.shipping_type === "document")).toBe(true);
    const one = page1.rows[3];
    const byNumber = await listShipments({
      scope,
      page: 1,
      perPage: 10,
      sort: "created_at",
      dir: "desc",
      q: one.tracking_number.toLowerCase(),
    });
    expect(byNumber.rows.map((r) => r.id)).toEqual([one.id]);
    const byName = await listShipments({
      scope,
      page: 1,
      perPage: 100,
      sort: "created_at",
      dir: "desc",
      q: "Anna Schmidt",
    });
    expect(byName.rows.length).toBeGreaterThan(0);
    expect(byName.rows.every((r) => r.receiver_name === "Anna Schmidt" || r.sender_name === "Anna Schmidt")).toBe(true);
    // The date filters are days in Turkey (UTC+3): a shipment booked after 21:00 UTC is on the next day there.
    const day = turkeyDay(one.created_at);
    const ranged = await listShipments({
      scope,
      page: 1,
      perPage: 100,
      sort: "created_at",
      dir: "desc",
      from: day,
      to: day,
    });
    expect(ranged.rows.length).toBeGreaterThan(0);
  });
});

describe("customers staff may book for", () => {
  it("are any customer for an admin, the customers of an agent's own lists for an agent, oneself for a customer", async () => {
    const agent = ids.agent;
    const other = await db
      .selectFrom("users")
      .select(["id", "role", "branch_id"])
      .where("role", "=", "agent")
      .where("branch_id", "!=", agent.branch_id!)
      .executeTakeFirstOrThrow();
    const served = await db
      .selectFrom("shipments")
      .select("customer_id")
      .where("branch_id", "=", agent.branch_id!)
      .executeTakeFirstOrThrow();
    // A customer with no shipment, offer or freight request at all: nobody's lists show them.
    const loner = await db
      .insertInto("users")
      .values({
        name: "Yalnız Müşteri",
        email: "yalniz@example.com",
        role: "customer",
        customer_type: "individual",
        tax_id: "10000000146",
        is_active: 1,
        locale: "tr",
        created_at: "2026-01-01T00:00:00.000Z",
        updated_at: "2026-01-01T00:00:00.000Z",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await getCustomer(loner.id, customerScopeFor(ids.admin))).toMatchObject({
      email: "yalniz@example.com",
      tax_id: "10000000146",
    });
    expect(await getCustomer(loner.id, customerScopeFor(agent))).toBeUndefined();
    expect(await getCustomer(loner.id, customerScopeFor(other))).toBeUndefined();
    expect(await searchCustomers("yalniz", customerScopeFor(agent))).toEqual([]);
    expect((await searchCustomers("yalniz", customerScopeFor(ids.admin))).map((c) => c.id)).toEqual([loner.id]);
    expect(await getCustomer(served.customer_id, customerScopeFor(agent))).toBeDefined();
    expect(await getCustomer(ids.customer.id, customerScopeFor(ids.customer))).toBeDefined();
    expect(await getCustomer(ids.corporate.id, customerScopeFor(ids.customer))).toBeUndefined();
    // Booked by the agent's branch, the customer is theirs.
    await createShipment({ customerId: loner.id, creator: agent, sender, receiver, cargo });
    expect(await getCustomer(loner.id, customerScopeFor(agent))).toBeDefined();
    expect(await getCustomer(loner.id, customerScopeFor(other))).toBeUndefined();
  });
});

describe("status changes", () => {
  it("follow the allowed transitions and append events", async () => {
    const created = await createShipment({
      customerId: ids.customer.id,
      creator: ids.customer,
      sender,
      receiver,
      cargo,
    });
    const admin = scopeFor(ids.admin);
    expect(
      await addShipmentEvent({
        shipmentId: created.id,
        scope: admin,
        status: "delivered",
        location: "Köln",
        by: ids.admin.id,
      }),
    ).toEqual({ ok: false, reason: "transition" });
    expect(
      await addShipmentEvent({
        shipmentId: created.id,
        scope: admin,
        status: "accepted",
        location: "Ankara Şube",
        by: ids.admin.id,
      }),
    ).toEqual({ ok: true });
    expect(
      await addShipmentEvent({
        shipmentId: created.id,
        scope: admin,
        status: "in_transit",
        location: "Ankara Aktarma",
        note: "Yüklendi",
        by: ids.admin.id,
      }),
    ).toEqual({ ok: true });
    const detail = await getShipment(created.id, admin);
    expect(detail?.shipment.status).toBe("in_transit");
    expect(detail?.events.map((e) => e.status)).toEqual(["in_transit", "accepted", "created"]);
    // Once accepted, the customer may no longer cancel.
    expect(
      await cancelShipment({
        shipmentId: created.id,
        scope: scopeFor(ids.customer),
        role: "customer",
        by: ids.customer.id,
      }),
    ).toEqual({ ok: false, reason: "transition" });
  });

  it("let a customer cancel before acceptance", async () => {
    const created = await createShipment({
      customerId: ids.customer.id,
      creator: ids.customer,
      sender,
      receiver,
      cargo,
    });
    expect(
      await cancelShipment({
        shipmentId: created.id,
        scope: scopeFor(ids.corporate),
        role: "customer",
        by: ids.corporate.id,
      }),
    ).toEqual({ ok: false, reason: "not-found" });
    expect(
      await cancelShipment({
        shipmentId: created.id,
        scope: scopeFor(ids.customer),
        role: "customer",
        by: ids.customer.id,
      }),
    ).toEqual({ ok: true });
    expect((await getShipment(created.id, scopeFor(ids.customer)))?.shipment.status).toBe("cancelled");
  });
});

describe("public tracking", () => {
  it("answers status, cities and events, and nothing personal", async () => {
    const created = await createShipment({
      customerId: ids.customer.id,
      creator: ids.customer,
      sender,
      receiver,
      cargo,
    });
    const result = await trackShipment(created.trackingNumber);
    expect(result?.shipment).toMatchObject({ status: "created", sender_city: "Ankara", receiver_city: "Köln" });
    const text = JSON.stringify(result);
    for (const secret of ["Ayşe", "Anna", "Hohe", "Atatürk", "+90", "+49", "example.com", "06420"])
      expect(text).not.toContain(secret);
    expect(await trackShipment("KG00000000000")).toBeUndefined();
  });

  it("lists the events newest first, each once", async () => {
    const created = await createShipment({
      customerId: ids.customer.id,
      creator: ids.customer,
      sender,
      receiver,
      cargo,
    });
    const admin = { kind: "all" } as const;
    const later = (hours: number) => new Date(Date.now() + hours * 3_600_000);
    expect(
      await addShipmentEvent({
        shipmentId: created.id,
        scope: admin,
        status: "accepted",
        location: "Ankara",
        by: ids.admin.id,
        now: later(1),
      }),
    ).toEqual({ ok: true });
    expect(
      await addShipmentEvent({
        shipmentId: created.id,
        scope: admin,
        status: "in_transit",
        location: "Kapıkule",
        by: ids.admin.id,
        now: later(2),
      }),
    ).toEqual({ ok: true });
    const result = await trackShipment(created.trackingNumber);
    expect(result?.shipment).toMatchObject({ tracking_number: created.trackingNumber, status: "in_transit" });
    expect(result?.shipment).not.toHaveProperty("id");
    expect(result?.events.map((e) => [e.status, e.location])).toEqual([
      ["in_transit", "Kapıkule"],
      ["accepted", "Ankara"],
      ["created", "Ankara"],
    ]);
    expect(new Set(result?.events.map((e) => e.id)).size).toBe(3);
  });

  it("answers several numbers in the order asked, each as the single lookup does, unknown ones as undefined", async () => {
    const book = () => createShipment({ customerId: ids.customer.id, creator: ids.customer, sender, receiver, cargo });
    const [a, b] = [await book(), await book()];
    await addShipmentEvent({
      shipmentId: b.id,
      scope: { kind: "all" },
      status: "accepted",
      location: "Ankara",
      by: ids.admin.id,
      now: new Date(Date.now() + 3_600_000),
    });
    const results = await trackShipments([b.trackingNumber, "KG00000000000", a.trackingNumber]);
    expect(results).toHaveLength(3);
    expect(results[0]).toEqual(await trackShipment(b.trackingNumber));
    expect(results[1]).toBeUndefined();
    expect(results[2]).toEqual(await trackShipment(a.trackingNumber));
    expect(results[0]?.events.map((e) => e.status)).toEqual(["accepted", "created"]);
    expect(JSON.stringify(results)).not.toContain("Ayşe");
    expect(await trackShipments([])).toEqual([]);
  });
});

describe("home figures", () => {
  it("count by status within the scope", async () => {
    const mine = await shipmentFigures(scopeFor(ids.customer));
    const all = await shipmentFigures({ kind: "all" });
    expect(mine.total).toBe(Object.values(mine.byStatus).reduce((a, b) => a + b, 0));
    expect(all.total).toBeGreaterThan(mine.total);
  });
});
