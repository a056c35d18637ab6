// Counts the SQL statements each page of a plan runs, with the production build in this very process (no
// HTTP, no other request at the same time), on a fresh data folder with the demo data.
// Usage: node tests/budgets/statements.mjs <plan.json> <out.json> (tests/budgets/statements.spec.ts).
//
// A plan: { "password": "…", "logins": { "<who>": "<email>" }, "setup": [{ "path": "/x", "form": { … } }],
//          "facts": { "<name>": "<SQL>" }, "pages": [{ "as": "<who>" | null, "path": "/x/{}", "fill": "<SQL>" }] }.
// The answer: { "facts": { "<name>": value }, "pages": [{ as, path, url, status, bytes, statements }] }.
// `setup` forms are posted first, signed out (rows the demo data lacks: mails in the outbox).
// `fill` is a query answering one value, put in place of `{}` (an id: the shipment with the most events, say).
// Every page is requested twice and the second count reported: the first request of a page may do one-time work
// (a language's labels, an index built on first use), which is not what the page costs.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const plan = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const dataDir = path.join(root, "test-results", "budgets-data", String(process.pid));
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
process.env.DATA_DIR = dataDir;
// BUDGETS_DATABASE_URL: count on an empty PostgreSQL database (the app migrates it and adds the demo data), not
// on the data folder's SQLite file.
const databaseUrl = process.env.BUDGETS_DATABASE_URL ?? "";
process.env.DATABASE_URL = databaseUrl;
process.env.NODE_ENV = "production";
process.env.SESSION_SECRET ??= "budgets-secret-budgets-secret-0123456789";
process.env.TRUST_PROXY = "on";

// React must see NODE_ENV first: every import of the app is dynamic.
const { createRequestHandler } = await import("react-router");
const { default: Database } = await import("better-sqlite3");
const build = await import(path.join(root, "build/server/index.js"));
const entry = build.entry.module;
entry.env();
await entry.ready();
const handle = createRequestHandler(build, "production");
const origin = "http://127.0.0.1";
const ip = "10.77.0.1";

async function request(pathname, init = {}) {
  const headers = new Headers(init.headers);
  headers.set("host", "127.0.0.1");
  headers.set("x-client-ip", ip);
  headers.set("x-request-id", "budgets");
  const res = await handle(new Request(origin + pathname, { ...init, headers, redirect: "manual" }));
  const bytes = (await res.arrayBuffer()).byteLength;
  return Object.assign(res, { bytes });
}

/** A form post, as the browser sends it without JavaScript. */
const postForm = (pathname, form) =>
  request(pathname, {
    method: "POST",
    body: new URLSearchParams(form),
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
  });

const cookies = {};
for (const [who, email] of Object.entries(plan.logins ?? {})) {
  const res = await postForm("/login", { email, password: plan.password });
  if (res.status !== 303) throw new Error(`sign-in of ${who} answered ${res.status}`);
  cookies[who] = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

for (const step of plan.setup ?? []) {
  const res = await postForm(step.path, step.form);
  if (res.status >= 400) throw new Error(`setup ${step.path} answered ${res.status}`);
}

/** The plan's facts and fills: one value a query, read on a connection of its own (plain SQL both engines take). */
const reader = databaseUrl.startsWith("postgres")
  ? await pgReader(databaseUrl)
  : sqliteReader(path.join(dataDir, "cargo.db"));
const facts = {};
for (const [name, query] of Object.entries(plan.facts ?? {})) facts[name] = await reader.value(query);
const results = [];
for (const page of plan.pages) {
  const value = page.fill ? await reader.value(page.fill) : undefined;
  if (page.fill && value == null) throw new Error(`nothing to fill ${page.path} with: ${page.fill}`);
  const url = page.fill ? page.path.replace("{}", encodeURIComponent(String(value))) : page.path;
  const headers = page.as ? { cookie: cookies[page.as] } : {};
  await request(url, { headers });
  const before = entry.statementsRun();
  const res = await request(url, { headers });
  results.push({
    as: page.as,
    path: page.path,
    url,
    status: res.status,
    bytes: res.bytes,
    statements: entry.statementsRun() - before,
  });
}
await reader.close();
await entry.shutdown?.();
fs.rmSync(dataDir, { recursive: true, force: true });
fs.writeFileSync(process.argv[3], JSON.stringify({ facts, pages: results }));
// The app keeps timers and worker threads (hashing, rate-limit sweeps) that would keep this process alive.
process.exit(0);

function sqliteReader(file) {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  return { value: async (query) => db.prepare(query).pluck().get(), close: async () => db.close() };
}

async function pgReader(url) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    // PostgreSQL's count(*) is a bigint, which pg reads as a string.
    value: async (query) => {
      const row = (await client.query({ text: query, rowMode: "array" })).rows[0];
      const v = row?.[0];
      return typeof v === "string" && /^-?\d+$/.test(v) ? Number(v) : v;
    },
    close: () => client.end(),
  };
}
