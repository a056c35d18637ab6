import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { fileURLToPath } from "node:url";
import { test, expect, request as playwrightRequest, type APIRequestContext, type APIResponse } from "@playwright/test";
// @ts-expect-error: a plain ES module shared with the unit tests
import { startFakeS3 } from "../support/fake-s3.mjs";

/**
 * Two production servers (A and B, on two ports) started at the same moment on one fresh PostgreSQL
 * database and one S3-compatible uploads store (the fake S3, which checks every SigV4 signature), as
 * behind a load balancer: traffic alternates between them and everything must behave as one panel.
 * The database is created here (kargo_multi_*) and dropped at the end. Needs a production build.
 */
const PG_URL = (process.env.MULTI_PG_URL ?? process.env.PGURL ?? "postgres://postgres@127.0.0.1:5432").replace(
  /\/$/,
  "",
);
const BASE_PORT = Number(process.env.MULTI_PORT ?? process.env.E2E_PORT ?? 4600);
const A = `http://127.0.0.1:${BASE_PORT}`;
const B = `http://127.0.0.1:${BASE_PORT + 1}`;
const S3_PORT = BASE_PORT + 2;
const APP_URL = "https://panel.kargo.test";
const PASSWORD = "Demo1234!";
const NEW_PASSWORD = "Coklu-Sunucu-2026";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const TR = { "Accept-Language": "tr" };

interface Server {
  name: string;
  url: string;
  child: ChildProcess;
  log: string[];
}
interface FakeS3 {
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  objects: Map<string, { body: Buffer; type: string }>;
  log: Array<{ method: string; status: number }>;
  close(): Promise<void>;
}

let dbName = "";
let admin: pg.Client | undefined;
let db: pg.Client | undefined;
let s3: FakeS3 | undefined;
const servers: Server[] = [];
const contexts: APIRequestContext[] = [];
let startupMs = 0;
let skipReason = "";
let ipCounter = 0;
/** A fresh client address for each request where per-address limits would get in the way. */
const ip = () =>
  `10.${60 + Math.floor(ipCounter / 60000)}.${Math.floor((ipCounter % 60000) / 250)}.${(ipCounter++ % 250) + 1}`;

async function newContext() {
  const ctx = await playwrightRequest.newContext({ extraHTTPHeaders: TR });
  contexts.push(ctx);
  return ctx;
}

function startServer(name: string, port: number, dataDir: string): Server {
  const log: string[] = [];
  const child = spawn(process.execPath, ["server.js"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: `${PG_URL}/${dbName}`,
      SESSION_SECRET: "multi-server-secret-shared-by-every-server-0123456789",
      TRUST_PROXY: "on",
      APP_URL,
      UPLOADS_S3_ENDPOINT: s3!.url,
      UPLOADS_S3_BUCKET: s3!.bucket,
      UPLOADS_S3_REGION: s3!.region,
      UPLOADS_S3_ACCESS_KEY_ID: s3!.accessKeyId,
      UPLOADS_S3_SECRET_ACCESS_KEY: s3!.secretAccessKey,
      UPLOADS_S3_PREFIX: "kargo/",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => log.push(chunk.toString()));
  return { name, url: `http://127.0.0.1:${port}`, child, log };
}

async function waitHealthy(server: Server, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (server.child.exitCode !== null) throw new Error(`server ${server.name} exited:\n${server.log.join("")}`);
    try {
      const response = await fetch(`${server.url}/healthz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server ${server.name} did not become healthy:\n${server.log.join("")}`);
}

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    skipReason = "no production build (npm run build)";
    return;
  }
  admin = new pg.Client({ connectionString: `${PG_URL}/postgres` });
  try {
    await admin.connect();
  } catch (error) {
    skipReason = `PostgreSQL is not reachable at ${PG_URL}: ${String(error)}`;
    admin = undefined;
    return;
  }
  dbName = `kargo_multi_${process.pid}_${Date.now().toString(36)}`;
  await admin.query(`create database ${dbName}`);
  db = new pg.Client({ connectionString: `${PG_URL}/${dbName}` });
  await db.connect();
  await db.query("create extension if not exists pg_trgm");
  s3 = (await startFakeS3({ port: S3_PORT })) as FakeS3;
  const dataRoot = fs.mkdtempSync(path.join(os.tmpdir(), "kargo-multi-"));
  // Both at the same moment, on an empty database: migrations and the seed must happen exactly once.
  const started = Date.now();
  servers.push(
    startServer("A", BASE_PORT, path.join(dataRoot, "a")),
    startServer("B", BASE_PORT + 1, path.join(dataRoot, "b")),
  );
  await Promise.all(servers.map((s) => waitHealthy(s)));
  startupMs = Date.now() - started;
});

