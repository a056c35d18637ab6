import { beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "./test-db.server";
import type { DB } from "./db.server";

let db: DB;
beforeAll(async () => {
  db = await createTestDb();
});

const now = "2026-11-22T12:00:00.000Z";
const audit = { created_at: now, updated_at: now, updated_by: null, deleted_at: null };

describe("content tables", () => {
  it("keep slugs unique per language among rows that are not deleted", async () => {
    await db
      .insertInto("pages")
      .values({ ...audit, locale: "tr", title: "Hakkımızda", slug: "hakkimizda", body: "" })
      .execute();
    await db
      .insertInto("pages")
      .values({ ...audit, locale: "en", title: "About", slug: "hakkimizda", body: "" })
      .execute();
    await expect(
      db
        .insertInto("pages")
        .values({ ...audit, locale: "tr", title: "x", slug: "hakkimizda", body: "" })
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto("pages")
      .values({ ...audit, deleted_at: now, locale: "tr", title: "old", slug: "hakkimizda", body: "" })
      .execute();
  });

  it("refuse a language outside the list", async () => {
    await expect(
      db
        .insertInto("banners")
        .values({ ...audit, locale: "xx", title: "x", sort_order: 0 })
        .execute(),
    ).rejects.toThrow();
  });

  it("allow one main branch only", async () => {
    const branch = { name: "B", latitude: 1, longitude: 1, city: "X", created_at: now, updated_at: now };
    await db
      .insertInto("branches")
      .values({ ...branch, is_main: 1 })
      .execute();
    await expect(
      db
        .insertInto("branches")
        .values({ ...branch, is_main: 1 })
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto("branches")
      .values({ ...branch, is_main: 1, deleted_at: now })
      .execute();
  });
});
