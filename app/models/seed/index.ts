import type { DB } from "../db.server";
import { createRandom } from "./random";
import { seedContent } from "./content";
import { seedFoundation, type FoundationSeed } from "./foundation";
import { seedShipments } from "./shipments";
import { seedFreight } from "./freight";
import { seedExpress } from "./express";
import { seedTariffs } from "./tariffs";

/**
 * The deterministic seed: the same rows every time for a given day (dates are relative to the
 * start of the current UTC day, so the dashboards look current). Later areas add their seeders
 * after the foundation, in this one transaction.
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
];

export function seedAnchor(date = new Date()): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 12));
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
