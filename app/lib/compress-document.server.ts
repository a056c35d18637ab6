import zlib from "node:zlib";
import Negotiator from "negotiator";

/** Below this, compressing saves less than a packet. */
const MIN_BYTES = 1024;

/**
 * A rendered document, compressed for the request that asked for it: Brotli for browsers (quality 3), gzip
 * (level 6) for clients without it, as it is for the rest. Sets `Content-Encoding` when it compresses and
 * always `Vary: Accept-Encoding`; the compression middleware in server.js leaves an encoded answer alone.
 *
 * Done here, at once, rather than by the middleware's streams (which still compress data requests and
 * resource routes): the whole document is at hand, so the Brotli window is fitted to its size, and nothing
 * waits for the thread pool. The middleware's streams kept each request's objects alive across that wait, into
 * old space: with Brotli the tracking form's server ran 8 full collections in 20 s at 50 requests/s instead of
 * 3–5, and its p99 doubled. Synchronous, a 150 kB panel page takes 1.2 ms of CPU (docs/performance.md, session 21).
 */
export function compressDocument(body: Buffer<ArrayBuffer>, request: Request, headers: Headers): Buffer<ArrayBuffer> {
  if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(headers.get("Vary") ?? "")) headers.append("Vary", "Accept-Encoding");
  if (body.length < MIN_BYTES || headers.has("Content-Encoding")) return body;
  const accepted = request.headers.get("Accept-Encoding") ?? undefined;
  const encoding = new Negotiator({ headers: { "accept-encoding": accepted } }).encoding(["br", "gzip", "identity"], { preferred: ["br", "gzip"] });
  if (encoding === "br") {
    headers.set("Content-Encoding", "br");
    return arrayBacked(zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
        [zlib.constants.BROTLI_PARAM_LGWIN]: windowBits(body.length),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }));
  }
  if (encoding === "gzip") {
    headers.set("Content-Encoding", "gzip");
    return arrayBacked(zlib.gzipSync(body, { level: 6 }));
  }
  return body;
}

/** zlib's results are Buffers over an ArrayBuffer of their own (never a SharedArrayBuffer); typed as such for Response. */
const arrayBacked = (buffer: Buffer) => buffer as Buffer<ArrayBuffer>;

/** The smallest Brotli window that holds the whole document (2^16 … 2^24 bytes). */
export function windowBits(bytes: number): number {
  return Math.min(zlib.constants.BROTLI_MAX_WINDOW_BITS, Math.max(16, Math.ceil(Math.log2(bytes))));
}
