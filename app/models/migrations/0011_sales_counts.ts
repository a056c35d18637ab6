import { sql, type Kysely } from "kysely";
import { currentEngine } from "../dialect.server";

// Sales and inbox figures (docs/decisions/0005): the admin home, the freight and offers lists' tabs and the
// contacts badge counted freight requests, offers and contact messages on every visit. The bucket counts
// read index ranges, but "all" walked a whole index (`SCAN … USING COVERING INDEX`): 10,000 entries on the
// scale database, and growing with every request, offer and message the company ever received.
// sales_counts holds how many rows each of those tables has per bucket: freight requests by care
// ('open', 'taken'), offers by stored status, contact messages by read flag ('unread', 'read'). Triggers on
// insert, delete and a change of the bucket's column keep it, in the writing transaction, on both engines;
// same pattern as shipment_status_counts (0007) and user_counts (0010).
interface Counted {
  table: "freight_requests" | "offers" | "contact_messages";
  column: string;
  bucket: (row: string) => string;
}
const COUNTED: Counted[] = [
  {
    table: "freight_requests",
    column: "taken_care",
    bucket: (row) => `case when ${row}.taken_care = 0 then 'open' else 'taken' end`,
  },
  { table: "offers", column: "status", bucket: (row) => `${row}.status` },
  {
    table: "contact_messages",
    column: "is_read",
    bucket: (row) => `case when ${row}.is_read = 0 then 'unread' else 'read' end`,
  },
];

const plus = (c: Counted, row: string) =>
  `insert into sales_counts (table_name, bucket, n) values ('${c.table}', ${c.bucket(row)}, 1) ` +
  `on conflict (table_name, bucket) do update set n = sales_counts.n + 1;`;
const minus = (c: Counted, row: string) =>
  `update sales_counts set n = n - 1 where table_name = '${c.table}' and bucket = ${c.bucket(row)};`;
const changed = (c: Counted) => `old.${c.column} <> new.${c.column}`;

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("sales_counts")
    .addColumn("table_name", "text", (col) => col.notNull())
    .addColumn("bucket", "text", (col) => col.notNull())
    .addColumn("n", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("sales_counts_pk", ["table_name", "bucket"])
    .execute();
  for (const c of COUNTED) {
    await sql
      .raw(
        `insert into sales_counts (table_name, bucket, n) select '${c.table}', ${c.bucket(c.table)}, count(*) from ${c.table} group by ${c.bucket(c.table)}`,
      )
      .execute(db);
    if (currentEngine() === "sqlite") {
      await sql
        .raw(`create trigger ${c.table}_counts_ai after insert on ${c.table} begin ${plus(c, "new")} end`)
        .execute(db);
      await sql
        .raw(`create trigger ${c.table}_counts_ad after delete on ${c.table} begin ${minus(c, "old")} end`)
        .execute(db);
      await sql
        .raw(
          `create trigger ${c.table}_counts_au after update of ${c.column} on ${c.table} when ${changed(c)} begin ${minus(c, "old")} ${plus(c, "new")} end`,
        )
        .execute(db);
    } else {
      await sql
        .raw(
          `create function ${c.table}_counts_sync() returns trigger language plpgsql as $$ begin ` +
            `if tg_op = 'UPDATE' and not (${changed(c)}) then return null; end if; ` +
            `if tg_op in ('UPDATE', 'DELETE') then ${minus(c, "old")} end if; ` +
            `if tg_op in ('UPDATE', 'INSERT') then ${plus(c, "new")} end if; ` +
            `return null; end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${c.table}_counts after insert or delete or update of ${c.column} on ${c.table} for each row execute function ${c.table}_counts_sync()`,
        )
        .execute(db);
    }
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const c of COUNTED) {
    if (currentEngine() === "sqlite") {
      for (const suffix of ["ai", "ad", "au"])
        await sql.raw(`drop trigger if exists ${c.table}_counts_${suffix}`).execute(db);
    } else {
      await sql.raw(`drop trigger if exists ${c.table}_counts on ${c.table}`).execute(db);
      await sql.raw(`drop function if exists ${c.table}_counts_sync()`).execute(db);
    }
  }
  await db.schema.dropTable("sales_counts").ifExists().execute();
}
