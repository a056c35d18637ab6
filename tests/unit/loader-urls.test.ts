// With future.v8_passThroughRequests (react-router.config.ts) loaders, actions and middleware receive the
// request as it came: on a client navigation its URL is `/<page>.data?…&_routes=…` (and `/_.data` for
// "/", future.v8_trailingSlashAwareDataRequests). The page they are for is the `url` argument. This guard keeps the server code from reading the
// page from `request.url` again; the few places listed below use it for something the data URL does not
// change, or only ever see documents.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ALLOWED: Record<string, string> = {
  "app/entry.server.tsx": "document requests only (the router's location, the error log line)",
  "app/lib/security/origins.server.ts": "the origin (scheme and host), the same for a data request",
  "app/lib/uploads.server.ts": "rebuilds the same request around a size-limited body",
  "app/lib/auth/auth.server.ts": "fallback when a test calls requireUser without the middleware",
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe("server code reads the page from the url argument", () => {
  const files = sourceFiles("app");

  it("finds the app's sources", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("no other module reads request.url", () => {
    const offenders = files.filter(
      (file) => !(file in ALLOWED) && /\brequest\.url\b/.test(fs.readFileSync(file, "utf8")),
    );
    expect(offenders).toEqual([]);
  });

  it("each allowed module still needs its exception", () => {
    const stale = Object.keys(ALLOWED).filter((file) => !/\brequest\.url\b/.test(fs.readFileSync(file, "utf8")));
    expect(stale).toEqual([]);
  });
});
