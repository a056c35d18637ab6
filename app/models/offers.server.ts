import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type SelectQueryBuilder,
  type SqlBool,
} from "kysely";
import { EXPORT_PAGE_SIZE, afterKey, keysetPages } from "./keyset.server";
import { prepared } from "./prepared.server";
import { getDb } from "./db.server";
import { ilike, likeContains, nowIso } from "./dialect.server";
import type { Database, Offer } from "./schema";
import { freightScopeFor, freightScopeWhere } from "./freight.server";
import { storedCount } from "./sales-counts.server";
import { nextSequence } from "./sequences.server";
import type { PublicUser } from "./users.server";
import { NUMBER_PREFIXES, formatDocumentNumber } from "~/lib/freight/domain";
import { discountedTotal } from "~/lib/money";
import {
  OFFER_SORTS,
  OFFER_STATUSES,
  canApply,
  effectiveStatus,
  nextStatus,
  todayIso,
  type OfferEvent,
  type OfferStatus,
  type OfferStatusFilter,
} from "~/lib/offers/domain";
import type { OfferInput } from "~/lib/schemas/offers";

/**
 * Price offers. Row scope: admins see all; agents their branch's offers and the ones they bid;
 * customers only offers made to their account or their verified address, once sent. Totals are computed here from price
 * and discount, never taken from a form.
 */
export type OfferScope =
  { kind: "all" } | { kind: "branch"; branchId: number | null; userId: number } | { kind: "own"; customerId: number };

export function offerScopeFor(user: Pick<PublicUser, "id" | "role" | "branch_id">): OfferScope {
  if (user.role === "admin") return { kind: "all" };
  if (user.role === "agent") return { kind: "branch", branchId: user.branch_id, userId: user.id };
  return { kind: "own", customerId: user.id };
}

type OfferEb = ExpressionBuilder<Database, "offers">;

/**
 * A customer's offers: those made to their account, and those made out to their address before anyone's
 * account was linked to them, once that address is verified (the subquery answers no address while it
 * is not). A typed address alone proves nothing: anyone can register with any address.
 */
function ownOffersWhere(eb: OfferEb, customerId: number) {
  const verifiedEmail = eb
    .selectFrom("users")
    .select("users.email")
    .where("users.id", "=", customerId)
    .where("users.email_verified_at", "is not", null);
  return eb.and([
    eb.or([
      eb("offers.customer_id", "=", customerId),
      eb.and([eb("offers.customer_id", "is", null), eb("offers.offer_to_email", "=", verifiedEmail)]),
    ]),
    eb("offers.status", "!=", "draft"),
  ]);
}

export function scopeWhere(eb: OfferEb, scope: OfferScope) {
  if (scope.kind === "own") return ownOffersWhere(eb, scope.customerId);
  if (scope.kind === "branch") {
    const visible = [eb("offers.bidder_id", "=", scope.userId), eb("offers.created_by", "=", scope.userId)];
    if (scope.branchId !== null) visible.push(eb("offers.branch_id", "=", scope.branchId));
    return eb.or(visible);
  }
  return eb.lit(true);
}

/** The status filter as SQL: a sent offer past its validity counts as expired. */
function statusWhere(eb: OfferEb, status: OfferStatus, today: string) {
  switch (status) {
    case "sent":
      return eb.and([eb("offers.status", "=", "sent"), eb("offers.valid_until", ">=", today)]);
    case "expired":
      return eb.or([
        eb("offers.status", "=", "expired"),
        eb.and([eb("offers.status", "=", "sent"), eb("offers.valid_until", "<", today)]),
      ]);
    default:
      return eb("offers.status", "=", status);
  }
}

function effectiveStatusSql(today: string) {
  return sql<OfferStatus>`case when offers.status = 'sent' and offers.valid_until < ${today} then 'expired' else offers.status end`;
}

/**
 * The customer account that verified this address, if there is one: the offer is then linked to that
 * account. An unverified account with the address is not linked (it sees the offer once verified).
 */
async function customerByEmail(db: Kysely<Database>, email: string | null) {
  if (!email) return null;
  return (
    (await db
      .selectFrom("users")
      .select(["id", "name", "email"])
      .where("email", "=", email.trim().toLowerCase())
      .where("role", "=", "customer")
      .where("email_verified_at", "is not", null)
      .executeTakeFirst()) ?? null
  );
}