test.afterAll(async () => {
  await Promise.all(contexts.map((c) => c.dispose()));
  await Promise.all(
    servers.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.child.exitCode !== null) return resolve();
          s.child.once("exit", () => resolve());
          s.child.kill("SIGTERM");
          setTimeout(() => s.child.kill("SIGKILL"), 12_000).unref();
        }),
    ),
  );
  await s3?.close();
  await db?.end();
  if (admin && dbName) await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin?.end();
});

test.beforeEach(() => {
  if (skipReason) console.log(`[multi] skipped: ${skipReason}`);
  test.skip(Boolean(skipReason), skipReason);
});

test.afterEach(({}, testInfo) => {
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const s of servers)
    console.log(`--- server ${s.name} (exit ${s.child.exitCode}) ---\n${s.log.join("").slice(-3000)}`);
});

const signedIn = async (ctx: APIRequestContext, server: string) => {
  const response = await ctx.get(`${server}/account`, { maxRedirects: 0 });
  return response.status() === 200;
};

async function signIn(
  ctx: APIRequestContext,
  server: string,
  email: string,
  password = PASSWORD,
): Promise<APIResponse> {
  const response = await ctx.post(`${server}/login`, {
    form: { email, password },
    maxRedirects: 0,
    headers: { "X-Forwarded-For": ip() },
  });
  expect(response.status(), `sign-in of ${email} on ${server}`).toBe(303);
  return response;
}

test("both servers started together on an empty database: one migrated and seeded it, once", async () => {
  const logs = servers.map((s) => s.log.join(""));
  expect(logs.filter((l) => l.includes("[db] applied migrations")).length).toBe(1);
  expect(logs.filter((l) => l.includes("[db] seeded the demo data")).length).toBe(1);
  const users = await db!.query("select count(*)::int as n, count(distinct email)::int as d from users");
  expect(users.rows[0].n).toBe(users.rows[0].d);
  const demo = await db!.query("select count(*)::int as n from users where email = 'admin@kargo.test'");
  expect(demo.rows[0].n).toBe(1);
  // The seed's images went to the shared store, not to either server's disk.
  expect([...s3!.objects.keys()].filter((k) => k.startsWith(`${s3!.bucket}/kargo/`)).length).toBeGreaterThan(0);
  console.log(`[multi] both servers healthy ${startupMs} ms after starting together`);
});

test("a session started on A works on B, and a logout on B ends it on A", async () => {
  const ctx = await newContext();
  expect(await signedIn(ctx, A)).toBe(false);
  await signIn(ctx, A, "customer@kargo.test");
  const onB = await ctx.get(`${B}/account`, { maxRedirects: 0 });
  expect(onB.status()).toBe(200);
  expect(await onB.text()).toContain("customer@kargo.test");
  expect(await signedIn(ctx, A)).toBe(true);
  const before = await ctx.storageState();
  const out = await ctx.post(`${B}/logout`, { maxRedirects: 0 });
  expect(out.status()).toBe(303);
  expect(await signedIn(ctx, A)).toBe(false);
  // The cookies from before the logout, replayed on A (and B): signed out everywhere.
  const replay = await playwrightRequest.newContext({ storageState: before, extraHTTPHeaders: TR });
  contexts.push(replay);
  const refused = await replay.get(`${A}/account`, { maxRedirects: 0 });
  expect(refused.status()).toBeGreaterThanOrEqual(300);
  expect(refused.status()).toBeLessThan(400);
  expect(refused.headers()["location"]).toMatch(/^\/login/);
  expect(await signedIn(replay, B)).toBe(false);
});

