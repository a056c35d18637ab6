import { sql, type Kysely } from "kysely";
import { currentEngine } from "../dialect.server";
import { FOLD_PAIRS, SEARCH_ALPHABET } from "../../lib/shipments/search-fold";

// The shipments search (docs/performance.md: deep pages of a search cost what page 1 costs).
// - shipments.search_text: the tracking number, sender and receiver names and company names, folded
//   (lib/shipments/search-fold.ts: case and accents, Turkish rules) and separated by U+001F, so a
//   query never matches across two fields.
// - shipments.search_chars: one bit per letter a–z and digit 0–9 present in search_text.
// - shipment_search_counts (branch_id, status, c_a … c_z, c_0 … c_9): per branch and status, the
//   shipments that have each character, so a one-character search's status tabs are read, not counted.
// - shipment_search_months (status, month, n, c_a … c_9): the same per status and month of created_at,
//   with all shipments in n: a deep page finds the month its first row is in, then walks the index from
//   that month's end ("indexed paging": at most a month of index entries instead of every earlier page).
// All four are kept by triggers on shipments (insert; update of the searched columns, status, branch
// or creation time; delete), like migration 0007's status counts.
// - Indexes (status, created_at, id, search_chars, search_text) and (created_at, id, search_chars,
//   search_text): a search's page is read from the index entries alone, in the list's order, skipping
//   index entries (not rows) on deep pages; a longer search's tabs are counted on the same entries.
// - PostgreSQL: a pg_trgm GIN index on search_text (queries of 3+ characters) when the extension can
//   be created. SQLite has no trigram index here: FTS5 kept by a trigger flushes its index at every
//   statement (each trigger runs in a statement savepoint), which made each insert or update of a
//   shipment cost about 0.5 ms more and the benchmark's 100,000-shipment load twice as long.

const SEARCHED = [
  "tracking_number",
  "sender_name",
  "receiver_name",
  "sender_company_name",
  "receiver_company_name",
] as const;
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** SQL that folds an expression exactly as foldSearch() does: ASCII lower case, then FOLD_PAIRS in order. */
function foldSql(expr: string): string {
  let out =
    currentEngine() === "sqlite"
      ? `lower(${expr})`
      : `translate(${expr}, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz')`;
  for (const [from, to] of FOLD_PAIRS) out = `replace(${out}, ${lit(from)}, ${lit(to)})`;
  return out;
}

/** The folded search text of a row (`row` is `new`, or empty for the table's own columns). */
function searchTextSql(row: string): string {
  const sep = currentEngine() === "sqlite" ? "char(31)" : "chr(31)";
  const col = (c: string) => (row ? `${row}.${c}` : c);
  const parts = SEARCHED.map((c) => (c.endsWith("company_name") ? `coalesce(${col(c)}, '')` : col(c)));
  return foldSql(parts.join(` || ${sep} || `));
}

/** The search_chars bits of a folded text expression. */
function charsSql(text: string): string {
  const has = (ch: string) =>
    currentEngine() === "sqlite" ? `instr(${text}, '${ch}') > 0` : `strpos(${text}, '${ch}') > 0`;
  return `(${[...SEARCH_ALPHABET].map((ch, i) => `(case when ${has(ch)} then ${2 ** i} else 0 end)`).join(" + ")})`;
}

/** One counter column per character of the alphabet (c_a … c_z, c_0 … c_9). */
const countColumn = (ch: string) => `c_${ch}`;
const COUNT_COLUMNS = [...SEARCH_ALPHABET].map(countColumn);
const bitOf = (chars: string, i: number) =>
  currentEngine() === "sqlite"
    ? `((${chars} & ${2 ** i}) <> 0)`
    : `(case when (${chars} & ${2 ** i}) <> 0 then 1 else 0 end)`;

// One row per branch and status: a shipment adds 1 to the counter of each character it has.
/** The inserted values: a VALUES row, or (`from`) a SELECT that reads the row once (SQLite's AFTER trigger reads search_chars back). */
const valuesOf = (values: string[], from?: string) =>
  from ? `select ${values.join(", ")} ${from}` : `values (${values.join(", ")})`;