/** Active staff who may appear as the bidder: admins pick anyone; agents themselves or a colleague of their branch. */
export async function bidderOptions(user: PublicUser) {
  let q = getDb()
    .selectFrom("users")
    .select(["id", "name", "email", "role", "branch_id"])
    .where("is_active", "=", 1)
    .where("role", "in", ["admin", "agent"]);
  if (user.role !== "admin")
    q = q.where((eb) =>
      eb.or([eb("id", "=", user.id), eb.and([eb("role", "=", "agent"), eb("branch_id", "=", user.branch_id ?? -1)])]),
    );
  return q.orderBy("name").execute();
}

export type SaveOfferResult =
  { ok: true; id: number; number: string } | { ok: false; reason: "bidder" | "freight" | "not-found" | "status" };

interface SaveContext {
  user: PublicUser;
  now?: Date;
  /** Seeds write offers in any status directly. */
  status?: OfferStatus;
  sentAt?: string | null;
  respondedAt?: string | null;
}

async function resolveRefs(db: Kysely<Database>, input: OfferInput, ctx: SaveContext) {
  const bidders = await db
    .selectFrom("users")
    .select(["id", "name", "email", "role", "branch_id"])
    .where("id", "=", input.bidderId)
    .where("is_active", "=", 1)
    .where("role", "in", ["admin", "agent"])
    .executeTakeFirst();
  const bidderAllowed =
    bidders &&
    (ctx.user.role === "admin" ||
      bidders.id === ctx.user.id ||
      (bidders.role === "agent" && bidders.branch_id !== null && bidders.branch_id === ctx.user.branch_id));
  if (!bidders || !bidderAllowed) return { error: "bidder" as const };
  let freight: { id: number; branch_id: number | null; customer_id: number | null } | undefined;
  if (input.freightId !== null) {
    const scope = freightScopeFor(ctx.user);
    freight = await db
      .selectFrom("freight_requests")
      .select(["id", "branch_id", "customer_id"])
      .where("id", "=", input.freightId)
      .where((eb) => (scope.kind === "own" ? eb.lit(false) : freightScopeWhere(eb, scope)))
      .executeTakeFirst();
    if (!freight) return { error: "freight" as const };
  }
  const customer = await customerByEmail(db, input.offerToEmail);
  return {
    bidder: bidders,
    freight,
    customerId: customer?.id ?? freight?.customer_id ?? null,
    branchId: freight?.branch_id ?? bidders.branch_id ?? (ctx.user.role === "agent" ? ctx.user.branch_id : null),
  };
}

/** Creates an offer (a draft unless a seed says otherwise) with a new number and the computed total. */
export async function insertOffer(db: Kysely<Database>, input: OfferInput, ctx: SaveContext): Promise<SaveOfferResult> {
  const refs = await resolveRefs(db, input, ctx);
  if ("error" in refs) return { ok: false, reason: refs.error ?? "bidder" };
  const now = ctx.now ?? new Date();
  const at = now.toISOString();
  const year = Number(input.date.slice(0, 4));
  const seq = await nextSequence(db, "offer", year);
  const number = formatDocumentNumber(NUMBER_PREFIXES.offer, year, seq);
  const row = await db
    .insertInto("offers")
    .values({
      number,
      freight_id: input.freightId,
      customer_id: refs.customerId,
      offer_to: input.offerTo,
      offer_to_email: input.offerToEmail ? input.offerToEmail.toLowerCase() : null,
      bidder_id: refs.bidder.id,
      bidder_name: refs.bidder.name,
      bidder_email: refs.bidder.email,
      branch_id: refs.branchId,
      date: input.date,
      valid_until: input.validUntil,
      currency: input.currency,
      price_minor: input.priceMinor,
      discount_bp: input.discountBp,
      total_minor: discountedTotal(input.priceMinor, input.discountBp),
      description: input.description,
      status: ctx.status ?? "draft",
      sent_at: ctx.sentAt ?? null,
      responded_at: ctx.respondedAt ?? null,
      created_by: ctx.user.id,
      created_at: at,
      updated_at: at,
      updated_by: ctx.user.id,
    })
    .returning(["id", "number"])
    .executeTakeFirstOrThrow();
  return { ok: true, id: row.id, number: row.number };
}

