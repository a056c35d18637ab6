import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "./db.server";
import {
  contactCounts,
  createContactMessage,
  deleteContactMessage,
  listContactMessages,
  markContactRead,
  markContactUnread,
  unreadContactCount,
} from "./contacts.server";
import { freightFigures, freightScopeFor, listFreightRequests, releaseCare, takeCare } from "./freight.server";
import { listOffers, offerFigures } from "./offers.server";
import { createTestDb } from "./test-db.server";
import { findUserByEmail, type PublicUser } from "./users.server";
import { OFFER_STATUSES, addDays, effectiveStatus, todayIso, type OfferStatus } from "~/lib/offers/domain";

/**
 * sales_counts (migration 0011) against the tables it counts, on SQLite and, with TEST_DATABASE_URL, on
 * PostgreSQL: after inserts, bucket changes, other changes and deletes, the kept counts equal a live count,
 * and every figure read from them equals the same figure counted row by row.
 */
let admin: PublicUser;
const today = todayIso();

beforeAll(async () => {
  await createTestDb({ seed: true });
  admin = (await findUserByEmail("admin@kargo.test"))!;
});

async function kept() {
  const rows = await getDb().selectFrom("sales_counts").selectAll().where("n", "<>", 0).execute();
  return Object.fromEntries(rows.map((r) => [`${r.table_name}/${r.bucket}`, Number(r.n)]));
}

async function truth() {
  const db = getDb();
  const [freight, offers, contacts] = await Promise.all([
    db.selectFrom("freight_requests").select(["taken_care"]).execute(),
    db.selectFrom("offers").select(["status"]).execute(),
    db.selectFrom("contact_messages").select(["is_read"]).execute(),
  ]);
  const counts: Record<string, number> = {};
  const add = (key: string) => (counts[key] = (counts[key] ?? 0) + 1);
  for (const f of freight) add(`freight_requests/${f.taken_care === 0 ? "open" : "taken"}`);
  for (const o of offers) add(`offers/${o.status}`);
  for (const c of contacts) add(`contact_messages/${c.is_read === 0 ? "unread" : "read"}`);
  return counts;
}

/** What every figure read from the kept counts must say, counted row by row with the app's own rules. */
async function expectedFigures() {
  const db = getDb();
  const since30 = new Date(Date.now() - 30 * 86_400_000).toISOString();
  const [freight, offers, contacts] = await Promise.all([
    db.selectFrom("freight_requests").select(["taken_care", "created_at"]).execute(),
    db.selectFrom("offers").select(["status", "valid_until"]).execute(),
    db.selectFrom("contact_messages").select(["is_read"]).execute(),
  ]);
  const tabs = Object.fromEntries(OFFER_STATUSES.map((s) => [s, 0])) as Record<OfferStatus, number>;
  for (const o of offers) tabs[effectiveStatus(o.status, o.valid_until, today)]++;
  const open = freight.filter((f) => f.taken_care === 0).length;
  const unread = contacts.filter((c) => c.is_read === 0).length;
  return {
    freight: { total: freight.length, open, last30: freight.filter((f) => f.created_at >= since30).length },
    freightTabs: { all: freight.length, open, taken: freight.length - open },
    offers: { total: offers.length, awaiting: tabs.sent, accepted: tabs.accepted, drafts: tabs.draft },
    offerTabs: { all: offers.length, ...tabs },
    contacts: { all: contacts.length, unread, read: contacts.length - unread },
  };
}

async function expectFiguresRight() {
  const expected = await expectedFigures();
  const all = { kind: "all" } as const;
  const freightList = await listFreightRequests(all, { page: 1, perPage: 10, sort: "created_at", dir: "desc" });
  const offerList = await listOffers(all, { page: 1, perPage: 10, sort: "date", dir: "desc", status: "all" });
  const expiredList = await listOffers(all, { page: 1, perPage: 10, sort: "date", dir: "desc", status: "expired" });
  const unreadList = await listContactMessages({
    view: "unread",
    page: 1,
    perPage: 10,
    sort: "created_at",
    dir: "desc",
  });
  expect(await freightFigures(all)).toEqual(expected.freight);
  expect(freightList.counts).toEqual(expected.freightTabs);
  expect(freightList.total).toBe(expected.freightTabs.all);
  expect(await offerFigures(all)).toEqual(expected.offers);
  expect(offerList.counts).toEqual(expected.offerTabs);
  expect(expiredList.total).toBe(expected.offerTabs.expired);
  expect(await contactCounts()).toEqual(expected.contacts);
  expect(await unreadContactCount()).toBe(expected.contacts.unread);
  expect(unreadList.total).toBe(expected.contacts.unread);
  return expected;
}

