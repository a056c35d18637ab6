import { sql, type ExpressionBuilder } from "kysely";
import { getDb } from "./db.server";
import { daysBetween, tableInIndexOrder, turkeyBucket } from "./dialect.server";
import type { Database } from "./schema";
import { scopeFor, turkeyDayStart, type ShipmentScope } from "./shipments.server";
import type { PublicUser } from "./users.server";
import { PROMISED_DAYS, addDays, bucketsOf, type Granularity } from "~/lib/reports/domain";
import {
  OUTSIDE_SHIPPING_TYPES,
  SHIPMENT_STATUSES,
  type OutsideShippingType,
  type ShipmentStatus,
} from "~/lib/shipments/domain";

/**
 * The reports' figures over the shipments booked in a period (calendar days in Turkey's time), in a scope (a
 * customer's own, a branch's, all) and with optional filters. Each figure is one grouped SQL query: over all
 * branches, on the day counts kept by triggers (migration 0026: a few dozen rows a day, however many
 * shipments); for a branch or a customer, on the (scope, created_at, …) indexes of migration 0024. The model
 * only fills empty days and orders the rows.
 */
export interface ReportInput {
  scope: ShipmentScope;
  /** Inclusive calendar days (YYYY-MM-DD) in Turkey's time. */
  from: string;
  to: string;
  granularity: Granularity;
  direction?: OutsideShippingType;
  status?: ShipmentStatus;
}

/**
 * Whose shipments a user's report counts: the shipments list's scope (a customer their own, an agent their
 * branch's, an admin all), narrowed to one branch when an admin picks it. Agents cannot pick another branch.
 */
export function reportScopeFor(user: Pick<PublicUser, "id" | "role" | "branch_id">, branch?: number): ShipmentScope {
  const scope = scopeFor(user);
  return scope.kind === "all" && branch ? { kind: "branch", branchId: branch } : scope;
}

type ShipmentsEb = ExpressionBuilder<Database, "shipments">;

const REPORT_INDEX: Record<ShipmentScope["kind"], string> = {
  all: "shipments_report_routes",
  branch: "shipments_report_branch",
  customer: "shipments_report_customer",
};

/**
 * The shipments of the report: scope, period and filters. Read through the scope's report index (SQLite:
 * INDEXED BY): with statistics, SQLite otherwise walks the (status, created_at) index with a skip-scan and
 * reads every row of the period from the table, four times slower at 100,000 shipments. The cash on delivery
 * figures read the partial COD indexes instead (`inReportIndex` false): few shipments carry an amount.
 */
function booked(input: ReportInput, inReportIndex = true) {
  const source = tableInIndexOrder("shipments", "shipments", REPORT_INDEX[input.scope.kind], inReportIndex);
  return (
    getDb()
      // The raw source names the table as "shipments", so the builder's column references stay typed.
      .selectFrom(source as unknown as "shipments")
      .where((eb: ShipmentsEb) => {
        const parts = [
          eb("shipments.created_at", ">=", turkeyDayStart(input.from)),
          eb("shipments.created_at", "<", turkeyDayStart(addDays(input.to, 1))),
        ];
        if (input.scope.kind === "branch") parts.unshift(eb("shipments.branch_id", "=", input.scope.branchId));
        if (input.scope.kind === "customer") parts.unshift(eb("shipments.customer_id", "=", input.scope.customerId));
        if (input.direction) parts.push(eb("shipments.outside_shipping_type", "=", input.direction));
        if (input.status) parts.push(eb("shipments.status", "=", input.status));
        return eb.and(parts);
      })
  );
}

export interface PeriodRow {
  bucket: string;
  count: number;
}

/** The day counts of the period with the filters: the figures of all branches. */
function dayCounts(input: ReportInput) {
  return getDb()
    .selectFrom("shipment_day_counts")
    .where("day", ">=", input.from)
    .where("day", "<=", input.to)
    .$if(Boolean(input.direction), (qb) => qb.where("direction", "=", input.direction!))
    .$if(Boolean(input.status), (qb) => qb.where("status", "=", input.status!));
}

/** Shipments booked per day or month; every bucket of the period is there, empty ones as 0. */
export async function shipmentsPerPeriod(input: ReportInput): Promise<PeriodRow[]> {
  let rows: Array<{ bucket: string; n: number | string | null }>;
  if (input.scope.kind === "all") {
    const bucket = input.granularity === "day" ? sql<string>`day` : sql<string>`substr(day, 1, 7)`;
    rows = await dayCounts(input)
      .select((eb) => [bucket.as("bucket"), eb.fn.sum<number | string>("n").as("n")])
      .groupBy(bucket)
      .execute();
  } else {
    const bucket = turkeyBucket(sql.ref("shipments.created_at"), input.granularity);
    rows = await booked(input)
      .select((eb) => [bucket.as("bucket"), eb.fn.countAll<number | string>().as("n")])
      .groupBy(bucket)
      .execute();
  }
  const counts = new Map(rows.map((r) => [r.bucket, Number(r.n ?? 0)]));
  return bucketsOf(input.from, input.to, input.granularity).map((b) => ({ bucket: b, count: counts.get(b) ?? 0 }));
}