test("a password change on A makes the old cookie useless on B", async () => {
  const email = `multi-pw-${crypto.randomBytes(4).toString("hex")}@kargo.test`;
  const ctx = await newContext();
  await register(ctx, A, email, "Deniz Kaya");
  const other = await newContext();
  await signIn(other, B, email, NEW_PASSWORD);
  expect(await signedIn(other, A)).toBe(true);
  const changed = await ctx.post(`${A}/account`, {
    form: {
      intent: "password",
      currentPassword: NEW_PASSWORD,
      newPassword: "Baska-Sifre-2026",
      confirmPassword: "Baska-Sifre-2026",
    },
    maxRedirects: 0,
  });
  expect([200, 303]).toContain(changed.status());
  expect(await signedIn(other, B)).toBe(false);
});

/** Failed sign-ins with one account, each from a new address, until the first 429: how many were answered. */
async function failuresUntilLimited(email: string, targets: string[]) {
  const ctx = await newContext();
  for (let i = 0; i < 60; i++) {
    const response = await ctx.post(`${targets[i % targets.length]}/login`, {
      form: { email, password: "wrong-password" },
      maxRedirects: 0,
      headers: { "X-Forwarded-For": ip() },
    });
    if (response.status() === 429)
      return { answered: i, limited: response, next: targets[(i + 1) % targets.length], ctx };
    expect(response.status()).toBe(400);
  }
  throw new Error(`no limit after 60 failures for ${email}`);
}

test("rate limits count the hits on A and B together", async () => {
  const single = await failuresUntilLimited("corporate@kargo.test", [A]);
  const alternating = await failuresUntilLimited("agent@kargo.test", [A, B]);
  console.log(
    `[multi] failed sign-ins answered before 429: ${single.answered} on one server, ${alternating.answered} alternating A/B`,
  );
  expect(single.answered).toBeGreaterThan(0);
  // Counted per server, alternating would get twice as far.
  expect(alternating.answered).toBe(single.answered);
  expect(alternating.limited.headers()["retry-after"]).toMatch(/^\d+$/);
  // Both servers now refuse that account, whichever answers.
  for (const server of [A, B]) {
    const again = await alternating.ctx.post(`${server}/login`, {
      form: { email: "agent@kargo.test", password: "wrong-password" },
      maxRedirects: 0,
      headers: { "X-Forwarded-For": ip() },
    });
    expect(again.status()).toBe(429);
  }
});

test("a flash message set by an action on A shows after the redirect served by B, once", async () => {
  const ctx = await newContext();
  const login = await signIn(ctx, A, "admin@kargo.test");
  const location = login.headers()["location"];
  expect(location).toBeTruthy();
  const page = await ctx.get(`${B}${location}`);
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain("Başarıyla giriş yaptınız");
  const again = await ctx.get(`${A}${location}`);
  expect(await again.text()).not.toContain("Başarıyla giriş yaptınız");
});

test("a bookmark starred on A is a bookmark on B, and removed on B it is gone on A", async () => {
  const ctx = await newContext();
  // The account the rate-limit test above leaves locked out is not this one.
  await signIn(ctx, A, "customer@kargo.test");
  const marks = async (server: string) =>
    (
      (await (await ctx.get(`${server}/mock/api/bookmarks/data`)).json()) as { bookmarks: Array<{ target: string }> }
    ).bookmarks.map((b) => b.target);
  const data = (await (await ctx.get(`${B}/mock/api/bookmarks/data`)).json()) as {
    suggestions: Array<{ id: number; target: string }>;
  };
  const account = data.suggestions.find((p) => p.target === "account")!;
  expect(await marks(B)).not.toContain("account");

  // Starred through the demo interface on A, unstarred with the /search form (no JavaScript) on B.
  const starred = await ctx.post(`${A}/mock/api/bookmarks/update`, { data: { id: account.id } });
  expect(await starred.json()).toEqual({ id: account.id, isBookmarked: true });
  expect(await marks(B)).toContain("account");
  const unstarred = await ctx.post(`${B}/search`, {
    form: { intent: "bookmark", id: String(account.id), redirectTo: "/search" },
    maxRedirects: 0,
  });
  expect(unstarred.status()).toBe(303);
  expect(await marks(A)).not.toContain("account");
});