describe("sales_counts, kept by triggers", () => {
  it("holds the seeded rows", async () => {
    const counts = await kept();
    expect(counts).toEqual(await truth());
    // The demo data has rows in several buckets of each table, so the figures below compare real numbers.
    expect(Object.keys(counts).filter((k) => k.startsWith("offers/")).length).toBeGreaterThan(1);
    expect(counts["freight_requests/open"]).toBeGreaterThan(0);
    await expectFiguresRight();
  });

  it("follows inserts, bucket changes, other changes and deletes of freight requests, offers and contact messages", async () => {
    const db = getDb();
    const before = await expectFiguresRight();

    // Freight: one taken care of and released again through the model, one taken directly, one deleted.
    const open = await db
      .selectFrom("freight_requests")
      .select("id")
      .where("taken_care", "=", 0)
      .orderBy("id")
      .limit(2)
      .execute();
    expect(open.length).toBe(2);
    expect(await takeCare(freightScopeFor(admin), open[0].id, admin)).toBe("ok");
    expect(await kept()).toEqual(await truth());
    expect((await expectFiguresRight()).freight.open).toBe(before.freight.open - 1);
    expect(await releaseCare(freightScopeFor(admin), open[0].id, admin)).toBe("ok");
    await db.updateTable("freight_requests").set({ taken_care: 1 }).where("id", "=", open[1].id).execute();
    await db
      .updateTable("freight_requests")
      .set({ description: "Only the text changed" })
      .where("id", "=", open[0].id)
      .execute();
    const taken = await db
      .selectFrom("freight_requests")
      .select("id")
      .where("taken_care", "=", 1)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    await db.updateTable("offers").set({ freight_id: null }).where("freight_id", "=", taken.id).execute();
    await db.deleteFrom("freight_requests").where("id", "=", taken.id).execute();
    expect(await kept()).toEqual(await truth());

    // Offers: a sent one that is still valid, one past its validity (shown as expired, stored as sent),
    // a status change, and a delete.
    const template = await db.selectFrom("offers").selectAll().orderBy("id").executeTakeFirstOrThrow();
    const { id: _id, ...copy } = template;
    const valid = await db
      .insertInto("offers")
      .values({ ...copy, number: "TEST-COUNT-1", status: "sent", valid_until: addDays(today, 5) })
      .returning("id")
      .executeTakeFirstOrThrow();
    const past = await db
      .insertInto("offers")
      .values({
        ...copy,
        number: "TEST-COUNT-2",
        status: "sent",
        date: addDays(today, -20),
        valid_until: addDays(today, -3),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await kept()).toEqual(await truth());
    const withNew = await expectFiguresRight();
    expect(withNew.offers.awaiting).toBe(before.offers.awaiting + 1);
    expect(withNew.offerTabs.expired).toBe(before.offerTabs.expired + 1);
    await db.updateTable("offers").set({ status: "accepted" }).where("id", "=", valid.id).execute();
    await db.updateTable("offers").set({ description: "Only the text changed" }).where("id", "=", past.id).execute();
    expect(await kept()).toEqual(await truth());
    expect((await expectFiguresRight()).offers.accepted).toBe(before.offers.accepted + 1);
    await db.deleteFrom("offers").where("id", "in", [valid.id, past.id]).execute();
    expect(await kept()).toEqual(await truth());

    // Contact messages through the model: new, read, unread again, deleted.
    const { id } = await createContactMessage({
      name: "Sayım Testi",
      email: "sayim@example.com",
      subject: "Sayım",
      message: "Counts must follow.",
      locale: "tr",
    });
    expect(await unreadContactCount()).toBe(before.contacts.unread + 1);
    await markContactRead(id, admin.id);
    expect(await kept()).toEqual(await truth());
    expect((await expectFiguresRight()).contacts).toEqual({
      all: before.contacts.all + 1,
      unread: before.contacts.unread,
      read: before.contacts.read + 1,
    });
    expect(await markContactUnread(id)).toBe(true);
    expect(await deleteContactMessage(id)).toBe(true);
    expect(await kept()).toEqual(await truth());

    const after = await expectFiguresRight();
    expect(after.contacts).toEqual(before.contacts);
    expect(after.offerTabs).toEqual(before.offerTabs);
    expect(after.freight.total).toBe(before.freight.total - 1);
  });
});
