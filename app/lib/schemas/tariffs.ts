import { z } from "zod";
import { TARIFF_IMPORT_MODES } from "../tariffs/import-types";

/** The tariff finder's query (GET) and the admin import form. */
export const TariffQuerySchema = z.object({
  q: z.string().trim().max(100).catch(""),
  page: z.coerce.number().int().min(1).max(1000).catch(1),
  perPage: z.coerce.number().int().min(1).max(50).catch(20),
});

export const TariffImportSchema = z.object({
  mode: z.enum(TARIFF_IMPORT_MODES).default("merge"),
});
