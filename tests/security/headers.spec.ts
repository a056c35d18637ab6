import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { test, expect, login } from "../e2e/fixtures";
import { builtRoutes, concrete } from "./app";

const REQUIRED = (h: Record<string, string>, where: string) => {
  expect(h["content-security-policy"], `${where}: CSP`).toBeTruthy();
  expect(h["content-security-policy"], `${where}: frame-ancestors`).toContain("frame-ancestors 'none'");
  expect(h["content-security-policy-report-only"], `${where}: enforced, not report-only`).toBeUndefined();
  expect(h["x-content-type-options"], `${where}: nosniff`).toBe("nosniff");
  expect(h["referrer-policy"], `${where}: Referrer-Policy`).toBeTruthy();
  expect(h["cross-origin-opener-policy"], `${where}: COOP`).toBe("same-origin");
};

test("every page, data request, resource route and 404 carries the security headers", async ({ request }) => {
  const paths = new Set<string>(["/", "/no-such-page", "/favicon.svg", "/healthz", "/no-such-page.data"]);
  for (const r of builtRoutes()) {
    if (r.path.includes("*")) continue;
    paths.add(concrete(r.path));
    if (r.page) paths.add(`${concrete(r.path).replace(/\/$/, "") || "/_"}.data`);
  }
  for (const path of paths) {
    const response = await request.get(path, { maxRedirects: 0 });
    REQUIRED(response.headers(), `${path} (${response.status()})`);
  }
});

test("data requests are no more cacheable than their documents: private, no-store", async ({ page }) => {
  await login(page, "customer");
  for (const path of ["/shipments", "/account", "/offers", "/"]) {
    const document = await page.request.get(path);
    const data = await page.request.get(`${path === "/" ? "/_" : path}.data`);
    expect(document.headers()["cache-control"], path).toBe("private, no-store");
    expect(data.headers()["cache-control"], `${path}.data`).toBe("private, no-store");
  }
});

test("documents use a nonce for scripts and no unsafe-inline scripts", async ({ page }) => {
  const response = await page.goto("/login");
  const csp = response!.headers()["content-security-policy"];
  const script = /script-src ([^;]+)/.exec(csp)?.[1] ?? "";
  expect(script).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  expect(script).not.toContain("'unsafe-inline'");
  const nonce = /'nonce-([^']+)'/.exec(script)![1];
  const inline = await page.$$eval("script:not([src])", (els) => els.length);
  expect(inline).toBeGreaterThan(0);
  // Every inline script the page runs was given the nonce (the browser hides it as a property).
  const withNonce = await page.$$eval("script", (els) => els.filter((e) => (e as HTMLScriptElement).nonce).length);
  expect(withNonce).toBeGreaterThan(0);
  expect(nonce.length).toBeGreaterThanOrEqual(16);
  const second = await page.request.get("/login");
  expect(second.headers()["content-security-policy"]).not.toContain(nonce);
});

test("the 403 and error pages carry them too", async ({ page }) => {
  await login(page, "customer");
  const forbidden = await page.request.get("/outbox");
  expect(forbidden.status()).toBe(403);
  REQUIRED(forbidden.headers(), "/outbox as customer");
});

