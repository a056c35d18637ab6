import { CompiledQuery, type KyselyPlugin, type RootOperationNode, type QueryId } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, setDb, type DB } from "./db.server";
import { createTestDb } from "./test-db.server";
import { adminDashboard } from "./dashboard.server";
import { contentOverview } from "./content-dashboard.server";
import { listFreightRequests, freightScopeFor } from "./freight.server";
import { listOffers, offerScopeFor } from "./offers.server";
import { salesHome } from "./sales-home.server";
import { searchTariffs } from "./tariffs.server";
import { reportFigures, reportScopeFor } from "./reports.server";
import { codTotals, listCod } from "./cod.server";
import { listContactMessages, unreadContactCount } from "./contacts.server";
import {
  addShipmentEvent,
  cancelShipment,
  getShipment,
  listShipments,
  listShipmentsQueries,
  pageStart,
  scopeFor,
  scopeStatusCounts,
  shipmentFigures,
  trackShipment,
  type ShipmentScope,
} from "./shipments.server";
import type { PublicUser } from "./users.server";
import { SHIPMENT_STATUSES } from "~/lib/shipments/domain";

/**
 * The queries `npm run bench` measures, as the model functions compile them, must not read a whole
 * table: every SQLite plan step that scans a table uses an index. Planned without ANALYZE statistics,
 * so SQLite plans as for large tables. Allowed: tables that stay small whatever the business volume
 * (branches, the per-branch status and search counts, the per-month search counts, website content, the
 * express price list), and the
 * derived tables of the queries themselves.
 *
 * A walk over a whole index of a large table is a full scan too, when nothing stops it: SQLite prints it as
 * `SCAN t USING [COVERING] INDEX i`, and without a LIMIT (a count, say) it reads every entry. Allowed only
 * where it is the design, each named here with its reason.
 */
const SMALL_TABLES = new Set([
  "branches",
  "shipment_status_counts",
  "user_counts",
  "shipment_search_counts",
  "shipment_search_months",
  "banners",
  "pages",
  "blogs",
  "services",
  "express_zones",
  "express_countries",
  "express_prices",
  "express_settings",
]);

const COD_TOTALS = /^select case when shipments\.cod_paid_out_at is not null/;

const WHOLE_INDEX_WALKS: Array<{ why: string; sql: RegExp }> = [
  {
    why: "a search of 3+ letters counts its matches per status tab: LIKE has to look at every shipment's search text, which the covering index holds (PostgreSQL: pg_trgm)",
    sql: /^select "shipments"\."status", count\(\*\) as "n" from "shipments" where .*"shipments"\."search_text" like \?/,
  },
  {
    why: "the COD totals add up every amount of the scope by state, from the partial index that holds only shipments with an amount and, since migration 0027, their state columns (checked below to stay a covering walk)",
    sql: COD_TOTALS,
  },
];

/** What the COD screen reads: the totals of every state and the first page of one. */
const codScreen = (scope: ShipmentScope) =>
  Promise.all([codTotals(scope), listCod({ scope, state: "collected", page: 1 })]);

let db: DB;
const recorded: Array<{ node: RootOperationNode; queryId: QueryId }> = [];
const recorder: KyselyPlugin = {
  transformQuery(args) {
    recorded.push({ node: args.node, queryId: args.queryId });
    return args.node;
  },
  async transformResult(args) {
    return args.result;
  },
};

let admin: PublicUser;
let agent: PublicUser;
let customer: PublicUser;

beforeAll(async () => {
  db = await createTestDb({ seed: true });
  const user = (email: string) =>
    db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow() as Promise<PublicUser>;
  [admin, agent, customer] = await Promise.all([
    user("admin@kargo.test"),
    user("agent@kargo.test"),
    user("customer@kargo.test"),
  ]);
});
afterAll(closeDb);

/** Runs model code with every query recorded, then returns each query's plan. */
async function plansOf(work: () => Promise<unknown>) {
  recorded.length = 0;
  const traced = db.withPlugin(recorder);
  setDb(traced);
  try {
    await work();
  } finally {
    setDb(db);
  }
  const plans: Array<{ sql: string; steps: string[] }> = [];
  for (const { node, queryId } of recorded.splice(0)) {
    const compiled = traced.getExecutor().compileQuery(node, queryId);
    if (!/^\s*(select|with)/i.test(compiled.sql)) continue;
    const rows = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
    );
    plans.push({ sql: compiled.sql, steps: rows.rows.map((r) => r.detail) });
  }
  return plans;
}

