import { isValidNationalId, isValidTaxNumber } from "../identity-numbers";
import { CUSTOMER_TYPES, ROLES } from "../auth/roles";
import { BLOG_STATUSES, MENU_LOCATIONS } from "./constants";
import type { ColumnDef, FieldDef, FilterDef, ResourceDef, ResourceKey } from "./resource";

/**
 * Every list-and-form screen of the content and organisation areas, as one definition each.
 * Field names are the public API's contract (docs/public-api.md); columns are the tables' (migration 0002).
 */
const f = {
  locale: (allowAll = false): FieldDef => ({
    name: "locale",
    column: "locale",
    kind: "locale",
    labelKey: "content:fields.locale",
    required: !allowAll,
    allowAll,
  }),
  /** `appended`: left empty, a new row goes after its siblings. */
  sortOrder: (options: { appended?: boolean } = {}): FieldDef => ({
    name: "sortOrder",
    column: "sort_order",
    kind: "number",
    labelKey: "content:fields.sortOrder",
    min: 0,
    max: 9999,
    integer: true,
    defaultValue: options.appended ? undefined : 0,
    helpKey: options.appended ? "content:hints.sortOrderAppended" : "content:hints.sortOrder",
  }),
  image: (name = "image", labelKey = "content:fields.image"): FieldDef => ({
    name,
    column: name,
    kind: "image",
    labelKey,
    full: true,
  }),
  title: (max = 200): FieldDef => ({
    name: "title",
    column: "title",
    kind: "text",
    labelKey: "content:fields.title",
    required: true,
    max,
    full: true,
  }),
  slug: (): FieldDef => ({
    name: "slug",
    column: "slug",
    kind: "slug",
    from: "title",
    labelKey: "content:fields.slug",
    helpKey: "content:hints.slug",
  }),
  body: (): FieldDef => ({
    name: "body",
    column: "body",
    kind: "richtext",
    labelKey: "content:fields.body",
    full: true,
  }),
  link: (name: string, column: string, labelKey: string): FieldDef => ({
    name,
    column,
    kind: "link",
    labelKey,
    max: 500,
    helpKey: "content:hints.link",
  }),
  isActive: (labelKey = "content:fields.isActive", editOnly = false): FieldDef => ({
    name: "isActive",
    column: "is_active",
    kind: "checkbox",
    labelKey,
    defaultValue: true,
    editOnly,
  }),
};

const col = {
  image: (field = "image"): ColumnDef => ({
    field,
    labelKey: `content:fields.${field}`,
    kind: "image",
    width: 84,
    hideOnPhone: true,
  }),
  title: (field = "title"): ColumnDef => ({
    field,
    labelKey: `content:fields.${field}`,
    kind: "text",
    sortable: true,
    primary: true,
  }),
  locale: (): ColumnDef => ({ field: "locale", labelKey: "content:fields.locale", kind: "locale", width: 110 }),
  sortOrder: (): ColumnDef => ({
    field: "sort_order",
    labelKey: "content:fields.sortOrder",
    kind: "number",
    sortable: true,
    width: 90,
    align: "right",
  }),
  updatedAt: (): ColumnDef => ({
    field: "updated_at",
    labelKey: "content:fields.updatedAt",
    kind: "datetime",
    sortable: true,
    hideOnPhone: true,
  }),
  createdAt: (): ColumnDef => ({
    field: "created_at",
    labelKey: "content:fields.createdAt",
    kind: "datetime",
    sortable: true,
    hideOnPhone: true,
  }),
};

const localeFilter = (withShared = false): FilterDef => ({
  name: "locale",
  column: "locale",
  kind: "locale",
  labelKey: "content:fields.locale",
  withShared,
});

