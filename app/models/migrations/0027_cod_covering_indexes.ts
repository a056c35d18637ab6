import { sql, type Kysely } from "kysely";

/**
 * The COD screen's totals count and add up every amount of the scope by state. With the state columns and the
 * amount in the partial indexes of 0018, those totals are read from index entries alone instead of one table
 * row per amount; the id after the booking time keeps the list's order (newest, then id) an index walk.
 */
const STATE_COLUMNS = ["created_at", "id", "status", "cod_collected_at", "cod_paid_out_at", "cod_amount_minor"];
const INDEXES = [
  { name: "shipments_cod_created", scope: [] as string[] },
  { name: "shipments_cod_branch", scope: ["branch_id"] },
  { name: "shipments_cod_customer", scope: ["customer_id"] },
];

async function replace(db: Kysely<any>, columns: (scope: string[]) => string[]) {
  for (const { name, scope } of INDEXES) {
    await db.schema.dropIndex(name).ifExists().execute();
    await db.schema
      .createIndex(name)
      .on("shipments")
      .columns(columns(scope))
      .where(sql.ref("cod_amount_minor"), "is not", null)
      .execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await replace(db, (scope) => [...scope, ...STATE_COLUMNS]);
}

export async function down(db: Kysely<any>): Promise<void> {
  await replace(db, (scope) => [...scope, "created_at"]);
}
