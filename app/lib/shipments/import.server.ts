import type { TFunction } from "i18next";
import { z } from "zod";
import { CargoStepSchema, receiverStepSchema, senderStepSchema, sideOf, type PlaceChecker } from "../schemas/shipments";
import { parseWithZod } from "../submission";
import { foldTr } from "./turkish";
import { HOME_COUNTRY } from "./countries";
import { isDirection } from "../schemas/shipments";
import type { OutsideShippingType } from "./domain";
import { CHOICE_COLUMNS, IMPORT_COLUMNS, columnOfField, stepValues, wizardValues } from "./import-columns";
import { guessTurkishPlace } from "./places.server";
import { toFormData } from "./wizard";
import type { PricedRoute, ShipmentPrice } from "~/models/shipment-pricing.server";
import type { CargoInput, PartyInput } from "~/models/shipments.server";

/**
 * Each row of a bulk import judged by the wizard's own rules: the sender, receiver and cargo steps' schemas (with
 * Turkey's places and postcodes), the carriage price of the route, the cash-on-delivery limit, and the
 * customer's references (one already booked is reported as such, not as an error).
 */
export interface ImportIssue {
  /** The column the message is about; null for the row as a whole. */
  column: string | null;
  /** A translation key. */
  message: string;
  values?: Record<string, string>;
}

export type RowResult =
  | {
      line: number;
      status: "valid";
      reference: string | null;
      receiver: string;
      city: string;
      price: { minor: number; currency: string };
    }
  | { line: number; status: "invalid"; reference: string | null; issues: ImportIssue[] }
  | { line: number; status: "exists"; reference: string; shipment: { id: number; trackingNumber: string } };

export interface Booking {
  sender: PartyInput;
  receiver: PartyInput;
  cargo: CargoInput;
  price: { minor: number; currency: string };
  reference: string | null;
}

export interface StoredRow {
  line: number;
  cells: Record<string, string>;
}

export interface ImportContext {
  /** Who the shipments are booked for: their profile fills the side of a row in Türkiye that the row leaves empty. */
  customer: {
    id: number;
    name: string;
    company_name: string | null;
    email: string;
    phone: string | null;
    tax_id: string | null;
    address: string | null;
  };
  staff: boolean;
  places: PlaceChecker;
  /** The customer's references already booked. */
  existing: ReadonlyMap<string, { id: number; trackingNumber: string }>;
  codLimitMinor: number;
  price: (route: PricedRoute) => Promise<ShipmentPrice>;
  choice: (column: string, value: string) => string;
}

const REFERENCE_MAX = 100;

/** The customer's own address from their profile, for the side of the shipment that is in Türkiye. */
function profileValues(customer: ImportContext["customer"], party: "sender" | "receiver"): Record<string, string> {
  const place = guessTurkishPlace(customer.address ?? "");
  const values: Record<string, string> = {
    [`${party}.name`]: customer.name,
    [`${party}.companyName`]: customer.company_name ?? "",
    [`${party}.country`]: HOME_COUNTRY,
    [`${party}.city`]: place.city,
    [`${party}.county`]: place.county,
    [`${party}.district`]: place.district,
    [`${party}.address`]: place.street,
    [`${party}.zipCode`]: place.zipCode,
    [`${party}.taxId`]: customer.tax_id ?? "",
    [`${party}.email`]: customer.email,
    [`${party}.phone`]: customer.phone ?? "",
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ""));
}

/** Reads a closed list's value from its code or its label in the reader's language ("Yurt içi gönderi" → domestic). */
export function choiceReader(t: TFunction): (column: string, value: string) => string {
  const prefix: Record<string, string> = {
    outside_shipping_type: "shipments:outsideShippingTypes",
    shipping_type: "shipments:shippingTypes",
    payer: "shipments:payers",
    cod_payment_type: "shipments:codPaymentTypes",
  };
  const maps = new Map<string, Map<string, string>>();
  for (const [column, values] of Object.entries(CHOICE_COLUMNS)) {
    const map = new Map<string, string>();
    for (const v of values) {
      map.set(foldTr(v), v);
      map.set(foldTr(t(`${prefix[column]}.${v}`)), v);
    }
    maps.set(column, map);
  }
  return (column, value) => maps.get(column)?.get(foldTr(value)) ?? value;
}

function issuesOf(error: Record<string, string[] | null> | null | undefined): ImportIssue[] {
  const out: ImportIssue[] = [];
  for (const [name, messages] of Object.entries(error ?? {})) {
    if (!messages?.length || name === "step" || name === "customerId") continue;
    out.push({ column: columnOfField(name), message: messages[0] });
  }
  return out;
}

function priceKey(route: PricedRoute): string {
  return JSON.stringify(route);
}

