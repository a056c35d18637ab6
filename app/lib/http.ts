import type { HeadersFunction } from "react-router";

/**
 * For form routes whose action may answer 429: without JavaScript the page itself is the answer,
 * so the action's Retry-After and RateLimit headers must reach the document response too.
 */
const PASSED_ON = ["Retry-After", "RateLimit", "RateLimit-Policy"];

export const passRateLimitHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const headers = new Headers(loaderHeaders);
  for (const name of PASSED_ON) {
    const value = actionHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
};
