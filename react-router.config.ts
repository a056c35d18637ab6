import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    v8_middleware: true,
    // Loaders and actions get the request as it came (no per-route copies of it); they read the page from `url`.
    v8_passThroughRequests: true,
    // Each route's client exports become their own chunks, so a route's component need not wait for its clientLoader.
    v8_splitRouteModules: true,
    // The build runs on Vite's Environment API (one config, no second compiler that reloads vite.config.ts).
    v8_viteEnvironmentApi: true,
    // Data requests keep a trailing slash apart from its absence (`/a/.data` vs `/a.data`).
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
