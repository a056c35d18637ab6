import { sql, type ExpressionBuilder } from "kysely";
import { getDb } from "./db.server";
import { nowIso } from "./dialect.server";
import type { Database } from "./schema";
import { resolveBranch, scopeFor, type ShipmentScope } from "./shipments.server";
import type { PublicUser } from "./users.server";
import type { AddressValues } from "~/lib/schemas/shipments";
import {
  PICKUP_STATUSES,
  canCustomerCancel,
  type PickupSlot,
  type PickupSort,
  type PickupStatus,
  type PickupView,
} from "~/lib/pickups/domain";
import { HOME_COUNTRY } from "~/lib/shipments/countries";

/**
 * Courier pickups. Row scope as for shipments: a customer their own, an agent their branch's (the
 * branch serving the pickup's city), an admin all; outside it a pickup is "not found". Each change is
 * guarded on the status it was read in, so two agents cannot both take one request.
 */
export type PickupScope = ShipmentScope;

export function pickupScopeFor(user: Pick<PublicUser, "id" | "role" | "branch_id">): PickupScope {
  return scopeFor(user);
}

function inScope(scope: PickupScope) {
  return (eb: ExpressionBuilder<Database, "pickups">) => {
    if (scope.kind === "branch") return eb("pickups.branch_id", "=", scope.branchId);
    if (scope.kind === "customer") return eb("pickups.customer_id", "=", scope.customerId);
    return eb.lit(true);
  };
}

// ---------------------------------------------------------------------------------------------
// Requests

export interface NewPickup {
  customerId: number;
  createdBy: number;
  date: string;
  slot: PickupSlot;
  /** A saved entry of the customer's book (its address is copied), or a typed address in Türkiye. */
  addressId?: number;
  address?: AddressValues;
  parcelCount: number;
  note?: string;
  shipmentIds?: number[];
  now?: Date;
}

export type CreatePickupResult =
  { ok: true; id: number; branchId: number } | { ok: false; reason: "address" | "shipments" };

/** The customer's shipments a courier may still collect (booked, not yet accepted), newest first. */
export async function handoverShipments(customerId: number, limit = 50) {
  return getDb()
    .selectFrom("shipments")
    .select(["id", "tracking_number", "receiver_name", "receiver_city", "receiver_country", "created_at"])
    .where("customer_id", "=", customerId)
    .where("status", "=", "created")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export async function createPickup(input: NewPickup): Promise<CreatePickupResult> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      let address: Omit<AddressValues, "country" | "taxId" | "email">;
      if (input.addressId) {
        const entry = await trx
          .selectFrom("address_book")
          .selectAll()
          .where("id", "=", input.addressId)
          .where("customer_id", "=", input.customerId)
          .where("country", "=", HOME_COUNTRY)
          .executeTakeFirst();
        if (!entry || !entry.county || !entry.district || !entry.zip_code) return { ok: false, reason: "address" };
        address = {
          name: entry.name,
          companyName: entry.company_name ?? undefined,
          city: entry.city,
          county: entry.county,
          district: entry.district,
          address: entry.address,
          zipCode: entry.zip_code,
          phone: entry.phone,
        };
      } else if (input.address && input.address.country === HOME_COUNTRY) {
        address = input.address;
      } else {
        return { ok: false, reason: "address" };
      }
      const ids = [...new Set(input.shipmentIds ?? [])];
      if (ids.length) {
        const own = await trx
          .selectFrom("shipments")
          .select("id")
          .where("id", "in", ids)
          .where("customer_id", "=", input.customerId)
          .where("status", "=", "created")
          .execute();
        if (own.length !== ids.length) return { ok: false, reason: "shipments" };
      }
      const at = (input.now ?? new Date()).toISOString();
      const branchId = await resolveBranch(trx, { role: "customer", branch_id: null }, HOME_COUNTRY, address.city);
      const row = await trx
        .insertInto("pickups")
        .values({
          customer_id: input.customerId,
          branch_id: branchId,
          address_id: input.addressId ?? null,
          pickup_date: input.date,
          slot: input.slot,
          status: "requested",
          name: address.name,
          company_name: address.companyName || null,
          city: address.city,
          county: address.county!,
          district: address.district!,
          address: address.address,
          zip_code: address.zipCode!,
          phone: address.phone,
          parcel_count: input.parcelCount,
          note: input.note || null,
          assigned_to: null,
          failure_reason: null,
          created_by: input.createdBy,
          created_at: at,
          updated_at: at,
          closed_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (ids.length)
        await trx
          .insertInto("pickup_shipments")
          .values(ids.map((shipment_id) => ({ pickup_id: row.id, shipment_id })))
          .execute();
      return { ok: true, id: row.id, branchId };
    });
}

// ---------------------------------------------------------------------------------------------
// Lists

export interface PickupListInput {
  scope: PickupScope;
  view: PickupView;
  status?: PickupStatus;
  today: string;
  page: number;
  perPage: number;
  sort: PickupSort;
  dir: "asc" | "desc";
}

function filtered(input: Pick<PickupListInput, "scope" | "view" | "today">) {
  let query = getDb().selectFrom("pickups").where(inScope(input.scope));
  if (input.view === "today") query = query.where("pickups.pickup_date", "=", input.today);
  return query;
}

function emptyCounts() {
  return Object.fromEntries(PICKUP_STATUSES.map((s) => [s, 0])) as Record<PickupStatus, number>;
}

/**
 * One page of the scope's pickups (all, or today's), with per-status counts for the tabs, all in SQL.
 * By slot, a day's rows come in slot order within each day; by date, in slot order within the day too.
 */
