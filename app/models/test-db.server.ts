import { createDatabase, migrateToLatest, setDb, type DB } from "./db.server";
import { seedDatabase, seedAnchor } from "./seed";

/**
 * A fresh database for one test file: in-memory SQLite by default, or the PostgreSQL named by
 * TEST_DATABASE_URL. Migrated, optionally seeded, and installed as the process database.
 */
export async function createTestDb(options: { seed?: boolean } = {}): Promise<DB> {
  const url = process.env.TEST_DATABASE_URL ?? "file::memory:";
  const db = await createDatabase(url);
  await migrateToLatest(db);
  if (options.seed) await seedDatabase(db, seedAnchor(new Date("2026-11-22T12:00:00Z")));
  setDb(db);
  return db;
}
