import type { APIRequestContext } from "@playwright/test";
import { test, expect } from "../e2e/fixtures";
import { clientAs, freshIp, registerViaApi, startOwnServer, type OwnServer } from "./own-server";

/**
 * Row ownership, table-driven: customer A (the demo individual customer) asks for, changes, deletes
 * and prints customer B's (the demo corporate customer) rows — pages, `.data` requests, printouts and
 * action intents — and gets 404 every time, while B gets the same URLs (positive control); afterwards
 * B's rows are exactly as they were (read from the database). On a server of the test's own.
 */
test.describe.configure({ mode: "default" });

let server: OwnServer;
test.beforeAll(async () => {
  server = await startOwnServer("owner");
});
test.afterAll(async () => {
  await server?.stop();
});

function all<T>(sql: string, ...params: unknown[]): T[] {
  const db = server.db();
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
const one = <T>(sql: string, ...params: unknown[]) => all<T>(sql, ...params)[0];

interface Probe {
  what: string;
  method: "GET" | "POST";
  path: string;
  form?: Record<string, string>;
  /** The owner's own answer (positive control); POSTs are not replayed by the owner. */
  ownerStatus?: number;
}

function probes(ids: { shipment: number; proforma: number; offer: number; freight: number; session: string }): Probe[] {
  const { shipment, proforma, offer, freight, session } = ids;
  return [
    { what: "shipment page", method: "GET", path: `/shipments/${shipment}`, ownerStatus: 200 },
    { what: "shipment data", method: "GET", path: `/shipments/${shipment}.data`, ownerStatus: 200 },
    { what: "shipment label", method: "GET", path: `/shipments/${shipment}/label`, ownerStatus: 200 },
    { what: "shipment label data", method: "GET", path: `/shipments/${shipment}/label.data`, ownerStatus: 200 },
    { what: "proforma", method: "GET", path: `/shipments/${proforma}/proforma`, ownerStatus: 200 },
    { what: "proforma data", method: "GET", path: `/shipments/${proforma}/proforma.data`, ownerStatus: 200 },
    {
      what: "shipment cancel",
      method: "POST",
      path: `/shipments/${shipment}`,
      form: { intent: "cancel", reason: "not mine" },
    },
    { what: "shipment cancel (data)", method: "POST", path: `/shipments/${shipment}.data`, form: { intent: "cancel" } },
    { what: "offer page", method: "GET", path: `/offers/${offer}`, ownerStatus: 200 },
    { what: "offer data", method: "GET", path: `/offers/${offer}.data`, ownerStatus: 200 },
    { what: "offer print", method: "GET", path: `/offers/${offer}/print`, ownerStatus: 200 },
    { what: "offer print data", method: "GET", path: `/offers/${offer}/print.data`, ownerStatus: 200 },
    { what: "offer accept", method: "POST", path: `/offers/${offer}`, form: { intent: "accept" } },
    { what: "offer reject", method: "POST", path: `/offers/${offer}`, form: { intent: "reject" } },
    { what: "offer reject (data)", method: "POST", path: `/offers/${offer}.data`, form: { intent: "reject" } },
    { what: "freight request page", method: "GET", path: `/freight/${freight}`, ownerStatus: 200 },
    { what: "freight request data", method: "GET", path: `/freight/${freight}.data`, ownerStatus: 200 },
    {
      what: "another account's session",
      method: "POST",
      path: "/account",
      form: { intent: "end-session", sessionId: session },
    },
  ];
}

async function send(client: APIRequestContext, probe: Probe) {
  const headers = { "X-Forwarded-For": freshIp(60) };
  return probe.method === "GET"
    ? client.get(probe.path, { maxRedirects: 0, headers })
    : client.post(probe.path, { form: probe.form, maxRedirects: 0, headers });
}

test("customer A gets 404 for every read, change, deletion and printout of customer B's rows, and nothing changes", async ({
  playwright,
}) => {
  test.setTimeout(180_000);
  const a = await clientAs(playwright, server.baseURL, "customer");
  const b = await clientAs(playwright, server.baseURL, "corporate");
  const bId = one<{ id: number }>("select id from users where email = 'corporate@kargo.test'").id;
  const ids = {
    shipment: one<{ id: number }>(
      "select id from shipments where customer_id = ? and status = 'created' order by id limit 1",
      bId,
    ).id,
    proforma: one<{ id: number }>(
      "select id from shipments where customer_id = ? and proforma_invoice = 1 order by id limit 1",
      bId,
    ).id,
    offer: one<{ id: number }>(
      "select id from offers where customer_id = ? and status = 'sent' and valid_until >= date('now') order by id limit 1",
      bId,
    ).id,
    freight: one<{ id: number }>("select id from freight_requests where customer_id = ? order by id limit 1", bId).id,
    session: one<{ id: string }>("select id from sessions where user_id = ? order by created_at desc limit 1", bId).id,
  };
  const snapshot = () => ({
    shipments: all("select * from shipments where customer_id = ? order by id", bId),
    events: all(
      "select e.* from shipment_events e join shipments s on s.id = e.shipment_id where s.customer_id = ? order by e.id",
      bId,
    ),
    offers: all("select * from offers where customer_id = ? order by id", bId),
    freight: all("select * from freight_requests where customer_id = ? order by id", bId),
    sessions: all("select id, revoked_at from sessions where user_id = ? order by id", bId),
  });
  const before = snapshot();
  const list = probes(ids);
  for (const probe of list) {
    const response = await send(a, probe);
    expect(response.status(), `A → B's ${probe.what} (${probe.method} ${probe.path})`).toBe(404);
    const body = await response.text();
    expect(body, probe.what).not.toContain("corporate@kargo.test");
  }
  expect(snapshot()).toEqual(before);
  // Positive control: the same URLs answer their owner.
  for (const probe of list.filter((p) => p.ownerStatus)) {
    expect((await send(b, probe)).status(), `B → own ${probe.what}`).toBe(probe.ownerStatus);
  }
  console.log(
    `ownership: ${list.length} cross-account probes answered 404, ${list.filter((p) => p.ownerStatus).length} owner controls answered 200`,
  );
  await a.dispose();
  await b.dispose();
});

test("lists, search and the shipment wizard never show another customer's rows or draft", async ({ playwright }) => {
  const a = await clientAs(playwright, server.baseURL, "customer");
  const b = await clientAs(playwright, server.baseURL, "corporate");
  const aId = one<{ id: number }>("select id from users where email = 'customer@kargo.test'").id;
  const bId = one<{ id: number }>("select id from users where email = 'corporate@kargo.test'").id;
  // B starts a shipment with a name nobody else uses; A's wizard must not show it.
  const marker = `Draftowner ${Date.now().toString(36)}`;
  const saved = await b.post("/shipments/new", {
    form: { intent: "back", step: "sender", "sender.name": marker },
    maxRedirects: 0,
  });
  expect(saved.status()).toBe(303);
  expect(one<{ n: number }>("select count(*) as n from shipment_drafts where user_id = ?", bId).n).toBe(1);
  expect(await (await b.get("/shipments/new?step=sender")).text()).toContain(marker);
  expect(await (await a.get("/shipments/new?step=sender")).text()).not.toContain(marker);

  const bNumbers = all<{ tracking_number: string }>(
    "select tracking_number from shipments where customer_id = ?",
    bId,
  ).map((r) => r.tracking_number);
  const bOffers = all<{ number: string }>("select number from offers where customer_id = ?", bId).map((r) => r.number);
  const bFreight = all<{ number: string }>("select number from freight_requests where customer_id = ?", bId).map(
    (r) => r.number,
  );
  const pages = ["/shipments?perPage=100", "/offers?perPage=100", "/freight?perPage=100", "/"];
  for (const path of pages) {
    const text = await (await a.get(path)).text();
    for (const n of [...bNumbers, ...bOffers, ...bFreight]) expect(text, `${path} shows B's ${n}`).not.toContain(n);
  }
  // Searching for B's numbers (the query itself is echoed in the search box) finds no link to B's rows.
  const bLinks = [
    ...all<{ id: number }>("select id from shipments where customer_id = ?", bId).map((r) => `/shipments/${r.id}"`),
    ...all<{ id: number }>("select id from offers where customer_id = ?", bId).map((r) => `/offers/${r.id}"`),
    ...all<{ id: number }>("select id from freight_requests where customer_id = ?", bId).map(
      (r) => `/freight/${r.id}"`,
    ),
  ];
  for (const q of [bNumbers[0], bOffers[0], bFreight[0]]) {
    const text = await (await a.get(`/search?q=${encodeURIComponent(q)}`)).text();
    for (const link of bLinks) expect(text, `search ${q} links to ${link}`).not.toContain(`href="${link}`);
  }
  // A's own rows do show (the lists are not just empty).
  const aNumber = one<{ tracking_number: string }>(
    "select tracking_number from shipments where customer_id = ? order by id desc limit 1",
    aId,
  ).tracking_number;
  expect(await (await a.get("/shipments?perPage=100")).text()).toContain(aNumber);
  await a.dispose();
  await b.dispose();
});

test("the wizard's ?customer= shows an agent only the customers of their branch, as the lists do", async ({
  playwright,
}) => {
  const mainBranch = one<{ id: number }>("select id from branches where is_main = 1").id;
  const far = one<{ email: string; branch_id: number }>(
    "select email, branch_id from users where role = 'agent' and is_active = 1 and branch_id != ? order by id limit 1",
    mainBranch,
  );
  // A customer nobody's branch serves yet (no shipment, offer or freight request anywhere).
  const { request: fresh, email } = await registerViaApi(playwright, server.baseURL, "scope");
  await fresh.dispose();
  const loner = one<{ id: number }>("select id from users where email = ?", email).id;
  // A customer the far agent's branch does serve, and one it does not (served only by other branches).
  const served = one<{ id: number; email: string }>(
    "select u.id, u.email from users u where u.role = 'customer' and u.is_active = 1 and exists (select 1 from shipments s where s.customer_id = u.id and s.branch_id = ?) order by u.id limit 1",
    far.branch_id,
  );
  const stranger = one<{ id: number; email: string }>(
    `select u.id, u.email from users u where u.role = 'customer' and u.is_active = 1
       and not exists (select 1 from shipments s where s.customer_id = u.id and s.branch_id = ?)
       and not exists (select 1 from offers o where o.customer_id = u.id and o.branch_id = ?)
       and not exists (select 1 from freight_requests f where f.customer_id = u.id and (f.branch_id = ? or f.branch_id is null))
     order by u.id limit 1`,
    far.branch_id,
    far.branch_id,
    far.branch_id,
  );
  const agent = await clientAs(playwright, server.baseURL, { email: far.email, password: "Demo1234!" });
  const admin = await clientAs(playwright, server.baseURL, "admin");
  const secrets = (id: number) =>
    one<{ email: string; tax_id: string | null; phone: string | null }>(
      "select email, tax_id, phone from users where id = ?",
      id,
    );

  for (const customer of [loner, stranger.id]) {
    const s = secrets(customer);
    for (const path of [
      `/shipments/new?step=sender&customer=${customer}`,
      `/shipments/new.data?step=sender&customer=${customer}`,
    ]) {
      const response = await agent.get(path, { maxRedirects: 0 });
      expect([200, 404], path).toContain(response.status());
      const body = await response.text();
      expect(body, path).not.toContain(s.email);
      if (s.tax_id) expect(body, path).not.toContain(s.tax_id);
      if (s.phone) expect(body, path).not.toContain(s.phone);
    }
    // The customer search finds nobody outside the scope (the query itself is echoed in its box).
    const search = await (
      await agent.get(`/shipments/new?step=sender&customerQ=${encodeURIComponent(s.email)}`, { maxRedirects: 0 })
    ).text();
    expect(search).not.toContain(`customer=${customer}"`);
    expect(search).toContain('data-testid="customer-matches"');
    // Posting the id on the first step does not take it into the draft either.
    const picked = await agent.post("/shipments/new", {
      form: { intent: "next", step: "sender", customerId: String(customer), "sender.name": "Deniz Kaya" },
      maxRedirects: 0,
    });
    expect(picked.status()).toBe(400);
    expect(await (await agent.get("/shipments/new?step=sender", { maxRedirects: 0 })).text()).not.toContain(s.email);
    const draft = one<{ customer_id: number | null } | undefined>(
      "select customer_id from shipment_drafts where user_id = (select id from users where email = ?)",
      far.email,
    );
    expect(draft?.customer_id ?? null).not.toBe(customer);
    // Positive control: an admin reads the same profile.
    const control = await admin.get(`/shipments/new.data?step=sender&customer=${customer}`, { maxRedirects: 0 });
    expect(await control.text()).toContain(s.email);
  }
  // The agent's own branch's customer: found, picked and prefilled.
  expect(
    await (await agent.get(`/shipments/new.data?step=sender&customer=${served.id}`, { maxRedirects: 0 })).text(),
  ).toContain(served.email);
  expect(
    await (
      await agent.get(`/shipments/new?step=sender&customerQ=${encodeURIComponent(served.email)}`, { maxRedirects: 0 })
    ).text(),
  ).toContain(`customer=${served.id}"`);
  await agent.dispose();
  await admin.dispose();
});
