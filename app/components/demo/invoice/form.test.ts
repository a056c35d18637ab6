import { describe, expect, it } from "vitest";
import { addLine, invoiceToValues, lineCount, postedLine, readInvoiceForm, removeLine } from "./form";

const client = { name: "A", company: "B", companyEmail: "a@example.com", address: "", country: "", contact: "" };
const base = {
  issuedDate: "2025-06-01",
  dueDate: "2025-07-01",
  "client.name": "Ayşe Demir",
  "client.companyEmail": "ayse@example.com",
  "items[0].title": "Sea freight",
  "items[0].cost": "100.50",
  "items[0].qty": "2",
  "items[1].title": "Insurance",
  "items[1].cost": "19,99",
  "items[1].qty": "3",
  discount: "10",
  tax: "20",
};

describe("the invoice form", () => {
  it("adds and removes lines on the server, moving later lines up", () => {
    expect(lineCount(base)).toBe(2);
    const three = addLine(base);
    expect(lineCount(three)).toBe(3);
    const two = removeLine({ ...three, "items[2].title": "Third" }, 1);
    expect(lineCount(two)).toBe(2);
    expect(two["items[1].title"]).toBe("Third");
    expect(two["items[0].cost"]).toBe("100.50");
    expect(removeLine({ "items[0].title": "x" }, 0)).toEqual({ "items[0].title": "x" });
    expect(postedLine({}, new URL("http://x/?line=2"))).toBe(2);
    expect(postedLine({ line: "abc" }, new URL("http://x/"))).toBe(-1);
  });

  it("reads amounts as people type them into cents and percentages into basis points", () => {
    const read = readInvoiceForm(base, []);
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.value.items.map((l) => [l.cost, l.qty])).toEqual([
      [10_050, 2],
      [1_999, 3],
    ]);
    expect([read.value.discount, read.value.tax]).toEqual([1_000, 2_000]);
  });

  it("answers a message per field in error, and picks a saved client by its index", () => {
    const read = readInvoiceForm(
      { ...base, "items[1].cost": "abc", "items[0].qty": "0", dueDate: "2025-05-01", tax: "120" },
      [],
    );
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.errors).toMatchObject({
      "items[1].cost": "demo-invoice:errors.amount",
      "items[0].qty": "demo-invoice:errors.qty",
      dueDate: "demo-invoice:errors.dueBeforeIssued",
      tax: "demo-invoice:errors.percent",
    });
    const picked = readInvoiceForm({ ...base, clientId: "0", "client.name": "" }, [client]);
    expect(picked.ok && picked.value.client).toEqual(client);
    const missing = readInvoiceForm({ ...base, clientId: "3" }, [client]);
    expect(!missing.ok && missing.errors.clientId).toBe("demo-invoice:errors.client");
  });

  it("turns a saved invoice back into the form's values", () => {
    const values = invoiceToValues({
      invoice: { issuedDate: "2025-06-01", dueDate: "2025-07-01", client, service: "Air" },
      items: [{ title: "x", description: "", cost: 12_345, qty: 2 }],
      discount: 1_250,
      tax: 0,
      note: "",
    });
    expect(values["items[0].cost"]).toBe("123.45");
    expect(values.discount).toBe("12.5");
    expect(values["client.companyEmail"]).toBe("a@example.com");
  });
});
