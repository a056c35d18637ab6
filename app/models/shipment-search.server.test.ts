import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, type DB } from "./db.server";
import { createTestDb } from "./test-db.server";
import { sql } from "kysely";
import {
  addShipmentEvent,
  cancelShipment,
  createShipment,
  listShipments,
  listShipmentsQueries,
  pageStart,
  shipmentSearch,
  type CargoInput,
  type PartyInput,
  type ShipmentListInput,
} from "./shipments.server";
import { SHIPMENT_STATUSES, type ShipmentStatus } from "~/lib/shipments/domain";
import {
  SEARCH_ALPHABET,
  foldSearch,
  foldSearchQuery,
  searchCharsOf,
  shipmentSearchText,
} from "~/lib/shipments/search-fold";
import { formatTrackingNumber } from "~/lib/shipments/tracking-number";

/**
 * The shipments search (migration 0009), on SQLite and on PostgreSQL (TEST_DATABASE_URL): what it
 * finds (Turkish letters, case, accents, tracking numbers typed with spaces or dashes), that every
 * way of answering (one character through its bit and the kept counts, longer queries through the
 * index entries) pages and counts like a plain filter over all rows, and that the triggers keep the
 * search columns and the per-character counts in step with inserts, updates and deletes.
 */
let db: DB;
let admin: { id: number; role: "admin"; branch_id: number | null };
let customerId: number;

const party = (name: string, companyName?: string, city = "Ankara"): PartyInput => ({
  name,
  companyName,
  country: "TR",
  city,
  address: "Atatürk Blv. No:1",
  phone: "+90 533 111 22 33",
});
const abroad = (name: string, companyName?: string): PartyInput => ({
  name,
  companyName,
  country: "DE",
  city: "Köln",
  address: "Hohe Str. 52",
  phone: "+49 221 555 0192",
});
const cargo: CargoInput = {
  shippingType: "package",
  outsideShippingType: "export",
  weight: 1000,
  count: 1,
  unitPrice: 1000,
  currency: "EUR",
};

const made: Record<string, { id: number; trackingNumber: string }> = {};

beforeAll(async () => {
  db = await createTestDb({ seed: true });
  const a = await db
    .selectFrom("users")
    .select(["id", "branch_id"])
    .where("email", "=", "admin@kargo.test")
    .executeTakeFirstOrThrow();
  admin = { id: a.id, role: "admin", branch_id: a.branch_id };
  customerId = (
    await db.selectFrom("users").select("id").where("email", "=", "customer@kargo.test").executeTakeFirstOrThrow()
  ).id;
  const book = async (key: string, sender: PartyInput, receiver: PartyInput) => {
    made[key] = await createShipment({ customerId, creator: admin, sender, receiver, cargo });
  };
  await book("sukru", party("Şükrü Öztürk", "İpek Tekstil A.Ş."), abroad("Mëlanie Dubois"));
  await book(
    "isparta",
    party("IŞIL ÇAĞLAR", "Isparta Gül Yağı Ltd. Şti.", "Isparta"),
    abroad("Leyla Məmmədova", "Caspian Ticarət MMC"),
  );
  await book("ilker", party("ilker ığdır"), abroad("Jürgen Weiß", "Straße & Söhne GmbH"));
  await book("percent", party("Yüzde %50 İndirim"), abroad("under_score"));
});
afterAll(closeDb);

const all = { kind: "all" } as const;
const list = (extra: Partial<ShipmentListInput>) =>
  listShipments({ scope: all, page: 1, perPage: 25, sort: "created_at", dir: "desc", ...extra });

async function idsFor(q: string, extra: Partial<ShipmentListInput> = {}) {
  const { rows } = await list({ q, perPage: 1000, ...extra });
  return rows.map((r) => r.id);
}

/** What a search must find, computed in JavaScript over every row. */
async function reference(q: string) {
  const rows = await db
    .selectFrom("shipments")
    .select([
      "id",
      "status",
      "created_at",
      "tracking_number",
      "sender_name",
      "receiver_name",
      "sender_company_name",
      "receiver_company_name",
    ])
    .execute();
  const search = shipmentSearch(q);
  const match = (r: (typeof rows)[number]) => {
    if (!search) return true;
    if (search.kind === "number") return r.tracking_number === search.number;
    const text = shipmentSearchText(r);
    return search.kind === "char" ? text.includes(search.ch) : search.needles.some((n) => text.includes(n));
  };
  const found = rows
    .filter(match)
    .sort((a, b) => (a.created_at === b.created_at ? b.id - a.id : a.created_at < b.created_at ? 1 : -1));
  const counts = Object.fromEntries(
    SHIPMENT_STATUSES.map((s) => [s, found.filter((r) => r.status === s).length]),
  ) as Record<ShipmentStatus, number>;
  return { ids: found.map((r) => r.id), counts };
}

