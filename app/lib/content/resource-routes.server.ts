import { parseWithZod } from "~/lib/submission";
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { listParamsSchema, parseListParams, requirePageInRange } from "~/components/data-list/params";
import { requireAbility } from "~/lib/auth/auth.server";
import { getT } from "~/lib/i18n/i18n.server";
import { ownEntry } from "~/lib/lookup";
import { redirectWithToast } from "~/lib/toast.server";
import { UploadTooLargeError, readFormData } from "~/lib/uploads.server";
import { hooksFor, type HookContext } from "~/models/resource-hooks.server";
import {
  deleteRows,
  getRow,
  isDeleted,
  listRows,
  loadOptions,
  restoreRows,
  rowLabels,
  saveRow,
  type ListView,
} from "~/models/resources.server";
import type { PublicUser } from "~/models/users.server";
import { CONTENT_LOCALES } from "./constants";
import { FORM_INTENTS, LIST_EXTRAS } from "./resource-extras.server";
import { resourceForPath } from "./resources";
import {
  formSchema,
  optionSources,
  rowToDefaults,
  type FilterDef,
  type FormActionData,
  type FormValues,
  type ListActionData,
  type ResourceDef,
  type Row,
} from "./resource";
import { parseId } from "~/lib/ids";

/**
 * The loaders and actions of every list-and-form screen. A route module is a definition plus
 * these calls; each checks on the server that the user may manage the resource's subject.
 */
interface Args {
  request: Request;
  /** The page's URL as React Router normalises it (a data request's `.data` suffix and `_routes` removed). */
  url: URL;
  context: Readonly<RouterContextProvider>;
  params?: Record<string, string | undefined>;
}

function filterSchema(filter: FilterDef): z.ZodType<string | undefined> {
  switch (filter.kind) {
    case "enum":
      return z
        .enum(filter.options as [string, ...string[]])
        .optional()
        .catch(undefined);
    case "flag":
      return z.enum(["1", "0"]).optional().catch(undefined);
    case "ref":
      return z
        .string()
        .regex(/^\d{1,9}$/)
        .optional()
        .catch(undefined);
    case "locale":
      return z.enum(CONTENT_LOCALES).optional().catch(undefined);
  }
}

const querySchemas = new Map<string, ReturnType<typeof buildQuerySchema>>();
function buildQuerySchema(def: ResourceDef) {
  return listParamsSchema({ sortable: def.sorts, defaultSort: def.defaultSort, defaultDir: def.defaultDir }).extend({
    view: z.enum(["active", "deleted"]).catch("active").default("active"),
    ...Object.fromEntries(def.filters.map((f) => [f.name, filterSchema(f)])),
  });
}
function querySchema(def: ResourceDef) {
  let schema = querySchemas.get(def.key);
  if (!schema) querySchemas.set(def.key, (schema = buildQuerySchema(def)));
  return schema;
}

/** The resource of the request's path (the route config gives each resource its own paths). */
function resourceOf(url: URL): ResourceDef {
  const def = resourceForPath(url.pathname);
  if (!def) throw data(null, { status: 404 });
  return def;
}

export async function resourceListLoader({ request, url, context }: Args) {
  const def = resourceOf(url);
  requireAbility(context, request, "manage", def.subject);
  const extra = LIST_EXTRAS[def.key]?.load;
  const params = parseListParams(url, querySchema(def)) as {
    q: string;
    page: number;
    perPage: number;
    sort: string;
    dir: "asc" | "desc";
    view: ListView;
  } & Record<string, string | undefined>;
  const filters = Object.fromEntries(def.filters.map((f) => [f.name, params[f.name]]));
  const [list, options, extras] = await Promise.all([
    listRows(def, {
      q: params.q,
      page: params.page,
      perPage: params.perPage,
      sort: params.sort,
      dir: params.dir,
      view: params.view,
      filters,
    }),
    loadOptions(optionSources(def)),
    extra ? extra() : Promise.resolve({}),
  ]);
  requirePageInRange(params, list.total);
  return {
    key: def.key,
    title: getT(context)(`content:${def.key}.title`),
    extras,
    rows: list.rows,
    total: list.total,
    counts: list.counts,
    query: {
      q: params.q,
      page: params.page,
      perPage: params.perPage,
      sort: params.sort,
      dir: params.dir,
      view: params.view,
      filters,
    },
    options,
  };
}

function parseIds(form: FormData): number[] {
  const ids = form
    .getAll("ids")
    .map((v) => Number(v))
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  return [...new Set(ids)].slice(0, 500);
}

/** Extra bulk actions of one resource (branch users: move to a branch). */
export type BulkIntent = (
  ids: number[],
  form: FormData,
  user: PublicUser,
) => Promise<{ ok: true; toast: string; values?: Record<string, string | number> } | { ok: false; error: string }>;

/**
 * Bulk actions of a list: delete (soft) or deactivate, after a confirmation (a dialog with
 * JavaScript; without it, the action answers the confirmation section first), and restore.
 */
