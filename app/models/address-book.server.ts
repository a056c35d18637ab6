import type { ExpressionBuilder } from "kysely";
import { getDb } from "./db.server";
import { likeContains, nowIso } from "./dialect.server";
import type { Database } from "./schema";
import { freightScopeFor, freightScopeWhere } from "./freight.server";
import { offerScopeFor, scopeWhere as offerScopeWhere } from "./offers.server";
import { customerScopeFor, scopeFor, type CustomerScope } from "./shipments.server";
import type { PublicUser } from "./users.server";
import {
  CSV_COLUMNS,
  addressBookSchema,
  addressSearchText,
  type AddressBookSort,
  type AddressBookValues,
} from "~/lib/address-book/schema";
import { parseCsv, toCsv } from "~/lib/csv";
import type { AddressValues } from "~/lib/schemas/shipments";
import { HOME_COUNTRY } from "~/lib/shipments/countries";
import { foldSearchQuery } from "~/lib/shipments/search-fold";
import { turkeyPlaces } from "~/lib/shipments/places.server";
import { ADDRESS_FIELDS } from "~/lib/shipments/wizard";

/**
 * Customers' address books. A customer reads and writes their own; staff read the books of the
 * customers they serve, by the wizard's customer scope (decision 0009: an admin all, an agent the
 * customers their lists show). Outside the scope an entry is "not found".
 */
export function addressBookScopeFor(user: Pick<PublicUser, "id" | "role" | "branch_id">): CustomerScope {
  return customerScopeFor(user);
}

function inScope(scope: CustomerScope) {
  return (eb: ExpressionBuilder<Database, "address_book">) => {
    if (scope.kind === "self") return eb("address_book.customer_id", "=", scope.customerId);
    if (scope.kind === "all") return eb.lit(true);
    // The customers an agent's lists show (decision 0009, as customerInScope in shipments.server.ts), as three
    // lists of ids read on the lists' own indexes rather than a test of every customer: the same set, at the
    // scale of a large company a few milliseconds instead of a second.
    const user = scope.user;
    const shipments = scopeFor(user);
    return eb.or([
      eb(
        "address_book.customer_id",
        "in",
        eb
          .selectFrom("shipments")
          .select("shipments.customer_id")
          .where("shipments.branch_id", "=", shipments.kind === "branch" ? shipments.branchId : -1),
      ),
      eb(
        "address_book.customer_id",
        "in",
        eb
          .selectFrom("offers")
          .select("offers.customer_id")
          .where((o) => offerScopeWhere(o as unknown as ExpressionBuilder<Database, "offers">, offerScopeFor(user))),
      ),
      eb(
        "address_book.customer_id",
        "in",
        eb
          .selectFrom("freight_requests")
          .select("freight_requests.customer_id")
          .where((f) =>
            freightScopeWhere(f as unknown as ExpressionBuilder<Database, "freight_requests">, freightScopeFor(user)),
          ),
      ),
    ]);
  };
}

const LIST_COLUMNS = [
  "address_book.id",
  "address_book.customer_id",
  "address_book.label",
  "address_book.name",
  "address_book.company_name",
  "address_book.country",
  "address_book.city",
  "address_book.county",
  "address_book.phone",
  "address_book.created_at",
] as const;

export interface AddressListInput {
  scope: CustomerScope;
  q?: string;
  page: number;
  perPage: number;
  sort: AddressBookSort;
  dir: "asc" | "desc";
}

function filtered(input: Pick<AddressListInput, "scope" | "q">) {
  let query = getDb().selectFrom("address_book").where(inScope(input.scope));
  const folded = input.q ? foldSearchQuery(input.q) : "";
  if (folded) query = query.where("address_book.search_text", "like", likeContains(folded));
  return query;
}

/** One page of a scope's entries (with the customer's name for staff) and the total, both in SQL. */
export async function listAddresses(input: AddressListInput) {
  const [rows, count] = await Promise.all([
    filtered(input)
      .innerJoin("users as customer", "customer.id", "address_book.customer_id")
      .select([...LIST_COLUMNS, "customer.name as customer_name"])
      .orderBy(`address_book.${input.sort}`, input.dir)
      .orderBy("address_book.id", input.dir)
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage)
      .execute(),
    filtered(input)
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.n ?? 0) };
}
export type AddressListRow = Awaited<ReturnType<typeof listAddresses>>["rows"][number];

