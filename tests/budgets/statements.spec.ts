import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { DEMO, DEMO_PASSWORD } from "../e2e/fixtures";

/**
 * SQL statements a page runs, counted in the production build (tests/budgets/statements.mjs: the build in one
 * process, one request at a time, the statements the app sent between the start and the end of the answer).
 *
 * - **No statement per row**: a list costs the same at 10 rows a page as at 100 (and at most one statement less
 *   with no rows), a shipment with many events the same as one with the fewest. A loader that looked something
 *   up for each row fails here.
 * - **A few statements a page**: every page within its budget below. The budgets are what each page runs
 *   today (docs/performance.md, "Statements a page and query plans"); a page that needs more says so by changing its line.
 * - Actions are not counted here. A shipment's status change (the detail page's post) also reads the customer's
 *   notification permissions and inserts the notification jobs in its transaction: two statements more than
 *   before the queue (docs/notifications.md); the shipment pages below are unchanged by it.
 *
 * Counted: every statement through the app's Kysely connection (a signed-in page starts with the session's user
 * row, and a staff page with the unread-messages badge). Not counted: the tariff finder's one-row freshness read
 * on its read-only side connection (SQLite; on PostgreSQL it goes through the pool and counts).
 *
 * `npm test` counts on SQLite; the PostgreSQL run (scripts/test-postgres.sh) counts again on an empty PostgreSQL
 * database with BUDGETS_DATABASE_URL, where a page whose count differs has its own budget (`pg`).
 */

/** BUDGETS_DATABASE_URL=postgres://… counts on PostgreSQL (scripts/test-postgres.sh), else on SQLite. */
const ON_POSTGRES = (process.env.BUDGETS_DATABASE_URL ?? "").startsWith("postgres");

type Who = keyof typeof DEMO | null;
interface Page {
  as: Who;
  path: string;
  /** A query answering one value, put in place of `{}` in the path. */
  fill?: string;
  /** The most statements this page may run. */
  budget: number;
  /** Where PostgreSQL runs a different number (BUDGETS_DATABASE_URL): its budget there. */
  pg?: number;
}
interface Counted {
  as: Who;
  path: string;
  url: string;
  status: number;
  /** The answer's size in bytes. */
  bytes: number;
  statements: number;
}

const customerId = `(select id from users where email = '${DEMO.customer}')`;
const agentBranch = `(select branch_id from users where email = '${DEMO.agent}')`;
/** Roles' shipments for the events comparison (`where` on `s`, the shipments). */
const SHIPMENTS_OF = {
  admin: "1 = 1",
  agent: `s.branch_id = ${agentBranch}`,
  customer: `s.customer_id = ${customerId}`,
};
const eventsOf = (id: string) => `(select count(*) from shipment_events where shipment_id = (${id}))`;
const mostEvents = (where: string) =>
  `select e.shipment_id from shipment_events e join shipments s on s.id = e.shipment_id where ${where} group by e.shipment_id order by count(*) desc, e.shipment_id limit 1`;
const fewestEvents = (where: string) =>
  `select e.shipment_id from shipment_events e join shipments s on s.id = e.shipment_id where ${where} group by e.shipment_id order by count(*), e.shipment_id limit 1`;

/** The role's shipment with the most events and the one with the fewest: the same statements. */
const eventsPair = (as: keyof typeof SHIPMENTS_OF, budget: number): Page[] => [
  { as, path: "/shipments/{}", fill: mostEvents(SHIPMENTS_OF[as]), budget },
  { as, path: "/shipments/{}", fill: fewestEvents(SHIPMENTS_OF[as]), budget },
];

/**
 * A list three ways: a search that finds nothing (no rows; left out where the list is already a search), 10 rows
 * a page, 100 a page.
 */
const NO_MATCH = "zzqx9-no-such-thing";
const list = (as: Who, base: string, budget: number): Page[] => {
  const glue = base.includes("?") ? "&" : "?";
  return [
    ...(base.includes("q=") ? [] : [{ as, path: `${base}${glue}q=${NO_MATCH}`, budget }]),
    { as, path: `${base}${glue}perPage=10`, budget },
    { as, path: `${base}${glue}perPage=100`, budget },
  ];
};
/** A list without a search (the pickups: views and a status filter): 10 rows a page, 100 a page. */
const paged = (as: Who, base: string, budget: number): Page[] => {
  const glue = base.includes("?") ? "&" : "?";
  return [
    { as, path: `${base}${glue}perPage=10`, budget },
    { as, path: `${base}${glue}perPage=100`, budget },
  ];
};
/** Lists with more than 10 rows in the demo data for that role: their 10- and 100-row pages differ. */
const LONG_LISTS = [
  "admin /shipments",
  "admin /shipments?status=delivered&q=a",
  "admin /freight",
  "admin /offers",
  "admin /users",
  "agent /shipments",
  "agent /freight",
  "customer /shipments",
  "admin /address-book",
  "admin /pickups",
];

