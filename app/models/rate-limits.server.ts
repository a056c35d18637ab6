import { sql, type Kysely } from "kysely";
import { getDb } from "./db.server";
import { withoutFlush } from "./dialect.server";
import { prepared } from "./prepared.server";
import type { Database } from "./schema";

/**
 * Fixed-window counters in the `rate_limits` table, so limits hold across restarts and across several app
 * servers. Every change is one atomic statement (an upsert or a guarded update), so parallel requests on any
 * number of servers never lose a count. SQLite's writes skip the disk flush (`withoutFlush`): a power failure
 * may forget the last hits, which is not worth an fsync on every public lookup and sign-in.
 */
export interface RateLimitState {
  count: number;
  resetAt: Date;
}

/**
 * A hit's upsert: the first hit of a window inserts, later ones count, one past the window starts a new one.
 * `amount` is how many hits at once (a tracking lookup of five numbers is five).
 */
export function hitUpsert(db: Kysely<Database>, key: string, now: string, resetAt: string, amount: number = 1) {
  return db
    .insertInto("rate_limits")
    .values({ key, count: amount, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${now} then ${amount} else rate_limits.count + ${amount} end`,
        reset_at: sql<string>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(["count", "reset_at"]);
}

/** The upsert every public lookup and sign-in runs, compiled once (prepared.server.ts). */
const hit = prepared((db: Kysely<Database>, p: (name: "key" | "now" | "resetAt" | "amount") => never) =>
  hitUpsert(db, p("key"), p("now"), p("resetAt"), p("amount")),
);

export async function peekRateLimit(key: string, now = new Date()): Promise<RateLimitState | null> {
  const row = await getDb().selectFrom("rate_limits").selectAll().where("key", "=", key).executeTakeFirst();
  if (!row || new Date(row.reset_at).getTime() <= now.getTime()) return null;
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

/** Counts `amount` hits (one unless said) in the key's window (a new window starts when the old one has passed). */
export async function hitRateLimit(
  key: string,
  windowMs: number,
  now = new Date(),
  amount = 1,
): Promise<RateLimitState> {
  const db = getDb();
  maybePrune();
  const resetAt = new Date(now.getTime() + windowMs).toISOString();
  const { rows } = await withoutFlush(db, (conn) =>
    hit.execute(conn, { key, now: now.toISOString(), resetAt, amount }),
  );
  const row = rows[0];
  if (!row) throw new Error(`rate limit: no row for ${key}`);
  return { count: Number(row.count), resetAt: new Date(row.reset_at) };
}

/**
 * Takes back one hit, or `amount` (a request that was refused or that turned out not to count). A window left
 * with no hits is removed, so a request that did not count does not start the window either.
 */
export async function unhitRateLimit(key: string, now = new Date(), amount = 1): Promise<void> {
  await withoutFlush(getDb(), async (conn) => {
    await conn
      .updateTable("rate_limits")
      .set({ count: sql<number>`case when count > ${amount} then count - ${amount} else 0 end` })
      .where("key", "=", key)
      .where("count", ">", 0)
      .where("reset_at", ">", now.toISOString())
      .execute();
    await conn.deleteFrom("rate_limits").where("key", "=", key).where("count", "<=", 0).execute();
  });
}

export async function clearRateLimit(key: string): Promise<void> {
  await withoutFlush(getDb(), (conn) => conn.deleteFrom("rate_limits").where("key", "=", key).execute());
}

export async function pruneRateLimits(now = new Date()): Promise<void> {
  await withoutFlush(getDb(), (conn) =>
    conn.deleteFrom("rate_limits").where("reset_at", "<=", now.toISOString()).execute(),
  );
}

/** Expired windows are deleted at start-up and then at most every ten minutes, without holding up the request. */
const PRUNE_EVERY_MS = 10 * 60_000;
let lastPrune = Date.now();
function maybePrune() {
  if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
  lastPrune = Date.now();
  pruneRateLimits().catch(() => {
    // A failed clean-up changes nothing: the rows are expired and are overwritten when reused.
  });
}