const banners: ResourceDef = {
  key: "banners",
  subject: "Banner",
  path: "/banners",
  table: "banners",
  titleColumn: "title",
  deletion: "soft",
  fields: [
    f.title(150),
    f.locale(),
    f.sortOrder(),
    {
      name: "subtitle",
      column: "subtitle",
      kind: "textarea",
      labelKey: "content:fields.subtitle",
      max: 300,
      full: true,
    },
    { name: "buttonTitle", column: "button_title", kind: "text", labelKey: "content:fields.buttonTitle", max: 60 },
    f.link("buttonLink", "button_link", "content:fields.buttonLink"),
    f.image(),
    f.isActive(),
  ],
  columns: [
    col.image(),
    col.title(),
    col.locale(),
    col.sortOrder(),
    { field: "is_active", labelKey: "content:fields.isActive", kind: "flag", width: 100 },
    col.createdAt(),
    col.updatedAt(),
  ],
  search: ["title", "subtitle", "button_title"],
  sorts: ["sort_order", "title", "created_at", "updated_at"],
  defaultSort: "sort_order",
  defaultDir: "asc",
  filters: [
    localeFilter(),
    {
      name: "isActive",
      column: "is_active",
      kind: "flag",
      labelKey: "content:fields.isActive",
      yesKey: "content:filters.active",
      noKey: "content:filters.inactive",
    },
  ],
  refine(value, ctx) {
    if (value.buttonTitle && !value.buttonLink)
      ctx.addIssue({ code: "custom", path: ["buttonLink"], message: "content:validation.buttonLink" });
  },
};

const menus: ResourceDef = {
  key: "menus",
  subject: "Menu",
  path: "/menus",
  table: "menus",
  titleColumn: "title",
  deletion: "soft",
  fields: [
    f.locale(),
    {
      name: "location",
      column: "location",
      kind: "select",
      options: MENU_LOCATIONS,
      optionKey: "content:locations",
      labelKey: "content:fields.location",
      required: true,
      defaultValue: "header",
    },
    f.title(100),
    {
      name: "parentId",
      column: "parent_id",
      kind: "ref",
      source: "menus",
      labelKey: "content:fields.parentId",
      helpKey: "content:hints.parentId",
    },
    f.sortOrder({ appended: true }),
    {
      name: "pageId",
      column: "page_id",
      kind: "ref",
      source: "pages",
      labelKey: "content:fields.pageId",
      helpKey: "content:hints.pageId",
    },
    f.link("link", "link", "content:fields.link"),
  ],
  columns: [
    col.title(),
    {
      field: "location",
      labelKey: "content:fields.location",
      kind: "enum",
      optionKey: "content:locations",
      width: 110,
    },
    col.locale(),
    { field: "parent_id", labelKey: "content:fields.parentId", kind: "ref", source: "menus", hideOnPhone: true },
    { field: "link", labelKey: "content:fields.link", kind: "text", hideOnPhone: true },
    { field: "page_id", labelKey: "content:fields.pageId", kind: "ref", source: "pages", hideOnPhone: true },
    col.sortOrder(),
  ],
  search: ["title", "link"],
  sorts: ["sort_order", "title", "updated_at"],
  defaultSort: "sort_order",
  defaultDir: "asc",
  filters: [
    localeFilter(),
    {
      name: "location",
      column: "location",
      kind: "enum",
      options: MENU_LOCATIONS,
      optionKey: "content:locations",
      labelKey: "content:fields.location",
    },
  ],
  refine(value, ctx) {
    if (!value.link && !value.pageId)
      ctx.addIssue({ code: "custom", path: ["link"], message: "content:validation.linkOrPage" });
    if (value.link && value.pageId)
      ctx.addIssue({ code: "custom", path: ["link"], message: "content:validation.linkAndPage" });
  },
};

const pages: ResourceDef = {
  key: "pages",
  subject: "Page",
  path: "/site-pages",
  table: "pages",
  titleColumn: "title",
  deletion: "soft",
  fields: [
    f.title(),
    f.locale(),
    f.slug(),
    f.body(),
    { name: "isPublished", column: "is_published", kind: "checkbox", labelKey: "content:fields.isPublished" },
  ],
  columns: [
    col.title(),
    { field: "slug", labelKey: "content:fields.slug", kind: "text", sortable: true },
    col.locale(),
    { field: "is_published", labelKey: "content:fields.isPublished", kind: "flag", width: 110 },
    col.updatedAt(),
  ],
  search: ["title", "slug"],
  sorts: ["title", "slug", "updated_at"],
  defaultSort: "updated_at",
  defaultDir: "desc",
  filters: [
    localeFilter(),
    {
      name: "isPublished",
      column: "is_published",
      kind: "flag",
      labelKey: "content:fields.isPublished",
      yesKey: "content:filters.published",
      noKey: "content:filters.unpublished",
    },
  ],
};

