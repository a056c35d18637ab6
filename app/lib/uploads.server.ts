import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { AwsClient } from "aws4fetch";
import { data } from "react-router";
import {
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MaxHeaderSizeExceededError,
  parseFormData,
} from "@mjackson/form-data-parser";
import sanitizeHtml from "sanitize-html";
import { IMAGE_MIME, MAX_UPLOAD_BYTES, type ImageType } from "./content/constants";
import { env, type UploadsS3Config } from "./env.server";
import { describeError } from "./error-summary.server";
import { drainBody } from "./multipart.server";
import { isStorageFailure } from "./storage-errors";

/**
 * Image uploads: multipart bodies parsed as a stream with a size limit (a part over 5 MB, or a body
 * much larger than one image, stops the parse: 413), images recognised by their bytes (PNG, JPEG,
 * WebP; SVG only after sanitising), kept with random names in the uploads store (the UPLOADS_DIR
 * folder, or S3-compatible storage with UPLOADS_S3_*) and served by /uploads/<name>. The file name a
 * browser sends is never used.
 */
export class UploadTooLargeError extends Error {
  constructor() {
    super("upload too large");
  }
}

/** Room for the text fields of a form next to one full-size image. */
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024;
const NAME_PATTERN = /^[a-f0-9]{32}\.(png|jpg|webp|svg)$/;

function startsWith(bytes: Uint8Array, signature: number[], offset = 0) {
  return bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);
}

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image type of some bytes, judged by content only; null for anything else. */
export function sniffImage(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (looksLikeSvg(bytes)) return "svg";
  return null;
}

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The text from the root <svg> element on, after an optional XML declaration, comments and doctype; null if the root is anything else. */
function svgRoot(text: string): string | null {
  const rest = text
    .replace(/^\uFEFF/, "")
    .replace(/^\s*<\?xml[^>]*\?>/i, "")
    .replace(/^(\s*<!--[\s\S]*?-->)*/, "")
    .replace(/^\s*<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, "")
    .replace(/^(\s*<!--[\s\S]*?-->)*/, "")
    .trimStart();
  return /^<svg[\s>]/i.test(rest) ? rest : null;
}

function looksLikeSvg(bytes: Uint8Array): boolean {
  const text = decodeUtf8(bytes.subarray(0, 4096));
  return text !== null && svgRoot(text) !== null;
}

/**
 * SVG is kept only as static drawing: no scripts, event handlers, foreignObject, styles with
 * URLs, or links to anything outside the file (href only to "#id"). It is also served with a
 * sandboxing Content-Security-Policy, so a miss here still cannot run.
 */
const SVG_TAGS = [
  "svg",
  "g",
  "defs",
  "title",
  "desc",
  "symbol",
  "use",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "clipPath",
  "mask",
  "pattern",
  "marker",
];
const SVG_ATTRIBUTES = [
  "id",
  "class",
  "viewBox",
  "width",
  "height",
  "x",
  "y",
  "x1",
  "y1",
  "x2",
  "y2",
  "cx",
  "cy",
  "r",
  "rx",
  "ry",
  "d",
  "points",
  "fill",
  "fill-opacity",
  "fill-rule",
  "stroke",
  "stroke-width",
  "stroke-opacity",
  "stroke-linecap",
  "stroke-linejoin",
  "stroke-dasharray",
  "stroke-dashoffset",
  "stroke-miterlimit",
  "opacity",
  "transform",
  "offset",
  "stop-color",
  "stop-opacity",
  "gradientUnits",
  "gradientTransform",
  "spreadMethod",
  "fx",
  "fy",
  "clip-path",
  "clipPathUnits",
  "clip-rule",
  "mask",
  "maskUnits",
  "patternUnits",
  "patternTransform",
  "preserveAspectRatio",
  "font-family",
  "font-size",
  "font-weight",
  "font-style",
  "text-anchor",
  "dominant-baseline",
  "letter-spacing",
  "dx",
  "dy",
  "rotate",
  "textLength",
  "version",
  "xmlns",
  "xmlns:xlink",
  "href",
  "xlink:href",
  "markerWidth",
  "markerHeight",
  "refX",
  "refY",
  "orient",
  "visibility",
  "display",
];

