import type { DB } from "../db.server";
import { createRandom } from "./random";
import { seedContent } from "./content";
import { seedFoundation, type FoundationSeed } from "./foundation";
import { seedShipments } from "./shipments";
import { seedFreight } from "./freight";
import { seedExpress } from "./express";
import { seedTariffs } from "./tariffs";
import { seedCourier } from "./courier";
import { seedAddressBooksAndPickups } from "./address-books";

/**
 * The deterministic seed: the same rows every time for a given anchor (dates count back from it, so
 * the dashboards look current). Later areas add their seeders after the foundation, in this one
 * transaction. No seeder writes a date after the anchor but deadlines (an offer's validity).
 */
export interface SeedContext {
  db: DB;
  now: Date;
  foundation: FoundationSeed;
}

export type Seeder = (ctx: SeedContext, rng: ReturnType<typeof createRandom>) => Promise<void>;

const seeders: Array<[name: string, seeder: Seeder]> = [
  ["shipments", seedShipments],
  ["content", seedContent],
  ["freight", seedFreight],
  ["express", seedExpress],
  ["tariffs", seedTariffs],
  ["courier", seedCourier],
  ["address-books", seedAddressBooksAndPickups],
];

/**
 * The moment the seed counts back from: noon (UTC) of the day, so a whole afternoon seeds the same rows;
 * earlier in the day the moment itself, so nothing seeded lies in the future.
 */
export function seedAnchor(date = new Date()): Date {
  const noon = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 12);
  return new Date(Math.min(noon, date.getTime()));
}

export async function seedDatabase(db: DB, now = seedAnchor()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const foundation = await seedFoundation(trx, createRandom(20261122), now);
    for (const [i, [, seeder]] of seeders.entries()) {
      await seeder({ db: trx, now, foundation }, createRandom(1000 + i));
    }
  });
}

export async function isDatabaseEmpty(db: DB): Promise<boolean> {
  const row = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  return !row;
}
