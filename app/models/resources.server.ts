import type { Expression, ExpressionBuilder, Kysely, SqlBool } from "kysely";
import { sanitizeRichText } from "~/lib/content/html.server";
import {
  localInputToIso,
  removeFlagName,
  type FormValues,
  type OptionLists,
  type OptionSource,
  type ResourceDef,
  type Row,
} from "~/lib/content/resource";
import { slugify, uniqueSlug } from "~/lib/content/slug";
import { removeUpload, storeImage } from "~/lib/uploads.server";
import { getDb } from "./db.server";
import type { Database } from "./schema";
import { ilike, isUniqueViolation, likeContains, nowIso } from "./dialect.server";
import {
  RuleError,
  hooksFor,
  type FieldErrors,
  type GenericDb,
  type GenericRow,
  type HookContext,
  type WriteContext,
} from "./resource-hooks.server";
import type { PublicUser } from "./users.server";

/**
 * The SQL of every list-and-form screen, driven by the resource definitions
 * (app/lib/content/resources.ts): one paged query and one COUNT per list, writes that record who
 * and when, soft deletes (or deactivation for people), restores. Tables are named by the
 * definitions, so this module sees them through a generic row type; the definitions are the
 * only source of table and column names.
 */
type Eb = ExpressionBuilder<Record<string, GenericRow>, string>;

export function generic(db: Kysely<Database> = getDb()): GenericDb {
  return db as unknown as GenericDb;
}

export type ListView = "active" | "deleted";

export interface ListQuery {
  q: string;
  page: number;
  perPage: number;
  sort: string;
  dir: "asc" | "desc";
  view: ListView;
  filters: Record<string, string | undefined>;
}

/** Whether a row counts as deleted: deleted_at for content, is_active = 0 for people. */
function deletedExpr(def: ResourceDef, eb: Eb): Expression<SqlBool> {
  return def.deletion === "soft" ? eb("deleted_at", "is not", null) : eb("is_active", "=", 0);
}
function liveExpr(def: ResourceDef, eb: Eb): Expression<SqlBool> {
  return def.deletion === "soft" ? eb("deleted_at", "is", null) : eb("is_active", "=", 1);
}

function scoped(def: ResourceDef, eb: Eb): Expression<SqlBool> {
  return def.scope ? eb(def.scope.column, "=", def.scope.value) : eb.lit(true);
}

function listColumns(def: ResourceDef): string[] {
  const columns = new Set(["id", def.titleColumn, ...def.columns.map((c) => c.field)]);
  columns.add(def.deletion === "soft" ? "deleted_at" : "is_active");
  return [...columns];
}

function filterExpr(def: ResourceDef, query: ListQuery, eb: Eb): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [scoped(def, eb)];
  if (query.q) {
    const pattern = likeContains(query.q);
    parts.push(eb.or(def.search.map((c) => ilike(eb.ref(c), pattern))));
  }
  for (const filter of def.filters) {
    const value = query.filters[filter.name];
    if (value === undefined || value === "") continue;
    if (filter.kind === "flag") parts.push(eb(filter.column, "=", value === "1" ? 1 : 0));
    else if (filter.kind === "ref") parts.push(eb(filter.column, "=", Number(value)));
    else if (filter.kind === "locale" && filter.withShared)
      parts.push(eb.or([eb("locale", "=", value), eb("locale", "is", null)]));
    else parts.push(eb(filter.column, "=", value));
  }
  return eb.and(parts);
}

export async function listRows(def: ResourceDef, query: ListQuery) {
  const db = generic();
  const base = db.selectFrom(def.table).where((eb) => filterExpr(def, query, eb));
  const [rows, counts] = await Promise.all([
    base
      .where((eb) => (query.view === "deleted" ? deletedExpr(def, eb) : liveExpr(def, eb)))
      .select(listColumns(def))
      .orderBy(query.sort, query.dir)
      .orderBy("id", query.dir)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage)
      .execute(),
    base
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when(liveExpr(def, eb)).then(1).else(0).end()).as("active"),
        eb.fn.sum<number>(eb.case().when(deletedExpr(def, eb)).then(1).else(0).end()).as("deleted"),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  const active = Number(counts.active ?? 0);
  const deleted = Number(counts.deleted ?? 0);
  return { rows: rows as Row[], total: query.view === "deleted" ? deleted : active, counts: { active, deleted } };
}

