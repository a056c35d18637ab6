import { sql, type Kysely } from "kysely";
import { DEFAULT_BOOKMARKS } from "~/lib/search/pages";
import { getDb, type DB } from "./db.server";
import { nowIso } from "./dialect.server";
import { prepared } from "./prepared.server";
import type { Database } from "./schema";

/**
 * Each user's bookmarked screens (the navbar search's stars), in the database: the same on every server and
 * after a restart. A row is the user's own choice for one screen; a screen without one keeps its default
 * (DEFAULT_BOOKMARKS). Screens are named by their stable `target` (lib/search/pages.ts), so a bookmark of a
 * screen the user may no longer open stays stored and simply is not shown.
 */

/** Every panel page reads them (the navbar's bookmark icons): built and compiled once (prepared.server.ts). */
const choicesOf = prepared((db: Kysely<Database>, p) =>
  db.selectFrom("user_bookmarks").select(["target", "bookmarked"]).where("user_id", "=", p("userId")),
);

/** The targets a user has bookmarked: the defaults, changed by the user's own choices. */
export async function bookmarkedTargets(userId: number, db: DB = getDb()): Promise<Set<string>> {
  const marked = new Set(DEFAULT_BOOKMARKS);
  const { rows } = await choicesOf.execute(db, { userId });
  for (const row of rows) {
    if (Number(row.bookmarked) === 1) marked.add(row.target);
    else marked.delete(row.target);
  }
  return marked;
}

/**
 * Turns one screen's bookmark over and answers whether it is bookmarked now. One statement: the first
 * choice is the opposite of the default, a later one the opposite of the stored choice, so two clicks that
 * race are two turns, never a lost one.
 */
export async function toggleBookmark(userId: number, target: string, db: DB = getDb()): Promise<boolean> {
  const first = DEFAULT_BOOKMARKS.includes(target) ? 0 : 1;
  const row = await db
    .insertInto("user_bookmarks")
    .values({ user_id: userId, target, bookmarked: first, updated_at: nowIso() })
    .onConflict((oc) =>
      oc.columns(["user_id", "target"]).doUpdateSet((eb) => ({
        bookmarked: sql<0 | 1>`1 - ${eb.ref("user_bookmarks.bookmarked")}`,
        updated_at: eb.ref("excluded.updated_at"),
      })),
    )
    .returning("bookmarked")
    .executeTakeFirstOrThrow();
  return Number(row.bookmarked) === 1;
}