export async function getAddress(id: number, scope: CustomerScope) {
  return getDb()
    .selectFrom("address_book")
    .innerJoin("users as customer", "customer.id", "address_book.customer_id")
    .selectAll("address_book")
    .select(["customer.name as customer_name"])
    .where("address_book.id", "=", id)
    .where(inScope(scope))
    .executeTakeFirst();
}
export type AddressEntry = NonNullable<Awaited<ReturnType<typeof getAddress>>>;

function columns(label: string, a: AddressValues) {
  return {
    label,
    name: a.name,
    company_name: a.companyName || null,
    country: a.country,
    city: a.city,
    county: a.county || null,
    district: a.district || null,
    address: a.address,
    zip_code: a.zipCode || null,
    tax_id: a.taxId || null,
    email: a.email || null,
    phone: a.phone,
    search_text: addressSearchText({ label, ...a }),
  };
}

/** A saved entry as the wizard's flat values of one side (`receiver.name`, …). */
export function entryToPartyValues(entry: AddressEntry, party: "sender" | "receiver"): Record<string, string> {
  const values: Record<string, string | null> = {
    name: entry.name,
    companyName: entry.company_name,
    country: entry.country,
    city: entry.city,
    county: entry.county,
    district: entry.district,
    address: entry.address,
    zipCode: entry.zip_code,
    taxId: entry.tax_id,
    email: entry.email,
    phone: entry.phone,
  };
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (v) out[`${party}.${k}`] = v;
  return out;
}

/** An entry as the form's nested defaults (`{ label, book: { … } }`). */
export function entryToFormValues(entry: AddressEntry) {
  const flat = entryToPartyValues(entry, "sender");
  return {
    label: entry.label,
    book: Object.fromEntries(Object.entries(flat).map(([k, v]) => [k.slice("sender.".length), v])),
  };
}

