import type { MenuLocation } from "~/lib/content/constants";
import { getDb } from "./db.server";
import { nowIso } from "./dialect.server";

/**
 * The website's menus as trees (one per language and location) and their order among siblings:
 * moved one step with buttons (no JavaScript) or set at once after a drag and drop.
 */
export interface MenuNode {
  id: number;
  title: string;
  link: string | null;
  pageTitle: string | null;
  pageSlug: string | null;
  parentId: number | null;
  children: MenuNode[];
}

export async function menuRows(locale: string, location: MenuLocation) {
  return getDb()
    .selectFrom("menus")
    .leftJoin("pages", (join) => join.onRef("pages.id", "=", "menus.page_id").on("pages.deleted_at", "is", null))
    .select([
      "menus.id",
      "menus.title",
      "menus.link",
      "menus.parent_id",
      "menus.sort_order",
      "pages.title as page_title",
      "pages.slug as page_slug",
      "pages.is_published as page_published",
    ])
    .where("menus.locale", "=", locale)
    .where("menus.location", "=", location)
    .where("menus.deleted_at", "is", null)
    .orderBy("menus.sort_order")
    .orderBy("menus.id")
    .execute();
}

/** Nests rows under their parents; an item whose parent is gone moves to the top level. */
export function buildTree<T extends { id: number; parent_id: number | null }, N extends { children: N[] }>(
  rows: T[],
  toNode: (row: T) => N,
): N[] {
  const nodes = new Map(rows.map((r) => [r.id, toNode(r)]));
  const roots: N[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id != null ? nodes.get(r.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export async function menuTree(locale: string, location: MenuLocation): Promise<MenuNode[]> {
  const rows = await menuRows(locale, location);
  return buildTree(rows, (r) => ({
    id: r.id,
    title: r.title,
    link: r.link,
    pageTitle: r.page_title ?? null,
    pageSlug: r.page_slug ?? null,
    parentId: r.parent_id,
    children: [],
  }));
}

async function siblingsOf(id: number) {
  const db = getDb();
  const item = await db
    .selectFrom("menus")
    .select(["locale", "location", "parent_id"])
    .where("id", "=", id)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!item) return null;
  const siblings = await db
    .selectFrom("menus")
    .select("id")
    .where("locale", "=", item.locale)
    .where("location", "=", item.location)
    .where((eb) => (item.parent_id == null ? eb("parent_id", "is", null) : eb("parent_id", "=", item.parent_id)))
    .where("deleted_at", "is", null)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
  return siblings.map((s) => s.id);
}

async function writeOrder(ids: number[], by: number) {
  const now = nowIso();
  await getDb()
    .transaction()
    .execute(async (trx) => {
      for (const [index, id] of ids.entries()) {
        await trx
          .updateTable("menus")
          .set({ sort_order: index, updated_at: now, updated_by: by })
          .where("id", "=", id)
          .execute();
      }
    });
}

/** Moves an item one place up or down among its siblings; false when it cannot move. */
export async function moveMenu(id: number, direction: "up" | "down", by: number): Promise<boolean> {
  const ids = await siblingsOf(id);
  if (!ids) return false;
  const at = ids.indexOf(id);
  const to = direction === "up" ? at - 1 : at + 1;
  if (to < 0 || to >= ids.length) return false;
  [ids[at], ids[to]] = [ids[to], ids[at]];
  await writeOrder(ids, by);
  return true;
}

/** Sets the order of one set of siblings (after a drag and drop): the ids must be exactly those siblings. */
export async function reorderMenus(ids: number[], by: number): Promise<boolean> {
  if (ids.length === 0) return false;
  const siblings = await siblingsOf(ids[0]);
  if (!siblings || siblings.length !== ids.length || ![...siblings].sort().every((id, i) => id === [...ids].sort()[i]))
    return false;
  await writeOrder(ids, by);
  return true;
}