function detailColumns(def: ResourceDef): string[] {
  const columns = new Set([
    "id",
    def.titleColumn,
    "created_at",
    "updated_at",
    "updated_by",
    ...def.fields.map((f) => f.column),
  ]);
  columns.add(def.deletion === "soft" ? "deleted_at" : "is_active");
  return [...columns];
}

/** One row with its editor's name, or undefined when it does not exist (or is outside the scope). */
export async function getRow(def: ResourceDef, id: number, db: GenericDb = generic()): Promise<Row | undefined> {
  const row = await db
    .selectFrom(def.table)
    .select(detailColumns(def).map((c) => `${def.table}.${c}`))
    .select((eb) =>
      eb
        .selectFrom("users as editor")
        .select("editor.name")
        .whereRef("editor.id", "=", `${def.table}.updated_by`)
        .as("updated_by_name"),
    )
    .where(`${def.table}.id`, "=", id)
    .where((eb) => (def.scope ? eb(`${def.table}.${def.scope.column}`, "=", def.scope.value) : eb.lit(true)))
    .executeTakeFirst();
  return row as Row | undefined;
}

export function isDeleted(def: ResourceDef, row: Row): boolean {
  return def.deletion === "soft" ? row.deleted_at !== null : row.is_active === 0;
}

/** Names of some rows, for confirmations. */
export async function rowLabels(def: ResourceDef, ids: number[]): Promise<Array<{ id: number; label: string }>> {
  if (ids.length === 0) return [];
  const rows = await generic()
    .selectFrom(def.table)
    .select(["id", def.titleColumn])
    .where("id", "in", ids)
    .where((eb) => scoped(def, eb))
    .orderBy(def.titleColumn)
    .execute();
  return rows.map((r) => ({ id: Number(r.id), label: String(r[def.titleColumn] ?? r.id) }));
}

export type SaveResult = { ok: true; id: number } | { ok: false; fieldErrors: FieldErrors; formErrors?: string[] };

function normaliseTags(value: string): string | null {
  const tags = [
    ...new Set(
      value
        .split(",")
        .map((t) => t.trim().replace(/\s+/g, " "))
        .filter(Boolean),
    ),
  ];
  return tags.length ? tags.join(", ") : null;
}

/** The form's values as the table's columns (images, slugs and hooks come after). */
function valuesToColumns(def: ResourceDef, values: FormValues, mode: "create" | "edit"): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const f of def.fields) {
    if (f.editOnly && mode === "create") continue;
    const value = values[f.name];
    switch (f.kind) {
      case "image":
      case "slug":
        break;
      case "richtext":
        row[f.column] = sanitizeRichText(typeof value === "string" ? value : "");
        break;
      case "checkbox":
        row[f.column] = value === true ? 1 : 0;
        break;
      case "number":
        row[f.column] = typeof value === "number" ? value : (f.defaultValue ?? 0);
        break;
      case "ref":
        row[f.column] = typeof value === "number" ? value : null;
        break;
      case "datetime":
        row[f.column] = typeof value === "string" && value ? localInputToIso(value) : null;
        break;
      case "email":
        row[f.column] = typeof value === "string" ? value.trim().toLowerCase() : null;
        break;
      case "tags":
        row[f.column] = typeof value === "string" ? normaliseTags(value) : null;
        break;
      default:
        row[f.column] = typeof value === "string" && value !== "" ? value : null;
    }
  }
  return row;
}

/**
 * Fills slug fields: the typed slug must be free in its language; a generated one is numbered until it
 * is. A title that gives no slug at all (only punctuation or emoji) asks for one to be typed.
 */
async function resolveSlugs(
  def: ResourceDef,
  values: FormValues,
  row: Record<string, unknown>,
  id: number | undefined,
  errors: FieldErrors,
) {
  for (const f of def.fields) {
    if (f.kind !== "slug") continue;
    const typed = typeof values[f.name] === "string" ? (values[f.name] as string) : "";
    const locale = typeof row.locale === "string" ? row.locale : "tr";
    const base = typed || slugify(String(row[f.from] ?? ""), locale);
    if (!base) {
      errors[f.name] = ["content:validation.slugEmpty"];
      continue;
    }
    const taken = await takenSlugs(def, f.column, locale, base, id);
    if (typed && taken.has(typed)) errors[f.name] = ["content:validation.slugTaken"];
    else row[f.column] = uniqueSlug(base, taken);
  }
}