const PAGES: Page[] = [
  // Public screens.
  { as: null, path: "/tracking", budget: 0 },
  // The lookup's rate-limit hit (one upsert), the shipment and its events. On SQLite the upsert runs between the
  // two pragmas that skip its disk flush (withoutFlush in app/models/dialect.server.ts), and they count too.
  {
    as: null,
    path: "/tracking?number={}",
    fill: "select tracking_number from shipments order by id limit 1",
    budget: 5,
    pg: 3,
  },
  // Five numbers at once (separated by commas): the same statements as one. The shipments and the events are each
  // one IN list, and the rate-limit hit is one upsert counting five.
  {
    as: null,
    path: "/tracking?number={}",
    fill: `select ${[0, 1, 2, 3, 4]
      .map((i) => `(select tracking_number from shipments order by id limit 1 offset ${i})`)
      .join(" || ',' || ")}`,
    budget: 5,
    pg: 3,
  },
  { as: null, path: "/login", budget: 0 },
  { as: null, path: "/register", budget: 0 },
  { as: null, path: "/contact", budget: 1 },
  { as: null, path: "/freight/calculate", budget: 0 },
  { as: null, path: "/api/public/blogs", budget: 2 },
  // Signed in: every panel page also reads the user's bookmarks (the navbar's icons), once a request.
  // Administrator.
  { as: "admin", path: "/", budget: 15 },
  ...list("admin", "/shipments", 5),
  ...list("admin", "/shipments?status=delivered&q=a", 5),
  ...eventsPair("admin", 6),
  { as: "admin", path: "/shipments/new", budget: 4 },
  ...list("admin", "/freight", 6),
  { as: "admin", path: "/freight/{}", fill: "select id from freight_requests order by id limit 1", budget: 6 },
  ...list("admin", "/offers", 5),
  { as: "admin", path: "/offers/{}", fill: "select id from offers order by id limit 1", budget: 5 },
  ...list("admin", "/contacts", 5),
  { as: "admin", path: "/contacts/{}", fill: "select id from contact_messages order by id limit 1", budget: 5 },
  { as: "admin", path: "/express-prices", budget: 7 },
  {
    as: "admin",
    path: "/express-prices/zones/{}",
    fill: "select id from express_zones order by id limit 1",
    budget: 7,
  },
  // The index's change counter: on SQLite read through a side connection (not counted), on PostgreSQL through the pool.
  { as: "admin", path: "/tariffs?q=ipek", budget: 7, pg: 8 },
  { as: "admin", path: "/tariffs/import", budget: 6 },
  ...list("admin", "/outbox", 5),
  // The notifications queue: the page of jobs, their count and the count per state (no jobs in the demo data).
  ...paged("admin", "/outbox/notifications", 5),
  { as: "admin", path: "/search?q=a", budget: 3 },
  // The address's verification and the new address waiting for its link: one statement.
  { as: "admin", path: "/account", budget: 6 },
  ...list("admin", "/users", 6),
  { as: "admin", path: "/users/{}", fill: `select id from users where email = '${DEMO.agent}'`, budget: 6 },
  ...list("admin", "/branches", 6),
  ...list("admin", "/blogs", 5),
  ...list("admin", "/site-pages", 5),
  ...list("admin", "/menus", 7),
  // Cash on delivery: the states' counts and totals (one grouped statement) and the page.
  ...list("admin", "/cod?state=collected", 5),
  { as: "admin", path: "/domestic-prices", budget: 6 },
  ...list("admin", "/address-book", 5),
  ...paged("admin", "/pickups", 5),
  // Reports: the branch choice (admins) and five grouped statements, whatever the period's length.
  { as: "admin", path: "/reports?period=last_12_months", budget: 9 },
  { as: "admin", path: "/reports?period=last_30_days&direction=domestic&status=delivered", budget: 9 },
  // Agent: the branch's work.
  { as: "agent", path: "/", budget: 10 },
  ...list("agent", "/shipments", 4),
  ...eventsPair("agent", 5),
  ...list("agent", "/freight", 4),
  ...list("agent", "/offers", 4),
  ...list("agent", "/cod", 4),
  ...list("agent", "/address-book", 4),
  ...paged("agent", "/pickups", 4),
  ...paged("agent", "/pickups?view=today", 4),
  { as: "agent", path: "/reports?period=last_12_months", budget: 7 },
  // Customer: their own.
  { as: "customer", path: "/", budget: 9 },
  ...list("customer", "/shipments", 4),
  ...eventsPair("customer", 5),
  ...list("customer", "/freight", 5),
  ...list("customer", "/offers", 4),
  ...list("customer", "/cod?state=collected", 4),
  ...list("customer", "/address-book", 4),
  ...paged("customer", "/pickups", 4),
  { as: "customer", path: "/reports?period=last_12_months", budget: 7 },
  { as: "customer", path: "/tariffs?q=ipek", budget: 2, pg: 3 },
];

