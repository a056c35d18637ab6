import { afterEach, describe, expect, it, vi } from "vitest";
import type { DB } from "../db.server";
import { createTestDb } from "../test-db.server";
import { seedDatabase } from "./index";

/**
 * The seed writes history, never the future: whatever the time of day it runs (a fresh install at 05:35
 * showed shipments "created" at 11:37), no shipment, event, offer, freight request, contact message, user,
 * content row or any other dated value is later than the moment of seeding. Only deadlines may lie ahead:
 * an offer's validity, a token's or a rate limit's expiry, a pickup's booked day.
 */
const DEADLINES = new Set([
  "offers.valid_until",
  "refresh_tokens.expires_at",
  "password_reset_tokens.expires_at",
  "rate_limits.reset_at",
  // The day a courier is booked to come: waiting requests are for today or a later day.
  "pickups.pickup_date",
]);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(?:$|[T ]\d{2}:\d{2})/;

/** Every dated value of every table that is later than `now` (a calendar date: later than now's UTC day). */
async function datedAfter(db: DB, now: Date): Promise<string[]> {
  const today = now.toISOString().slice(0, 10);
  const tables = [...new Set((await db.introspection.getTables()).filter((t) => !t.isView).map((t) => t.name))];
  const late: string[] = [];
  let checked = 0;
  for (const table of tables) {
    // Full-text shadow tables and the like hold no dates of their own.
    if (/_fts|_words/.test(table)) continue;
    const rows = (await db
      .selectFrom(table as "users")
      .selectAll()
      .execute()) as Array<Record<string, unknown>>;
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (DEADLINES.has(`${table}.${column}`)) continue;
        let after: boolean;
        if (value instanceof Date) after = value.getTime() > now.getTime();
        else if (typeof value === "string" && ISO_DATE.test(value)) {
          checked++;
          after =
            value.length === 10
              ? value > today
              : new Date(value.includes("T") || value.endsWith("Z") ? value : `${value.replace(" ", "T")}Z`).getTime() >
                now.getTime();
        } else continue;
        if (after && late.length < 20)
          late.push(`${table}.${column} = ${String(value)}${"id" in row ? ` (id ${String(row.id)})` : ""}`);
      }
    }
  }
  expect(checked, "dated values found").toBeGreaterThan(1000);
  return late;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the seed at any time of day", () => {
  // Just after midnight, early morning (the reported case), just before noon, and the evening (UTC).
  it.each(["2026-11-22T00:05:00Z", "2026-11-22T05:35:00Z", "2026-11-22T11:58:00Z", "2026-11-22T19:40:00Z"])(
    "seeded at %s, as a fresh install does, nothing is dated after that moment",
    async (moment) => {
      const now = new Date(moment);
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(now);
      const db = await createTestDb();
      try {
        // The start-up's call: the default "now".
        await seedDatabase(db);
        expect(await datedAfter(db, now)).toEqual([]);
        // The open shipments were booked in the last day or two, not weeks ago: the demo still looks current.
        const newest = await db
          .selectFrom("shipments")
          .select((eb) => eb.fn.max("created_at").as("at"))
          .executeTakeFirstOrThrow();
        expect(now.getTime() - new Date(String(newest.at)).getTime()).toBeLessThan(2 * 86_400_000);
      } finally {
        await db.destroy();
      }
    },
    60_000,
  );
});
