import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { objectSpreadAsAssign } from "./build-tools/object-spread-as-assign";
import { precompressClient } from "./build-tools/precompress";

/**
 * The server build writes `{ ...props, color }` as `Object.assign` calls (build-tools/object-spread-as-assign.ts:
 * on Node 20 such literals make new hidden classes in old space every time they run). The client bundle is left
 * as it is: browsers run newer engines.
 */
function serverObjectSpreadAsAssign(): Plugin {
  return {
    name: "kargo:server-object-spread-as-assign",
    applyToEnvironment: (environment) => environment.config.consumer === "server",
    renderChunk(code) {
      const rewritten = objectSpreadAsAssign(code);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}

export default defineConfig({
  plugins: [reactRouter(), serverObjectSpreadAsAssign(), precompressClient()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  ssr: {
    // MUI ships ESM/CJS mixes that are safest bundled into the server build.
    noExternal: [/^@mui\//],
  },
  server: { port: 5173 },
});
