import { sql, type Kysely } from "kysely";
import { getDb } from "./db.server";
import { prepared } from "./prepared.server";
import type { Database } from "./schema";
import type { PublicUser } from "./users.server";

/**
 * The figures of each role's home screen, each from one SQL query (counts computed in SQL,
 * never from a page of rows). Later areas add their own figures to these.
 */
/**
 * The admin home's five queries, each built and compiled once (prepared.server.ts): the home is opened more than
 * any other screen, and building and compiling its queries was about a tenth of what it cost on the server.
 */
const dashboardQueries = {
  // Active users per role and customer type from the trigger-kept user_counts (migration 0010): a few
  // rows whatever the number of customers.
  people: prepared((db: Kysely<Database>) =>
    db
      .selectFrom("user_counts")
      .select((eb) => ["role", "customer_type", eb.fn.sum<number>("n").as("n")])
      .where("is_active", "=", 1)
      .groupBy(["role", "customer_type"]),
  ),
  // The last 30 days on the (role, created_at) index: only the new customers' rows are read.
  newCustomers: prepared((db: Kysely<Database>, p: (name: "since") => never) =>
    db
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("role", "=", "customer")
      .where("is_active", "=", 1)
      .where("created_at", ">=", p("since")),
  ),
  recentCustomers: prepared((db: Kysely<Database>) =>
    db
      .selectFrom("users")
      .select(["id", "name", "email", "customer_type", "company_name", "created_at"])
      .where("role", "=", "customer")
      .orderBy("created_at", "desc")
      .limit(5),
  ),
  // Each branch's active agents, from user_counts (a branch's customers are other rows of it).
  branches: prepared((db: Kysely<Database>) =>
    db
      .selectFrom("branches")
      .leftJoin(
        (eb) =>
          eb
            .selectFrom("user_counts")
            .select((e) => ["branch_id", e.fn.sum<number>("n").as("n")])
            .where("role", "=", "agent")
            .where("is_active", "=", 1)
            .groupBy("branch_id")
            .as("a"),
        (join) => join.onRef("a.branch_id", "=", "branches.id"),
      )
      .select((eb) => [
        "branches.id",
        "branches.name",
        "branches.city",
        "branches.is_main",
        eb.fn.coalesce("a.n", eb.lit(0)).as("agents"),
      ])
      .where("branches.deleted_at", "is", null)
      .orderBy("branches.is_main", "desc")
      .orderBy("branches.name"),
  ),
  mails: prepared((db: Kysely<Database>, p: (name: "since") => never) =>
    db
      .selectFrom("mail_outbox")
      .select((eb) => [eb.fn.countAll<number>().as("total"), eb.fn.max("created_at").as("last")])
      .where("created_at", ">=", p("since")),
  ),
};

export async function adminDashboard(now = new Date()) {
  const db = getDb();
  const since30 = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const since7 = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const q = dashboardQueries;
  const [
    { rows: people },
    {
      rows: [newCustomers],
    },
    { rows: recentCustomers },
    { rows: branches },
    {
      rows: [mails],
    },
  ] = await Promise.all([
    q.people.execute(db, {}),
    q.newCustomers.execute(db, { since: since30 }),
    q.recentCustomers.execute(db, {}),
    q.branches.execute(db, {}),
    q.mails.execute(db, { since: since7 }),
  ]);
  const count = (role: "admin" | "agent" | "customer", type?: string) =>
    people.reduce(
      (sum, row) =>
        row.role === role && (type === undefined || row.customer_type === type) ? sum + Number(row.n) : sum,
      0,
    );
  return {
    figures: {
      customers: count("customer"),
      corporate: count("customer", "corporate"),
      agents: count("agent"),
      admins: count("admin"),
      newCustomers: Number(newCustomers?.n ?? 0),
      branches: branches.length,
      mailsLastWeek: Number(mails?.total ?? 0),
    },
    recentCustomers,
    branches: branches.map((b) => ({ ...b, agents: Number(b.agents) })),
  };
}

export async function agentDashboard(user: PublicUser) {
  const db = getDb();
  const branchId = user.branch_id ?? -1;
  const [branch, colleagues] = await Promise.all([
    db
      .selectFrom("branches")
      .select(["id", "name", "city", "address", "phone", "is_main"])
      .where("id", "=", branchId)
      .executeTakeFirst(),
    db
      .selectFrom("users")
      .select(["id", "name", "email", "phone", "created_at"])
      .where("branch_id", "=", branchId)
      .where("role", "=", "agent")
      .where("is_active", "=", 1)
      .orderBy("name")
      .limit(20)
      .execute(),
  ]);
  return { branch: branch ?? null, colleagues };
}

export async function customerDashboard(user: PublicUser) {
  const db = getDb();
  const sessions = await db
    .selectFrom("sessions")
    .select([
      "id",
      "created_at",
      "last_seen_at",
      "user_agent",
      sql<number>`case when revoked_at is null then 1 else 0 end`.as("active"),
    ])
    .where("user_id", "=", user.id)
    .orderBy("created_at", "desc")
    .limit(5)
    .execute();
  const profileFields = [
    user.name,
    user.email,
    user.phone,
    user.address,
    user.tax_id,
    user.customer_type === "corporate" ? user.company_name : "x",
  ];
  const completeness = Math.round((profileFields.filter(Boolean).length / profileFields.length) * 100);
  return { sessions, completeness };
}