const blogs: ResourceDef = {
  key: "blogs",
  subject: "Blog",
  path: "/blogs",
  table: "blogs",
  titleColumn: "title",
  deletion: "soft",
  fields: [
    f.title(),
    f.locale(),
    f.slug(),
    { name: "excerpt", column: "excerpt", kind: "textarea", labelKey: "content:fields.excerpt", max: 500, full: true },
    f.body(),
    f.image("image", "content:fields.cover"),
    {
      name: "tags",
      column: "tags",
      kind: "tags",
      labelKey: "content:fields.tags",
      max: 200,
      helpKey: "content:hints.tags",
    },
    {
      name: "status",
      column: "status",
      kind: "select",
      options: BLOG_STATUSES,
      optionKey: "content:blogStatuses",
      labelKey: "content:fields.status",
      required: true,
      defaultValue: "draft",
    },
    {
      name: "publishedAt",
      column: "published_at",
      kind: "datetime",
      labelKey: "content:fields.publishedAt",
      helpKey: "content:hints.publishedAt",
    },
  ],
  columns: [
    col.image(),
    col.title(),
    { field: "status", labelKey: "content:fields.status", kind: "enum", optionKey: "content:blogStatuses", width: 120 },
    col.locale(),
    { field: "tags", labelKey: "content:fields.tags", kind: "text", hideOnPhone: true },
    { field: "published_at", labelKey: "content:fields.publishedAt", kind: "datetime", sortable: true },
    col.updatedAt(),
  ],
  search: ["title", "excerpt", "tags"],
  sorts: ["published_at", "title", "updated_at"],
  defaultSort: "published_at",
  defaultDir: "desc",
  filters: [
    localeFilter(),
    {
      name: "status",
      column: "status",
      kind: "enum",
      options: BLOG_STATUSES,
      optionKey: "content:blogStatuses",
      labelKey: "content:fields.status",
    },
  ],
};

const services: ResourceDef = {
  key: "services",
  subject: "Service",
  path: "/services",
  table: "services",
  titleColumn: "title",
  deletion: "soft",
  fields: [
    f.title(),
    f.locale(),
    f.slug(),
    { name: "summary", column: "summary", kind: "textarea", labelKey: "content:fields.summary", max: 500, full: true },
    f.body(),
    f.image(),
    f.sortOrder(),
  ],
  columns: [
    col.image(),
    col.title(),
    { field: "slug", labelKey: "content:fields.slug", kind: "text", hideOnPhone: true },
    col.locale(),
    col.sortOrder(),
    col.updatedAt(),
  ],
  search: ["title", "summary", "slug"],
  sorts: ["sort_order", "title", "updated_at"],
  defaultSort: "sort_order",
  defaultDir: "asc",
  filters: [localeFilter()],
};

const references: ResourceDef = {
  key: "references",
  subject: "Reference",
  path: "/references",
  table: "company_references",
  titleColumn: "name",
  deletion: "soft",
  fields: [
    {
      name: "name",
      column: "name",
      kind: "text",
      labelKey: "content:fields.name",
      required: true,
      max: 150,
      full: true,
    },
    f.locale(true),
    f.sortOrder(),
    f.link("link", "link", "content:fields.website"),
    f.image("image", "content:fields.logo"),
  ],
  columns: [
    col.image(),
    col.title("name"),
    { field: "link", labelKey: "content:fields.website", kind: "text", hideOnPhone: true },
    col.locale(),
    col.sortOrder(),
  ],
  search: ["name", "link"],
  sorts: ["sort_order", "name", "updated_at"],
  defaultSort: "sort_order",
  defaultDir: "asc",
  filters: [localeFilter(true)],
};

const teams: ResourceDef = {
  key: "teams",
  subject: "Team",
  path: "/teams",
  table: "teams",
  titleColumn: "name",
  deletion: "soft",
  fields: [
    { name: "name", column: "name", kind: "text", labelKey: "content:fields.name", required: true, max: 120 },
    { name: "title", column: "title", kind: "text", labelKey: "content:fields.jobTitle", max: 120 },
    f.locale(true),
    f.sortOrder(),
    f.image("photo", "content:fields.photo"),
  ],
  columns: [
    col.image("photo"),
    col.title("name"),
    { field: "title", labelKey: "content:fields.jobTitle", kind: "text" },
    col.locale(),
    col.sortOrder(),
  ],
  search: ["name", "title"],
  sorts: ["sort_order", "name", "updated_at"],
  defaultSort: "sort_order",
  defaultDir: "asc",
  filters: [localeFilter(true)],
};