function fullScans(plans: Array<{ sql: string; steps: string[] }>) {
  const bad: string[] = [];
  for (const plan of plans) {
    for (const step of plan.steps) {
      const scan = /^SCAN (\w+)/.exec(step);
      if (!scan) continue;
      // An index walk that a LIMIT stops (a page in index order), a constant row, or a full-text MATCH lookup
      // (FTS5 index plan "0:M…").
      const wholeIndex = /USING (COVERING )?INDEX/.test(step) && !/ limit /.test(plan.sql);
      if (!wholeIndex && /USING (COVERING )?INDEX|CONSTANT ROW|VIRTUAL TABLE INDEX \d+:M/.test(step)) continue;
      if (wholeIndex && WHOLE_INDEX_WALKS.some((walk) => walk.sql.test(plan.sql))) continue;
      const name = scan[1];
      // A FROM alias: resolve it to its table (`from "users" as "customer"`), or a derived table (`as "page"`).
      const table = new RegExp(`"?(\\w+)"? as "?${name}\\b`).exec(plan.sql)?.[1] ?? name;
      const derived = new RegExp(`\\) as "?${name}\\b`).test(plan.sql);
      if (derived || SMALL_TABLES.has(table)) continue;
      bad.push(`${step}\n    in: ${plan.sql}`);
    }
  }
  return bad;
}

// EXPLAIN QUERY PLAN is SQLite's; the PostgreSQL run (TEST_DATABASE_URL) checks the trigger-kept counts below.
const sqliteOnly = process.env.TEST_DATABASE_URL?.startsWith("postgres") ? describe.skip : describe;

