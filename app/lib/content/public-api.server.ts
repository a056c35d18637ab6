import crypto from "node:crypto";
import { z } from "zod";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "~/lib/i18n/i18n";
import { ownEntry } from "~/lib/lookup";
import { appOrigin } from "~/lib/security/origins.server";
import {
  publicBanners,
  publicBlog,
  publicBlogs,
  publicBranches,
  publicMenus,
  publicPage,
  publicReferences,
  publicServices,
  publicTeams,
} from "~/models/public-content.server";
import { uploadUrl } from "./constants";

/**
 * The read-only JSON API of the public website (docs/public-api.md): published and active items
 * of one language (?lng=, default tr), with an ETag so unchanged answers cost a 304, open to any
 * origin (no cookies are read or set).
 */
const QuerySchema = z.object({
  lng: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(50).default(10),
  tag: z.string().trim().min(1).max(60).optional(),
});
type Query = z.infer<typeof QuerySchema>;

const HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Cache-Control": "public, max-age=60, stale-while-revalidate=300",
  "X-Content-Type-Options": "nosniff",
};

function json(request: Request, body: unknown, status = 200): Response {
  const text = JSON.stringify(body);
  const etag = `"${crypto.createHash("sha1").update(text).digest("base64url")}"`;
  const headers = new Headers({ ...HEADERS, ETag: etag, "Content-Type": "application/json; charset=utf-8" });
  const match = request.headers.get("If-None-Match");
  if (status === 200 && match && match.split(",").some((t) => t.trim().replace(/^W\//, "") === etag))
    return new Response(null, { status: 304, headers });
  return new Response(text, { status, headers });
}

function imageUrls(request: Request) {
  const origin = appOrigin(request);
  return (name: string | null) => {
    const path = uploadUrl(name);
    return path ? `${origin}${path}` : null;
  };
}

const LISTS: Record<string, (lng: Language, request: Request, query: Query) => Promise<unknown>> = {
  banners: async (lng, request) => ({ items: await publicBanners(lng, imageUrls(request)) }),
  menus: async (lng) => publicMenus(lng),
  blogs: async (lng, request, query) => publicBlogs(lng, imageUrls(request), query),
  services: async (lng, request) => ({ items: await publicServices(lng, imageUrls(request)) }),
  references: async (lng, request) => ({ items: await publicReferences(lng, imageUrls(request)) }),
  teams: async (lng, request) => ({ items: await publicTeams(lng, imageUrls(request)) }),
  branches: async () => ({ items: await publicBranches() }),
};

const ITEMS: Record<string, (lng: Language, slug: string, request: Request) => Promise<unknown>> = {
  pages: (lng, slug) => publicPage(lng, slug),
  blogs: (lng, slug, request) => publicBlog(lng, slug, imageUrls(request)),
};

function parseQuery(url: URL) {
  return QuerySchema.safeParse(Object.fromEntries(url.searchParams));
}

function problem(request: Request, status: number, error: string) {
  return json(request, { error }, status);
}

/** GET /api/public/:kind */
export async function publicList(request: Request, url: URL, kind: string | undefined) {
  const load = ownEntry(LISTS, kind);
  if (!load) return problem(request, 404, "Not found");
  const query = parseQuery(url);
  if (!query.success)
    return problem(request, 400, `Bad query: ${query.error.issues.map((i) => i.path.join(".")).join(", ")}`);
  return json(request, { lng: query.data.lng, ...((await load(query.data.lng, request, query.data)) as object) });
}

/** GET /api/public/:kind/:slug */
export async function publicItem(request: Request, url: URL, kind: string | undefined, slug: string | undefined) {
  const load = ownEntry(ITEMS, kind);
  if (!load || !slug) return problem(request, 404, "Not found");
  const query = parseQuery(url);
  if (!query.success) return problem(request, 400, "Bad query: lng");
  const item = slug.length <= 200 ? await load(query.data.lng, slug, request) : undefined;
  if (!item) return problem(request, 404, "Not found");
  return json(request, { lng: query.data.lng, item });
}