export interface Breakdown {
  byStatus: Array<{ status: ShipmentStatus; count: number }>;
  byDirection: Array<{ direction: OutsideShippingType; count: number }>;
  /** Carriage prices of the shipments not cancelled, per currency (never added across currencies). */
  revenue: Array<{ currency: string; shipments: number; amountMinor: number }>;
  /** Shipments not cancelled that carry no booked price (older bookings, international ones priced apart). */
  unpriced: number;
}

/**
 * Shipments per status and per direction, and revenue per currency: one query grouped by (status, direction,
 * currency), at most 8 × 3 × 5 rows, read from the day counts (all branches) or the scope's covering index;
 * the three tables are its sums.
 */
export async function shipmentBreakdown(input: ReportInput): Promise<Breakdown> {
  const rows: Array<{
    status: ShipmentStatus;
    direction: OutsideShippingType;
    currency: string | null;
    n: number | string;
    priced: number | string | null;
    amount: number | string | null;
  }> =
    input.scope.kind === "all"
      ? await dayCounts(input)
          .select((eb) => [
            "status",
            "direction",
            "currency",
            eb.fn.sum<number | string>("n").as("n"),
            eb.fn.sum<number | string>("priced").as("priced"),
            eb.fn.sum<number | string>("amount_minor").as("amount"),
          ])
          .groupBy(["status", "direction", "currency"])
          .execute()
      : await booked(input)
          .select((eb) => [
            "shipments.status",
            "shipments.outside_shipping_type as direction",
            "shipments.price_currency as currency",
            eb.fn.countAll<number | string>().as("n"),
            eb.fn.count<number | string>("shipments.price_minor").as("priced"),
            eb.fn.sum<number | string | null>("shipments.price_minor").as("amount"),
          ])
          .groupBy(["shipments.status", "shipments.outside_shipping_type", "shipments.price_currency"])
          .execute();
  const byStatus = new Map<ShipmentStatus, number>();
  const byDirection = new Map<OutsideShippingType, number>();
  const revenue = new Map<string, { shipments: number; amountMinor: number }>();
  let unpriced = 0;
  for (const r of rows) {
    const n = Number(r.n);
    byStatus.set(r.status, (byStatus.get(r.status) ?? 0) + n);
    byDirection.set(r.direction, (byDirection.get(r.direction) ?? 0) + n);
    if (r.status === "cancelled") continue;
    const priced = Number(r.priced ?? 0);
    unpriced += n - priced;
    if (!r.currency || priced === 0) continue;
    const sum = revenue.get(r.currency) ?? { shipments: 0, amountMinor: 0 };
    sum.shipments += priced;
    sum.amountMinor += Number(r.amount ?? 0);
    revenue.set(r.currency, sum);
  }
  return {
    byStatus: SHIPMENT_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
    byDirection: OUTSIDE_SHIPPING_TYPES.map((direction) => ({ direction, count: byDirection.get(direction) ?? 0 })),
    revenue: [...revenue.entries()]
      .map(([currency, v]) => ({ currency, ...v }))
      .sort((a, b) => b.amountMinor - a.amountMinor || a.currency.localeCompare(b.currency)),
    unpriced,
  };
}

export interface CodFigures {
  /** Amounts asked of receivers (TRY minor units), of shipments not cancelled or returned before collection. */
  expected: { count: number; amountMinor: number };
  collected: { count: number; amountMinor: number };
  paidOut: { count: number; amountMinor: number };
}

/** Cash on delivery of the period's shipments (always TRY): asked, collected by the courier, paid out. */
export async function codFigures(input: ReportInput): Promise<CodFigures> {
  const row = await booked(input, false)
    .where("shipments.cod_amount_minor", "is not", null)
    .where((eb) =>
      eb.or([
        eb("shipments.cod_collected_at", "is not", null),
        eb("shipments.status", "not in", ["cancelled", "returned"]),
      ]),
    )
    .select((eb) => [
      eb.fn.countAll<number | string>().as("n"),
      eb.fn.sum<number | string | null>("shipments.cod_amount_minor").as("amount"),
      eb.fn.count<number | string>("shipments.cod_collected_at").as("collected_n"),
      sql<
        number | string | null
      >`sum(case when ${eb.ref("shipments.cod_collected_at")} is not null then ${eb.ref("shipments.cod_amount_minor")} else 0 end)`.as(
        "collected",
      ),
      eb.fn.count<number | string>("shipments.cod_paid_out_at").as("paid_n"),
      sql<
        number | string | null
      >`sum(case when ${eb.ref("shipments.cod_paid_out_at")} is not null then ${eb.ref("shipments.cod_amount_minor")} else 0 end)`.as(
        "paid",
      ),
    ])
    .executeTakeFirst();
  return {
    expected: { count: Number(row?.n ?? 0), amountMinor: Number(row?.amount ?? 0) },
    collected: { count: Number(row?.collected_n ?? 0), amountMinor: Number(row?.collected ?? 0) },
    paidOut: { count: Number(row?.paid_n ?? 0), amountMinor: Number(row?.paid ?? 0) },
  };
}

