// patches/react-dom+19.3.1.patch writes each string chunk of a server render into React's 4096-byte Buffer in
// place, instead of encodeInto() on a fresh subarray() view per chunk (docs/performance.md, session 14). The bytes
// sent must not change: a child process (the production builds need NODE_ENV=production from the start) renders
// random trees of mixed-width text with the patched Node renderer and with React's web-streams renderer, which
// the patch leaves as published, and compares the bytes.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";

it("renders the same bytes as React's unpatched web-streams renderer", async () => {
  const fixture = path.join(import.meta.dirname, "fixtures/fizz-bytes.mjs");
  const { stdout } = await promisify(execFile)(process.execPath, [fixture, "120"], { env: { ...process.env, NODE_ENV: "production" } });
  expect(JSON.parse(stdout)).toEqual({ compared: 120, differs: null, patched: true });
}, 120_000);
