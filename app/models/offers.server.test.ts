import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "./db.server";
import { createFreightRequest } from "./freight.server";
import {
  bidderOptions,
  createOffer,
  getOffer,
  listOffers,
  offerFigures,
  offerScopeFor,
  offersForFreights,
  transitionOffer,
  updateOffer,
} from "./offers.server";
import { createTestDb } from "./test-db.server";
import { createEmailToken } from "./password-resets.server";
import { confirmEmail, createUser, findUserByEmail, type PublicUser } from "./users.server";
import { OfferSchema, type OfferInput } from "~/lib/schemas/offers";
import { addDays, todayIso } from "~/lib/offers/domain";

let admin: PublicUser;
let agent: PublicUser;
let ankaraAgent: PublicUser;
let customer: PublicUser;
let corporate: PublicUser;
const today = todayIso();

function offer(overrides: Partial<OfferInput> = {}): OfferInput {
  return {
    freightId: null,
    offerTo: "Ayşe Demir",
    offerToEmail: "customer@kargo.test",
    bidderId: agent.id,
    date: today,
    validUntil: addDays(today, 14),
    currency: "USD",
    priceMinor: 123_450,
    discountBp: 1250,
    description: "Air freight İstanbul - London",
    ...overrides,
  };
}

beforeAll(async () => {
  await createTestDb({ seed: true });
  admin = (await findUserByEmail("admin@kargo.test"))!;
  agent = (await findUserByEmail("agent@kargo.test"))!;
  customer = (await findUserByEmail("customer@kargo.test"))!;
  corporate = (await findUserByEmail("corporate@kargo.test"))!;
  const other = await getDb()
    .selectFrom("users")
    .select("email")
    .where("role", "=", "agent")
    .where("branch_id", "!=", agent.branch_id!)
    .executeTakeFirstOrThrow();
  ankaraAgent = (await findUserByEmail(other.email))!;
});

