import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAddress } from "./address-book.server";
import { closeDb, type DB } from "./db.server";
import {
  assignPickup,
  cancelPickup,
  closePickup,
  createPickup,
  getPickup,
  handoverShipments,
  listPickups,
  pickupScopeFor,
} from "./pickups.server";
import { createShipment } from "./shipments.server";
import { createTestDb } from "./test-db.server";
import { createUser } from "./users.server";
import { pickupSchema } from "~/lib/pickups/schema";
import { turkeyToday } from "~/lib/pickups/domain";
import type { AddressValues } from "~/lib/schemas/shipments";
import { turkeyPlaces } from "~/lib/shipments/places.server";

type U = { id: number; role: "admin" | "agent" | "customer"; branch_id: number | null };
let db: DB;
const u: Record<string, U> = {};
let ankaraBranch: number;
const TODAY = turkeyToday();

const cankaya: AddressValues = {
  name: "Ayşe Demir",
  country: "TR",
  city: "Ankara",
  county: "Çankaya",
  district: "Kızılay Mah",
  address: "Atatürk Blv. No:98",
  zipCode: "06420",
  phone: "+90 533 111 22 33",
};

const agentOf = (branchId: number, not = false) =>
  db
    .selectFrom("users")
    .select(["id", "role", "branch_id"])
    .where("role", "=", "agent")
    .where("branch_id", not ? "<>" : "=", branchId)
    .orderBy("id")
    .executeTakeFirstOrThrow() as Promise<U>;

beforeAll(async () => {
  db = await createTestDb({ seed: true });
  u.admin = await db
    .selectFrom("users")
    .select(["id", "role", "branch_id"])
    .where("email", "=", "admin@kargo.test")
    .executeTakeFirstOrThrow();
  const c = await createUser({ name: "Pınar Kurye", email: "pinar.pickup@example.com", role: "customer" });
  const o = await createUser({ name: "Other Customer", email: "other.pickup@example.com", role: "customer" });
  u.customer = { id: c.id, role: "customer", branch_id: null };
  u.other = { id: o.id, role: "customer", branch_id: null };
  ankaraBranch = (await db.selectFrom("branches").select("id").where("city", "=", "Ankara").executeTakeFirstOrThrow())
    .id;
  u.ankara = await agentOf(ankaraBranch);
  u.ankara2 = await db
    .selectFrom("users")
    .select(["id", "role", "branch_id"])
    .where("role", "=", "agent")
    .where("branch_id", "=", ankaraBranch)
    .where("id", "<>", u.ankara.id)
    .orderBy("id")
    .executeTakeFirstOrThrow();
  u.far = await agentOf(ankaraBranch, true);
});
afterAll(closeDb);

