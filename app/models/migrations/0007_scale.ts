import { sql, type Kysely } from "kysely";
import { currentEngine } from "../dialect.server";

// Scale (`npm run bench`, docs/performance.md): what the figures at 100,000 shipments called for.
// - shipment_status_counts: the number of shipments per branch and status, kept by triggers on
//   shipments (insert, status or branch change, delete), so the status tabs and the home figures
//   read at most 50 × 8 rows instead of counting 100,000 shipments on every page view.
// - offers (status, valid_until, date): the offer figures and status tabs count on an index.
// - users (role, is_active, customer_type, created_at): the admin home's people figures count on it.
// - freight_requests (interested_user_id), offers (bidder_id), offers (created_by): an agent's scope
//   ("my branch, or mine") is an OR whose every arm has an index, so it never reads the whole table.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("shipment_status_counts")
    .addColumn("branch_id", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("n", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("shipment_status_counts_pk", ["branch_id", "status"])
    .execute();
  await sql`insert into shipment_status_counts (branch_id, status, n) select branch_id, status, count(*) from shipments group by branch_id, status`.execute(
    db,
  );

  const plus = (row: string) =>
    `insert into shipment_status_counts (branch_id, status, n) values (${row}.branch_id, ${row}.status, 1) on conflict (branch_id, status) do update set n = shipment_status_counts.n + 1;`;
  const minus = (row: string) =>
    `update shipment_status_counts set n = n - 1 where branch_id = ${row}.branch_id and status = ${row}.status;`;
  if (currentEngine() === "sqlite") {
    await sql.raw(`create trigger shipments_counts_ai after insert on shipments begin ${plus("new")} end`).execute(db);
    await sql.raw(`create trigger shipments_counts_ad after delete on shipments begin ${minus("old")} end`).execute(db);
    await sql
      .raw(
        `create trigger shipments_counts_au after update of status, branch_id on shipments ` +
          `when old.status <> new.status or old.branch_id <> new.branch_id begin ${minus("old")} ${plus("new")} end`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `create function shipments_counts_sync() returns trigger language plpgsql as $$ begin ` +
          `if tg_op = 'UPDATE' and old.status = new.status and old.branch_id = new.branch_id then return null; end if; ` +
          `if tg_op in ('UPDATE', 'DELETE') then ${minus("old")} end if; ` +
          `if tg_op in ('UPDATE', 'INSERT') then ${plus("new")} end if; ` +
          `return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger shipments_counts after insert or delete or update of status, branch_id on shipments for each row execute function shipments_counts_sync()`,
      )
      .execute(db);
  }

  await db.schema.createIndex("offers_status_valid").on("offers").columns(["status", "valid_until", "date"]).execute();
  await db.schema
    .createIndex("users_role_active_type_created")
    .on("users")
    .columns(["role", "is_active", "customer_type", "created_at"])
    .execute();
  await db.schema
    .createIndex("freight_requests_interested")
    .on("freight_requests")
    .column("interested_user_id")
    .execute();
  await db.schema.createIndex("offers_bidder").on("offers").column("bidder_id").execute();
  await db.schema.createIndex("offers_created_by").on("offers").column("created_by").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    "offers_created_by",
    "offers_bidder",
    "freight_requests_interested",
    "users_role_active_type_created",
    "offers_status_valid",
  ]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
  if (currentEngine() === "sqlite") {
    for (const name of ["shipments_counts_ai", "shipments_counts_ad", "shipments_counts_au"])
      await sql.raw(`drop trigger if exists ${name}`).execute(db);
  } else {
    await sql.raw("drop trigger if exists shipments_counts on shipments").execute(db);
    await sql.raw("drop function if exists shipments_counts_sync()").execute(db);
  }
  await db.schema.dropTable("shipment_status_counts").ifExists().execute();
}
