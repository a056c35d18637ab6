import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "./db.server";
import { createTestDb } from "./test-db.server";
import { adminDashboard } from "./dashboard.server";
import { createUser } from "./users.server";

beforeAll(async () => {
  await createTestDb({ seed: true });
});

describe("adminDashboard", () => {
  it("counts each branch's active agents only (not its customers, not inactive agents), and shows branches with none", async () => {
    const db = getDb();
    const now = new Date().toISOString();
    const place = { is_main: 0 as const, latitude: 41, longitude: 37.9, created_at: now, updated_at: now };
    const branch = await db
      .insertInto("branches")
      .values({ ...place, name: "Test Şube", city: "Ordu" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await createUser({
      name: "Ajan Bir",
      email: "ajan1@example.com",
      password: "secret123",
      role: "agent",
      branchId: branch.id,
    });
    const idle = await createUser({
      name: "Ajan İki",
      email: "ajan2@example.com",
      password: "secret123",
      role: "agent",
      branchId: branch.id,
    });
    await db.updateTable("users").set({ is_active: 0 }).where("id", "=", idle.id).execute();
    // A customer row pointing at the branch must not count as its agent.
    const customer = await createUser({
      name: "Müşteri",
      email: "musteri@example.com",
      password: "secret123",
      role: "customer",
    });
    await db.updateTable("users").set({ branch_id: branch.id }).where("id", "=", customer.id).execute();
    const empty = await db
      .insertInto("branches")
      .values({ ...place, name: "Boş Şube", city: "Rize" })
      .returning("id")
      .executeTakeFirstOrThrow();

    const { branches, figures } = await adminDashboard();
    expect(branches.find((b) => b.id === branch.id)?.agents).toBe(1);
    expect(branches.find((b) => b.id === empty.id)?.agents).toBe(0);
    // Every active agent with a branch is counted once, in its branch.
    const expected = await db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("role", "=", "agent")
      .where("is_active", "=", 1)
      .where("branch_id", "is not", null)
      .executeTakeFirstOrThrow();
    expect(branches.reduce((sum, b) => sum + b.agents, 0)).toBe(Number(expected.n));
    expect(branches[0].is_main).toBe(1);
    expect(figures.branches).toBe(branches.length);
  });

  it("keeps user_counts equal to the users table through inserts, changes of role, state, type and branch, a branch deleted under its agents, and deletes", async () => {
    const db = getDb();
    const now = new Date().toISOString();
    const place = { is_main: 0 as const, latitude: 40, longitude: 30, created_at: now, updated_at: now };
    // What the trigger-kept table must say, counted from the users themselves.
    const truth = async () => {
      const rows = await db
        .selectFrom("users")
        .select((eb) => ["role", "is_active", "customer_type", "branch_id", eb.fn.countAll<number>().as("n")])
        .groupBy(["role", "is_active", "customer_type", "branch_id"])
        .execute();
      return Object.fromEntries(
        rows.map((r) => [`${r.role}/${r.is_active}/${r.customer_type ?? ""}/${r.branch_id ?? 0}`, Number(r.n)]),
      );
    };
    const kept = async () => {
      const rows = await db.selectFrom("user_counts").selectAll().where("n", "<>", 0).execute();
      return Object.fromEntries(
        rows.map((r) => [`${r.role}/${r.is_active}/${r.customer_type}/${r.branch_id}`, Number(r.n)]),
      );
    };
    expect(await kept()).toEqual(await truth());

    const branch = await db
      .insertInto("branches")
      .values({ ...place, name: "Sayım Şube", city: "Bolu" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const agent = await createUser({
      name: "Sayım Ajan",
      email: "sayim-ajan@example.com",
      password: "secret123",
      role: "agent",
      branchId: branch.id,
    });
    const customer = await createUser({
      name: "Sayım Müşteri",
      email: "sayim-musteri@example.com",
      password: "secret123",
      role: "customer",
    });
    expect(await kept()).toEqual(await truth());
    expect(
      (await db.selectFrom("users").select("customer_type").where("id", "=", customer.id).executeTakeFirstOrThrow())
        .customer_type,
    ).not.toBe("corporate");
    const before = (await adminDashboard()).figures;

    await db
      .updateTable("users")
      .set({ customer_type: "corporate", company_name: "Sayım AŞ" })
      .where("id", "=", customer.id)
      .execute();
    await db.updateTable("users").set({ is_active: 0 }).where("id", "=", agent.id).execute();
    expect(await kept()).toEqual(await truth());
    const after = (await adminDashboard()).figures;
    expect(after.corporate).toBe(before.corporate + 1);
    expect(after.customers).toBe(before.customers);
    expect(after.agents).toBe(before.agents - 1);

    await db
      .updateTable("users")
      .set({ is_active: 1, role: "admin", branch_id: null })
      .where("id", "=", agent.id)
      .execute();
    await db.updateTable("users").set({ name: "Yalnız ad değişti" }).where("id", "=", customer.id).execute();
    expect(await kept()).toEqual(await truth());
    expect((await adminDashboard()).figures.admins).toBe(before.admins + 1);

    // A branch deleted for good: its users' branch_id is set to null by the foreign key, and the counts follow.
    await db.updateTable("users").set({ role: "agent", branch_id: branch.id }).where("id", "=", agent.id).execute();
    await db.deleteFrom("branches").where("id", "=", branch.id).execute();
    expect(
      (await db.selectFrom("users").select("branch_id").where("id", "=", agent.id).executeTakeFirstOrThrow()).branch_id,
    ).toBeNull();
    expect(await kept()).toEqual(await truth());

    await db.deleteFrom("users").where("id", "in", [agent.id, customer.id]).execute();
    expect(await kept()).toEqual(await truth());
    const last = (await adminDashboard()).figures;
    expect([last.customers, last.agents, last.admins]).toEqual([
      before.customers - 1,
      before.agents - 1,
      before.admins,
    ]);
  });
});