export async function resourceListAction({ request, url, context }: Args) {
  const def = resourceOf(url);
  const extra = LIST_EXTRAS[def.key]?.intents ?? {};
  const user = requireAbility(context, request, "manage", def.subject);
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  const ids = parseIds(form);
  const here = url.pathname + url.search;
  if (ids.length === 0)
    return data<ListActionData>({ kind: "error", error: "content:list.noneSelected" }, { status: 400 });
  if (intent === "delete") {
    if (form.get("confirmed") !== "1")
      return data<ListActionData>({ kind: "confirm", intent: "delete", items: await rowLabels(def, ids) });
    const result = await deleteRows(def, ids, user, request);
    if (!result.ok) return data<ListActionData>({ kind: "error", error: result.error }, { status: 409 });
    return redirectWithToast(request, here, {
      key: def.deletion === "soft" ? "content:toast.deleted" : "content:toast.deactivated",
      values: { n: result.count },
    });
  }
  if (intent === "restore") {
    const result = await restoreRows(def, ids, user);
    return redirectWithToast(request, here, {
      key: def.deletion === "soft" ? "content:toast.restored" : "content:toast.reactivated",
      values: { n: result.ok ? result.count : 0 },
    });
  }
  const handler = ownEntry(extra, intent);
  if (handler) {
    const result = await handler(ids, form, user);
    if (!result.ok) return data<ListActionData>({ kind: "error", error: result.error }, { status: 400 });
    return redirectWithToast(request, here, { key: result.toast, values: result.values });
  }
  return data<ListActionData>({ kind: "error", error: "common:errors.badRequest" }, { status: 400 });
}

async function loadTarget(def: ResourceDef, params: Args["params"]) {
  const raw = params?.id;
  if (raw === "new") return { id: undefined, row: null };
  const id = parseId(raw);
  const row = id === null ? undefined : await getRow(def, id);
  if (id === null || !row) throw data(null, { status: 404 });
  return { id, row };
}

export async function resourceFormLoader({ request, url, context, params }: Args) {
  const def = resourceOf(url);
  requireAbility(context, request, "manage", def.subject);
  const { id, row } = await loadTarget(def, params);
  const hooks = hooksFor(def.key);
  const [options, detail] = await Promise.all([
    loadOptions(optionSources(def)),
    id && hooks.detail ? hooks.detail(id) : Promise.resolve({}),
  ]);
  const t = getT(context);
  return {
    key: def.key,
    title: row ? String(row[def.titleColumn] ?? t(`content:${def.key}.edit`)) : t(`content:${def.key}.new`),
    mode: row ? ("edit" as const) : ("create" as const),
    row,
    defaults: rowToDefaults(def, row),
    deleted: row ? isDeleted(def, row) : false,
    confirmDelete: url.searchParams.get("confirm") === "delete",
    options,
    detail,
  };
}

function formError(key: string): FormActionData {
  return { result: { status: "error", error: { "": [key] } } };
}

/** Extra intents of one form (users: send the invitation again). Answers the toast key. */
export type FormIntent = (id: number, row: Row, ctx: Omit<HookContext, "values" | "def">) => Promise<string>;

/**
 * Create and edit share this action: multipart parsing with the upload limit (413), validation
 * with the resource's schema (400 with field errors), database checks, the write, and a redirect
 * with a toast. `intent=delete` and `intent=restore` come from the same screen.
 */
export async function resourceFormAction({ request, url, context, params }: Args) {
  const def = resourceOf(url);
  const intents = FORM_INTENTS[def.key] ?? {};
  const user = requireAbility(context, request, "manage", def.subject);
  const { id, row } = await loadTarget(def, params);
  let form: FormData;
  try {
    form = await readFormData(request);
  } catch (error) {
    if (error instanceof UploadTooLargeError) return data(formError("content:upload.tooLarge"), { status: 413 });
    return data(formError("common:errors.badRequest"), { status: 400 });
  }
  const intent = String(form.get("intent") ?? "save");
  const list = def.path;

  if (id && row && intent === "delete") {
    const result = await deleteRows(def, [id], user, request);
    if (!result.ok) return data(formError(result.error), { status: 409 });
    return redirectWithToast(request, list, {
      key: def.deletion === "soft" ? "content:toast.deletedOne" : "content:toast.deactivatedOne",
      values: { name: String(row[def.titleColumn]) },
    });
  }
  if (id && row && intent === "restore") {
    await restoreRows(def, [id], user);
    return redirectWithToast(request, `${list}/${id}`, {
      key: def.deletion === "soft" ? "content:toast.restoredOne" : "content:toast.reactivatedOne",
      values: { name: String(row[def.titleColumn]) },
    });
  }
  const handler = ownEntry(intents, intent);
  if (id && row && handler) {
    const key = await handler(id, row, { id, current: row, user, request });
    return redirectWithToast(request, `${list}/${id}`, { key });
  }
  if (intent !== "save") return data(formError("common:errors.badRequest"), { status: 400 });

  const mode = id ? "edit" : "create";
  const submission = parseWithZod(form, { schema: formSchema(def, mode) });
  const hideFields = def.fields.filter((f) => f.kind === "image").map((f) => f.name);
  if (submission.status !== "success")
    return data<FormActionData>({ result: submission.reply({ hideFields }) }, { status: 400 });
  const saved = await saveRow(def, {
    id,
    current: row ?? undefined,
    values: submission.value as FormValues,
    user,
    request,
  });
  if (!saved.ok) {
    return data<FormActionData>(
      { result: submission.reply({ hideFields, fieldErrors: saved.fieldErrors, formErrors: saved.formErrors }) },
      { status: 400 },
    );
  }
  const name = String(submission.value[def.titleColumn] ?? "");
  return redirectWithToast(request, list, {
    key: mode === "create" ? `content:${def.key}.created` : "content:toast.saved",
    values: { name },
  });
}
