// A tiny S3-compatible server for the tests (no real S3 or MinIO offline): objects in memory, path-style
// (`/<bucket>/<key>`) and virtual-hosted (`<bucket>.<host>`) addressing, PUT/GET/HEAD/DELETE, and a full
// AWS Signature Version 4 check of every request (Authorization header shape, x-amz-date within 15 minutes,
// x-amz-content-sha256 equal to the body's hash unless UNSIGNED-PAYLOAD, and the signature itself,
// recomputed with the known secret). Anything else answers 4xx with an S3-style XML error.
//
// Library: `const s3 = await startFakeS3({ port, bucket, accessKeyId, secretAccessKey, region })`.
// Command line: `node tests/support/fake-s3.mjs <port>` (prints the URL; the test defaults below).
import crypto from "node:crypto";
import http from "node:http";
import { fileURLToPath } from "node:url";

export const FAKE_S3_DEFAULTS = {
  bucket: "kargo-test",
  region: "eu-test-1",
  accessKeyId: "AKIAKARGOTEST0000001",
  secretAccessKey: "kargo-test-secret-kargo-test-secret-0001",
};

const sha256 = (data) => crypto.createHash("sha256").update(data).digest("hex");
const hmac = (key, data) => crypto.createHmac("sha256", key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (S3: each path segment once). */
const encode = (text) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function canonicalQuery(search) {
  const params = [...new URLSearchParams(search)].map(([k, v]) => [encode(k), encode(v)]);
  params.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  return params.map(([k, v]) => `${k}=${v}`).join("&");
}

const AUTH_PATTERN =
  /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

/**
 * Checks a request's SigV4 signature. Returns null when it is right, else [status, S3 error code, message].
 */
export function verifySigV4(req, body, credentials, now = Date.now()) {
  const auth = req.headers.authorization ?? "";
  const match = AUTH_PATTERN.exec(auth);
  if (!match) return [403, "AccessDenied", "Authorization is not an AWS4-HMAC-SHA256 header"];
  const [, keyId, date, region, service, signedList, signature] = match;
  if (keyId !== credentials.accessKeyId) return [403, "InvalidAccessKeyId", "Unknown access key"];
  if (region !== credentials.region || service !== "s3")
    return [400, "AuthorizationHeaderMalformed", "Wrong region or service in the scope"];
  const amzDate = req.headers["x-amz-date"];
  if (typeof amzDate !== "string" || !/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== date) {
    return [403, "AccessDenied", "x-amz-date is missing or does not match the credential scope"];
  }
  const at = Date.UTC(
    +amzDate.slice(0, 4),
    +amzDate.slice(4, 6) - 1,
    +amzDate.slice(6, 8),
    +amzDate.slice(9, 11),
    +amzDate.slice(11, 13),
    +amzDate.slice(13, 15),
  );
  if (Math.abs(now - at) > 15 * 60_000) return [403, "RequestTimeTooSkewed", "x-amz-date is more than 15 minutes off"];
  const payloadHash = req.headers["x-amz-content-sha256"];
  if (typeof payloadHash !== "string") return [400, "MissingSecurityHeader", "x-amz-content-sha256 is missing"];
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body))
    return [400, "XAmzContentSHA256Mismatch", "The body does not match x-amz-content-sha256"];
  const signed = signedList.split(";");
  for (const required of ["host", "x-amz-date", "x-amz-content-sha256"]) {
    if (!signed.includes(required)) return [403, "AccessDenied", `${required} is not signed`];
  }
  const url = new URL(req.url, "http://fake");
  const headerLines = signed.map((name) => {
    const value = req.headers[name];
    if (value === undefined) return null;
    return `${name}:${String(Array.isArray(value) ? value.join(",") : value)
      .trim()
      .replace(/\s+/g, " ")}\n`;
  });
  if (headerLines.includes(null)) return [403, "AccessDenied", "A signed header is missing"];
  const canonical = [
    req.method,
    url.pathname,
    canonicalQuery(url.search),
    headerLines.join(""),
    signedList,
    payloadHash,
  ].join("\n");
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonical)].join("\n");
  let key = hmac(`AWS4${credentials.secretAccessKey}`, date);
  for (const part of [region, service, "aws4_request"]) key = hmac(key, part);
  const expected = crypto.createHmac("sha256", key).update(stringToSign).digest("hex");
  if (!crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature)))
    return [403, "SignatureDoesNotMatch", "The signature does not match"];
  return null;
}

function xmlError(res, status, code, message, head = false) {
  res.writeHead(status, { "Content-Type": "application/xml" });
  res.end(
    head
      ? undefined
      : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

/**
 * Starts the server. `objects` maps "<bucket>/<key>" to { body, type, etag }; `log` lists every request
 * ({ method, key, status }); `failNext(n)` makes the next n requests answer 503 (outage tests).
 */
export async function startFakeS3(options = {}) {
  const credentials = { ...FAKE_S3_DEFAULTS, ...options };
  const buckets = new Set([credentials.bucket]);
  const objects = new Map();
  const log = [];
  let failures = 0;

  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url, "http://fake");
      const host = String(req.headers.host ?? "");
      // Virtual-hosted style names the bucket in the host, path style in the first path segment.
      const hostBucket = /^([a-z0-9.-]+)\.localhost(:\d+)?$/.exec(host)?.[1];
      const parts = url.pathname.split("/").slice(1);
      const bucket = hostBucket ?? decodeURIComponent(parts.shift() ?? "");
      const key = parts.map(decodeURIComponent).join("/");
      const head = req.method === "HEAD";
      const answer = (status, code, message) => {
        log.push({ method: req.method, bucket, key, status });
        xmlError(res, status, code, message, head);
      };
      if (failures > 0) {
        failures--;
        return answer(503, "SlowDown", "Injected failure");
      }
      const problem = verifySigV4(req, body, credentials);
      if (problem) return answer(...problem);
      if (!buckets.has(bucket)) return answer(404, "NoSuchBucket", "The bucket does not exist");
      if (!key) return answer(400, "InvalidRequest", "Bucket operations are not supported here");
      const id = `${bucket}/${key}`;
      const done = (status, headers = {}, payload) => {
        log.push({ method: req.method, bucket, key, status });
        res.writeHead(status, headers);
        res.end(payload);
      };
      switch (req.method) {
        case "PUT": {
          const etag = `"${crypto.createHash("md5").update(body).digest("hex")}"`;
          objects.set(id, { body, type: req.headers["content-type"] ?? "application/octet-stream", etag });
          return done(200, { ETag: etag });
        }
        case "GET":
        case "HEAD": {
          const object = objects.get(id);
          if (!object) return answer(404, "NoSuchKey", "The key does not exist");
          return done(
            200,
            { "Content-Type": object.type, "Content-Length": String(object.body.length), ETag: object.etag },
            head ? undefined : object.body,
          );
        }
        case "DELETE":
          objects.delete(id);
          return done(204);
        default:
          return answer(405, "MethodNotAllowed", "Method not allowed");
      }
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", resolve);
  });
  const port = server.address().port;
  return {
    ...credentials,
    port,
    url: `http://127.0.0.1:${port}`,
    objects,
    log,
    failNext(n = 1) {
      failures = n;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const s3 = await startFakeS3({ port: Number(process.argv[2] ?? 0) });
  console.log(`fake S3 on ${s3.url} (bucket ${s3.bucket}, region ${s3.region})`);
}