export interface OnTimeRow {
  direction: OutsideShippingType;
  promisedDays: number;
  delivered: number;
  onTime: number;
}

/**
 * Of the period's delivered shipments, how many were delivered within their service's promised days
 * (PROMISED_DAYS): from booking to the delivered scan (shipments.delivered_at), per direction.
 */
export async function onTimeDelivery(input: ReportInput): Promise<OnTimeRow[]> {
  const rows: Array<{ direction: OutsideShippingType; delivered: number | string; on_time: number | string | null }> =
    input.status && input.status !== "delivered"
      ? []
      : input.scope.kind === "all"
        ? await dayCounts({ ...input, status: "delivered" })
            .select((eb) => [
              "direction",
              eb.fn.sum<number | string>("n").as("delivered"),
              eb.fn.sum<number | string>("on_time").as("on_time"),
            ])
            .groupBy("direction")
            .execute()
        : await booked({ ...input, status: "delivered" })
            .select((eb) => {
              const promised = eb
                .case()
                .when("shipments.outside_shipping_type", "=", "domestic")
                .then(sql.lit(PROMISED_DAYS.domestic))
                .when("shipments.outside_shipping_type", "=", "export")
                .then(sql.lit(PROMISED_DAYS.export))
                .else(sql.lit(PROMISED_DAYS.import))
                .end();
              const days = daysBetween(eb.ref("shipments.created_at"), eb.ref("shipments.delivered_at"));
              return [
                "shipments.outside_shipping_type as direction",
                eb.fn.countAll<number | string>().as("delivered"),
                sql<
                  number | string | null
                >`sum(case when ${eb.ref("shipments.delivered_at")} is not null and ${days} <= ${promised} then 1 else 0 end)`.as(
                  "on_time",
                ),
              ];
            })
            .groupBy("shipments.outside_shipping_type")
            .execute();
  const found = new Map(rows.map((r) => [r.direction, r]));
  return OUTSIDE_SHIPPING_TYPES.map((direction) => ({
    direction,
    promisedDays: PROMISED_DAYS[direction],
    delivered: Number(found.get(direction)?.delivered ?? 0),
    onTime: Number(found.get(direction)?.on_time ?? 0),
  }));
}

export interface RouteRow {
  originCity: string;
  originCountry: string;
  destinationCity: string;
  destinationCountry: string;
  count: number;
}

export const BUSIEST_ROUTES = 10;

/**
 * The ten routes (origin city and country → destination city and country) with the most shipments: counted per
 * route number (shipments.route_id), then named. Ties at the tenth place go to the route first used.
 */
export async function busiestRoutes(input: ReportInput): Promise<RouteRow[]> {
  const top = booked(input)
    .select((eb) => ["shipments.route_id", eb.fn.countAll<number | string>().as("n")])
    .groupBy("shipments.route_id")
    .orderBy("n", "desc")
    .orderBy("shipments.route_id")
    .limit(BUSIEST_ROUTES);
  const rows = await getDb()
    .selectFrom(top.as("top"))
    .innerJoin("shipment_routes as r", "r.id", "top.route_id")
    .select(["r.sender_city", "r.sender_country", "r.receiver_city", "r.receiver_country", "top.n"])
    .orderBy("top.n", "desc")
    .orderBy("r.sender_city")
    .orderBy("r.receiver_city")
    .execute();
  return rows.map((r) => ({
    originCity: r.sender_city,
    originCountry: r.sender_country,
    destinationCity: r.receiver_city,
    destinationCountry: r.receiver_country,
    count: Number(r.n),
  }));
}

export type ReportFigures = Awaited<ReturnType<typeof reportFigures>>;

/** Every figure of the screen. */
export async function reportFigures(input: ReportInput) {
  const [perPeriod, breakdown, cod, onTime, routes] = await Promise.all([
    shipmentsPerPeriod(input),
    shipmentBreakdown(input),
    codFigures(input),
    onTimeDelivery(input),
    busiestRoutes(input),
  ]);
  return { perPeriod, ...breakdown, cod, onTime, routes };
}
