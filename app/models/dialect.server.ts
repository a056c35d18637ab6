import {
  CompiledQuery,
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Expression,
  type Kysely,
  type RawBuilder,
} from "kysely";

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
  return engine === "postgres"
    ? sql<boolean>`${column} ILIKE ${pattern}`
    : sql<boolean>`${column} LIKE ${pattern} ESCAPE '\\'`;
}

/** Escapes LIKE wildcards in user input so `%` and `_` match themselves. */
export function likeContains(input: string): string {
  return `%${input.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * The calendar day (`YYYY-MM-DD`) or month (`YYYY-MM`) of an ISO UTC timestamp column in Turkey's time (UTC+3
 * all year), for GROUP BY: SQLite's strftime with a modifier, PostgreSQL's to_char on the shifted time.
 */
export function turkeyBucket(column: Expression<unknown>, unit: "day" | "month"): RawBuilder<string> {
  if (engine === "postgres") {
    const format = unit === "day" ? "YYYY-MM-DD" : "YYYY-MM";
    return sql<string>`to_char((cast(${column} as timestamptz) at time zone 'UTC') + interval '3 hours', ${sql.lit(format)})`;
  }
  const format = unit === "day" ? "%Y-%m-%d" : "%Y-%m";
  return sql<string>`strftime(${sql.lit(format)}, ${column}, '+3 hours')`;
}

/** Days (with fractions) from one ISO UTC timestamp column to another. */
export function daysBetween(from: Expression<unknown>, to: Expression<unknown>): RawBuilder<number> {
  return engine === "postgres"
    ? sql<number>`(extract(epoch from (cast(${to} as timestamptz) - cast(${from} as timestamptz))) / 86400.0)`
    : sql<number>`(julianday(${to}) - julianday(${from}))`;
}

export function nowIso(): string {
  return new Date().toISOString();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function pingDatabase(db: Kysely<any>): Promise<void> {
  await sql`select 1`.execute(db);
}

/** A CHECK constraint that keeps a text column inside one of the app's closed lists. */
/**
 * Whether `error` is a unique-constraint violation (SQLite's SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's 23505),
 * and, with `column`, one that names that column: two writes that both checked a value was free can
 * still race to it, and the loser is answered like a taken value rather than a failure.
 */
export function isUniqueViolation(error: unknown, column?: string): boolean {
  if (!error || typeof error !== "object") return false;
  const e = error as { code?: unknown; message?: unknown; constraint?: unknown; detail?: unknown };
  if (e.code !== "SQLITE_CONSTRAINT_UNIQUE" && e.code !== "23505") return false;
  if (!column) return true;
  const text = [e.message, e.constraint, e.detail].filter((v): v is string => typeof v === "string").join(" ");
  return new RegExp(`(^|[^a-z])${column}([^a-z]|$)`, "i").test(text);
}

export function checkIn(column: string, values: readonly string[]) {
  if (!/^[a-z_]+$/.test(column) || values.some((v) => !/^[A-Za-z0-9_-]+$/.test(v))) {
    throw new Error(`checkIn: unsafe identifier or value for ${column}`);
  }
  return sql.raw<boolean>(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);
}

/**
 * Text search over folded columns (lower-case, accents removed, words separated by single
 * spaces), first used by the tariff finder. Three nested sets of rows for a query's words:
 * - `nameStart`: a column starts with the phrase (the last word may be a prefix);
 * - `wordStart`: a word starts with the phrase (name starts included);
 * - `any`: every word appears somewhere, inside words too (the others included).
 * SQLite keeps two FTS5 indexes in step with the table by triggers: `<table>_fts` (trigram:
 * any 3+ character substring) for `any`, `<table>_words` (word tokens with prefix indexes) for
 * the two others. PostgreSQL answers the same sets with LIKE patterns, served by pg_trgm GIN
 * indexes when the extension can be created (and still correct, unindexed, without it).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createTextSearchIndex(db: Kysely<any>, table: string, columns: readonly string[]): Promise<void> {
  if (![table, ...columns].every((x) => /^[a-z_]+$/.test(x)))
    throw new Error("createTextSearchIndex: unsafe identifier");
  const list = columns.join(", ");
  const values = (prefix: string) => columns.map((c) => `${prefix}.${c}`).join(", ");
  if (engine === "sqlite") {
    const indexes = [
      { name: `${table}_fts`, options: "tokenize='trigram'" },
      { name: `${table}_words`, options: "tokenize='unicode61', prefix='2 3 4'" },
    ];
    for (const { name, options } of indexes) {
      await sql
        .raw(`create virtual table ${name} using fts5(${list}, content='${table}', content_rowid='id', ${options})`)
        .execute(db);
    }
    const insert = (row: string) =>
      indexes.map(({ name }) => `insert into ${name}(rowid, ${list}) values (${row}.id, ${values(row)});`).join(" ");
    const remove = (row: string) =>
      indexes
        .map(({ name }) => `insert into ${name}(${name}, rowid, ${list}) values ('delete', ${row}.id, ${values(row)});`)
        .join(" ");
    await sql.raw(`create trigger ${table}_text_ai after insert on ${table} begin ${insert("new")} end`).execute(db);
    await sql.raw(`create trigger ${table}_text_ad after delete on ${table} begin ${remove("old")} end`).execute(db);
    await sql
      .raw(
        `create trigger ${table}_text_au after update of ${list} on ${table} begin ${remove("old")} ${insert("new")} end`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(
      `do $$ begin create extension if not exists pg_trgm; exception when others then raise notice 'pg_trgm is not available: text search runs unindexed'; end $$`,
    )
    .execute(db);
  for (const column of columns) {
    await sql
      .raw(
        `do $$ begin if exists (select 1 from pg_extension where extname = 'pg_trgm') then ` +
          `execute 'create index ${table}_${column}_trgm on ${table} using gin (${column} gin_trgm_ops)'; end if; end $$`,
      )
      .execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function dropTextSearchIndex(db: Kysely<any>, table: string): Promise<void> {
  if (engine !== "sqlite") return;
  for (const name of [`${table}_fts`, `${table}_words`]) await sql.raw(`drop table if exists ${name}`).execute(db);
}

export type TextSet = "nameStart" | "wordStart" | "any";

const ftsString = (text: string) => `"${text.replace(/"/g, '""')}"`;
const isLong = (w: string) => [...w].length >= 3;
/**
 * The trigram index looks words up by their first 4 characters (2 trigrams) and LIKE checks
 * the whole word on those candidates: word endings (Turkish suffixes: -lik, -ler, -lar) are the
 * most common trigrams, and checking them through the index costs more than the LIKE.
 */
