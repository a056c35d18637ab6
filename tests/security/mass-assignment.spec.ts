import type { APIRequestContext } from "@playwright/test";
import { test, expect, uniqueEmail } from "../e2e/fixtures";
import { clientAs, freshIp, registerViaApi, startOwnServer, type OwnServer } from "./own-server";

/**
 * Mass assignment: every form that creates or updates a row owned by a user or carrying privileged
 * columns gets the privileged fields added (role, owner ids of someone else, totals, numbers, statuses,
 * ids, timestamps, flags), is submitted successfully, and the database (read directly) shows that
 * none of them took effect. On a server of the test's own, so the rows read are only this test's.
 */
test.describe.configure({ mode: "default" });

/** The privileged extras every probe adds (each probe adds its own on top). */
const EXTRAS: Record<string, string> = {
  role: "admin",
  isAdmin: "true",
  id: "1",
  userId: "1",
  ownerId: "1",
  customerId: "4",
  customer_id: "4",
  branchId: "2",
  branch_id: "2",
  createdBy: "1",
  created_by: "1",
  updatedBy: "1",
  createdAt: "2000-01-01T00:00:00Z",
  created_at: "2000-01-01 00:00:00",
  deletedAt: "2000-01-01T00:00:00Z",
  isActive: "0",
  is_active: "0",
  password_hash: "x",
  emailVerifiedAt: "2000-01-01T00:00:00Z",
  email_verified_at: "2000-01-01T00:00:00Z",
  status: "delivered",
  total: "1",
  totalMinor: "1",
  total_minor: "1",
  trackingNumber: "KG0000000001",
  tracking_number: "KG0000000001",
  number: "HACKED-1",
};

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer("mass");
});
test.afterAll(async () => {
  await server?.stop();
});

function row<T>(sql: string, ...params: unknown[]): T {
  const db = server.db();
  try {
    return db.prepare(sql).get(...params) as T;
  } finally {
    db.close();
  }
}

async function post(request: APIRequestContext, path: string, form: Record<string, string>, expected = 303) {
  const response = await request.post(path, {
    form: { ...EXTRAS, ...form },
    maxRedirects: 0,
    headers: { "X-Forwarded-For": freshIp(50) },
  });
  expect(response.status(), `${path}: ${(await response.text()).slice(0, 200)}`).toBe(expected);
  return response;
}

const recent = (ts: string) =>
  new Date(ts.includes("T") ? ts : `${ts.replace(" ", "T")}Z`).getTime() > Date.now() - 3_600_000;

test("register: the new account is a plain customer, whatever else is posted", async ({ playwright }) => {
  const email = uniqueEmail("mass-register");
  const request = await playwright.request.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { Origin: server.baseURL },
  });
  await post(request, "/register", {
    name: "Kemal Sunal",
    email,
    password: "Guclu-Sifre-42",
    customerType: "individual",
    taxId: "10000000146",
    acceptMembership: "on",
    permissionMail: "on",
    locale: "en",
  });
  const user = row<{
    id: number;
    role: string;
    branch_id: number | null;
    is_active: number;
    created_at: string;
    updated_by: number | null;
    password_hash: string;
    email_verified_at: string | null;
  }>("select * from users where email = ?", email);
  expect(user.role).toBe("customer");
  // The address is verified by the link mailed to it, never by a posted field.
  expect(user.email_verified_at).toBeNull();
  expect(user.branch_id).toBeNull();
  expect(user.is_active).toBe(1);
  expect(user.id).not.toBe(1);
  expect(user.updated_by).toBeNull();
  expect(user.password_hash).not.toBe("x");
  expect(recent(user.created_at)).toBe(true);
  expect(row<{ email: string; role: string }>("select email, role from users where id = 1")).toEqual({
    email: "admin@kargo.test",
    role: "admin",
  });
  await request.dispose();
});

test("account profile and notifications: role, type, branch, activity and other users stay as they were", async ({
  playwright,
}) => {
  const { request, email } = await registerViaApi(playwright, server.baseURL, "mass-profile");
  const me = row<{ id: number }>("select id from users where email = ?", email);
  const adminBefore = row<Record<string, unknown>>("select * from users where id = 1");
  await post(request, "/account", {
    intent: "profile",
    name: "Yeni İsim",
    email,
    phone: "+90 532 123 45 67",
    address: "Moda",
    taxId: "10000000146",
    customerType: "corporate",
    companyName: "Hack A.Ş.",
  });
  await post(request, "/account", { intent: "notifications", permissionSms: "on" });
  const user = row<Record<string, unknown>>("select * from users where id = ?", me.id);
  expect(user).toMatchObject({
    name: "Yeni İsim",
    role: "customer",
    customer_type: "individual",
    branch_id: null,
    is_active: 1,
    permission_sms: 1,
    email_verified_at: null,
  });
  // The company name belongs to corporate accounts; an individual's profile form has no such field to honour.
  expect(row<Record<string, unknown>>("select * from users where id = 1")).toEqual(adminBefore);
  await request.dispose();
});

