import type { Kysely } from "kysely";
import { checkIn, flag, withId } from "../dialect.server";
import { ROLES } from "../../lib/auth/roles";

// Users, branches, sessions with refresh tokens, password reset tokens, the mail outbox and rate limits.
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db.schema.createTable("branches"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("is_main", "integer", flag(0))
    .addColumn("latitude", "real", (c) => c.notNull())
    .addColumn("longitude", "real", (c) => c.notNull())
    .addColumn("phone", "text")
    .addColumn("address", "text")
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "integer")
    .addColumn("deleted_at", "text")
    .execute();
  await db.schema.createIndex("branches_city").on("branches").column("city").execute();

  await withId(db.schema.createTable("users"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text")
    .addColumn("role", "text", (c) => c.notNull().check(checkIn("role", ROLES)))
    .addColumn("customer_type", "text")
    .addColumn("tax_id", "text")
    .addColumn("company_name", "text")
    .addColumn("phone", "text")
    .addColumn("address", "text")
    .addColumn("permission_sms", "integer", flag(0))
    .addColumn("permission_mail", "integer", flag(0))
    .addColumn("branch_id", "integer", (c) => c.references("branches.id").onDelete("set null"))
    .addColumn("is_active", "integer", flag(1))
    .addColumn("locale", "text", (c) => c.notNull().defaultTo("tr"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "integer")
    .execute();
  await db.schema.createIndex("users_role_created").on("users").columns(["role", "created_at"]).execute();
  await db.schema.createIndex("users_branch").on("users").column("branch_id").execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_seen_at", "text", (c) => c.notNull())
    .addColumn("revoked_at", "text")
    .addColumn("ip", "text")
    .addColumn("user_agent", "text")
    .execute();
  await db.schema.createIndex("sessions_user").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("refresh_tokens")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("session_id", "text", (c) => c.notNull().references("sessions.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("rotated_at", "text")
    .addColumn("revoked_at", "text")
    .execute();
  await db.schema.createIndex("refresh_tokens_session").on("refresh_tokens").column("session_id").execute();
  await db.schema.createIndex("refresh_tokens_user").on("refresh_tokens").column("user_id").execute();

  await withId(db.schema.createTable("password_reset_tokens"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("purpose", "text", (c) => c.notNull().defaultTo("reset"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("used_at", "text")
    .execute();
  await db.schema
    .createIndex("password_reset_tokens_user")
    .on("password_reset_tokens")
    .columns(["user_id", "created_at"])
    .execute();

  await withId(db.schema.createTable("mail_outbox"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("to_address", "text", (c) => c.notNull())
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text_body", "text", (c) => c.notNull())
    .addColumn("html_body", "text")
    .addColumn("file_name", "text")
    .addColumn("transport", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("mail_outbox_created").on("mail_outbox").column("created_at").execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("count", "integer", (c) => c.notNull())
    .addColumn("reset_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "rate_limits",
    "mail_outbox",
    "password_reset_tokens",
    "refresh_tokens",
    "sessions",
    "users",
    "branches",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
