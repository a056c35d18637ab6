import type { TFunction } from "i18next";
import { IMPORT_COLUMNS } from "./import-columns";

const FIELD_OF = new Map(IMPORT_COLUMNS.map((c) => [c.column, c.field]));

/** A column's name in the reader's language, from the wizard's own field labels ("Alıcı: Posta kodu"). */
export function columnLabel(t: TFunction, column: string): string {
  const field = FIELD_OF.get(column);
  if (!field) return column;
  if (field === "reference") return t("shipment-import:columns.reference");
  const [party, name] = field.includes(".") ? field.split(".") : [null, field];
  const label = t(`shipments:fields.${name}`);
  return party ? t("shipment-import:columns.party", { party: t(`shipments:fields.${party}`), field: label }) : label;
}
