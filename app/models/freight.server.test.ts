import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "./db.server";
import {
  assignBranch,
  createFreightRequest,
  freightFigures,
  freightRecipients,
  freightScopeFor,
  getFreightRequest,
  listFreightRequests,
  releaseCare,
  takeCare,
} from "./freight.server";
import { createTestDb } from "./test-db.server";
import { findUserByEmail, type PublicUser } from "./users.server";
import { FreightRequestSchema, type FreightRequestInput } from "~/lib/schemas/freight";

let admin: PublicUser;
let agent: PublicUser;
let otherAgent: PublicUser;
let customer: PublicUser;
let corporate: PublicUser;
let istanbul: number;
let ankara: number;

function request(overrides: Partial<FreightRequestInput> = {}): FreightRequestInput {
  return {
    transportType: "air",
    originCountry: "TR",
    originCity: "ISTANBUL",
    destinationCountry: "DE",
    destinationCity: "Frankfurt",
    isDangerous: false,
    dangerousGoodsClass: null,
    isNonStackable: false,
    packageCount: 3,
    weightKg: 8,
    lengthCm: 60,
    widthCm: 50,
    heightCm: 40,
    description: "Tekstil numuneleri",
    contactName: "Deniz Test",
    contactEmail: "Deniz.Test@Example.com",
    contactPhone: undefined,
    companyName: undefined,
    ...overrides,
  };
}

beforeAll(async () => {
  await createTestDb({ seed: true });
  admin = (await findUserByEmail("admin@kargo.test"))!;
  agent = (await findUserByEmail("agent@kargo.test"))!;
  customer = (await findUserByEmail("customer@kargo.test"))!;
  corporate = (await findUserByEmail("corporate@kargo.test"))!;
  const branches = await getDb().selectFrom("branches").select(["id", "city"]).execute();
  istanbul = branches.find((b) => b.city === "İstanbul")!.id;
  ankara = branches.find((b) => b.city === "Ankara")!.id;
  otherAgent = (await getDb()
    .selectFrom("users")
    .select("email")
    .where("role", "=", "agent")
    .where("branch_id", "=", ankara)
    .executeTakeFirstOrThrow()
    .then((u) => findUserByEmail(u.email)))!;
});

describe("creating a freight request", () => {
  it("stores the server's figures, a readable number and the branch of the origin city", async () => {
    const created = await createFreightRequest(request(), {
      customerId: null,
      locale: "en",
      now: new Date("2026-05-04T10:00:00Z"),
    });
    expect(created.number).toMatch(/^NVL-2026-\d{6}$/);
    const row = await getFreightRequest({ kind: "all" }, created.id);
    expect(row).toMatchObject({
      total_weight_kg: 24,
      volume_m3: 0.36,
      volumetric_weight_kg: 60,
      chargeable_weight_kg: 60,
      branch_id: istanbul,
      taken_care: 0,
      contact_email: "deniz.test@example.com",
      locale: "en",
    });
  });

  it("numbers requests one after the other within a year", async () => {
    const a = await createFreightRequest(request(), {
      customerId: null,
      locale: "tr",
      now: new Date("2026-06-01T10:00:00Z"),
    });
    const b = await createFreightRequest(request(), {
      customerId: null,
      locale: "tr",
      now: new Date("2026-06-01T10:05:00Z"),
    });
    expect(Number(b.number.slice(-6))).toBe(Number(a.number.slice(-6)) + 1);
    const nextYear = await createFreightRequest(request(), {
      customerId: null,
      locale: "tr",
      now: new Date("2027-01-02T10:00:00Z"),
    });
    expect(nextYear.number).toBe("NVL-2027-000001");
  });

  it("leaves a request from a city without a branch unassigned", async () => {
    const created = await createFreightRequest(
      request({ originCity: "Hamburg", originCountry: "DE", destinationCountry: "TR", destinationCity: "İzmir" }),
      { customerId: null, locale: "tr" },
    );
    expect(created.branch_id).toBeNull();
  });

  it("turns the form into typed input: decimal commas, dangerous goods need a UN number or class", () => {
    const form = {
      transportType: "road",
      originCountry: "TR",
      originCity: "Bursa",
      destinationCountry: "IT",
      destinationCity: "Milano",
      packageCount: "2",
      weightKg: "12,5",
      lengthCm: "80",
      widthCm: "60",
      heightCm: "50,5",
      description: "Boya",
      contactName: "Ali Veli",
      contactEmail: "ali@example.com",
      isDangerous: true,
    };
    const missing = FreightRequestSchema.safeParse(form);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.find((i) => i.path[0] === "dangerousGoodsClass")?.message).toBe(
      "freight:validation.dangerousGoodsRequired",
    );
    const ok = FreightRequestSchema.parse({ ...form, dangerousGoodsClass: "un1263 3" });
    expect(ok).toMatchObject({
      weightKg: 12.5,
      heightCm: 50.5,
      packageCount: 2,
      dangerousGoodsClass: "UN1263 3",
      isDangerous: true,
    });
    expect(FreightRequestSchema.safeParse({ ...form, isDangerous: false, originCountry: "XX" }).success).toBe(false);
    expect(FreightRequestSchema.safeParse({ ...form, isDangerous: false, packageCount: "1,5" }).success).toBe(false);
  });
});