/** Judges every row; `bookings` holds what "create" books for each valid one, by line. */
export async function validateImport(
  rows: readonly StoredRow[],
  ctx: ImportContext,
): Promise<{ results: RowResult[]; bookings: Map<number, Booking> }> {
  const results: RowResult[] = [];
  const bookings = new Map<number, Booking>();
  const firstLineOf = new Map<string, number>();
  // Many rows share a route and a weight: each distinct one is priced once.
  const prices = new Map<string, Promise<ShipmentPrice>>();
  const senderSchema = senderStepSchema({ places: ctx.places, staff: ctx.staff });
  const receiverSchemas = new Map<OutsideShippingType, ReturnType<typeof receiverStepSchema>>();

  for (const row of rows) {
    const issues: ImportIssue[] = [];
    const reference = row.cells.reference?.trim() || null;
    if (reference) {
      if (reference.length > REFERENCE_MAX) {
        issues.push({ column: "reference", message: "validation.tooLong" });
      } else {
        const existing = ctx.existing.get(reference);
        if (existing) {
          results.push({ line: row.line, status: "exists", reference, shipment: existing });
          continue;
        }
        const first = firstLineOf.get(reference);
        if (first !== undefined)
          issues.push({
            column: "reference",
            message: "shipment-import:errors.duplicateReference",
            values: { line: String(first) },
          });
        else firstLineOf.set(reference, row.line);
      }
    }

    const values = wizardValues(row.cells, ctx.choice);
    // Most files are parcels sent within Türkiye: an empty direction is that, not the wizard's "sending abroad".
    const directionValue = values.outsideShippingType ?? "domestic";
    const direction: OutsideShippingType = isDirection(directionValue) ? directionValue : "domestic";
    values.shippingType ??= "package";
    values.count ??= "1";
    // The side in Türkiye that is the customer's own (the sender, or the receiver of what comes from abroad),
    // left empty in the row, is the customer's profile address, as the wizard prefills it.
    const own: "sender" | "receiver" = direction === "import" ? "receiver" : "sender";
    const ownValues = stepValues(values, own);
    const senderValues =
      own === "sender" && Object.keys(ownValues).length === 0
        ? profileValues(ctx.customer, "sender")
        : stepValues(values, "sender");
    const receiverValues =
      own === "receiver" && Object.keys(ownValues).length === 0
        ? profileValues(ctx.customer, "receiver")
        : stepValues(values, "receiver");
    if (sideOf(direction, "sender") === "home") senderValues["sender.country"] ??= HOME_COUNTRY;
    if (sideOf(direction, "receiver") === "home") receiverValues["receiver.country"] ??= HOME_COUNTRY;

    const sender = parseWithZod(
      toFormData({
        ...senderValues,
        step: "sender",
        customerId: String(ctx.customer.id),
        outsideShippingType: directionValue,
      }),
      { schema: senderSchema },
    );
    if (sender.status !== "success") issues.push(...issuesOf(sender.error));
    let receiverSchema = receiverSchemas.get(direction);
    if (!receiverSchema)
      receiverSchemas.set(direction, (receiverSchema = receiverStepSchema({ places: ctx.places, direction })));
    const receiver = parseWithZod(toFormData({ ...receiverValues, step: "receiver" }), { schema: receiverSchema });
    if (receiver.status !== "success") issues.push(...issuesOf(receiver.error));
    const cargoValues = stepValues(values, "cargo");
    if (direction !== "domestic" && values.shippingType === "package") cargoValues.currency ??= "EUR";
    const cargo = parseWithZod(
      toFormData({
        ...cargoValues,
        step: "cargo",
        outsideShippingType: direction,
        // Accepted once for the whole file on the "create" form.
        acceptTransportTerms: "on",
        acceptUserAgreement: "on",
      }),
      { schema: CargoStepSchema },
    );
    if (cargo.status !== "success") issues.push(...issuesOf(cargo.error));

    if (issues.length || sender.status !== "success" || receiver.status !== "success" || cargo.status !== "success") {
      results.push({ line: row.line, status: "invalid", reference, issues: dedupe(issues) });
      continue;
    }
    const s = (sender.value as z.output<typeof senderSchema>).sender;
    const r = (receiver.value as z.output<typeof receiverSchema>).receiver;
    const c = { ...(cargo.value as z.output<typeof CargoStepSchema>), outsideShippingType: direction };
    const document = c.shippingType === "document";
    const route: PricedRoute = {
      direction,
      senderCountry: s.country,
      senderCity: s.city,
      receiverCountry: r.country,
      receiverCity: r.city,
      weightGrams: c.weight,
      count: c.count,
      widthCm: document ? null : c.width,
      lengthCm: document ? null : c.length,
      heightCm: document ? null : c.height,
    };
    const key = priceKey(route);
    let pending = prices.get(key);
    if (!pending) prices.set(key, (pending = ctx.price(route)));
    const price = await pending;
    if (price.status !== "ok") issues.push({ column: null, message: "shipments:price.none" });
    if (c.codAmount !== undefined && c.codAmount > ctx.codLimitMinor)
      issues.push({ column: "cod_amount", message: "shipments:validation.codLimit" });
    if (issues.length || price.status !== "ok") {
      results.push({ line: row.line, status: "invalid", reference, issues });
      continue;
    }
    const money = { minor: price.priceMinor, currency: price.currency };
    results.push({ line: row.line, status: "valid", reference, receiver: r.name, city: r.city, price: money });
    bookings.set(row.line, { sender: s, receiver: r, cargo: c, price: money, reference });
  }
  return { results, bookings };
}

/** One message per column (the first), in the columns' order. */
function dedupe(issues: ImportIssue[]): ImportIssue[] {
  const seen = new Set<string>();
  const order = new Map(IMPORT_COLUMNS.map((c, i) => [c.column, i]));
  return issues
    .filter((i) => {
      const key = i.column ?? "";
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort(
      (a, b) =>
        (a.column === null ? -1 : (order.get(a.column) ?? 0)) - (b.column === null ? -1 : (order.get(b.column) ?? 0)),
    );
}

/** The counts a preview shows above its rows. */
export function importCounts(results: readonly RowResult[]) {
  const counts = { valid: 0, invalid: 0, exists: 0 };
  for (const r of results) counts[r.status]++;
  return counts;
}