describe("the shipments search finds", () => {
  it("Turkish letters whatever the case and with or without their marks", async () => {
    for (const q of ["ş", "Ş", "şükrü", "ŞÜKRÜ", "sukru", "SUKRU", "Öztürk", "ozturk"])
      expect(await idsFor(q), q).toContain(made.sukru.id);
    // İ/i and I/ı: all four are the same letter for the search.
    for (const q of ["İpek", "ipek", "IPEK", "ıpek"]) expect(await idsFor(q), q).toContain(made.sukru.id);
    for (const q of [
      "ISPARTA",
      "Isparta",
      "ısparta",
      "isparta",
      "işıl",
      "IŞIL",
      "isil",
      "çağlar",
      "CAGLAR",
      "gül yağı",
    ])
      expect(await idsFor(q), q).toContain(made.isparta.id);
    for (const q of ["ilker", "İLKER", "ILKER", "ığdır", "IĞDIR", "igdir"])
      expect(await idsFor(q), q).toContain(made.ilker.id);
    // Other languages' accents, ə and ß.
    for (const q of ["melanie", "MËLANIE", "Mélanie"]) expect(await idsFor(q), q).toContain(made.sukru.id);
    for (const q of ["memmedova", "Məmmədova", "ticaret"]) expect(await idsFor(q), q).toContain(made.isparta.id);
    for (const q of ["weiss", "Weiß", "jurgen", "strasse & sohne"]) expect(await idsFor(q), q).toContain(made.ilker.id);
    // Inside words, and company names.
    for (const q of ["tekst", "a.ş.", "A.S."]) expect(await idsFor(q), q).toContain(made.sukru.id);
  });

  it("nothing for words that are not there, and LIKE's wildcards as plain characters", async () => {
    expect(await idsFor("şükrüxyz")).toEqual([]);
    expect(await idsFor("%50")).toEqual([made.percent.id]);
    expect(await idsFor("under_score")).toEqual([made.percent.id]);
    expect(await idsFor("under%score")).toEqual([]);
    // A match never spans two fields (sender name, then receiver name).
    expect(await idsFor("öztürk mëlanie")).toEqual([]);
  });

  it("tracking numbers typed whole, in parts, with spaces or dashes, in any case", async () => {
    const number = made.sukru.trackingNumber;
    expect(await idsFor(formatTrackingNumber(number))).toEqual([made.sukru.id]);
    expect(await idsFor(number.toLowerCase().replace(/(\d{4})/g, "$1-"))).toEqual([made.sukru.id]);
    const part = number.slice(0, 9);
    const spaced = `${part.slice(0, 2)} ${part.slice(2, 6)}-${part.slice(6)}`.toLowerCase();
    expect(shipmentSearch(spaced)).toEqual({ kind: "text", needles: [foldSearchQuery(spaced), part.toLowerCase()] });
    expect(await idsFor(spaced)).toContain(made.sukru.id);
    expect(await idsFor(spaced)).toEqual((await reference(spaced)).ids);
    expect(await idsFor(number.slice(5, 11))).toContain(made.sukru.id);
  });
});