test("hashed assets are cached for a year as immutable; documents are compressed and never cached", async ({
  request,
}) => {
  // A real hashed asset of this build: the client entry from the route manifest.
  const dir = path.resolve("build/client/assets");
  const entry = fs.readdirSync(dir).find((f) => /^entry\.client-[\w-]+\.js$/.test(f));
  expect(entry, "a hashed client entry in build/client/assets").toBeTruthy();
  const asset = await request.get(`/assets/${entry}`, { headers: { "Accept-Encoding": "gzip" } });
  expect(asset.status()).toBe(200);
  const cache = asset.headers()["cache-control"] ?? "";
  expect(cache).toContain("immutable");
  expect(Number(/max-age=(\d+)/.exec(cache)?.[1])).toBeGreaterThanOrEqual(365 * 24 * 3600);
  expect(asset.headers()["content-encoding"]).toBe("gzip");

  for (const url of ["/login", "/tracking", "/contact"]) {
    const page = await request.get(url, { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(page.status(), url).toBe(200);
    expect(page.headers()["content-type"], url).toContain("text/html");
    expect(["gzip", "br", "deflate"], `${url} is compressed`).toContain(page.headers()["content-encoding"]);
    expect(page.headers()["cache-control"], `${url} is not cached`).toContain("no-store");
  }
});

/** One GET as raw bytes (no decoding), with the Accept-Encoding given. */
function rawGet(
  url: string,
  acceptEncoding: string | null,
): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      url,
      { headers: acceptEncoding === null ? {} : { "accept-encoding": acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
  });
}

test("assets are sent as the build compressed them: Brotli to browsers, gzip to others, the file itself to the rest", async ({
  baseURL,
}) => {
  const dir = path.resolve("build/client/assets");
  const entry = fs.readdirSync(dir).find((f) => /^entry\.client-[\w-]+\.js$/.test(f))!;
  const file = fs.readFileSync(path.join(dir, entry));
  // The build wrote both copies (build-tools/precompress.ts), Brotli the smaller.
  const br = fs.readFileSync(path.join(dir, `${entry}.br`));
  expect(br.length).toBeLessThan(fs.statSync(path.join(dir, `${entry}.gz`)).size);
  expect(br.length).toBeLessThan(file.length / 3);
  const cases: Array<[string | null, string | undefined, (body: Buffer) => Buffer]> = [
    ["gzip, deflate, br, zstd", "br", (body) => zlib.brotliDecompressSync(body)],
    ["gzip, deflate", "gzip", (body) => zlib.gunzipSync(body)],
    ["identity", undefined, (body) => body],
    [null, undefined, (body) => body],
  ];
  for (const [accept, encoding, decode] of cases) {
    const res = await rawGet(`${baseURL}/assets/${entry}`, accept);
    expect(res.headers["content-encoding"], `${accept}`).toBe(encoding);
    expect(res.headers["content-type"], `${accept}`).toMatch(/^text\/javascript/);
    expect(res.headers.vary, `${accept}`).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"], `${accept}`).toContain("immutable");
    // What was sent is the precompressed copy itself (not compressed again), and decodes to the file.
    if (encoding === "br") expect(res.body.equals(br)).toBe(true);
    expect(decode(res.body).equals(file), `${accept}: the file's bytes`).toBe(true);
  }
  // Documents and data requests are compressed by the compression middleware, with Brotli for a browser, in a
  // window of at most 256 kB (its default of 4 MB made compressing a panel page cost 5.9 ms of CPU instead of 1.7).
  const page = await rawGet(`${baseURL}/login`, "gzip, deflate, br, zstd");
  expect(page.headers["content-encoding"]).toBe("br");
  expect(page.headers.vary).toMatch(/accept-encoding/i);
  const html = zlib.brotliDecompressSync(page.body);
  expect(html.toString("utf8")).toContain("</html>");
  expect(brotliWindowBits(page.body)).toBeLessThanOrEqual(18);
  const data = await rawGet(`${baseURL}/login.data`, "gzip, deflate, br, zstd");
  expect(data.headers["content-encoding"]).toBe("br");
  expect(brotliWindowBits(data.body)).toBeLessThanOrEqual(18);
  // Without Brotli, gzip; without either, the document as it is.
  const gzipped = await rawGet(`${baseURL}/login`, "gzip");
  expect(gzipped.headers["content-encoding"]).toBe("gzip");
  expect(zlib.gunzipSync(gzipped.body).toString("utf8")).toContain("</html>");
  const plain = await rawGet(`${baseURL}/login`, null);
  expect(plain.headers["content-encoding"]).toBeUndefined();
  expect(plain.body.toString("utf8")).toContain("</html>");
});

/** The window size (WBITS) a Brotli stream's header declares (RFC 7932, section 9.1; bits read from the lowest). */
function brotliWindowBits(stream: Buffer): number {
  let bit = 0;
  const read = (n: number) => {
    let value = 0;
    for (let i = 0; i < n; i++, bit++) value |= ((stream[bit >> 3] >> (bit & 7)) & 1) << i;
    return value;
  };
  if (read(1) === 0) return 16;
  const n = read(3);
  if (n !== 0) return 17 + n;
  const m = read(3);
  return m === 0 ? 17 : 8 + m;
}

test("the files of public/ are served from the build with an hour's caching, and nothing else is looked up there", async ({
  request,
}) => {
  // What server.js lists at start: every file of build/client outside the hashed assets (and the build's
  // compressed copies, sent in their file's place).
  const dir = path.resolve("build/client");
  const files = fs.readdirSync(dir).filter((f) => f !== "assets" && !/\.(br|gz)$/.test(f));
  expect(files).toEqual(expect.arrayContaining(["favicon.svg", "favicon.png"]));
  for (const file of files) {
    const response = await request.get(`/${file}`);
    expect(response.status(), file).toBe(200);
    expect(
      Buffer.compare(await response.body(), fs.readFileSync(path.join(dir, file))),
      `${file}: the file's bytes`,
    ).toBe(0);
    expect(response.headers()["cache-control"], file).toContain("max-age=3600");
    REQUIRED(response.headers(), `/${file}`);
  }
  // Percent-encoded, the same file; under it, or a bad encoding, the app's own 404 page.
  expect((await request.get("/fav%69con.svg")).headers()["content-type"]).toContain("image/svg+xml");
  for (const url of ["/favicon.svg/x", "/%E0%A4%A", "/assets/"]) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect(response.headers()["content-type"], url).toContain("text/html");
  }
});
