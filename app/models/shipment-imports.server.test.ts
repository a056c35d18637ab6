import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, type DB } from "./db.server";
import {
  createFromImport,
  existingReferences,
  getImport,
  importedShipments,
  storeImport,
} from "./shipment-imports.server";
import { createTestDb } from "./test-db.server";
import type { Booking } from "~/lib/shipments/import.server";

let db: DB;
let customer: { id: number; role: "customer"; branch_id: number | null };
let other: number;

const booking = (reference: string | null): Booking => ({
  sender: {
    name: "Deniz Kaya",
    country: "TR",
    city: "İstanbul",
    county: "Kadıköy",
    district: "Caferağa Mah",
    address: "Moda Cad. No:7",
    zipCode: "34710",
    phone: "+90 532 123 45 67",
  },
  receiver: {
    name: "Ayşe Demir",
    country: "TR",
    city: "Ankara",
    county: "Çankaya",
    district: "Kızılay Mah",
    address: "Atatürk Blv. No:10",
    zipCode: "06420",
    phone: "+90 533 111 22 33",
  },
  cargo: {
    shippingType: "package",
    outsideShippingType: "domestic",
    width: 30,
    length: 20,
    height: 10,
    weight: 1500,
    count: 2,
    currency: "TRY",
    payer: "sender",
  },
  price: { minor: 139_90, currency: "TRY" },
  reference,
});

const report = { format: "csv" as const, ignored: [], results: [] };
const store = (userId = customer.id) =>
  storeImport({ userId, customerId: customer.id, fileName: "a.csv", rows: [{ line: 2, cells: {} }], report });

beforeAll(async () => {
  db = await createTestDb({ seed: true });
  const rows = await db
    .selectFrom("users")
    .select(["id", "email", "branch_id"])
    .where("email", "in", ["customer@kargo.test", "corporate@kargo.test"])
    .execute();
  const c = rows.find((r) => r.email === "customer@kargo.test")!;
  customer = { id: c.id, role: "customer", branch_id: c.branch_id };
  other = rows.find((r) => r.email === "corporate@kargo.test")!.id;
});

afterAll(async () => {
  await closeDb();
});

describe("shipment imports", () => {
  it("keeps an upload for its uploader only", async () => {
    const token = await store();
    expect(token).toMatch(/^[\w-]{32}$/);
    expect((await getImport(token, customer.id))?.rows).toEqual([{ line: 2, cells: {} }]);
    expect(await getImport(token, other)).toBeNull();
    expect(await getImport("x".repeat(32), customer.id)).toBeNull();
  });

  it("books every row in one transaction, once, with its reference", async () => {
    const token = await store();
    const input = {
      userId: customer.id,
      customerId: customer.id,
      creator: customer,
      bookings: [booking("ORD-1"), booking(null), booking("ORD-2")],
      report,
    };
    const created = await createFromImport(token, input);
    expect(created.ok && created.ids).toHaveLength(3);
    const shipments = await importedShipments(created.ok ? created.ids : [], customer.id);
    expect(shipments.map((s) => s.reference)).toEqual(["ORD-1", null, "ORD-2"]);
    expect((await getImport(token, customer.id))?.completedAt).not.toBeNull();
    // The same preview posted again books nothing.
    expect(await createFromImport(token, input)).toEqual({ ok: false, reason: "done" });
    const refs = await existingReferences(customer.id, ["ORD-1", "ORD-2", "ORD-3"]);
    expect([...refs.keys()].sort()).toEqual(["ORD-1", "ORD-2"]);
    // References are the customer's own: another customer's lookup finds none of them.
    expect((await existingReferences(other, ["ORD-1"])).size).toBe(0);
  });

  it("books none when one reference is already taken", async () => {
    const before = await db
      .selectFrom("shipments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    const token = await store();
    const result = await createFromImport(token, {
      userId: customer.id,
      customerId: customer.id,
      creator: customer,
      bookings: [booking("ORD-9"), booking("ORD-1")],
      report,
    });
    expect(result).toEqual({ ok: false, reason: "reference-taken" });
    const after = await db
      .selectFrom("shipments")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    // Nothing was booked, so the upload can still be created once fixed.
    expect((await getImport(token, customer.id))?.completedAt).toBeNull();
  });
});