describe("pickup requests", () => {
  it("check the day, the slot and the typed address", () => {
    const schema = pickupSchema({ today: "2026-11-27", places: turkeyPlaces });
    const ok = schema.safeParse({
      date: "2026-11-28",
      slot: "09-12",
      parcelCount: 2,
      address: { ...cankaya, country: undefined },
    });
    expect(ok.success).toBe(true);
    const errors = (input: object) => {
      const r = schema.safeParse({ date: "2026-11-28", slot: "09-12", parcelCount: 1, addressId: 1, ...input });
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
    };
    expect(errors({ date: "2026-11-26" })).toEqual({ date: "pickups:validation.datePast" });
    expect(errors({ date: "2026-11-29" })).toEqual({ date: "pickups:validation.sunday" });
    expect(errors({ date: "2027-02-01" })).toEqual({ date: "pickups:validation.dateFar" });
    expect(errors({ slot: "18-21" })).toHaveProperty("slot");
    expect(errors({ parcelCount: 0 })).toEqual({ parcelCount: "pickups:validation.parcelCount" });
    expect(errors({ addressId: undefined, address: { name: "Ali Veli" } })).toHaveProperty(["address.city"]);
  });

  it("go to the branch serving the city, with a saved or typed address and the customer's own shipments", async () => {
    const shipment = await createShipment({
      customerId: u.customer.id,
      creator: u.customer,
      sender: cankaya,
      receiver: { ...cankaya, country: "DE", city: "Köln", zipCode: "50667", county: undefined, district: undefined },
      cargo: { shippingType: "document", outsideShippingType: "export", weight: 500, count: 1, currency: "EUR" },
    });
    expect((await handoverShipments(u.customer.id)).map((s) => s.id)).toEqual([shipment.id]);
    const entry = await createAddress(u.customer.id, { label: "Ofis", book: cankaya });
    const saved = await createPickup({
      customerId: u.customer.id,
      createdBy: u.customer.id,
      date: TODAY,
      slot: "15-18",
      addressId: entry.id,
      parcelCount: 2,
      shipmentIds: [shipment.id],
    });
    expect(saved).toMatchObject({ ok: true, branchId: ankaraBranch });
    // Another customer can neither use this customer's saved address nor hand over their shipment.
    expect(
      await createPickup({
        customerId: u.other.id,
        createdBy: u.other.id,
        date: TODAY,
        slot: "09-12",
        addressId: entry.id,
        parcelCount: 1,
      }),
    ).toEqual({ ok: false, reason: "address" });
    expect(
      await createPickup({
        customerId: u.other.id,
        createdBy: u.other.id,
        date: TODAY,
        slot: "09-12",
        address: cankaya,
        parcelCount: 1,
        shipmentIds: [shipment.id],
      }),
    ).toEqual({ ok: false, reason: "shipments" });
    const typed = await createPickup({
      customerId: u.customer.id,
      createdBy: u.customer.id,
      date: TODAY,
      slot: "09-12",
      address: cankaya,
      parcelCount: 1,
    });
    expect(typed.ok).toBe(true);
    const detail = await getPickup(saved.ok ? saved.id : 0, pickupScopeFor(u.ankara));
    expect(detail?.shipments.map((s) => s.tracking_number)).toEqual([shipment.trackingNumber]);
    expect(await getPickup(saved.ok ? saved.id : 0, pickupScopeFor(u.far))).toBeUndefined();
    expect(await getPickup(saved.ok ? saved.id : 0, pickupScopeFor(u.other))).toBeUndefined();
  });

  it("list today's pickups of a branch in slot order, with counts in SQL", async () => {
    const list = await listPickups({
      scope: pickupScopeFor(u.ankara),
      view: "today",
      today: TODAY,
      page: 1,
      perPage: 100,
      sort: "slot",
      dir: "asc",
    });
    expect(list.rows.map((r) => r.pickup_date).every((d) => d === TODAY)).toBe(true);
    const slots = list.rows.map((r) => r.slot);
    expect(slots).toEqual([...slots].sort());
    expect(list.rows.filter((r) => r.customer_name === "Pınar Kurye").map((r) => r.slot)).toEqual(["09-12", "15-18"]);
    expect(list.total).toBe(list.rows.length);
    expect(list.viewCounts.today).toBe(list.rows.length);
    const own = await listPickups({
      scope: pickupScopeFor(u.customer),
      view: "all",
      today: TODAY,
      page: 1,
      perPage: 1,
      sort: "created_at",
      dir: "desc",
    });
    expect(own).toMatchObject({ total: 2, viewCounts: { all: 2, today: 2 } });
    expect(own.statusCounts.requested).toBe(2);
    expect(own.rows).toHaveLength(1);
    const far = await listPickups({
      scope: pickupScopeFor(u.far),
      view: "all",
      today: TODAY,
      page: 1,
      perPage: 100,
      sort: "pickup_date",
      dir: "desc",
    });
    expect(far.rows.some((r) => r.customer_name === "Pınar Kurye")).toBe(false);
  });

  it("are taken by one agent of the branch, closed by that agent, and cancelled by the customer only until taken", async () => {
    const [first, second] = (
      await listPickups({
        scope: pickupScopeFor(u.customer),
        view: "all",
        today: TODAY,
        page: 1,
        perPage: 25,
        sort: "slot",
        dir: "asc",
      })
    ).rows;
    expect([first.slot, second.slot]).toEqual(["09-12", "15-18"]);
    expect(await assignPickup(first.id, u.far)).toEqual({ ok: false, reason: "not-found" });
    expect(await assignPickup(first.id, u.ankara)).toEqual({ ok: true });
    expect(await assignPickup(first.id, u.ankara2)).toEqual({ ok: false, reason: "state" });
    expect(await cancelPickup(first.id, u.customer.id)).toEqual({ ok: false, reason: "state" });
    expect(await closePickup(first.id, u.ankara2, { status: "done" })).toEqual({ ok: false, reason: "state" });
    expect(await closePickup(first.id, u.ankara, { status: "failed", reason: "Kapı kapalı" })).toEqual({ ok: true });
    expect(await getPickup(first.id, pickupScopeFor(u.customer))).toMatchObject({
      status: "failed",
      failure_reason: "Kapı kapalı",
      agent_name: expect.any(String),
    });
    expect(await cancelPickup(second.id, u.other.id)).toEqual({ ok: false, reason: "not-found" });
    expect(await cancelPickup(second.id, u.customer.id)).toEqual({ ok: true });
    expect(await assignPickup(second.id, u.ankara)).toEqual({ ok: false, reason: "state" });
  });
});
