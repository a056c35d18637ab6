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

/**
 * Full-text search over one folded text column (first used by the tariff finder).
 * SQLite: an FTS5 external-content table with the trigram tokenizer, kept in step by triggers,
 * so any 3+ character substring of the folded text is found through the index.
 * PostgreSQL: a pg_trgm GIN index on the column (when the extension can be created), which
 * serves the same `LIKE '%…%'` filters; without the extension the filters still work, unindexed.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createTextSearchIndex(db: Kysely<any>, table: string, column: string): Promise<void> {
  if (!/^[a-z_]+$/.test(table) || !/^[a-z_]+$/.test(column)) throw new Error("createTextSearchIndex: unsafe identifier");
  const fts = `${table}_fts`;
  if (engine === "sqlite") {
    await sql.raw(`create virtual table ${fts} using fts5(${column}, content='${table}', content_rowid='id', tokenize='trigram')`).execute(db);
    await sql.raw(`create trigger ${fts}_ai after insert on ${table} begin insert into ${fts}(rowid, ${column}) values (new.id, new.${column}); end`).execute(db);
    await sql
      .raw(`create trigger ${fts}_ad after delete on ${table} begin insert into ${fts}(${fts}, rowid, ${column}) values ('delete', old.id, old.${column}); end`)
      .execute(db);
    await sql
      .raw(
        `create trigger ${fts}_au after update of ${column} on ${table} begin ` +
          `insert into ${fts}(${fts}, rowid, ${column}) values ('delete', old.id, old.${column}); ` +
          `insert into ${fts}(rowid, ${column}) values (new.id, new.${column}); end`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(`do $$ begin create extension if not exists pg_trgm; exception when others then raise notice 'pg_trgm is not available: text search runs unindexed'; end $$`)
    .execute(db);
  await sql
    .raw(
      `do $$ begin if exists (select 1 from pg_extension where extname = 'pg_trgm') then ` +
        `execute 'create index ${table}_${column}_trgm on ${table} using gin (${column} gin_trgm_ops)'; end if; end $$`,
    )
    .execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function dropTextSearchIndex(db: Kysely<any>, table: string): Promise<void> {
  if (engine === "sqlite") await sql.raw(`drop table if exists ${table}_fts`).execute(db);
}

/**
 * Rows of `table` whose folded column contains every word (already folded, letters and digits).
 * Words of 3+ characters go through the index; shorter ones filter the candidates with LIKE.
 */
export function textSearchMatch(table: string, idColumn: Expression<unknown>, column: Expression<unknown>, words: readonly string[]): RawBuilder<boolean> {
  if (!/^[a-z_]+$/.test(table)) throw new Error("textSearchMatch: unsafe identifier");
  const long = words.filter((w) => [...w].length >= 3);
  const short = words.filter((w) => [...w].length < 3);
  const likes = (list: readonly string[]) => list.map((w) => sql<boolean>`${column} like ${likeContains(w)} escape '\\'`);
  const parts: RawBuilder<boolean>[] = [];
  if (engine === "sqlite" && long.length) {
    const match = long.map((w) => `"${w.replace(/"/g, '""')}"`).join(" ");
    parts.push(sql<boolean>`${idColumn} in (select rowid from ${sql.raw(`${table}_fts`)} where ${sql.raw(`${table}_fts`)} match ${match})`);
    parts.push(...likes(short));
  } else {
    parts.push(...likes([...long, ...short]));
  }
  if (parts.length === 0) return sql<boolean>`1 = 1`;
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}
