import { getDb } from "./db.server";

/**
 * Fixed-window counters kept in the database, so limits hold across several app servers.
 */
export interface RateLimitState {
  count: number;
  resetAt: Date;
}

export async function peekRateLimit(key: string, now = new Date()): Promise<RateLimitState | null> {
  const row = await getDb().selectFrom("rate_limits").selectAll().where("key", "=", key).executeTakeFirst();
  if (!row || new Date(row.reset_at).getTime() <= now.getTime()) return null;
  return { count: row.count, resetAt: new Date(row.reset_at) };
}

/** Counts one hit in the key's window (a new window starts when the old one has passed). */
export async function hitRateLimit(key: string, windowMs: number, now = new Date()): Promise<RateLimitState> {
  const resetAt = new Date(now.getTime() + windowMs).toISOString();
  const nowText = now.toISOString();
  return getDb()
    .transaction()
    .execute(async (trx) => {
      const row = await trx.selectFrom("rate_limits").selectAll().where("key", "=", key).executeTakeFirst();
      if (!row) {
        await trx.insertInto("rate_limits").values({ key, count: 1, reset_at: resetAt }).execute();
        return { count: 1, resetAt: new Date(resetAt) };
      }
      if (row.reset_at <= nowText) {
        await trx.updateTable("rate_limits").set({ count: 1, reset_at: resetAt }).where("key", "=", key).execute();
        return { count: 1, resetAt: new Date(resetAt) };
      }
      await trx.updateTable("rate_limits").set({ count: row.count + 1 }).where("key", "=", key).execute();
      return { count: row.count + 1, resetAt: new Date(row.reset_at) };
    });
}

export async function clearRateLimit(key: string): Promise<void> {
  await getDb().deleteFrom("rate_limits").where("key", "=", key).execute();
}

export async function pruneRateLimits(now = new Date()): Promise<void> {
  await getDb().deleteFrom("rate_limits").where("reset_at", "<=", now.toISOString()).execute();
}
