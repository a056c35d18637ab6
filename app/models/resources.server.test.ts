import { beforeAll, describe, expect, it } from "vitest";
import { RESOURCES } from "~/lib/content/resources";
import { formSchema, type FormValues } from "~/lib/content/resource";
import { createTestDb } from "./test-db.server";
import type { DB } from "./db.server";
import { deleteRows, getRow, listRows, restoreRows, saveRow, type ListQuery } from "./resources.server";
import { createResetToken, inspectResetToken } from "./password-resets.server";
import { emailVerifiedAt, getUserById, type PublicUser } from "./users.server";

let db: DB;
let admin: PublicUser;
const request = new Request("http://kargo.test/users/new", { method: "POST" });

beforeAll(async () => {
  db = await createTestDb({ seed: true });
  const row = await db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "admin@kargo.test")
    .executeTakeFirstOrThrow();
  admin = (await getUserById(row.id))!;
});

const list = (over: Partial<ListQuery> = {}): ListQuery => ({
  q: "",
  page: 1,
  perPage: 25,
  sort: "name",
  dir: "asc",
  view: "active",
  filters: {},
  ...over,
});

async function mainBranches() {
  return db
    .selectFrom("branches")
    .select(["id", "name"])
    .where("is_main", "=", 1)
    .where("deleted_at", "is", null)
    .execute();
}

const branchValues = (over: FormValues = {}): FormValues => ({
  name: "Kocaeli Şube",
  city: "Kocaeli",
  latitude: 40.77,
  longitude: 29.94,
  isMain: false,
  ...over,
});

describe("branches: exactly one main branch", () => {
  it("moves the flag when another branch is marked main", async () => {
    const [before] = await mainBranches();
    const created = await saveRow(RESOURCES.branches, { values: branchValues({ isMain: true }), user: admin, request });
    expect(created.ok).toBe(true);
    const after = await mainBranches();
    expect(after).toHaveLength(1);
    expect(after[0].id).not.toBe(before.id);
    expect(after[0].name).toBe("Kocaeli Şube");
  });

  it("refuses to unmark the main branch (mark another one instead)", async () => {
    const [main] = await mainBranches();
    const current = await getRow(RESOURCES.branches, main.id);
    const result = await saveRow(RESOURCES.branches, {
      id: main.id,
      current,
      values: branchValues({ isMain: false }),
      user: admin,
      request,
    });
    expect(result).toEqual({ ok: false, fieldErrors: { isMain: ["content:validation.mainRequired"] } });
    expect(await mainBranches()).toEqual([main]);
  });

  it("refuses to delete the main branch or a branch with active agents", async () => {
    const [main] = await mainBranches();
    expect(await deleteRows(RESOURCES.branches, [main.id], admin, request)).toEqual({
      ok: false,
      error: "content:validation.deleteMain",
    });
    const withAgents = await db
      .selectFrom("users")
      .select("branch_id")
      .where("role", "=", "agent")
      .where("branch_id", "!=", main.id)
      .executeTakeFirstOrThrow();
    expect(await deleteRows(RESOURCES.branches, [withAgents.branch_id!], admin, request)).toEqual({
      ok: false,
      error: "content:validation.branchHasAgents",
    });
  });

  it("deletes softly and restores a branch without agents", async () => {
    const created = await saveRow(RESOURCES.branches, {
      values: branchValues({ name: "Geçici Şube" }),
      user: admin,
      request,
    });
    if (!created.ok) throw new Error("not created");
    expect(await deleteRows(RESOURCES.branches, [created.id], admin, request)).toEqual({ ok: true, count: 1 });
    const deleted = await listRows(RESOURCES.branches, list({ view: "deleted" }));
    expect(deleted.rows.map((r) => r.name)).toContain("Geçici Şube");
    await restoreRows(RESOURCES.branches, [created.id], admin);
    expect((await getRow(RESOURCES.branches, created.id))?.deleted_at).toBeNull();
  });

  it("refuses coordinates out of range in the form schema", async () => {
    const { formSchema } = await import("~/lib/content/resource");
    const schema = formSchema(RESOURCES.branches, "create");
    expect(schema.safeParse(branchValues({ latitude: 91 })).success).toBe(false);
    expect(schema.safeParse(branchValues({ longitude: -180.5 })).success).toBe(false);
    expect(schema.safeParse(branchValues()).success).toBe(true);
  });
});