export function sanitizeSvg(text: string): string | null {
  const root = svgRoot(text);
  if (root === null) return null;
  const clean = sanitizeHtml(root, {
    allowedTags: SVG_TAGS,
    allowedAttributes: Object.fromEntries(SVG_TAGS.map((tag) => [tag, SVG_ATTRIBUTES])),
    allowedSchemes: [],
    allowedSchemesAppliedToAttributes: [],
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false, decodeEntities: true },
    selfClosing: [],
    transformTags: {
      "*": (tagName, attribs) => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(attribs)) {
          if ((name === "href" || name === "xlink:href") && !/^#[\w-]+$/.test(value.trim())) continue;
          if (/url\(\s*['"]?\s*(?!#)/i.test(value)) continue;
          kept[name] = value;
        }
        return { tagName, attribs: kept };
      },
    },
  }).trim();
  if (!/^<svg[\s>]/.test(clean)) return null;
  return clean.includes("xmlns=") ? clean : clean.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"');
}

export type StoreResult = { ok: true; name: string } | { ok: false; error: "invalidType" | "tooLarge" };

/** Checks an uploaded file by its bytes and keeps it under a random name. */
export async function storeImage(file: Blob): Promise<StoreResult> {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, error: "tooLarge" };
  let bytes: Uint8Array = new Uint8Array(await file.arrayBuffer());
  const type = sniffImage(bytes);
  if (!type) return { ok: false, error: "invalidType" };
  if (type === "svg") {
    const clean = sanitizeSvg(decodeUtf8(bytes) ?? "");
    if (!clean) return { ok: false, error: "invalidType" };
    bytes = new TextEncoder().encode(clean);
  }
  const name = `${crypto.randomBytes(16).toString("hex")}.${type}`;
  await writeUpload(name, bytes);
  return { ok: true, name };
}

/** An upload as the store hands it out: a stream of its bytes and their number. */
export interface StoredObject {
  body: ReadableStream<Uint8Array>;
  length: number;
}

/**
 * Where uploads live. Names are checked before they reach a store (32 hex digits and an image
 * extension), so a store never sees a path from a request.
 */
export interface UploadStore {
  readonly kind: "folder" | "s3";
  put(name: string, bytes: Uint8Array, type: string): Promise<void>;
  /** The object, or null when there is none. */
  get(name: string): Promise<StoredObject | null>;
  exists(name: string): Promise<boolean>;
  /** Removes an object; a missing one is not an error. */
  remove(name: string): Promise<void>;
}

/** A store that cannot answer (S3 down or refusing): the request gets 503 "temporarily unavailable", like a failing database. */
function unavailable(what: string, cause: unknown): never {
  console.error(`[uploads] ${what}: ${describeError(cause)}`);
  throw data({ reason: "unavailable" }, { status: 503, headers: { "Retry-After": "30" } });
}

