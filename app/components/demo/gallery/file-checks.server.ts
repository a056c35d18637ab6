import { DEMO_FILE_MIME, MAX_DEMO_FILE_BYTES, type DemoFileKind } from "~/mock/files";
import { sanitizeSvg, sniffImage } from "~/lib/uploads.server";

/**
 * The file-uploader demo checks files the way the panel's image uploads are checked (app/lib/uploads.server.ts):
 * by their bytes, never by the name or type the browser sends; SVG is kept only after sanitising. PDF is the one
 * type added here, recognised by its `%PDF-` header.
 */
export type FileCheck =
  | { ok: true; kind: DemoFileKind; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; error: "empty" | "tooLarge" | "invalidType" };

const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];

export function sniffDemoFile(bytes: Uint8Array): DemoFileKind | null {
  if (PDF.every((b, i) => bytes[i] === b)) return "pdf";
  return sniffImage(bytes);
}

export async function checkDemoFile(file: Blob): Promise<FileCheck> {
  if (file.size === 0) return { ok: false, error: "empty" };
  if (file.size > MAX_DEMO_FILE_BYTES) return { ok: false, error: "tooLarge" };
  let bytes = new Uint8Array(await file.arrayBuffer());
  const kind = sniffDemoFile(bytes);
  if (!kind) return { ok: false, error: "invalidType" };
  if (kind === "svg") {
    let text: string;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      return { ok: false, error: "invalidType" };
    }
    const clean = sanitizeSvg(text);
    if (!clean) return { ok: false, error: "invalidType" };
    bytes = new TextEncoder().encode(clean);
  }
  return { ok: true, kind, bytes };
}

/** Headers for handing a stored demo file back: its own type, never sniffed, never run (SVG and PDF sandboxed). */
export function demoFileHeaders(kind: DemoFileKind, length: number, name: string): Headers {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return new Headers({
    "Content-Type": DEMO_FILE_MIME[kind],
    "Content-Length": String(length),
    "Content-Disposition": `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
    "Cross-Origin-Resource-Policy": "same-origin",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  });
}
