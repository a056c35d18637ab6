import type { SubmissionResult } from "@conform-to/react";
import { z } from "zod";
import type { Subject } from "../auth/permissions";
import { CONTENT_LOCALES, MAX_UPLOAD_BYTES } from "./constants";
import { SLUG_MAX, SLUG_PATTERN } from "./slug";

/**
 * The one list-and-form pattern of the admin screens, as data. A resource definition names its
 * table, form fields, list columns, filters and sorts; from it come the zod schema (shared by the
 * browser and the server), the SQL of the list and of the writes (app/models/resources.server.ts),
 * and the screens (app/components/resource/). Special behaviour (slugs, the main branch,
 * invitations, the last admin) sits in small server hooks beside the model.
 */
export type Row = Record<string, string | number | null>;

/** Option lists loaded from the database for selects and for showing ids as names. */
export const OPTION_SOURCES = ["branches", "pages", "menus"] as const;
export type OptionSource = (typeof OPTION_SOURCES)[number];
export interface Option {
  value: string;
  label: string;
  /** The language of a page or menu item, to group the options. */
  locale?: string | null;
  group?: string;
}
export type OptionLists = Partial<Record<OptionSource, Option[]>>;

interface BaseField {
  /** The form field's name: the contract's camelCase name. */
  name: string;
  /** The table's column. */
  column: string;
  /** i18n key of the label (`content:fields.title`, `common:fields.name`). */
  labelKey: string;
  helpKey?: string;
  required?: boolean;
  /** Takes the whole row of the form grid. */
  full?: boolean;
  /** Shown only when editing an existing row. */
  editOnly?: boolean;
}

export type FieldDef =
  | (BaseField & { kind: "text" | "textarea" | "email" | "tel" | "link" | "tags"; max: number; min?: number })
  | (BaseField & { kind: "slug"; from: string })
  | (BaseField & { kind: "richtext" })
  | (BaseField & { kind: "number"; min: number; max: number; integer?: boolean; defaultValue?: number })
  | (BaseField & { kind: "checkbox"; defaultValue?: boolean })
  | (BaseField & { kind: "select"; options: readonly string[]; optionKey: string; defaultValue?: string })
  | (BaseField & { kind: "ref"; source: OptionSource })
  | (BaseField & { kind: "image" })
  | (BaseField & { kind: "locale"; allowAll?: boolean })
  | (BaseField & { kind: "datetime" });
export type FieldKind = FieldDef["kind"];

export type ColumnKind =
  "text" | "date" | "datetime" | "flag" | "enum" | "locale" | "image" | "ref" | "number" | "coordinate";
export interface ColumnDef {
  /** The column as the list query selects it. */
  field: string;
  labelKey: string;
  kind: ColumnKind;
  optionKey?: string;
  source?: OptionSource;
  sortable?: boolean;
  primary?: boolean;
  hideOnPhone?: boolean;
  width?: number;
  align?: "left" | "right" | "center";
}

export type FilterDef =
  | { name: string; column: string; kind: "enum"; options: readonly string[]; optionKey: string; labelKey: string }
  | { name: string; column: string; kind: "flag"; labelKey: string; yesKey: string; noKey: string }
  | { name: string; column: string; kind: "ref"; source: OptionSource; labelKey: string }
  /** Rows of a language; with `withShared`, rows for every language (null) too. */
  | { name: "locale"; column: "locale"; kind: "locale"; labelKey: string; withShared?: boolean };

export type ResourceKey =
  "banners" | "menus" | "pages" | "blogs" | "services" | "references" | "teams" | "users" | "branches" | "branchUsers";

export interface ResourceDef {
  key: ResourceKey;
  subject: Subject;
  /** The list screen's path; forms are `${path}/new` and `${path}/:id`. */
  path: string;
  table: "banners" | "menus" | "pages" | "blogs" | "services" | "company_references" | "teams" | "users" | "branches";
  /** The column that names a row in titles and confirmations. */
  titleColumn: string;
  /** Content is deleted softly (restorable); people are deactivated. */
  deletion: "soft" | "deactivate";
  /** A fixed condition on the table (branch users: agents only), also written on create. */
  scope?: { column: string; value: string };
  fields: FieldDef[];
  columns: ColumnDef[];
  search: string[];
  sorts: readonly [string, ...string[]];
  defaultSort: string;
  defaultDir: "asc" | "desc";
  filters: FilterDef[];
  /** Cross-field rules, shared by browser and server. */
  refine?: (value: FormValues, ctx: z.RefinementCtx) => void;
}

/** Data some list screens add (the branches map). */
export interface BranchMarker {
  id: number;
  name: string;
  city: string;
  latitude: number;
  longitude: number;
  is_main: boolean;
  phone: string | null;
  address: string | null;
}
export interface ListExtra {
  markers?: BranchMarker[];
}

/** What a list's bulk action answers when it does not redirect. */
export type ListActionData =
  { kind: "confirm"; intent: "delete"; items: Array<{ id: number; label: string }> } | { kind: "error"; error: string };

/** What a form's action answers when it does not redirect: conform's result (errors are i18n keys). */
export type FormActionData = { result: SubmissionResult<string[]> };

export type FormValue = string | number | boolean | File | undefined;
export type FormValues = Record<string, FormValue>;

const REQUIRED = "validation.required";
const TOO_LONG = "validation.tooLong";