async function register(ctx: APIRequestContext, server: string, email: string, name: string) {
  const response = await ctx.post(`${server}/register`, {
    form: {
      name,
      email,
      password: NEW_PASSWORD,
      customerType: "individual",
      taxId: "10000000146",
      phone: "+90 532 123 45 67",
      address: "Caferağa Mah. Moda Cad. No:7, Kadıköy, İstanbul",
      acceptMembership: "on",
    },
    maxRedirects: 0,
    headers: { "X-Forwarded-For": ip() },
  });
  expect(
    response.status(),
    `register ${email} on ${server}: ${response.status() === 303 ? "" : (await response.text()).slice(0, 300)}`,
  ).toBe(303);
}

const SENDER = {
  step: "sender",
  intent: "next",
  "sender.name": "Deniz Kaya",
  "sender.country": "TR",
  "sender.city": "İstanbul",
  "sender.county": "Kadıköy",
  "sender.district": "Caferağa",
  "sender.address": "Moda Cad. No:7",
  "sender.zipCode": "34710",
  "sender.phone": "+90 532 123 45 67",
  "sender.email": "",
};
const RECEIVER = {
  step: "receiver",
  intent: "next",
  "receiver.name": "Anna Schmidt",
  "receiver.country": "DE",
  "receiver.city": "Köln",
  "receiver.address": "Hohe Str. 52",
  "receiver.zipCode": "50667",
  "receiver.phone": "+49 221 555 0192",
};
const CARGO = {
  step: "cargo",
  intent: "create",
  shippingType: "package",
  outsideShippingType: "export",
  weight: "2,5",
  width: "30",
  length: "20",
  height: "10",
  count: "1",
  unitPrice: "149,90",
  currency: "EUR",
  customsTariffDescription: "Erkek tişört",
  gtipCode: "610910000000",
  productCountry: "TR",
  acceptTransportTerms: "on",
  acceptUserAgreement: "on",
};

async function postStep(ctx: APIRequestContext, server: string, form: Record<string, string>) {
  const response = await ctx.post(`${server}/shipments/new`, { form, maxRedirects: 0 });
  if (response.status() !== 303)
    throw new Error(`step ${form.step} on ${server}: ${response.status()} ${(await response.text()).slice(0, 500)}`);
  return response.headers()["location"];
}

test("50 shipments created at once through A and B get unique tracking numbers and show on the other server", async () => {
  test.setTimeout(240_000);
  const USERS = 25;
  const PER_USER = 2;
  const customers = await Promise.all(
    Array.from({ length: USERS }, async (_, u) => {
      const ctx = await newContext();
      const email = `multi-${u}-${crypto.randomBytes(3).toString("hex")}@kargo.test`;
      await register(ctx, u % 2 ? B : A, email, `Çoklu Müşteri ${u}`);
      return { ctx, email };
    }),
  );
  const started = Date.now();
  const created = await Promise.all(
    customers.map(async ({ ctx }, u) => {
      const ids: Array<{ id: number; by: string; other: string }> = [];
      for (let k = 0; k < PER_USER; k++) {
        // The wizard's draft is kept in the database: each step may land on either server.
        const [first, second] = (u + k) % 2 ? [B, A] : [A, B];
        expect(await postStep(ctx, first, SENDER)).toBe("/shipments/new?step=receiver");
        expect(await postStep(ctx, second, RECEIVER)).toBe("/shipments/new?step=cargo");
        const location = await postStep(ctx, first, CARGO);
        const id = Number(/^\/shipments\/(\d+)$/.exec(location ?? "")?.[1]);
        expect(id).toBeGreaterThan(0);
        ids.push({ id, by: first, other: second });
      }
      return ids;
    }),
  );
  const elapsed = Date.now() - started;
  const all = created.flat();
  expect(all.length).toBe(USERS * PER_USER);

  const emails = customers.map((c) => c.email);
  const rows = await db!.query(
    "select s.id, s.tracking_number from shipments s join users u on u.id = s.customer_id where u.email = any($1::text[])",
    [emails],
  );
  const numbers = rows.rows.map((r: { tracking_number: string }) => r.tracking_number);
  expect(numbers.length).toBe(USERS * PER_USER);
  expect(new Set(numbers).size).toBe(numbers.length);
  const drafts = await db!.query(
    "select count(*)::int as n from shipment_drafts d join users u on u.id = d.user_id where u.email = any($1::text[])",
    [emails],
  );
  expect(drafts.rows[0].n).toBe(0);
  console.log(
    `[multi] ${all.length} shipments created through A and B (${USERS} customers at once) in ${elapsed} ms: ${new Set(numbers).size} unique tracking numbers`,
  );

  // Each shipment opens on the server that did not create it, for its owner.
  const byId = new Map(
    rows.rows.map((r: { id: number; tracking_number: string }) => [Number(r.id), r.tracking_number]),
  );
  await Promise.all(
    created.map(async (ids, u) => {
      for (const { id, other } of ids) {
        const page = await customers[u].ctx.get(`${other}/shipments/${id}`);
        expect(page.status()).toBe(200);
        expect(await page.text()).toContain(byId.get(id));
      }
    }),
  );
  // And the public tracking page of the other server finds it.
  const visitor = await newContext();
  const first = all[0];
  const tracking = await visitor.get(`${first.other}/tracking?number=${byId.get(first.id)}`, {
    headers: { "X-Forwarded-For": ip() },
  });
  expect(tracking.status()).toBe(200);
  expect(await tracking.text()).toContain(byId.get(first.id));
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), crypto.randomBytes(64)]);