export async function createOffer(input: OfferInput, user: PublicUser): Promise<SaveOfferResult> {
  return getDb()
    .transaction()
    .execute((trx) => insertOffer(trx, input, { user }));
}

/** Saves changes to a draft; offers already sent are a document the customer has seen and stay as they are. */
export async function updateOffer(
  scope: OfferScope,
  id: number,
  input: OfferInput,
  user: PublicUser,
): Promise<SaveOfferResult> {
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const current = await trx
        .selectFrom("offers")
        .select(["id", "number", "status", "valid_until", "freight_id"])
        .where("id", "=", id)
        .where((eb) => scopeWhere(eb, scope))
        .executeTakeFirst();
      if (!current) return { ok: false, reason: "not-found" };
      if (current.status !== "draft") return { ok: false, reason: "status" };
      // The request an offer answers is fixed when it is made: a posted freightId cannot move the offer
      // (and its customer) to another request.
      input = { ...input, freightId: current.freight_id };
      const refs = await resolveRefs(trx, input, { user });
      if ("error" in refs) return { ok: false, reason: refs.error ?? "bidder" };
      await trx
        .updateTable("offers")
        .set({
          freight_id: input.freightId,
          customer_id: refs.customerId,
          offer_to: input.offerTo,
          offer_to_email: input.offerToEmail ? input.offerToEmail.toLowerCase() : null,
          bidder_id: refs.bidder.id,
          bidder_name: refs.bidder.name,
          bidder_email: refs.bidder.email,
          branch_id: refs.branchId,
          date: input.date,
          valid_until: input.validUntil,
          currency: input.currency,
          price_minor: input.priceMinor,
          discount_bp: input.discountBp,
          total_minor: discountedTotal(input.priceMinor, input.discountBp),
          description: input.description,
          updated_at: nowIso(),
          updated_by: user.id,
        })
        .where("id", "=", id)
        .execute();
      return { ok: true, id, number: current.number };
    });
}

export type TransitionResult = { ok: true; offer: Offer } | { ok: false; reason: "not-found" | "status" | "expired" };

/**
 * Applies send, accept, reject or delete when the lifecycle allows it. A customer may only answer
 * their own sent offers (the scope sees to that); a sent offer past its validity cannot be accepted.
 */
export async function transitionOffer(
  scope: OfferScope,
  id: number,
  event: Exclude<OfferEvent, "edit">,
  userId: number,
  now = new Date(),
): Promise<TransitionResult> {
  const today = todayIso(now);
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const offer = await trx
        .selectFrom("offers")
        .selectAll()
        .where("id", "=", id)
        .where((eb) => scopeWhere(eb, scope))
        .executeTakeFirst();
      if (!offer) return { ok: false, reason: "not-found" };
      if (!canApply({ status: offer.status, validUntil: offer.valid_until }, event, today)) {
        const expired =
          effectiveStatus(offer.status, offer.valid_until, today) === "expired" ||
          (event === "send" && offer.valid_until < today);
        return { ok: false, reason: expired ? "expired" : "status" };
      }
      if (event === "delete") {
        await trx.deleteFrom("offers").where("id", "=", id).execute();
        return { ok: true, offer };
      }
      const status = nextStatus(offer.status, event) as OfferStatus;
      const at = now.toISOString();
      const changes = {
        status,
        updated_at: at,
        updated_by: userId,
        ...(event === "send" ? { sent_at: at } : { responded_at: at }),
      };
      await trx.updateTable("offers").set(changes).where("id", "=", id).execute();
      return { ok: true, offer: { ...offer, ...changes } };
    });
}

/** A list's offers before paging: `base` has the currency and search, `filtered` the status tab too. */
function offersFiltered(
  scope: OfferScope,
  input: { q?: string; status: OfferStatusFilter; currency?: string | null },
  today: string,
) {
  const scoped = getDb()
    .selectFrom("offers")
    .where((eb) => scopeWhere(eb, scope));
  let base = scoped;
  if (input.currency) base = base.where("offers.currency", "=", input.currency as Offer["currency"]);
  if (input.q) {
    const pattern = likeContains(input.q);
    base = base.where((eb) =>
      eb.or([
        ilike(eb.ref("offers.number"), pattern),
        ilike(eb.ref("offers.offer_to"), pattern),
        ilike(eb.ref("offers.offer_to_email"), pattern),
        ilike(eb.ref("offers.bidder_name"), pattern),
      ]),
    );
  }
  const filtered =
    input.status === "all" ? base : base.where((eb) => statusWhere(eb, input.status as OfferStatus, today));
  return { scoped, base, filtered };
}

