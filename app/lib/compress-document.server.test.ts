import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { compressDocument, windowBits } from "./compress-document.server";

const html = Buffer.from(`<!DOCTYPE html><html><body>${"<p class=\"row\">Kargo takip satırı</p>".repeat(400)}</body></html>`) as Buffer<ArrayBuffer>;
const ask = (acceptEncoding?: string) => new Request("http://localhost/", { headers: acceptEncoding === undefined ? {} : { "Accept-Encoding": acceptEncoding } });

describe("compressDocument", () => {
  it("sends Brotli to a browser, in a window no larger than the document needs", () => {
    const headers = new Headers();
    const out = compressDocument(html, ask("gzip, deflate, br, zstd"), headers);
    expect(headers.get("Content-Encoding")).toBe("br");
    expect(headers.get("Vary")).toBe("Accept-Encoding");
    expect(zlib.brotliDecompressSync(out).equals(html)).toBe(true);
    expect(out.length).toBeLessThan(html.length / 5);
  });

  it("sends gzip without Brotli, and the document itself without either or when both are refused", () => {
    const gzip = new Headers();
    expect(zlib.gunzipSync(compressDocument(html, ask("gzip, deflate"), gzip)).equals(html)).toBe(true);
    expect(gzip.get("Content-Encoding")).toBe("gzip");
    for (const accept of [undefined, "identity", "br;q=0, gzip;q=0", "deflate"]) {
      const headers = new Headers();
      expect(compressDocument(html, ask(accept), headers), String(accept)).toBe(html);
      expect(headers.get("Content-Encoding"), String(accept)).toBeNull();
      expect(headers.get("Vary"), String(accept)).toBe("Accept-Encoding");
    }
    // A client's own preference wins over the app's.
    const prefers = new Headers();
    compressDocument(html, ask("br;q=0.5, gzip"), prefers);
    expect(prefers.get("Content-Encoding")).toBe("gzip");
  });

  it("leaves small documents and encoded answers alone, and names Accept-Encoding in Vary once", () => {
    const small = Buffer.from("<p>ok</p>") as Buffer<ArrayBuffer>;
    const headers = new Headers({ Vary: "Cookie, Accept-Encoding" });
    expect(compressDocument(small, ask("br"), headers)).toBe(small);
    expect(headers.get("Vary")).toBe("Cookie, Accept-Encoding");
    const encoded = new Headers({ "Content-Encoding": "gzip" });
    expect(compressDocument(html, ask("br"), encoded)).toBe(html);
  });

  it("fits the window to the document: 2^16 at least, 2^24 at most", () => {
    expect(windowBits(1_000)).toBe(16);
    expect(windowBits(54_000)).toBe(16);
    expect(windowBits(150_000)).toBe(18);
    expect(windowBits(50_000_000)).toBe(24);
  });
});
