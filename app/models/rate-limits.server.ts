import { sql, type Kysely } from "kysely";
import { beforeClose, getDb } from "./db.server";
import { currentEngine, withoutFlush } from "./dialect.server";
import { inBackground } from "./guarded-dialect.server";
import { prepared } from "./prepared.server";
import type { Database } from "./schema";

/**
 * Fixed-window counters in the `rate_limits` table, so limits hold across restarts and, on PostgreSQL,
 * across several app servers: there every change is one atomic statement (an upsert or a guarded
 * update), so parallel requests on any number of servers never lose a count. On SQLite, whose file has
 * one app process, that process counts in memory and writes the counters behind (below). SQLite's writes
 * skip the disk flush (`withoutFlush`): a power failure may forget the last hits, which is not worth an
 * fsync on every public lookup and sign-in.
 */
export interface RateLimitState {
  count: number;
  resetAt: Date;
}

/** A hit's upsert: the first hit of a window inserts, later ones count, one past the window starts a new one. */
export function hitUpsert(db: Kysely<Database>, key: string, now: string, resetAt: string) {
  return db
    .insertInto("rate_limits")
    .values({ key, count: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<string>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(["count", "reset_at"]);
}

/** The upsert every public lookup and sign-in runs on PostgreSQL, compiled once (prepared.server.ts). */
const hit = prepared((db: Kysely<Database>, p: (name: "key" | "now" | "resetAt") => any) => hitUpsert(db, p("key"), p("now"), p("resetAt")));

// ---------------------------------------------------------------------------------------------
// SQLite: the counters of the one process, written behind.
//
// An SQLite database file has one app process (docs/deploy.md), so that process's counters are the only
// ones. Counting each hit in the table cost a write transaction and the two pragmas around it (withoutFlush):
// measured in the server under load, 240 µs of a public tracking lookup's 360 µs of SQL, and a 4 KB WAL
// frame a lookup. Counters are kept in memory instead, read from the table the first time a key is used
// after a start, and every change is written back within a second, in one statement for all changed keys
// (and at shutdown: `flushRateLimits`). A killed process forgets at most the last second's hits; a restart
// keeps the rest. Counting stays atomic: a hit changes its counter synchronously, between awaits.

interface Held {
  count: number;
  /** Epoch ms; 0 with a count of 0: no window (no row). */
  resetAt: number;
}

interface Store {
  held: Map<string, Held>;
  /** Keys changed since the last write. */
  changed: Set<string>;
  loading: Map<string, Promise<Held>>;
  timer: ReturnType<typeof setTimeout> | null;
  flushing: Promise<void> | null;
}

/** Written behind after at most this long. */
export const WRITE_BEHIND_MS = 1000;
/** Counters kept in memory; past this, unchanged ones are forgotten (oldest use first) and read again when needed. */
const HELD_MAX = 20_000;

const stores = new WeakMap<Kysely<Database>, Store>();

/** The process's counters for this database, or null on PostgreSQL (several processes: the table is the truth). */
function storeFor(db: Kysely<Database>): Store | null {
  if (currentEngine() !== "sqlite") return null;
  let store = stores.get(db);
  if (!store) {
    store = { held: new Map(), changed: new Set(), loading: new Map(), timer: null, flushing: null };
    stores.set(db, store);
  }
  return store;
}

const readRow = prepared((db: Kysely<Database>, p: (name: "key") => any) =>
  db.selectFrom("rate_limits").select(["count", "reset_at"]).where("key", "=", p("key")),
);

/**
 * The key's counter if it is in memory (then most recently used: last, for the trimming in `flush`). Callers
 * write `heldCounter(…) ?? (await loadCounter(…))`, so a counter in memory is changed without an await.
 */
function heldCounter(store: Store, key: string): Held | undefined {
  const known = store.held.get(key);
  if (known) {
    store.held.delete(key);
    store.held.set(key, known);
  }
  return known;
}

/** The key's counter read once from the table (parallel first uses share the read). */
function loadCounter(db: Kysely<Database>, store: Store, key: string): Promise<Held> {
  let loading = store.loading.get(key);
  if (!loading) {
    loading = readRow
      .execute(db, { key })
      .then(({ rows: [row] }) => {
        // A hit may have set the key meanwhile (clearRateLimit does without reading): that one wins.
        let held = store.held.get(key);
        if (!held) {
          held = row ? { count: Number(row.count), resetAt: Date.parse(row.reset_at) } : { count: 0, resetAt: 0 };
          store.held.set(key, held);
        }
        return held;
      })
      .finally(() => store.loading.delete(key));
    store.loading.set(key, loading);
  }
  return loading;
}

function isCurrent(db: Kysely<Database>) {
  try {
    return getDb() === db;
  } catch {
    return false;
  }
}

function changed(db: Kysely<Database>, store: Store, key: string, held: Held) {
  store.changed.add(key);
  // (Trimmed meanwhile, which takes only unchanged counters: it is back, with its change.)
  if (!store.held.has(key)) store.held.set(key, held);
  scheduleFlush(db, store);
}

function scheduleFlush(db: Kysely<Database>, store: Store) {
  if (!store.timer) {
    store.timer = setTimeout(() => {
      store.timer = null;
      // A database no longer the process's (tests install their own) was written when it closed.
      if (!isCurrent(db)) return;
      flush(db, store).catch((error) => console.error("[rate-limit] writing the counters failed; retrying:", error));
    }, WRITE_BEHIND_MS);
    store.timer.unref?.();
  }
}

/** Writes every changed counter: one upsert for those with hits, one delete for those without. */
async function flush(db: Kysely<Database>, store: Store): Promise<void> {
  // One flush at a time; a change made while one writes is picked up by the next (and one that failed put its
  // keys back, so they are written by this one).
  while (store.flushing) await store.flushing.catch(() => {});
  if (!store.changed.size) return trim(store);
  const keys = [...store.changed];
  store.changed.clear();
  // A changed key is never trimmed, so each is in `held`.
  const dirty = keys.map((key) => [key, store.held.get(key)!] as const);
  const upserts = dirty.filter(([, h]) => h.count > 0).map(([key, h]) => ({ key, count: h.count, reset_at: new Date(h.resetAt).toISOString() }));
  const deletes = dirty.filter(([, h]) => h.count <= 0).map(([key]) => key);
  store.flushing = inBackground(() => withoutFlush(db, async (conn) => {
    // 3 parameters a row: well under SQLite's 32,766 variables a statement.
    for (let i = 0; i < upserts.length; i += 2000) {
      await conn
        .insertInto("rate_limits")
        .values(upserts.slice(i, i + 2000))
        .onConflict((oc) => oc.column("key").doUpdateSet((eb) => ({ count: eb.ref("excluded.count"), reset_at: eb.ref("excluded.reset_at") })))
        .execute();
    }
    for (let i = 0; i < deletes.length; i += 5000) await conn.deleteFrom("rate_limits").where("key", "in", deletes.slice(i, i + 5000)).execute();
  }));
  try {
    await store.flushing;
  } catch (error) {
    // Not written: marked again, for the next flush.
    for (const key of keys) store.changed.add(key);
    scheduleFlush(db, store);
    throw error;
  } finally {
    store.flushing = null;
  }
  trim(store);
}

/** Forgets unchanged counters past `HELD_MAX`, least recently used first (the table has them). */
function trim(store: Store) {
  if (store.held.size <= HELD_MAX) return;
  for (const [key, held] of store.held) {
    if (store.held.size <= HELD_MAX * 0.9) break;
    if (!store.changed.has(key)) store.held.delete(key);
  }
}

/** Writes the counters now (shutdown, and before reading the table as a whole). */
export async function flushRateLimits(db: Kysely<Database> = getDb()): Promise<void> {
  const store = stores.get(db);
  if (!store) return;
  if (store.timer) {
    clearTimeout(store.timer);
    store.timer = null;
  }
  await flush(db, store);
}

// Written at shutdown (closeDb), before the database closes.
beforeClose((db) => flushRateLimits(db));

// ---------------------------------------------------------------------------------------------

export async function peekRateLimit(key: string, now = new Date()): Promise<RateLimitState | null> {
  const db = getDb();
  const store = storeFor(db);
  if (store) {
    const held = heldCounter(store, key) ?? (await loadCounter(db, store, key));
    return held.count > 0 && held.resetAt > now.getTime() ? { count: held.count, resetAt: new Date(held.resetAt) } : null;
  }
  const row = await db.selectFrom("rate_limits").selectAll().where("key", "=", key).executeTakeFirst();
  if (!row || new Date(row.reset_at).getTime() <= now.getTime()) return null;
  return { count: row.count, resetAt: new Date(row.reset_at) };
}

/** Counts one hit in the key's window (a new window starts when the old one has passed). */
export async function hitRateLimit(key: string, windowMs: number, now = new Date()): Promise<RateLimitState> {
  const db = getDb();
  maybePrune();
  const store = storeFor(db);
  if (store) {
    // A counter in memory is counted without an await in between: parallel hits each count once.
    const held = heldCounter(store, key) ?? (await loadCounter(db, store, key));
    const t = now.getTime();
    if (held.resetAt <= t) {
      held.count = 1;
      held.resetAt = t + windowMs;
    } else {
      held.count += 1;
    }
    changed(db, store, key, held);
    return { count: held.count, resetAt: new Date(held.resetAt) };
  }
  const resetAt = new Date(now.getTime() + windowMs).toISOString();
  const { rows } = await withoutFlush(db, (conn) => hit.execute(conn, { key, now: now.toISOString(), resetAt }));
  const row = rows[0];
  if (!row) throw new Error(`rate limit: no row for ${key}`);
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

/**
 * Takes back one hit (a request that was refused or that turned out not to count). A window left
 * with no hits is removed, so a request that did not count does not start the window either.
 */
export async function unhitRateLimit(key: string, now = new Date()): Promise<void> {
  const db = getDb();
  const store = storeFor(db);
  if (store) {
    const held = heldCounter(store, key) ?? (await loadCounter(db, store, key));
    if (held.count > 0 && held.resetAt > now.getTime()) held.count -= 1;
    if (held.count <= 0) {
      held.count = 0;
      held.resetAt = 0;
    }
    changed(db, store, key, held);
    return;
  }
  await withoutFlush(db, async (conn) => {
    await conn
      .updateTable("rate_limits")
      .set({ count: sql<number>`count - 1` })
      .where("key", "=", key)
      .where("count", ">", 0)
      .where("reset_at", ">", now.toISOString())
      .execute();
    await conn.deleteFrom("rate_limits").where("key", "=", key).where("count", "<=", 0).execute();
  });
}

export async function clearRateLimit(key: string): Promise<void> {
  const db = getDb();
  const store = storeFor(db);
  if (store) {
    // No need to read it first: whatever the table holds, the key has no window now.
    const held = store.held.get(key) ?? { count: 0, resetAt: 0 };
    held.count = 0;
    held.resetAt = 0;
    store.held.set(key, held);
    changed(db, store, key, held);
    return;
  }
  await withoutFlush(db, (conn) => conn.deleteFrom("rate_limits").where("key", "=", key).execute());
}

export async function pruneRateLimits(now = new Date()): Promise<void> {
  const db = getDb();
  const store = storeFor(db);
  if (store) {
    await flushRateLimits(db);
    for (const [key, held] of store.held) if (!store.changed.has(key) && held.resetAt <= now.getTime()) store.held.delete(key);
  }
  await withoutFlush(db, (conn) => conn.deleteFrom("rate_limits").where("reset_at", "<=", now.toISOString()).execute());
}

/** Expired windows are deleted at start-up and then at most every ten minutes, in the background. */
const PRUNE_EVERY_MS = 10 * 60_000;
let lastPrune = Date.now();
function maybePrune() {
  if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = Date.now();
  inBackground(() => pruneRateLimits()).catch(() => {
    // A failed clean-up changes nothing: the rows are expired and are overwritten when reused.
  });
}
