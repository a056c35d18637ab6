import { RESOURCES, RESOURCE_KEYS } from "../content/resources";
import { hasUploads } from "../content/resource";

/**
 * What a request body may be, decided from its method, path and headers before a byte of it is read
 * (server.js counts the bytes and fields as they arrive and answers 413 past these limits). Forms are small:
 * the largest field, a rich text body, is 200,000 characters. Only the screens that take files accept
 * multipart bodies, and they keep their own, lower, per-file limits with a message in the user's language.
 */
export const FORM_MAX_BYTES = 4 * 1024 * 1024;
export const UPLOAD_MAX_BYTES = 16 * 1024 * 1024;
export const DEMO_MAX_BYTES = 64 * 1024;
/** More fields than any form of the panel has (the largest, a list's bulk selection, sends about a hundred). */
export const MAX_FIELDS = 1000;

export type BodyKind = "urlencoded" | "multipart" | "any";

export type BodyPolicy =
  | { ok: true; maxBytes: number; maxFields: number; kind: BodyKind; boundary: string | null }
  | { ok: false; status: 413 | 415; message: string };

const BODYLESS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The screens that take files: image fields of the content forms, rich-text images, the CSV imports. */
const UPLOAD_PATHS: RegExp[] = [
  /^\/uploads\/?$/,
  /^\/tariffs\/import\/?$/,
  /^\/express-prices\/import\/?$/,
  // The template blog's editor (featured image).
  /^\/pages\/blog\/edit\/[^/]+\/?$/,
  /^\/apps\/account-settings\/?$/,
  // The extensions gallery's file uploader and spreadsheet import.
  /^\/extensions\/(file-uploader|import-export)\/?$/,
  /^\/domestic-prices\/import\/?$/,
  /^\/address-book\/import\/?$/,
  /^\/shipments\/import\/?$/,
  ...RESOURCE_KEYS.filter((key) => hasUploads(RESOURCES[key])).map(
    (key) => new RegExp(`^${RESOURCES[key].path}/[^/]+/?$`),
  ),
];

/**
 * The path a route sees: React Router's data requests add `.data`, and `_.data` after a trailing slash
 * (`/_.data` for the index; future.v8_trailingSlashAwareDataRequests).
 */
function routePath(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

export function acceptsUploads(pathname: string): boolean {
  const path = routePath(pathname);
  return UPLOAD_PATHS.some((pattern) => pattern.test(path));
}

function isDemoApi(pathname: string) {
  return pathname === "/mock" || pathname.startsWith("/mock/");
}

/** The boundary of a multipart Content-Type (RFC 2046: 1-70 characters), or null when it is missing or malformed. */
export function multipartBoundary(contentType: string): string | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i.exec(contentType);
  return match ? (match[1] ?? match[2]) : null;
}

export function bodyPolicy(
  method: string,
  pathname: string,
  contentType: string | undefined,
  contentLength: string | undefined,
): BodyPolicy {
  const declared = contentLength === undefined ? null : Number(contentLength);
  if (BODYLESS.has(method.toUpperCase())) return { ok: true, maxBytes: 0, maxFields: 0, kind: "any", boundary: null };
  const type = (contentType ?? "").trim();
  const mediaType = type.split(";")[0].trim().toLowerCase();

  let policy: BodyPolicy;
  if (isDemoApi(pathname)) {
    // The demo interface reads JSON (and forms): small, any type; its handlers answer a bad one with 400.
    policy = { ok: true, maxBytes: DEMO_MAX_BYTES, maxFields: MAX_FIELDS, kind: "any", boundary: null };
  } else if (mediaType === "application/x-www-form-urlencoded") {
    policy = { ok: true, maxBytes: FORM_MAX_BYTES, maxFields: MAX_FIELDS, kind: "urlencoded", boundary: null };
  } else if (mediaType === "multipart/form-data" && acceptsUploads(pathname)) {
    const boundary = multipartBoundary(type);
    if (!boundary) return { ok: false, status: 415, message: "A multipart body needs a boundary" };
    policy = { ok: true, maxBytes: UPLOAD_MAX_BYTES, maxFields: MAX_FIELDS, kind: "multipart", boundary };
  } else if (declared === 0 && !type) {
    // An empty post (a button without fields, sent by a script): nothing to parse.
    policy = { ok: true, maxBytes: 0, maxFields: 0, kind: "urlencoded", boundary: null };
  } else {
    return {
      ok: false,
      status: 415,
      message:
        "Send forms as application/x-www-form-urlencoded (files as multipart/form-data where a screen takes them)",
    };
  }
  if (declared !== null && !(declared >= 0 && declared <= policy.maxBytes)) {
    return { ok: false, status: 413, message: "Request body too large" };
  }
  return policy;
}

/**
 * Counts a body's bytes and fields as its chunks pass: `&`-separated pairs of a urlencoded form, the parts of a
 * multipart one (each boundary delimiter, also when it is split between two chunks). `add` answers false once
 * a limit is passed.
 */
export function bodyCounter(policy: Extract<BodyPolicy, { ok: true }>) {
  let bytes = 0;
  let fields = 0;
  const delimiter = policy.boundary ? Buffer.from(`--${policy.boundary}`) : null;
  let tail = Buffer.alloc(0);
  return {
    add(chunk: Uint8Array): boolean {
      bytes += chunk.byteLength;
      if (bytes > policy.maxBytes) return false;
      if (policy.kind === "urlencoded") {
        for (let i = 0; i < chunk.byteLength; i++) if (chunk[i] === 0x26) fields++;
        // n separators are n + 1 fields.
        return fields + 1 <= policy.maxFields;
      }
      if (delimiter) {
        const window = Buffer.concat([tail, chunk]);
        for (let at = window.indexOf(delimiter); at !== -1; at = window.indexOf(delimiter, at + delimiter.length))
          fields++;
        tail = window.subarray(Math.max(0, window.length - (delimiter.length - 1)));
        // The closing delimiter is not a part.
        return fields - 1 <= policy.maxFields;
      }
      return true;
    },
    get bytes() {
      return bytes;
    },
  };
}
