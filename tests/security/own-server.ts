import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import Database from "better-sqlite3";
import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { DEMO, DEMO_PASSWORD, dataDir, uniqueEmail } from "../e2e/fixtures";

/**
 * A production server of the test's own, on a fresh data folder and a port the system picks
 * (PORT=0, read back from the start line), so tests that write freely (the fuzzer, mass-assignment
 * probes, cross-account attempts) never disturb the shared e2e servers or another helper's ports,
 * and can read their own database without anyone else writing to it.
 */
export interface OwnServer {
  name: string;
  baseURL: string;
  pid: number;
  /** Opens the server's SQLite database read-only (close it after use). */
  db(): Database.Database;
  stop(): Promise<void>;
  /** Still running (a crash would end it), and what it wrote to stderr. */
  alive(): boolean;
  stderr(): string;
}

export async function startOwnServer(name: string, env: Record<string, string> = {}): Promise<OwnServer> {
  const child: ChildProcess = spawn(process.execPath, [path.resolve("tests/e2e/serve.mjs"), name], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", E2E_DATABASE_URL: "", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
    if (stderr.length > 20_000) stderr = stderr.slice(-20_000);
  });
  const baseURL = await new Promise<string>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`server ${name} did not start: ${stderr}`)), 60_000);
    child.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on (http:\/\/[^\s]+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1].replace("localhost", "127.0.0.1"));
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`server ${name} exited with ${code}: ${stderr}`));
    });
  });
  return {
    name,
    baseURL,
    pid: child.pid!,
    db: () => new Database(path.join(dataDir(name), "cargo.db"), { readonly: true, fileMustExist: true }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
    alive: () => child.exitCode === null && child.signalCode === null,
    stderr: () => stderr,
  };
}

let ipCounter = 0;
/** A client address of its own (the servers trust X-Forwarded-For), so per-address rate limits never mix tests. */
export function freshIp(prefix = 30): string {
  ipCounter += 1;
  const n = (process.pid * 131 + ipCounter * 7919 + Date.now()) % 16_000_000;
  return `${prefix}.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export type Who = keyof typeof DEMO | "visitor" | { email: string; password: string };

/**
 * An API client as one user: same-origin header (the server refuses foreign ones), its own client
 * address, signed in through the real login form (cookies kept by the context).
 */
export async function clientAs(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  who: Who,
): Promise<APIRequestContext> {
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL, "X-Forwarded-For": freshIp() },
  });
  if (who === "visitor") return request;
  const email = typeof who === "string" ? DEMO[who] : who.email;
  const password = typeof who === "string" ? DEMO_PASSWORD : who.password;
  const response = await request.post("/login", { form: { email, password }, maxRedirects: 0 });
  if (response.status() !== 303) throw new Error(`login as ${email} answered ${response.status()}`);
  return request;
}

/** Registers a fresh individual customer through the real form (API, no browser) and answers a signed-in client. */
export async function registerViaApi(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  prefix = "probe",
) {
  const email = uniqueEmail(prefix);
  const password = "Guclu-Sifre-42";
  const request = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL, "X-Forwarded-For": freshIp(31) },
  });
  const response = await request.post("/register", {
    form: {
      name: "Deniz Kaya",
      email,
      password,
      customerType: "individual",
      taxId: "10000000146",
      acceptMembership: "on",
    },
    maxRedirects: 0,
  });
  if (response.status() !== 303) throw new Error(`register ${email} answered ${response.status()}`);
  return { request, email, password };
}
