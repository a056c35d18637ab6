import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { backupSqlite, restoreSqlite } from "./backup.server";
import { closeDb, createDatabase, migrateToLatest } from "./db.server";
import { seedDatabase } from "./seed";

describe("SQLite backup and restore", () => {
  it("backs up a live database and restores it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kargo-backup-"));
    const file = path.join(dir, "cargo.db");
    const db = await createDatabase(`file:${file}`);
    await migrateToLatest(db);
    await seedDatabase(db);
    const users = async (d = db) =>
      Number(
        (
          await d
            .selectFrom("users")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await users();

    // The backup is taken while the database is open and being written.
    const writing = db.updateTable("users").set({ phone: "+90 500 000 00 00" }).where("id", "=", 1).execute();
    const result = await backupSqlite(file, path.join(dir, "backups", "b.db"));
    await writing;
    expect(result.integrity).toBe("ok");
    expect(result.bytes).toBeGreaterThan(10_000);

    await db.deleteFrom("sessions").execute();
    await db.updateTable("users").set({ is_active: 0 }).execute();
    await db.destroy();

    await restoreSqlite(result.file, file);
    const restored = await createDatabase(`file:${file}`);
    expect(await users(restored)).toBe(before);
    const active = await restored.selectFrom("users").select("id").where("is_active", "=", 1).execute();
    expect(active.length).toBe(before);
    await restored.destroy();
    await closeDb();
    // Migrating and seeding a file database with every commit synced takes ~4 s alone: more under load.
  }, 60_000);

  it("refuses to restore a damaged file", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kargo-backup-"));
    const bad = path.join(dir, "bad.db");
    fs.writeFileSync(bad, "not a database at all".repeat(100));
    await expect(restoreSqlite(bad, path.join(dir, "cargo.db"))).rejects.toThrow();
  });
});
