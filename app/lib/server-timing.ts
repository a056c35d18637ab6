import type { HeadersFunction } from "react-router";

/**
 * Server-Timing for the data loaders (`db;dur=…`, milliseconds): how long the loader waited for its
 * queries, visible in the browser's network panel and read by `npm run bench`.
 */
export async function timedDb<T>(work: Promise<T>): Promise<{ value: T; timing: Record<string, string> }> {
  const started = performance.now();
  const value = await work;
  return { value, timing: { "Server-Timing": `db;dur=${(performance.now() - started).toFixed(2)}` } };
}

/** The route's headers export: the parents' headers plus the loader's Server-Timing (and any rate-limit headers it set). */
export const passServerTiming: HeadersFunction = ({ parentHeaders, loaderHeaders }) => {
  const headers = new Headers(parentHeaders);
  for (const name of ["Server-Timing", "Retry-After", "RateLimit", "RateLimit-Policy"]) {
    const value = loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};
