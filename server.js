// The production server: Express serving the React Router build with compression, long-lived
// caching for hashed assets, security headers on every response and a graceful shutdown.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { Transform } from "node:stream";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

// NODE_ENV must be set before React loads, so every other import below is dynamic.
process.env.NODE_ENV ??= "production";
const root = path.dirname(fileURLToPath(import.meta.url));
const { default: compression } = await import("compression");
const { default: expressStaticGzip } = await import("express-static-gzip");
const { default: express } = await import("express");
const { createRequestHandler } = await import("react-router");
const { createReadableStreamFromReadable, writeReadableStreamToWritable } = await import("@react-router/node");

const build = await import(path.join(root, "build/server/index.js"));
const entry = build.entry.module;

let config;
try {
  config = entry.env();
  entry.assertAppOriginConfigured();
  await entry.ready();
  entry.startBackgroundWork();
} catch (error) {
  console.error(`\n[start] ${error instanceof Error ? error.message : error}\n`);
  process.exit(1);
}

const BASE_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Cross-Origin-Opener-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

let stopping = false;
const app = express();
app.disable("x-powered-by");
if (config.TRUST_PROXY) app.set("trust proxy", true);

app.use((req, res, next) => {
  // The app reads the client address from this header; never trust one sent by the client.
  req.headers["x-client-ip"] = req.socket.remoteAddress ?? "unknown";
  if (!req.headers["x-request-id"] || !config.TRUST_PROXY) req.headers["x-request-id"] = crypto.randomUUID();
  // Safety net: whatever answers (static files, unmatched data requests), the base headers are there.
  const writeHead = res.writeHead;
  res.writeHead = function (...args) {
    // While shutting down, every answer closes its connection: no keep-alive socket outlives it.
    if (stopping) res.setHeader("Connection", "close");
    for (const [name, value] of Object.entries(BASE_HEADERS)) if (!res.hasHeader(name)) res.setHeader(name, value);
    if (!res.hasHeader("Content-Security-Policy"))
      res.setHeader("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
    if (config.TRUST_PROXY && req.secure)
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    return writeHead.apply(this, args);
  };
  next();
});
// Data-changing requests from another site are refused before they reach any route (React Router's own
// check answers 400 and covers page actions only).
app.use((req, res, next) => {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
  const headers = new Headers();
  for (const name of ["origin", "referer", "x-forwarded-proto", "x-forwarded-host"]) {
    const value = req.headers[name];
    if (typeof value === "string") headers.set(name, value);
  }
  const url = `${req.protocol}://${req.headers.host ?? "localhost"}${req.originalUrl}`;
  if (entry.isCrossSiteWrite(new Request(url, { method: req.method, headers }))) {
    res.status(403).type("text/plain").send("Cross-site request refused");
    return;
  }
  next();
});
// Answers are compressed as they are sent: Brotli for browsers (all of them accept it), gzip for the rest.
// Brotli with its defaults (quality 4, a 4 MB window) cost 5.9 ms of CPU for a 150 kB page; with a 256 kB
// window and quality 3, 1.7 ms, 5% larger.
app.use(
  compression({
    brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
  }),
);
// Files of build/client are served as the build compressed them (build-tools/precompress.ts: Brotli 11 and
// gzip 9 copies next to each text file), chosen by the request's Accept-Encoding, with Vary; the middleware
// above leaves an encoded answer alone.
const clientDir = path.join(root, "build/client");
const precompressed = (dir, serveStatic) =>
  expressStaticGzip(dir, { enableBrotli: true, orderPreference: ["br", "gzip"], serveStatic });
app.use("/assets", precompressed(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
// The other files of build/client (public/: the favicons), listed once at start. Every other request goes
// straight to React Router: asking express.static first cost each page a filesystem lookup that could never
// match (an fs.stat and a send stream: 2–2.5% of the CPU in profiles of the admin home and the offers list).
const publicFiles = new Set(
  fs
    .readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map(
      (entry) =>
        "/" +
        path
          .relative(clientDir, path.join(entry.parentPath ?? entry.path, entry.name))
          .split(path.sep)
          .join("/"),
    )
    .filter((file) => !file.startsWith("/assets/")),
);
const servePublicFile = precompressed(clientDir, { maxAge: "1h", index: false });
app.use((req, res, next) => {
  let file;
  try {
    file = decodeURIComponent(req.path);
  } catch {
    return next();
  }
  return publicFiles.has(file) ? servePublicFile(req, res, next) : next();
});
app.use(handleWithBoundedBody);

/**
 * React Router's request handler, given a body that is counted as it arrives. Every body has a byte cap and a
 * field cap chosen before it is read (app/lib/security/body-limits.server.ts: forms 4 MiB, uploads 16 MiB on the screens
 * that take files, the demo interface 64 KiB; 1,000 fields), whatever its encoding and whether or not it declares
 * a length: a declared length over the cap is answered 413 at once, and a body that passes the cap while it
 * streams in is answered 413 as soon as it does, before anything parses it. @react-router/express hands the app
 * the raw request stream, which is why this small adapter replaces it (docs/decisions/0008-bounded-request-bodies.md).
 */
const handleRequest = createRequestHandler(build, process.env.NODE_ENV);
/**
 * What is left of a body answered early (a 413, a 429, a redirect) is read and dropped up to this much: the
 * client, still sending, then reads the answer instead of a reset, and the connection stays usable. Past it the
 * connection is cut.
 */
const MAX_DRAIN_BYTES = 64 * 1024 * 1024;

function drainRest(req) {
  if (req.complete || req.destroyed) return;
  let drained = 0;
  req.removeAllListeners("data");
  req.on("data", (chunk) => {
    drained += chunk.length;
    if (drained > MAX_DRAIN_BYTES) req.destroy();
  });
  req.on("error", () => undefined);
  req.resume();
}

function refuseBody(req, res, status, message) {
  // A body declared larger than what will be drained is cut, so the connection cannot be reused: say so.
  if (Number(req.headers["content-length"]) > MAX_DRAIN_BYTES) res.set("Connection", "close");
  res.status(status).type("text/plain").send(message);
  drainRest(req);
}

async function handleWithBoundedBody(req, res, next) {
  const policy = entry.bodyPolicy(req.method, req.path, req.headers["content-type"], req.headers["content-length"]);
  if (!policy.ok) return refuseBody(req, res, policy.status, policy.message);
  let url;
  try {
    url = new URL(req.originalUrl, `${req.protocol}://${req.get("host") || "localhost"}`);
  } catch {
    return res.status(400).type("text/plain").send("Bad request");
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const init = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    const counter = entry.bodyCounter(policy);
    const counted = new Transform({
      transform(chunk, _encoding, callback) {
        if (counter.add(chunk)) return callback(null, chunk);
        callback(new Error("Request body too large"));
      },
    });
    counted.on("error", () => {
      req.unpipe(counted);
      // The app stops where it was (its body read fails, its answer is dropped); the client gets the 413.
      controller.abort();
      if (!res.headersSent) refuseBody(req, res, 413, "Request body too large");
      else req.destroy();
    });
    req.pipe(counted);
    // An answer sent before the app read the whole body (a 429, a redirect): drop the rest instead of leaving it unread.
    res.on("finish", () => {
      if (!req.complete) {
        req.unpipe(counted);
        drainRest(req);
      }
    });
    init.body = createReadableStreamFromReadable(counted);
    init.duplex = "half";
  }
  try {
    const response = await handleRequest(new Request(url, init));
    if (res.headersSent || res.destroyed) {
      await response.body?.cancel().catch(() => undefined);
      return;
    }
    res.statusMessage = response.statusText;
    res.status(response.status);
    for (const [name, value] of response.headers.entries()) res.append(name, value);
    if (response.body) await writeReadableStreamToWritable(response.body, res);
    else res.end();
  } catch (error) {
    if (res.headersSent || controller.signal.aborted) return;
    next(error);
  }
}

const server = app.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const shown = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  entry.setListeningOrigin(`http://${shown.includes(":") ? `[${shown}]` : shown}:${port}`);
  console.log(`[start] Kargo Panel is listening on http://${shown}:${port}`);
});
// Behind a load balancer, keep idle connections open longer than the balancer does (AWS ALB: 60 s):
// with Node's 5 s a connection closed by the app just as the balancer (or any keep-alive client) sends
// on it fails with a reset (a 502). Idle connections are still closed at once on SIGTERM.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

// Connections and their requests in flight, so a shutdown can close each connection as soon as it is
// idle: gently (end, after what was written has gone out), never cutting an answer being sent.
const inFlight = new Map();
function closeWhenIdle(socket) {
  if (inFlight.get(socket) !== 0 || socket.destroyed || socket.writableEnded) return;
  socket.end();
  // A client that does not close its side does not hold the shutdown up.
  setTimeout(() => socket.destroy(), 1_000).unref();
}
server.on("connection", (socket) => {
  inFlight.set(socket, 0);
  socket.on("close", () => inFlight.delete(socket));
});
server.on("request", (req, res) => {
  const socket = req.socket;
  inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
  res.on("close", () => {
    inFlight.set(socket, Math.max(0, (inFlight.get(socket) ?? 1) - 1));
    if (stopping) closeWhenIdle(socket);
  });
});

/**
 * Graceful shutdown: stop accepting connections, close the idle keep-alive ones, let the requests in
 * flight finish (their answers close their connections), then close the database (SQLite
 * checkpoints its WAL into the main file) and exit 0. Requests still running after 10 s (inside the
 * usual grace of process managers before they send SIGKILL) are cut, and the exit code is 1.
 */
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[stop] ${signal}: finishing requests in flight`);
  server.close(async () => {
    try {
      await entry.shutdown?.();
      console.log("[stop] requests finished, background work stopped, database closed");
      process.exit(0);
    } catch (error) {
      console.error("[stop] closing the database failed:", error);
      process.exit(1);
    }
  });
  for (const socket of inFlight.keys()) closeWhenIdle(socket);
  setTimeout(() => {
    console.error("[stop] requests still running after 10 s: exiting without them");
    process.exit(1);
  }, 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
