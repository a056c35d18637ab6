import { z } from "zod";
import { addDays, avatarUrl, createRandom, intParam, isoDate, matches, notFound, paginate, processState } from "./core";
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
  return { id };
}

/** The clients of the first five invoices, for the invoice form's client picker. */
export function invoiceClients(): InvoiceClient[] {
  return state
    .get()
    .invoices.slice(0, 5)
    .map((inv) => inv.client);
}
