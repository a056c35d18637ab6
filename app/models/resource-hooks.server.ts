import type { Kysely } from "kysely";
import type { FormValues, ResourceDef, ResourceKey, Row } from "~/lib/content/resource";
import { sendPasswordResetMail } from "~/lib/auth/account-mail.server";
import { revokeUserSessions } from "./auth-sessions.server";
import { getDb } from "./db.server";
import { createResetToken, endTokens } from "./password-resets.server";
import { getUserById, type PublicUser } from "./users.server";

/**
 * What each resource does beyond the generic list and form: the checks that need the database and
 * the rules that span rows (one main branch, the last active admin, menus that stay inside their
 * own tree, invitations for new people). Rules that must hold under concurrent writes run inside
 * the write's transaction and throw RuleError, which rolls the write back.
 */
export type GenericRow = { id: number } & Record<string, unknown>;
export type GenericDb = Kysely<Record<string, GenericRow>>;
export type FieldErrors = Record<string, string[]>;

export class RuleError extends Error {
  constructor(
    readonly key: string,
    readonly field?: string,
  ) {
    super(key);
  }
}

export interface HookContext {
  def: ResourceDef;
  id?: number;
  current: Row | null;
  values: FormValues;
  user: PublicUser;
  request: Request;
}

export interface WriteContext extends HookContext {
  /** The transaction: inside a write, only this handle may touch the database. */
  db: GenericDb;
  now: string;
}

export interface ResourceHooks {
  /** Database checks before anything is written: field errors. */
  validate?(ctx: HookContext): Promise<FieldErrors | undefined>;
  /** Adjusts the columns about to be written. */
  prepare?(row: Record<string, unknown>, ctx: HookContext): Record<string, unknown>;
  beforeWrite?(row: Record<string, unknown>, ctx: WriteContext): Promise<void>;
  afterWrite?(id: number, ctx: WriteContext): Promise<void>;
  /** After the transaction committed (mails, sessions). */
  afterCommit?(id: number, ctx: HookContext, mode: "create" | "edit"): Promise<void>;
  beforeDelete?(ids: number[], ctx: WriteContext): Promise<void>;
  afterDelete?(ids: number[], ctx: WriteContext): Promise<void>;
  afterDeleteCommit?(ids: number[]): Promise<void>;
  /** Extra facts for the form screen. */
  detail?(id: number): Promise<Record<string, string | number | boolean | null>>;
}

async function emailTaken(email: unknown, exceptId?: number): Promise<boolean> {
  if (typeof email !== "string") return false;
  let query = getDb().selectFrom("users").select("id").where("email", "=", email.trim().toLowerCase());
  if (exceptId) query = query.where("id", "!=", exceptId);
  return Boolean(await query.executeTakeFirst());
}

/** Nobody may leave the company without an active admin: checked inside the write's transaction. */
async function assertAdminsRemain(db: GenericDb) {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("role", "=", "admin")
    .where("is_active", "=", 1)
    .executeTakeFirstOrThrow();
  if (Number(row.n) === 0) throw new RuleError("content:validation.lastAdmin");
}

/** Whether an edit moves the person to another address. */
function addressChanged(row: Record<string, unknown>, ctx: HookContext): boolean {
  const before = ctx.current?.email;
  return typeof before === "string" && typeof row.email === "string" && row.email.trim().toLowerCase() !== before;
}

/**
 * An address an administrator typed is not proved by its owner: it is unverified until a link mailed to it
 * is opened (the invitation, a reset, a verification), and the links mailed to the old address end.
 */
function unverifyMovedAddress(row: Record<string, unknown>, ctx: HookContext): Record<string, unknown> {
  return addressChanged(row, ctx) ? { ...row, email_verified_at: null } : row;
}

/** People: unique email, an invitation to set a password, sessions ended on deactivation. */
const people: ResourceHooks = {
  async validate(ctx) {
    const errors: FieldErrors = {};
    if (await emailTaken(ctx.values.email, ctx.id)) errors.email = ["validation.emailTaken"];
    // An agent's branch must exist (a posted id of no branch failed the write's foreign key: a 500).
    const { branchId } = ctx.values;
    if (typeof branchId === "number" && (ctx.def.key === "branchUsers" || ctx.values.role === "agent")) {
      const branch = await getDb()
        .selectFrom("branches")
        .select("id")
        .where("id", "=", branchId)
        .where("deleted_at", "is", null)
        .executeTakeFirst();
      if (!branch) errors.branchId = ["content:validation.branchRequired"];
    }
    if (ctx.id === ctx.user.id && ctx.values.isActive === false)
      errors.isActive = ["content:validation.selfDeactivate"];
    if (ctx.id === ctx.user.id && ctx.values.role !== undefined && ctx.values.role !== "admin")
      errors.role = ["content:validation.selfRole"];
    return errors;
  },
  prepare: unverifyMovedAddress,
  async afterWrite(_id, ctx) {
    await assertAdminsRemain(ctx.db);
  },
  async afterCommit(id, ctx, mode) {
    if (mode === "create") {
      await inviteUser(id, ctx.request);
      return;
    }
    if (ctx.current?.is_active === 1 && ctx.values.isActive === false) await revokeUserSessions(id);
    if (typeof ctx.values.email === "string" && addressChanged({ email: ctx.values.email }, ctx)) await endTokens(id);
  },
  async beforeDelete(ids, ctx) {
    if (ids.includes(ctx.user.id)) throw new RuleError("content:validation.selfDeactivate");
  },
  async afterDelete(_ids, ctx) {
    await assertAdminsRemain(ctx.db);
  },
  async afterDeleteCommit(ids) {
    for (const id of ids) await revokeUserSessions(id);
  },
  async detail(id) {
    const row = await getDb()
      .selectFrom("users")
      .select(["password_hash", "locale"])
      .where("id", "=", id)
      .executeTakeFirst();
    return { invitationPending: row ? row.password_hash === null : false, locale: row?.locale ?? null };
  },
};

