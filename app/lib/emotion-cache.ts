import createCache from "@emotion/cache";

/** One key for server and browser, so the browser picks up the server's critical styles. */
export function createEmotionCache() {
  return createCache({ key: "css" });
}