/** A list's offers with their request's number and effective status, in the list's order (screen or export). */
function offerRows(
  filtered: ReturnType<typeof offersFiltered>["filtered"],
  input: Pick<OfferExportInput, "sort" | "dir">,
  today: string,
) {
  return filtered
    .leftJoin("freight_requests", "freight_requests.id", "offers.freight_id")
    .select([
      "offers.id",
      "offers.number",
      "offers.offer_to",
      "offers.offer_to_email",
      "offers.bidder_name",
      "offers.date",
      "offers.valid_until",
      "offers.currency",
      "offers.total_minor",
      "offers.discount_bp",
      "offers.customer_id",
      "freight_requests.number as freight_number",
      effectiveStatusSql(today).as("status"),
    ])
    .orderBy(`offers.${input.sort}`, input.dir)
    .orderBy("offers.id", input.dir);
}

/** One keyset page of an offers export: the rows after `last` (the previous page's last sort value and id). */
function offerExportPage(
  scope: OfferScope,
  input: OfferExportInput,
  today: string,
  last: { value: unknown; id: number } | null,
  limit: number,
) {
  const { filtered } = offersFiltered(scope, input, today);
  const page = last
    ? filtered.where(afterKey(sql.ref(`offers.${input.sort}`), sql.ref("offers.id"), last, input.dir))
    : filtered;
  return offerRows(page, input, today).limit(limit);
}
export type OfferExportInput = {
  sort: (typeof OFFER_SORTS)[number];
  dir: "asc" | "desc";
  q?: string;
  status: OfferStatusFilter;
  currency?: string | null;
};
export type OfferExportRow = Awaited<ReturnType<ReturnType<typeof offerExportPage>["execute"]>>[number];

/** Every offer of the list as filtered and sorted, in keyset pages, for an export. */
export function exportOffers(
  scope: OfferScope,
  input: OfferExportInput,
  now = new Date(),
  pageSize = EXPORT_PAGE_SIZE,
) {
  const today = todayIso(now);
  return keysetPages<OfferExportRow>(
    (last, limit) =>
      offerExportPage(scope, input, today, last && { value: last[input.sort], id: last.id }, limit).execute(),
    pageSize,
  );
}

export async function listOffers(
  scope: OfferScope,
  input: {
    page: number;
    perPage: number;
    sort: (typeof OFFER_SORTS)[number];
    dir: "asc" | "desc";
    q?: string;
    status: OfferStatusFilter;
    currency?: string | null;
  },
  now = new Date(),
) {
  const today = todayIso(now);
  const { scoped, base, filtered } = offersFiltered(scope, input, today);
  const [rows, counts] = await Promise.all([
    offerRows(filtered, input, today)
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage)
      .execute(),
    // (Builders are immutable: `base` is still `scoped` only when no filter and no search was added.)
    offerTabCounts(base, today, input.q ? "search" : scope.kind === "all" && base === scoped ? "stored" : "indexed"),
  ]);
  // The list's own total is its tab's count: the same rows, so no second count.
  return { rows, total: counts[input.status], counts };
}

/**
 * The status tabs' counts over a list's rows (scope, currency, search). The whole table (an admin's list, no
 * filter): the stored statuses from the trigger-kept counts (migration 0011), and of the sent ones the still
 * valid on the (status, valid_until) index, so only the open offers' entries are read. Other filters without
 * a search: each status is counted on its own on that index, and "all" is their sum (the CHECK constraint
 * allows no other status): on 10,000 offers 0.2 ms instead of 1.4 ms for one pass that evaluated five CASEs
 * a row. With a search every row has to be read and matched anyway, so one pass does it.
 */
