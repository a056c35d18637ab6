import { z } from "zod";
import { MockError } from "./core";
import type { SearchViewer } from "~/lib/search/types";

/**
 * A small typed router for the demo interface: each route names its method, path (with `:param`
 * segments) and the zod schemas of its query, path params and JSON body; the handler gets the
 * parsed, typed values. Bad input is a 400, an unknown path a 404, a known path with another
 * method a 405, and a MockError thrown by a handler its own status.
 */
export type MockMethod = "GET" | "POST" | "DELETE";

export interface MockContext {
  /** The asking user as the search sees them (abilities, language, account). */
  viewer: () => SearchViewer;
  now: () => Date;
  /**
   * Counts a demo sign-in or registration against the asking address's allowance (the route passes the
   * panel's rate limit in); throws a 429 MockError when it is spent.
   */
  signInAttempt?: () => Promise<void>;
}

export class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly contentType = "application/json",
  ) {}
}
export function reply(status: number, body: unknown, contentType?: string): Reply {
  return new Reply(status, body, contentType);
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

interface HandlerInput<Q, P, B> {
  query: Out<Q>;
  params: Out<P>;
  body: Out<B>;
  ctx: MockContext;
}

export interface MockRoute {
  method: MockMethod;
  path: string;
  run: (raw: {
    query: URLSearchParams;
    params: Record<string, string>;
    body: unknown;
    ctx: MockContext;
  }) => Promise<Reply>;
}

export function route<
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(def: {
  method: MockMethod;
  path: string;
  query?: Q;
  params?: P;
  body?: B;
  /** 201 for creations; a handler may also return `reply(...)` to choose. */
  status?: number;
  handle: (input: HandlerInput<Q, P, B>) => unknown;
}): MockRoute {
  return {
    method: def.method,
    path: def.path,
    async run(raw) {
      const query = def.query ? parse(def.query, Object.fromEntries(raw.query), "query") : undefined;
      const params = def.params ? parse(def.params, raw.params, "path") : undefined;
      const body = def.body ? parse(def.body, raw.body ?? {}, "body") : undefined;
      const result = await def.handle({ query, params, body, ctx: raw.ctx } as HandlerInput<Q, P, B>);
      return result instanceof Reply ? result : new Reply(def.status ?? 200, result ?? null);
    },
  };
}

function parse<S extends z.ZodType>(schema: S, value: unknown, where: string): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new MockError(
    400,
    `Invalid ${where}`,
    undefined,
    result.error.issues.map((i) => ({ path: i.path.join("."), message: i.message })),
  );
}

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const a = pattern.split("/").filter(Boolean);
  const b = path.split("/").filter(Boolean);
  if (a.length !== b.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < a.length; i++) {
    if (a[i].startsWith(":")) {
      let value: string;
      try {
        value = decodeURIComponent(b[i]);
      } catch {
        return null;
      }
      params[a[i].slice(1)] = value;
    } else if (a[i] !== b[i]) return null;
  }
  return params;
}

export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  ctx: MockContext;
}

export interface MockResponse {
  status: number;
  body: unknown;
  contentType: string;
  headers?: Record<string, string>;
}

function errorResponse(error: MockError, headers?: Record<string, string>): MockResponse {
  const body: Record<string, unknown> = { error: error.details ?? error.message };
  if (error.issues) body.issues = error.issues;
  return { status: error.status, body, contentType: "application/json", headers: headers ?? error.headers };
}

/** Finds the route for a method and path (relative to /mock) and runs it; bad input never throws. */
export async function dispatch(routes: readonly MockRoute[], request: MockRequest): Promise<MockResponse> {
  const method = request.method === "HEAD" ? "GET" : request.method;
  const candidates = routes.flatMap((r) => {
    const params = matchPath(r.path, request.path);
    return params ? [{ route: r, params }] : [];
  });
  if (candidates.length === 0) return errorResponse(new MockError(404, "Not found"));
  const match = candidates.find((c) => c.route.method === method);
  if (!match) {
    const allow = [...new Set(candidates.map((c) => c.route.method))].join(", ");
    return errorResponse(new MockError(405, "Method not allowed"), { Allow: allow });
  }
  try {
    const result = await match.route.run({
      query: request.query,
      params: match.params,
      body: request.body,
      ctx: request.ctx,
    });
    return { status: result.status, body: result.body, contentType: result.contentType };
  } catch (error) {
    if (error instanceof MockError) return errorResponse(error);
    throw error;
  }
}
