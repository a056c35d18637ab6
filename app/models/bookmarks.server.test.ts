import { beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_BOOKMARKS } from "~/lib/search/pages";
import { bookmarkedTargets, toggleBookmark } from "./bookmarks.server";
import type { DB } from "./db.server";
import { createTestDb } from "./test-db.server";
import { createUser } from "./users.server";

let db: DB;
let ayse: number;
let emre: number;
beforeAll(async () => {
  db = await createTestDb();
  ayse = (await createUser({ name: "Ayşe Yılmaz", email: "ayse.bookmarks@example.com", role: "customer" })).id;
  emre = (await createUser({ name: "Emre Kaya", email: "emre.bookmarks@example.com", role: "admin" })).id;
});

describe("bookmarks", () => {
  it("starts every user with the default bookmarks", async () => {
    expect([...(await bookmarkedTargets(ayse))].sort()).toEqual([...DEFAULT_BOOKMARKS].sort());
  });

  it("adds and removes a screen, per user, and keeps a removed default removed", async () => {
    expect(await toggleBookmark(ayse, "shipments")).toBe(true);
    expect(await toggleBookmark(ayse, "chat")).toBe(false);
    expect([...(await bookmarkedTargets(ayse))].sort()).toEqual(["calendar", "email", "shipments", "todo"]);
    expect([...(await bookmarkedTargets(emre))].sort()).toEqual([...DEFAULT_BOOKMARKS].sort());

    expect(await toggleBookmark(ayse, "shipments")).toBe(false);
    expect(await toggleBookmark(ayse, "chat")).toBe(true);
    expect(await toggleBookmark(ayse, "chat")).toBe(false);
    expect([...(await bookmarkedTargets(ayse))].sort()).toEqual(["calendar", "email", "todo"]);
  });

  it("stores one row per user and screen, and counts two quick clicks as two turns", async () => {
    const [a, b] = await Promise.all([toggleBookmark(emre, "offers"), toggleBookmark(emre, "offers")]);
    expect([a, b].sort()).toEqual([false, true]);
    expect((await bookmarkedTargets(emre)).has("offers")).toBe(false);
    const rows = await db
      .selectFrom("user_bookmarks")
      .select(["target", "bookmarked"])
      .where("user_id", "=", emre)
      .execute();
    expect(rows.map((r) => [r.target, Number(r.bookmarked)])).toEqual([["offers", 0]]);
  });

  it("goes with the account", async () => {
    const gone = (await createUser({ name: "Deniz Ak", email: "deniz.bookmarks@example.com", role: "customer" })).id;
    await toggleBookmark(gone, "tracking");
    await db.deleteFrom("users").where("id", "=", gone).execute();
    expect(await db.selectFrom("user_bookmarks").select("target").where("user_id", "=", gone).execute()).toEqual([]);
  });
});
