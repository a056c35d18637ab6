import crypto from "node:crypto";
import os from "node:os";
import { promisify } from "node:util";
import { Worker } from "node:worker_threads";
import { env } from "./env.server";

/**
 * Password hashing with scrypt (N=2^15, r=8, p=1) and a per-user salt, never on the event loop.
 *
 * Hashes run in worker threads at the lowest CPU priority Linux has, SCHED_IDLE (`PASSWORD_HASH_NICE=idle`,
 * the default): they use only CPU time that nothing else in the machine wants, and a request that arrives
 * while a hash runs takes the core at once. At nice 10 (the default until session 30) the event loop only had
 * the larger share of a core both wanted: on a one-core server, public tracking's main thread waited for its
 * core about three times as long while 20 sign-ins ran (`npm run bench` measures tracking's p99 with and
 * without them; docs/performance.md, session 30).
 *
 * An idle-priority thread gets next to nothing while the core is saturated, so a sign-in must not wait for
 * that to end: when a hash has run for `starveAfterMs` without finishing, the same hash is also given to a
 * thread at nice 10 (about a tenth of a core both want), and whichever answers first settles it; further
 * queued hashes go there too until an idle-priority thread is free again.
 *
 * The queue is kept here, one hash per thread at a time, so a hash whose request has gone (the client closed
 * the connection: `signal`) is dropped before it costs anything. Where no worker can start, libuv's thread
 * pool (`crypto.scrypt`) does the work.
 */
const poolScrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** The nice value of the rescue thread when the others are at idle priority. */
const RESCUE_NICE = 10;
/** SCHED_IDLE's number in Linux's sched.h, as /proc/<pid>/task/<tid>/stat's field 41 shows it. */
const SCHED_IDLE = 5;

/**
 * The worker: learns its own thread id (Linux's, from /proc/thread-self), lowers its priority, says which
 * priority it got (read back from /proc, not assumed), then hashes one message at a time. Setting SCHED_IDLE
 * needs no privilege but has no Node API: util-linux's `chrt` does it, once, when the worker starts.
 */
