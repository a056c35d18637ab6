import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  AddressCsvError,
  addressBookScopeFor,
  createAddress,
  deleteAddress,
  exportAddressesCsv,
  getAddress,
  importAddressesCsv,
  listAddresses,
  pickerAddresses,
  saveFromWizard,
  updateAddress,
} from "./address-book.server";
import { closeDb, type DB } from "./db.server";
import { createShipment, type CargoInput } from "./shipments.server";
import { createUser } from "./users.server";
import { createTestDb } from "./test-db.server";
import type { AddressValues } from "~/lib/schemas/shipments";

type U = { id: number; role: "admin" | "agent" | "customer"; branch_id: number | null };
let db: DB;
const u: Record<string, U> = {};

const kadikoy: AddressValues = {
  name: "Zeynep Şahin",
  country: "TR",
  city: "İstanbul",
  county: "Kadıköy",
  district: "Caferağa Mah.",
  address: "Moda Cad. No:5 D:3",
  zipCode: "34710",
  phone: "+90 533 111 22 33",
};
const koln: AddressValues = {
  name: "Anna Schmidt",
  country: "DE",
  city: "Köln",
  address: "Hohe Str. 52",
  zipCode: "50667",
  phone: "+49 221 555 0192",
};

const CARGO: CargoInput = {
  shippingType: "document",
  outsideShippingType: "export",
  weight: 500,
  count: 1,
  currency: "EUR",
};