test("shipment wizard: the shipment belongs to the customer, with a fresh number, the first status and computed totals", async ({
  playwright,
}) => {
  const { request, email } = await registerViaApi(playwright, server.baseURL, "mass-ship");
  const me = row<{ id: number }>("select id from users where email = ?", email);
  const corporateBefore = row<{ n: number }>("select count(*) as n from shipments where customer_id = 4");
  await post(request, "/shipments/new", {
    intent: "next",
    step: "sender",
    "sender.name": "Deniz Kaya",
    "sender.country": "TR",
    "sender.city": "İstanbul",
    "sender.county": "Kadıköy",
    "sender.district": "Caferağa",
    "sender.address": "Moda Cad. No:7",
    "sender.zipCode": "34710",
    "sender.phone": "+90 532 123 45 67",
  });
  await post(request, "/shipments/new", {
    intent: "next",
    step: "receiver",
    "receiver.name": "Anna Schmidt",
    "receiver.country": "DE",
    "receiver.city": "Köln",
    "receiver.address": "Hohe Str. 52",
    "receiver.zipCode": "50667",
    "receiver.phone": "+49 221 555 0192",
  });
  const created = await post(request, "/shipments/new", {
    intent: "create",
    step: "cargo",
    shippingType: "document",
    outsideShippingType: "export",
    weight: "2,5",
    count: "2",
    currency: "EUR",
    acceptTransportTerms: "on",
    acceptUserAgreement: "on",
    unitPriceMinor: "1",
    totalPriceMinor: "1",
    total_price_minor: "1",
    pieceCount: "99",
    totalWeightG: "1",
  });
  const id = Number(/\/shipments\/(\d+)/.exec(created.headers().location ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  const s = row<Record<string, unknown>>("select * from shipments where id = ?", id);
  expect(s).toMatchObject({
    customer_id: me.id,
    created_by: me.id,
    status: "created",
    piece_count: 2,
    total_weight_g: 5000,
  });
  expect(s.tracking_number).not.toBe("KG0000000001");
  expect(s.id).not.toBe(1);
  expect(recent(String(s.created_at))).toBe(true);
  expect(row<{ n: number }>("select count(*) as n from shipments where customer_id = 4")).toEqual(corporateBefore);
  const events = row<{ n: number; status: string }>(
    "select count(*) as n, max(status) as status from shipment_events where shipment_id = ?",
    id,
  );
  expect(events).toEqual({ n: 1, status: "created" });
  await request.dispose();
});

test("freight request: owned by the signed-in customer, measures computed, nobody taking care", async ({
  playwright,
}) => {
  const { request, email } = await registerViaApi(playwright, server.baseURL, "mass-freight");
  const me = row<{ id: number }>("select id from users where email = ?", email);
  await post(request, "/freight/calculate", {
    transportType: "road",
    originCountry: "TR",
    originCity: "İstanbul",
    destinationCountry: "DE",
    destinationCity: "Köln",
    packageCount: "2",
    weightKg: "100",
    lengthCm: "100",
    widthCm: "100",
    heightCm: "100",
    description: "Tekstil ürünleri",
    contactName: "Deniz Kaya",
    contactEmail: email,
    takenCare: "1",
    taken_care: "1",
    interestedUserId: "1",
    interested_user_id: "1",
    chargeableWeightKg: "1",
    chargeable_weight_kg: "1",
    volumeM3: "0.001",
  });
  const f = row<Record<string, unknown>>(
    "select * from freight_requests where contact_email = ? order by id desc limit 1",
    email,
  );
  expect(f).toMatchObject({
    customer_id: me.id,
    taken_care: 0,
    interested_user_id: null,
    package_count: 2,
    total_weight_kg: 200,
  });
  expect(Number(f.chargeable_weight_kg)).toBeGreaterThan(1);
  expect(f.number).not.toBe("HACKED-1");
  await request.dispose();
});

test("offers: status, total, number, customer and author come from the server on create and edit", async ({
  playwright,
}) => {
  const admin = await clientAs(playwright, server.baseURL, "admin");
  const freight = row<{ id: number; customer_id: number }>(
    "select id, customer_id from freight_requests where customer_id = 3 order by id limit 1",
  );
  const fields = {
    offerTo: "Deniz Kaya",
    offerToEmail: "deniz@example.com",
    bidderId: "1",
    date: "2026-01-15",
    validUntil: "2026-02-15",
    currency: "EUR",
    price: "1.000,00",
    discountRate: "10",
    description: "Probe",
  };
  const created = await post(admin, `/offers/new?freightId=${freight.id}`, {
    ...fields,
    freightId: String(freight.id),
    intent: "save",
    customerId: "4",
    total: "1",
    totalMinor: "1",
    status: "accepted",
    sentAt: "2000-01-01",
    respondedAt: "2000-01-01",
  });
  const id = Number(/\/offers\/(\d+)/.exec(created.headers().location ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  let o = row<Record<string, unknown>>("select * from offers where id = ?", id);
  expect(o).toMatchObject({
    status: "draft",
    customer_id: freight.customer_id,
    price_minor: 100_000,
    discount_bp: 1000,
    total_minor: 90_000,
    sent_at: null,
    responded_at: null,
    created_by: 1,
    freight_id: freight.id,
  });
  expect(o.number).not.toBe("HACKED-1");
  await post(admin, `/offers/${id}`, {
    ...fields,
    price: "2.000,00",
    intent: "save",
    status: "accepted",
    total_minor: "1",
    customerId: "4",
    freightId: "1",
  });
  o = row<Record<string, unknown>>("select * from offers where id = ?", id);
  expect(o).toMatchObject({
    status: "draft",
    customer_id: freight.customer_id,
    price_minor: 200_000,
    total_minor: 180_000,
    freight_id: freight.id,
  });
  await admin.dispose();
});

test("contact form: the message is unread, anonymous and from the real address", async ({ playwright }) => {
  const request = await playwright.request.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { Origin: server.baseURL },
  });
  const email = uniqueEmail("mass-contact");
  await post(request, "/contact", {
    name: "Deniz Kaya",
    email,
    subject: "Probe",
    message: "Merhaba, bu bir deneme mesajıdır.",
    isRead: "1",
    is_read: "1",
    readBy: "1",
    read_by: "1",
    ip: "1.2.3.4",
  });
  const m = row<Record<string, unknown>>("select * from contact_messages where email = ?", email);
  expect(m).toMatchObject({ is_read: 0, read_by: null, read_at: null, user_id: null });
  expect(m.ip).not.toBe("1.2.3.4");
  await request.dispose();
});

test("content resources: a new row gets its own id and fresh audit columns, and the existing row 1 is untouched", async ({
  playwright,
}) => {
  const admin = await clientAs(playwright, server.baseURL, "admin");
  const before = row<Record<string, unknown>>("select * from banners where id = 1");
  await post(admin, "/banners/new", {
    intent: "save",
    title: "Mass probe banner",
    locale: "tr",
    sortOrder: "5",
    isActive: "on",
    updated_at: "2000-01-01",
  });
  const b = row<Record<string, unknown>>("select * from banners where title = 'Mass probe banner'");
  expect(b.id).not.toBe(1);
  expect(b).toMatchObject({ deleted_at: null, updated_by: 1 });
  expect(recent(String(b.created_at))).toBe(true);
  expect(row<Record<string, unknown>>("select * from banners where id = 1")).toEqual(before);

  // A branch user is an agent, whatever role is posted; the users screen's role is a real field (admins only).
  const email = uniqueEmail("mass-agent");
  await post(admin, "/branch-users/new", {
    intent: "save",
    name: "Probe Agent",
    email,
    branchId: "1",
    role: "admin",
    customerType: "corporate",
  });
  expect(
    row<Record<string, unknown>>("select role, branch_id, customer_type from users where email = ?", email),
  ).toEqual({ role: "agent", branch_id: 1, customer_type: null });
  await admin.dispose();
});

test("shipment events: the author and time are the server's", async ({ playwright }) => {
  const agent = await clientAs(playwright, server.baseURL, "agent");
  const s = row<{ id: number }>(
    "select id from shipments where status = 'created' and customer_id = 3 order by id limit 1",
  );
  const agentId = row<{ id: number }>("select id from users where email = 'agent@kargo.test'").id;
  await post(agent, `/shipments/${s.id}`, {
    intent: "add-event",
    status: "accepted",
    location: "İstanbul Merkez",
    note: "probe",
    occurredAt: "2000-01-01",
    occurred_at: "2000-01-01",
    shipmentId: "2",
    shipment_id: "2",
  });
  const e = row<Record<string, unknown>>(
    "select * from shipment_events where shipment_id = ? order by id desc limit 1",
    s.id,
  );
  expect(e).toMatchObject({ status: "accepted", created_by: agentId, note: "probe" });
  expect(recent(String(e.occurred_at))).toBe(true);
  expect(row<{ status: string }>("select status from shipments where id = ?", s.id).status).toBe("accepted");
  expect(row<{ status: string }>("select status from shipments where id = 2").status).not.toBe("delivered");
  await agent.dispose();
});
