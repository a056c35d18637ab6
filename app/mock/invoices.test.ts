import { beforeEach, describe, expect, it } from "vitest";
import { MockError, resetMockState } from "./core";
import {
  InvoiceListQuery,
  InvoiceSaveInput,
  MAX_INVOICE_LINES,
  addInvoicePayment,
  getInvoiceDocument,
  invoiceTotals,
  listInvoices,
  saveInvoice,
  type InvoiceSave,
} from "./invoices";

const form = (over: Partial<InvoiceSave> = {}): InvoiceSave =>
  InvoiceSaveInput.parse({
    issuedDate: "2025-06-01",
    dueDate: "2025-07-01",
    client: { name: "Ayşe Demir", companyEmail: "ayse@example.com" },
    items: [
      { title: "Sea freight", cost: 10_050, qty: 2 },
      { title: "Insurance", cost: 1_999, qty: 3 },
    ],
    discount: 1_000,
    tax: 2_000,
    ...over,
  });

describe("invoice lines and totals", () => {
  beforeEach(() => resetMockState(new Date("2025-06-15T12:00:00Z")));

  it("computes subtotal, discount, tax on what remains and total in cents, rounding half up", () => {
    expect(
      invoiceTotals(
        [
          { cost: 10_050, qty: 2 },
          { cost: 1_999, qty: 3 },
        ],
        1_000,
        2_000,
      ),
    ).toEqual({
      subtotal: 26_097,
      discount: 2_610,
      tax: 4_697,
      total: 28_184,
    });
    expect(invoiceTotals([{ cost: 5, qty: 1 }], 1_000, 0).discount).toBe(1);
  });

  it("adds a new invoice at the head of the list with the server's total, in the mock's own units", () => {
    const saved = saveInvoice(null, form());
    const list = listInvoices(InvoiceListQuery.parse({}));
    expect(list.invoices[0].id).toBe(saved.id);
    expect(list.invoices[0].total).toBe(281.84);
    expect(list.invoices[0].balance).toBe(281.84);
    expect(list.invoices[0].invoiceStatus).toBe("Draft");
    const doc = getInvoiceDocument(saved.id);
    expect(doc.items).toHaveLength(2);
    expect(doc.totals.total).toBe(28_184);
  });

  it("edits an invoice in place and keeps what was already paid", () => {
    const saved = saveInvoice(null, form());
    addInvoicePayment(saved.id, { amount: 10_000, date: "2025-06-10", method: "card", note: "" });
    saveInvoice(
      saved.id,
      form({ items: [{ title: "Air", description: "", cost: 50_000, qty: 1 }], discount: 0, tax: 0 }),
    );
    const doc = getInvoiceDocument(saved.id);
    expect(doc.totals.total).toBe(50_000);
    expect(doc.balance).toBe(40_000);
    expect(doc.invoice.invoiceStatus).toBe("Partial Payment");
    expect(() => saveInvoice(999_999, form())).toThrow(MockError);
  });

  it("lowers the balance with payments, refuses more than the balance, and is Paid at zero", () => {
    const saved = saveInvoice(null, form());
    expect(() => addInvoicePayment(saved.id, { amount: 28_185, date: "2025-06-10", method: "cash", note: "" })).toThrow(
      /balance/,
    );
    addInvoicePayment(saved.id, { amount: 8_184, date: "2025-06-10", method: "cash", note: "" });
    expect(getInvoiceDocument(saved.id).invoice.invoiceStatus).toBe("Partial Payment");
    addInvoicePayment(saved.id, { amount: 20_000, date: "2025-06-11", method: "bank-transfer", note: "rest" });
    const doc = getInvoiceDocument(saved.id);
    expect(doc.balance).toBe(0);
    expect(doc.invoice.balance).toBe(0);
    expect(doc.invoice.invoiceStatus).toBe("Paid");
    expect(doc.payments).toHaveLength(2);
  });

  it("gives a sample invoice one line for its whole total", () => {
    const first = listInvoices(InvoiceListQuery.parse({})).invoices[0];
    const doc = getInvoiceDocument(first.id);
    expect(doc.totals.total).toBe(Math.round(first.total * 100));
  });

  it("caps the lines of one invoice", () => {
    const line = { title: "x", cost: 1, qty: 1 };
    expect(InvoiceSaveInput.safeParse({ ...form(), items: Array(MAX_INVOICE_LINES + 1).fill(line) }).success).toBe(
      false,
    );
    expect(InvoiceSaveInput.safeParse({ ...form(), items: [] }).success).toBe(false);
  });
});