test("an image uploaded through A is served by B, and content edits on A change the public API on B", async () => {
  const ctx = await newContext();
  await signIn(ctx, A, "admin@kargo.test");
  const api = (server: string, etag?: string) =>
    ctx.get(`${server}/api/public/banners?lng=tr`, { headers: etag ? { "If-None-Match": etag } : {} });
  const before = await api(B);
  expect(before.status()).toBe(200);
  const etag0 = before.headers()["etag"];
  expect((await api(A)).headers()["etag"]).toBe(etag0);

  const title = `Çoklu sunucu ${crypto.randomBytes(3).toString("hex")}`;
  const fields = {
    intent: "save",
    title,
    locale: "tr",
    sortOrder: "0",
    subtitle: "İki sunucu, tek panel",
    isActive: "on",
  };
  const putsBefore = s3!.log.filter((r) => r.method === "PUT").length;
  const saved = await ctx.post(`${A}/banners/new`, {
    multipart: { ...fields, image: { name: "banner.png", mimeType: "image/png", buffer: PNG } },
    maxRedirects: 0,
  });
  expect(saved.status(), (await saved.text()).slice(0, 300)).toBe(303);
  expect(s3!.log.filter((r) => r.method === "PUT" && r.status === 200).length).toBe(putsBefore + 1);

  // The edit shows on B at once: a new ETag, and the old one no longer answers 304.
  const afterCreate = await api(B, etag0);
  expect(afterCreate.status()).toBe(200);
  const etag1 = afterCreate.headers()["etag"];
  expect(etag1).not.toBe(etag0);
  const items = ((await afterCreate.json()) as { items: Array<{ id: number; title: string; imageUrl: string | null }> })
    .items;
  const banner = items.find((i) => i.title === title);
  expect(banner?.imageUrl).toMatch(new RegExp(`^${APP_URL}/uploads/[a-f0-9]{32}\\.png$`));
  const imagePath = banner!.imageUrl!.slice(APP_URL.length);
  expect(s3!.objects.has(`${s3!.bucket}/kargo${imagePath.slice("/uploads".length)}`)).toBe(true);

  for (const server of [B, A]) {
    const image = await ctx.get(`${server}${imagePath}`);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(image.headers()["content-length"]).toBe(String(PNG.length));
    expect(image.headers()["x-content-type-options"]).toBe("nosniff");
    expect(Buffer.compare(await image.body(), PNG)).toBe(0);
  }

  const renamed = `${title} (düzenlendi)`;
  const edited = await ctx.post(`${A}/banners/${banner!.id}`, {
    multipart: { ...fields, title: renamed },
    maxRedirects: 0,
  });
  expect(edited.status()).toBe(303);
  const afterEdit = await api(B, etag1);
  expect(afterEdit.status()).toBe(200);
  const etag2 = afterEdit.headers()["etag"];
  expect(etag2).not.toBe(etag1);
  expect(await afterEdit.text()).toContain(renamed);
  // Both servers agree on the new version: 304 for its ETag on either.
  expect((await api(B, etag2)).status()).toBe(304);
  expect((await api(A, etag2)).status()).toBe(304);

  // Replacing the image through B removes the old object from the shared store.
  const replaced = await ctx.post(`${B}/banners/${banner!.id}`, {
    multipart: {
      ...fields,
      title: renamed,
      image: { name: "other.png", mimeType: "image/png", buffer: Buffer.concat([PNG, Buffer.from([1, 2, 3])]) },
    },
    maxRedirects: 0,
  });
  expect(replaced.status()).toBe(303);
  expect((await ctx.get(`${A}${imagePath}`)).status()).toBe(404);
});

