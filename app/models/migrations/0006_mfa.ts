import type { Kysely } from "kysely";
import { withId } from "../dialect.server";

// Two-factor sign-in: one TOTP secret per user (encrypted), its last used time step, and recovery codes.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("user_mfa")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("secret_enc", "text", (c) => c.notNull())
    .addColumn("enabled_at", "text")
    .addColumn("last_step", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await withId(db.schema.createTable("mfa_recovery_codes"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema.createIndex("mfa_recovery_codes_user").on("mfa_recovery_codes").column("user_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("mfa_recovery_codes").ifExists().execute();
  await db.schema.dropTable("user_mfa").ifExists().execute();
}