const countsIn = (branch: string, status: string, chars: string, from?: string) =>
  `insert into shipment_search_counts (branch_id, status, ${COUNT_COLUMNS.join(", ")}) ${valuesOf([branch, status, ...COUNT_COLUMNS.map((_, i) => bitOf(chars, i))], from)} ` +
  `on conflict (branch_id, status) do update set ${COUNT_COLUMNS.map((c) => `${c} = shipment_search_counts.${c} + excluded.${c}`).join(", ")};`;
const countsOut = (branch: string, status: string, chars: string) =>
  `update shipment_search_counts set ${COUNT_COLUMNS.map((c, i) => `${c} = ${c} - ${bitOf(chars, i)}`).join(", ")} where branch_id = ${branch} and status = ${status};`;

// One row per status and month of created_at (UTC, `YYYY-MM`): all shipments (n) and per character.
const monthOf = (createdAt: string) => `substr(${createdAt}, 1, 7)`;
const monthsIn = (status: string, createdAt: string, chars: string, from?: string) =>
  `insert into shipment_search_months (status, month, n, ${COUNT_COLUMNS.join(", ")}) ${valuesOf([status, monthOf(createdAt), "1", ...COUNT_COLUMNS.map((_, i) => bitOf(chars, i))], from)} ` +
  `on conflict (status, month) do update set n = shipment_search_months.n + 1, ${COUNT_COLUMNS.map((c) => `${c} = shipment_search_months.${c} + excluded.${c}`).join(", ")};`;
const monthsOut = (status: string, createdAt: string, chars: string) =>
  `update shipment_search_months set n = n - 1, ${COUNT_COLUMNS.map((c, i) => `${c} = ${c} - ${bitOf(chars, i)}`).join(", ")} where status = ${status} and month = ${monthOf(createdAt)};`;