export async function listPickups(input: PickupListInput) {
  const base = filtered(input);
  const withStatus = input.status ? base.where("pickups.status", "=", input.status) : base;
  let rows = withStatus
    .innerJoin("users as customer", "customer.id", "pickups.customer_id")
    .innerJoin("branches", "branches.id", "pickups.branch_id")
    .leftJoin("users as agent", "agent.id", "pickups.assigned_to")
    .select([
      "pickups.id",
      "pickups.pickup_date",
      "pickups.slot",
      "pickups.status",
      "pickups.name",
      "pickups.city",
      "pickups.county",
      "pickups.district",
      "pickups.parcel_count",
      "pickups.created_at",
      "customer.name as customer_name",
      "branches.name as branch_name",
      "agent.name as agent_name",
    ]);
  if (input.sort === "slot") rows = rows.orderBy("pickups.slot", input.dir).orderBy("pickups.pickup_date", input.dir);
  else if (input.sort === "pickup_date")
    rows = rows.orderBy("pickups.pickup_date", input.dir).orderBy("pickups.slot", input.dir);
  else rows = rows.orderBy(`pickups.${input.sort}`, input.dir);
  // Per status, over the whole scope and over today: the status filter's counts and both views' in one statement.
  const [page, counts] = await Promise.all([
    rows
      .orderBy("pickups.id", input.dir)
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage)
      .execute(),
    getDb()
      .selectFrom("pickups")
      .where(inScope(input.scope))
      .select((eb) => [
        "pickups.status",
        eb.fn.countAll<number>().as("all"),
        eb.fn
          .sum<number>(sql`case when ${eb.ref("pickups.pickup_date")} = ${input.today} then 1 else 0 end`)
          .as("today"),
      ])
      .groupBy("pickups.status")
      .execute(),
  ]);
  const statusCounts = emptyCounts();
  const viewCounts = { all: 0, today: 0 };
  for (const c of counts) {
    const all = Number(c.all ?? 0);
    const today = Number(c.today ?? 0);
    statusCounts[c.status] = input.view === "today" ? today : all;
    viewCounts.all += all;
    viewCounts.today += today;
  }
  const inView = viewCounts[input.view];
  return {
    rows: page,
    total: input.status ? statusCounts[input.status] : inView,
    statusCounts,
    viewCounts,
  };
}
export type PickupListRow = Awaited<ReturnType<typeof listPickups>>["rows"][number];

export async function getPickup(id: number, scope: PickupScope) {
  const db = getDb();
  const pickup = await db
    .selectFrom("pickups")
    .innerJoin("users as customer", "customer.id", "pickups.customer_id")
    .innerJoin("branches", "branches.id", "pickups.branch_id")
    .leftJoin("users as agent", "agent.id", "pickups.assigned_to")
    .selectAll("pickups")
    .select(["customer.name as customer_name", "branches.name as branch_name", "agent.name as agent_name"])
    .where("pickups.id", "=", id)
    .where(inScope(scope))
    .executeTakeFirst();
  if (!pickup) return undefined;
  const shipments = await db
    .selectFrom("pickup_shipments")
    .innerJoin("shipments", "shipments.id", "pickup_shipments.shipment_id")
    .select(["shipments.id", "shipments.tracking_number", "shipments.receiver_name", "shipments.status"])
    .where("pickup_shipments.pickup_id", "=", id)
    .orderBy("shipments.id")
    .execute();
  return { ...pickup, shipments };
}
export type PickupDetail = NonNullable<Awaited<ReturnType<typeof getPickup>>>;

// ---------------------------------------------------------------------------------------------
// Changes

export type PickupChange = { ok: true } | { ok: false; reason: "not-found" | "state" };

async function change(
  id: number,
  scope: PickupScope,
  from: PickupStatus,
  check: (row: { status: PickupStatus; assigned_to: number | null }) => boolean,
  set: Partial<{ status: PickupStatus; assigned_to: number | null; failure_reason: string | null; closed_at: string }>,
): Promise<PickupChange> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const row = await trx
        .selectFrom("pickups")
        .select(["status", "assigned_to"])
        .where("id", "=", id)
        .where(inScope(scope))
        .executeTakeFirst();
      if (!row) return { ok: false, reason: "not-found" } as const;
      if (row.status !== from || !check(row)) return { ok: false, reason: "state" } as const;
      const updated = await trx
        .updateTable("pickups")
        .set({ ...set, updated_at: nowIso() })
        .where("id", "=", id)
        .where("status", "=", from)
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1 ? ({ ok: true } as const) : ({ ok: false, reason: "state" } as const);
    });
}

/** An agent of the serving branch (or an admin) takes a request. */
export function assignPickup(id: number, user: Pick<PublicUser, "id" | "role" | "branch_id">) {
  return change(id, pickupScopeFor(user), "requested", () => true, { status: "assigned", assigned_to: user.id });
}

/** Whoever took it (or an admin) records the outcome; a failure needs a reason. */
export function closePickup(
  id: number,
  user: Pick<PublicUser, "id" | "role" | "branch_id">,
  outcome: { status: "done" } | { status: "failed"; reason: string },
) {
  return change(id, pickupScopeFor(user), "assigned", (row) => user.role === "admin" || row.assigned_to === user.id, {
    status: outcome.status,
    failure_reason: outcome.status === "failed" ? outcome.reason : null,
    closed_at: nowIso(),
  });
}

/** The customer cancels their own request while nobody has taken it. */
export function cancelPickup(id: number, customerId: number) {
  return change(id, { kind: "customer", customerId }, "requested", (row) => canCustomerCancel(row.status), {
    status: "cancelled",
    closed_at: nowIso(),
  });
}
