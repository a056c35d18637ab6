import { sql, type ExpressionBuilder } from "kysely";
import { getDb } from "./db.server";
import { EXPORT_PAGE_SIZE, afterKey, keysetPages } from "./keyset.server";
import { ilike, likeContains, nowIso } from "./dialect.server";
import type { Database } from "./schema";
import type { ShipmentScope } from "./shipments.server";
import { COD_STATES, type CodState } from "~/lib/shipments/domain";
import { normaliseTrackingNumber } from "~/lib/shipments/tracking-number";

/**
 * Cash on delivery: the shipments with an amount to collect, by state (to collect, collected by the courier,
 * paid out to the customer), scoped like shipments (a customer their own, an agent their branch's). Pages,
 * counts and totals are computed in SQL. A cancelled or returned shipment whose amount was never collected
 * has nothing to collect and is left out.
 */
function inScope(scope: ShipmentScope) {
  return (eb: ExpressionBuilder<Database, "shipments">) => {
    if (scope.kind === "branch") return eb("shipments.branch_id", "=", scope.branchId);
    if (scope.kind === "customer") return eb("shipments.customer_id", "=", scope.customerId);
    return eb.lit(true);
  };
}

/** A search: a whole tracking number, or part of the receiver's name. */
function matching(q: string | undefined) {
  return (eb: ExpressionBuilder<Database, "shipments">) => {
    const text = (q ?? "").trim();
    if (!text) return eb.lit(true);
    const number = normaliseTrackingNumber(text);
    return eb.or([
      ...(number ? [eb("shipments.tracking_number", "=", number)] : []),
      ilike(eb.ref("shipments.receiver_name"), likeContains(text)),
    ]);
  };
}

function codRows(scope: ShipmentScope, q?: string) {
  return getDb()
    .selectFrom("shipments")
    .where("shipments.cod_amount_minor", "is not", null)
    .where(inScope(scope))
    .where(matching(q))
    .where((eb) =>
      eb.or([
        eb("shipments.cod_collected_at", "is not", null),
        eb("shipments.status", "not in", ["cancelled", "returned"]),
      ]),
    );
}

function inState(state: CodState) {
  return (eb: ExpressionBuilder<Database, "shipments">) => {
    if (state === "paid_out") return eb("shipments.cod_paid_out_at", "is not", null);
    if (state === "collected")
      return eb.and([eb("shipments.cod_collected_at", "is not", null), eb("shipments.cod_paid_out_at", "is", null)]);
    return eb("shipments.cod_collected_at", "is", null);
  };
}

export function isCodState(value: unknown): value is CodState {
  return typeof value === "string" && (COD_STATES as readonly string[]).includes(value);
}

export type CodTotals = Record<CodState, { count: number; amountMinor: number }>;

/** How many amounts and how much per state, in one grouped query. */
export async function codTotals(scope: ShipmentScope, q?: string): Promise<CodTotals> {
  const state = sql<CodState>`case when shipments.cod_paid_out_at is not null then 'paid_out' when shipments.cod_collected_at is not null then 'collected' else 'to_collect' end`;
  const rows = await codRows(scope, q)
    .select((eb) => [
      state.as("state"),
      eb.fn.countAll<number | string>().as("n"),
      eb.fn.sum<number | string>("shipments.cod_amount_minor").as("amount"),
    ])
    .groupBy(state)
    .execute();
  const out = Object.fromEntries(COD_STATES.map((s) => [s, { count: 0, amountMinor: 0 }])) as CodTotals;
  for (const r of rows) out[r.state] = { count: Number(r.n), amountMinor: Number(r.amount ?? 0) };
  return out;
}

export const COD_PER_PAGE = 25;

/** A state's amounts with the customer's name, newest booking first: a page of the screen or of an export. */
function codListRows(rows: ReturnType<typeof codRows>) {
  return rows
    .innerJoin("users as customer", "customer.id", "shipments.customer_id")
    .select([
      "shipments.id",
      "shipments.tracking_number",
      "shipments.status",
      "shipments.receiver_name",
      "shipments.receiver_city",
      "shipments.cod_amount_minor",
      "shipments.cod_payment_type",
      "shipments.cod_collected_at",
      "shipments.cod_paid_out_at",
      "shipments.cod_payout_reference",
      "shipments.created_at",
      "customer.name as customer_name",
    ])
    .orderBy("shipments.created_at", "desc")
    .orderBy("shipments.id", "desc");
}

/** One page of a state's amounts, newest booking first. */
export async function listCod(input: {
  scope: ShipmentScope;
  state: CodState;
  page: number;
  perPage?: number;
  q?: string;
}) {
  const perPage = input.perPage ?? COD_PER_PAGE;
  return codListRows(codRows(input.scope, input.q).where(inState(input.state)))
    .limit(perPage)
    .offset((input.page - 1) * perPage)
    .execute();
}
export type CodRow = Awaited<ReturnType<typeof listCod>>[number];

/** One keyset page of a state's amounts for an export, newest booking first like the list. */
function codExportPage(
  input: { scope: ShipmentScope; state: CodState; q?: string },
  last: { value: unknown; id: number } | null,
  limit: number,
) {
  const rows = codRows(input.scope, input.q).where(inState(input.state));
  const page = last
    ? rows.where(afterKey(sql.ref("shipments.created_at"), sql.ref("shipments.id"), last, "desc"))
    : rows;
  return codListRows(page).limit(limit);
}
export type CodExportRow = Awaited<ReturnType<ReturnType<typeof codExportPage>["execute"]>>[number];

/** Every amount of a state (with the list's search), in keyset pages, for an export. */
export function exportCod(input: { scope: ShipmentScope; state: CodState; q?: string }, pageSize = EXPORT_PAGE_SIZE) {
  return keysetPages<CodExportRow>(
    (last, limit) => codExportPage(input, last && { value: last.created_at, id: last.id }, limit).execute(),
    pageSize,
  );
}

/**
 * Records that collected amounts were paid out to their customers on `paidOn` (YYYY-MM-DD) under one
 * reference (a bank transfer's). Only collected, not yet paid amounts in the staff member's scope change;
 * answers how many did.
 */
export async function recordPayout(input: {
  scope: ShipmentScope;
  shipmentIds: number[];
  paidOn: string;
  reference: string;
  by: number;
}): Promise<number> {
  if (input.shipmentIds.length === 0) return 0;
  const result = await getDb()
    .updateTable("shipments")
    .set({
      cod_paid_out_at: input.paidOn,
      cod_payout_reference: input.reference,
      cod_paid_out_by: input.by,
      updated_at: nowIso(),
    })
    .where("id", "in", input.shipmentIds)
    .where("cod_amount_minor", "is not", null)
    .where("cod_collected_at", "is not", null)
    .where("cod_paid_out_at", "is", null)
    .where(inScope(input.scope))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
