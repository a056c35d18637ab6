import { z } from "zod";
import {
  MockError,
  addDays,
  avatarUrl,
  createRandom,
  intParam,
  isoDate,
  makeRoom,
  matches,
  nextId,
  notFound,
  paginate,
  processState,
} from "./core";
import { CITIES, COMPANIES, COUNTRIES, emailLocal, people, phone } from "./people";

/** Demo invoices (SPEC point 7, Invoices). */
export const INVOICE_STATUSES = ["Paid", "Downloaded", "Sent", "Draft", "Partial Payment", "Past Due"] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export interface InvoiceClient {
  address: string;
  company: string;
  companyEmail: string;
  country: string;
  contact: string;
  name: string;
}
export interface Invoice {
  id: number;
  issuedDate: string;
  client: InvoiceClient;
  service: string;
  total: number;
  avatar: string;
  invoiceStatus: InvoiceStatus;
  balance: number;
  dueDate: string;
}

/** Fixed payment details, shown on every invoice. */
export const PAYMENT_DETAILS = {
  totalDue: "€12,480.50",
  bankName: "Kargo Lojistik Bank",
  country: "Türkiye",
  iban: "TR33 0006 1005 1978 6457 8413 26",
  swiftCode: "KRGLTRIS",
} as const;

const SERVICES = [
  "Sea freight",
  "Air freight",
  "Road freight",
  "Express delivery",
  "Customs clearance",
  "Warehousing",
  "Insurance",
  "Door-to-door",
];
const STREETS = ["Liman Cd.", "Atatürk Blv.", "Hafenstraße", "Rue du Port", "Rua do Cais", "Dock Road", "Havenweg"];
export const FIRST_INVOICE_ID = 4987;

function createInvoices(now: Date): Invoice[] {
  const rng = createRandom(7_606);
  const clients = people(rng, 40);
  return Array.from({ length: 56 }, (_, i) => {
    const person = clients[i % clients.length];
    const country = rng.pick(COUNTRIES);
    const company = rng.pick(COMPANIES);
    const status = INVOICE_STATUSES[rng.int(0, INVOICE_STATUSES.length - 1)];
    const total = rng.int(120, 9_800);
    const issued = addDays(now, -(56 - i) * 3 - rng.int(0, 2));
    const balance =
      status === "Paid" ? 0 : status === "Partial Payment" ? Math.round(total * rng.int(20, 80)) / 100 : total;
    return {
      id: FIRST_INVOICE_ID + i,
      issuedDate: isoDate(issued),
      client: {
        address: `${STREETS[i % STREETS.length]} ${rng.int(1, 240)}, ${rng.pick(CITIES[country])}`,
        company,
        companyEmail: `${emailLocal(person.fullName)}@${emailLocal(company).replace(/\./g, "")}.example.com`,
        country,
        contact: phone(rng, country),
        name: person.fullName,
      },
      service: rng.pick(SERVICES),
      total,
      avatar: rng.chance(0.6) ? avatarUrl(person.fullName) : "",
      invoiceStatus: status,
      balance,
      dueDate: isoDate(addDays(issued, 30)),
    };
  });
}

const state = processState((now) => ({ invoices: createInvoices(now) }));
export const resetInvoices = state.reset;

const statusParam = z.preprocess(
  (v) =>
    v === ""
      ? undefined
      : typeof v === "string"
        ? (INVOICE_STATUSES.find((s) => s.toLowerCase() === v.trim().toLowerCase()) ?? v)
        : v,
  z.enum(INVOICE_STATUSES).optional(),
);

export const InvoiceListQuery = z.object({
  q: z.string().trim().max(200).default(""),
  perPage: intParam(10, 1, 100),
  page: intParam(1, 1, 100_000),
  status: statusParam,
});

const newestFirst = (a: Invoice, b: Invoice) => b.id - a.id;

