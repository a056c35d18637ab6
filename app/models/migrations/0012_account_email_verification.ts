import { sql, type ExpressionBuilder, type Kysely } from "kysely";

// Verified addresses and single-use mail links that end when the account's secrets change.
// - users.email_verified_at: when the owner proved the address (a verification, e-mail change or
//   reset/invitation link opened). Staff accounts were made by an administrator and count as verified;
//   customers who registered before this check have to confirm their address once.
// - password_reset_tokens.email: the address a verification or e-mail change link proves.
// - Outstanding reset and invitation links are ended: until now the outbox kept their links readable.
// - Offers linked to an unverified customer only because of the address typed on the offer go back to
//   being matched by address, so they reach the customer once the address is verified (migration to
//   the rule in offers.server.ts); offers linked through the customer's own freight request stay.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("email_verified_at", "text").execute();
  await db.schema.alterTable("password_reset_tokens").addColumn("email", "text").execute();
  await db
    .updateTable("users")
    .set({ email_verified_at: sql`created_at` })
    .where("role", "in", ["admin", "agent"])
    .where("password_hash", "is not", null)
    .execute();
  const now = new Date().toISOString();
  await db.updateTable("password_reset_tokens").set({ used_at: now }).where("used_at", "is", null).execute();
  await db
    .updateTable("offers")
    .set({ customer_id: null })
    .where("offer_to_email", "is not", null)
    .where("customer_id", "in", (eb: ExpressionBuilder<any, "offers">) =>
      eb.selectFrom("users").select("id").where("email_verified_at", "is", null),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("freight_requests")
            .select("freight_requests.id")
            .whereRef("freight_requests.id", "=", "offers.freight_id")
            .whereRef("freight_requests.customer_id", "=", "offers.customer_id"),
        ),
      ),
    )
    .execute();
  await db.schema.createIndex("offers_to_email").on("offers").column("offer_to_email").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("offers_to_email").ifExists().execute();
  await db.schema.alterTable("password_reset_tokens").dropColumn("email").execute();
  await db.schema.alterTable("users").dropColumn("email_verified_at").execute();
}
