// Database maintenance on the configured DATABASE_URL: `tsx scripts/db.ts migrate|seed|reset|backup [file]|restore <file>`.
import fs from "node:fs";
import { env } from "../app/lib/env.server";
import { closeDb, initDb, migrateToLatest } from "../app/models/db.server";
import { isDatabaseEmpty, seedDatabase } from "../app/models/seed";
import { printDemoAccounts } from "../app/models/seed/foundation";

const command = process.argv[2];
const config = env();

if (command === "backup" || command === "restore") {
  if (!config.DATABASE_URL.startsWith("file:")) {
    console.error("This backs up the embedded SQLite database; back up PostgreSQL with pg_dump (docs/deploy.md).");
    process.exit(1);
  }
  const file = config.DATABASE_URL.slice(5);
  const { backupSqlite, defaultBackupName, restoreSqlite } = await import("../app/models/backup.server");
  if (command === "backup") {
    const result = await backupSqlite(file, process.argv[3] ?? defaultBackupName(config.DATA_DIR));
    console.log(`[db] backup written to ${result.file} (${result.bytes} bytes, integrity ${result.integrity})`);
  } else {
    const from = process.argv[3];
    if (!from) {
      console.error("Usage: npm run db:restore -- <backup file>   (stop the app first)");
      process.exit(1);
    }
    await restoreSqlite(from, file);
    console.log(`[db] restored ${file} from ${from}`);
  }
  process.exit(0);
}

if (command === "reset") {
  if (!config.DATABASE_URL.startsWith("file:")) {
    console.error("db:reset only deletes an SQLite file; drop a PostgreSQL database with its own tools.");
    process.exit(1);
  }
  const file = config.DATABASE_URL.slice(5);
  for (const f of [file, `${file}-wal`, `${file}-shm`]) fs.rmSync(f, { force: true });
  console.log(`[db] deleted ${file}`);
}

const db = await initDb(config.DATABASE_URL);
const applied = await migrateToLatest(db);
console.log(applied.length ? `[db] applied: ${applied.join(", ")}` : "[db] schema is up to date");
if (command === "seed" || command === "reset") {
  if (await isDatabaseEmpty(db)) {
    await seedDatabase(db);
    console.log("[db] seeded the demo data");
    printDemoAccounts();
  } else {
    console.log("[db] the database already has data; the seed only fills an empty one (use db:reset)");
  }
}
await closeDb();