/** A site-relative path, an anchor, or an http(s), mailto or tel address: never javascript: or data:. */
export function isSafeLink(value: string): boolean {
  if (/^\/(?![/\\])/.test(value) || value.startsWith("#")) return !/[\s<>"]/.test(value);
  try {
    const url = new URL(value);
    return ["http:", "https:", "mailto:", "tel:"].includes(url.protocol);
  } catch {
    return false;
  }
}

/** Trimmed text; a required one must keep at least a character after trimming (spaces alone are not a title). */
function text(max: number, min = 0, required = false) {
  let s = z.string({ error: REQUIRED }).trim().max(max, TOO_LONG);
  if (min) s = s.min(min, "validation.nameTooShort");
  else if (required) s = s.min(1, REQUIRED);
  return s;
}

function fieldSchema(f: FieldDef): z.ZodType {
  const required = Boolean(f.required);
  switch (f.kind) {
    case "text":
    case "textarea":
    case "tags":
      return text(f.max, f.min, required);
    case "email":
      return text(f.max, 0, required).pipe(z.email({ error: "validation.email" }));
    case "tel":
      return text(f.max, 0, required).regex(/^\+?[0-9][0-9 ()-]{6,19}$/, "validation.phone");
    case "link":
      return text(f.max, 0, required).refine(isSafeLink, "content:validation.link");
    case "slug":
      return z.string().trim().toLowerCase().max(SLUG_MAX, TOO_LONG).regex(SLUG_PATTERN, "content:validation.slug");
    case "richtext":
      return z.string().max(200_000, TOO_LONG);
    case "number": {
      let n = z
        .number({ error: f.required ? REQUIRED : "content:validation.number" })
        .min(f.min, "content:validation.range")
        .max(f.max, "content:validation.range");
      if (f.integer) n = n.int("content:validation.integer");
      return n;
    }
    case "checkbox":
      return z.boolean();
    case "select":
      return z.enum(f.options as [string, ...string[]], { error: REQUIRED });
    case "ref":
      return z.coerce.number({ error: REQUIRED }).int().positive(REQUIRED);
    case "image":
      return z.file().max(MAX_UPLOAD_BYTES, "content:upload.tooLarge");
    case "locale":
      return z.enum(CONTENT_LOCALES, { error: REQUIRED });
    case "datetime":
      return z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, "content:validation.datetime");
  }
}

/** Extra form fields that ride along with an image field: "remove the current image". */
export function removeFlagName(field: string) {
  return `${field}Remove`;
}

/** The form schema of a resource: one zod object from its fields, with its cross-field rules. */
export function formSchema(def: ResourceDef, mode: "create" | "edit") {
  const shape: Record<string, z.ZodType> = {};
  for (const f of def.fields) {
    if (f.editOnly && mode === "create") continue;
    const base = fieldSchema(f);
    shape[f.name] = f.required && f.kind !== "checkbox" && f.kind !== "image" ? base : base.optional();
    if (f.kind === "image") shape[removeFlagName(f.name)] = z.boolean().optional();
  }
  const object = z.object(shape);
  const refine = def.refine;
  return refine ? object.superRefine((value, ctx) => refine(value as FormValues, ctx)) : object;
}

/** Turkey keeps UTC+3 all year: the panel's date-time inputs are in Istanbul time. */
const ISTANBUL_OFFSET = "+03:00";

export function localInputToIso(value: string): string {
  return new Date(`${value.length === 16 ? `${value}:00` : value}${ISTANBUL_OFFSET}`).toISOString();
}

export function isoToLocalInput(iso: string): string {
  const shifted = new Date(new Date(iso).getTime() + 3 * 3_600_000);
  return shifted.toISOString().slice(0, 16);
}

/** A stored row as the form's initial values (conform's default value strings). */
export function rowToDefaults(def: ResourceDef, row: Row | null): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const f of def.fields) {
    const value = row ? row[f.column] : undefined;
    if (f.kind === "image") continue;
    if (f.kind === "checkbox") {
      const on = row ? value === 1 : (f.defaultValue ?? false);
      out[f.name] = on ? "on" : undefined;
    } else if (f.kind === "datetime") {
      out[f.name] = typeof value === "string" && value ? isoToLocalInput(value) : undefined;
    } else if (value !== null && value !== undefined) {
      out[f.name] = String(value);
    } else if (!row && f.kind === "number" && f.defaultValue !== undefined) {
      out[f.name] = String(f.defaultValue);
    } else if (!row && f.kind === "select" && f.defaultValue) {
      out[f.name] = f.defaultValue;
    }
  }
  return out;
}

export function fieldsFor(def: ResourceDef, mode: "create" | "edit") {
  return def.fields.filter((f) => !(f.editOnly && mode === "create"));
}

export function hasUploads(def: ResourceDef) {
  return def.fields.some((f) => f.kind === "image");
}

/** The option lists a resource needs, for its form fields, list columns and filters. */
export function optionSources(def: ResourceDef): OptionSource[] {
  const wanted = new Set<OptionSource>();
  for (const f of def.fields) if (f.kind === "ref") wanted.add(f.source);
  for (const c of def.columns) if (c.source) wanted.add(c.source);
  for (const f of def.filters) if (f.kind === "ref") wanted.add(f.source);
  return [...wanted];
}