export async function up(db: Kysely<any>): Promise<void> {
  const sqlite = currentEngine() === "sqlite";
  await db.schema.alterTable("shipments").addColumn("search_text", "text").execute();
  await db.schema
    .alterTable("shipments")
    .addColumn("search_chars", sqlite ? "integer" : "bigint")
    .execute();
  let counts = db.schema
    .createTable("shipment_search_counts")
    .addColumn("branch_id", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull());
  for (const c of COUNT_COLUMNS) counts = counts.addColumn(c, "integer", (col) => col.notNull().defaultTo(0));
  await counts.addPrimaryKeyConstraint("shipment_search_counts_pk", ["branch_id", "status"]).execute();
  let months = db.schema
    .createTable("shipment_search_months")
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("month", "text", (c) => c.notNull());
  for (const c of ["n", ...COUNT_COLUMNS]) months = months.addColumn(c, "integer", (col) => col.notNull().defaultTo(0));
  await months.addPrimaryKeyConstraint("shipment_search_months_pk", ["status", "month"]).execute();

  // Existing rows.
  await sql.raw(`update shipments set search_text = ${searchTextSql("")}`).execute(db);
  await sql.raw(`update shipments set search_chars = ${charsSql("search_text")}`).execute(db);
  await sql
    .raw(
      `insert into shipment_search_counts (branch_id, status, ${COUNT_COLUMNS.join(", ")}) ` +
        `select branch_id, status, ${COUNT_COLUMNS.map((_, i) => `sum(${bitOf("search_chars", i)})`).join(", ")} from shipments group by branch_id, status`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into shipment_search_months (status, month, n, ${COUNT_COLUMNS.join(", ")}) ` +
        `select status, ${monthOf("created_at")}, count(*), ${COUNT_COLUMNS.map((_, i) => `sum(${bitOf("search_chars", i)})`).join(", ")} from shipments group by status, ${monthOf("created_at")}`,
    )
    .execute(db);

  const changed = [...SEARCHED, "status", "branch_id", "created_at"];
  if (sqlite) {
    // On an update, the text is folded again only when a searched column changed (not on a status change).
    const textChanged = SEARCHED.map((c) => `old.${c} is not new.${c}`).join(" or ");
    // One UPDATE sets both columns; the folded text is computed once (OFFSET keeps SQLite from
    // flattening the subquery, which would copy the fold into each of the 36 character tests).
    const fill = (when: string) =>
      [
        `update shipments set (search_text, search_chars) = (select f, ${charsSql("f")} from (select ${searchTextSql("new")} as f limit 1 offset 0)) where id = new.id and (${when});`,
        countsIn("new.branch_id", "new.status", "s.search_chars", "from shipments as s where s.id = new.id"),
        monthsIn("new.status", "new.created_at", "s.search_chars", "from shipments as s where s.id = new.id"),
      ].join(" ");
    const remove = (row: string) =>
      `${countsOut(`${row}.branch_id`, `${row}.status`, `${row}.search_chars`)} ${monthsOut(`${row}.status`, `${row}.created_at`, `${row}.search_chars`)}`;
    await sql.raw(`create trigger shipments_search_ai after insert on shipments begin ${fill("true")} end`).execute(db);
    await sql
      .raw(`create trigger shipments_search_ad after delete on shipments begin ${remove("old")} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger shipments_search_au after update of ${changed.join(", ")} on shipments ` +
          `when ${changed.map((c) => `old.${c} is not new.${c}`).join(" or ")} begin ${remove("old")} ${fill(textChanged)} end`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `create function shipments_search_fill() returns trigger language plpgsql as $$ begin ` +
          `new.search_text := ${searchTextSql("new")}; new.search_chars := ${charsSql("new.search_text")}; return new; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger shipments_search_fill before insert or update of ${SEARCHED.join(", ")} on shipments for each row execute function shipments_search_fill()`,
      )
      .execute(db);
    await sql
      .raw(
        `create function shipments_search_counts_sync() returns trigger language plpgsql as $$ begin ` +
          `if tg_op = 'UPDATE' and old.status = new.status and old.branch_id = new.branch_id and old.created_at = new.created_at and old.search_chars is not distinct from new.search_chars then return null; end if; ` +
          `if tg_op in ('UPDATE', 'DELETE') then ${countsOut("old.branch_id", "old.status", "old.search_chars")} ${monthsOut("old.status", "old.created_at", "old.search_chars")} end if; ` +
          `if tg_op in ('UPDATE', 'INSERT') then ${countsIn("new.branch_id", "new.status", "new.search_chars")} ${monthsIn("new.status", "new.created_at", "new.search_chars")} end if; ` +
          `return null; end $$`,
      )
      .execute(db);
    await sql
      // After the fill trigger (a BEFORE trigger's changes do not count as updated columns: list what it reads).
      .raw(
        `create trigger shipments_search_counts after insert or delete or update of ${changed.join(", ")} on shipments for each row execute function shipments_search_counts_sync()`,
      )
      .execute(db);
    await sql
      .raw(
        `do $$ begin create extension if not exists pg_trgm; exception when others then raise notice 'pg_trgm is not available: the shipments search runs unindexed'; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `do $$ begin if exists (select 1 from pg_extension where extname = 'pg_trgm') then ` +
          `execute 'create index shipments_search_trgm on shipments using gin (search_text gin_trgm_ops)'; end if; end $$`,
      )
      .execute(db);
  }
  await db.schema
    .createIndex("shipments_status_created_search")
    .on("shipments")
    .columns(["status", "created_at", "id", "search_chars", "search_text"])
    .execute();
  await db.schema
    .createIndex("shipments_created_search")
    .on("shipments")
    .columns(["created_at", "id", "search_chars", "search_text"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ["shipments_created_search", "shipments_status_created_search", "shipments_search_trgm"])
    await db.schema.dropIndex(name).ifExists().execute();
  if (currentEngine() === "sqlite") {
    for (const name of ["shipments_search_ai", "shipments_search_ad", "shipments_search_au"])
      await sql.raw(`drop trigger if exists ${name}`).execute(db);
  } else {
    await sql.raw("drop trigger if exists shipments_search_counts on shipments").execute(db);
    await sql.raw("drop trigger if exists shipments_search_fill on shipments").execute(db);
    await sql.raw("drop function if exists shipments_search_counts_sync()").execute(db);
    await sql.raw("drop function if exists shipments_search_fill()").execute(db);
  }
  await db.schema.dropTable("shipment_search_months").ifExists().execute();
  await db.schema.dropTable("shipment_search_counts").ifExists().execute();
  await db.schema.alterTable("shipments").dropColumn("search_chars").execute();
  await db.schema.alterTable("shipments").dropColumn("search_text").execute();
}
