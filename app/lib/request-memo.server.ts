import { createContext, type RouterContextProvider } from "react-router";

/** What `perRequest` keeps: one promise per key, for one request's router context only. */
const memoContext = createContext<Map<string, Promise<unknown>> | null>(null);

/**
 * Runs `load` once per request for `key` and hands every caller of that request the same promise. A layout's
 * loader and its page's loader run side by side with one context, so two of them that need the same figures
 * (the menu badge and the admin home's contact counts, say) run one statement instead of two.
 *
 * For loaders: an action that changes the data must not read it through here first, or the loaders after it
 * would get the figures from before the change. A failed load fails every caller of the request alike.
 */
export function perRequest<T>(
  context: Readonly<RouterContextProvider>,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  let memo = context.get(memoContext);
  if (!memo) {
    memo = new Map();
    context.set(memoContext, memo);
  }
  let promise = memo.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = load();
    memo.set(key, promise);
  }
  return promise;
}
