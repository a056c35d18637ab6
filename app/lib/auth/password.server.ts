import crypto from "node:crypto";
import os from "node:os";
import { promisify } from "node:util";

/**
 * Password hashing with scrypt (N=2^15, r=8, p=1) and a per-user salt, never on the event loop.
 *
 * `crypto.scrypt` runs on libuv's thread pool. At most one hash fewer than the machine has cores runs at once
 * (at least one), so pages keep a core while people sign in; the others wait here, in order. A hash whose request
 * has gone (the client closed the connection: `signal`) is dropped before it starts.
 */
const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** Hashes at once: a core is left for pages. */
export const HASHING_THREADS = Math.max(1, os.availableParallelism() - 1);

interface Job {
  start: () => void;
  drop: () => void;
  signal?: AbortSignal;
  onAbort?: () => void;
}

const waiting: Job[] = [];
let running = 0;
const counters = { hashed: 0, dropped: 0 };

function abortError(): Error {
  return new DOMException("The request was aborted before its password was checked", "AbortError");
}

function next() {
  while (running < HASHING_THREADS && waiting.length) {
    const job = waiting.shift()!;
    if (job.onAbort) job.signal?.removeEventListener("abort", job.onAbort);
    if (job.signal?.aborted) job.drop();
    else job.start();
  }
}

/** scrypt in the bounded pool: waits for a free place, unless the request goes first. */
function hash(
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
  signal?: AbortSignal,
): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    if (signal?.aborted) {
      counters.dropped++;
      return reject(abortError());
    }
    const job: Job = {
      signal,
      start: () => {
        running++;
        scrypt(password, salt, keylen, options)
          .then((key) => {
            counters.hashed++;
            resolve(key);
          }, reject)
          .finally(() => {
            running--;
            next();
          });
      },
      drop: () => {
        counters.dropped++;
        reject(abortError());
      },
    };
    if (signal) {
      job.onAbort = () => {
        const at = waiting.indexOf(job);
        if (at === -1) return;
        waiting.splice(at, 1);
        job.drop();
      };
      signal.addEventListener("abort", job.onAbort, { once: true });
    }
    waiting.push(job);
    next();
  });
}

/** The pool and what it did, for tests and diagnostics. */
export function hashingState() {
  return { threads: HASHING_THREADS, running, queued: waiting.length, ...counters };
}

const PARAMS = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 32;

export interface HashOptions {
  /** The request's signal: a hash still waiting when it aborts is dropped, and the call rejects (AbortError). */
  signal?: AbortSignal;
}

export async function hashPassword(password: string, { signal }: HashOptions = {}): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await hash(password.normalize("NFKC"), salt, KEY_LENGTH, PARAMS, signal);
  return `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifyPassword(
  password: string,
  stored: string | null | undefined,
  { signal }: HashOptions = {},
): Promise<boolean> {
  if (!stored) {
    // Spend the same time as a real check so unknown accounts are not told apart by timing.
    await hash(password, DUMMY_SALT, KEY_LENGTH, PARAMS, signal);
    return false;
  }
  const [scheme, n, r, p, saltText, keyText] = stored.split("$");
  if (scheme !== "scrypt" || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, "base64url");
  const key = await hash(
    password.normalize("NFKC"),
    Buffer.from(saltText, "base64url"),
    expected.length,
    { N: Number(n), r: Number(r), p: Number(p), maxmem: PARAMS.maxmem },
    signal,
  );
  return key.length === expected.length && crypto.timingSafeEqual(key, expected);
}

const DUMMY_SALT = crypto.randomBytes(16);
