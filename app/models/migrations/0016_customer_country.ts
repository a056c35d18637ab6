import type { Kysely } from "kysely";

// Customers say where they live (or where their company is registered): it decides which id they give at
// registration (app/lib/tax-numbers.ts). Staff have none. Customers who registered before are Turkish
// residents (only a Turkish id was accepted then).
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("country", "text").execute();
  await db.updateTable("users").set({ country: "TR" }).where("role", "=", "customer").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("country").execute();
}
