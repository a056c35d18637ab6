import { sql, type ExpressionBuilder, type Kysely, type Transaction } from "kysely";
import { getDb } from "./db.server";
import { ilike, likeContains } from "./dialect.server";
import { freightScopeFor, freightScopeWhere } from "./freight.server";
import { offerScopeFor, scopeWhere as offerScopeWhere } from "./offers.server";
import { EXPORT_PAGE_SIZE, afterKey, keysetPages } from "./keyset.server";
import { prepared } from "./prepared.server";
import type { Database } from "./schema";
import type { PublicUser } from "./users.server";
import type { Role } from "~/lib/auth/roles";
import {
  SHIPMENT_STATUSES,
  type AttemptFailure,
  type CodPaymentType,
  type Payer,
  canCancel,
  canTransition,
  type OutsideShippingType,
  type ShipmentCurrency,
  type ShipmentStatus,
  type ShippingType,
} from "~/lib/shipments/domain";
import { generateTrackingNumber, normaliseTrackingNumber } from "~/lib/shipments/tracking-number";
import { foldTr } from "~/lib/shipments/turkish";
import { foldSearchQuery, searchCharBit, searchCharsOf } from "~/lib/shipments/search-fold";
import { enqueueStatusNotifications } from "./notifications.server";

/**
 * Shipments: booking (with a copy of sender and receiver as they were), parcels, the append-only
 * tracking events and the status they drive. Row scope is applied here: a customer sees their own
 * shipments, an agent their branch's, an admin all; a row outside the scope is "not found".
 */
export type ShipmentScope =
  { kind: "all" } | { kind: "branch"; branchId: number } | { kind: "customer"; customerId: number };

export function scopeFor(user: Pick<PublicUser, "id" | "role" | "branch_id">): ShipmentScope {
  if (user.role === "admin") return { kind: "all" };
  if (user.role === "agent") return { kind: "branch", branchId: user.branch_id ?? -1 };
  return { kind: "customer", customerId: user.id };
}

function inScope(scope: ShipmentScope) {
  return (eb: ExpressionBuilder<Database, "shipments">) => {
    if (scope.kind === "branch") return eb("shipments.branch_id", "=", scope.branchId);
    if (scope.kind === "customer") return eb("shipments.customer_id", "=", scope.customerId);
    return eb.lit(true);
  };
}

type Exec = Kysely<Database>;

// ---------------------------------------------------------------------------------------------
// Lists

export const SHIPMENT_SORTS = ["created_at", "tracking_number", "status", "receiver_name"] as const;
export type ShipmentSort = (typeof SHIPMENT_SORTS)[number];

export interface ShipmentListInput {
  scope: ShipmentScope;
  page: number;
  perPage: number;
  sort: ShipmentSort;
  dir: "asc" | "desc";
  q?: string;
  status?: ShipmentStatus;
  type?: ShippingType;
  /** Inclusive calendar days (YYYY-MM-DD) in Turkey's time (UTC+3 all year). */
  from?: string;
  to?: string;
}

/** The first instant of a calendar day in Turkey, as UTC ISO text. */
export function turkeyDayStart(day: string): string {
  return new Date(`${day}T00:00:00+03:00`).toISOString();
}

/**
 * How a typed search is answered. A whole tracking number (any case, spaces or dashes) is looked up
 * on its unique index. Anything else is a contains-match of the folded query (case- and
 * accent-insensitive, Turkish rules: lib/shipments/search-fold.ts) in the folded tracking number,
 * sender and receiver names and company names (`search_text`, migration 0009); when the query with
 * its spaces and dashes removed could be part of a tracking number ("KG 1234-5"), that is matched too.
 * - one letter or digit: a bit of `search_chars` (its status tabs are kept per character by triggers);
 * - longer: the bits of its letters and digits, then LIKE on the folded text, both on the
 *   (status, created_at, id, search_chars, search_text) index entries (PostgreSQL: pg_trgm serves
 *   3+ characters).
 */
export type ShipmentSearch =
  { kind: "number"; number: string } | { kind: "char"; ch: string; bit: number } | { kind: "text"; needles: string[] };

export function shipmentSearch(q: string | undefined): ShipmentSearch | null {
  const raw = q?.trim();
  if (!raw) return null;
  const number = normaliseTrackingNumber(raw);
  if (number) return { kind: "number", number };
  const folded = foldSearchQuery(raw);
  if (!folded) return null;
  const compact = raw.replace(/[\s-]/g, "").toLowerCase();
  const tracking = compact !== folded && /^(k?g\d*|k|\d+)$/.test(compact) ? compact : null;
  const bit = tracking ? null : searchCharBit(folded);
  if (bit !== null) return { kind: "char", ch: folded, bit };
  return { kind: "text", needles: tracking ? [folded, tracking] : [folded] };
}

