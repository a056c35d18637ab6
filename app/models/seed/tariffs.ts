import type { Seeder } from "./index";
import { tariffSample } from "./tariff-sample";
import { insertTariffCodes } from "../tariffs.server";

/** The tariff finder's sample codes (Turkish and English names), until an admin imports the yearly files. */
export const seedTariffs: Seeder = async ({ db, now }) => {
  const at = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  await insertTariffCodes(db, tariffSample(), at);
};