const FTS_TERM_LENGTH = 4;
const ftsTerm = (w: string) => [...w].slice(0, FTS_TERM_LENGTH).join("");
const needsLike = (w: string) => !isLong(w) || [...w].length > FTS_TERM_LENGTH;

/** The FTS5 expression of a set, and which index answers it (null: no index can). */
function ftsSet(set: TextSet, words: readonly string[]): { index: "fts" | "words"; expr: string } | null {
  const phrase = `${ftsString(words.join(" "))}*`;
  if (set === "nameStart") return { index: "words", expr: `^${phrase}` };
  if (set === "wordStart") return { index: "words", expr: phrase };
  const terms = [...new Set(words.filter(isLong).map(ftsTerm))];
  return terms.length ? { index: "fts", expr: terms.map(ftsString).join(" AND ") } : null;
}

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

const any = (parts: RawBuilder<boolean>[]) => sql<boolean>`(${sql.join(parts, sql` or `)})`;
const all = (parts: RawBuilder<boolean>[]) =>
  parts.length ? sql<boolean>`(${sql.join(parts, sql` and `)})` : sql<boolean>`1 = 1`;
const like = (column: Expression<unknown>, pattern: string) => sql<boolean>`${column} like ${pattern} escape '\\'`;

/** A set as LIKE patterns over the columns (PostgreSQL, and ranking a small match set anywhere). */
function likeSet(columns: readonly Expression<unknown>[], words: readonly string[], set: TextSet): RawBuilder<boolean> {
  const phrase = escapeLike(words.join(" "));
  if (set === "nameStart") return any(columns.map((c) => like(c, `${phrase}%`)));
  if (set === "wordStart") return any(columns.flatMap((c) => [like(c, `${phrase}%`), like(c, `% ${phrase}%`)]));
  return all(words.map((w) => any(columns.map((c) => like(c, likeContains(w))))));
}

/** Rows of `table` in `set` and, when given, not in `exclude` (a smaller set). `words` are folded. */
export function textSetMatch(
  table: string,
  idColumn: Expression<unknown>,
  columns: readonly Expression<unknown>[],
  words: readonly string[],
  set: TextSet,
  exclude?: TextSet,
): RawBuilder<boolean> {
  if (!/^[a-z_]+$/.test(table)) throw new Error("textSetMatch: unsafe identifier");
  if (engine !== "sqlite") {
    const match = likeSet(columns, words, set);
    return exclude ? sql<boolean>`(${match} and not ${likeSet(columns, words, exclude)})` : match;
  }
  const inIndex = (found: { index: "fts" | "words"; expr: string }) => {
    const name = sql.raw(`${table}_${found.index}`);
    return sql<boolean>`${idColumn} in (select rowid from ${name} where ${name} match ${found.expr})`;
  };
  const match = ftsSet(set, words);
  const without = exclude ? ftsSet(exclude, words) : null;
  const parts: RawBuilder<boolean>[] = [];
  if (match && without && match.index === without.index) {
    parts.push(inIndex({ index: match.index, expr: `(${match.expr}) NOT (${without.expr})` }));
  } else {
    if (match) parts.push(inIndex(match));
    if (without) parts.push(sql<boolean>`not ${inIndex(without)}`);
  }
  // Words of 1–2 characters are below the trigram index, longer ones were looked up by their start: LIKE checks them.
  if (set === "any") {
    for (const w of words.filter(needsLike)) parts.push(any(columns.map((c) => like(c, likeContains(w)))));
  }
  return all(parts);
}