describe("who sees which request", () => {
  it("admins see all; agents their branch and unassigned ones; customers their own", async () => {
    const inIstanbul = await createFreightRequest(request(), { customerId: customer.id, locale: "tr" });
    const inAnkara = await createFreightRequest(request({ originCity: "ankara" }), {
      customerId: corporate.id,
      locale: "tr",
    });
    const unassigned = await createFreightRequest(request({ originCity: "Kars" }), { customerId: null, locale: "tr" });
    expect(inAnkara.branch_id).toBe(ankara);

    const asAgent = freightScopeFor(agent);
    expect(await getFreightRequest(asAgent, inIstanbul.id)).toBeDefined();
    expect(await getFreightRequest(asAgent, unassigned.id)).toBeDefined();
    expect(await getFreightRequest(asAgent, inAnkara.id)).toBeUndefined();

    const asCustomer = freightScopeFor(customer);
    expect(await getFreightRequest(asCustomer, inIstanbul.id)).toBeDefined();
    expect(await getFreightRequest(asCustomer, inAnkara.id)).toBeUndefined();
    expect(await getFreightRequest(asCustomer, unassigned.id)).toBeUndefined();

    const list = await listFreightRequests(asAgent, { page: 1, perPage: 100, sort: "created_at", dir: "desc" });
    expect(list.rows.every((r) => r.branch_name === null || r.branch_name.startsWith("İstanbul"))).toBe(true);
    expect(list.counts.all).toBe(list.counts.open + list.counts.taken);
  });

  it("filters by mode, care, requester and date in SQL", async () => {
    const scope = freightScopeFor(admin);
    const sea = await listFreightRequests(scope, {
      page: 1,
      perPage: 10,
      sort: "created_at",
      dir: "desc",
      type: "sea",
    });
    expect(sea.rows.every((r) => r.transport_type === "sea")).toBe(true);
    const open = await listFreightRequests(scope, {
      page: 1,
      perPage: 100,
      sort: "created_at",
      dir: "desc",
      care: "open",
    });
    expect(open.rows.every((r) => r.taken_care === 0)).toBe(true);
    expect(open.total).toBe(open.counts.open);
    const byName = await listFreightRequests(scope, {
      page: 1,
      perPage: 10,
      sort: "created_at",
      dir: "desc",
      q: "deniz.test@",
    });
    expect(byName.total).toBeGreaterThan(0);
    const dated = await listFreightRequests(scope, {
      page: 1,
      perPage: 10,
      sort: "created_at",
      dir: "desc",
      from: "2027-01-02",
      to: "2027-01-02",
    });
    expect(dated.rows.map((r) => r.number)).toEqual(["NVL-2027-000001"]);
    const paged = await listFreightRequests(scope, { page: 2, perPage: 5, sort: "created_at", dir: "desc" });
    expect(paged.rows).toHaveLength(5);
  });
});