function searchMatch(search: ShipmentSearch) {
  return (eb: ExpressionBuilder<Database, "shipments">) => {
    if (search.kind === "number") return eb("shipments.tracking_number", "=", search.number);
    if (search.kind === "char") return sql<boolean>`(${eb.ref("shipments.search_chars")} & ${search.bit}) <> 0`;
    // Each needle: its letters' and digits' bits first (an integer test on the index entry), then LIKE.
    const arms = search.needles.map((needle) => {
      const bits = searchCharsOf(needle);
      const like = sql<boolean>`${eb.ref("shipments.search_text")} like ${likeContains(needle)} escape '\\'`;
      return bits ? sql<boolean>`((${eb.ref("shipments.search_chars")} & ${bits}) = ${bits} and ${like})` : like;
    });
    return sql<boolean>`(${sql.join(arms, sql` or `)})`;
  };
}

function filtered(input: Omit<ShipmentListInput, "page" | "perPage" | "sort" | "dir" | "status">) {
  let query = getDb().selectFrom("shipments").where(inScope(input.scope));
  if (input.type) query = query.where("shipments.shipping_type", "=", input.type);
  if (input.from) query = query.where("shipments.created_at", ">=", turkeyDayStart(input.from));
  if (input.to) {
    const next = new Date(new Date(`${input.to}T00:00:00Z`).getTime() + 86_400_000).toISOString().slice(0, 10);
    query = query.where("shipments.created_at", "<", turkeyDayStart(next));
  }
  const search = shipmentSearch(input.q);
  if (search) query = query.where(searchMatch(search));
  return query;
}

function emptyStatusCounts() {
  return Object.fromEntries(SHIPMENT_STATUSES.map((s) => [s, 0])) as Record<ShipmentStatus, number>;
}

/**
 * Shipments per status in a scope, without other filters. Admins and agents read the counts the
 * triggers keep per branch (at most 50 × 8 rows); a customer's own shipments are counted on the
 * (customer_id, created_at) index.
 */
/** The status counts of each scope, built and compiled once (prepared.server.ts): every list page's tabs and every home read them. */
const statusCountQueries = {
  customer: prepared((db: Kysely<Database>, p: (name: "customerId") => never) =>
    db
      .selectFrom("shipments")
      .select((eb) => ["shipments.status", eb.fn.countAll<number>().as("n")])
      .where("shipments.customer_id", "=", p("customerId"))
      .groupBy("shipments.status"),
  ),
  all: prepared((db: Kysely<Database>) =>
    db
      .selectFrom("shipment_status_counts")
      .select((eb) => ["shipment_status_counts.status", eb.fn.sum<number>("shipment_status_counts.n").as("n")])
      .groupBy("shipment_status_counts.status"),
  ),
  branch: prepared((db: Kysely<Database>, p: (name: "branchId") => never) =>
    db
      .selectFrom("shipment_status_counts")
      .select((eb) => ["shipment_status_counts.status", eb.fn.sum<number>("shipment_status_counts.n").as("n")])
      .where("shipment_status_counts.branch_id", "=", p("branchId"))
      .groupBy("shipment_status_counts.status"),
  ),
};

export async function scopeStatusCounts(scope: ShipmentScope): Promise<Record<ShipmentStatus, number>> {
  const counts = emptyStatusCounts();
  const db = getDb();
  const { rows } =
    scope.kind === "customer"
      ? await statusCountQueries.customer.execute(db, { customerId: scope.customerId })
      : scope.kind === "branch"
        ? await statusCountQueries.branch.execute(db, { branchId: scope.branchId })
        : await statusCountQueries.all.execute(db, {});
  for (const c of rows) counts[c.status] = Number(c.n ?? 0);
  return counts;
}

/**
 * Where a page's walk starts. By default at the list's first entry, skipping (page - 1) × perPage
 * index entries. A deep page of the admin list in date order (no filter but the status and a
 * one-character search) starts at the month its first row is in instead: the months before it are
 * skipped with the per-month counts the triggers keep (`shipment_search_months`), so the walk skips
 * at most one month of index entries, not every earlier page ("indexed paging").
 */
export interface PageStart {
  /** Desc: only rows created before this (the next month's `YYYY-MM`); asc: from this month on. */
  before?: string;
  from?: string;
  /** Index entries still to skip from there. */
  skip: number;
}

/** Below this offset the walk is cheaper than reading the month counts. */
const MONTH_SKIP_FROM = 2_000;

