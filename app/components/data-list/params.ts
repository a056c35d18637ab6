import { data } from "react-router";
import { z } from "zod";

/**
 * List screens keep search, filters, sort and paging in the URL. This module parses them (bad values
 * fall back to defaults, so a hand-edited URL never breaks the page) and builds links that change one
 * of them while keeping the rest.
 */
export const PAGE_SIZES = [10, 25, 50, 100] as const;
export type SortDir = "asc" | "desc";

export interface ListParams<S extends string> {
  q: string;
  page: number;
  perPage: number;
  sort: S;
  dir: SortDir;
}

export function listParamsSchema<S extends string>(options: {
  sortable: readonly [S, ...S[]];
  defaultSort: S;
  defaultDir?: SortDir;
  defaultPerPage?: (typeof PAGE_SIZES)[number];
}) {
  const perPage = options.defaultPerPage ?? 25;
  return z.object({
    q: z.string().trim().max(100).catch("").default(""),
    page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
    perPage: z.coerce
      .number()
      .int()
      .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
      .catch(perPage)
      .default(perPage),
    sort: z.enum(options.sortable).catch(options.defaultSort).default(options.defaultSort),
    dir: z
      .enum(["asc", "desc"])
      .catch(options.defaultDir ?? "desc")
      .default(options.defaultDir ?? "desc"),
  });
}

/** Reads the list parameters (and any extra filters of `schema`) from the page's URL (a loader's `url`). */
export function parseListParams<T extends z.ZodType>(url: URL, schema: T): z.output<T> {
  return schema.parse(Object.fromEntries(url.searchParams));
}

/** A link to the same list with some parameters changed (`null` removes one). Changing anything but the page goes back to page 1. */
export function listHref(
  current: URLSearchParams,
  changes: Record<string, string | number | null | undefined>,
): string {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === undefined || value === "") next.delete(key);
    else next.set(key, String(value));
  }
  if (!("page" in changes)) next.delete("page");
  if (next.get("page") === "1") next.delete("page");
  const qs = next.toString();
  return qs ? `?${qs}` : "?";
}

/** A list URL on this screen's path (`listHref` gives only its query, or a lone "?" for none). */
export const pathHref = (pathname: string, query: string) => (query === "?" ? pathname : pathname + query);

export function pageCount(total: number, perPage: number) {
  return Math.max(1, Math.ceil(total / perPage));
}

/** A page past the last one of a list that has rows is no page: the 404 of any unknown address. */
export function requirePageInRange(params: { page: number; perPage: number }, total: number): void {
  if (total > 0 && params.page > pageCount(total, params.perPage)) throw data(null, { status: 404 });
}
