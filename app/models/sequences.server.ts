import type { Kysely } from "kysely";
import type { Database } from "./schema";

/**
 * Per-year counters for readable document numbers. Call inside the transaction that inserts the
 * numbered row, so a number is used exactly once (the UPDATE takes the row lock on PostgreSQL;
 * SQLite serialises writers).
 */
export async function nextSequence(db: Kysely<Database>, name: string, year: number): Promise<number> {
  await db
    .insertInto("number_sequences")
    .values({ name, year, value: 0 })
    .onConflict((oc) => oc.columns(["name", "year"]).doNothing())
    .execute();
  const row = await db
    .updateTable("number_sequences")
    .set((eb) => ({ value: eb("value", "+", 1) }))
    .where("name", "=", name)
    .where("year", "=", year)
    .returning("value")
    .executeTakeFirstOrThrow();
  return row.value;
}
