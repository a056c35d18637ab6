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
    const branch = await db.insertInto("branches").values({ ...place, name: "Test Şube", city: "Ordu" }).returning("id").executeTakeFirstOrThrow();
    await createUser({ name: "Ajan Bir", email: "ajan1@example.com", password: "secret123", role: "agent", branchId: branch.id });
    const idle = await createUser({ name: "Ajan İki", email: "ajan2@example.com", password: "secret123", role: "agent", branchId: branch.id });
    await db.updateTable("users").set({ is_active: 0 }).where("id", "=", idle.id).execute();
    // A customer row pointing at the branch must not count as its agent.
    const customer = await createUser({ name: "Müşteri", email: "musteri@example.com", password: "secret123", role: "customer" });
    await db.updateTable("users").set({ branch_id: branch.id }).where("id", "=", customer.id).execute();
    const empty = await db.insertInto("branches").values({ ...place, name: "Boş Şube", city: "Rize" }).returning("id").executeTakeFirstOrThrow();

    const { branches, figures } = await adminDashboard();
    expect(branches.find((b) => b.id === branch.id)?.agents).toBe(1);
    expect(branches.find((b) => b.id === empty.id)?.agents).toBe(0);
    // Every active agent with a branch is counted once, in its branch.
    const expected = await db.selectFrom("users").select((eb) => eb.fn.countAll<number>().as("n")).where("role", "=", "agent").where("is_active", "=", 1).where("branch_id", "is not", null).executeTakeFirstOrThrow();
    expect(branches.reduce((sum, b) => sum + b.agents, 0)).toBe(Number(expected.n));
    expect(branches[0].is_main).toBe(1);
    expect(figures.branches).toBe(branches.length);
  });
});
