// Database maintenance: `tsx scripts/db.ts migrate|seed|reset` on the configured DATABASE_URL.
import fs from "node:fs";
import { env } from "../app/lib/env.server";
import { closeDb, initDb, migrateToLatest } from "../app/models/db.server";
import { isDatabaseEmpty, seedDatabase } from "../app/models/seed";
import { printDemoAccounts } from "../app/lib/startup.server";

const command = process.argv[2];
const config = env();

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
