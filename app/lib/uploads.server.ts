import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { MaxFileSizeExceededError, MaxFilesExceededError, MaxHeaderSizeExceededError, parseFormData } from "@mjackson/form-data-parser";
import sanitizeHtml from "sanitize-html";
import { IMAGE_MIME, MAX_UPLOAD_BYTES, type ImageType } from "./content/constants";
import { env } from "./env.server";

/**
 * Image uploads: multipart bodies parsed as a stream with a size limit (a part over 5 MB, or a body
 * much larger than one image, stops the parse: 413), images recognised by their bytes (PNG, JPEG,
 * WebP; SVG only after sanitising), stored under UPLOADS_DIR with random names and served by
 * /uploads/<name>. The file name a browser sends is never used.
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
  "svg", "g", "defs", "title", "desc", "symbol", "use", "path", "rect", "circle", "ellipse", "line", "polyline", "polygon",
  "text", "tspan", "textPath", "linearGradient", "radialGradient", "stop", "clipPath", "mask", "pattern", "marker",
];
const SVG_ATTRIBUTES = [
  "id", "class", "viewBox", "width", "height", "x", "y", "x1", "y1", "x2", "y2", "cx", "cy", "r", "rx", "ry", "d", "points",
  "fill", "fill-opacity", "fill-rule", "stroke", "stroke-width", "stroke-opacity", "stroke-linecap", "stroke-linejoin",
  "stroke-dasharray", "stroke-dashoffset", "stroke-miterlimit", "opacity", "transform", "offset", "stop-color", "stop-opacity",
  "gradientUnits", "gradientTransform", "spreadMethod", "fx", "fy", "clip-path", "clipPathUnits", "clip-rule", "mask",
  "maskUnits", "patternUnits", "patternTransform", "preserveAspectRatio", "font-family", "font-size", "font-weight",
  "font-style", "text-anchor", "dominant-baseline", "letter-spacing", "dx", "dy", "rotate", "textLength", "version",
  "xmlns", "xmlns:xlink", "href", "xlink:href", "markerWidth", "markerHeight", "refX", "refY", "orient", "visibility", "display",
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

/** Writes a file under UPLOADS_DIR (the seed uses it for its own images). */
export async function writeUpload(name: string, bytes: Uint8Array | string) {
  if (!NAME_PATTERN.test(name)) throw new Error(`Bad upload name ${name}`);
  const dir = env().UPLOADS_DIR;
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), bytes);
}

/** Removes a stored upload (a replaced image); a missing file is not an error. */
export async function removeUpload(name: string | null | undefined) {
  if (!name || !NAME_PATTERN.test(name)) return;
  await fs.rm(path.join(env().UPLOADS_DIR, name), { force: true });
}

export async function readUpload(name: string): Promise<{ bytes: Buffer; type: string; svg: boolean } | null> {
  if (!NAME_PATTERN.test(name)) return null;
  try {
    const bytes = await fs.readFile(path.join(env().UPLOADS_DIR, name));
    const ext = name.slice(name.lastIndexOf(".") + 1) as ImageType;
    return { bytes, type: IMAGE_MIME[ext], svg: ext === "svg" };
  } catch {
    return null;
  }
}

/** A stream that fails once more than `limit` bytes went through it. */
function limitBody(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let seen = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > limit) controller.error(new UploadTooLargeError());
        else controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * The form data of a request, multipart or not. Files come back as Files kept in memory (each at
 * most 5 MB: the parse stops at the first byte over). Throws UploadTooLargeError for a body or a
 * part over the limits, before reading it whole where the Content-Length already tells.
 */
export async function readFormData(request: Request, options: { maxFiles?: number } = {}): Promise<FormData> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_BODY_BYTES) throw new UploadTooLargeError();
  const contentType = request.headers.get("Content-Type") ?? "";
  if (!contentType.startsWith("multipart/form-data") || !request.body) return request.formData();
  const limited = new Request(request.url, {
    method: request.method,
    headers: request.headers,
    body: limitBody(request.body, MAX_BODY_BYTES),
    duplex: "half",
  } as RequestInit & { duplex: "half" });
  try {
    return await parseFormData(limited, { maxFileSize: MAX_UPLOAD_BYTES, maxFiles: options.maxFiles ?? 4, maxHeaderSize: 8 * 1024 }, async (upload) =>
      upload.name || upload.size ? new File([await upload.arrayBuffer()], upload.name, { type: upload.type }) : null,
    );
  } catch (error) {
    if (error instanceof UploadTooLargeError || error instanceof MaxFileSizeExceededError || error instanceof MaxFilesExceededError) {
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
  headers.set("Content-Security-Policy", svg ? "default-src 'none'; style-src 'unsafe-inline'; sandbox" : "default-src 'none'; sandbox");
  return headers;
}