/** Sends (again) the mail with a link to set a password. */
export async function inviteUser(id: number, request: Request) {
  const user = await getUserById(id);
  if (!user) return;
  const token = await createResetToken(user.id, "invite");
  await sendPasswordResetMail(request, user, token, "invite");
}

const users: ResourceHooks = {
  ...people,
  prepare(row, ctx) {
    const next = unverifyMovedAddress(row, ctx);
    if (next.role !== "customer") next.customer_type = null;
    if (next.role !== "agent") next.branch_id = null;
    return next;
  },
};

/** Exactly one main branch: marking one moves the flag; the main branch cannot be unmarked or deleted. */
const branches: ResourceHooks = {
  async beforeWrite(row, ctx) {
    if (row.is_main === 1) {
      await ctx.db
        .updateTable("branches")
        .set({ is_main: 0, updated_at: ctx.now, updated_by: ctx.user.id })
        .where("is_main", "=", 1)
        .where((eb) => (ctx.id ? eb("id", "!=", ctx.id) : eb.lit(true)))
        .execute();
    } else if (ctx.current?.is_main === 1) {
      throw new RuleError("content:validation.mainRequired", "isMain");
    }
  },
  async afterWrite(_id, ctx) {
    const row = await ctx.db
      .selectFrom("branches")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("is_main", "=", 1)
      .where("deleted_at", "is", null)
      .executeTakeFirstOrThrow();
    if (Number(row.n) !== 1) throw new RuleError("content:validation.mainRequired", "isMain");
  },
  async beforeDelete(ids, ctx) {
    const [main, agents] = await Promise.all([
      ctx.db
        .selectFrom("branches")
        .select("id")
        .where("id", "in", ids)
        .where("is_main", "=", 1)
        .where("deleted_at", "is", null)
        .executeTakeFirst(),
      ctx.db
        .selectFrom("users")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("branch_id", "in", ids)
        .where("role", "=", "agent")
        .where("is_active", "=", 1)
        .executeTakeFirstOrThrow(),
    ]);
    if (main) throw new RuleError("content:validation.deleteMain");
    if (Number(agents.n) > 0) throw new RuleError("content:validation.branchHasAgents");
  },
  async detail(id) {
    const row = await getDb()
      .selectFrom("users")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("branch_id", "=", id)
      .where("role", "=", "agent")
      .where("is_active", "=", 1)
      .executeTakeFirstOrThrow();
    return { agents: Number(row.n) };
  },
};

/** Menus stay inside their own language and location, never under themselves, and link to a page of their language. */
const menus: ResourceHooks = {
  async validate(ctx) {
    const errors: FieldErrors = {};
    const { parentId, pageId, locale, location } = ctx.values;
    if (typeof parentId === "number") {
      const db = getDb();
      const family = await db
        .selectFrom("menus")
        .select(["id", "parent_id"])
        .where("locale", "=", String(locale))
        .where("location", "=", location === "footer" ? "footer" : "header")
        .where("deleted_at", "is", null)
        .execute();
      const parents = new Map(family.map((m) => [m.id, m.parent_id]));
      let cursor: number | null | undefined = parentId;
      let cycle = false;
      for (let steps = 0; cursor != null && steps <= family.length; steps++) {
        if (cursor === ctx.id) cycle = true;
        cursor = parents.get(cursor);
      }
      if (!parents.has(parentId)) errors.parentId = ["content:validation.parentScope"];
      else if (cycle) errors.parentId = ["content:validation.parentCycle"];
    }
    if (typeof pageId === "number") {
      const page = await getDb()
        .selectFrom("pages")
        .select("locale")
        .where("id", "=", pageId)
        .where("deleted_at", "is", null)
        .executeTakeFirst();
      if (!page || page.locale !== locale) errors.pageId = ["content:validation.pageLocale"];
    }
    return errors;
  },
  async beforeWrite(row, ctx) {
    // A new item without an order goes to the end of its siblings.
    if (ctx.id || ctx.values.sortOrder !== undefined) return;
    const last = await ctx.db
      .selectFrom("menus")
      .select((eb) => eb.fn.max<number>("sort_order").as("n"))
      .where("locale", "=", String(row.locale))
      .where("location", "=", String(row.location))
      .where((eb) =>
        row.parent_id == null ? eb("parent_id", "is", null) : eb("parent_id", "=", Number(row.parent_id)),
      )
      .where("deleted_at", "is", null)
      .executeTakeFirst();
    row.sort_order = last?.n == null ? 0 : Number(last.n) + 1;
  },
};

/** A post published without a date is published now. */
const blogs: ResourceHooks = {
  prepare(row, ctx) {
    if (row.status === "published" && !row.published_at)
      return { ...row, published_at: ctx.current?.published_at ?? new Date().toISOString() };
    return row;
  },
};

const HOOKS: Partial<Record<ResourceKey, ResourceHooks>> = { users, branchUsers: people, branches, menus, blogs };

export function hooksFor(key: ResourceKey): ResourceHooks {
  return HOOKS[key] ?? {};
}