/** A folder on this machine, or on storage every server mounts (NFS, EFS, a shared volume). */
export function folderStore(dir: string): UploadStore {
  const file = (name: string) => path.join(dir, name);
  return {
    kind: "folder",
    async put(name, bytes) {
      // Written beside and renamed into place, so another server never serves half a file.
      const temp = file(`.${name}.${crypto.randomBytes(4).toString("hex")}.tmp`);
      try {
        await fs.mkdir(dir, { recursive: true });
        await fs.writeFile(temp, bytes);
        await fs.rename(temp, file(name));
      } catch (error) {
        // A full or read-only uploads folder is the storage failing, like the database's: 503, and
        // no half-written file left behind.
        await fs.rm(temp, { force: true }).catch(() => undefined);
        if (!isStorageFailure(error)) throw error;
        unavailable("storage failure", error);
      }
    },
    async get(name) {
      let handle: fs.FileHandle;
      try {
        handle = await fs.open(file(name), "r");
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
      let size: number;
      try {
        size = (await handle.stat()).size;
      } catch (error) {
        await handle.close();
        throw error;
      }
      const stream = handle.createReadStream();
      return { body: Readable.toWeb(stream) as ReadableStream<Uint8Array>, length: size };
    },
    async exists(name) {
      return fs.access(file(name)).then(
        () => true,
        () => false,
      );
    },
    async remove(name) {
      await fs.rm(file(name), { force: true });
    },
  };
}

/** The URL of an object: path style (`endpoint/bucket/key`, MinIO, Ceph, R2) or virtual-hosted (`bucket.endpoint/key`, AWS). */
export function s3ObjectUrl(config: UploadsS3Config, name: string): string {
  const key = `${config.prefix}${name}`.split("/").map(encodeURIComponent).join("/");
  if (config.pathStyle) return `${config.endpoint}/${encodeURIComponent(config.bucket)}/${key}`;
  const url = new URL(config.endpoint);
  url.hostname = `${config.bucket}.${url.hostname}`;
  return `${url.origin}${url.pathname.replace(/\/$/, "")}/${key}`;
}

/**
 * S3-compatible storage (AWS S3, MinIO, Ceph, Cloudflare R2, Backblaze B2...): SigV4-signed PUT, GET,
 * HEAD and DELETE over fetch. Bodies are signed too (x-amz-content-sha256 is their hash).
 */
export function s3Store(config: UploadsS3Config, options: { timeoutMs?: number } = {}): UploadStore {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    region: config.region,
    service: "s3",
    retries: 2,
    initRetryMs: 100,
  });
  const timeoutMs = options.timeoutMs ?? 15_000;
  const call = async (
    method: string,
    name: string,
    init: { body?: Uint8Array; headers?: Record<string, string> } = {},
  ) => {
    try {
      return await client.fetch(s3ObjectUrl(config, name), {
        method,
        body: init.body as BodyInit | undefined,
        headers: {
          "x-amz-content-sha256": crypto
            .createHash("sha256")
            .update(init.body ?? "")
            .digest("hex"),
          ...init.headers,
        },
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      return unavailable(`S3 ${method} ${name} failed`, error);
    }
  };
  const refuse = async (response: Response, what: string): Promise<never> => {
    const detail = response.body ? (await response.text()).slice(0, 300) : "";
    return unavailable(`S3 ${what} answered ${response.status}`, detail);
  };
  return {
    kind: "s3",
    async put(name, bytes, type) {
      const response = await call("PUT", name, { body: bytes, headers: { "Content-Type": type } });
      if (!response.ok) await refuse(response, `PUT ${name}`);
      await response.body?.cancel();
    },
    async get(name) {
      const response = await call("GET", name);
      if (response.status === 404) {
        await response.body?.cancel();
        return null;
      }
      if (!response.ok || !response.body) return refuse(response, `GET ${name}`);
      const length = Number(response.headers.get("Content-Length"));
      if (Number.isSafeInteger(length) && length >= 0) return { body: response.body, length };
      // No length given (a chunked answer): read it whole, uploads are at most 5 MB.
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { body: new Blob([bytes]).stream(), length: bytes.byteLength };
    },
    async exists(name) {
      const response = await call("HEAD", name);
      await response.body?.cancel();
      if (response.status === 404) return false;
      if (!response.ok) return refuse(response, `HEAD ${name}`);
      return true;
    },
    async remove(name) {
      const response = await call("DELETE", name);
      if (!response.ok && response.status !== 404) await refuse(response, `DELETE ${name}`);
      await response.body?.cancel();
    },
  };
}

let current: { config: object; store: UploadStore } | undefined;

/** The store the configuration names (UPLOADS_S3_* when set, else the UPLOADS_DIR folder). */
export function uploadStore(): UploadStore {
  const config = env();
  if (current?.config !== config) {
    current = { config, store: config.UPLOADS_S3 ? s3Store(config.UPLOADS_S3) : folderStore(config.UPLOADS_DIR) };
  }
  return current.store;
}

function mimeOf(name: string) {
  const ext = name.slice(name.lastIndexOf(".") + 1) as ImageType;
  return { type: IMAGE_MIME[ext], svg: ext === "svg" };
}

/** Stores a file in the uploads store (the seed uses it for its own images). */
export async function writeUpload(name: string, bytes: Uint8Array | string) {
  if (!NAME_PATTERN.test(name)) throw new Error(`Bad upload name ${name}`);
  const body = typeof bytes === "string" ? new TextEncoder().encode(bytes) : bytes;
  await uploadStore().put(name, body, mimeOf(name).type);
}

/**
 * Removes a stored upload (a replaced image); a missing file is not an error. Best effort: the
 * change that replaced the image is already saved, so a failing store only leaves an orphan behind.
 */
export async function removeUpload(name: string | null | undefined) {
  if (!name || !NAME_PATTERN.test(name)) return;
  try {
    await uploadStore().remove(name);
  } catch (error) {
    console.error(`[uploads] could not remove ${name}: ${describeError(error)}`);
  }
}

/** Opens an upload for streaming, with its type; null for a bad name or a missing file. */
export async function openUpload(name: string): Promise<(StoredObject & { type: string; svg: boolean }) | null> {
  if (!NAME_PATTERN.test(name)) return null;
  const object = await uploadStore().get(name);
  return object && { ...object, ...mimeOf(name) };
}

/** Reads a whole upload (tests, small files). */
export async function readUpload(name: string): Promise<{ bytes: Buffer; type: string; svg: boolean } | null> {
  const object = await openUpload(name);
  if (!object) return null;
  const bytes = Buffer.from(await new Response(object.body).arrayBuffer());
  return { bytes, type: object.type, svg: object.svg };
}

/**
 * The request body as a stream that fails once more than `limit` bytes went through it, and
 * `discard`, which drains what the parser left unread (see `drainBody`): the source is never
 * cancelled, since that would reset the connection under a client still sending.
 */
function limitBody(body: ReadableStream<Uint8Array>, limit: number) {
  const reader = body.getReader();
  let seen = 0;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      seen += value.byteLength;
      if (seen > limit) controller.error(new UploadTooLargeError());
      else controller.enqueue(value);
    },
    cancel() {},
  });
  return { stream, discard: () => drainBody(reader, seen) };
}

