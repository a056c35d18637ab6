import fs from "node:fs";
import path from "node:path";

/**
 * Online backup and restore of the embedded SQLite database. The backup uses SQLite's backup API,
 * so it is consistent while the app keeps writing (WAL mode); the restore checks the file's
 * integrity before it replaces the database, and must run while the app is stopped.
 * PostgreSQL deployments back up with pg_dump (docs/deploy.md).
 */
export interface BackupResult {
  file: string;
  bytes: number;
  integrity: string;
}

async function openSqlite(file: string, readonly: boolean) {
  const { default: SQLite } = await import("better-sqlite3");
  return new SQLite(file, { readonly, fileMustExist: true });
}

export async function backupSqlite(databaseFile: string, destination: string): Promise<BackupResult> {
  fs.mkdirSync(path.dirname(destination), { recursive: true });
  const db = await openSqlite(databaseFile, false);
  try {
    await db.backup(destination);
  } finally {
    db.close();
  }
  const copy = await openSqlite(destination, true);
  try {
    const integrity = String(copy.pragma("integrity_check", { simple: true }));
    return { file: destination, bytes: fs.statSync(destination).size, integrity };
  } finally {
    copy.close();
  }
}

export async function restoreSqlite(backupFile: string, databaseFile: string): Promise<void> {
  const source = await openSqlite(backupFile, true);
  let integrity: string;
  try {
    integrity = String(source.pragma("integrity_check", { simple: true }));
  } finally {
    source.close();
  }
  if (integrity !== "ok") throw new Error(`The backup ${backupFile} failed its integrity check: ${integrity}`);
  const temporary = `${databaseFile}.restoring`;
  fs.copyFileSync(backupFile, temporary);
  for (const suffix of ["-wal", "-shm"]) fs.rmSync(`${databaseFile}${suffix}`, { force: true });
  fs.renameSync(temporary, databaseFile);
}

export function defaultBackupName(dataDir: string, now = new Date()) {
  return path.join(dataDir, "backups", `cargo-${now.toISOString().replace(/[:.]/g, "-")}.db`);
}