/** The size of a set straight from its index (SQLite; for `any` only words of 3–4 characters); null otherwise. */
export function textSetCount(table: string, words: readonly string[], set: TextSet): RawBuilder<number> | null {
  if (engine !== "sqlite" || !/^[a-z_]+$/.test(table)) return null;
  if (set === "any" && words.some(needsLike)) return null;
  const found = ftsSet(set, words);
  if (!found) return null;
  const name = sql.raw(`${table}_${found.index}`);
  return sql<number>`(select count(*) from ${name} where ${name} match ${found.expr})`;
}

/**
 * A cheap lower bound of the `any` set (SQLite: rows where every word starts a word, from the
 * word index); null where there is none. When it is already above a cap, the exact count of
 * `any` (which checks words inside words) is not needed.
 */
export function textAnyLowerBound(table: string, words: readonly string[]): RawBuilder<number> | null {
  if (engine !== "sqlite" || !/^[a-z_]+$/.test(table) || words.length === 0) return null;
  const name = sql.raw(`${table}_words`);
  const expr = words.map((w) => `${ftsString(w)}*`).join(" AND ");
  return sql<number>`(select count(*) from ${name} where ${name} match ${expr})`;
}

/**
 * 2 when a column starts with the phrase, 3 when a word does, else 4 (ranks a small match set).
 * SQLite asks the word index once per query; PostgreSQL compares each row with LIKE.
 */
export function textRank(
  table: string,
  idColumn: Expression<unknown>,
  columns: readonly Expression<unknown>[],
  words: readonly string[],
): RawBuilder<number> {
  if (engine === "sqlite" && /^[a-z_]+$/.test(table)) {
    const name = sql.raw(`${table}_words`);
    const inWords = (set: "nameStart" | "wordStart") =>
      sql<boolean>`${idColumn} in (select rowid from ${name} where ${name} match ${(ftsSet(set, words) as { expr: string }).expr})`;
    return sql<number>`case when ${inWords("nameStart")} then 2 when ${inWords("wordStart")} then 3 else 4 end`;
  }
  return sql<number>`case when ${likeSet(columns, words, "nameStart")} then 2 when ${likeSet(columns, words, "wordStart")} then 3 else 4 end`;
}

/**
 * The FROM source that reads `table` in the order of `index` (SQLite: INDEXED BY), so that a
 * dense filter with ORDER BY … LIMIT stops early instead of sorting every match.
 */
export function tableInIndexOrder(
  table: string,
  alias: string,
  index: string,
  inIndexOrder: boolean,
): RawBuilder<unknown> {
  if (![table, alias, index].every((x) => /^[a-z_]+$/.test(x))) throw new Error("tableInIndexOrder: unsafe identifier");
  return sql.raw(
    engine === "sqlite" && inIndexOrder ? `${table} as ${alias} indexed by ${index}` : `${table} as ${alias}`,
  );
}