test("a tariff import on A is found by B's next search: B's in-memory tariff index follows the database", async () => {
  const ctx = await newContext();
  await signIn(ctx, A, "admin@kargo.test");
  // Letters only, so that the whole word is a name to search.
  const word = `zebercet${[...crypto.randomBytes(4)].map((b) => String.fromCharCode(97 + (b % 26))).join("")}`;
  const searchOn = async (server: string, q: string) => {
    const response = await ctx.get(`${server}/tariffs/search?q=${encodeURIComponent(q)}`);
    expect(response.status()).toBe(200);
    const from = /search-from;desc="(\w+)"/.exec(response.headers()["server-timing"] ?? "")?.[1];
    return { from, ...((await response.json()) as { total: number; rows: Array<{ code: string; name: string }> }) };
  };
  // B builds its index on its first search (answering in SQL meanwhile), then answers from it.
  await expect.poll(async () => (await searchOn(B, "ipek")).from, { timeout: 30_000 }).toBe("index");
  expect(await searchOn(B, word)).toMatchObject({ from: "index", total: 0 });

  const csv = `gtip_code,digits,chapter,heading,description,unit,tax_rate\n9799.10.00.00.00,12,97,9799,"${word} taşlı kolye",Adet,0\n`;
  const imported = await ctx.post(`${A}/tariffs/import`, {
    multipart: { mode: "merge", file: { name: "multi.csv", mimeType: "text/csv", buffer: Buffer.from(csv) } },
    maxRedirects: 0,
  });
  expect(imported.status()).toBe(303);

  // B's very next search has A's code: its index is out of date, so SQL answers while it is rebuilt.
  const next = await searchOn(B, word);
  expect(next).toMatchObject({ total: 1 });
  expect(next.rows[0].code).toBe("9799.10.00.00.00");
  await expect.poll(async () => (await searchOn(B, word)).from, { timeout: 30_000 }).toBe("index");
  const fromIndex = await searchOn(B, word);
  expect(fromIndex.rows.map((r) => r.code)).toEqual(["9799.10.00.00.00"]);
  expect(fromIndex.rows[0].name).toContain("taşlı kolye");
});

test("a mail written by one server can be downloaded from the other", async () => {
  const email = `multi-mail-${crypto.randomBytes(3).toString("hex")}@kargo.test`;
  const visitor = await newContext();
  await register(visitor, A, email, "Posta Alıcı");
  const anonymous = await newContext();
  const asked = await anonymous.post(`${A}/forgot-password`, {
    form: { email },
    maxRedirects: 0,
    headers: { "X-Forwarded-For": ip() },
  });
  expect(asked.status()).toBe(200);
  let row = { rows: [] as Array<{ id: number; file_name: string | null }> };
  for (let i = 0; i < 50 && !row.rows.length; i++) {
    row = await db!.query("select id, file_name from mail_outbox where to_address = $1 order by id desc limit 1", [
      email,
    ]);
    if (!row.rows.length) await new Promise((r) => setTimeout(r, 200));
  }
  expect(row.rows.length).toBe(1);
  expect(row.rows[0].file_name).toMatch(/\.eml$/);
  const ctx = await newContext();
  await signIn(ctx, B, "admin@kargo.test");
  const eml = await ctx.get(`${B}/outbox/${row.rows[0].id}/eml`);
  expect(eml.status()).toBe(200);
  expect(await eml.text()).toContain(`To: ${email}`);
});