describe("taking care of a request", () => {
  it("records the interested person, refuses a second one, and lets the same person or an admin release it", async () => {
    const { id } = await createFreightRequest(request({ originCity: "Kars" }), { customerId: null, locale: "tr" });
    expect(await takeCare(freightScopeFor(agent), id, agent)).toBe("ok");
    const taken = await getFreightRequest({ kind: "all" }, id);
    expect(taken).toMatchObject({
      taken_care: 1,
      interested_user_id: agent.id,
      interested_name: agent.name,
      interested_email: agent.email,
      branch_id: agent.branch_id,
    });

    expect(await takeCare(freightScopeFor(admin), id, admin)).toBe("taken-by-other");
    // The request moved to the agent's branch, so an agent of another branch no longer sees it.
    expect(await releaseCare(freightScopeFor(otherAgent), id, otherAgent)).toBe("not-found");
    expect(await releaseCare(freightScopeFor(agent), id, agent)).toBe("ok");
    expect(await releaseCare(freightScopeFor(agent), id, agent)).toBe("not-taken");

    expect(await takeCare(freightScopeFor(agent), id, agent)).toBe("ok");
    expect(await releaseCare(freightScopeFor(admin), id, admin)).toBe("ok");
    expect((await getFreightRequest({ kind: "all" }, id))?.interested_name).toBeNull();
  });

  it("lets admins route a request to another branch", async () => {
    const { id } = await createFreightRequest(request(), { customerId: null, locale: "tr" });
    expect(await assignBranch(id, ankara, admin.id)).toBe("ok");
    expect((await getFreightRequest({ kind: "all" }, id))?.branch_id).toBe(ankara);
    expect(await assignBranch(id, 999_999, admin.id)).toBe("no-branch");
    expect(await assignBranch(999_999, null, admin.id)).toBe("not-found");
    expect(await assignBranch(id, null, admin.id)).toBe("ok");
  });

  it("tells admins and the branch's agents who allow mail", async () => {
    const recipients = await freightRecipients(istanbul);
    expect(recipients.map((r) => r.email)).toEqual(expect.arrayContaining(["admin@kargo.test", "agent@kargo.test"]));
    expect((await freightRecipients(ankara)).some((r) => r.email === "agent@kargo.test")).toBe(false);
  });
});

describe("freight figures", () => {
  it("count for admins, on the index, what a pass over every row counts", async () => {
    const now = new Date();
    const since30 = new Date(now.getTime() - 30 * 86_400_000).toISOString();
    const rows = await getDb().selectFrom("freight_requests").select(["taken_care", "created_at"]).execute();
    const figures = await freightFigures({ kind: "all" }, now);
    expect(figures).toEqual({
      total: rows.length,
      open: rows.filter((r) => r.taken_care === 0).length,
      last30: rows.filter((r) => r.created_at >= since30).length,
    });
    expect(figures.total).toBeGreaterThan(0);
    const own = await freightFigures(freightScopeFor(customer), now);
    expect(own.total).toBeLessThan(figures.total);
  });
});

describe("the list's care tabs", () => {
  it("count, with and without a search, the rows each user may see; the total is the tab's", async () => {
    const taken = await createFreightRequest(request({ contactName: "Sekme Alınan" }), {
      customerId: customer.id,
      locale: "tr",
    });
    await createFreightRequest(request({ contactName: "Sekme Açık", transportType: "sea" }), {
      customerId: null,
      locale: "tr",
    });
    await getDb().updateTable("freight_requests").set({ taken_care: 1 }).where("id", "=", taken.id).execute();
    for (const user of [admin, agent, otherAgent, customer]) {
      const scope = freightScopeFor(user);
      for (const filter of [{}, { type: "sea" as const }, { q: "sekme" }, { q: "sekme", type: "air" as const }]) {
        const list = (care?: "open" | "taken") =>
          listFreightRequests(scope, { page: 1, perPage: 1000, sort: "created_at", dir: "desc", care, ...filter });
        const every = await list();
        const where = `${user.email} ${JSON.stringify(filter)}`;
        expect(every.rows.length, where).toBe(every.total);
        expect(every.counts, where).toEqual({
          all: every.rows.length,
          open: every.rows.filter((r) => r.taken_care === 0).length,
          taken: every.rows.filter((r) => r.taken_care === 1).length,
        });
        for (const care of ["open", "taken"] as const) {
          const tab = await list(care);
          expect(tab.rows.length, `${where} ${care}`).toBe(every.counts[care]);
          expect(tab.total).toBe(every.counts[care]);
          expect(tab.counts).toEqual(every.counts);
        }
      }
    }
    const searched = await listFreightRequests(freightScopeFor(admin), {
      page: 1,
      perPage: 10,
      sort: "created_at",
      dir: "desc",
      q: "sekme",
    });
    expect(searched.counts).toEqual({ all: 2, open: 1, taken: 1 });
  });
});
