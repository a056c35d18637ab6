import { env, mapTilesSource } from "../env.server";

/**
 * Edge protections shared by the Express server, the root middleware and the document renderer.
 */
export function contentSecurityPolicy(nonce: string | null, isProduction: boolean, tilesUrl?: string): string {
  // The demo map's configured tile server may serve images too.
  const tiles = tilesUrl ? mapTilesSource(tilesUrl) : null;
  const script = nonce ? `'self' 'nonce-${nonce}' 'strict-dynamic'` : "'self'";
  const directives = [
    "default-src 'self'",
    `script-src ${script}${isProduction ? "" : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https://*.tile.openstreetmap.org${tiles ? ` ${tiles}` : ""}`,
    "font-src 'self' data:",
    `connect-src 'self'${isProduction ? "" : " ws: wss:"}`,
    "frame-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ];
  return directives.join("; ");
}

export const BASE_SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(self)",
};

export function applySecurityHeaders(headers: Headers, nonce: string | null = null) {
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  if (nonce || !headers.has("Content-Security-Policy")) {
    headers.set(
      "Content-Security-Policy",
      nonce
        ? contentSecurityPolicy(nonce, env().isProduction, env().MAP_TILES_URL)
        : "default-src 'none'; frame-ancestors 'none'",
    );
  }
}

/** The request's own origin (scheme + host), trusting X-Forwarded-* only behind a proxy. */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  if (env().TRUST_PROXY) {
    const proto = request.headers.get("X-Forwarded-Proto")?.split(",")[0].trim();
    const host = request.headers.get("X-Forwarded-Host")?.split(",")[0].trim();
    return `${proto || url.protocol.replace(":", "")}://${host || url.host}`;
  }
  return url.origin;
}

/**
 * Where the server listens when APP_URL is unset (development and local trials): server.js sets it once it
 * listens; `react-router dev` serves on Vite's port.
 */
let listeningOrigin = `http://localhost:${process.env.PORT ?? (process.env.NODE_ENV === "development" ? 5173 : 3000)}`;

export function setListeningOrigin(origin: string) {
  listeningOrigin = origin.replace(/\/+$/, "");
}

/**
 * The origin of an absolute link the server writes (a mail, a QR code, an image URL of the public API). It comes
 * from the configuration, never from the request: a request may only pick one of the configured origins (APP_URL
 * lists several when one deployment answers at several addresses), by its Host or, behind a trusted proxy, its
 * forwarded host. Without APP_URL (refused in production at start), the listening address.
 */
export function appOrigin(request?: Request): string {
  const configured = env().APP_ORIGINS;
  if (!configured.length) return listeningOrigin;
  if (request && configured.length > 1) {
    let asked: string | null = null;
    try {
      asked = new URL(requestOrigin(request)).origin;
    } catch {
      asked = null;
    }
    if (asked && configured.includes(asked)) return asked;
  }
  return configured[0];
}

/** Refuses to start a production server without APP_URL: its links would otherwise have nowhere true to point. */
export function assertAppOriginConfigured() {
  const e = env();
  if (e.isProduction && !e.APP_ORIGINS.length) {
    throw new Error(
      "APP_URL is required in production: the address people open the panel at, e.g. APP_URL=https://kargo.example.com. " +
        "Links in mails, QR codes and image URLs are built from it, never from a request's Host header. " +
        "(`npm start` sets it to http://localhost:$PORT for a trial on this machine.)",
    );
  }
}

export function isHttps(request: Request): boolean {
  return requestOrigin(request).startsWith("https:");
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses a request that changes data and comes from another site: a foreign or `null` Origin,
 * or, without Origin, a foreign Referer. Same-site requests and requests without either pass
 * (non-browser clients; browsers always send Origin on cross-site POSTs).
 */
export function isCrossSiteWrite(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return false;
  const own = requestOrigin(request);
  const origin = request.headers.get("Origin");
  if (origin !== null) return origin !== own;
  const referer = request.headers.get("Referer");
  if (referer) {
    try {
      return new URL(referer).origin !== own;
    } catch {
      return true;
    }
  }
  return false;
}

/** A redirect target that stays inside the app: a path starting with one slash, else the fallback. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to) return fallback;
  const target = to.trim();
  if (
    !target.startsWith("/") ||
    target.startsWith("//") ||
    target.startsWith("/\\") ||
    /[\u0000-\u001f]/.test(target)
  ) {
    return fallback;
  }
  try {
    const url = new URL(target, "http://app.invalid");
    if (url.origin !== "http://app.invalid") return fallback;
    const path = url.pathname + url.search + url.hash;
    // Normalising can make a protocol-relative path of a harmless-looking one ("/.//evil.test" → "//evil.test").
    if (path.startsWith("//") || path.startsWith("/\\")) return fallback;
    return path;
  } catch {
    return fallback;
  }
}

export function clientIp(request: Request): string {
  if (env().TRUST_PROXY) {
    const forwarded = request.headers.get("X-Forwarded-For")?.split(",")[0].trim();
    if (forwarded) return forwarded;
  }
  return request.headers.get("X-Client-Ip") ?? "local";
}
