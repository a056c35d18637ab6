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
    // MUI ships ESM/CJS mixes that are safest bundled into the server build. @base-ui/utils is installed in two
    // versions (the data grid's and the charts'), so it is bundled too: each import then resolves to its own copy.
    noExternal: [/^@mui\//, /^@base-ui\//],
  },
  server: { port: 5173 },
});
