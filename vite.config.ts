import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { precompressClient } from "./build-tools/precompress.ts";

export default defineConfig({
  plugins: [reactRouter(), precompressClient()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  ssr: {
    // MUI ships ESM/CJS mixes that are safest bundled into the server build. Base UI's utilities come in two
    // versions (the data grid's and, nested, MUI X's internals'): bundled, each importer gets its own.
    noExternal: [/^@mui\//, /^@base-ui\//],
  },
  server: { port: 5173 },
});
