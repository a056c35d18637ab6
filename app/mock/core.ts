import { z } from "zod";
import { createRandom, type Random } from "~/models/seed/random";
import { foldText } from "~/lib/text-fold";

/**
 * Shared pieces of the demo interface: the error type every handler throws, per-process state
 * that can be reset, and the small helpers the areas share (paging, text match, ids, dates).
 * The demo interface is in memory: no SQL, and everything resets when the process starts. (The one
 * exception is a signed-in user's bookmarks, which are the product's own: search.ts.)
 */
export class MockError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: unknown,
    readonly issues?: Array<{ path: string; message: string }>,
    /** Headers of the answer (a refused sign-in's Retry-After and RateLimit). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "MockError";
  }
}

export function notFound(what: string): MockError {
  return new MockError(404, `${what} not found`);
}

export function badRequest(message: string, details?: unknown): MockError {
  return new MockError(400, message, details);
}

const resets: Array<(now: Date) => void> = [];

/** One area's state, created on first use from a fixed seed and dates relative to `now`. */
export function processState<T>(create: (now: Date) => T): { get: () => T; reset: (now?: Date) => void } {
  let value: T | undefined;
  const reset = (now: Date = new Date()) => {
    value = create(now);
  };
  resets.push(reset);
  return {
    get: () => (value ??= create(new Date())),
    reset,
  };
}

/** Recreates every area's sample data (tests; the server simply starts fresh). */
export function resetMockState(now: Date = new Date()) {
  for (const reset of resets) reset(now);
}

export { createRandom, type Random };

export function paginate<T>(rows: readonly T[], page: number, perPage: number): T[] {
  const start = (page - 1) * perPage;
  return rows.slice(start, start + perPage);
}

/** Case-insensitive substring match, the same for Turkish dotted/dotless i as for plain ASCII. */
export function matches(text: string | null | undefined, query: string): boolean {
  if (!query) return true;
  return foldText(text ?? "").includes(foldText(query));
}

/** The most rows a demo list holds. */
export const MAX_DEMO_ROWS = 1000;

/**
 * Makes room for one more row: while the list is full, its oldest row (the lowest id) goes, except the
 * ones `keep` protects (the sample sign-in accounts). A public demo thus never grows past the cap, and
 * one visitor filling a list does not lock every other visitor out until a restart. Answers what went.
 */
export function makeRoom<T extends { id: number }>(
  rows: T[],
  max = MAX_DEMO_ROWS,
  keep: (row: T) => boolean = () => false,
): T[] {
  const dropped: T[] = [];
  while (rows.length >= max) {
    let oldest = -1;
    for (let i = 0; i < rows.length; i++)
      if (!keep(rows[i]) && (oldest < 0 || rows[i].id < rows[oldest].id)) oldest = i;
    if (oldest < 0) throw new MockError(409, `The demo holds at most ${max} rows here`);
    dropped.push(...rows.splice(oldest, 1));
  }
  return dropped;
}

export function nextId(rows: ReadonlyArray<{ id: number }>): number {
  return rows.reduce((max, r) => Math.max(max, r.id), 0) + 1;
}

export function slugify(value: string): string {
  return foldText(value)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0])
    .join("")
    .toLocaleUpperCase("tr");
}

/** Sample pictures are small generated SVGs served by the demo interface itself (`/mock/images/...`). */
export function avatarUrl(name: string): string {
  return `/mock/images/avatar/${encodeURIComponent(initials(name) || "?")}.svg`;
}

export function pictureUrl(kind: string, label: string): string {
  return `/mock/images/${kind}/${encodeURIComponent(slugify(label) || "image")}.svg`;
}

/* ---------- zod helpers for query strings: an empty value counts as absent ---------- */

const blankToUndefined = (v: unknown) => (v === "" ? undefined : v);

export function intParam(fallback: number, min = 1, max = 1000) {
  return z.preprocess((v) => (v === "" || v === undefined ? fallback : v), z.coerce.number().int().min(min).max(max));
}

export function idParam() {
  return z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
}

export function enumParam<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(blankToUndefined, z.enum(values).optional());
}

export function textParam(max = 200) {
  return z.string().trim().max(max).default("");
}