sqliteOnly("query plans of the measured pages", () => {
  const list = (scope: ShipmentScope, extra: Partial<Parameters<typeof listShipments>[0]> = {}) =>
    listShipments({ scope, page: 1, perPage: 25, sort: "created_at", dir: "desc", ...extra });
  const cases: Array<[string, () => Promise<unknown>]> = [
    ["shipments list, admin, page 1", () => list({ kind: "all" })],
    ["shipments list, admin, page 2000 of a status", () => list({ kind: "all" }, { page: 2000, status: "delivered" })],
    [
      "shipments list, admin, status and search",
      () => list({ kind: "all" }, { page: 2000, status: "delivered", q: "e" }),
    ],
    [
      "shipments list, admin, page 1 of status and search",
      () => list({ kind: "all" }, { page: 1, status: "delivered", q: "e" }),
    ],
    ["shipments list, admin, one-letter search, every status", () => list({ kind: "all" }, { page: 2000, q: "e" })],
    [
      "shipments list, admin, status and a 3+ letter search",
      () => list({ kind: "all" }, { page: 3, status: "delivered", q: "schmidt" }),
    ],
    ["shipments list, admin, tracking number part", () => list({ kind: "all" }, { page: 1, q: "KG 12" })],
    ["shipments list, agent, one-letter search", () => list(scopeFor(agent), { page: 2, q: "a" })],
    ["shipments list, agent", () => list(scopeFor(agent))],
    ["shipments list, customer", () => list(scopeFor(customer))],
    ["shipment detail", () => getShipment(1, { kind: "all" })],
    ["public tracking", () => trackShipment("KG00000000000")],
    [
      "home figures, admin",
      () => Promise.all([shipmentFigures({ kind: "all" }), adminDashboard(), contentOverview(), salesHome(admin)]),
    ],
    ["home figures, agent", () => Promise.all([shipmentFigures(scopeFor(agent)), salesHome(agent)])],
    [
      "freight list",
      () => listFreightRequests(freightScopeFor(admin), { page: 1, perPage: 25, sort: "created_at", dir: "desc" }),
    ],
    [
      "offers list",
      () => listOffers(offerScopeFor(admin), { page: 1, perPage: 25, sort: "date", dir: "desc", status: "all" }),
    ],
    [
      "offers list, a status tab and a currency",
      () =>
        listOffers(offerScopeFor(admin), {
          page: 2,
          perPage: 25,
          sort: "date",
          dir: "desc",
          status: "expired",
          currency: "EUR",
        }),
    ],
    [
      "freight list, open ones of a transport type",
      () =>
        listFreightRequests(freightScopeFor(admin), {
          page: 1,
          perPage: 25,
          sort: "created_at",
          dir: "desc",
          care: "open",
          type: "road",
        }),
    ],
    // The inbox's tab counts are the menu badge's too; a message's page reads the unread count afresh.
    [
      "contacts inbox and its badge",
      () => listContactMessages({ view: "unread", page: 1, perPage: 25, sort: "created_at", dir: "desc" }),
    ],
    ["a contact message's fresh badge", () => unreadContactCount()],
    [
      "tariff finder in SQL (while its index is built)",
      () => Promise.all(["pam", "pamuklu kumaş", "8471.30", "0101"].map((q) => searchTariffs(q, { index: "off" }))),
    ],
    // The reports read a period's shipments through the scope's covering report index (migration 0024).
    ...(
      [
        ["admin, all branches", () => reportScopeFor(admin)],
        ["admin, one branch", () => reportScopeFor(admin, agent.branch_id ?? 1)],
        ["agent", () => reportScopeFor(agent)],
        ["customer", () => reportScopeFor(customer)],
      ] as const
    ).map(([who, scope]): [string, () => Promise<unknown>] => [
      `reports, last 12 months, ${who}`,
      () =>
        Promise.all([
          reportFigures({ scope: scope(), from: "2025-12-01", to: "2026-11-22", granularity: "month" }),
          reportFigures({
            scope: scope(),
            from: "2026-10-24",
            to: "2026-11-22",
            granularity: "day",
            direction: "domestic",
            status: "delivered",
          }),
        ]),
    ]),
    ["cash on delivery, admin: totals and a page", () => codScreen({ kind: "all" })],
    ["cash on delivery, agent: totals and a page", () => codScreen(scopeFor(agent))],
    ["cash on delivery, customer: totals and a page", () => codScreen(scopeFor(customer))],
    // The in-memory index: its build reads the table in pages on the code index, each search reads the change counter.
    [
      "tariff finder from its index, build included",
      () => Promise.all(["pam", "pamuklu kumaş", "8471.30", "0101"].map((q) => searchTariffs(q, { index: "wait" }))),
    ],
  ];
  it("cash on delivery totals of all branches read index entries only", async () => {
    const plans = await plansOf(() => codTotals({ kind: "all" }));
    const totals = plans.filter((p) => COD_TOTALS.test(p.sql));
    expect(totals).toHaveLength(1);
    expect(totals[0].steps.join("\n")).toMatch(/USING COVERING INDEX shipments_cod_created/);
  });
  for (const [name, work] of cases) {
    it(`${name}: no full table scan`, async () => {
      const plans = await plansOf(work);
      expect(plans.length, "queries recorded").toBeGreaterThan(0);
      expect(fullScans(plans)).toEqual([]);
    });
  }

  // The benchmark's search pages, stricter: no pass over a whole index of shipments to count (the
  // tabs are read from the per-character counts), and the page's ids are read in index order, walking
  // index entries (a covering index, no sort of the matches) and stopping after the page.
  const strict: Array<[string, () => Promise<unknown>]> = [
    ["page 2000 of delivered + search e", () => list({ kind: "all" }, { page: 2000, status: "delivered", q: "e" })],
    ["page 1 of delivered + search e", () => list({ kind: "all" }, { page: 1, status: "delivered", q: "e" })],
    ["page 2000 of search e", () => list({ kind: "all" }, { page: 2000, q: "e" })],
    // A deep page that starts its walk at a month (the demo data is too small to reach MONTH_SKIP_FROM).
    [
      "page 30 of delivered + search e, from its month",
      async () => {
        const input = {
          scope: { kind: "all" } as const,
          page: 30,
          perPage: 2,
          sort: "created_at" as const,
          dir: "desc" as const,
          status: "delivered" as const,
          q: "e",
        };
        const start = await pageStart(input, 0);
        expect(start?.before).toMatch(/^\d{4}-\d{2}$/);
        await listShipmentsQueries(input, start).rows.execute();
      },
    ],
  ];
  for (const [name, work] of strict) {
    it(`${name}: no pass over all shipments, ids in index order`, async () => {
      const plans = await plansOf(work);
      for (const p of plans) {
        const scans = p.steps.filter((step) => /^SCAN shipments\b/.test(step));
        if (/ limit /.test(p.sql))
          expect(
            scans.filter((step) => !/USING COVERING INDEX/.test(step)),
            p.sql,
          ).toEqual([]);
        else expect(scans, p.sql).toEqual([]);
      }
      const ids = plans.filter((p) => /^select "shipments"."id" from "shipments" where/.test(p.sql));
      expect(ids.length).toBeGreaterThan(0);
      for (const p of ids) {
        expect(p.steps.join(" | ")).toMatch(/COVERING INDEX shipments_(status_)?created_search/);
        expect(p.steps.join(" | ")).not.toMatch(/TEMP B-TREE/);
      }
      // The tabs are never counted on shipments (listShipments reads them from shipment_search_counts).
      expect(plans.filter((p) => /group by "shipments"/.test(p.sql)).map((p) => p.sql)).toEqual([]);
      if (name.includes("search e") && !name.includes("from its month"))
        expect(plans.map((p) => p.sql).join("\n")).toMatch(/from "shipment_search_counts"/);
    });
  }

  it("the check catches a full scan", async () => {
    const plans = await plansOf(() =>
      db.withPlugin(recorder).selectFrom("shipments").select("id").where("sender_phone", "=", "x").execute(),
    );
    expect(fullScans(plans)).toHaveLength(1);
  });

  it("the check catches a count that walks a whole index, and lets a LIMIT stop a walk", async () => {
    const count = await plansOf(() =>
      db
        .withPlugin(recorder)
        .selectFrom("offers")
        .select((eb) => eb.fn.countAll().as("n"))
        .execute(),
    );
    expect(count[0].steps.join(" | ")).toMatch(/USING (COVERING )?INDEX/);
    expect(fullScans(count)).toHaveLength(1);
    const page = await plansOf(() =>
      db.withPlugin(recorder).selectFrom("offers").select("id").orderBy("date", "desc").limit(25).execute(),
    );
    expect(fullScans(page)).toEqual([]);
  });
});