const branches: ResourceDef = {
  key: "branches",
  subject: "Branch",
  path: "/branches",
  table: "branches",
  titleColumn: "name",
  deletion: "soft",
  fields: [
    {
      name: "name",
      column: "name",
      kind: "text",
      labelKey: "content:fields.branchName",
      required: true,
      max: 120,
      min: 2,
    },
    { name: "city", column: "city", kind: "text", labelKey: "content:fields.city", required: true, max: 80 },
    {
      name: "isMain",
      column: "is_main",
      kind: "checkbox",
      labelKey: "content:fields.isMain",
      helpKey: "content:hints.isMain",
      full: true,
    },
    {
      name: "latitude",
      column: "latitude",
      kind: "number",
      labelKey: "content:fields.latitude",
      min: -90,
      max: 90,
      required: true,
      helpKey: "content:hints.latitude",
    },
    {
      name: "longitude",
      column: "longitude",
      kind: "number",
      labelKey: "content:fields.longitude",
      min: -180,
      max: 180,
      required: true,
      helpKey: "content:hints.longitude",
    },
    { name: "phone", column: "phone", kind: "tel", labelKey: "common:fields.phone", max: 30 },
    { name: "address", column: "address", kind: "textarea", labelKey: "common:fields.address", max: 500, full: true },
  ],
  columns: [
    { field: "name", labelKey: "content:fields.branchName", kind: "text", sortable: true, primary: true },
    { field: "city", labelKey: "content:fields.city", kind: "text", sortable: true },
    { field: "is_main", labelKey: "content:fields.isMain", kind: "flag", width: 110 },
    { field: "latitude", labelKey: "content:fields.latitude", kind: "coordinate", hideOnPhone: false },
    { field: "longitude", labelKey: "content:fields.longitude", kind: "coordinate" },
    { field: "phone", labelKey: "common:fields.phone", kind: "text", hideOnPhone: true },
    col.updatedAt(),
  ],
  search: ["name", "city", "address", "phone"],
  sorts: ["name", "city", "updated_at"],
  defaultSort: "name",
  defaultDir: "asc",
  filters: [],
};

const users: ResourceDef = {
  key: "users",
  subject: "User",
  path: "/users",
  table: "users",
  titleColumn: "name",
  deletion: "deactivate",
  fields: [
    { name: "name", column: "name", kind: "text", labelKey: "common:fields.name", required: true, max: 100, min: 2 },
    { name: "email", column: "email", kind: "email", labelKey: "common:fields.email", required: true, max: 254 },
    {
      name: "role",
      column: "role",
      kind: "select",
      options: ROLES,
      optionKey: "common:roles",
      labelKey: "content:fields.role",
      required: true,
      defaultValue: "customer",
    },
    {
      name: "branchId",
      column: "branch_id",
      kind: "ref",
      source: "branches",
      labelKey: "content:fields.branch",
      helpKey: "content:hints.branchId",
    },
    {
      name: "customerType",
      column: "customer_type",
      kind: "select",
      options: CUSTOMER_TYPES,
      optionKey: "common:customerTypes",
      labelKey: "common:fields.customerType",
      helpKey: "content:hints.customerType",
    },
    { name: "taxId", column: "tax_id", kind: "text", labelKey: "common:fields.taxId", max: 20 },
    { name: "companyName", column: "company_name", kind: "text", labelKey: "common:fields.companyName", max: 200 },
    { name: "phone", column: "phone", kind: "tel", labelKey: "common:fields.phone", max: 30 },
    { name: "address", column: "address", kind: "textarea", labelKey: "common:fields.address", max: 500, full: true },
    {
      name: "permissionMail",
      column: "permission_mail",
      kind: "checkbox",
      labelKey: "common:fields.permissionMail",
      full: true,
    },
    {
      name: "permissionSms",
      column: "permission_sms",
      kind: "checkbox",
      labelKey: "common:fields.permissionSms",
      full: true,
    },
    f.isActive("content:fields.accountActive", true),
  ],
  columns: [
    { field: "name", labelKey: "common:fields.name", kind: "text", sortable: true, primary: true },
    { field: "email", labelKey: "common:fields.email", kind: "text", sortable: true },
    { field: "role", labelKey: "content:fields.role", kind: "enum", optionKey: "common:roles", width: 140 },
    {
      field: "customer_type",
      labelKey: "common:fields.customerType",
      kind: "enum",
      optionKey: "common:customerTypes",
      hideOnPhone: true,
    },
    { field: "branch_id", labelKey: "content:fields.branch", kind: "ref", source: "branches", hideOnPhone: true },
    { field: "is_active", labelKey: "content:fields.accountStatus", kind: "flag", width: 110 },
    col.createdAt(),
  ],
  search: ["name", "email", "company_name", "phone", "tax_id"],
  sorts: ["name", "email", "created_at"],
  defaultSort: "created_at",
  defaultDir: "desc",
  filters: [
    {
      name: "role",
      column: "role",
      kind: "enum",
      options: ROLES,
      optionKey: "common:roles",
      labelKey: "content:fields.role",
    },
    { name: "branchId", column: "branch_id", kind: "ref", source: "branches", labelKey: "content:fields.branch" },
  ],
  refine(value, ctx) {
    if (value.role === "agent" && !value.branchId)
      ctx.addIssue({ code: "custom", path: ["branchId"], message: "content:validation.branchRequired" });
    if (value.role !== "customer") return;
    if (!value.customerType) ctx.addIssue({ code: "custom", path: ["customerType"], message: "validation.required" });
    if (value.customerType === "corporate" && !value.companyName)
      ctx.addIssue({ code: "custom", path: ["companyName"], message: "validation.companyRequired" });
    const taxId = typeof value.taxId === "string" ? value.taxId : "";
    if (taxId && value.customerType === "corporate" && !isValidTaxNumber(taxId))
      ctx.addIssue({ code: "custom", path: ["taxId"], message: "validation.taxNumber" });
    if (taxId && value.customerType === "individual" && !isValidNationalId(taxId))
      ctx.addIssue({ code: "custom", path: ["taxId"], message: "validation.nationalId" });
  },
};