beforeAll(async () => {
  db = await createTestDb({ seed: true });
  for (const email of ["admin@kargo.test", "agent@kargo.test", "customer@kargo.test", "corporate@kargo.test"])
    u[email.split("@")[0]] = await db
      .selectFrom("users")
      .select(["id", "role", "branch_id"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
  // A new customer, served by the main branch only (one shipment its agent booked), and an agent elsewhere.
  const fresh = await createUser({ name: "Zeynep Şahin", email: "zeynep.book@example.com", role: "customer" });
  await createShipment({ customerId: fresh.id, creator: u.agent, sender: kadikoy, receiver: koln, cargo: CARGO });
  u.customer = { id: fresh.id, role: "customer", branch_id: null };
  u.far = await db
    .selectFrom("users")
    .select(["id", "role", "branch_id"])
    .where("role", "=", "agent")
    .where("branch_id", "<>", u.agent.branch_id!)
    .orderBy("id")
    .executeTakeFirstOrThrow();
});
afterAll(closeDb);

describe("address book", () => {
  it("keeps a customer's entries, searchable with Turkish folding, paged in SQL", async () => {
    const a = await createAddress(u.customer.id, { label: "Annemler", book: kadikoy });
    await createAddress(u.customer.id, { label: "Köln ofis", book: koln });
    await createAddress(u.corporate.id, { label: "Depo", book: kadikoy });
    const own = addressBookScopeFor(u.customer);
    const all = await listAddresses({ scope: own, page: 1, perPage: 10, sort: "label", dir: "asc" });
    expect(all.total).toBe(2);
    expect(all.rows.map((r) => r.label)).toEqual(["Annemler", "Köln ofis"]);
    const found = await listAddresses({ scope: own, q: "SAHIN", page: 1, perPage: 10, sort: "label", dir: "asc" });
    expect(found.rows.map((r) => r.id)).toEqual([a.id]);
    const paged = await listAddresses({ scope: own, page: 2, perPage: 1, sort: "label", dir: "asc" });
    expect(paged.rows.map((r) => r.label)).toEqual(["Köln ofis"]);
    expect(paged.total).toBe(2);
  });

  it("shows staff the books of the customers they serve, and nobody else's", async () => {
    const entry = (await listAddresses({
      scope: addressBookScopeFor(u.customer),
      page: 1,
      perPage: 1,
      sort: "label",
      dir: "asc",
    }))!.rows[0];
    expect(await getAddress(entry.id, addressBookScopeFor(u.admin))).toBeTruthy();
    expect(await getAddress(entry.id, addressBookScopeFor(u.agent))).toBeTruthy();
    expect(await getAddress(entry.id, addressBookScopeFor(u.far))).toBeUndefined();
    expect(await getAddress(entry.id, addressBookScopeFor(u.corporate))).toBeUndefined();
    const farList = await listAddresses({
      scope: addressBookScopeFor(u.far),
      page: 1,
      perPage: 50,
      sort: "label",
      dir: "asc",
    });
    expect(farList.rows.some((r) => r.customer_id === u.customer.id)).toBe(false);
  });

  it("lets only the owner change or delete an entry", async () => {
    const { id } = await createAddress(u.customer.id, { label: "Geçici", book: kadikoy });
    expect(await updateAddress(id, u.corporate.id, { label: "x", book: kadikoy })).toBe(false);
    expect(await updateAddress(id, u.customer.id, { label: "Yeni ad", book: kadikoy })).toBe(true);
    expect((await getAddress(id, addressBookScopeFor(u.customer)))?.label).toBe("Yeni ad");
    expect(await deleteAddress(id, u.corporate.id)).toBe(false);
    expect(await deleteAddress(id, u.customer.id)).toBe(true);
    expect(await getAddress(id, addressBookScopeFor(u.customer))).toBeUndefined();
  });

  it("offers the wizard the entries of the side's country, and saves a new one once", async () => {
    const scope = addressBookScopeFor(u.customer);
    const home = await pickerAddresses({ customerId: u.customer.id, scope, side: "home" });
    const abroad = await pickerAddresses({ customerId: u.customer.id, scope, side: "abroad" });
    expect(home.every((a) => a.country === "TR")).toBe(true);
    expect(abroad.map((a) => a.label)).toEqual(["Köln ofis"]);
    // Another customer's entries never show, even for a scope that may read them.
    expect(
      await pickerAddresses({ customerId: u.customer.id, scope: addressBookScopeFor(u.far), side: "home" }),
    ).toEqual([]);
    const first = await saveFromWizard(u.customer.id, { ...koln, name: "Jan Müller" });
    const again = await saveFromWizard(u.customer.id, { ...koln, name: "Jan Müller" });
    expect(again).toBe(first);
    expect((await getAddress(first, scope))?.label).toBe("Jan Müller");
  });

  it("exports CSV that imports back, and reports refused rows by line", async () => {
    const fresh = await createUser({ name: "Depo Sahibi", email: "depo.book@example.com", role: "customer" });
    const owner = { id: fresh.id, role: "customer" as const, branch_id: null };
    await createAddress(owner.id, { label: "Depo", book: kadikoy });
    await createAddress(owner.id, { label: "Depo", book: { ...kadikoy, name: "Ayşe Şahin" } });
    const csv = await exportAddressesCsv(addressBookScopeFor(owner));
    expect(csv.split("\r\n")[0]).toBe(
      "label,name,companyName,country,city,county,district,address,zipCode,taxId,email,phone",
    );
    const text =
      csv +
      "Bozuk,Ali Veli,,TR,Ankara,,,Kısa adres sokak,06420,,,+90 312 000 00 00\r\n" +
      'Berlin;"x",Hans Meier,,DE,Berlin,,,Unter den Linden 1,10117,,,+49 30 1234567\r\n';
    const report = await importAddressesCsv(owner.id, text);
    expect(report.added).toBe(3);
    expect(report.rejected).toBe(1);
    expect(report.rejections[0]).toMatchObject({ line: 4, field: "county" });
    const after = await listAddresses({
      scope: addressBookScopeFor(owner),
      page: 1,
      perPage: 10,
      sort: "label",
      dir: "asc",
    });
    expect(after.rows.map((r) => r.label)).toEqual(['Berlin;"x"', "Depo", "Depo", "Depo", "Depo"]);
    await expect(importAddressesCsv(owner.id, "name,city\nA,B\n")).rejects.toBeInstanceOf(AddressCsvError);
  });
});
