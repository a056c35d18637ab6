import { getDb, type DB } from "./db.server";
import { nowIso } from "./dialect.server";

/**
 * Company-wide numbers admins set: one row per key (migrations 0017–0019 insert the defaults). Read by the
 * wizard (COD limit), the event form (delivery attempts) and the domestic price list (per-kg rate).
 */
export const COMPANY_SETTINGS = {
  /** TRY minor units per kg above the last domestic band. */
  domestic_per_kg_minor: { min: 0, max: 100_000_00, fallback: 0 },
  /** The highest cash-on-delivery amount, TRY minor units. */
  cod_limit_minor: { min: 0, max: 10_000_000_00, fallback: 50_000_00 },
  /** Failed delivery attempts before the shipment goes back to the sender. */
  delivery_attempts: { min: 1, max: 9, fallback: 3 },
} as const;
export type CompanySettingKey = keyof typeof COMPANY_SETTINGS;
export type CompanySettings = Record<CompanySettingKey, number>;

export async function getCompanySettings(db: DB = getDb()): Promise<CompanySettings> {
  const rows = await db.selectFrom("company_settings").select(["key", "value"]).execute();
  const out = Object.fromEntries(
    Object.entries(COMPANY_SETTINGS).map(([key, rule]) => [key, rule.fallback]),
  ) as CompanySettings;
  for (const row of rows) if (Object.hasOwn(COMPANY_SETTINGS, row.key)) out[row.key as CompanySettingKey] = row.value;
  return out;
}

export async function setCompanySettings(
  values: Partial<CompanySettings>,
  userId: number | null,
  db: DB = getDb(),
): Promise<void> {
  const now = nowIso();
  for (const [key, value] of Object.entries(values)) {
    if (!Object.hasOwn(COMPANY_SETTINGS, key) || value === undefined) continue;
    await db
      .insertInto("company_settings")
      .values({ key, value, updated_at: now, updated_by: userId })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value, updated_at: now, updated_by: userId }))
      .execute();
  }
}