/**
 * A change counter for `table`: its row in `table_versions` (migration 0008) goes up on every
 * insert, update and delete, in the writing transaction, so a process that caches something built
 * from the table (the tariff search index) can tell, with one primary-key read, whether its copy is
 * still current, whichever process or server wrote. SQLite bumps it per row (it has no statement
 * triggers); PostgreSQL per statement, TRUNCATE included.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function createChangeCounter(db: Kysely<any>, table: string): Promise<void> {
  if (!/^[a-z_]+$/.test(table)) throw new Error("createChangeCounter: unsafe identifier");
  await sql`insert into table_versions (table_name, version) values (${table}, 1)`.execute(db);
  const bump = `update table_versions set version = version + 1 where table_name = '${table}';`;
  if (engine === "sqlite") {
    for (const [suffix, event] of [
      ["ai", "insert"],
      ["au", "update"],
      ["ad", "delete"],
    ]) {
      await sql
        .raw(`create trigger ${table}_version_${suffix} after ${event} on ${table} begin ${bump} end`)
        .execute(db);
    }
    return;
  }
  await sql
    .raw(
      `create or replace function table_versions_bump() returns trigger language plpgsql as $$ begin ` +
        `execute format('update %I.table_versions set version = version + 1 where table_name = %L', tg_table_schema, tg_table_name); ` +
        `return null; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_version after insert or update or delete or truncate on ${table} for each statement execute function table_versions_bump()`,
    )
    .execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function dropChangeCounter(db: Kysely<any>, table: string): Promise<void> {
  if (!/^[a-z_]+$/.test(table)) throw new Error("dropChangeCounter: unsafe identifier");
  if (engine === "sqlite") {
    for (const suffix of ["ai", "au", "ad"])
      await sql.raw(`drop trigger if exists ${table}_version_${suffix}`).execute(db);
  } else {
    await sql.raw(`drop trigger if exists ${table}_version on ${table}`).execute(db);
  }
  await sql`delete from table_versions where table_name = ${table}`.execute(db);
}

interface VersionStatement {
  get(table: string): { version: number | bigint } | undefined;
}
interface SqliteHandle {
  prepare(sql: string): VersionStatement;
  close(): void;
}
type SqliteOpener = (file: string) => SqliteHandle;

/** SQLite databases kept in a file, with a way to open a read-only side connection to it. */
const sqliteFiles = new WeakMap<
  object,
  { file: string; open: SqliteOpener; side?: SqliteHandle | null; read?: VersionStatement }
>();

/** Called by createDatabase for a SQLite file (not for `:memory:`, which no other connection can see). */
export function registerSqliteFile(db: object, file: string, open: SqliteOpener) {
  sqliteFiles.set(db, { file, open });
}

/** Closes a database's side connection, if it opened one. */
export function releaseSqliteFile(db: object) {
  const entry = sqliteFiles.get(db);
  entry?.side?.close();
  sqliteFiles.delete(db);
}

/**
 * The change counter of `table` (see createChangeCounter): one primary-key read. On a SQLite file it
 * is read through a read-only side connection, synchronously: the app's one connection serves queries
 * one at a time, and a search (whose only database read this is) would otherwise wait behind the
 * queries of the page's other loaders. The side connection sees committed data only, which is what
 * the counter is for. PostgreSQL (a pool) and in-memory SQLite ask through Kysely.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function tableVersion(db: Kysely<any>, table: string): Promise<number> {
  const entry = sqliteFiles.get(db);
  if (entry && entry.side !== null) {
    try {
      if (!entry.side) {
        entry.side = entry.open(entry.file);
        entry.read = entry.side.prepare("select version from table_versions where table_name = ?");
      }
      const row = entry.read!.get(table);
      if (row) return Number(row.version);
    } catch (error) {
      console.warn("[db] no side connection for change counters; reading them through the app connection:", error);
      entry.side = null;
    }
  }
  const { rows } = await sql<{
    version: number | string;
  }>`select version from table_versions where table_name = ${table}`.execute(db);
  if (!rows[0]) throw new Error(`tableVersion: no change counter for ${table}`);
  return Number(rows[0].version);
}

/** The pair of statements around such a write, compiled once. */
const RELAX_FLUSH = CompiledQuery.raw("pragma synchronous = normal");
const RESTORE_FLUSH = CompiledQuery.raw("pragma synchronous = full");

/**
 * Runs `work` on one connection of `db` with the commit's disk flush skipped: for writes whose loss in a
 * power failure harms nothing, such as a rate-limit hit. SQLite runs with `synchronous = FULL`, an fsync of
 * the WAL at every commit (measured 0.2 to 2.5 ms of blocked event loop, depending on the disk); a public
 * tracking lookup spent more on flushing its rate-limit hit than on its own queries. Inside `work` the
 * connection is `synchronous = NORMAL`: the commit is in the WAL (a killed process loses nothing) and is
 * flushed with the next durable commit or checkpoint; the database is never left inconsistent. Kysely hands
 * out SQLite's one connection to one user at a time, so no other query runs under the relaxed setting,
 * and `work` never joins a transaction that another request holds open (it waits for it).
 * PostgreSQL is left as it is: `synchronous_commit = off` needs a transaction of its own, whose two
 * extra round trips cost about what its WAL flush does.
 */
export async function withoutFlush<DB, T>(db: Kysely<DB>, work: (conn: Kysely<DB>) => Promise<T>): Promise<T> {
  if (engine !== "sqlite") return work(db);
  return db.connection().execute(async (conn) => {
    await conn.executeQuery(RELAX_FLUSH);
    try {
      return await work(conn);
    } finally {
      await conn.executeQuery(RESTORE_FLUSH);
    }
  });
}