describe("every way of answering a search", () => {
  const queries = [
    "e",
    "ş",
    "I",
    "7",
    "k",
    "an",
    "ğü",
    "ye",
    "mehmet",
    "schmidt",
    "ayşe demir",
    "ANNA",
    "kg 1",
    "a.ş",
    "zzz",
    "%",
    "ö",
  ];

  it("lists and counts what a filter over every row finds", async () => {
    for (const q of queries) {
      const want = await reference(q);
      const got = await list({ q, perPage: 5000 });
      expect(
        got.rows.map((r) => r.id),
        q,
      ).toEqual(want.ids);
      expect(got.statusCounts, q).toEqual(want.counts);
      expect(got.total, q).toBe(want.ids.length);
    }
  });

  it("gives deep pages that continue page 1, with a status and without", async () => {
    for (const q of ["e", "an", "mehmet", "kg 1"]) {
      for (const status of [undefined, "delivered"] as const) {
        const whole = (await list({ q, status, perPage: 5000 })).rows.map((r) => r.id);
        for (const page of [1, 2, 3]) {
          const { rows, total } = await list({ q, status, page, perPage: 7 });
          expect(
            rows.map((r) => r.id),
            `${q} ${status} page ${page}`,
          ).toEqual(whole.slice((page - 1) * 7, page * 7));
          expect(total).toBe(whole.length);
        }
      }
    }
  });

  it("starts deep pages at the right month (indexed paging) with the same rows as the walk from the start", async () => {
    const byMonth = await db
      .selectFrom("shipments")
      .select((eb) => [sql<string>`substr(created_at, 1, 7)`.as("m"), eb.fn.countAll<number>().as("n")])
      .groupBy(sql`substr(created_at, 1, 7)`)
      .execute();
    expect(byMonth.length, "the seed spans several months").toBeGreaterThan(3);
    let started = 0;
    for (const q of [undefined, "e", "ş", "7"]) {
      for (const status of [undefined, "delivered", "created"] as const) {
        for (const dir of ["desc", "asc"] as const) {
          const input = { scope: all, sort: "created_at", dir, q, status } as const;
          const whole = (await listShipments({ ...input, page: 1, perPage: 5000 })).rows.map((r) => r.id);
          const perPage = 4;
          for (let page = 1; page <= Math.ceil(whole.length / perPage) + 1; page++) {
            const start = await pageStart({ ...input, page, perPage }, 0);
            if (start) started++;
            const rows = await listShipmentsQueries({ ...input, page, perPage }, start).rows.execute();
            expect(
              rows.map((r) => r.id),
              `${q} ${status} ${dir} page ${page}`,
            ).toEqual(whole.slice((page - 1) * perPage, page * perPage));
          }
        }
      }
    }
    expect(started).toBeGreaterThan(50);
    // Not for other sorts, scopes or filters, nor for longer searches.
    const deep = { scope: all, sort: "created_at", dir: "desc", page: 3, perPage: 4 } as const;
    expect(await pageStart(deep, 0)).not.toBeNull();
    expect(await pageStart({ ...deep, sort: "tracking_number" }, 0)).toBeNull();
    expect(await pageStart({ ...deep, q: "an" }, 0)).toBeNull();
    expect(await pageStart({ ...deep, type: "document" }, 0)).toBeNull();
    expect(await pageStart({ ...deep, scope: { kind: "customer", customerId } }, 0)).toBeNull();
  });

  it("keeps scope, type and date filters (agent, counted live)", async () => {
    const agent = await db
      .selectFrom("users")
      .select("branch_id")
      .where("email", "=", "agent@kargo.test")
      .executeTakeFirstOrThrow();
    const scope = { kind: "branch", branchId: agent.branch_id! } as const;
    const branchIds = new Set(
      (await db.selectFrom("shipments").select("id").where("branch_id", "=", scope.branchId).execute()).map(
        (r) => r.id,
      ),
    );
    for (const q of ["e", "an", "mehmet"]) {
      const want = (await reference(q)).ids.filter((id) => branchIds.has(id));
      const got = await listShipments({ scope, page: 1, perPage: 5000, sort: "created_at", dir: "desc", q });
      expect(
        got.rows.map((r) => r.id),
        q,
      ).toEqual(want);
      expect(got.total).toBe(want.length);
      const typed = await listShipments({
        scope: all,
        page: 1,
        perPage: 5000,
        sort: "created_at",
        dir: "desc",
        q,
        type: "document",
      });
      expect(typed.rows.every((r) => r.shipping_type === "document")).toBe(true);
      expect(typed.total).toBe(typed.rows.length);
    }
  });
});

