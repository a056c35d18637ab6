import crypto from "node:crypto";
import { sql } from "kysely";
import { createDatabase, migrateToLatest, setDb, type DB } from "./db.server";
import { seedDatabase, seedAnchor } from "./seed";

/**
 * A fresh database for one test file: in-memory SQLite by default; with TEST_DATABASE_URL set to a
 * PostgreSQL database, a new schema of its own in that database. Migrated, optionally seeded, and
 * installed as the process database.
 */
export async function createTestDb(options: { seed?: boolean } = {}): Promise<DB> {
  const url = process.env.TEST_DATABASE_URL ?? "file::memory:";
  let db: DB;
  if (url.startsWith("postgres")) {
    const schema = `test_${crypto.randomBytes(6).toString("hex")}`;
    const admin = await createDatabase(url);
    await sql.raw(`create schema ${schema}`).execute(admin);
    await admin.destroy();
    db = await createDatabase(url, { searchPath: schema });
  } else {
    db = await createDatabase(url);
  }
  await migrateToLatest(db);
  if (options.seed) await seedDatabase(db, seedAnchor(new Date("2026-11-22T12:00:00Z")));
  setDb(db);
  return db;
}
