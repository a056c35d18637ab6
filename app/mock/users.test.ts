import { beforeEach, describe, expect, it } from "vitest";
import { MockError, resetMockState } from "./core";
import {
  AddUserBody,
  UpdateUserBody,
  UserListQuery,
  addUser,
  allUsers,
  changeUserPlan,
  deleteUser,
  filteredUsers,
  getUser,
  listUsers,
  suspendUser,
  updateUser,
  userStats,
} from "./users";
import { InvoiceListQuery, deleteInvoice, getInvoice, invoiceClients, listInvoices } from "./invoices";

const users = (q: Record<string, string> = {}) => listUsers(UserListQuery.parse(q));
const invoices = (q: Record<string, string> = {}) => listInvoices(InvoiceListQuery.parse(q));

describe("demo users", () => {
  beforeEach(() => resetMockState(new Date("2025-06-15T12:00:00Z")));

  it("pages 10 at a time by default over at least 50 users", () => {
    const first = users();
    expect(first.total).toBeGreaterThanOrEqual(50);
    expect(first.users).toHaveLength(10);
    const second = users({ page: "2" });
    expect(second.users[0].id).not.toBe(first.users[0].id);
    const last = users({ page: String(Math.ceil(first.total / 25)), perPage: "25" });
    expect(last.users.length).toBe(first.total - 25 * (Math.ceil(first.total / 25) - 1));
    expect(users({ page: "99" }).users).toEqual([]);
  });

  it("matches q against username or full name and filters role, plan and status exactly", () => {
    const someone = allUsers()[7];
    const byName = users({ q: someone.fullName.split(" ")[1].toLocaleUpperCase("tr") });
    expect(byName.users.some((u) => u.id === someone.id)).toBe(true);
    const byUsername = users({ q: someone.username });
    expect(byUsername.users.map((u) => u.id)).toContain(someone.id);
    const filtered = users({ role: "editor", currentPlan: "team", status: "active", perPage: "100" });
    expect(filtered.users.every((u) => u.role === "editor" && u.currentPlan === "team" && u.status === "active")).toBe(
      true,
    );
    expect(filtered.total).toBe(
      allUsers().filter((u) => u.role === "editor" && u.currentPlan === "team" && u.status === "active").length,
    );
    expect(UserListQuery.safeParse({ role: "owner" }).success).toBe(false);
    expect(UserListQuery.safeParse({ perPage: "0" }).success).toBe(false);
    expect(UserListQuery.safeParse({ page: "x" }).success).toBe(false);
  });

  it("adds a user first, refuses a taken email or username, gets and deletes", () => {
    const user = addUser(
      AddUserBody.parse({ fullName: "Nur Ateş", username: "nur_ates", email: "nur@example.com", role: "author" }),
    );
    expect(allUsers()[0]).toEqual(user);
    expect(getUser(user.id).user.email).toBe("nur@example.com");
    expect(() =>
      addUser(AddUserBody.parse({ fullName: "Other", username: "nur_ates", email: "NUR@example.com" })),
    ).toThrow(
      expect.objectContaining({
        status: 400,
        details: { email: "This email is already in use.", username: "This username is already in use." },
      }),
    );
    deleteUser(user.id);
    expect(() => getUser(user.id)).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => deleteUser(user.id)).toThrow(expect.objectContaining({ status: 404 }));
  });
});

describe("demo invoices", () => {
  beforeEach(() => resetMockState(new Date("2025-06-15T12:00:00Z")));

  it("lists newest id first, 10 a page, with allData and the filtered total", () => {
    const { allData, invoices: page, total } = invoices();
    expect(allData.length).toBeGreaterThanOrEqual(50);
    expect(total).toBe(allData.length);
    expect(page).toHaveLength(10);
    expect(page.map((i) => i.id)).toEqual([...page.map((i) => i.id)].sort((a, b) => b - a));
    expect(page[0].id).toBe(Math.max(...allData.map((i) => i.id)));
  });

  it("filters by status case-insensitively and q on client email or name", () => {
    const paid = invoices({ status: "paid", perPage: "100" });
    expect(paid.total).toBeGreaterThan(0);
    expect(paid.invoices.every((i) => i.invoiceStatus === "Paid")).toBe(true);
    expect(paid.total).toBe(paid.allData.filter((i) => i.invoiceStatus === "Paid").length);
    expect(invoices({ status: "PARTIAL PAYMENT" }).invoices.every((i) => i.invoiceStatus === "Partial Payment")).toBe(
      true,
    );
    expect(InvoiceListQuery.safeParse({ status: "lost" }).success).toBe(false);
    const target = invoices().allData[3];
    expect(invoices({ q: target.client.name }).invoices.map((i) => i.id)).toContain(target.id);
    expect(invoices({ q: target.client.companyEmail.toUpperCase() }).invoices.map((i) => i.id)).toContain(target.id);
  });

  it("answers an invoice with the fixed payment details, deletes, and lists five clients", () => {
    const id = invoices().allData[0].id;
    const { invoice, paymentDetails } = getInvoice(id);
    expect(invoice.id).toBe(id);
    expect(Object.keys(paymentDetails).sort()).toEqual(["bankName", "country", "iban", "swiftCode", "totalDue"]);
    deleteInvoice(id);
    expect(() => getInvoice(id)).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => deleteInvoice(id)).toThrow(expect.objectContaining({ status: 404 }));
    expect(invoiceClients()).toHaveLength(5);
  });
});

describe("demo user edits", () => {
  beforeEach(() => resetMockState(new Date("2025-06-15T12:00:00Z")));

  it("updates a user, refusing another user's email or username but not its own", () => {
    const [a, b] = allUsers();
    const input = UpdateUserBody.parse({ ...a, status: "active", fullName: "Renamed Person" });
    expect(updateUser(a.id, input).fullName).toBe("Renamed Person");
    expect(() => updateUser(a.id, { ...input, email: b.email.toUpperCase() })).toThrow(MockError);
    try {
      updateUser(a.id, { ...input, username: b.username });
    } catch (error) {
      expect((error as MockError).details).toEqual({ username: "This username is already in use." });
    }
    expect(() => updateUser(999_999, input)).toThrow(/not found/);
  });

  it("suspends, changes plans and counts users by status", () => {
    const user = allUsers()[3];
    expect(suspendUser(user.id).status).toBe("inactive");
    expect(changeUserPlan(user.id, "enterprise").currentPlan).toBe("enterprise");
    const stats = userStats();
    expect(stats.total).toBe(allUsers().length);
    expect(stats.active + stats.inactive + stats.pending).toBe(stats.total);
    expect(filteredUsers({ q: "", role: "admin", currentPlan: undefined, status: undefined }).length).toBe(
      allUsers().filter((u) => u.role === "admin").length,
    );
  });
});
