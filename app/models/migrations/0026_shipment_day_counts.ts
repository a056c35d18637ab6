import { sql, type Kysely } from "kysely";
import { currentEngine, withId } from "../dialect.server";

// Reports over all branches (docs/decisions/0016): a year of a large company's shipments is tens of thousands
// of index entries to group on every view. shipment_day_counts holds, per booking day in Turkey's time,
// direction, status and price currency, how many shipments there are, how many carry a price and its sum, and
// how many of the delivered ones arrived within their service's promised days. At most a few dozen rows a
// day whatever the volume, kept by triggers in the writing transaction, as shipment_status_counts (0007).
//
// shipments.delivered_at (the delivered scan's time, set by a trigger on the event that records it, whoever
// writes it) lets the on-time share be counted without joining the events. The promised days are written
// here as literals (decision 0014: 3 domestic, 5 abroad): a later change of promise is a new migration that
// recounts, never a live constant that would change what this migration did.
//
// shipment_routes names each (origin country, city, destination country, city) once; shipments.route_id, set by
// triggers on a booking and on a change of its places, lets the busiest routes be grouped on a number instead of
// four texts (three times faster over a year of all branches).

const day = (row: string) =>
  currentEngine() === "sqlite"
    ? `strftime('%Y-%m-%d', ${row}.created_at, '+3 hours')`
    : `to_char((cast(${row}.created_at as timestamptz) at time zone 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;
const days = (row: string) =>
  currentEngine() === "sqlite"
    ? `(julianday(${row}.delivered_at) - julianday(${row}.created_at))`
    : `(extract(epoch from (cast(${row}.delivered_at as timestamptz) - cast(${row}.created_at as timestamptz))) / 86400.0)`;
const onTime = (row: string) =>
  `case when ${row}.status = 'delivered' and ${row}.delivered_at is not null and ` +
  `${days(row)} <= (case ${row}.outside_shipping_type when 'domestic' then 3 else 5 end) then 1 else 0 end`;
const priced = (row: string) => `case when ${row}.price_minor is null then 0 else 1 end`;
const key = (row: string) =>
  `${day(row)}, ${row}.outside_shipping_type, ${row}.status, coalesce(${row}.price_currency, '')`;

const plus = (row: string) =>
  `insert into shipment_day_counts (day, direction, status, currency, n, priced, amount_minor, on_time) ` +
  `values (${key(row)}, 1, ${priced(row)}, coalesce(${row}.price_minor, 0), ${onTime(row)}) ` +
  `on conflict (day, direction, status, currency) do update set n = shipment_day_counts.n + 1, ` +
  `priced = shipment_day_counts.priced + excluded.priced, ` +
  `amount_minor = shipment_day_counts.amount_minor + excluded.amount_minor, ` +
  `on_time = shipment_day_counts.on_time + excluded.on_time;`;
const minus = (row: string) =>
  `update shipment_day_counts set n = n - 1, priced = priced - ${priced(row)}, ` +
  `amount_minor = amount_minor - coalesce(${row}.price_minor, 0), on_time = on_time - ${onTime(row)} ` +
  `where day = ${day(row)} and direction = ${row}.outside_shipping_type and status = ${row}.status ` +
  `and currency = coalesce(${row}.price_currency, '');`;

/** The columns a row's bucket and sums come from: a change of any of them moves the row. */
const COUNTED = ["created_at", "outside_shipping_type", "status", "price_currency", "price_minor", "delivered_at"];
const PLACES = ["sender_country", "sender_city", "receiver_country", "receiver_city"] as const;
const samePlaces = (row: string) => PLACES.map((c) => `r.${c} = ${row}.${c}`).join(" and ");
const addRoute = (row: string) =>
  `insert into shipment_routes (${PLACES.join(", ")}) values (${PLACES.map((c) => `${row}.${c}`).join(", ")}) ` +
  `on conflict (${PLACES.join(", ")}) do nothing;`;
const routeOf = (row: string) => `(select r.id from shipment_routes r where ${samePlaces(row)})`;

const changed = () =>
  COUNTED.map((c) =>
    currentEngine() === "sqlite" ? `old.${c} is not new.${c}` : `old.${c} is distinct from new.${c}`,
  ).join(" or ");

export async function up(db: Kysely<any>): Promise<void> {
  await withId(db.schema.createTable("shipment_routes"))
    .addColumn("sender_country", "text", (c) => c.notNull())
    .addColumn("sender_city", "text", (c) => c.notNull())
    .addColumn("receiver_country", "text", (c) => c.notNull())
    .addColumn("receiver_city", "text", (c) => c.notNull())
    .addUniqueConstraint("shipment_routes_places", [...PLACES])
    .execute();
  // Kept by the triggers below, so no foreign key (SQLite cannot drop a column that has one).
  await db.schema.alterTable("shipments").addColumn("route_id", "integer").execute();
  await sql
    .raw(
      `insert into shipment_routes (${PLACES.join(", ")}) select distinct ${PLACES.join(", ")} from shipments order by ${PLACES.join(", ")}`,
    )
    .execute(db);
  await sql.raw(`update shipments set route_id = ${routeOf("shipments")}`).execute(db);

  await db.schema.alterTable("shipments").addColumn("delivered_at", "text").execute();
  await sql`update shipments set delivered_at = (select min(e.occurred_at) from shipment_events e where e.shipment_id = shipments.id and e.status = 'delivered') where status = 'delivered'`.execute(
    db,
  );

  await db.schema
    .createTable("shipment_day_counts")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("direction", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("currency", "text", (c) => c.notNull())
    .addColumn("n", "integer", (c) => c.notNull())
    .addColumn("priced", "integer", (c) => c.notNull())
    .addColumn("amount_minor", "bigint", (c) => c.notNull())
    .addColumn("on_time", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("shipment_day_counts_pk", ["day", "direction", "status", "currency"])
    .execute();
  await sql
    .raw(
      `insert into shipment_day_counts (day, direction, status, currency, n, priced, amount_minor, on_time) ` +
        `select ${key("shipments")}, count(*), sum(${priced("shipments")}), coalesce(sum(shipments.price_minor), 0), ` +
        `sum(${onTime("shipments")}) from shipments group by ${key("shipments")}`,
    )
    .execute(db);

  // The delivered scan's time onto its shipment (a delivered shipment has one: it is a final status).
  const stamp =
    "update shipments set delivered_at = new.occurred_at where id = new.shipment_id and delivered_at is null;";
  if (currentEngine() === "sqlite") {
    await sql
      .raw(`create trigger shipments_day_counts_ai after insert on shipments begin ${plus("new")} end`)
      .execute(db);
    await sql
      .raw(`create trigger shipments_day_counts_ad after delete on shipments begin ${minus("old")} end`)
      .execute(db);
    await sql
      .raw(
        `create trigger shipments_day_counts_au after update of ${COUNTED.join(", ")} on shipments ` +
          `when ${changed()} begin ${minus("old")} ${plus("new")} end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger shipment_events_delivered_ai after insert on shipment_events when new.status = 'delivered' begin ${stamp} end`,
      )
      .execute(db);
    const setRoute = `${addRoute("new")} update shipments set route_id = ${routeOf("new")} where id = new.id;`;
    await sql.raw(`create trigger shipments_route_ai after insert on shipments begin ${setRoute} end`).execute(db);
    await sql
      .raw(
        `create trigger shipments_route_au after update of ${PLACES.join(", ")} on shipments ` +
          `when ${PLACES.map((c) => `old.${c} is not new.${c}`).join(" or ")} begin ${setRoute} end`,
      )
      .execute(db);
  } else {
    await sql
      .raw(
        `create function shipments_day_counts_sync() returns trigger language plpgsql as $$ begin ` +
          `if tg_op = 'UPDATE' and not (${changed()}) then return null; end if; ` +
          `if tg_op in ('UPDATE', 'DELETE') then ${minus("old")} end if; ` +
          `if tg_op in ('UPDATE', 'INSERT') then ${plus("new")} end if; ` +
          `return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger shipments_day_counts after insert or delete or update of ${COUNTED.join(", ")} on shipments ` +
          `for each row execute function shipments_day_counts_sync()`,
      )
      .execute(db);
    await sql
      .raw(
        `create function shipment_events_delivered_stamp() returns trigger language plpgsql as $$ begin ${stamp} return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger shipment_events_delivered after insert on shipment_events for each row ` +
          `when (new.status = 'delivered') execute function shipment_events_delivered_stamp()`,
      )
      .execute(db);
    // Before the row is written, so the route is part of it (and of the day counts' and search triggers' view).
    await sql
      .raw(
        `create function shipments_route_fill() returns trigger language plpgsql as $$ begin ` +
          `${addRoute("new")} new.route_id := ${routeOf("new")}; return new; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger shipments_route_fill before insert or update of ${PLACES.join(", ")} on shipments ` +
          `for each row execute function shipments_route_fill()`,
      )
      .execute(db);
  }

  // The busiest routes of all branches, read from index entries alone (the per-branch and per-customer report
  // indexes of 0024 hold few enough rows to read the table's); it takes the place of 0024's all-branches index,
  // whose figures now come from shipment_day_counts.
  await db.schema
    .createIndex("shipments_report_routes")
    .on("shipments")
    .columns(["created_at", "outside_shipping_type", "status", "route_id"])
    .execute();
  await db.schema.dropIndex("shipments_report_created").ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("shipments_report_created")
    .on("shipments")
    .columns(["created_at", "outside_shipping_type", "status", "price_currency", "price_minor"])
    .execute();
  await db.schema.dropIndex("shipments_report_routes").ifExists().execute();
  if (currentEngine() === "sqlite") {
    for (const name of [
      "shipments_day_counts_ai",
      "shipments_day_counts_ad",
      "shipments_day_counts_au",
      "shipment_events_delivered_ai",
      "shipments_route_ai",
      "shipments_route_au",
    ])
      await sql.raw(`drop trigger if exists ${name}`).execute(db);
  } else {
    await sql.raw("drop trigger if exists shipments_day_counts on shipments").execute(db);
    await sql.raw("drop function if exists shipments_day_counts_sync()").execute(db);
    await sql.raw("drop trigger if exists shipment_events_delivered on shipment_events").execute(db);
    await sql.raw("drop function if exists shipment_events_delivered_stamp()").execute(db);
    await sql.raw("drop trigger if exists shipments_route_fill on shipments").execute(db);
    await sql.raw("drop function if exists shipments_route_fill()").execute(db);
  }
  await db.schema.dropTable("shipment_day_counts").ifExists().execute();
  await db.schema.alterTable("shipments").dropColumn("delivered_at").execute();
  await db.schema.alterTable("shipments").dropColumn("route_id").execute();
  await db.schema.dropTable("shipment_routes").ifExists().execute();
}