async function takenSlugs(
  def: ResourceDef,
  column: string,
  locale: string,
  base: string,
  exceptId?: number,
  db: GenericDb = generic(),
) {
  const rows = await db
    .selectFrom(def.table)
    .select(column)
    .where("locale", "=", locale)
    .where("deleted_at", "is", null)
    .where((eb) => eb.or([eb(column, "=", base), eb(column, "like", `${base}-%`)]))
    .where((eb) => (exceptId ? eb("id", "!=", exceptId) : eb.lit(true)))
    .execute();
  return new Set(rows.map((r) => String(r[column])));
}

/**
 * Creates or updates a row from validated form values. Database checks (hooks) and slugs answer
 * field errors; images are stored only when everything else is valid, and the replaced file is
 * removed once the row is written.
 */
export async function saveRow(
  def: ResourceDef,
  input: { id?: number; current?: Row; values: FormValues; user: PublicUser; request: Request },
): Promise<SaveResult> {
  const mode = input.id ? "edit" : "create";
  const hooks = hooksFor(def.key);
  const ctx: HookContext = {
    def,
    id: input.id,
    current: input.current ?? null,
    values: input.values,
    user: input.user,
    request: input.request,
  };
  const row = valuesToColumns(def, input.values, mode);
  const fieldErrors: FieldErrors = { ...(await hooks.validate?.(ctx)) };
  await resolveSlugs(def, input.values, row, input.id, fieldErrors);
  if (Object.keys(fieldErrors).length) return { ok: false, fieldErrors };

  const stored: string[] = [];
  const replaced: string[] = [];
  for (const f of def.fields) {
    if (f.kind !== "image") continue;
    const file = input.values[f.name];
    const previous = input.current?.[f.column];
    if (file instanceof File) {
      const result = await storeImage(file);
      if (!result.ok) {
        await Promise.all(stored.map((name) => removeUpload(name)));
        return { ok: false, fieldErrors: { [f.name]: [`content:upload.${result.error}`] } };
      }
      stored.push(result.name);
      row[f.column] = result.name;
      if (typeof previous === "string") replaced.push(previous);
    } else if (input.values[removeFlagName(f.name)] === true) {
      row[f.column] = null;
      if (typeof previous === "string") replaced.push(previous);
    }
  }

  const prepared = hooks.prepare ? hooks.prepare(row, ctx) : row;
  const now = nowIso();
  try {
    const id = await getDb()
      .transaction()
      .execute(async (trx) => {
        const db = generic(trx);
        const write: WriteContext = { ...ctx, db, now };
        await hooks.beforeWrite?.(prepared, write);
        let id = input.id;
        if (id) {
          await db
            .updateTable(def.table)
            .set({ ...prepared, updated_at: now, updated_by: input.user.id })
            .where("id", "=", id)
            .execute();
        } else {
          const scope = def.scope ? { [def.scope.column]: def.scope.value } : {};
          const created = await db
            .insertInto(def.table)
            .values({ ...prepared, ...scope, created_at: now, updated_at: now, updated_by: input.user.id })
            .returning("id")
            .executeTakeFirstOrThrow();
          id = Number(created.id);
        }
        await hooks.afterWrite?.(id, write);
        return id;
      });
    await Promise.all(replaced.map((name) => removeUpload(name)));
    await hooks.afterCommit?.(id, ctx, mode);
    return { ok: true, id };
  } catch (error) {
    await Promise.all(stored.map((name) => removeUpload(name)));
    if (error instanceof RuleError)
      return {
        ok: false,
        fieldErrors: error.field ? { [error.field]: [error.key] } : {},
        formErrors: error.field ? undefined : [error.key],
      };
    // A slug or e-mail checked free above and taken by a parallel write before this one committed.
    const taken = def.fields.find(
      (f) => (f.kind === "slug" || f.kind === "email") && isUniqueViolation(error, f.column),
    );
    if (taken)
      return {
        ok: false,
        fieldErrors: {
          [taken.name]: [taken.kind === "slug" ? "content:validation.slugTaken" : "validation.emailTaken"],
        },
      };
    throw error;
  }
}

