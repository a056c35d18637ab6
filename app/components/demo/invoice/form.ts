import { z } from "zod";
import { parseAmount, parsePercent, minorToInput, percentToInput } from "~/lib/money";
import {
  InvoiceClientInput,
  InvoiceSaveInput,
  MAX_INVOICE_LINES,
  type InvoiceClient,
  type InvoiceLine,
  type InvoiceSave,
} from "~/mock/invoices";

/**
 * The invoice form as people type it (amounts like `100.50`, percentages like `18`) read into the mock's
 * input in cents and basis points. The form's repeater works without JavaScript: `add-line` and
 * `remove-line` come back to the server, which answers the same values with one line more or less.
 */
export const CURRENCY = "EUR";
const LINE_FIELDS = ["title", "description", "cost", "qty"] as const;

/** How many lines the posted form holds (the highest `items[n]` index plus one, at least one). */
export function lineCount(values: Record<string, string>): number {
  let count = 0;
  for (const key of Object.keys(values)) {
    const m = /^items\[(\d{1,3})]\./.exec(key);
    if (m) count = Math.max(count, Number(m[1]) + 1);
  }
  return Math.min(Math.max(count, 1), MAX_INVOICE_LINES);
}

export function addLine(values: Record<string, string>): Record<string, string> {
  const count = lineCount(values);
  if (count >= MAX_INVOICE_LINES) return values;
  return { ...values, [`items[${count}].title`]: "", [`items[${count}].qty`]: "1" };
}

/** The values without line `index`; the lines after it move up. */
export function removeLine(values: Record<string, string>, index: number): Record<string, string> {
  const count = lineCount(values);
  if (count <= 1 || index < 0 || index >= count) return values;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (!key.startsWith("items[")) out[key] = value;
  for (let from = 0, to = 0; from < count; from++) {
    if (from === index) continue;
    for (const f of LINE_FIELDS) {
      const v = values[`items[${from}].${f}`];
      if (v !== undefined) out[`items[${to}].${f}`] = v;
    }
    to++;
  }
  return out;
}

const CLIENT_FIELDS = ["name", "company", "companyEmail", "address", "country", "contact"] as const;
const emailCheck = z.email();
const dayCheck = z.iso.date();

/** Reads the posted form into the mock's input, or answers an i18n key per field in error. */
export function readInvoiceForm(
  values: Record<string, string>,
  clients: readonly InvoiceClient[],
): { ok: true; value: InvoiceSave } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const v = (name: string) => (values[name] ?? "").trim();
  for (const name of ["issuedDate", "dueDate"])
    if (!dayCheck.safeParse(v(name)).success) errors[name] = "demo-invoice:errors.date";
  if (!errors.issuedDate && !errors.dueDate && v("dueDate") < v("issuedDate"))
    errors.dueDate = "demo-invoice:errors.dueBeforeIssued";

  let client: InvoiceClient | undefined;
  const clientId = v("clientId");
  if (clientId !== "") {
    const index = Number(clientId);
    client = Number.isInteger(index) ? clients[index] : undefined;
    if (!client) errors.clientId = "demo-invoice:errors.client";
  } else {
    const typed = Object.fromEntries(CLIENT_FIELDS.map((f) => [f, v(`client.${f}`)]));
    if (!typed.name) errors["client.name"] = "demo-invoice:errors.required";
    if (!emailCheck.safeParse(typed.companyEmail).success) errors["client.companyEmail"] = "demo-invoice:errors.email";
    const parsed = InvoiceClientInput.safeParse(typed);
    if (parsed.success) client = parsed.data;
    else
      for (const issue of parsed.error.issues)
        errors[`client.${String(issue.path[0])}`] ??= "demo-invoice:errors.tooLong";
  }

  const items: InvoiceLine[] = [];
  for (let i = 0; i < lineCount(values); i++) {
    const title = v(`items[${i}].title`);
    const description = v(`items[${i}].description`);
    const cost = parseAmount(v(`items[${i}].cost`), CURRENCY);
    const qtyText = v(`items[${i}].qty`);
    const qty = /^\d{1,6}$/.test(qtyText) ? Number(qtyText) : NaN;
    if (!title) errors[`items[${i}].title`] = "demo-invoice:errors.required";
    else if (title.length > 120) errors[`items[${i}].title`] = "demo-invoice:errors.tooLong";
    if (description.length > 500) errors[`items[${i}].description`] = "demo-invoice:errors.tooLong";
    if (cost === null) errors[`items[${i}].cost`] = "demo-invoice:errors.amount";
    if (!(qty >= 1 && qty <= 100_000)) errors[`items[${i}].qty`] = "demo-invoice:errors.qty";
    items.push({ title, description, cost: cost ?? 0, qty });
  }
  const discount = v("discount") === "" ? 0 : parsePercent(v("discount"));
  const tax = v("tax") === "" ? 0 : parsePercent(v("tax"));
  if (discount === null) errors.discount = "demo-invoice:errors.percent";
  if (tax === null) errors.tax = "demo-invoice:errors.percent";
  if (v("service").length > 120) errors.service = "demo-invoice:errors.tooLong";
  if (v("note").length > 1000) errors.note = "demo-invoice:errors.tooLong";
  if (Object.keys(errors).length > 0 || !client) return { ok: false, errors };

  const parsed = InvoiceSaveInput.safeParse({
    issuedDate: v("issuedDate"),
    dueDate: v("dueDate"),
    client,
    service: v("service"),
    items,
    discount,
    tax,
    note: v("note"),
  });
  if (!parsed.success) return { ok: false, errors: { form: "demo-invoice:errors.invalid" } };
  return { ok: true, value: parsed.data };
}

/** An invoice as form values, for the edit screen. */
export function invoiceToValues(doc: {
  invoice: { issuedDate: string; dueDate: string; client: InvoiceClient; service: string };
  items: InvoiceLine[];
  discount: number;
  tax: number;
  note: string;
}): Record<string, string> {
  const values: Record<string, string> = {
    issuedDate: doc.invoice.issuedDate,
    dueDate: doc.invoice.dueDate,
    clientId: "",
    service: doc.invoice.service,
    discount: percentToInput(doc.discount),
    tax: percentToInput(doc.tax),
    note: doc.note,
  };
  for (const f of CLIENT_FIELDS) values[`client.${f}`] = doc.invoice.client[f];
  doc.items.forEach((line, i) => {
    values[`items[${i}].title`] = line.title;
    values[`items[${i}].description`] = line.description;
    values[`items[${i}].cost`] = minorToInput(line.cost, CURRENCY);
    values[`items[${i}].qty`] = String(line.qty);
  });
  return values;
}

/** Which line a `remove-line` post names: `line` in the body, or in the query of the button's `formaction`. */
export function postedLine(values: Record<string, string>, url: URL): number {
  const raw = values.line ?? url.searchParams.get("line") ?? "";
  return /^\d{1,3}$/.test(raw) ? Number(raw) : -1;
}