describe("shipment status counts kept by triggers", () => {
  async function live(scope: ShipmentScope) {
    let q = db
      .selectFrom("shipments")
      .select((eb) => ["status", eb.fn.countAll<number>().as("n")])
      .groupBy("status");
    if (scope.kind === "branch") q = q.where("branch_id", "=", scope.branchId);
    const rows = await q.execute();
    return Object.fromEntries(SHIPMENT_STATUSES.map((s) => [s, Number(rows.find((r) => r.status === s)?.n ?? 0)]));
  }

  it("match the shipments after status changes, cancels, branch moves and deletes", async () => {
    const agentScope = scopeFor(agent);
    expect(await scopeStatusCounts({ kind: "all" })).toEqual(await live({ kind: "all" }));
    expect(await scopeStatusCounts(agentScope)).toEqual(await live(agentScope));

    const created = await db
      .selectFrom("shipments")
      .select(["id", "branch_id"])
      .where("status", "=", "created")
      .orderBy("id")
      .limit(2)
      .execute();
    expect(created.length).toBe(2);
    expect(
      await addShipmentEvent({
        shipmentId: created[0].id,
        scope: { kind: "all" },
        status: "accepted",
        location: "İstanbul",
        by: admin.id,
      }),
    ).toEqual({ ok: true });
    expect(
      await cancelShipment({ shipmentId: created[1].id, scope: { kind: "all" }, role: "admin", by: admin.id }),
    ).toEqual({ ok: true });
    const other = await db
      .selectFrom("branches")
      .select("id")
      .where("id", "!=", created[0].branch_id)
      .executeTakeFirstOrThrow();
    await db.updateTable("shipments").set({ branch_id: other.id }).where("id", "=", created[0].id).execute();
    await db
      .updateTable("shipments")
      .set({ updated_at: new Date().toISOString() })
      .where("id", "=", created[0].id)
      .execute();
    await db.deleteFrom("shipments").where("id", "=", created[1].id).execute();

    expect(await scopeStatusCounts({ kind: "all" })).toEqual(await live({ kind: "all" }));
    for (const branch of await db.selectFrom("branches").select("id").execute()) {
      const scope: ShipmentScope = { kind: "branch", branchId: branch.id };
      expect(await scopeStatusCounts(scope)).toEqual(await live(scope));
    }
    const figures = await shipmentFigures({ kind: "all" });
    expect(figures.total).toBe(
      Number(
        (
          await db
            .selectFrom("shipments")
            .select((eb) => eb.fn.countAll<number>().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
  });
});
