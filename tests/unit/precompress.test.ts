import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { precompressDir } from "../../build-tools/precompress";

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("precompressDir (the client build's Brotli and gzip copies)", () => {
  it("writes both copies of each text file worth it, decoding to the file, and leaves the rest alone", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"));
    const script = Buffer.from(
      Array.from({ length: 400 }, (_, i) => `export const value${i} = "text ${i % 7}";\n`).join(""),
    );
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "assets", "entry-abc.js"), script);
    fs.writeFileSync(path.join(dir, "assets", "style-abc.css"), Buffer.from(".a{color:red}\n".repeat(200)));
    fs.writeFileSync(path.join(dir, "tiny.svg"), "<svg/>");
    fs.writeFileSync(path.join(dir, "font.woff2"), Buffer.alloc(4096, 7));
    fs.mkdirSync(path.join(dir, ".vite"));
    fs.writeFileSync(
      path.join(dir, ".vite", "manifest.json"),
      JSON.stringify({ files: Array.from({ length: 200 }, (_, i) => `f${i}`) }),
    );

    const result = await precompressDir(dir);

    expect(result.files).toBe(2);
    const br = fs.readFileSync(path.join(dir, "assets", "entry-abc.js.br"));
    const gz = fs.readFileSync(path.join(dir, "assets", "entry-abc.js.gz"));
    expect(zlib.brotliDecompressSync(br).equals(script)).toBe(true);
    expect(zlib.gunzipSync(gz).equals(script)).toBe(true);
    expect(br.length).toBeLessThan(script.length / 4);
    expect(fs.existsSync(path.join(dir, "assets", "style-abc.css.br"))).toBe(true);
    expect(result.brotliBytes).toBeLessThan(result.bytes);
    // Too small to be worth it, compressed already, or the build's own manifest (removed after the build).
    expect(fs.readdirSync(dir).sort()).toEqual([".vite", "assets", "font.woff2", "tiny.svg"]);
    expect(fs.readdirSync(path.join(dir, ".vite"))).toEqual(["manifest.json"]);
  });
});
