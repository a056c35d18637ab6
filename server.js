// The production server: Express serving the React Router build with compression, long-lived
// caching for hashed assets, security headers on every response and a graceful shutdown.
import crypto from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";

// NODE_ENV must be set before React loads, so every other import below is dynamic.
process.env.NODE_ENV ??= "production";
const root = path.dirname(fileURLToPath(import.meta.url));
const { default: compression } = await import("compression");
const { default: express } = await import("express");
const { createRequestHandler } = await import("@react-router/express");

const build = await import(path.join(root, "build/server/index.js"));
const entry = build.entry.module;

let config;
try {
  config = entry.env();
  await entry.ready();
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
    for (const [name, value] of Object.entries(BASE_HEADERS)) if (!res.hasHeader(name)) res.setHeader(name, value);
    if (!res.hasHeader("Content-Security-Policy")) res.setHeader("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
    if (config.TRUST_PROXY && req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
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
app.use(compression());
app.use("/assets", express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y", index: false }));
app.use(express.static(path.join(root, "build/client"), { maxAge: "1h", index: false }));
app.use(createRequestHandler({ build }));

const server = app.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.PORT;
  const shown = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  console.log(`[start] Kargo Panel is listening on http://${shown}:${port}`);
});

let stopping = false;
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  console.log(`[stop] ${signal}: finishing requests in flight`);
  server.close(async () => {
    await entry.shutdown?.();
    process.exit(0);
  });
  server.closeIdleConnections?.();
  setTimeout(() => process.exit(0), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