/** Every invoice (`allData`), one filtered page (newest id first) and the filtered total. */
export function listInvoices(input: z.output<typeof InvoiceListQuery>) {
  const all = [...state.get().invoices].sort(newestFirst);
  const rows = all
    .filter((inv) => matches(inv.client.companyEmail, input.q) || matches(inv.client.name, input.q))
    .filter((inv) => (input.status ? inv.invoiceStatus === input.status : true));
  return { allData: all, invoices: paginate(rows, input.page, input.perPage), total: rows.length };
}

export function getInvoice(id: number) {
  const invoice = state.get().invoices.find((inv) => inv.id === id);
  if (!invoice) throw notFound("Invoice");
  return { invoice, paymentDetails: PAYMENT_DETAILS };
}

export const InvoiceIdQuery = z.object({ id: z.coerce.number().int().positive() });

export function deleteInvoice(id: number) {
  const { invoices } = state.get();
  const index = invoices.findIndex((inv) => inv.id === id);
  if (index < 0) throw notFound("Invoice");
  invoices.splice(index, 1);
  details.delete(id);
  return { id };
}

/** The clients of the first five invoices, for the invoice form's client picker. */
export function invoiceClients(): InvoiceClient[] {
  return state
    .get()
    .invoices.slice(0, 5)
    .map((inv) => inv.client);
}

/* ---------- lines, payments and saving (amounts in integer minor units inside) ---------- */

export interface InvoiceLine {
  title: string;
  description: string;
  /** Unit price in cents. */
  cost: number;
  qty: number;
}
export interface InvoicePayment {
  id: number;
  /** Cents. */
  amount: number;
  date: string;
  method: (typeof PAYMENT_METHODS)[number];
  note: string;
}
/** What the invoice document holds besides the list row: lines, rates in basis points, payments. */
export interface InvoiceDetails {
  items: InvoiceLine[];
  discount: number;
  tax: number;
  note: string;
  /** Cents; the list row's `balance` is this in the mock's own units. */
  balance: number;
  payments: InvoicePayment[];
}
export const PAYMENT_METHODS = ["bank-transfer", "card", "cash", "cheque"] as const;
/** Bounds that keep one invoice (and so the public demo's memory) small. */
export const MAX_INVOICE_LINES = 20;
export const MAX_INVOICE_PAYMENTS = 50;
export const MAX_INVOICES = 1000;

const details = new Map<number, InvoiceDetails>();
let detailsEpoch: unknown = null;

/** The details of an invoice; a sample invoice gets one line for its whole total the first time it is read. */
function detailsOf(invoice: Invoice): InvoiceDetails {
  // The sample invoices are recreated by a reset: forget what belonged to the old ones.
  const current = state.get();
  if (detailsEpoch !== current) {
    details.clear();
    detailsEpoch = current;
  }
  let d = details.get(invoice.id);
  if (!d) {
    const cents = Math.round(invoice.total * 100);
    d = {
      items: [{ title: invoice.service, description: "", cost: cents, qty: 1 }],
      discount: 0,
      tax: 0,
      note: "",
      balance: Math.round(invoice.balance * 100),
      payments: [],
    };
    details.set(invoice.id, d);
  }
  return d;
}

/** Rounds value × bp / 10000 half up, in integers. */
function share(value: number, bp: number): number {
  const product = value * bp;
  const quotient = Math.floor(product / 10_000);
  return (product - quotient * 10_000) * 2 >= 10_000 ? quotient + 1 : quotient;
}

/** Subtotal of the lines, minus the discount, plus tax on what remains; every figure in cents. */
export function invoiceTotals(items: readonly Pick<InvoiceLine, "cost" | "qty">[], discountBp: number, taxBp: number) {
  const subtotal = items.reduce((sum, line) => sum + line.cost * line.qty, 0);
  const discount = share(subtotal, discountBp);
  const tax = share(subtotal - discount, taxBp);
  return { subtotal, discount, tax, total: subtotal - discount + tax };
}

const text = (max: number) => z.string().trim().max(max);
const isoDay = z.iso.date();

export const InvoiceLineInput = z.object({
  title: text(120).min(1),
  description: text(500).default(""),
  cost: z.number().int().min(0).max(10_000_000_000),
  qty: z.number().int().min(1).max(100_000),
});