describe("the offer form", () => {
  it("turns typed price and discount into integers; the total is not a field", () => {
    const parsed = OfferSchema.parse({
      offerTo: "Anadolu Lojistik",
      bidderId: 2,
      date: "2026-05-01",
      validUntil: "2026-05-15",
      currency: "TRY",
      price: "12.500,50",
      discountRate: "7,5",
      total: "1",
    });
    expect(parsed).toMatchObject({ priceMinor: 1_250_050, discountBp: 750, offerToEmail: null, freightId: null });
    expect("total" in parsed).toBe(false);
    const bad = OfferSchema.safeParse({
      offerTo: "X Y",
      bidderId: 2,
      date: "2026-05-10",
      validUntil: "2026-05-01",
      currency: "GBP",
      price: "abc",
      discountRate: "120",
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path[0]);
    expect(paths).toEqual(expect.arrayContaining(["currency"]));
  });
});

describe("price offers", () => {
  it("computes the total on the server, numbers the offer and links the customer account by email", async () => {
    const result = await createOffer(offer(), agent);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.number).toMatch(/^TKL-\d{4}-\d{6}$/);
    const stored = await getOffer({ kind: "all" }, result.id);
    // 1 234.50 × (1 − 12.5 %) = 1 080.1875 → 1 080.19
    expect(stored).toMatchObject({
      price_minor: 123_450,
      discount_bp: 1250,
      total_minor: 108_019,
      customer_id: customer.id,
      status: "draft",
      bidder_name: agent.name,
      branch_id: agent.branch_id,
    });
  });

  it("shows a customer only their own offers, and only once sent", async () => {
    const mine = await createOffer(offer(), agent);
    const theirs = await createOffer(
      offer({ offerTo: "Anadolu Lojistik", offerToEmail: "corporate@kargo.test" }),
      agent,
    );
    if (!mine.ok || !theirs.ok) throw new Error("not created");
    const asCustomer = offerScopeFor(customer);
    expect(await getOffer(asCustomer, mine.id)).toBeUndefined();
    expect((await transitionOffer(asCustomer, mine.id, "accept", customer.id)).ok).toBe(false);
    expect((await transitionOffer(offerScopeFor(agent), mine.id, "send", agent.id)).ok).toBe(true);
    expect((await getOffer(asCustomer, mine.id))?.effective_status).toBe("sent");
    await transitionOffer(offerScopeFor(agent), theirs.id, "send", agent.id);
    expect(await getOffer(asCustomer, theirs.id)).toBeUndefined();
    expect((await transitionOffer(asCustomer, theirs.id, "accept", customer.id)).ok).toBe(false);
    expect((await getOffer({ kind: "all" }, theirs.id))?.status).toBe("sent");
    const list = await listOffers(asCustomer, { page: 1, perPage: 100, sort: "date", dir: "desc", status: "all" });
    expect(list.rows.some((r) => r.id === mine.id)).toBe(true);
    expect(list.rows.some((r) => r.id === theirs.id)).toBe(false);
    expect(list.counts.draft).toBe(0);
    expect(list.rows.every((r) => r.customer_id === customer.id)).toBe(true);
  });

  it("follows draft → sent → accepted, and keeps sent offers as they are", async () => {
    const created = await createOffer(offer(), agent);
    if (!created.ok) throw new Error("not created");
    const agentScope = offerScopeFor(agent);
    expect((await updateOffer(agentScope, created.id, offer({ priceMinor: 200_000, discountBp: 0 }), agent)).ok).toBe(
      true,
    );
    expect((await getOffer(agentScope, created.id))?.total_minor).toBe(200_000);
    // The request it answers (and so its customer) stays what it was, whatever freightId is posted.
    const before = await getOffer(agentScope, created.id);
    expect(
      (
        await updateOffer(
          agentScope,
          created.id,
          offer({ freightId: 999_999, priceMinor: 200_000, discountBp: 0 }),
          agent,
        )
      ).ok,
    ).toBe(true);
    expect(await getOffer(agentScope, created.id)).toMatchObject({
      freight_id: before?.freight_id,
      customer_id: before?.customer_id,
    });
    expect((await transitionOffer(agentScope, created.id, "send", agent.id)).ok).toBe(true);
    expect(await updateOffer(agentScope, created.id, offer(), agent)).toEqual({ ok: false, reason: "status" });
    expect(await transitionOffer(agentScope, created.id, "delete", agent.id)).toMatchObject({
      ok: false,
      reason: "status",
    });
    const accepted = await transitionOffer(offerScopeFor(customer), created.id, "accept", customer.id);
    expect(accepted).toMatchObject({ ok: true, offer: { status: "accepted" } });
    expect(await transitionOffer(offerScopeFor(customer), created.id, "reject", customer.id)).toMatchObject({
      ok: false,
      reason: "status",
    });
    const row = await getOffer({ kind: "all" }, created.id);
    expect(row?.sent_at).not.toBeNull();
    expect(row?.responded_at).not.toBeNull();
  });

  it("treats a sent offer past its validity as expired: not acceptable, counted as expired", async () => {
    const created = await createOffer(offer({ date: addDays(today, -20), validUntil: addDays(today, -6) }), agent);
    if (!created.ok) throw new Error("not created");
    // A draft whose validity has passed cannot be sent.
    expect(await transitionOffer(offerScopeFor(agent), created.id, "send", agent.id)).toMatchObject({
      ok: false,
      reason: "expired",
    });
    await getDb().updateTable("offers").set({ status: "sent" }).where("id", "=", created.id).execute();
    expect((await getOffer({ kind: "all" }, created.id))?.effective_status).toBe("expired");
    expect(await transitionOffer(offerScopeFor(customer), created.id, "accept", customer.id)).toMatchObject({
      ok: false,
      reason: "expired",
    });
    const expired = await listOffers(
      { kind: "all" },
      { page: 1, perPage: 100, sort: "date", dir: "desc", status: "expired" },
    );
    expect(expired.rows.some((r) => r.id === created.id && r.status === "expired")).toBe(true);
    const sent = await listOffers(
      { kind: "all" },
      { page: 1, perPage: 100, sort: "date", dir: "desc", status: "sent" },
    );
    expect(sent.rows.some((r) => r.id === created.id)).toBe(false);
    expect(expired.counts.all).toBe(
      expired.counts.draft +
        expired.counts.sent +
        expired.counts.accepted +
        expired.counts.rejected +
        expired.counts.expired,
    );
  });

  it("limits agents to their branch: offers, bidders and freight requests", async () => {
    const created = await createOffer(offer(), agent);
    if (!created.ok) throw new Error("not created");
    expect(await getOffer(offerScopeFor(ankaraAgent), created.id)).toBeUndefined();
    expect(await createOffer(offer({ bidderId: ankaraAgent.id }), agent)).toEqual({ ok: false, reason: "bidder" });
    expect(await createOffer(offer({ bidderId: customer.id }), admin)).toEqual({ ok: false, reason: "bidder" });
    expect((await bidderOptions(agent)).every((b) => b.id === agent.id || b.branch_id === agent.branch_id)).toBe(true);
    expect((await bidderOptions(admin)).some((b) => b.id === ankaraAgent.id)).toBe(true);

    const ankaraRequest = await createFreightRequest(
      {
        transportType: "road",
        originCountry: "TR",
        originCity: "Ankara",
        destinationCountry: "DE",
        destinationCity: "Köln",
        isDangerous: false,
        dangerousGoodsClass: null,
        isNonStackable: false,
        packageCount: 1,
        weightKg: 100,
        lengthCm: 120,
        widthCm: 80,
        heightCm: 100,
        description: "Makine",
        contactName: "Kemal Öztürk",
        contactEmail: "corporate@kargo.test",
      },
      { customerId: corporate.id, locale: "tr" },
    );
    expect(await createOffer(offer({ freightId: ankaraRequest.id }), agent)).toEqual({ ok: false, reason: "freight" });
    const byAdmin = await createOffer(
      offer({ freightId: ankaraRequest.id, offerToEmail: null, bidderId: ankaraAgent.id }),
      admin,
    );
    expect(byAdmin.ok).toBe(true);
    if (!byAdmin.ok) return;
    // The request's customer account is linked even without an email, and the offer belongs to the request's branch.
    expect(await getOffer({ kind: "all" }, byAdmin.id)).toMatchObject({
      customer_id: corporate.id,
      branch_id: ankaraRequest.branch_id,
    });
    await transitionOffer({ kind: "all" }, byAdmin.id, "send", admin.id);
    const forRequest = await offersForFreights(offerScopeFor(corporate), [ankaraRequest.id]);
    expect(forRequest.map((o) => o.id)).toEqual([byAdmin.id]);
  });
});