async function offerTabCounts(
  base: SelectQueryBuilder<Database, "offers", object>,
  today: string,
  how: "stored" | "indexed" | "search",
): Promise<Record<OfferStatusFilter, number>> {
  let c: Record<string, number | string | null>;
  if (how === "search") {
    c = await base
      .select((eb) =>
        OFFER_STATUSES.map((s) =>
          eb.fn
            .sum<number>(
              eb
                .case()
                .when(statusWhere(eb, s, today))
                .then(1)
                .else(0)
                .end(),
            )
            .as(s),
        ),
      )
      .executeTakeFirstOrThrow();
  } else {
    const count = (where: (eb: OfferEb) => Expression<SqlBool>) =>
      base.where(where).select((eb) => eb.fn.countAll<number>().as("n"));
    const sent = count((e) => statusWhere(e, "sent", today)).as("sent");
    if (how === "stored") {
      const row = await getDb()
        .selectNoFrom((eb) => [
          storedCount(eb, "offers", "draft").as("draft"),
          sent,
          storedCount(eb, "offers", "accepted").as("accepted"),
          storedCount(eb, "offers", "rejected").as("rejected"),
          storedCount(eb, "offers", "expired").as("expiredStored"),
          storedCount(eb, "offers", "sent").as("sentStored"),
        ])
        .executeTakeFirstOrThrow();
      // A sent offer past its validity counts as expired: the stored sent ones that are not still valid.
      c = { ...row, expired: Number(row.expiredStored ?? 0) + Number(row.sentStored ?? 0) - Number(row.sent ?? 0) };
    } else {
      const row = await getDb()
        .selectNoFrom([
          count((e) => e("offers.status", "=", "draft")).as("draft"),
          sent,
          count((e) => e("offers.status", "=", "accepted")).as("accepted"),
          count((e) => e("offers.status", "=", "rejected")).as("rejected"),
          count((e) => e("offers.status", "=", "expired")).as("expiredStored"),
          count((e) => e.and([e("offers.status", "=", "sent"), e("offers.valid_until", "<", today)])).as("sentPast"),
        ])
        .executeTakeFirstOrThrow();
      c = { ...row, expired: Number(row.expiredStored ?? 0) + Number(row.sentPast ?? 0) };
    }
  }
  const counts = Object.fromEntries(OFFER_STATUSES.map((s) => [s, Number(c[s] ?? 0)])) as Record<OfferStatus, number>;
  return { all: OFFER_STATUSES.reduce((sum, s) => sum + counts[s], 0), ...counts };
}

/** One offer with its freight request, customer account and branch, as the user may see it. */
export async function getOffer(scope: OfferScope, id: number, now = new Date()) {
  const today = todayIso(now);
  const row = await getDb()
    .selectFrom("offers")
    .leftJoin("users as customer", "customer.id", "offers.customer_id")
    .leftJoin("users as bidder", "bidder.id", "offers.bidder_id")
    .leftJoin("branches", "branches.id", "offers.branch_id")
    .selectAll("offers")
    .select([
      "customer.name as customer_name",
      "customer.email as customer_email",
      "customer.company_name as customer_company",
      "customer.phone as customer_phone",
      "customer.address as customer_address",
      "bidder.phone as bidder_phone",
      "branches.name as branch_name",
      effectiveStatusSql(today).as("effective_status"),
    ])
    .where("offers.id", "=", id)
    .where((eb) => scopeWhere(eb as unknown as OfferEb, scope))
    .executeTakeFirst();
  if (!row) return undefined;
  const freight = row.freight_id
    ? await getDb()
        .selectFrom("freight_requests")
        .select([
          "id",
          "number",
          "transport_type",
          "origin_country",
          "origin_city",
          "destination_country",
          "destination_city",
          "package_count",
          "weight_kg",
          "length_cm",
          "width_cm",
          "height_cm",
          "total_weight_kg",
          "volume_m3",
          "volumetric_weight_kg",
          "chargeable_weight_kg",
          "is_dangerous",
          "dangerous_goods_class",
          "is_non_stackable",
          "description",
          "customer_id",
        ])
        .where("id", "=", row.freight_id)
        .executeTakeFirst()
    : undefined;
  return { ...row, freight: freight ?? null };
}
export type OfferDetail = NonNullable<Awaited<ReturnType<typeof getOffer>>>;

