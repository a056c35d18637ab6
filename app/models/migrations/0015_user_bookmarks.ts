import type { Kysely } from "kysely";

// Each user's bookmarks of the navbar search, kept with the account so they survive a restart and every
// server agrees on them. A row is the user's own choice for one screen (`bookmarked` 1 or 0); a screen
// without a row keeps its default (lib/search/pages.ts, DEFAULT_BOOKMARKS), so a user who removes a
// default bookmark keeps it removed, and a new default reaches everyone who never touched that screen.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("user_bookmarks")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("target", "text", (c) => c.notNull())
    .addColumn("bookmarked", "integer", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("user_bookmarks_pk", ["user_id", "target"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("user_bookmarks").ifExists().execute();
}