describe("users: the last active admin stays", () => {
  const userValues = (over: FormValues = {}): FormValues => ({
    name: "İkinci Yönetici",
    email: "admin2@kargo.test",
    role: "admin",
    ...over,
  });

  it("refuses to demote or deactivate the only active admin", async () => {
    const other = await saveRow(RESOURCES.users, {
      values: userValues({ email: "editor@kargo.test", role: "customer", customerType: "individual" }),
      user: admin,
      request,
    });
    if (!other.ok) throw new Error(JSON.stringify(other));
    const otherUser = (await getUserById(other.id))!;
    const current = await getRow(RESOURCES.users, admin.id);
    // Another admin's session cannot demote the last admin either.
    const asOther = { ...otherUser, role: "admin" as const };
    const demote = await saveRow(RESOURCES.users, {
      id: admin.id,
      current,
      values: {
        ...userValues({ email: admin.email, name: admin.name }),
        role: "customer",
        customerType: "individual",
        isActive: true,
      },
      user: asOther,
      request,
    });
    expect(demote).toEqual({ ok: false, fieldErrors: {}, formErrors: ["content:validation.lastAdmin"] });
    expect(await deleteRows(RESOURCES.users, [admin.id], asOther, request)).toEqual({
      ok: false,
      error: "content:validation.lastAdmin",
    });
    expect((await getUserById(admin.id))?.role).toBe("admin");
    expect((await getUserById(admin.id))?.is_active).toBe(1);
  });

  it("refuses to deactivate oneself", async () => {
    expect(await deleteRows(RESOURCES.users, [admin.id], admin, request)).toEqual({
      ok: false,
      error: "content:validation.selfDeactivate",
    });
  });

  it("allows it once another admin is active, and sends the new admin an invitation", async () => {
    const created = await saveRow(RESOURCES.users, { values: userValues(), user: admin, request });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const mail = await db
      .selectFrom("mail_outbox")
      .select(["kind", "to_address"])
      .where("to_address", "=", "admin2@kargo.test")
      .executeTakeFirst();
    expect(mail).toEqual({ kind: "invitation", to_address: "admin2@kargo.test" });
    const second = (await getUserById(created.id))!;
    expect(await deleteRows(RESOURCES.users, [admin.id], second, request)).toEqual({ ok: true, count: 1 });
    // Now the second one is the last active admin.
    expect(await deleteRows(RESOURCES.users, [second.id], admin, request)).toEqual({
      ok: false,
      error: "content:validation.lastAdmin",
    });
    await restoreRows(RESOURCES.users, [admin.id], second);
    expect((await getUserById(admin.id))?.is_active).toBe(1);
  });

  it("refuses an email in use", async () => {
    const result = await saveRow(RESOURCES.users, {
      values: userValues({ email: "AGENT@kargo.test" }),
      user: admin,
      request,
    });
    expect(result).toEqual({ ok: false, fieldErrors: { email: ["validation.emailTaken"] } });
  });
});

describe("lists", () => {
  it("page, search and filter in SQL with counts per view", async () => {
    const all = await listRows(RESOURCES.users, list({ perPage: 10 }));
    expect(all.rows).toHaveLength(10);
    expect(all.total).toBeGreaterThan(40);
    const agents = await listRows(RESOURCES.branchUsers, list());
    expect(agents.rows.every((r) => typeof r.branch_id === "number")).toBe(true);
    const found = await listRows(RESOURCES.users, list({ q: "corporate@" }));
    expect(found.rows.map((r) => r.email)).toEqual(["corporate@kargo.test"]);
    const admins = await listRows(RESOURCES.users, list({ filters: { role: "admin" } }));
    expect(admins.rows.every((r) => r.role === "admin")).toBe(true);
  });
});