/** Mails for the outbox list (the demo data has none): a password reset link for each demo account. */
const SETUP = Object.values(DEMO).map((email) => ({ path: "/forgot-password", form: { email } }));

/** Read from the database before the pages: how many events each compared shipment has. */
const FACTS = Object.fromEntries(
  Object.entries(SHIPMENTS_OF).flatMap(([who, where]) => [
    [`${who} most`, `select ${eventsOf(mostEvents(where))}`],
    [`${who} fewest`, `select ${eventsOf(fewestEvents(where))}`],
  ]),
);

let counted: Counted[] = [];
let facts: Record<string, number> = {};

// One count for the file: its tests in one worker, in order (each still reports on its own).
test.describe.configure({ mode: "default" });

test.beforeAll(() => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kargo-budgets-"));
  const planFile = path.join(dir, "plan.json");
  const outFile = path.join(dir, "counted.json");
  const logins = Object.fromEntries(Object.entries(DEMO).filter(([who]) => PAGES.some((p) => p.as === who)));
  fs.writeFileSync(
    planFile,
    JSON.stringify({
      password: DEMO_PASSWORD,
      logins,
      setup: SETUP,
      facts: FACTS,
      pages: PAGES.map(({ as, path, fill }) => ({ as, path, fill })),
    }),
  );
  try {
    execFileSync(process.execPath, [path.resolve("tests/budgets/statements.mjs"), planFile, outFile], {
      stdio: ["ignore", "ignore", "pipe"],
      timeout: 120_000,
    });
    ({ pages: counted, facts } = JSON.parse(fs.readFileSync(outFile, "utf8")) as {
      pages: Counted[];
      facts: Record<string, number>;
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("every page of the plan answers 200 on the demo data", () => {
  expect(counted).toHaveLength(PAGES.length);
  expect(counted.filter((c) => c.status !== 200).map((c) => `${c.as ?? "public"} ${c.url}: ${c.status}`)).toEqual([]);
});

test("no statement per row: lists and a shipment's events", () => {
  const groups = new Map<string, Counted[]>();
  for (const c of counted) {
    const key = `${c.as ?? "public"} ${c.path.replace(/[?&](perPage=\d+|q=zzqx9-no-such-thing)$/, "")}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  const at = (cs: Counted[], part: string) => cs.find((c) => c.path.includes(part));
  const faults: string[] = [];
  for (const [key, cs] of groups) {
    if (cs.length < 2) continue;
    const describe = () => `${key}: ${cs.map((c) => `${c.url} ${c.statements}`).join(" / ")}`;
    const none = at(cs, `q=${NO_MATCH}`);
    const ten = at(cs, "perPage=10");
    const hundred = at(cs, "perPage=100");
    if (!ten || !hundred) {
      // The shipment with the most events and the one with the fewest.
      if (new Set(cs.map((c) => c.statements)).size > 1) faults.push(describe());
      continue;
    }
    // The same statements for 10 rows and for 100.
    if (ten.statements !== hundred.statements) faults.push(describe());
    // With a search that finds nothing, at most one statement apart: a page may fetch what its rows need in one
    // query (a customer's freight requests their offers), skipped when there are none; and a search counts its
    // matches in a statement of its own where the whole list reads stored counts (the contacts inbox). A query
    // per row would make the difference the number of rows.
    if (none && Math.abs(ten.statements - none.statements) > 1) faults.push(describe());
    // The lists compared show rows: the full page is larger than the empty one; the long lists' 100 rows than 10.
    if (none && hundred.bytes <= none.bytes + 500) faults.push(`${key}: no rows in the demo data`);
    if (LONG_LISTS.includes(key) && hundred.bytes <= ten.bytes + 5_000)
      faults.push(`${key}: 100 rows a page no larger than 10`);
  }
  expect([...new Set(faults)]).toEqual([]);
  // The shipments compared differ in events (the demo data has one to several a shipment).
  for (const who of Object.keys(SHIPMENTS_OF))
    expect(facts[`${who} most`], who).toBeGreaterThan(facts[`${who} fewest`] + 1);
  expect([...groups.keys()].filter((key) => LONG_LISTS.includes(key))).toHaveLength(LONG_LISTS.length);
});

test("every page runs no more statements than its budget", () => {
  const budgetOf = (p: Page) => (ON_POSTGRES ? (p.pg ?? p.budget) : p.budget);
  const over = PAGES.map((p, i) => ({ p, c: counted[i] })).filter(({ p, c }) => c.statements > budgetOf(p));
  expect(
    over.map(({ p, c }) => `${c.as ?? "public"} ${c.url}: ${c.statements} statements, budget ${budgetOf(p)}`),
  ).toEqual([]);
});
