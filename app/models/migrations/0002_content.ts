import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from "kysely";
import { checkIn, flag, withId } from "../dialect.server";
import { BLOG_STATUSES, CONTENT_LOCALES, MENU_LOCATIONS } from "../../lib/content/constants";

/**
 * Site content (banners, menus, pages, blogs, services, references, teams) and the indexes that the
 * users, branches and branch-users screens sort and filter by. Every content table records who
 * changed a row and when, and is deleted softly (deleted_at). Slugs are unique per language among
 * the rows that are not deleted; one branch at most is the main one.
 */
type AnyDb = Kysely<any>;

function audited<T extends string, C extends string>(table: CreateTableBuilder<T, C>) {
  return table
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addColumn("updated_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("deleted_at", "text");
}

async function index(db: AnyDb, table: string, columns: string[], name = `${table}_${columns.join("_")}`) {
  await db.schema.createIndex(name).on(table).columns(columns).execute();
}

async function uniqueSlug(db: AnyDb, table: string) {
  await db.schema
    .createIndex(`${table}_locale_slug`)
    .on(table)
    .columns(["locale", "slug"])
    .unique()
    .where(sql.ref("deleted_at"), "is", null)
    .execute();
}

const locale = (nullable: boolean) => (c: ColumnDefinitionBuilder) =>
  (nullable ? c : c.notNull()).check(checkIn("locale", CONTENT_LOCALES));

export async function up(db: AnyDb): Promise<void> {
  await audited(
    withId(db.schema.createTable("banners"))
      .addColumn("locale", "text", locale(false))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("subtitle", "text")
      .addColumn("button_title", "text")
      .addColumn("button_link", "text")
      .addColumn("image", "text")
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("is_active", "integer", flag(1)),
  ).execute();
  await index(db, "banners", ["locale", "sort_order"]);
  await index(db, "banners", ["title"]);
  await index(db, "banners", ["updated_at"]);

  await audited(
    withId(db.schema.createTable("pages"))
      .addColumn("locale", "text", locale(false))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("slug", "text", (c) => c.notNull())
      .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("is_published", "integer", flag(0)),
  ).execute();
  await uniqueSlug(db, "pages");
  await index(db, "pages", ["title"]);
  await index(db, "pages", ["updated_at"]);

  await audited(
    withId(db.schema.createTable("menus"))
      .addColumn("locale", "text", locale(false))
      .addColumn("location", "text", (c) => c.notNull().check(checkIn("location", MENU_LOCATIONS)))
      .addColumn("parent_id", "integer", (c) => c.references("menus.id").onDelete("set null"))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("link", "text")
      .addColumn("page_id", "integer", (c) => c.references("pages.id").onDelete("set null"))
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0)),
  ).execute();
  await index(db, "menus", ["locale", "location", "parent_id", "sort_order"]);
  await index(db, "menus", ["title"]);
  await index(db, "menus", ["page_id"]);

  await audited(
    withId(db.schema.createTable("blogs"))
      .addColumn("locale", "text", locale(false))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("slug", "text", (c) => c.notNull())
      .addColumn("excerpt", "text")
      .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("image", "text")
      .addColumn("tags", "text")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("draft").check(checkIn("status", BLOG_STATUSES)))
      .addColumn("published_at", "text"),
  ).execute();
  await uniqueSlug(db, "blogs");
  await index(db, "blogs", ["status", "published_at"]);
  await index(db, "blogs", ["title"]);
  await index(db, "blogs", ["updated_at"]);

  await audited(
    withId(db.schema.createTable("services"))
      .addColumn("locale", "text", locale(false))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("slug", "text", (c) => c.notNull())
      .addColumn("summary", "text")
      .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("image", "text")
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0)),
  ).execute();
  await uniqueSlug(db, "services");
  await index(db, "services", ["locale", "sort_order"]);
  await index(db, "services", ["title"]);

  // "references" is an SQL keyword; the table is company_references. A null locale: every language.
  await audited(
    withId(db.schema.createTable("company_references"))
      .addColumn("locale", "text", locale(true))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("image", "text")
      .addColumn("link", "text")
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0)),
  ).execute();
  await index(db, "company_references", ["sort_order"]);
  await index(db, "company_references", ["name"]);

  await audited(
    withId(db.schema.createTable("teams"))
      .addColumn("locale", "text", locale(true))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("title", "text")
      .addColumn("photo", "text")
      .addColumn("sort_order", "integer", (c) => c.notNull().defaultTo(0)),
  ).execute();
  await index(db, "teams", ["sort_order"]);
  await index(db, "teams", ["name"]);

  // Organisation screens: sorts and filters of users, branches and branch users.
  await index(db, "users", ["name"]);
  await index(db, "users", ["role", "is_active", "name"]);
  await index(db, "branches", ["name"]);
  await db.schema
    .createIndex("branches_single_main")
    .on("branches")
    .column("is_main")
    .unique()
    .where(sql<boolean>`is_main = 1 and deleted_at is null`)
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const name of ["branches_single_main", "branches_name", "users_role_is_active_name", "users_name"]) {
    await db.schema.dropIndex(name).ifExists().execute();
  }
  for (const table of ["teams", "company_references", "services", "blogs", "menus", "pages", "banners"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
