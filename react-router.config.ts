import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    v8_middleware: true,
    // Loaders and actions get the request as it came (no per-route copies of it); they read the page from `url`.
    v8_passThroughRequests: true,
  },
} satisfies Config;