export type BulkResult = { ok: true; count: number } | { ok: false; error: string };

/** Deletes rows softly (content) or deactivates them (people); hooks may refuse. */
export async function deleteRows(
  def: ResourceDef,
  ids: number[],
  user: PublicUser,
  request: Request,
): Promise<BulkResult> {
  const hooks = hooksFor(def.key);
  const now = nowIso();
  try {
    const count = await getDb()
      .transaction()
      .execute(async (trx) => {
        const db = generic(trx);
        const write: WriteContext = { def, id: undefined, current: null, values: {}, user, request, db, now };
        await hooks.beforeDelete?.(ids, write);
        const set = def.deletion === "soft" ? { deleted_at: now } : { is_active: 0 };
        const result = await db
          .updateTable(def.table)
          .set({ ...set, updated_at: now, updated_by: user.id })
          .where("id", "in", ids)
          .where((eb) => eb.and([scoped(def, eb), liveExpr(def, eb)]))
          .executeTakeFirst();
        await hooks.afterDelete?.(ids, write);
        return Number(result.numUpdatedRows);
      });
    await hooks.afterDeleteCommit?.(ids);
    return { ok: true, count };
  } catch (error) {
    if (error instanceof RuleError) return { ok: false, error: error.key };
    throw error;
  }
}

/** Brings deleted rows back (a slug taken in the meantime gets a number). */
export async function restoreRows(def: ResourceDef, ids: number[], user: PublicUser): Promise<BulkResult> {
  const now = nowIso();
  const slugField = def.fields.find((f) => f.kind === "slug");
  const count = await getDb()
    .transaction()
    .execute(async (trx) => {
      const db = generic(trx);
      let count = 0;
      const rows = await db
        .selectFrom(def.table)
        .select(slugField ? ["id", "locale", slugField.column] : ["id"])
        .where("id", "in", ids)
        .where((eb) => eb.and([scoped(def, eb), deletedExpr(def, eb)]))
        .execute();
      for (const r of rows) {
        const set: Record<string, unknown> = def.deletion === "soft" ? { deleted_at: null } : { is_active: 1 };
        if (slugField) {
          const slug = String(r[slugField.column]);
          set[slugField.column] = uniqueSlug(
            slug,
            await takenSlugs(def, slugField.column, String(r.locale), slug, Number(r.id), db),
          );
        }
        await db
          .updateTable(def.table)
          .set({ ...set, updated_at: now, updated_by: user.id })
          .where("id", "=", Number(r.id))
          .execute();
        count += 1;
      }
      return count;
    });
  return { ok: true, count };
}

/** The option lists of selects and of ids shown as names. */
export async function loadOptions(sources: OptionSource[]): Promise<OptionLists> {
  const db = getDb();
  const wanted = new Set(sources);
  const [branches, pages, menus] = await Promise.all([
    wanted.has("branches")
      ? db
          .selectFrom("branches")
          .select(["id", "name", "city"])
          .where("deleted_at", "is", null)
          .orderBy("is_main", "desc")
          .orderBy("name")
          .execute()
      : undefined,
    wanted.has("pages")
      ? db
          .selectFrom("pages")
          .select(["id", "title", "locale", "slug"])
          .where("deleted_at", "is", null)
          .orderBy("locale")
          .orderBy("title")
          .limit(1000)
          .execute()
      : undefined,
    wanted.has("menus")
      ? db
          .selectFrom("menus")
          .select(["id", "title", "locale", "location"])
          .where("deleted_at", "is", null)
          .orderBy("locale")
          .orderBy("location")
          .orderBy("sort_order")
          .limit(1000)
          .execute()
      : undefined,
  ]);
  const lists: OptionLists = {};
  if (branches) lists.branches = branches.map((b) => ({ value: String(b.id), label: `${b.name}` }));
  if (pages)
    lists.pages = pages.map((p) => ({
      value: String(p.id),
      label: `${p.title} (/${p.slug})`,
      locale: p.locale,
      group: p.locale.toUpperCase(),
    }));
  if (menus)
    lists.menus = menus.map((m) => ({
      value: String(m.id),
      label: m.title,
      locale: m.locale,
      group: `${m.locale.toUpperCase()} · ${m.location}`,
    }));
  return lists;
}