const nextMonth = (month: string) => {
  const [y, m] = month.split("-").map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, "0")}`;
};

export async function pageStart(input: ShipmentListInput, fromOffset = MONTH_SKIP_FROM): Promise<PageStart | null> {
  const offset = (input.page - 1) * input.perPage;
  if (
    offset < fromOffset ||
    input.sort !== "created_at" ||
    input.scope.kind !== "all" ||
    input.type ||
    input.from ||
    input.to
  )
    return null;
  const search = shipmentSearch(input.q);
  if (search && search.kind !== "char") return null;
  const column =
    search?.kind === "char" ? sql.ref(`shipment_search_months.c_${search.ch}`) : sql.ref("shipment_search_months.n");
  const months = await getDb()
    .selectFrom("shipment_search_months")
    .select((eb) => ["shipment_search_months.month", eb.fn.sum<number>(column).as("n")])
    .$if(Boolean(input.status), (q) => q.where("shipment_search_months.status", "=", input.status!))
    .groupBy("shipment_search_months.month")
    .orderBy("shipment_search_months.month", input.dir)
    .execute();
  let before = 0;
  for (const { month, n } of months) {
    const count = Number(n ?? 0);
    if (before + count > offset)
      return input.dir === "desc"
        ? { before: nextMonth(month), skip: offset - before }
        : { from: month, skip: offset - before };
    before += count;
  }
  return null;
}

/** What a row of the list, and of its export, shows: the shipment with its customer's and branch's names. */
const LIST_COLUMNS = [
  "shipments.id",
  "shipments.tracking_number",
  "shipments.status",
  "shipments.shipping_type",
  "shipments.outside_shipping_type",
  "shipments.sender_name",
  "shipments.sender_city",
  "shipments.sender_country",
  "shipments.receiver_name",
  "shipments.receiver_city",
  "shipments.receiver_country",
  "shipments.piece_count",
  "shipments.total_weight_g",
  "shipments.total_price_minor",
  "shipments.currency",
  "shipments.price_minor",
  "shipments.price_currency",
  "shipments.payer",
  "shipments.cod_amount_minor",
  "shipments.created_at",
  "customer.name as customer_name",
  "branches.name as branch_name",
] as const;

/** The page's rows: the page's ids first, read from an index (deep pages skip index entries, not rows), then those rows. */
function pageIds(input: ShipmentListInput, start: PageStart | null) {
  const base = filtered(input);
  const withStatus = input.status ? base.where("shipments.status", "=", input.status) : base;
  const bounded = start?.before
    ? withStatus.where("shipments.created_at", "<", start.before)
    : start?.from
      ? withStatus.where("shipments.created_at", ">=", start.from)
      : withStatus;
  return bounded
    .select("shipments.id")
    .orderBy(`shipments.${input.sort}`, input.dir)
    .orderBy("shipments.id", input.dir)
    .limit(input.perPage)
    .offset(start ? start.skip : (input.page - 1) * input.perPage);
}

export function listShipmentsQueries(input: ShipmentListInput, start: PageStart | null = null) {
  const hasFilters = Boolean(input.type || input.from || input.to || input.q?.trim());
  // `id in (…)`: SQLite reads the 25 ids, looks each row up by its key and sorts those 25 (a join on
  // the derived table let it walk the whole created_at index instead).
  const rows = getDb()
    .selectFrom("shipments")
    .where("shipments.id", "in", pageIds(input, start))
    .innerJoin("users as customer", "customer.id", "shipments.customer_id")
    .innerJoin("branches", "branches.id", "shipments.branch_id")
    .select(LIST_COLUMNS)
    .orderBy(`shipments.${input.sort}`, input.dir)
    .orderBy("shipments.id", input.dir);
  // The status tabs of a one-character search with no other filter, for admins and agents: the
  // per-character counts the triggers keep (at most 50 branches × 8 statuses rows).
  const search = shipmentSearch(input.q);
  const keptCounts =
    search?.kind === "char" && input.scope.kind !== "customer" && !input.type && !input.from && !input.to
      ? getDb()
          .selectFrom("shipment_search_counts")
          .select((eb) => [
            "shipment_search_counts.status",
            eb.fn.sum<number>(sql.ref(`shipment_search_counts.c_${search.ch}`)).as("n"),
          ])
          .$if(input.scope.kind === "branch", (q) =>
            q.where("shipment_search_counts.branch_id", "=", input.scope.kind === "branch" ? input.scope.branchId : -1),
          )
          .groupBy("shipment_search_counts.status")
      : null;
  // Live counts for the status tabs: every filter but the status itself.
  const liveCounts =
    keptCounts ??
    (hasFilters
      ? filtered(input)
          .select((eb) => ["shipments.status", eb.fn.countAll<number>().as("n")])
          .groupBy("shipments.status")
      : null);
  return { rows, liveCounts };
}

export async function listShipments(input: ShipmentListInput) {
  const queries = listShipmentsQueries(input, await pageStart(input));
  const [rows, statusCounts] = await Promise.all([
    queries.rows.execute(),
    queries.liveCounts
      ? queries.liveCounts.execute().then((counts) => {
          const byStatus = emptyStatusCounts();
          for (const c of counts) byStatus[c.status] = Number(c.n ?? 0);
          return byStatus;
        })
      : scopeStatusCounts(input.scope),
  ]);
  // The total is the tab's count: every filter but the status is in the counts already.
  const total = input.status ? statusCounts[input.status] : Object.values(statusCounts).reduce((a, b) => a + b, 0);
  return { rows, total, statusCounts };
}
export type ShipmentListRow = Awaited<ReturnType<typeof listShipments>>["rows"][number];

/** The list's filters and order without its page: what an export of the list reads. */
export type ShipmentExportInput = Omit<ShipmentListInput, "page" | "perPage">;

/** One keyset page of an export: the rows after `last` (the previous page's last sort value and id). */
function shipmentExportPage(input: ShipmentExportInput, last: { value: unknown; id: number } | null, limit: number) {
  const base = filtered(input);
  const withStatus = input.status ? base.where("shipments.status", "=", input.status) : base;
  const page = last
    ? withStatus.where(afterKey(sql.ref(`shipments.${input.sort}`), sql.ref("shipments.id"), last, input.dir))
    : withStatus;
  return page
    .innerJoin("users as customer", "customer.id", "shipments.customer_id")
    .innerJoin("branches", "branches.id", "shipments.branch_id")
    .select(LIST_COLUMNS)
    .orderBy(`shipments.${input.sort}`, input.dir)
    .orderBy("shipments.id", input.dir)
    .limit(limit);
}
export type ShipmentExportRow = Awaited<ReturnType<ReturnType<typeof shipmentExportPage>["execute"]>>[number];

/**
 * Every shipment of the list as filtered and sorted, in keyset pages (models/keyset.server.ts) with the
 * customer's and branch's names: an export reads a page, writes it, and reads the next.
 */
export function exportShipments(input: ShipmentExportInput, pageSize = EXPORT_PAGE_SIZE) {
  return keysetPages<ShipmentExportRow>(
    (last, limit) => shipmentExportPage(input, last && { value: last[input.sort], id: last.id }, limit).execute(),
    pageSize,
  );
}

// ---------------------------------------------------------------------------------------------
// Detail

export async function getShipment(id: number, scope: ShipmentScope) {
  const db = getDb();
  const [shipment, parcels, events] = await Promise.all([
    db
      .selectFrom("shipments")
      .innerJoin("users as customer", "customer.id", "shipments.customer_id")
      .innerJoin("branches", "branches.id", "shipments.branch_id")
      .leftJoin("users as creator", "creator.id", "shipments.created_by")
      .selectAll("shipments")
      .select([
        "customer.name as customer_name",
        "customer.email as customer_email",
        "branches.name as branch_name",
        "branches.city as branch_city",
        "branches.phone as branch_phone",
        "creator.name as created_by_name",
        "creator.role as created_by_role",
      ])
      .where("shipments.id", "=", id)
      .where(inScope(scope))
      .executeTakeFirst(),
    db
      .selectFrom("shipment_parcels")
      .select(["piece_number", "width_cm", "length_cm", "height_cm", "weight_g"])
      .where("shipment_id", "=", id)
      .orderBy("piece_number")
      .execute(),
    db
      .selectFrom("shipment_events")
      .leftJoin("users", "users.id", "shipment_events.created_by")
      .select([
        "shipment_events.id",
        "shipment_events.status",
        "shipment_events.location",
        "shipment_events.note",
        "shipment_events.occurred_at",
        "shipment_events.recipient_name",
        "shipment_events.failure_reason",
        "shipment_events.next_attempt_on",
        "users.name as created_by_name",
        "users.role as created_by_role",
      ])
      .where("shipment_events.shipment_id", "=", id)
      .orderBy("shipment_events.occurred_at", "desc")
      .orderBy("shipment_events.id", "desc")
      .execute(),
  ]);
  if (!shipment) return undefined;
  // The search columns are the triggers' (migration 0009), not the shipment's.
  const { search_text: _text, search_chars: _chars, ...booked } = shipment;
  return { shipment: booked, parcels, events };
}
export type ShipmentDetail = NonNullable<Awaited<ReturnType<typeof getShipment>>>;

/** The columns a printed label shows (components/shipments/ShippingLabel.tsx). */
const LABEL_COLUMNS = [
  "shipments.id",
  "shipments.tracking_number",
  "shipments.shipping_type",
  "shipments.outside_shipping_type",
  "shipments.piece_count",
  "shipments.payer",
  "shipments.cod_amount_minor",
  "shipments.cod_payment_type",
  "shipments.price_minor",
  "shipments.price_currency",
  "shipments.created_at",
  ...(["sender", "receiver"] as const).flatMap(
    (who) =>
      [
        `shipments.${who}_name`,
        `shipments.${who}_company_name`,
        `shipments.${who}_address`,
        `shipments.${who}_district`,
        `shipments.${who}_county`,
        `shipments.${who}_zip_code`,
        `shipments.${who}_city`,
        `shipments.${who}_country`,
        `shipments.${who}_phone`,
      ] as const,
  ),
  "branches.name as branch_name",
] as const;

/**
 * The shipments of a batch print that the reader may see, with their parcels, in the order asked: two
 * statements whatever the number of ids. Unknown ids and ids outside the scope are left out alike.
 */
export async function getShipmentsForLabels(ids: readonly number[], scope: ShipmentScope) {
  if (ids.length === 0) return [];
  const db = getDb();
  const visible = db
    .selectFrom("shipments")
    .select("shipments.id")
    .where("shipments.id", "in", [...ids])
    .where(inScope(scope));
  const [shipments, parcels] = await Promise.all([
    db
      .selectFrom("shipments")
      .innerJoin("branches", "branches.id", "shipments.branch_id")
      .select(LABEL_COLUMNS)
      .where("shipments.id", "in", [...ids])
      .where(inScope(scope))
      .execute(),
    db
      .selectFrom("shipment_parcels")
      .select(["shipment_id", "piece_number", "width_cm", "length_cm", "height_cm", "weight_g"])
      .where("shipment_id", "in", visible)
      .orderBy("shipment_id")
      .orderBy("piece_number")
      .execute(),
  ]);
  const byId = new Map(
    shipments.map((s) => [s.id, { shipment: s, parcels: [] as Omit<(typeof parcels)[number], "shipment_id">[] }]),
  );
  for (const { shipment_id, ...parcel } of parcels) byId.get(shipment_id)?.parcels.push(parcel);
  return ids.flatMap((id) => byId.get(id) ?? []);
}

// ---------------------------------------------------------------------------------------------
// Public tracking: no names, addresses, phones or emails leave this function.

/** The public lookup's two queries, compiled once (prepared.server.ts): every tracking lookup runs them. */
const trackedShipment = prepared((db: Kysely<Database>, p: (name: "number") => never) =>
  db
    .selectFrom("shipments")
    .select([
      "id",
      "tracking_number",
      "status",
      "shipping_type",
      "piece_count",
      "sender_city",
      "sender_country",
      "receiver_city",
      "receiver_country",
      "created_at",
    ])
    .where("tracking_number", "=", p("number")),
);
const trackedEvents = prepared((db: Kysely<Database>, p: (name: "shipment") => never) =>
  db
    .selectFrom("shipment_events")
    .select(["id", "status", "location", "occurred_at", "recipient_name", "failure_reason", "next_attempt_on"])
    .where("shipment_id", "=", p("shipment"))
    .orderBy("occurred_at", "desc")
    .orderBy("id", "desc"),
);

export function initialsOf(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((word) => `${word.charAt(0).toLocaleUpperCase("tr-TR")}.`)
    .join(" ");
}

export async function trackShipment(trackingNumber: string) {
  const db = getDb();
  const shipment = (await trackedShipment.execute(db, { number: trackingNumber })).rows[0];
  if (!shipment) return undefined;
  const { rows } = await trackedEvents.execute(db, { shipment: shipment.id });
  // Who received it leaves as initials only ("Ayşe Yılmaz" → "A. Y.").
  const events = rows.map(({ recipient_name, ...event }) => ({
    ...event,
    recipient_initials: recipient_name ? initialsOf(recipient_name) : null,
  }));
  const { id: _id, ...publicShipment } = shipment;
  return { shipment: publicShipment, events };
}

export type TrackedShipment = NonNullable<Awaited<ReturnType<typeof trackShipment>>>;

/**
 * Several numbers at once, in two statements whatever their number (the shipments, then all their events, each
 * an IN list). The answer has one entry per number asked, in the order asked: the result, or undefined.
 */
export async function trackShipments(numbers: string[]): Promise<Array<TrackedShipment | undefined>> {
  if (numbers.length === 0) return [];
  const db = getDb();
  const shipments = await db
    .selectFrom("shipments")
    .select([
      "id",
      "tracking_number",
      "status",
      "shipping_type",
      "piece_count",
      "sender_city",
      "sender_country",
      "receiver_city",
      "receiver_country",
      "created_at",
    ])
    .where("tracking_number", "in", numbers)
    .execute();
  const events = shipments.length
    ? await db
        .selectFrom("shipment_events")
        .select([
          "shipment_id",
          "id",
          "status",
          "location",
          "occurred_at",
          "recipient_name",
          "failure_reason",
          "next_attempt_on",
        ])
        .where(
          "shipment_id",
          "in",
          shipments.map((s) => s.id),
        )
        .orderBy("occurred_at", "desc")
        .orderBy("id", "desc")
        .execute()
    : [];
  return numbers.map((number) => {
    const shipment = shipments.find((s) => s.tracking_number === number);
    if (!shipment) return undefined;
    const { id, ...publicShipment } = shipment;
    return {
      shipment: publicShipment,
      events: events
        .filter((e) => e.shipment_id === id)
        .map(({ shipment_id: _shipment, recipient_name, ...event }) => ({
          ...event,
          recipient_initials: recipient_name ? initialsOf(recipient_name) : null,
        })),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Booking

export interface PartyInput {
  name: string;
  companyName?: string;
  country: string;
  city: string;
  county?: string;
  district?: string;
  address: string;
  zipCode?: string;
  taxId?: string;
  email?: string;
  phone: string;
}

export interface CargoInput {
  shippingType: ShippingType;
  outsideShippingType: OutsideShippingType;
  width?: number;
  length?: number;
  height?: number;
  /** Per piece, grams. */
  weight: number;
  count: number;
  unitPrice?: number;
  currency: ShipmentCurrency;
  customsTariffDescription?: string;
  gtipCode?: string;
  productCountry?: string;
  specialNote?: string;
  insurance?: boolean;
  proformaInvoice?: boolean;
  payer?: Payer;
  /** TRY minor units. */
  codAmount?: number;
  codPaymentType?: CodPaymentType;
}

export interface CreateShipmentInput {
  customerId: number;
  creator: Pick<PublicUser, "id" | "role" | "branch_id">;
  sender: PartyInput;
  receiver: PartyInput;
  cargo: CargoInput;
  /** The carriage price the server computed (shipment-pricing.server.ts); never a posted value. */
  price?: { minor: number; currency: string } | null;
  now?: Date;
  /** The customer's own order number (a bulk import's `reference` column); unique per customer. */
  reference?: string | null;
  /** Seed only: a fixed status history instead of the "created" event. */
  trackingNumber?: string;
}

function senderColumns(p: PartyInput) {
  return {
    sender_name: p.name,
    sender_company_name: p.companyName || null,
    sender_country: p.country,
    sender_city: p.city,
    sender_county: p.county || null,
    sender_district: p.district || null,
    sender_address: p.address,
    sender_zip_code: p.zipCode || null,
    sender_tax_id: p.taxId || null,
    sender_email: p.email || null,
    sender_phone: p.phone,
  };
}

function receiverColumns(p: PartyInput) {
  return {
    receiver_name: p.name,
    receiver_company_name: p.companyName || null,
    receiver_country: p.country,
    receiver_city: p.city,
    receiver_county: p.county || null,
    receiver_district: p.district || null,
    receiver_address: p.address,
    receiver_zip_code: p.zipCode || null,
    receiver_tax_id: p.taxId || null,
    receiver_email: p.email || null,
    receiver_phone: p.phone,
  };
}

/**
 * The branch a shipment belongs to: the creating agent's; otherwise the branch serving the
 * sender's city; otherwise the main branch.
 */
export async function resolveBranch(
  db: Exec,
  creator: Pick<PublicUser, "role" | "branch_id">,
  senderCountry: string,
  senderCity: string,
): Promise<number> {
  if (creator.role === "agent" && creator.branch_id) return creator.branch_id;
  const branches = await db
    .selectFrom("branches")
    .select(["id", "city", "is_main"])
    .where("deleted_at", "is", null)
    .orderBy("is_main", "desc")
    .orderBy("id")
    .execute();
  if (branches.length === 0) throw new Error("No branch to assign the shipment to");
  if (senderCountry === "TR") {
    const city = foldTr(senderCity);
    const local = branches.find((b) => foldTr(b.city) === city);
    if (local) return local.id;
  }
  return (branches.find((b) => b.is_main === 1) ?? branches[0]).id;
}

async function freeTrackingNumber(db: Exec): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidate = generateTrackingNumber();
    const taken = await db
      .selectFrom("shipments")
      .select("id")
      .where("tracking_number", "=", candidate)
      .executeTakeFirst();
    if (!taken) return candidate;
  }
  throw new Error("Could not find a free tracking number");
}

export async function createShipment(input: CreateShipmentInput, db: Exec = getDb()) {
  const run = async (trx: Exec) => {
    const now = (input.now ?? new Date()).toISOString();
    const branchId = await resolveBranch(trx, input.creator, input.sender.country, input.sender.city);
    const trackingNumber = input.trackingNumber ?? (await freeTrackingNumber(trx));
    const unitPrice = input.cargo.unitPrice ?? 0;
    const row = await trx
      .insertInto("shipments")
      .values({
        tracking_number: trackingNumber,
        customer_id: input.customerId,
        branch_id: branchId,
        created_by: input.creator.id,
        status: "created",
        shipping_type: input.cargo.shippingType,
        outside_shipping_type: input.cargo.outsideShippingType,
        ...senderColumns(input.sender),
        ...receiverColumns(input.receiver),
        piece_count: input.cargo.count,
        total_weight_g: input.cargo.weight * input.cargo.count,
        customs_tariff_description: input.cargo.customsTariffDescription || null,
        gtip_code: input.cargo.gtipCode || null,
        product_country: input.cargo.productCountry || null,
        unit_price_minor: unitPrice,
        // Computed here, never taken from the form.
        total_price_minor: unitPrice * input.cargo.count,
        currency: input.cargo.currency,
        special_note: input.cargo.specialNote || null,
        insurance: input.cargo.insurance ? 1 : 0,
        proforma_invoice: input.cargo.proformaInvoice ? 1 : 0,
        price_minor: input.price?.minor ?? null,
        price_currency: input.price?.currency ?? null,
        payer: input.cargo.payer ?? "sender",
        cod_amount_minor: input.cargo.codAmount ?? null,
        cod_payment_type: input.cargo.codAmount ? (input.cargo.codPaymentType ?? "cash") : null,
        reference: input.reference || null,
        terms_accepted_at: now,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("shipment_parcels")
      .values(
        Array.from({ length: input.cargo.count }, (_, i) => ({
          shipment_id: row.id,
          piece_number: i + 1,
          width_cm: input.cargo.width ?? null,
          length_cm: input.cargo.length ?? null,
          height_cm: input.cargo.height ?? null,
          weight_g: input.cargo.weight,
        })),
      )
      .execute();
    await trx
      .insertInto("shipment_events")
      .values({
        shipment_id: row.id,
        status: "created",
        location: input.sender.city,
        note: null,
        occurred_at: now,
        created_by: input.creator.id,
        created_at: now,
      })
      .execute();
    return { id: row.id, trackingNumber, branchId };
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

// ---------------------------------------------------------------------------------------------
// Status changes: each one an appended event; the shipment's status follows in the same transaction.

export type StatusChangeResult = { ok: true } | { ok: false; reason: "not-found" | "transition" };

async function appendEvent(
  trx: Transaction<Database>,
  shipmentId: number,
  from: ShipmentStatus,
  event: {
    status: ShipmentStatus;
    location: string;
    note?: string | null;
    by: number | null;
    at: string;
    recipientName?: string | null;
    failureReason?: AttemptFailure | null;
    nextAttemptOn?: string | null;
    codCollected?: boolean;
    /** Queue the sender's and receiver's notifications in this transaction (off for the demo data). */
    notify?: boolean;
  },
): Promise<boolean> {
  // Guarded on the status we read, so two staff members cannot both move it from the same state. It answers
  // what the notifications need, so telling the sender and receiver costs no extra read of the shipment.
  const updated = await trx
    .updateTable("shipments")
    .set({
      status: event.status,
      updated_at: event.at,
      ...(event.codCollected ? { cod_collected_at: event.at } : {}),
    })
    .where("id", "=", shipmentId)
    .where("status", "=", from)
    .returning(["id", "customer_id", "receiver_country", "receiver_email", "receiver_phone"])
    .executeTakeFirst();
  if (!updated) return false;
  const inserted = await trx
    .insertInto("shipment_events")
    .values({
      shipment_id: shipmentId,
      status: event.status,
      location: event.location,
      note: event.note || null,
      occurred_at: event.at,
      created_by: event.by,
      created_at: event.at,
      recipient_name: event.recipientName || null,
      failure_reason: event.failureReason ?? null,
      next_attempt_on: event.nextAttemptOn || null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (event.notify !== false) await enqueueStatusNotifications(trx, updated, inserted.id, event.at);
  return true;
}

export async function addShipmentEvent(
  input: {
    shipmentId: number;
    scope: ShipmentScope;
    status: ShipmentStatus;
    location: string;
    note?: string;
    by: number;
    now?: Date;
    /** Delivered: who took it, and whether the cash-on-delivery amount was collected. */
    recipientName?: string;
    codCollected?: boolean;
    /** An attempt that did not deliver (out for delivery again): why, and the next attempt's day. */
    failureReason?: AttemptFailure;
    nextAttemptOn?: string;
    /** Failed attempts allowed before the shipment goes back to the sender (company setting). */
    attemptsAllowed?: number;
    /** False: no notifications (the demo data's history). */
    notify?: boolean;
  },
  db: Exec = getDb(),
): Promise<StatusChangeResult & { returned?: boolean }> {
  const inTransaction = <T>(work: (trx: Transaction<Database>) => Promise<T>) =>
    db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
  return inTransaction(async (trx) => {
    const current = await trx
      .selectFrom("shipments")
      .select(["status", "cod_amount_minor", "cod_collected_at"])
      .where("id", "=", input.shipmentId)
      .where(inScope(input.scope))
      .executeTakeFirst();
    if (!current) return { ok: false, reason: "not-found" } as const;
    if (input.status === "cancelled" || !canTransition(current.status, input.status))
      return { ok: false, reason: "transition" } as const;
    const at = (input.now ?? new Date()).toISOString();
    const delivered = input.status === "delivered";
    const failed = input.status === "out_for_delivery" && input.failureReason !== undefined;
    const done = await appendEvent(trx, input.shipmentId, current.status, {
      status: input.status,
      location: input.location,
      note: input.note,
      by: input.by,
      at,
      recipientName: delivered ? input.recipientName : null,
      failureReason: failed ? input.failureReason : null,
      nextAttemptOn: failed ? input.nextAttemptOn : null,
      codCollected:
        delivered && input.codCollected === true && current.cod_amount_minor !== null && !current.cod_collected_at,
      notify: input.notify,
    });
    if (!done) return { ok: false, reason: "transition" } as const;
    if (!failed || input.attemptsAllowed === undefined) return { ok: true } as const;
    const attempts = await trx
      .selectFrom("shipment_events")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("shipment_id", "=", input.shipmentId)
      .where("status", "=", "out_for_delivery")
      .where("failure_reason", "is not", null)
      .executeTakeFirstOrThrow();
    if (Number(attempts.n) < input.attemptsAllowed) return { ok: true } as const;
    // The last attempt allowed failed: the shipment goes back to the sender (the reason kept on that event).
    await appendEvent(trx, input.shipmentId, "out_for_delivery", {
      status: "returned",
      location: input.location,
      by: input.by,
      at,
      failureReason: input.failureReason,
      notify: input.notify,
    });
    return { ok: true, returned: true } as const;
  });
}

export async function cancelShipment(input: {
  shipmentId: number;
  scope: ShipmentScope;
  role: Role;
  by: number;
  reason?: string;
  now?: Date;
}): Promise<StatusChangeResult> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const current = await trx
        .selectFrom("shipments")
        .select(["status", "sender_city"])
        .where("id", "=", input.shipmentId)
        .where(inScope(input.scope))
        .executeTakeFirst();
      if (!current) return { ok: false, reason: "not-found" } as const;
      if (!canCancel(current.status, input.role)) return { ok: false, reason: "transition" } as const;
      const at = (input.now ?? new Date()).toISOString();
      const done = await appendEvent(trx, input.shipmentId, current.status, {
        status: "cancelled",
        location: current.sender_city,
        note: input.reason,
        by: input.by,
        at,
      });
      return done ? ({ ok: true } as const) : ({ ok: false, reason: "transition" } as const);
    });
}

// ---------------------------------------------------------------------------------------------
// Home figures

export function recentShipmentsQuery(scope: ShipmentScope, since: string) {
  return getDb()
    .selectFrom("shipments")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where(inScope(scope))
    .where("shipments.created_at", ">=", since);
}

/** The admins' count of the last 30 days (`recentShipmentsQuery` unscoped), compiled once: the admin home asks on every visit. */
const allRecentShipments = prepared((db: Kysely<Database>, p: (name: "since") => never) =>
  db
    .selectFrom("shipments")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("shipments.created_at", ">=", p("since")),
);

/** The home figures: per-status counts from the trigger-kept table, and the last 30 days on the created_at indexes. */
export async function shipmentFigures(scope: ShipmentScope, now = new Date()) {
  const since30 = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const recentQuery =
    scope.kind === "all"
      ? allRecentShipments.execute(getDb(), { since: since30 }).then(({ rows }) => rows[0]!)
      : recentShipmentsQuery(scope, since30).executeTakeFirstOrThrow();
  const [byStatus, recent] = await Promise.all([scopeStatusCounts(scope), recentQuery]);
  const total = Object.values(byStatus).reduce((a, b) => a + b, 0);
  const active = byStatus.accepted + byStatus.in_transit + byStatus.at_customs + byStatus.out_for_delivery;
  return { byStatus, total, active, last30Days: Number(recent.n ?? 0) };
}

// ---------------------------------------------------------------------------------------------
// Customers that staff book for

/**
 * Which customers a user may pick in the wizard (and read the profile of): the ones their lists show.
 * An admin any; an agent the customers with a shipment, offer or freight request in the agent's own
 * lists (the branch's rows, unassigned requests, what they bid or took care of), by the same row scopes
 * as those lists; a customer only themselves. Outside the scope a customer is "not found".
 */
export type CustomerScope =
  | { kind: "all" }
  | { kind: "branch"; user: Pick<PublicUser, "id" | "role" | "branch_id"> }
  | { kind: "self"; customerId: number };

export function customerScopeFor(user: Pick<PublicUser, "id" | "role" | "branch_id">): CustomerScope {
  if (user.role === "admin") return { kind: "all" };
  if (user.role === "agent") return { kind: "branch", user };
  return { kind: "self", customerId: user.id };
}

function customerInScope(scope: CustomerScope) {
  return (eb: ExpressionBuilder<Database, "users">) => {
    if (scope.kind === "all") return eb.lit(true);
    if (scope.kind === "self") return eb("users.id", "=", scope.customerId);
    const shipments = scopeFor(scope.user);
    const offers = offerScopeFor(scope.user);
    const freight = freightScopeFor(scope.user);
    // Inside these subqueries the builder also knows `users`; the lists' scope helpers name only their own table.
    return eb.or([
      eb.exists(
        eb
          .selectFrom("shipments")
          .select("shipments.id")
          .whereRef("shipments.customer_id", "=", "users.id")
          .where(inScope(shipments)),
      ),
      eb.exists(
        eb
          .selectFrom("offers")
          .select("offers.id")
          .whereRef("offers.customer_id", "=", "users.id")
          .where((o) => offerScopeWhere(o as unknown as ExpressionBuilder<Database, "offers">, offers)),
      ),
      eb.exists(
        eb
          .selectFrom("freight_requests")
          .select("freight_requests.id")
          .whereRef("freight_requests.customer_id", "=", "users.id")
          .where((f) => freightScopeWhere(f as unknown as ExpressionBuilder<Database, "freight_requests">, freight)),
      ),
    ]);
  };
}

export async function searchCustomers(q: string, scope: CustomerScope, limit = 10) {
  const pattern = likeContains(q.trim());
  return getDb()
    .selectFrom("users")
    .select(["id", "name", "email", "company_name", "customer_type"])
    .where("role", "=", "customer")
    .where("is_active", "=", 1)
    .where((eb) =>
      eb.or([ilike(eb.ref("name"), pattern), ilike(eb.ref("email"), pattern), ilike(eb.ref("company_name"), pattern)]),
    )
    .where(customerInScope(scope))
    .orderBy("name")
    .limit(limit)
    .execute();
}

export async function getCustomer(id: number, scope: CustomerScope) {
  return getDb()
    .selectFrom("users")
    .select(["id", "name", "email", "company_name", "customer_type", "tax_id", "phone", "address"])
    .where("id", "=", id)
    .where("role", "=", "customer")
    .where("is_active", "=", 1)
    .where(customerInScope(scope))
    .executeTakeFirst();
}
export type CustomerProfile = NonNullable<Awaited<ReturnType<typeof getCustomer>>>;