describe("offer figures", () => {
  it("count for admins, on the index, what a pass over every row counts", async () => {
    // A sent offer past its validity is not awaiting an answer.
    const late = await createOffer(offer({ validUntil: addDays(today, -3), date: addDays(today, -20) }), admin);
    if (!late.ok) throw new Error(late.reason);
    const then = new Date(Date.now() - 10 * 86_400_000);
    expect(await transitionOffer({ kind: "all" }, late.id, "send", admin.id, then)).toMatchObject({ ok: true });
    const rows = await getDb().selectFrom("offers").select(["status", "valid_until"]).execute();
    const figures = await offerFigures({ kind: "all" });
    expect(figures).toEqual({
      total: rows.length,
      awaiting: rows.filter((r) => r.status === "sent" && r.valid_until >= today).length,
      accepted: rows.filter((r) => r.status === "accepted").length,
      drafts: rows.filter((r) => r.status === "draft").length,
    });
    expect(figures.total).toBeGreaterThan(figures.awaiting);
    // An agent's scope is a subset.
    const mine = await offerFigures(offerScopeFor(agent));
    expect(mine.total).toBeLessThanOrEqual(figures.total);
  });
});

describe("the list's status tabs", () => {
  it("count, with and without a search, what the rows' effective statuses say, in every scope; the total is the tab's", async () => {
    // One offer of each stored status, and a sent one past its validity (counted as expired).
    for (const [status, validUntil] of [
      ["draft", 10],
      ["sent", 10],
      ["sent", -2],
      ["accepted", 5],
      ["rejected", 5],
      ["expired", -30],
    ] as const) {
      const created = await createOffer(
        offer({ date: addDays(today, -40), validUntil: addDays(today, validUntil), offerTo: `Sekme ${status}` }),
        agent,
      );
      if (!created.ok) throw new Error(created.reason);
      await getDb().updateTable("offers").set({ status }).where("id", "=", created.id).execute();
    }
    const all = await getDb()
      .selectFrom("offers")
      .select(["id", "status", "valid_until", "currency", "offer_to"])
      .execute();
    const effective = (r: (typeof all)[number]) =>
      r.status === "sent" && r.valid_until < today ? "expired" : r.status;
    for (const user of [admin, agent, ankaraAgent, customer]) {
      const scope = offerScopeFor(user);
      for (const filter of [{}, { currency: "USD" }, { q: "sekme" }, { q: "sekme", currency: "EUR" }]) {
        const list = (status: Parameters<typeof listOffers>[1]["status"]) =>
          listOffers(scope, { page: 1, perPage: 1000, sort: "date", dir: "desc", status, ...filter });
        const every = await list("all");
        // The rows this user may see with this filter, by their own list: the oracle for the counts.
        const visible = all.filter((r) => every.rows.some((row) => row.id === r.id));
        expect(every.rows.length, `${user.email} ${JSON.stringify(filter)}`).toBe(every.total);
        expect(every.counts.all).toBe(visible.length);
        for (const status of ["draft", "sent", "accepted", "rejected", "expired"] as const) {
          expect(every.counts[status], `${user.email} ${JSON.stringify(filter)} ${status}`).toBe(
            visible.filter((r) => effective(r) === status).length,
          );
          const tab = await list(status);
          expect(tab.total).toBe(every.counts[status]);
          expect(tab.rows.length).toBe(tab.total);
          expect(tab.counts).toEqual(every.counts);
        }
      }
    }
    // The search found the six offers above for the admin, whatever their status.
    const searched = await listOffers(
      { kind: "all" },
      { page: 1, perPage: 100, sort: "date", dir: "desc", status: "all", q: "sekme" },
    );
    expect(searched.counts).toMatchObject({ all: 6, draft: 1, sent: 1, accepted: 1, rejected: 1, expired: 2 });
  });
});

