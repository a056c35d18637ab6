import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "./content/constants";
import { env } from "./env.server";
import { watchBody } from "../../tests/support/watched-body";
import { DRAIN_CEILING } from "./multipart.server";
import {
  UploadTooLargeError,
  readFormData,
  readUpload,
  removeUpload,
  sanitizeSvg,
  sniffImage,
  storeImage,
} from "./uploads.server";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 74, 70, 73, 70]);
const WEBP = new TextEncoder().encode("RIFF\x24\x00\x00\x00WEBPVP8 ");
const text = (s: string) => new TextEncoder().encode(s);

describe("sniffImage", () => {
  it("recognises images by their first bytes", () => {
    expect(sniffImage(PNG)).toBe("png");
    expect(sniffImage(JPEG)).toBe("jpg");
    expect(sniffImage(WEBP)).toBe("webp");
    expect(sniffImage(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe("svg");
    expect(
      sniffImage(
        text(
          '\uFEFF<?xml version="1.0"?>\n<!-- logo -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg></svg>',
        ),
      ),
    ).toBe("svg");
  });

  it("refuses what is not an image, whatever its name", () => {
    expect(sniffImage(text("just a text file renamed to .png"))).toBeNull();
    expect(sniffImage(text("<html><body><svg></svg></body></html>"))).toBeNull();
    expect(sniffImage(text("GIF89a"))).toBeNull();
    expect(sniffImage(text("%PDF-1.7"))).toBeNull();
    expect(sniffImage(new Uint8Array([0x89, 0x50, 0x4e]))).toBeNull();
    expect(sniffImage(text("RIFF\x24\x00\x00\x00WAVEfmt "))).toBeNull();
    expect(sniffImage(new Uint8Array([0xc3, 0x28, 0x3c, 0x73, 0x76, 0x67]))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});

describe("sanitizeSvg", () => {
  it("keeps drawing and drops scripts, handlers, foreign content and outside references", () => {
    const dirty = `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)">
      <script>alert(1)</script><foreignObject><iframe src="https://evil.example"/></foreignObject>
      <a href="javascript:alert(1)"><rect width="10" height="10"/></a>
      <use href="https://evil.example/sprite.svg#x"/><use xlink:href="#ok"/>
      <image href="https://evil.example/track.png"/>
      <rect fill="url(https://evil.example/x)" width="5" height="5"/><circle fill="url(#grad)" r="2" onclick="x()"/>
      <style>@import url(https://evil.example/x.css)</style>
      <linearGradient id="grad"><stop offset="0" stop-color="#f00"/></linearGradient></svg>`;
    const clean = sanitizeSvg(dirty)!;
    expect(clean).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 10 10">/);
    expect(clean).not.toMatch(/script|onload|onclick|foreignObject|iframe|javascript|evil\.example|<image|<style|<a /i);
    expect(clean).toContain('xlink:href="#ok"');
    expect(clean).toContain('fill="url(#grad)"');
    expect(clean).toContain("<linearGradient");
  });

  it("drops a doctype with entity declarations", () => {
    const clean = sanitizeSvg(
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "boom">]><svg viewBox="0 0 9 9"><text>&x; A &amp; B</text></svg>',
    );
    expect(clean).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 9 9"><text>&amp;x; A &amp; B</text></svg>',
    );
  });

  it("refuses a file without an svg root", () => {
    expect(sanitizeSvg("<html><svg></svg></html>")).toBeNull();
  });
});

describe("storeImage", () => {
  it("stores an image under a random name with the sniffed extension", async () => {
    const result = await storeImage(new Blob([PNG]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.name).toMatch(/^[a-f0-9]{32}\.png$/);
    const stored = await readUpload(result.name);
    expect(stored?.type).toBe("image/png");
    await removeUpload(result.name);
    expect(fs.existsSync(path.join(env().UPLOADS_DIR, result.name))).toBe(false);
  });

  it("refuses a text file and stores nothing", async () => {
    const before = fs.existsSync(env().UPLOADS_DIR) ? fs.readdirSync(env().UPLOADS_DIR).length : 0;
    expect(await storeImage(new Blob([text("hello")], { type: "image/png" }))).toEqual({
      ok: false,
      error: "invalidType",
    });
    const after = fs.existsSync(env().UPLOADS_DIR) ? fs.readdirSync(env().UPLOADS_DIR).length : 0;
    expect(after).toBe(before);
  });

  it("stores a sanitised SVG", async () => {
    const result = await storeImage(
      new Blob([text('<svg viewBox="0 0 1 1"><script>alert(1)</script><rect width="1" height="1"/></svg>')]),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const stored = await readUpload(result.name);
    expect(stored?.bytes.toString("utf8")).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"></rect></svg>',
    );
  });

  it("never reads a name outside the uploads folder", async () => {
    expect(await readUpload("../../etc/passwd")).toBeNull();
    expect(await readUpload("0123456789abcdef0123456789abcdef.html")).toBeNull();
  });
});

function multipart(
  parts: Array<{ name: string; value: string | Uint8Array; filename?: string }>,
  options: { contentLength?: boolean } = {},
) {
  const boundary = "----kargo-test-boundary";
  const chunks: Uint8Array[] = [];
  for (const p of parts) {
    const disposition = `form-data; name="${p.name}"${p.filename !== undefined ? `; filename="${p.filename}"` : ""}`;
    chunks.push(
      text(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${p.filename !== undefined ? "Content-Type: image/png\r\n" : ""}\r\n`,
      ),
    );
    chunks.push(typeof p.value === "string" ? text(p.value) : p.value);
    chunks.push(text("\r\n"));
  }
  chunks.push(text(`--${boundary}--\r\n`));
  const body = new Blob(chunks as BlobPart[]);
  const headers: Record<string, string> = { "Content-Type": `multipart/form-data; boundary=${boundary}` };
  if (options.contentLength !== false) headers["Content-Length"] = String(body.size);
  return new Request("http://app.test/banners/new", {
    method: "POST",
    headers,
    body: options.contentLength === false ? body.stream() : body,
    duplex: "half",
  } as RequestInit & { duplex: "half" });
}

describe("readFormData", () => {
  it("reads fields and files", async () => {
    const form = await readFormData(
      multipart([
        { name: "title", value: "Hava kargo" },
        { name: "image", value: PNG, filename: "a.png" },
        { name: "empty", value: "", filename: "" },
      ]),
    );
    expect(form.get("title")).toBe("Hava kargo");
    const file = form.get("image") as File;
    expect(file.size).toBe(PNG.length);
    expect(form.has("empty")).toBe(false);
  });

  it("accepts a file of exactly 5 MB", async () => {
    const form = await readFormData(
      multipart([{ name: "image", value: new Uint8Array(MAX_UPLOAD_BYTES), filename: "big.png" }]),
    );
    expect((form.get("image") as File).size).toBe(MAX_UPLOAD_BYTES);
  });

  it("refuses a file over 5 MB, by declared length or while streaming", async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    await expect(readFormData(multipart([{ name: "image", value: big, filename: "big.png" }]))).rejects.toBeInstanceOf(
      UploadTooLargeError,
    );
    await expect(
      readFormData(multipart([{ name: "image", value: big, filename: "big.png" }], { contentLength: false })),
    ).rejects.toBeInstanceOf(UploadTooLargeError);
  });

  it("refuses a chunked body larger than the limit made of many small parts", async () => {
    const parts = Array.from({ length: 8 }, (_, i) => ({ name: `f${i}`, value: "x".repeat(1024 * 1024) }));
    await expect(readFormData(multipart(parts, { contentLength: false }))).rejects.toBeInstanceOf(UploadTooLargeError);
  });

  it("reads a refused body to its end and never cancels it, so the client receives the 413, not a reset", async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    const cases = [
      {
        label: "declared larger than the body limit",
        request: multipart([{ name: "image", value: new Uint8Array(7 * 1024 * 1024), filename: "big.png" }]),
      },
      { label: "a declared part over 5 MB", request: multipart([{ name: "image", value: big, filename: "big.png" }]) },
      {
        label: "a part over 5 MB while streaming",
        request: multipart(
          [
            { name: "image", value: big, filename: "big.png" },
            { name: "after", value: "x".repeat(100_000) },
          ],
          { contentLength: false },
        ),
      },
      {
        label: "a body over the limit while streaming",
        request: multipart(
          Array.from({ length: 8 }, (_, i) => ({ name: `f${i}`, value: "x".repeat(1024 * 1024) })),
          { contentLength: false },
        ),
      },
      {
        label: "too many files",
        request: multipart(
          Array.from({ length: 6 }, (_, i) => ({ name: `f${i}`, value: PNG, filename: `${i}.png` })),
          { contentLength: false },
        ),
      },
    ];
    for (const { label, request } of cases) {
      const size = (await request.clone().arrayBuffer()).byteLength;
      const watched = watchBody(request);
      await expect(readFormData(watched.request), label).rejects.toBeInstanceOf(UploadTooLargeError);
      expect({ label, read: watched.read(), cancelled: watched.cancelled() }).toEqual({
        label,
        read: size,
        cancelled: false,
      });
    }
  });

  it("cancels without reading a body declared larger than the drain ceiling", async () => {
    const request = multipart([{ name: "image", value: PNG, filename: "a.png" }]);
    const headers = new Headers(request.headers);
    headers.set("Content-Length", String(DRAIN_CEILING + 1));
    const watched = watchBody(request, headers);
    await expect(readFormData(watched.request)).rejects.toBeInstanceOf(UploadTooLargeError);
    expect(watched.read()).toBe(0);
    expect(watched.cancelled()).toBe(true);
  });
});