const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const crypto = require("node:crypto");
const fs = require("node:fs");
const os = require("node:os");
let tid = 0;
let priority = "normal";
if (process.platform === "linux") {
  try { tid = Number(fs.readlinkSync("/proc/thread-self").split("/").pop()) || 0; } catch {}
  const policy = () => {
    try {
      const stat = fs.readFileSync("/proc/thread-self/stat", "utf8");
      return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[38]);
    } catch { return -1; }
  };
  if (workerData.idle && tid) {
    try {
      require("node:child_process").execFileSync("chrt", ["--idle", "--pid", "0", String(tid)], { stdio: "ignore", timeout: 5000 });
    } catch {}
    if (policy() === ${SCHED_IDLE}) priority = "idle";
  }
  if (priority !== "idle" && workerData.nice > 0) {
    try { os.setPriority(workerData.nice); priority = "nice " + os.getPriority(); } catch {}
  }
}
parentPort.postMessage({ ready: true, tid, priority });
parentPort.on("message", ({ id, password, salt, keylen, options }) => {
  try {
    const key = crypto.scryptSync(password, Buffer.from(salt), keylen, options);
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
});
`;

interface Job {
  id: number;
  password: string;
  salt: Buffer;
  keylen: number;
  options: crypto.ScryptOptions;
  signal?: AbortSignal;
  resolve: (key: Buffer) => void;
  reject: (error: Error) => void;
  settled: boolean;
  /** When an idle-priority thread started it (performance.now()), for the starvation check. */
  startedAt?: number;
  /** Given to the rescue thread too. */
  rescued?: boolean;
  timer?: NodeJS.Timeout;
}

interface HashThread {
  worker: Worker;
  rescue: boolean;
  job: Job | null;
  tid: number;
  priority: string;
}

const threads: HashThread[] = [];
const queue: Job[] = [];
let nextId = 1;
let workersFailed = process.platform !== "linux";
let starveAfterMs = 1000;
const counters = { hashed: 0, dropped: 0, rescued: 0 };

function priorityWanted(): { idle: boolean; nice: number } {
  const setting = env().PASSWORD_HASH_NICE;
  return setting === "idle" ? { idle: true, nice: RESCUE_NICE } : { idle: false, nice: setting };
}

function startThread(rescue: boolean): HashThread | null {
  const wanted = priorityWanted();
  try {
    const worker = new Worker(workerSource, { eval: true, workerData: { idle: wanted.idle && !rescue, nice: wanted.nice } });
    const thread: HashThread = { worker, rescue, job: null, tid: 0, priority: "starting" };
    worker.unref();
    worker.on("message", (msg: { ready?: boolean; tid?: number; priority?: string; id?: number; key?: Uint8Array; error?: string }) => {
      if (msg.ready) {
        thread.tid = msg.tid ?? 0;
        thread.priority = msg.priority ?? "normal";
        return;
      }
      const job = thread.job;
      thread.job = null;
      if (job && job.id === msg.id) {
        if (msg.key) {
          const key = Buffer.from(msg.key);
          settle(job, () => {
            counters.hashed++;
            job.resolve(key);
          });
        } else settle(job, () => job.reject(new Error(msg.error ?? "scrypt failed")));
      }
      pump();
    });
    worker.on("error", () => {
      // A thread that fails once is not trusted again: from now on libuv's pool hashes. Its hash is not lost.
      workersFailed = true;
      threads.splice(threads.indexOf(thread), 1);
      const job = thread.job;
      thread.job = null;
      if (job && !job.settled) queue.unshift(job);
      pump();
    });
    threads.push(thread);
    return thread;
  } catch {
    workersFailed = true;
    return null;
  }
}

function settle(job: Job, done: () => void) {
  if (job.settled) return;
  job.settled = true;
  if (job.timer) clearTimeout(job.timer);
  done();
}

function abortError(): Error {
  return new DOMException("The request was aborted before its password was checked", "AbortError");
}

function post(thread: HashThread, job: Job) {
  thread.job = job;
  thread.worker.postMessage({ id: job.id, password: job.password, salt: new Uint8Array(job.salt), keylen: job.keylen, options: job.options });
  if (!thread.rescue && priorityWanted().idle) {
    job.startedAt = performance.now();
    watchStarving(job, starveAfterMs);
  }
}

function watchStarving(job: Job, delay: number) {
  job.timer = setTimeout(() => {
    if (job.settled) return;
    const left = starveAfterMs - (performance.now() - job.startedAt!);
    if (left > 0) watchStarving(job, left);
    else pump();
  }, Math.max(1, Math.ceil(delay)));
  job.timer.unref();
}

/** Hands queued hashes to free threads; when an idle-priority hash is starving, lets the rescue thread help. */
function pump() {
  if (workersFailed) {
    for (const job of queue.splice(0)) runInPool(job);
    return;
  }
  const limit = Math.min(2, os.availableParallelism());
  while (queue.length) {
    const job = queue[0];
    if (job.signal?.aborted) {
      queue.shift();
      counters.dropped++;
      settle(job, () => job.reject(abortError()));
      continue;
    }
    let thread = threads.find((t) => !t.rescue && !t.job);
    if (!thread && threads.filter((t) => !t.rescue).length < limit) thread = startThread(false) ?? undefined;
    if (!thread) break;
    queue.shift();
    post(thread, job);
  }
  if (workersFailed) return pump();
  if (!priorityWanted().idle) return;
  const now = performance.now();
  const starving = threads.flatMap((t) => (!t.rescue && t.job && now - t.job.startedAt! >= starveAfterMs ? [t.job] : []));
  if (!starving.length) return;
  const rescue = threads.find((t) => t.rescue) ?? startThread(true);
  if (!rescue || rescue.job) return;
  // A starving hash the rescue thread has not had yet, else the next one in the queue.
  const job = starving.find((j) => !j.rescued) ?? queue.shift();
  if (!job) return;
  job.rescued = true;
  counters.rescued++;
  post(rescue, job);
}

function runInPool(job: Job) {
  if (job.signal?.aborted) {
    counters.dropped++;
    return settle(job, () => job.reject(abortError()));
  }
  poolScrypt(job.password, job.salt, job.keylen, job.options).then(
    (key) =>
      settle(job, () => {
        counters.hashed++;
        job.resolve(key);
      }),
    (error: Error) => settle(job, () => job.reject(error)),
  );
}

function scrypt(password: string, salt: Buffer, keylen: number, options: crypto.ScryptOptions, signal?: AbortSignal): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    const job: Job = { id: nextId++, password, salt, keylen, options, signal, resolve, reject, settled: false };
    if (signal?.aborted) {
      counters.dropped++;
      return reject(abortError());
    }
    if (workersFailed) return runInPool(job);
    queue.push(job);
    pump();
  });
}

/** The hashing threads and what they did, for tests and diagnostics. */
export function hashingState() {
  return {
    threads: threads.map((t) => ({ tid: t.tid, priority: t.priority, rescue: t.rescue, busy: Boolean(t.job) })),
    queued: queue.length,
    ...counters,
  };
}

/** Tests: how long an idle-priority hash may run before the rescue thread takes it too (default 1000 ms). */
export function setStarveAfterMs(ms: number) {
  starveAfterMs = ms;
}

const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

export interface HashOptions {
  /** The request's signal: a hash still queued when it aborts is dropped, and the call rejects (AbortError). */
  signal?: AbortSignal;
}

export async function hashPassword(password: string, { signal }: HashOptions = {}): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, PARAMS, signal);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined, { signal }: HashOptions = {}): Promise<boolean> {
  if (!stored) {
    // Spend the same time as a real check so unknown accounts are not told apart by timing.
    await scrypt(password, DUMMY_SALT, KEY_LENGTH, PARAMS, signal);
    return false;
  }
  const [scheme, n, r, p, saltText, keyText] = stored.split("$");
  if (scheme !== "scrypt" || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, "base64url");
  const key = await scrypt(
    password.normalize("NFKC"),
    Buffer.from(saltText, "base64url"),
    expected.length,
    { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem },
    signal,
  );
  return key.length === expected.length && crypto.timingSafeEqual(key, expected);
}

const DUMMY_SALT = crypto.randomBytes(16);