describe("offers made out to an address", () => {
  it("reach only a customer who verified that address: list, detail, counts, answers", async () => {
    const address = "prospect@example.com";
    const made = await createOffer(offer({ offerTo: "Prospect Ltd", offerToEmail: address }), agent);
    if (!made.ok) throw new Error("not created");
    expect((await transitionOffer(offerScopeFor(agent), made.id, "send", agent.id)).ok).toBe(true);
    // Someone registers with the address afterwards, without proving it.
    const squatter = await createUser({
      name: "Not The Owner",
      email: address,
      password: "secret123",
      role: "customer",
    });
    const scope = offerScopeFor(squatter);
    const seen = async () => {
      const list = await listOffers(scope, { page: 1, perPage: 100, sort: "date", dir: "desc", status: "all" });
      return {
        inList: list.rows.some((r) => r.id === made.id),
        total: list.counts.all,
        detail: Boolean(await getOffer(scope, made.id)),
        figures: (await offerFigures(scope)).total,
      };
    };
    expect(await seen()).toEqual({ inList: false, total: 0, detail: false, figures: 0 });
    expect(await transitionOffer(scope, made.id, "accept", squatter.id)).toEqual({ ok: false, reason: "not-found" });
    expect((await getOffer({ kind: "all" }, made.id))?.customer_id).toBeNull();
    // Once the address is verified (the link mailed to it was opened), the offer is theirs.
    expect((await confirmEmail(await createEmailToken(squatter.id, "verify", address))).ok).toBe(true);
    expect(await seen()).toEqual({ inList: true, total: 1, detail: true, figures: 1 });
    expect((await transitionOffer(scope, made.id, "accept", squatter.id)).ok).toBe(true);
  });

  it("are linked at creation only to a verified account with the address", async () => {
    const unverified = await createUser({
      name: "Unverified Owner",
      email: "unverified-owner@example.com",
      password: "secret123",
      role: "customer",
    });
    const made = await createOffer(offer({ offerTo: "Unverified", offerToEmail: unverified.email }), agent);
    if (!made.ok) throw new Error("not created");
    expect((await getOffer({ kind: "all" }, made.id))?.customer_id).toBeNull();
    const verified = await createUser({
      name: "Verified Owner",
      email: "verified-owner@example.com",
      password: "secret123",
      role: "customer",
      emailVerifiedAt: new Date().toISOString(),
    });
    const linked = await createOffer(offer({ offerTo: "Verified", offerToEmail: verified.email }), agent);
    if (!linked.ok) throw new Error("not created");
    expect((await getOffer({ kind: "all" }, linked.id))?.customer_id).toBe(verified.id);
  });
});
