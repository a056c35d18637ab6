import crypto from "node:crypto";
import os from "node:os";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import { env } from "./env.server";

/**
 * Password hashing with scrypt (N=2^15, r=8, p=1) and a per-user salt, never on the event loop.
 *
 * Hashes run in at most two worker threads at a lower CPU priority (nice 10 by default; on Linux a thread's
 * nice value is its own, so the event loop keeps its priority). On a one-core server, 20 sign-ins at once would
 * otherwise take the core from the pages being served (`npm run bench` measures public tracking's p99
 * with and without 20 concurrent logins); this way sign-ins take longer when the server is busy and
 * pages do not. Where no worker can start, libuv's thread pool (`crypto.scrypt`) does the work.
 */
const poolScrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/**
 * The hashing threads' nice value (`PASSWORD_HASH_NICE`, default 10): at 10 the event loop gets about
 * 90% of a core that both want (CFS weights 1024 vs 110). On a machine busy with other processes at
 * normal priority (a CI runner with browsers), nice threads get little CPU and sign-ins slow down a lot:
 * the test runner sets 0 there.
 */
const workerSource = (nice: number) => `
const { parentPort } = require("node:worker_threads");
const crypto = require("node:crypto");
const os = require("node:os");
if (process.platform === "linux") {
  try { os.setPriority(${nice}); } catch {}
}
parentPort.on("message", ({ id, password, salt, keylen, options }) => {
  try {
    const key = crypto.scryptSync(password, Buffer.from(salt), keylen, options);
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});
`;

interface HashWorker {
  worker: Worker;
  busy: number;
}
type Pending = { resolve: (key: Buffer) => void; reject: (error: Error) => void };

const workers: HashWorker[] = [];
const pending = new Map<number, Pending>();
let nextId = 1;
let workersFailed = process.platform !== "linux";

function startWorker(): HashWorker | null {
  try {
    const worker = new Worker(workerSource(env().PASSWORD_HASH_NICE), { eval: true });
    const entry: HashWorker = { worker, busy: 0 };
    worker.unref();
    worker.on("message", (msg: { id: number; key?: Uint8Array; error?: string }) => {
      entry.busy--;
      const job = pending.get(msg.id);
      pending.delete(msg.id);
      if (!job) return;
      if (msg.key) job.resolve(Buffer.from(msg.key));
      else job.reject(new Error(msg.error ?? "scrypt failed"));
    });
    worker.on("error", () => {
      workersFailed = true;
      workers.splice(workers.indexOf(entry), 1);
    });
    return entry;
  } catch {
    workersFailed = true;
    return null;
  }
}

function scrypt(password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions): Promise<Buffer> {
  if (workersFailed) return poolScrypt(password, salt, keylen, options);
  if (workers.length < Math.min(2, os.availableParallelism())) {
    const started = startWorker();
    if (started) workers.push(started);
  }
  const target = workers.reduce<HashWorker | undefined>((a, w) => (!a || w.busy < a.busy ? w : a), undefined);
  if (!target) return poolScrypt(password, salt, keylen, options);
  const id = nextId++;
  return new Promise<Buffer>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    target.busy++;
    target.worker.postMessage({ id, password, salt: new Uint8Array(salt), keylen, options });
  });
}

const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, PARAMS);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) {
    // Spend the same time as a real check so unknown accounts are not told apart by timing.
    await scrypt(password, DUMMY_SALT, KEY_LENGTH, PARAMS);
    return false;
  }
  const [scheme, n, r, p, saltText, keyText] = stored.split("$");
  if (scheme !== "scrypt" || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, "base64url");
  const key = await scrypt(password.normalize("NFKC"), Buffer.from(saltText, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return key.length === expected.length && crypto.timingSafeEqual(key, expected);
}

const DUMMY_SALT = crypto.randomBytes(16);
