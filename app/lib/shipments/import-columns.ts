import { ADDRESS_FIELDS, CARGO_FIELDS } from "./wizard";
import { COD_PAYMENT_TYPES, OUTSIDE_SHIPPING_TYPES, PAYERS, SHIPPING_TYPES } from "./domain";

/**
 * The bulk import's columns: one per field of the shipment wizard (the sender, the receiver and the cargo step),
 * named in snake case after the wizard's field (`receiver.zipCode` → `receiver_zip_code`), plus the customer's
 * own order number. A header cell is read by the name in parentheses at its end (`Alıcı: Ad soyad
 * (receiver_name)`), or by the bare name, so the template's translated headers and a hand-made file both work.
 */
export interface ImportColumn {
  /** The name in the file. */
  column: string;
  /** The wizard's field name (`sender.name`, `weight`), or `reference`. */
  field: string;
  step: "sender" | "receiver" | "cargo" | null;
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The acceptance boxes are ticked once for the whole file, on the "create" form; the direction is the first step's. */
const NOT_COLUMNS = new Set(["acceptTransportTerms", "acceptUserAgreement", "outsideShippingType"]);

export const IMPORT_COLUMNS: readonly ImportColumn[] = [
  { column: "reference", field: "reference", step: null },
  { column: "outside_shipping_type", field: "outsideShippingType", step: null },
  ...(["sender", "receiver"] as const).flatMap((party) =>
    ADDRESS_FIELDS.map((f) => ({ column: `${party}_${snake(f)}`, field: `${party}.${f}`, step: party })),
  ),
  ...CARGO_FIELDS.filter((f) => !NOT_COLUMNS.has(f)).map((f) => ({
    column: snake(f),
    field: f,
    step: "cargo" as const,
  })),
];

const BY_COLUMN = new Map(IMPORT_COLUMNS.map((c) => [c.column, c]));
const BY_FIELD = new Map(IMPORT_COLUMNS.map((c) => [c.field.toLowerCase(), c]));

/** The column a field's error belongs to (`receiver.zipCode` → `receiver_zip_code`), null for the row as a whole. */
export function columnOfField(field: string): string | null {
  return BY_FIELD.get(field.toLowerCase())?.column ?? null;
}

/** Columns whose values are yes/no. */
export const BOOLEAN_COLUMNS = new Set(["insurance", "proforma_invoice"]);

/** Columns whose values are one of a closed list, with the list (values may also be written as their labels). */
export const CHOICE_COLUMNS: Record<string, readonly string[]> = {
  outside_shipping_type: OUTSIDE_SHIPPING_TYPES,
  shipping_type: SHIPPING_TYPES,
  payer: PAYERS,
  cod_payment_type: COD_PAYMENT_TYPES,
};

/** The largest file an import takes. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most rows one file may hold. */
export const IMPORT_MAX_ROWS = 1000;
/** The most characters one cell may hold (the longest field, an address, takes 500). */
export const IMPORT_MAX_CELL = 1000;

export type HeaderResult =
  | { ok: true; columns: Array<string | null>; ignored: string[] }
  | { ok: false; error: "noColumns" | "duplicateColumn"; column?: string };

/** The column each header cell names (null for a cell naming none, listed in `ignored`). */
export function readHeader(cells: readonly string[]): HeaderResult {
  const columns: Array<string | null> = [];
  const ignored: string[] = [];
  const seen = new Set<string>();
  for (const raw of cells) {
    const text = raw.trim();
    const inParens = /\(([^()]+)\)\s*$/.exec(text)?.[1]?.trim();
    const name = (inParens ?? text).toLowerCase();
    const column = BY_COLUMN.get(name) ?? BY_FIELD.get(name) ?? null;
    if (!column) {
      if (text) ignored.push(text.slice(0, 100));
      columns.push(null);
      continue;
    }
    if (seen.has(column.column)) return { ok: false, error: "duplicateColumn", column: column.column };
    seen.add(column.column);
    columns.push(column.column);
  }
  if (seen.size === 0) return { ok: false, error: "noColumns" };
  return { ok: true, columns, ignored };
}

/** A row's non-empty cells by column name, trimmed and bounded: what is stored between the preview and "create". */
export function rowCells(columns: ReadonlyArray<string | null>, cells: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  columns.forEach((column, i) => {
    const value = (cells[i] ?? "").trim();
    if (column && value) out[column] = value.slice(0, IMPORT_MAX_CELL);
  });
  return out;
}

const YES = new Set(["1", "x", "true", "yes", "y", "evet", "e", "ja", "oui", "sim", "on"]);
const NO = new Set(["0", "false", "no", "n", "hayır", "hayir", "h", "nein", "non", "não", "nao", "off", "-"]);

/**
 * A yes/no cell as the wizard's checkbox posts it: "on" for yes, absent for no; anything else is kept as
 * written, so the schema refuses it like any unreadable value.
 */
export function booleanCell(value: string): string | undefined {
  const v = value.trim().toLocaleLowerCase("tr");
  if (YES.has(v)) return "on";
  if (NO.has(v)) return undefined;
  return value;
}

/**
 * The wizard's form values of one row: by field name, as the wizard's forms post them. `choice` reads a closed
 * list's value from its code or its label in the reader's language.
 */
export function wizardValues(
  cells: Record<string, string>,
  choice: (column: string, value: string) => string,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of IMPORT_COLUMNS) {
    const value = cells[c.column];
    if (value === undefined || value === "") continue;
    if (BOOLEAN_COLUMNS.has(c.column)) {
      const b = booleanCell(value);
      if (b !== undefined) out[c.field] = b;
    } else if (c.column in CHOICE_COLUMNS) {
      out[c.field] = choice(c.column, value);
    } else {
      out[c.field] = value;
    }
  }
  return out;
}

/** The fields of one step from a row's values (`sender.name` stays `sender.name`, as the step's form posts it). */
export function stepValues(values: Record<string, string>, step: "sender" | "receiver" | "cargo") {
  const out: Record<string, string> = {};
  for (const c of IMPORT_COLUMNS) if (c.step === step && values[c.field] !== undefined) out[c.field] = values[c.field];
  return out;
}
