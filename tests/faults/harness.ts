import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";

/**
 * The fault tests start production servers of their own (node server.js on a data folder of their
 * own), so they can kill, stop and starve them without touching the servers other tests use. Ports
 * come from E2E_PORT + 20…29, inside the range a test run owns.
 */
export const BASE_PORT = Number(process.env.E2E_PORT ?? 3210) + 20;
export const SECRET = "faults-secret-faults-secret-faults-0123456789";

/** Outside test-results (Playwright empties that folder at the start of a run), one folder per port range. */
export function dataDirFor(name: string) {
  return path.join(os.tmpdir(), `kargo-faults-${BASE_PORT}`, name);
}

// Servers still running when the test worker goes away (a timeout tears it down) go with it.
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export class AppServer {
  child?: ChildProcess;
  exited?: Promise<Exit>;
  log = "";
  readonly origin: string;

  constructor(
    readonly dataDir: string,
    readonly port: number,
    readonly env: Record<string, string> = {},
  ) {
    this.origin = `http://127.0.0.1:${port}`;
  }

  get dbFile() {
    return path.join(this.dataDir, "cargo.db");
  }

  async start(timeoutMs = 30_000) {
    fs.mkdirSync(this.dataDir, { recursive: true });
    if (
      await fetch(`${this.origin}/healthz`).then(
        () => true,
        () => false,
      )
    )
      throw new Error(`port ${this.port} is already in use`);
    const env: NodeJS.ProcessEnv = { ...process.env };
    // The embedded database and uploads inside DATA_DIR, whatever the surrounding run configures.
    for (const name of ["DATABASE_URL", "UPLOADS_DIR", "OUTBOX_DIR", "E2E_DATABASE_URL"]) delete env[name];
    Object.assign(env, {
      NODE_ENV: "production",
      DATA_DIR: this.dataDir,
      PORT: String(this.port),
      HOST: "127.0.0.1",
      APP_URL: this.origin,
      SESSION_SECRET: SECRET,
      TRUST_PROXY: "on",
      ...this.env,
    });
    const child = spawn(process.execPath, ["server.js"], {
      cwd: path.resolve("."),
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child = child;
    running.add(child);
    child.once("exit", () => running.delete(child));
    child.stdout!.on("data", (d: Buffer) => (this.log += d.toString()));
    child.stderr!.on("data", (d: Buffer) => (this.log += d.toString()));
    this.exited = new Promise<Exit>((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited at start:\n${this.log}`);
      try {
        const res = await fetch(`${this.origin}/healthz`);
        if (res.ok) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw new Error(`server did not start in ${timeoutMs} ms:\n${this.log}`);
  }

  /** Sends a signal and waits for the process to end (at most `timeoutMs`). */
  async stop(signal: NodeJS.Signals = "SIGTERM", timeoutMs = 15_000): Promise<Exit> {
    if (!this.child || !this.exited) throw new Error("not started");
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    return withTimeout(this.exited, timeoutMs, `server did not exit after ${signal}`);
  }

  /** Last resort in `finally` blocks: the process is gone whatever happened. */
  async ensureStopped() {
    // A server that died by itself (not stopped by the test) shows why.
    const c = this.child;
    if (
      c &&
      ((c.exitCode !== null && c.exitCode !== 0) ||
        (c.signalCode !== null && c.signalCode !== "SIGKILL" && c.signalCode !== "SIGTERM"))
    ) {
      console.log(`[faults] server on ${this.port} ended (${c.exitCode ?? c.signalCode}):\n${this.log.slice(-3000)}`);
    }
    if (this.child && this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill("SIGKILL");
      await this.exited;
    }
  }

  /** A read-only look at the database file (works while the server runs: WAL). */
  query<T>(fn: (db: Database.Database) => T): T {
    const db = new Database(this.dbFile, { fileMustExist: true, readonly: true });
    try {
      return fn(db);
    } finally {
      db.close();
    }
  }

  write<T>(fn: (db: Database.Database) => T): T {
    const db = new Database(this.dbFile, { fileMustExist: true });
    db.pragma("busy_timeout = 5000");
    try {
      return fn(db);
    } finally {
      db.close();
    }
  }
}

export function freshDir(name: string) {
  const dir = dataDirFor(name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms))),
  ]);
}

let ipCounter = 0;
function nextIp() {
  ipCounter += 1;
  const n = (process.pid * 131 + ipCounter * 7919) % 16_000_000;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export interface Answer {
  status: number;
  location: string | null;
  cookies: Record<string, string>;
  text: string;
  headers: Headers;
}

/**
 * A browser-like client without a browser: one cookie jar, its own client address (rate limits are
 * per address), same-origin headers on writes, redirects not followed (the 303 of an action is its answer).
 */
export class Client {
  readonly jar = new Map<string, string>();
  readonly ip = nextIp();
  constructor(readonly origin: string) {}

  private cookieHeader() {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async send(
    method: string,
    pathname: string,
    form?: Record<string, string>,
    extra: Record<string, string> = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {
      "X-Forwarded-For": this.ip,
      Cookie: this.cookieHeader(),
      "Accept-Language": "tr",
      ...extra,
    };
    let body: string | undefined;
    if (form) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      headers.Origin = this.origin;
      body = new URLSearchParams(form).toString();
    }
    const res = await fetch(this.origin + pathname, { method, headers, body, redirect: "manual" });
    const cookies: Record<string, string> = {};
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      cookies[name] = value;
      if (/max-age=0/i.test(line) || value === "") this.jar.delete(name);
      else this.jar.set(name, value);
    }
    const text = await res.text();
    return { status: res.status, location: res.headers.get("location"), cookies, text, headers: res.headers };
  }

  get(pathname: string, extra?: Record<string, string>) {
    return this.send("GET", pathname, undefined, extra);
  }

  post(pathname: string, form: Record<string, string>, extra?: Record<string, string>) {
    return this.send("POST", pathname, form, extra);
  }

  async login(email: string, password = "Demo1234!") {
    const answer = await this.post("/login", { email, password });
    if (answer.status !== 303 || !this.jar.has("__session"))
      throw new Error(`login of ${email} failed: ${answer.status}`);
    this.jar.delete("toast");
  }
}

/** The values a success toast carries (the cookie is base64 JSON followed by a signature). */
export function toastValues(cookie: string | undefined): Record<string, string> | null {
  if (!cookie) return null;
  try {
    const encoded = decodeURIComponent(cookie).split(".")[0];
    const parsed = JSON.parse(Buffer.from(encoded, "base64").toString("utf8")) as {
      type?: string;
      values?: Record<string, string>;
    };
    return parsed.type === "success" ? (parsed.values ?? {}) : null;
  } catch {
    return null;
  }
}

/** Runs `fn` over `items` with at most `limit` at a time. */
export async function pool<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await fn(items[i], i);
      }
    }),
  );
  return results;
}

// The demo sender (İstanbul) and a foreign receiver: an export document, the smallest valid booking.
export const SENDER_STEP = {
  step: "sender",
  intent: "next",
  "sender.name": "Ayşe Demir",
  "sender.country": "TR",
  "sender.city": "İstanbul",
  "sender.county": "Kadıköy",
  "sender.district": "Caferağa Mah",
  "sender.address": "Moda Cad. 1",
  "sender.zipCode": "34710",
  "sender.phone": "+90 533 111 22 33",
};
export const RECEIVER_STEP = {
  step: "receiver",
  intent: "next",
  "receiver.name": "Hans Müller",
  "receiver.country": "DE",
  "receiver.city": "Berlin",
  "receiver.address": "Hauptstr. 5",
  "receiver.zipCode": "10115",
  "receiver.phone": "+49 30 1234567",
};
export function cargoStep(note: string) {
  return {
    step: "cargo",
    intent: "create",
    shippingType: "document",
    outsideShippingType: "export",
    weight: "0.5",
    count: "1",
    currency: "EUR",
    specialNote: note,
    acceptTransportTerms: "on",
    acceptUserAgreement: "on",
  };
}

/** Walks a customer's wizard to its last step (the draft is kept on the server). */
export async function prepareDraft(client: Client) {
  for (const step of [SENDER_STEP, RECEIVER_STEP]) {
    const answer = await client.post("/shipments/new", step);
    if (answer.status !== 303 || !answer.location?.includes("step="))
      throw new Error(`wizard step ${step.step}: ${answer.status} ${answer.text.slice(0, 200)}`);
  }
}

export function offerForm(marker: string, priceMajor: number, discountPercent: number) {
  return {
    intent: "save",
    offerTo: `Fault test ${marker}`,
    bidderId: "1",
    date: "2026-01-10",
    validUntil: "2099-12-31",
    currency: "EUR",
    price: String(priceMajor),
    discountRate: String(discountPercent),
    description: `marker ${marker}`,
  };
}

/**
 * Adds customer accounts straight into the database, with the demo password hashed at a low scrypt
 * cost (the stored hash names its own parameters), so signing in a hundred of them takes little time.
 */
export function addCustomers(server: AppServer, prefix: string, count: number): string[] {
  const salt = crypto.randomBytes(16);
  const key = crypto.scryptSync("Demo1234!", salt, 32, { N: 1024, r: 8, p: 1 });
  const hash = `scrypt$1024$8$1$${salt.toString("base64url")}$${key.toString("base64url")}`;
  return server.write((db) => {
    const insert = db.prepare(`
      insert into users (name, email, password_hash, role, customer_type, tax_id, company_name, phone, address,
        permission_sms, permission_mail, branch_id, is_active, locale, created_at, updated_at)
      select name || ' ' || @n, @email, @hash, role, customer_type, tax_id, company_name, phone, address,
        0, 0, branch_id, 1, locale, created_at, updated_at
      from users where email = 'customer@kargo.test'`);
    const emails: string[] = [];
    db.transaction(() => {
      for (let n = 1; n <= count; n++) {
        const email = `${prefix}-${n}@kargo.test`;
        insert.run({ n, email, hash });
        emails.push(email);
      }
    })();
    return emails;
  });
}

/** Gives each of `to` a copy of the wizard draft of `from` (a customer's draft is booked for themselves). */
export function copyDraft(server: AppServer, from: string, to: string[]) {
  server.write((db) => {
    const copy = db.prepare(`
      insert into shipment_drafts (user_id, customer_id, step, values_json, created_at, updated_at)
      select u.id, u.id, d.step, d.values_json, d.created_at, d.updated_at
      from shipment_drafts d join users f on f.id = d.user_id and f.email = @from, users u where u.email = @to`);
    db.transaction(() => {
      for (const email of to)
        if (copy.run({ from, to: email }).changes !== 1) throw new Error(`no draft copied to ${email}`);
    })();
  });
}