describe("slugs", () => {
  it("are generated from the title and numbered when taken in the same language", async () => {
    const values = {
      locale: "tr",
      title: "Gümrük Müşavirliği",
      body: "<p>x</p><script>alert(1)</script>",
      isPublished: true,
    };
    const a = await saveRow(RESOURCES.pages, { values, user: admin, request });
    const b = await saveRow(RESOURCES.pages, { values, user: admin, request });
    const c = await saveRow(RESOURCES.pages, { values: { ...values, locale: "en" }, user: admin, request });
    if (!a.ok || !b.ok || !c.ok) throw new Error("not saved");
    expect((await getRow(RESOURCES.pages, a.id))?.slug).toBe("gumruk-musavirligi");
    expect((await getRow(RESOURCES.pages, b.id))?.slug).toBe("gumruk-musavirligi-2");
    expect((await getRow(RESOURCES.pages, c.id))?.slug).toBe("gumruk-musavirligi");
    expect((await getRow(RESOURCES.pages, a.id))?.body).toBe("<p>x</p>");
    const typed = await saveRow(RESOURCES.pages, {
      values: { ...values, slug: "gumruk-musavirligi" },
      user: admin,
      request,
    });
    expect(typed).toEqual({ ok: false, fieldErrors: { slug: ["content:validation.slugTaken"] } });
  });

  it("ask for one when the title makes none (only punctuation or emoji), however often it is tried", async () => {
    for (const title of ["🚚📦", "!!!", "🚚📦"]) {
      const result = await saveRow(RESOURCES.blogs, {
        values: { locale: "tr", title, status: "draft" },
        user: admin,
        request,
      });
      expect(result).toEqual({ ok: false, fieldErrors: { slug: ["content:validation.slugEmpty"] } });
    }
    const typed = await saveRow(RESOURCES.blogs, {
      values: { locale: "tr", title: "🚚📦", slug: "kargo-emoji", status: "draft" },
      user: admin,
      request,
    });
    expect(typed.ok).toBe(true);
  });

  it("taken by a parallel save between the check and the write: a field error, not a failure", async () => {
    const values = { locale: "tr", title: "Aynı anda", slug: "ayni-anda", status: "draft" };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => saveRow(RESOURCES.blogs, { values, user: admin, request })),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    for (const r of results.filter((x) => !x.ok))
      expect(r).toEqual({ ok: false, fieldErrors: { slug: ["content:validation.slugTaken"] } });
  });
});

describe("references", () => {
  it("to a branch that does not exist are a field error for agents, not a failed write", async () => {
    const values = { name: "Şubesiz Temsilci", email: "subesiz@example.com", branchId: 999_999, isActive: true };
    expect(await saveRow(RESOURCES.branchUsers, { values, user: admin, request })).toEqual({
      ok: false,
      fieldErrors: { branchId: ["content:validation.branchRequired"] },
    });
    const agent = { ...values, email: "subesiz2@example.com", role: "agent", customerType: undefined };
    expect(await saveRow(RESOURCES.users, { values: agent, user: admin, request })).toEqual({
      ok: false,
      fieldErrors: { branchId: ["content:validation.branchRequired"] },
    });
  });
});

describe("required text", () => {
  it("is refused when only spaces were typed, in every resource form", () => {
    for (const def of Object.values(RESOURCES)) {
      for (const f of def.fields.filter(
        (x) => x.required && ["text", "textarea", "email", "tel", "link", "tags"].includes(x.kind),
      )) {
        const result = formSchema(def, "create").safeParse({ [f.name]: " \t " });
        expect(result.success, `${def.key}.${f.name}`).toBe(false);
        const issues = result.success ? [] : result.error.issues.filter((i) => i.path[0] === f.name);
        expect(issues.length, `${def.key}.${f.name}`).toBeGreaterThan(0);
      }
    }
  });
});

describe("users: an address an administrator types is not verified", () => {
  it("moving a user to another address unverifies it and ends the links mailed to the old one", async () => {
    const row = await db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "customer@kargo.test")
      .executeTakeFirstOrThrow();
    expect(await emailVerifiedAt(row.id)).not.toBeNull();
    const token = await createResetToken(row.id);
    const current = await getRow(RESOURCES.users, row.id);
    // Saving without a change of address keeps the verification.
    const same = await saveRow(RESOURCES.users, {
      id: row.id,
      current,
      values: { ...formOf(current!), phone: "+90 532 111 22 33" },
      user: admin,
      request,
    });
    expect(same.ok).toBe(true);
    expect(await emailVerifiedAt(row.id)).not.toBeNull();
    expect((await inspectResetToken(token)).status).toBe("valid");
    const moved = await saveRow(RESOURCES.users, {
      id: row.id,
      current: await getRow(RESOURCES.users, row.id),
      values: { ...formOf(current!), email: "typed-by-admin@example.com" },
      user: admin,
      request,
    });
    expect(moved.ok).toBe(true);
    expect(await emailVerifiedAt(row.id)).toBeNull();
    expect((await inspectResetToken(token)).status).toBe("used");
  });
});

/** A user row as the users form posts it back. */
function formOf(row: Record<string, unknown>): FormValues {
  return {
    name: row.name as string,
    email: row.email as string,
    role: row.role as string,
    customerType: (row.customer_type as string | null) ?? undefined,
    taxId: (row.tax_id as string | null) ?? undefined,
    phone: (row.phone as string | null) ?? undefined,
    address: (row.address as string | null) ?? undefined,
    permissionMail: row.permission_mail === 1,
    permissionSms: row.permission_sms === 1,
    isActive: row.is_active === 1,
  };
}