const branchUsers: ResourceDef = {
  key: "branchUsers",
  subject: "BranchUser",
  path: "/branch-users",
  table: "users",
  titleColumn: "name",
  deletion: "deactivate",
  scope: { column: "role", value: "agent" },
  fields: [
    { name: "name", column: "name", kind: "text", labelKey: "common:fields.name", required: true, max: 100, min: 2 },
    { name: "email", column: "email", kind: "email", labelKey: "common:fields.email", required: true, max: 254 },
    {
      name: "branchId",
      column: "branch_id",
      kind: "ref",
      source: "branches",
      labelKey: "content:fields.branch",
      required: true,
    },
    { name: "phone", column: "phone", kind: "tel", labelKey: "common:fields.phone", max: 30 },
    f.isActive("content:fields.accountActive", true),
  ],
  columns: [
    { field: "name", labelKey: "common:fields.name", kind: "text", sortable: true, primary: true },
    { field: "email", labelKey: "common:fields.email", kind: "text", sortable: true },
    { field: "branch_id", labelKey: "content:fields.branch", kind: "ref", source: "branches" },
    { field: "phone", labelKey: "common:fields.phone", kind: "text", hideOnPhone: true },
    { field: "is_active", labelKey: "content:fields.accountStatus", kind: "flag", width: 110 },
    col.createdAt(),
  ],
  search: ["name", "email", "phone"],
  sorts: ["name", "email", "created_at"],
  defaultSort: "name",
  defaultDir: "asc",
  filters: [
    { name: "branchId", column: "branch_id", kind: "ref", source: "branches", labelKey: "content:fields.branch" },
  ],
};

export const RESOURCES: Record<ResourceKey, ResourceDef> = {
  banners,
  menus,
  pages,
  blogs,
  services,
  references,
  teams,
  users,
  branches,
  branchUsers,
};

/** The paths of the screens, in menu order: the route config registers a list and a form route for each. */
export const RESOURCE_KEYS = Object.keys(RESOURCES) as ResourceKey[];

/** The resource whose screens a page's path belongs to (`/banners`, `/banners/12`; a loader's `url`, never `.data`). */
export function resourceForPath(pathname: string): ResourceDef | undefined {
  const first = `/${pathname.split("/")[1] ?? ""}`;
  return RESOURCE_KEYS.map((k) => RESOURCES[k]).find((d) => d.path === first);
}
