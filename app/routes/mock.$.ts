import type { Route } from "./+types/mock.$";
import { env } from "~/lib/env.server";
import { counter, take } from "~/lib/security/rate-limit.server";
import { clientIp } from "~/lib/security/origins.server";
import { searchViewer } from "~/lib/search/viewer.server";
import { MOCK_ROUTES } from "~/mock/api.server";
import { MockError } from "~/mock/core";
import { dispatch, type MockResponse } from "~/mock/router";

/**
 * The demo interface of SPEC point 7 as JSON resource routes: `/mock` + the spec's path, for
 * example `GET /mock/apps/email/emails?folder=inbox`. Public demo data; `DEMO_API=off` removes it.
 * Cross-site writes are refused by the edge middleware before they get here.
 */
const MAX_BODY_BYTES = 64 * 1024;

function toResponse(result: MockResponse, head = false): Response {
  const headers = new Headers({ "Cache-Control": "no-store", ...result.headers });
  if (result.contentType === "application/json") {
    headers.set("Content-Type", "application/json; charset=utf-8");
    return new Response(head ? null : JSON.stringify(result.body), { status: result.status, headers });
  }
  headers.set("Content-Type", result.contentType);
  headers.set("Cache-Control", "public, max-age=86400");
  return new Response(head ? null : String(result.body), { status: result.status, headers });
}

function jsonError(status: number, error: string): Response {
  return toResponse({ status, body: { error }, contentType: "application/json" });
}

async function readBody(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > MAX_BODY_BYTES) return { ok: false, response: jsonError(413, "Request body too large") };
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) return { ok: false, response: jsonError(413, "Request body too large") };
  if (!text.trim()) return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, response: jsonError(400, "Malformed JSON body") };
  }
}

async function handle({ url, request, params, context }: Route.LoaderArgs | Route.ActionArgs): Promise<Response> {
  if (!env().DEMO_API) return jsonError(404, "Not found");
  let body: unknown;
  if (request.method !== "GET" && request.method !== "HEAD") {
    const read = await readBody(request);
    if (!read.ok) return read.response;
    body = read.value;
  }
  const result = await dispatch(MOCK_ROUTES, {
    method: request.method,
    path: `/${params["*"] ?? ""}`,
    query: url.searchParams,
    body,
    ctx: {
      viewer: () => searchViewer(context),
      now: () => new Date(),
      // The demo sign-in and registration hash passwords: counted per address like the panel's public forms.
      signInAttempt: async () => {
        const limit = await take([counter("demo-login-address", clientIp(request))]);
        if (limit.limited)
          throw new MockError(
            429,
            `Too many sign-in attempts from this address; try again in ${limit.retryAfterSeconds} seconds`,
            undefined,
            undefined,
            limit.headers,
          );
      },
    },
  });
  return toResponse(result, request.method === "HEAD");
}

export const loader = (args: Route.LoaderArgs) => handle(args);
export const action = (args: Route.ActionArgs) => handle(args);
