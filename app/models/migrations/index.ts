import type { Migration } from "kysely";
import * as m0001 from "./0001_foundation";
import * as m0005 from "./0005_express_tariffs";

/**
 * Every migration, in order. Never edit a landed migration: add a new file and a line here.
 */
export const migrations: Record<string, Migration> = {
  "0001_foundation": m0001,
  "0005_express_tariffs": m0005,
};