describe("the search columns, counts and index", () => {
  async function expectInStep() {
    const rows = await db
      .selectFrom("shipments")
      .select([
        "id",
        "branch_id",
        "status",
        "tracking_number",
        "sender_name",
        "receiver_name",
        "sender_company_name",
        "receiver_company_name",
        "search_text",
        "search_chars",
      ])
      .execute();
    const wrong = rows.filter(
      (r) => r.search_text !== shipmentSearchText(r) || Number(r.search_chars) !== searchCharsOf(r.search_text ?? ""),
    );
    expect(wrong.map((r) => r.id)).toEqual([]);
    const want = new Map<string, number>();
    for (const r of rows) {
      for (const ch of new Set(r.search_text ?? "")) {
        if (!searchCharsOf(ch)) continue;
        const key = `${ch}|${r.branch_id}|${r.status}`;
        want.set(key, (want.get(key) ?? 0) + 1);
      }
    }
    const kept = new Map<string, number>();
    for (const row of await db.selectFrom("shipment_search_counts").selectAll().execute()) {
      for (const ch of SEARCH_ALPHABET) {
        const n = Number(row[`c_${ch}`]);
        if (n !== 0) kept.set(`${ch}|${row.branch_id}|${row.status}`, n);
      }
    }
    expect(kept).toEqual(want);
    const wantMonths = new Map<string, number>();
    const all2 = await db.selectFrom("shipments").select(["status", "created_at", "search_text"]).execute();
    for (const r of all2) {
      const m = `${r.created_at.slice(0, 7)}|${r.status}`;
      wantMonths.set(`all|${m}`, (wantMonths.get(`all|${m}`) ?? 0) + 1);
      for (const ch of new Set(r.search_text ?? ""))
        if (searchCharsOf(ch)) wantMonths.set(`${ch}|${m}`, (wantMonths.get(`${ch}|${m}`) ?? 0) + 1);
    }
    const keptMonths = new Map<string, number>();
    for (const row of await db.selectFrom("shipment_search_months").selectAll().execute()) {
      if (Number(row.n) !== 0) keptMonths.set(`all|${row.month}|${row.status}`, Number(row.n));
      for (const ch of SEARCH_ALPHABET)
        if (Number(row[`c_${ch}`]) !== 0) keptMonths.set(`${ch}|${row.month}|${row.status}`, Number(row[`c_${ch}`]));
    }
    expect(keptMonths).toEqual(wantMonths);
  }

  it("follow bookings, status changes, edits, branch moves and deletes", async () => {
    await expectInStep();
    const extra = await createShipment({
      customerId,
      creator: admin,
      sender: party("Çiğdem Ünal"),
      receiver: abroad("Øyvind Ås"),
      cargo,
    });
    expect(await idsFor("cigdem")).toEqual([extra.id]);
    expect(await idsFor("oyvind")).toEqual([extra.id]);
    await expectInStep();

    expect(
      await addShipmentEvent({
        shipmentId: extra.id,
        scope: all,
        status: "accepted",
        location: "Ankara",
        by: admin.id,
      }),
    ).toEqual({ ok: true });
    expect((await list({ q: "ç", status: "accepted" })).rows.map((r) => r.id)).toContain(extra.id);
    await expectInStep();

    // A name edited by hand: the old name is no longer found, the new one is.
    await db
      .updateTable("shipments")
      .set({ receiver_name: "Zülfü Xavier", receiver_company_name: "Qwerty Ltd." })
      .where("id", "=", extra.id)
      .execute();
    expect(await idsFor("oyvind")).toEqual([]);
    expect(await idsFor("zulfu xav")).toEqual([extra.id]);
    expect(await idsFor("qwerty")).toEqual([extra.id]);
    await expectInStep();

    const other = await db.selectFrom("branches").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
    await db.updateTable("shipments").set({ branch_id: other.id }).where("id", "=", made.ilker.id).execute();
    await db
      .updateTable("shipments")
      .set({ created_at: "2025-01-15T10:00:00.000Z" })
      .where("id", "=", made.isparta.id)
      .execute();
    expect(await cancelShipment({ shipmentId: made.percent.id, scope: all, role: "admin", by: admin.id })).toEqual({
      ok: true,
    });
    await db.updateTable("shipments").set({ updated_at: new Date().toISOString() }).execute();
    await expectInStep();

    await db.deleteFrom("shipments").where("id", "=", extra.id).execute();
    expect(await idsFor("qwerty")).toEqual([]);
    expect(await idsFor("zulfu")).toEqual([]);
    await expectInStep();

    // The one-character counts still equal counting the rows.
    for (const q of ["e", "x", "ç", "9"])
      expect((await list({ q })).statusCounts, q).toEqual((await reference(q)).counts);
  });

  it("fold in the database exactly as in JavaScript", async () => {
    const samples = [
      "İSTANBUL ıspanak",
      "ŞĞÇÖÜ şğçöü ÂÎÛ âîû",
      "Ærøskøbing Œuvre Łódź Dvořák Ñandú",
      "Ș ș Ț ț Ə ə ß",
      "S\u0327ahin e\u0301",
      "Ünal & Co. (KG)",
      "ДОМ дом 北京",
    ];
    for (const text of samples) {
      await db.updateTable("shipments").set({ receiver_name: text }).where("id", "=", made.sukru.id).execute();
      const row = await db
        .selectFrom("shipments")
        .select("search_text")
        .where("id", "=", made.sukru.id)
        .executeTakeFirstOrThrow();
      expect(row.search_text?.split("\u001f")[2], text).toBe(foldSearch(text));
    }
    expect(foldSearch("İSTANBUL ıspanak IĞDIR")).toBe("istanbul ispanak igdir");
    expect(foldSearch("ŞĞÇÖÜ şğçöü")).toBe("sgcou sgcou");
  });
});
