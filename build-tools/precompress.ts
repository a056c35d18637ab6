import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; fonts (woff2) and images (png) are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|txt|xml|webmanifest|html|ico|map)$/;
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (Brotli, quality 11) and `<file>.gz` (gzip, level 9) next to every compressible file of
 * a folder, each only when it is smaller than the file. The server sends them as they are (express-static-gzip,
 * server.js): the best compression there is, once at build time, instead of compressing each asset again on
 * every request (Brotli quality 4 there, about 2 ms of CPU for the client entry alone) and sending it larger.
 * Returns how many bytes the files and their Brotli copies have.
 */
export async function precompressDir(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  // Not in dot folders: Vite's .vite/manifest.json is the build's own, removed by React Router after the build.
  const files = (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath ?? (entry as unknown as { path: string }).path, entry.name))
    .filter(
      (file) =>
        !path
          .relative(dir, file)
          .split(path.sep)
          .some((part) => part.startsWith(".")),
    );
  let bytes = 0;
  let brotliBytes = 0;
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      const data = fs.readFileSync(file);
      if (data.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
        }),
        gzip(data, { level: 9 }),
      ]);
      count++;
      bytes += data.length;
      brotliBytes += Math.min(br.length, data.length);
      if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
      if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
    }),
  );
  return { files: count, bytes, brotliBytes };
}

/** After the client build: compressed copies of build/client's text files (precompressDir). */
export function precompressClient(): Plugin {
  return {
    name: "kargo:precompress-client",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    async closeBundle() {
      const outDir = path.resolve(this.environment.config.root, this.environment.config.build.outDir);
      const { files, bytes, brotliBytes } = await precompressDir(outDir);
      this.environment.logger.info(
        `precompressed ${files} files: ${(bytes / 1024).toFixed(0)} kB, ${(brotliBytes / 1024).toFixed(0)} kB with Brotli`,
      );
    },
  };
}
