import { sql, type Kysely } from "kysely";
import { currentEngine } from "../dialect.server";

// People figures (docs/decisions/0005): the admin home counted 20,000 customers on the users indexes on
// every visit (0.73 ms of SQLite on the scale database, the largest query of the page, and growing with
// every customer), then read each active agent's row to group agents by branch (0.19 ms).
// user_counts holds how many users there are per role, active flag, customer type ('' for staff) and
// branch (0 for none), kept by triggers on users (insert, delete, a change of any of those four columns;
// a branch deleted with ON DELETE SET NULL fires the update trigger on both engines), so the home reads a
// few dozen rows whatever the number of users. Same pattern as shipment_status_counts (0007).
const key = (row: string) =>
  `${row}.role, ${row}.is_active, coalesce(${row}.customer_type, ''), coalesce(${row}.branch_id, 0)`;
const plus = (row: string) =>
  `insert into user_counts (role, is_active, customer_type, branch_id, n) values (${key(row)}, 1) ` +
  `on conflict (role, is_active, customer_type, branch_id) do update set n = user_counts.n + 1;`;
const minus = (row: string) =>
  `update user_counts set n = n - 1 where role = ${row}.role and is_active = ${row}.is_active ` +
  `and customer_type = coalesce(${row}.customer_type, '') and branch_id = coalesce(${row}.branch_id, 0);`;
const changed =
  "old.role <> new.role or old.is_active <> new.is_active or coalesce(old.customer_type, '') <> coalesce(new.customer_type, '') " +
  "or coalesce(old.branch_id, 0) <> coalesce(new.branch_id, 0)";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("user_counts")
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("is_active", "integer", (c) => c.notNull())
    .addColumn("customer_type", "text", (c) => c.notNull())
    .addColumn("branch_id", "integer", (c) => c.notNull())
    .addColumn("n", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_counts_pk", ["role", "is_active", "customer_type", "branch_id"])
    .execute();
  await sql
    .raw(
      `insert into user_counts (role, is_active, customer_type, branch_id, n) select ${key("users")}, count(*) from users group by ${key("users")}`,
    )
    .execute(db);
  if (currentEngine() === "sqlite") {
    await sql.raw(`create trigger users_counts_ai after insert on users begin ${plus("new")} end`).execute(db);
    await sql.raw(`create trigger users_counts_ad after delete on users begin ${minus("old")} end`).execute(db);
    await sql
      .raw(
        `create trigger users_counts_au after update of role, is_active, customer_type, branch_id on users when ${changed} begin ${minus("old")} ${plus("new")} end`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `create function users_counts_sync() returns trigger language plpgsql as $$ begin ` +
          `if tg_op = 'UPDATE' and not (${changed}) then return null; end if; ` +
          `if tg_op in ('UPDATE', 'DELETE') then ${minus("old")} end if; ` +
          `if tg_op in ('UPDATE', 'INSERT') then ${plus("new")} end if; ` +
          `return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger users_counts after insert or delete or update of role, is_active, customer_type, branch_id on users for each row execute function users_counts_sync()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (currentEngine() === "sqlite") {
    for (const name of ["users_counts_ai", "users_counts_ad", "users_counts_au"])
      await sql.raw(`drop trigger if exists ${name}`).execute(db);
  } else {
    await sql.raw("drop trigger if exists users_counts on users").execute(db);
    await sql.raw("drop function if exists users_counts_sync()").execute(db);
  }
  await db.schema.dropTable("user_counts").ifExists().execute();
}
