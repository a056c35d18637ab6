import type { Language } from "~/lib/i18n/i18n";
import { MENU_LOCATIONS } from "~/lib/content/constants";
import { sql } from "kysely";
import { getDb } from "./db.server";
import { ilike } from "./dialect.server";
import { branchMarkers } from "./branches.server";
import { buildTree, menuRows } from "./menus.server";

/**
 * What the public website reads: published and active items of one language, without internal
 * columns (who changed what, deletion, drafts). Images are names here; the API turns them into URLs.
 */
type ImageUrl = (name: string | null) => string | null;

function splitTags(tags: string | null): string[] {
  return tags
    ? tags
        .split(",")
        .map((t) => t.trim())
        .filter(Boolean)
    : [];
}

export async function publicBanners(lng: Language, url: ImageUrl) {
  const rows = await getDb()
    .selectFrom("banners")
    .select([
      "id",
      "title",
      "subtitle",
      "button_title",
      "button_link",
      "image",
      "sort_order",
      "created_at",
      "updated_at",
    ])
    .where("locale", "=", lng)
    .where("is_active", "=", 1)
    .where("deleted_at", "is", null)
    .orderBy("sort_order")
    .orderBy("id")
    .limit(50)
    .execute();
  return rows.map((b) => ({
    id: b.id,
    title: b.title,
    subtitle: b.subtitle,
    buttonTitle: b.button_title,
    buttonLink: b.button_link,
    imageUrl: url(b.image),
    sortOrder: b.sort_order,
    createdAt: b.created_at,
    updatedAt: b.updated_at,
  }));
}

interface PublicMenuItem {
  id: number;
  title: string;
  link: string | null;
  page: { slug: string; title: string } | null;
  children: PublicMenuItem[];
}

/** Both menus of a language as trees; items that point to an unpublished page are left out (with their sub-items). */
export async function publicMenus(lng: Language) {
  const out: Record<string, PublicMenuItem[]> = {};
  for (const location of MENU_LOCATIONS) {
    const rows = await menuRows(lng, location);
    const byId = new Map(rows.map((r) => [r.id, r]));
    const visible = new Map<number, boolean>();
    const isVisible = (id: number, depth = 0): boolean => {
      const known = visible.get(id);
      if (known !== undefined) return known;
      const r = byId.get(id);
      const ownTarget = Boolean(r && (r.link || (r.page_slug && r.page_published === 1)));
      const result =
        Boolean(r) &&
        ownTarget &&
        depth < 50 &&
        (r!.parent_id == null || !byId.has(r!.parent_id) || isVisible(r!.parent_id, depth + 1));
      visible.set(id, result);
      return result;
    };
    out[location] = buildTree(
      rows.filter((r) => isVisible(r.id)),
      (r): PublicMenuItem => ({
        id: r.id,
        title: r.title,
        link: r.link,
        page: r.page_slug && r.page_title ? { slug: r.page_slug, title: r.page_title } : null,
        children: [],
      }),
    );
  }
  return out;
}

export async function publicPage(lng: Language, slug: string) {
  return getDb()
    .selectFrom("pages")
    .select(["id", "title", "slug", "body", "updated_at as updatedAt"])
    .where("locale", "=", lng)
    .where("slug", "=", slug)
    .where("is_published", "=", 1)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
}

function publishedBlogs(lng: Language, now: string) {
  return getDb()
    .selectFrom("blogs")
    .where("locale", "=", lng)
    .where("status", "=", "published")
    .where("published_at", "<=", now)
    .where("deleted_at", "is", null);
}

export async function publicBlogs(
  lng: Language,
  url: ImageUrl,
  input: { page: number; perPage: number; tag?: string },
) {
  const now = new Date().toISOString();
  let base = publishedBlogs(lng, now);
  // Tags are stored as "a, b, c": match one whole tag.
  if (input.tag) base = base.where(ilike(sql`', ' || tags || ','`, `%, ${input.tag.replace(/[\\%_,]/g, "")},%`));
  const [rows, total] = await Promise.all([
    base
      .select(["id", "title", "slug", "excerpt", "image", "tags", "published_at"])
      .orderBy("published_at", "desc")
      .orderBy("id", "desc")
      .limit(input.perPage)
      .offset((input.page - 1) * input.perPage)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const items = rows.map((b) => ({
    id: b.id,
    title: b.title,
    slug: b.slug,
    excerpt: b.excerpt,
    imageUrl: url(b.image),
    tags: splitTags(b.tags),
    publishedAt: b.published_at,
  }));
  return { total: Number(total.n), page: input.page, perPage: input.perPage, items };
}

export async function publicBlog(lng: Language, slug: string, url: ImageUrl) {
  const b = await publishedBlogs(lng, new Date().toISOString())
    .select(["id", "title", "slug", "excerpt", "body", "image", "tags", "published_at"])
    .where("slug", "=", slug)
    .executeTakeFirst();
  return b
    ? {
        id: b.id,
        title: b.title,
        slug: b.slug,
        excerpt: b.excerpt,
        body: b.body,
        imageUrl: url(b.image),
        tags: splitTags(b.tags),
        publishedAt: b.published_at,
      }
    : undefined;
}

export async function publicServices(lng: Language, url: ImageUrl) {
  const rows = await getDb()
    .selectFrom("services")
    .select(["id", "title", "slug", "summary", "body", "image", "sort_order"])
    .where("locale", "=", lng)
    .where("deleted_at", "is", null)
    .orderBy("sort_order")
    .orderBy("id")
    .limit(100)
    .execute();
  return rows.map((s) => ({
    id: s.id,
    title: s.title,
    slug: s.slug,
    summary: s.summary,
    body: s.body,
    imageUrl: url(s.image),
    sortOrder: s.sort_order,
  }));
}

export async function publicReferences(lng: Language, url: ImageUrl) {
  const rows = await getDb()
    .selectFrom("company_references")
    .select(["id", "name", "image", "link", "sort_order"])
    .where((eb) => eb.or([eb("locale", "=", lng), eb("locale", "is", null)]))
    .where("deleted_at", "is", null)
    .orderBy("sort_order")
    .orderBy("id")
    .limit(200)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, imageUrl: url(r.image), link: r.link, sortOrder: r.sort_order }));
}

export async function publicTeams(lng: Language, url: ImageUrl) {
  const rows = await getDb()
    .selectFrom("teams")
    .select(["id", "name", "title", "photo", "sort_order"])
    .where((eb) => eb.or([eb("locale", "=", lng), eb("locale", "is", null)]))
    .where("deleted_at", "is", null)
    .orderBy("sort_order")
    .orderBy("id")
    .limit(200)
    .execute();
  return rows.map((m) => ({ id: m.id, name: m.name, title: m.title, photoUrl: url(m.photo), sortOrder: m.sort_order }));
}

export async function publicBranches() {
  const rows = await branchMarkers();
  return rows.map((b) => ({
    id: b.id,
    name: b.name,
    isMain: b.is_main,
    latitude: b.latitude,
    longitude: b.longitude,
    phone: b.phone,
    address: b.address,
    city: b.city,
  }));
}