export const InvoiceClientInput = z.object({
  name: text(120).min(1),
  company: text(120).default(""),
  companyEmail: z.email().max(200),
  address: text(300).default(""),
  country: text(80).default(""),
  contact: text(40).default(""),
});

export const InvoiceSaveInput = z.object({
  issuedDate: isoDay,
  dueDate: isoDay,
  client: InvoiceClientInput,
  service: text(120).default(""),
  items: z.array(InvoiceLineInput).min(1).max(MAX_INVOICE_LINES),
  /** Basis points (1 % = 100). */
  discount: z.number().int().min(0).max(10_000),
  tax: z.number().int().min(0).max(10_000),
  note: text(1000).default(""),
});
export type InvoiceSave = z.output<typeof InvoiceSaveInput>;

/** An invoice with its lines and the totals the server computed (cents). */
export function getInvoiceDocument(id: number) {
  const { invoice, paymentDetails } = getInvoice(id);
  const d = detailsOf(invoice);
  return { invoice, ...d, totals: invoiceTotals(d.items, d.discount, d.tax), paymentDetails };
}

/**
 * Creates (no id) or replaces an invoice from the form. The totals are computed here from the lines, whatever a
 * client might claim; the list row keeps the mock's own units (major units, two decimals).
 */
export function saveInvoice(id: number | null, input: InvoiceSave): Invoice {
  const { invoices } = state.get();
  const totals = invoiceTotals(input.items, input.discount, input.tax);
  const existing = id === null ? undefined : invoices.find((inv) => inv.id === id);
  if (id !== null && !existing) throw notFound("Invoice");
  const paid = existing ? detailsOf(existing).payments.reduce((sum, p) => sum + p.amount, 0) : 0;
  const balance = Math.max(0, totals.total - paid);
  const status: InvoiceStatus = existing
    ? balance === 0
      ? "Paid"
      : paid > 0
        ? "Partial Payment"
        : existing.invoiceStatus === "Paid"
          ? "Sent"
          : existing.invoiceStatus
    : "Draft";
  const row: Invoice = {
    id: existing?.id ?? 0,
    issuedDate: input.issuedDate,
    dueDate: input.dueDate,
    client: input.client,
    service: input.service,
    total: totals.total / 100,
    balance: balance / 100,
    avatar: existing?.avatar ?? "",
    invoiceStatus: status,
  };
  if (existing) {
    Object.assign(existing, row);
  } else {
    for (const gone of makeRoom(invoices, MAX_INVOICES)) details.delete(gone.id);
    row.id = nextId(invoices);
    invoices.push(row);
  }
  detailsOf(row);
  details.set(row.id, {
    items: input.items.map((line) => ({ ...line })),
    discount: input.discount,
    tax: input.tax,
    note: input.note,
    balance,
    payments: existing ? detailsOf(existing).payments : [],
  });
  return existing ?? row;
}

export const InvoicePaymentInput = z.object({
  amount: z.number().int().min(1),
  date: isoDay,
  method: z.enum(PAYMENT_METHODS),
  note: text(300).default(""),
});

/** Records a payment: it lowers the balance (never below zero: more is a 400 on `amount`); zero makes it Paid. */
export function addInvoicePayment(id: number, input: z.output<typeof InvoicePaymentInput>) {
  const { invoice } = getInvoice(id);
  const d = detailsOf(invoice);
  if (input.amount > d.balance) throw new MockError(400, "More than the balance", { amount: "balance" });
  if (d.payments.length >= MAX_INVOICE_PAYMENTS) throw new MockError(409, "Too many payments on one invoice");
  d.payments.push({ id: d.payments.length + 1, ...input });
  d.balance -= input.amount;
  invoice.balance = d.balance / 100;
  invoice.invoiceStatus = d.balance === 0 ? "Paid" : "Partial Payment";
  return { invoice, balance: d.balance };
}

/** Marks an invoice as sent (the mail itself is the panel's). */
export function markInvoiceSent(id: number) {
  const { invoice } = getInvoice(id);
  if (invoice.invoiceStatus === "Draft") invoice.invoiceStatus = "Sent";
  return invoice;
}
