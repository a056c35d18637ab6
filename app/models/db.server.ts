import fs from "node:fs";
import path from "node:path";
import {
  Kysely,
  Migrator,
  sql,
  PostgresDialect,
  SqliteDialect,
  type Migration,
  type MigrationProvider,
  type SqliteDatabase,
} from "kysely";
import type { Database } from "./schema";
import { currentEngine, registerSqliteFile, releaseSqliteFile, setEngine } from "./dialect.server";
import { migrations } from "./migrations";
import { GuardedDialect } from "./guarded-dialect.server";

/**
 * The Kysely database. `DATABASE_URL` picks the engine: `file:<path>` for the embedded SQLite
 * database (WAL, foreign keys on), `postgres://…` for PostgreSQL.
 */
export type DB = Kysely<Database>;

/** The PostgreSQL schema a database handle works in (tests use one schema each). */
const schemas = new WeakMap<object, string>();

export async function createDatabase(url: string, options: { searchPath?: string } = {}): Promise<DB> {
  if (url.startsWith("postgres")) {
    const pg = await import("pg");
    const Pool = pg.default?.Pool ?? pg.Pool;
    setEngine("postgres");
    const pool = new Pool({
      connectionString: url,
      max: 10,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath},public` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new GuardedDialect(new PostgresDialect({ pool })) });
    if (options.searchPath) schemas.set(db, options.searchPath);
    return db;
  }
  const { default: SQLite } = await import("better-sqlite3");
  const file = url.replace(/^file:/, "");
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // FULL: every commit is on disk (WAL fsynced) before the app answers, so an acknowledged write
  // survives a power loss or kernel crash too. NORMAL would survive a killed process (the WAL is in
  // the OS cache) but could lose the last commits when the machine fails. docs/deploy.md.
  sqlite.pragma("synchronous = FULL");
  setEngine("sqlite");
  const db = new Kysely<Database>({
    dialect: new GuardedDialect(new SqliteDialect({ database: cachedStatements(sqlite) })),
  });
  if (file !== ":memory:") {
    registerSqliteFile(db, file, (f) => {
      const side = new SQLite(f, { readonly: true, fileMustExist: true });
      side.pragma("busy_timeout = 5000");
      return side;
    });
  }
  return db;
}

/**
 * Kysely's SQLite driver prepares every query anew; compiling the same SQL again on every request was
 * a few percent of a page's CPU (the admin home runs a dozen queries). Statements are kept by their SQL
 * (least recently used out past `size`) and reused. Safe because better-sqlite3 runs a statement to
 * completion synchronously and the app never streams a query (a streamed statement would stay busy),
 * and SQLite recompiles a kept statement by itself after a schema change.
 */
export function cachedStatements(sqlite: SqliteDatabase, size = 500): SqliteDatabase {
  const kept = new Map<string, ReturnType<SqliteDatabase["prepare"]>>();
  return {
    close: () => {
      kept.clear();
      sqlite.close();
    },
    prepare(query) {
      let statement = kept.get(query);
      if (statement) {
        kept.delete(query);
      } else {
        statement = sqlite.prepare(query);
        if (kept.size >= size) kept.delete(kept.keys().next().value!);
      }
      kept.set(query, statement);
      return statement;
    },
  };
}

class ListMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return migrations;
  }
}

export async function migrateToLatest(db: DB): Promise<string[]> {
  // Areas add migrations side by side; a database that ran a later-numbered one still takes an earlier new one.
  const migrator = new Migrator({
    db,
    provider: new ListMigrationProvider(),
    allowUnorderedMigrations: true,
    // On PostgreSQL name the schema, or tables of other schemas (test schemas) would be taken for ours.
    migrationTableSchema: schemas.get(db) ?? (currentEngine() === "postgres" ? "public" : undefined),
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error");
    throw new Error(`Migration ${failed?.migrationName ?? "?"} failed: ${String(error)}`);
  }
  return (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
}

/**
 * Runs `fn` (start-up: migrations and the first seed) while holding a PostgreSQL advisory lock, on a
 * connection of its own, so that servers starting at the same moment on one database go one after
 * another: the first migrates and seeds, the others then find the database up to date and filled.
 * (Kysely's migrator locks the migrations by itself, but "is the database empty? then seed" needs a
 * lock around both.) SQLite has a single process per file: it just runs `fn`.
 */
export async function withStartupLock<T>(db: DB, fn: () => Promise<T>): Promise<T> {
  if (currentEngine() !== "postgres") return fn();
  return db.connection().execute(async (conn) => {
    const key = sql`hashtext(${"kargo-startup:"} || current_schema())`;
    await sql`select pg_advisory_lock(${key})`.execute(conn);
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}

let instance: DB | undefined;
let pending: Promise<DB> | undefined;

/** The process-wide database, created on first use. */
export function getDb(): DB {
  if (!instance) throw new Error("Database not initialised: await initDb() first (startup does this)");
  return instance;
}

export function initDb(url: string): Promise<DB> {
  pending ??= createDatabase(url).then((db) => (instance = db));
  return pending;
}

/** Tests install their own database. */
export function setDb(db: DB | undefined) {
  instance = db;
  pending = db ? Promise.resolve(db) : undefined;
}

export async function closeDb() {
  const db = instance;
  instance = undefined;
  pending = undefined;
  if (db) releaseSqliteFile(db);
  await db?.destroy();
}