/** Offers made for some freight requests, in one query; customers only see the sent ones made to them. */
export async function offersForFreights(scope: OfferScope, freightIds: number[], now = new Date()) {
  if (freightIds.length === 0) return [];
  const today = todayIso(now);
  return getDb()
    .selectFrom("offers")
    .select([
      "offers.id",
      "offers.number",
      "offers.freight_id",
      "offers.currency",
      "offers.total_minor",
      "offers.valid_until",
      "offers.date",
      "offers.bidder_name",
      effectiveStatusSql(today).as("status"),
    ])
    .where("offers.freight_id", "in", freightIds)
    .where((eb) => scopeWhere(eb, scope))
    .orderBy("offers.date", "desc")
    .orderBy("offers.id", "desc")
    .execute();
}

const offerFiguresOf = (row: {
  total: number | string | null;
  awaiting: number | string | null;
  accepted: number | string | null;
  drafts: number | string | null;
}) => ({
  total: Number(row.total ?? 0),
  awaiting: Number(row.awaiting ?? 0),
  accepted: Number(row.accepted ?? 0),
  drafts: Number(row.drafts ?? 0),
});

/**
 * Unscoped (admins), compiled once (the admin home asks on every visit): the total, accepted and drafts from
 * the trigger-kept counts; the offers awaiting an answer (sent, still valid) on the (status, valid_until)
 * index, so only those entries are read.
 */
const allOfferFigures = prepared((db: Kysely<Database>, p: (name: "today") => never) =>
  db.selectNoFrom((eb) => [
    storedCount(eb, "offers").as("total"),
    eb
      .selectFrom("offers")
      .select(eb.fn.countAll<number>().as("n"))
      .where((e) => statusWhere(e, "sent", p("today")))
      .as("awaiting"),
    storedCount(eb, "offers", "accepted").as("accepted"),
    storedCount(eb, "offers", "draft").as("drafts"),
  ]),
);

/** The home screen's offer figures for a scope, in one query. */
export async function offerFigures(scope: OfferScope, now = new Date()) {
  const today = todayIso(now);
  const db = getDb();
  if (scope.kind === "all") {
    const { rows } = await allOfferFigures.execute(db, { today });
    return offerFiguresOf(rows[0]!);
  }
  // Scoped (agents, customers): one pass over the scope's rows.
  const row = await db
    .selectFrom("offers")
    .where((eb) => scopeWhere(eb, scope))
    .select((eb) => [
      eb.fn.countAll<number>().as("total"),
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(statusWhere(eb, "sent", today))
            .then(1)
            .else(0)
            .end(),
        )
        .as("awaiting"),
      eb.fn.sum<number>(eb.case().when("offers.status", "=", "accepted").then(1).else(0).end()).as("accepted"),
      eb.fn.sum<number>(eb.case().when("offers.status", "=", "draft").then(1).else(0).end()).as("drafts"),
    ])
    .executeTakeFirstOrThrow();
  return offerFiguresOf(row);
}

/** Who should hear about an offer being sent: the customer account (if it allows mail) or the address it was made out to. */
export async function offerRecipient(offer: Pick<Offer, "customer_id" | "offer_to_email" | "offer_to" | "freight_id">) {
  const db = getDb();
  if (offer.customer_id) {
    const user = await db
      .selectFrom("users")
      .select(["id", "name", "email", "locale", "permission_mail", "is_active"])
      .where("id", "=", offer.customer_id)
      .executeTakeFirst();
    if (!user || !user.is_active || user.permission_mail !== 1) return null;
    return { userId: user.id, name: user.name, email: user.email, locale: user.locale, hasAccount: true };
  }
  if (!offer.offer_to_email) return null;
  const freight = offer.freight_id
    ? await db.selectFrom("freight_requests").select(["locale"]).where("id", "=", offer.freight_id).executeTakeFirst()
    : undefined;
  return {
    userId: null,
    name: offer.offer_to,
    email: offer.offer_to_email,
    locale: freight?.locale ?? "tr",
    hasAccount: false,
  };
}

export async function staffContact(userId: number | null) {
  if (!userId) return undefined;
  return getDb()
    .selectFrom("users")
    .select(["id", "name", "email", "locale", "permission_mail", "is_active"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

/** The company header of printed documents: the main branch's address and phone. */
export async function companyHeader() {
  return getDb()
    .selectFrom("branches")
    .select(["name", "address", "city", "phone"])
    .where("is_main", "=", 1)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}
