import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb, type DB } from "./db.server";
import {
  busiestRoutes,
  codFigures,
  onTimeDelivery,
  reportFigures,
  reportScopeFor,
  shipmentBreakdown,
  shipmentsPerPeriod,
  type ReportInput,
} from "./reports.server";
import { addShipmentEvent } from "./shipments.server";
import { createTestDb } from "./test-db.server";
import type { PublicUser } from "./users.server";
import type { OutsideShippingType, ShipmentStatus } from "~/lib/shipments/domain";

/**
 * The reports' figures on shipments of a year of their own (2020, before the demo data), so every figure is
 * known exactly: booked times near midnight in Turkey's time, several currencies, COD states, deliveries on
 * and after their promised days, and two branches and customers to check the scopes.
 */
let db: DB;
let admin: PublicUser;
let agent: PublicUser;
let customer: PublicUser;
let otherBranch: number;
let otherCustomer: number;

interface Spec {
  at: string;
  status?: ShipmentStatus;
  direction?: OutsideShippingType;
  price?: [number, string] | null;
  cod?: { amount: number; collected?: boolean; paid?: boolean };
  deliveredAfterHours?: number;
  mine?: boolean;
  branch?: "agent" | "other";
  from?: [string, string];
  to?: [string, string];
}

let seq = 0;
async function ship(spec: Spec) {
  const template = await db.selectFrom("shipments").selectAll().orderBy("id").limit(1).executeTakeFirstOrThrow();
  const { id: _id, search_text: _t, search_chars: _c, delivered_at: _d, route_id: _r, ...base } = template;
  seq += 1;
  const status = spec.status ?? "created";
  const row = await db
    .insertInto("shipments")
    .values({
      ...base,
      tracking_number: `RP${String(seq).padStart(11, "0")}`,
      customer_id: spec.mine === false ? otherCustomer : customer.id,
      branch_id: spec.branch === "other" ? otherBranch : agent.branch_id!,
      status,
      outside_shipping_type: spec.direction ?? "domestic",
      sender_city: spec.from?.[0] ?? "İstanbul",
      sender_country: spec.from?.[1] ?? "TR",
      receiver_city: spec.to?.[0] ?? "Ankara",
      receiver_country: spec.to?.[1] ?? "TR",
      price_minor: spec.price === null ? null : (spec.price?.[0] ?? 10_000),
      price_currency: spec.price === null ? null : (spec.price?.[1] ?? "TRY"),
      cod_amount_minor: spec.cod?.amount ?? null,
      cod_payment_type: spec.cod ? "cash" : null,
      cod_collected_at: spec.cod?.collected ? "2020-03-20T10:00:00.000Z" : null,
      cod_paid_out_at: spec.cod?.paid ? "2020-03-25" : null,
      created_at: spec.at,
      updated_at: spec.at,
      terms_accepted_at: spec.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (spec.deliveredAfterHours !== undefined) {
    const when = new Date(Date.parse(spec.at) + spec.deliveredAfterHours * 3_600_000).toISOString();
    await db
      .insertInto("shipment_events")
      .values({
        shipment_id: row.id,
        status: "delivered",
        location: "Ankara",
        note: null,
        occurred_at: when,
        created_by: null,
        created_at: when,
      })
      .execute();
  }
}

beforeAll(async () => {
  db = await createTestDb({ seed: true });
  const user = (email: string) =>
    db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirstOrThrow() as Promise<PublicUser>;
  [admin, agent, customer] = await Promise.all([
    user("admin@kargo.test"),
    user("agent@kargo.test"),
    user("customer@kargo.test"),
  ]);
  otherBranch = (
    await db.selectFrom("branches").select("id").where("id", "!=", agent.branch_id!).executeTakeFirstOrThrow()
  ).id;
  otherCustomer = (
    await db
      .selectFrom("users")
      .select("id")
      .where("role", "=", "customer")
      .where("id", "!=", customer.id)
      .executeTakeFirstOrThrow()
  ).id;

  // 1 March 2020, 22:30 in Turkey (19:30 UTC): counts on 1 March; 31 March, 21:30 UTC is 1 April in Turkey.
  await ship({ at: "2020-03-01T19:30:00.000Z", status: "delivered", deliveredAfterHours: 48, price: [10_000, "TRY"] });
  await ship({ at: "2020-03-01T20:59:00.000Z", status: "delivered", deliveredAfterHours: 96, price: [25_050, "TRY"] });
  await ship({
    at: "2020-03-02T08:00:00.000Z",
    status: "delivered",
    direction: "export",
    deliveredAfterHours: 100,
    price: [4_000, "EUR"],
    to: ["Köln", "DE"],
    cod: { amount: 50_000, collected: true, paid: true },
  });
  await ship({
    at: "2020-03-05T08:00:00.000Z",
    status: "in_transit",
    price: [7_500, "TRY"],
    cod: { amount: 20_000 },
  });
  await ship({
    at: "2020-03-06T08:00:00.000Z",
    status: "delivered",
    deliveredAfterHours: 10,
    price: [5_000, "TRY"],
    cod: { amount: 30_000, collected: true },
  });
  await ship({ at: "2020-03-07T08:00:00.000Z", status: "cancelled", price: [99_900, "TRY"], cod: { amount: 1_000 } });
  await ship({ at: "2020-03-08T08:00:00.000Z", status: "created", direction: "import", price: null });
  await ship({ at: "2020-03-31T21:30:00.000Z", status: "created", price: [1_000, "USD"] });
  // Another branch's shipment of another customer, same period.
  await ship({
    at: "2020-03-10T08:00:00.000Z",
    status: "accepted",
    branch: "other",
    mine: false,
    price: [2_000, "TRY"],
    from: ["İzmir", "TR"],
  });
});
afterAll(closeDb);

const march = (scope: ReportInput["scope"], extra: Partial<ReportInput> = {}): ReportInput => ({
  scope,
  from: "2020-03-01",
  to: "2020-03-31",
  granularity: "day",
  ...extra,
});

describe("report scopes", () => {
  it("an admin sees all or a chosen branch, an agent their branch whatever they ask, a customer their own", () => {
    expect(reportScopeFor(admin)).toEqual({ kind: "all" });
    expect(reportScopeFor(admin, otherBranch)).toEqual({ kind: "branch", branchId: otherBranch });
    expect(reportScopeFor(agent, otherBranch)).toEqual({ kind: "branch", branchId: agent.branch_id });
    expect(reportScopeFor(customer, otherBranch)).toEqual({ kind: "customer", customerId: customer.id });
  });
});

describe("report figures", () => {
  it("counts shipments per Turkish calendar day, every day of the period there", async () => {
    const rows = await shipmentsPerPeriod(march({ kind: "all" }));
    expect(rows).toHaveLength(31);
    const at = (day: string) => rows.find((r) => r.bucket === day)?.count;
    expect(at("2020-03-01")).toBe(2);
    expect(at("2020-03-02")).toBe(1);
    expect(at("2020-03-03")).toBe(0);
    expect(at("2020-03-10")).toBe(1);
    expect(rows.reduce((s, r) => s + r.count, 0)).toBe(8); // the 31 March 21:30 UTC one is 1 April in Turkey
    const april = await shipmentsPerPeriod(march({ kind: "all" }, { from: "2020-04-01", to: "2020-04-30" }));
    expect(april.find((r) => r.bucket === "2020-04-01")?.count).toBe(1);
  });

  it("counts per month", async () => {
    const rows = await shipmentsPerPeriod(
      march({ kind: "all" }, { from: "2020-02-01", to: "2020-04-30", granularity: "month" }),
    );
    expect(rows).toEqual([
      { bucket: "2020-02", count: 0 },
      { bucket: "2020-03", count: 8 },
      { bucket: "2020-04", count: 1 },
    ]);
  });

  it("splits by status and direction, and sums revenue per currency without cancelled shipments", async () => {
    const b = await shipmentBreakdown(march({ kind: "all" }));
    const status = Object.fromEntries(b.byStatus.map((r) => [r.status, r.count]));
    expect(status).toMatchObject({ delivered: 4, in_transit: 1, cancelled: 1, created: 1, accepted: 1 });
    expect(Object.fromEntries(b.byDirection.map((r) => [r.direction, r.count]))).toEqual({
      export: 1,
      import: 1,
      domestic: 6,
    });
    expect(b.revenue).toEqual([
      { currency: "TRY", shipments: 5, amountMinor: 10_000 + 25_050 + 7_500 + 5_000 + 2_000 },
      { currency: "EUR", shipments: 1, amountMinor: 4_000 },
    ]);
    expect(b.unpriced).toBe(1);
  });

  it("sums cash on delivery asked, collected and paid out, leaving out a cancelled one never collected", async () => {
    expect(await codFigures(march({ kind: "all" }))).toEqual({
      expected: { count: 3, amountMinor: 100_000 },
      collected: { count: 2, amountMinor: 80_000 },
      paidOut: { count: 1, amountMinor: 50_000 },
    });
  });

  it("shares delivered within the service's promised days", async () => {
    const rows = await onTimeDelivery(march({ kind: "all" }));
    expect(rows.find((r) => r.direction === "domestic")).toEqual({
      direction: "domestic",
      promisedDays: 3,
      delivered: 3,
      onTime: 2,
    });
    expect(rows.find((r) => r.direction === "export")).toEqual({
      direction: "export",
      promisedDays: 5,
      delivered: 1,
      onTime: 1,
    });
    const none = await onTimeDelivery(march({ kind: "all" }, { status: "created" }));
    expect(none.every((r) => r.delivered === 0)).toBe(true);
  });

  it("ranks the busiest routes", async () => {
    const routes = await busiestRoutes(march({ kind: "all" }));
    expect(routes[0]).toEqual({
      originCity: "İstanbul",
      originCountry: "TR",
      destinationCity: "Ankara",
      destinationCountry: "TR",
      count: 6,
    });
    expect(routes).toHaveLength(3);
    expect(routes.map((r) => r.count)).toEqual([6, 1, 1]);
  });

  it("applies the direction and status filters", async () => {
    const b = await shipmentBreakdown(march({ kind: "all" }, { direction: "export" }));
    expect(b.byDirection.find((r) => r.direction === "export")?.count).toBe(1);
    expect(b.byStatus.reduce((s, r) => s + r.count, 0)).toBe(1);
    const delivered = await shipmentsPerPeriod(march({ kind: "all" }, { status: "delivered" }));
    expect(delivered.reduce((s, r) => s + r.count, 0)).toBe(4);
  });

  it("keeps to the scope: another branch and another customer are left out", async () => {
    const branch = await reportFigures(march(reportScopeFor(agent)));
    expect(branch.byStatus.reduce((s, r) => s + r.count, 0)).toBe(7);
    const other = await reportFigures(march(reportScopeFor(admin, otherBranch)));
    expect(other.byStatus.reduce((s, r) => s + r.count, 0)).toBe(1);
    expect(other.routes[0]?.originCity).toBe("İzmir");
    const mine = await reportFigures(march(reportScopeFor(customer)));
    expect(mine.byStatus.reduce((s, r) => s + r.count, 0)).toBe(7);
    expect(mine.routes.some((r) => r.originCity === "İzmir")).toBe(false);
    expect(mine.revenue.find((r) => r.currency === "TRY")?.amountMinor).toBe(10_000 + 25_050 + 7_500 + 5_000);
  });
});

describe("day counts kept by triggers", () => {
  /** The counts as the triggers keep them and as the shipments say, in one comparable shape. */
  async function keptAndLive() {
    const bucket = (day: string, direction: string, status: string, currency: string) =>
      `${day} ${direction} ${status} ${currency}`;
    const kept = await db.selectFrom("shipment_day_counts").selectAll().where("n", "!=", 0).execute();
    const live = await db
      .selectFrom("shipments")
      .select(["created_at", "outside_shipping_type", "status", "price_currency", "price_minor", "delivered_at"])
      .execute();
    const fromLive = new Map<string, { n: number; priced: number; amount: number; onTime: number }>();
    for (const r of live) {
      const day = new Date(Date.parse(r.created_at) + 3 * 3_600_000).toISOString().slice(0, 10);
      const key = bucket(day, r.outside_shipping_type, r.status, r.price_currency ?? "");
      const sum = fromLive.get(key) ?? { n: 0, priced: 0, amount: 0, onTime: 0 };
      const days = r.delivered_at ? (Date.parse(r.delivered_at) - Date.parse(r.created_at)) / 86_400_000 : Infinity;
      sum.n += 1;
      sum.priced += r.price_minor === null ? 0 : 1;
      sum.amount += r.price_minor ?? 0;
      sum.onTime += r.status === "delivered" && days <= (r.outside_shipping_type === "domestic" ? 3 : 5) ? 1 : 0;
      fromLive.set(key, sum);
    }
    return {
      kept: Object.fromEntries(
        kept.map((r) => [
          bucket(r.day, r.direction, r.status, r.currency),
          { n: Number(r.n), priced: Number(r.priced), amount: Number(r.amount_minor), onTime: Number(r.on_time) },
        ]),
      ),
      live: Object.fromEntries(fromLive),
    };
  }

  it("equal the shipments' own counts after bookings, scans, a delivery, a price change and a removal", async () => {
    const first = await keptAndLive();
    expect(first.kept).toEqual(first.live);

    // A shipment of 10 March moves on to delivered through the app's own status change, a day after booking.
    await ship({ at: "2020-03-10T09:00:00.000Z", status: "out_for_delivery", price: [3_000, "TRY"] });
    const moving = await db.selectFrom("shipments").select("id").orderBy("id", "desc").executeTakeFirstOrThrow();
    const changed = await addShipmentEvent({
      shipmentId: moving.id,
      scope: { kind: "all" },
      status: "delivered",
      location: "Ankara",
      by: admin.id,
      recipientName: "Ayşe Yılmaz",
      now: new Date("2020-03-11T09:00:00.000Z"),
      notify: false,
    });
    expect(changed.ok).toBe(true);
    const delivered = await db
      .selectFrom("shipments")
      .select("delivered_at")
      .where("id", "=", moving.id)
      .executeTakeFirstOrThrow();
    expect(delivered.delivered_at).toBe("2020-03-11T09:00:00.000Z");

    // A price set later and another removed; a booking moved to another day; a shipment deleted.
    const [a, b, c, d] = await db
      .selectFrom("shipments")
      .select("id")
      .where("created_at", "<", "2020-12-31")
      .orderBy("id")
      .limit(4)
      .execute();
    await db
      .updateTable("shipments")
      .set({ price_minor: 12_345, price_currency: "EUR" })
      .where("id", "=", a!.id)
      .execute();
    await db
      .updateTable("shipments")
      .set({ price_minor: null, price_currency: null })
      .where("id", "=", b!.id)
      .execute();
    await db.updateTable("shipments").set({ created_at: "2020-03-20T10:00:00.000Z" }).where("id", "=", c!.id).execute();
    await db.deleteFrom("shipments").where("id", "=", d!.id).execute();

    const after = await keptAndLive();
    expect(after.kept).toEqual(after.live);
  });

  it("name every shipment's route, a new one included, and follow a change of its places", async () => {
    const [moved] = await db.selectFrom("shipments").select("id").orderBy("id", "desc").limit(1).execute();
    await db.updateTable("shipments").set({ receiver_city: "Sivas" }).where("id", "=", moved!.id).execute();
    await ship({ at: "2020-03-12T08:00:00.000Z", from: ["Van", "TR"], to: ["Kars", "TR"] });
    const wrong = await db
      .selectFrom("shipments as s")
      .leftJoin("shipment_routes as r", "r.id", "s.route_id")
      .select((eb) => eb.fn.countAll<number | string>().as("n"))
      .where((eb) =>
        eb.or([
          eb("r.id", "is", null),
          eb("r.sender_country", "!=", eb.ref("s.sender_country")),
          eb("r.sender_city", "!=", eb.ref("s.sender_city")),
          eb("r.receiver_country", "!=", eb.ref("s.receiver_country")),
          eb("r.receiver_city", "!=", eb.ref("s.receiver_city")),
        ]),
      )
      .executeTakeFirstOrThrow();
    expect(Number(wrong.n)).toBe(0);
    const routes = await busiestRoutes(march({ kind: "all" }));
    expect(routes.some((r) => r.originCity === "Van" && r.destinationCity === "Kars" && r.count === 1)).toBe(true);
  });

  it("give all branches' figures as the sum of each branch's, counted from the shipments", async () => {
    const period = { from: "2020-03-01", to: "2020-04-30", granularity: "month" as const };
    const all = await reportFigures({ scope: { kind: "all" }, ...period });
    const branches = await db.selectFrom("branches").select("id").execute();
    const each = await Promise.all(
      branches.map((b) => reportFigures({ scope: { kind: "branch", branchId: b.id }, ...period })),
    );
    const sum = <T>(pick: (f: (typeof each)[number]) => T[], key: (r: T) => string, value: (r: T) => number) => {
      const out = new Map<string, number>();
      for (const f of each) for (const r of pick(f)) out.set(key(r), (out.get(key(r)) ?? 0) + value(r));
      return Object.fromEntries([...out].filter(([, v]) => v !== 0));
    };
    const nonZero = (entries: Array<[string, number]>) => Object.fromEntries(entries.filter(([, v]) => v !== 0));
    expect(nonZero(all.perPeriod.map((r) => [r.bucket, r.count]))).toEqual(
      sum(
        (f) => f.perPeriod,
        (r) => r.bucket,
        (r) => r.count,
      ),
    );
    expect(nonZero(all.byStatus.map((r) => [r.status, r.count]))).toEqual(
      sum(
        (f) => f.byStatus,
        (r) => r.status,
        (r) => r.count,
      ),
    );
    expect(nonZero(all.revenue.map((r) => [r.currency, r.amountMinor]))).toEqual(
      sum(
        (f) => f.revenue,
        (r) => r.currency,
        (r) => r.amountMinor,
      ),
    );
    expect(nonZero(all.onTime.map((r) => [r.direction, r.onTime * 1000 + r.delivered]))).toEqual(
      sum(
        (f) => f.onTime,
        (r) => r.direction,
        (r) => r.onTime * 1000 + r.delivered,
      ),
    );
    expect(all.unpriced).toBe(each.reduce((s, f) => s + f.unpriced, 0));
  });
});