/**
 * The form data of a request, multipart or not. Files come back as Files kept in memory (each at
 * most 5 MB: the parse stops at the first byte over). Throws UploadTooLargeError for a body or a
 * part over the limits, before parsing where the Content-Length already tells; a refused body is
 * drained so the client receives the 413.
 */
export async function readFormData(request: Request, options: { maxFiles?: number } = {}): Promise<FormData> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_BODY_BYTES) {
    if (request.body) await drainBody(request.body.getReader(), 0, declared);
    throw new UploadTooLargeError();
  }
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!contentType.startsWith("multipart/form-data") || !request.body) return request.formData();
  const limited = limitBody(request.body, MAX_BODY_BYTES);
  const parsed = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: limited.stream,
    duplex: "half",
  } as RequestInit & { duplex: "half" });
  try {
    return await parseFormData(
      parsed,
      { maxFileSize: MAX_UPLOAD_BYTES, maxFiles: options.maxFiles ?? 4, maxHeaderSize: 8 * 1024 },
      async (upload) =>
        upload.name || upload.size ? new File([await upload.arrayBuffer()], upload.name, { type: upload.type }) : null,
    );
  } catch (error) {
    await limited.discard();
    if (
      error instanceof UploadTooLargeError ||
      error instanceof MaxFileSizeExceededError ||
      error instanceof MaxFilesExceededError
    ) {
      throw new UploadTooLargeError();
    }
    if (error instanceof MaxHeaderSizeExceededError) throw new UploadTooLargeError();
    if (error instanceof Error && error.cause instanceof UploadTooLargeError) throw new UploadTooLargeError();
    throw error;
  }
}

/** Headers for serving an upload: long immutable caching (names are random), no sniffing, SVG sandboxed. */
export function uploadHeaders(type: string, svg: boolean, length: number): Headers {
  const headers = new Headers({
    "Content-Type": type,
    "Content-Length": String(length),
    "Cache-Control": "public, max-age=31536000, immutable",
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Resource-Policy": "cross-origin",
  });
  headers.set(
    "Content-Security-Policy",
    svg ? "default-src 'none'; style-src 'unsafe-inline'; sandbox" : "default-src 'none'; sandbox",
  );
  return headers;
}
