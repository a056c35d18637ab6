import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Expression, type Kysely, type RawBuilder } from "kysely";

/**
 * The one place that knows SQLite and PostgreSQL apart. Everything else uses Kysely builders.
 */
export type Engine = "sqlite" | "postgres";

let engine: Engine = "sqlite";

export function setEngine(value: Engine) {
  engine = value;
}

export function currentEngine(): Engine {
  return engine;
}

/** Adds an auto-increment integer primary key named `id`. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, "id"> {
  return engine === "postgres"
    ? table.addColumn("id", "serial", (c) => c.primaryKey())
    : table.addColumn("id", "integer", (c) => c.primaryKey().autoIncrement());
}

/** A 0/1 flag column with a default. */
export function flag(def: 0 | 1) {
  return (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(def);
}

/** Case-insensitive LIKE: PostgreSQL needs ILIKE; SQLite's LIKE already folds ASCII case. */
export function ilike(column: Expression<unknown>, pattern: string): RawBuilder<boolean> {
  return engine === "postgres" ? sql<boolean>`${column} ILIKE ${pattern}` : sql<boolean>`${column} LIKE ${pattern} ESCAPE '\\'`;
}

/** Escapes LIKE wildcards in user input so `%` and `_` match themselves. */
export function likeContains(input: string): string {
  return `%${input.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

export function nowIso(): string {
  return new Date().toISOString();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function pingDatabase(db: Kysely<any>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** A CHECK constraint that keeps a text column inside one of the app's closed lists. */
export function checkIn(column: string, values: readonly string[]) {
  if (!/^[a-z_]+$/.test(column) || values.some((v) => !/^[A-Za-z0-9_-]+$/.test(v))) {
    throw new Error(`checkIn: unsafe identifier or value for ${column}`);
  }
  return sql.raw<boolean>(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);
}
