import crypto from "node:crypto";
import { createContext, type MiddlewareFunction } from "react-router";
import { env } from "./env.server";
import { applySecurityHeaders, isCrossSiteWrite } from "./security/origins.server";
import { ready } from "./startup.server";

/** The request's id: from the front server's X-Request-Id, else a new one. Shown on error pages and logged. */
export const requestIdContext = createContext<string>("");

/**
 * The first middleware: waits for start-up, refuses cross-site writes, tags the request with an
 * id and puts the security headers on every response that passes through the app.
 */
export const edgeMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const requestId = request.headers.get("X-Request-Id") ?? crypto.randomUUID();
  context.set(requestIdContext, requestId);
  if (isCrossSiteWrite(request)) {
    const response = new Response("Cross-site request refused", {
      status: 403,
      headers: { "Content-Type": "text/plain" },
    });
    applySecurityHeaders(response.headers);
    return response;
  }
  await ready({ quiet: !env().isProduction });
  const response = await next();
  applySecurityHeaders(response.headers);
  if (!response.headers.has("X-Request-Id")) response.headers.set("X-Request-Id", requestId);
  return response;
};
