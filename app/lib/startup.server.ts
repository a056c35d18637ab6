import fs from "node:fs";
import { env } from "./env.server";
import { closeDb, getDb, initDb, migrateToLatest, withStartupLock } from "~/models/db.server";
import { isDatabaseEmpty, seedDatabase } from "~/models/seed";
import { printDemoAccounts } from "~/models/seed/foundation";
import { pruneRateLimits } from "~/models/rate-limits.server";
import { pruneSentJobs } from "~/models/notifications.server";
import { relaxedPolicies } from "./security/rate-limit.server";
import { startNotificationWorker, stopNotificationWorker } from "./notifications/worker.server";

/**
 * Start-up: validate the configuration, open the database, run migrations, seed an empty
 * database and print the demo accounts. Runs once per process; every request awaits it.
 */
let started: Promise<void> | undefined;

export function ready(options: { quiet?: boolean } = {}): Promise<void> {
  started ??= start(options.quiet ?? false).catch((error) => {
    started = undefined;
    throw error;
  });
  return started;
}

async function start(quiet: boolean) {
  const config = env();
  for (const dir of [config.DATA_DIR, config.UPLOADS_DIR, config.OUTBOX_DIR]) fs.mkdirSync(dir, { recursive: true });
  const db = await initDb(config.DATABASE_URL);
  // Several servers may start together on one PostgreSQL database: one migrates and seeds at a time.
  await withStartupLock(db, async () => {
    const applied = await migrateToLatest(db);
    if (applied.length && !quiet) console.log(`[db] applied migrations: ${applied.join(", ")}`);
    if (await isDatabaseEmpty(db)) {
      const t = Date.now();
      await seedDatabase(db);
      if (!quiet) console.log(`[db] seeded the demo data in ${Date.now() - t} ms`);
    }
  });
  await pruneRateLimits();
  await pruneSentJobs();
  const relaxed = relaxedPolicies();
  if (relaxed.length && config.isProduction) {
    console.warn(
      `[config] rate limits looser than the defaults (RATE_LIMIT_SCALE / RATE_LIMITS): ${relaxed.map((p) => `${p.name}=${p.max}/${p.windowMs / 1000}s`).join(", ")}`,
    );
  }
  if (!quiet) printDemoAccounts();
  // `react-router dev` has no server start of ours: the worker starts with the first request there.
  if (config.NODE_ENV === "development") startNotificationWorker();
}

/**
 * Background work of a server process (the notifications worker), started by server.js once it is ready; not
 * by scripts and tests that load the build for one job (they would count its statements as their own).
 */
export function startBackgroundWork() {
  startNotificationWorker();
}

/** The end of a server process: background work stops, then the database closes (SQLite checkpoints its WAL). */
export async function shutdown() {
  await stopNotificationWorker();
  await closeDb();
}

export { getDb };