export async function createAddress(customerId: number, values: AddressBookValues, now = new Date()) {
  const at = now.toISOString();
  return getDb()
    .insertInto("address_book")
    .values({ customer_id: customerId, ...columns(values.label, values.book), created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
}

/** Only the owner changes an entry: the scope is the customer's own. */
export async function updateAddress(id: number, customerId: number, values: AddressBookValues): Promise<boolean> {
  const result = await getDb()
    .updateTable("address_book")
    .set({ ...columns(values.label, values.book), updated_at: nowIso() })
    .where("id", "=", id)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteAddress(id: number, customerId: number): Promise<boolean> {
  const result = await getDb()
    .deleteFrom("address_book")
    .where("id", "=", id)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

// ---------------------------------------------------------------------------------------------
// The wizard

/**
 * The entries a side of the wizard may take: in Türkiye for the side that is at home, abroad for the
 * other, of the customer the shipment is for (who must be in the user's scope), matching a search.
 */
export async function pickerAddresses(input: {
  customerId: number;
  scope: CustomerScope;
  side: "home" | "abroad";
  q?: string;
  limit?: number;
}) {
  const folded = input.q ? foldSearchQuery(input.q) : "";
  return getDb()
    .selectFrom("address_book")
    .select(["id", "label", "name", "city", "country"])
    .where("customer_id", "=", input.customerId)
    .where(inScope(input.scope))
    .where("country", input.side === "home" ? "=" : "<>", HOME_COUNTRY)
    .$if(Boolean(folded), (q) => q.where("search_text", "like", likeContains(folded)))
    .orderBy("label")
    .orderBy("id")
    .limit(input.limit ?? 50)
    .execute();
}
export type PickerAddress = Awaited<ReturnType<typeof pickerAddresses>>[number];

/** One entry of the shipment's customer, for a side of the wizard (null when it is not theirs or not in the scope). */
export async function pickedAddress(id: number, customerId: number, scope: CustomerScope) {
  const entry = await getAddress(id, scope);
  return entry && entry.customer_id === customerId ? entry : null;
}

/**
 * "Save this address" in the wizard: the step's checked address goes into the customer's book, labelled
 * by the name (and company), unless the same address is already there.
 */
export async function saveFromWizard(customerId: number, a: AddressValues): Promise<number> {
  const same = await getDb()
    .selectFrom("address_book")
    .select("id")
    .where("customer_id", "=", customerId)
    .where("name", "=", a.name)
    .where("address", "=", a.address)
    .where("city", "=", a.city)
    .where("phone", "=", a.phone)
    .executeTakeFirst();
  if (same) return same.id;
  const label = (a.companyName ? `${a.name} · ${a.companyName}` : a.name).slice(0, 80);
  return (await createAddress(customerId, { label, book: a })).id;
}

// ---------------------------------------------------------------------------------------------
// CSV

/** The scope's entries as CSV, in the layout the import reads back (at most `limit` rows, label order). */
export async function exportAddressesCsv(scope: CustomerScope, limit = 10_000): Promise<string> {
  const rows = await getDb()
    .selectFrom("address_book")
    .selectAll("address_book")
    .where(inScope(scope))
    .orderBy("customer_id")
    .orderBy("label")
    .orderBy("id")
    .limit(limit)
    .execute();
  return toCsv(
    [...CSV_COLUMNS],
    rows.map((r) => [
      r.label,
      r.name,
      r.company_name,
      r.country,
      r.city,
      r.county,
      r.district,
      r.address,
      r.zip_code,
      r.tax_id,
      r.email,
      r.phone,
    ]),
  );
}

export interface AddressImportReport {
  added: number;
  rejected: number;
  rejections: Array<{ line: number; value: string; field: string; reason: string }>;
}

export class AddressCsvError extends Error {
  constructor(readonly key: "missingColumns" | "empty" | "tooManyRows") {
    super(key);
  }
}

export const IMPORT_MAX_ROWS = 2_000;

/**
 * Adds the rows of a CSV file (the export's layout; `;` separators and Windows-1254 text are read too)
 * to the customer's book. Each row is checked by the form's schema; a refused row is reported with its
 * line and first error and the others are still added, in one transaction.
 */
export async function importAddressesCsv(customerId: number, text: string): Promise<AddressImportReport> {
  const table = parseCsv(text);
  if (table.rows.length === 0) throw new AddressCsvError("empty");
  if (table.rows.length > IMPORT_MAX_ROWS) throw new AddressCsvError("tooManyRows");
  const at = (name: string) => table.header.indexOf(name.toLowerCase());
  const required = ["label", "name", "country", "city", "address", "phone"];
  if (required.some((c) => at(c) < 0)) throw new AddressCsvError("missingColumns");
  const schema = addressBookSchema(turkeyPlaces);
  const accepted: AddressBookValues[] = [];
  const report: AddressImportReport = { added: 0, rejected: 0, rejections: [] };
  for (const row of table.rows) {
    const cell = (name: string) => {
      const i = at(name);
      const value = i >= 0 ? (row.cells[i] ?? "").trim() : "";
      return value === "" ? undefined : value;
    };
    const book = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, cell(f)]));
    if (typeof book.country === "string") book.country = book.country.toUpperCase();
    const parsed = schema.safeParse({ label: cell("label"), book });
    if (parsed.success) {
      accepted.push(parsed.data);
      continue;
    }
    const issue = parsed.error.issues[0];
    const field = String(issue.path[issue.path.length - 1] ?? "");
    report.rejected++;
    if (report.rejections.length < 100)
      report.rejections.push({ line: row.line, field, value: cell(field) ?? "", reason: issue.message });
  }
  if (accepted.length) {
    const now = nowIso();
    await getDb()
      .transaction()
      .execute(async (trx) => {
        for (let i = 0; i < accepted.length; i += 200) {
          await trx
            .insertInto("address_book")
            .values(
              accepted.slice(i, i + 200).map((v) => ({
                customer_id: customerId,
                ...columns(v.label, v.book),
                created_at: now,
                updated_at: now,
              })),
            )
            .execute();
        }
      });
  }
  report.added = accepted.length;
  return report;
}
