import crypto from "node:crypto";
import { PassThrough } from "node:stream";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { createEmotionCache } from "./lib/emotion-cache";
import { NonceContext } from "./lib/security/nonce";
import { applySecurityHeaders } from "./lib/security/origins.server";
import { detectLanguage, getI18n, i18nFor } from "./lib/i18n/i18n.server";
import { env } from "./lib/env.server";
import { deferModuleBoot } from "./lib/deferred-boot.server";
import { wantsHydrationOnIntent } from "./lib/hydrate-on-intent";
import { clip, describeError } from "./lib/error-summary.server";
import fontFaces from "@fontsource-variable/public-sans/wght.css?inline";

/**
 * The font faces go inline into every document instead of a stylesheet (a render-blocking request). One
 * variable font serves every weight: a Turkish page fetches two files (latin and latin-ext, 45 kB) instead
 * of eight (four weights × two ranges, 100 kB), and the text is laid out again twice when they arrive, not
 * eight times.
 *
 * `font-display: optional` instead of the package's `swap`: a font that is not there within about 100 ms
 * leaves the page in the fallback stack (Segoe UI, Roboto, Arial) for that view, and the next page has it from
 * the cache. With `swap` the whole page was styled and laid out a second time when the font arrived, after
 * the first paint: on a mid-range phone 100–400 ms of main thread (Lighthouse mobile TBT), and a visible jump.
 */
const FONT_FACES = `<style data-fonts>${fontFaces.replaceAll("font-display:swap", "font-display:optional")}</style>`;

export const streamTimeout = 10_000;

export { ready, shutdown, startBackgroundWork } from "./lib/startup.server";
export { env };
export { assertAppOriginConfigured, isCrossSiteWrite, setListeningOrigin } from "./lib/security/origins.server";
export { bodyCounter, bodyPolicy } from "./lib/security/body-limits.server";
export { statementsRun } from "./models/guarded-dialect.server";

/**
 * The i18next instance that renders the document: the request's, from the middleware. For 404s the middleware
 * did not run, so the language is detected here.
 */
async function i18nForRequest(request: Request, context: RouterContextProvider) {
  try {
    return getI18n(context, true);
  } catch {
    return i18nFor(await detectLanguage(request));
  }
}

/** A screen that works without JavaScript asked to hydrate on the visitor's first move; error pages never wait. */
function hydratesOnIntent(context: EntryContext) {
  const { matches, errors, loaderData } = context.staticHandlerContext;
  const signedIn = Boolean((loaderData?.root as { userData?: unknown } | undefined)?.userData);
  return (
    !errors && matches.some((match) => wantsHydrationOnIntent(context.routeModules[match.route.id]?.handle, signedIn))
  );
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = crypto.randomBytes(16).toString("base64");

  const i18n = await i18nForRequest(request, loadContext);
  const cache = createEmotionCache();
  // Made before the render: Emotion then keeps the render's styles in the cache, for the extraction below,
  // instead of writing a <style> tag in front of each styled element.
  const emotion = createEmotionServer(cache);

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    // Stops a render that never finishes. Cleared as soon as it has: a pending timer keeps its `abort`, and
    // with it React's whole render state, alive for 11 s after the answer has gone. At 60 pages a second that
    // was 600+ finished renders on the heap, most of the garbage collector's work, and the tail latency it
    // caused.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle =
      <T,>(fn: (value: T) => void) =>
      (value: T) => {
        clearTimeout(timer);
        fn(value);
      };
    resolve = settle(resolve);
    reject = settle(reject);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <I18nextProvider i18n={i18n}>
          <CacheProvider value={cache}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </CacheProvider>
        </I18nextProvider>
      </NonceContext>,
      {
        nonce,
        // The document is sent whole (onAllReady), so no Suspense boundary should be "outlined": React writes a
        // completed boundary larger than this many bytes as its fallback plus a hidden copy that an inline script
        // swaps in. Without JavaScript that left a blank page (the panel shell around public tracking, contact and
        // the freight request for signed-in users, ~13 kB and more) and doubled the bytes with it.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady() {
          const sink = new PassThrough();
          const chunks: Buffer[] = [];
          sink.on("data", (chunk: Buffer) => chunks.push(chunk));
          sink.on("end", () => {
            const rendered = Buffer.concat(chunks);
            const styles = emotion.constructStyleTagsFromChunks(
              emotion.extractCriticalToChunks(rendered.toString("utf8")),
            );
            // The answer stays in bytes: a string body would be scanned for lone surrogates by the
            // Response constructor and encoded again when sent (≈ 5% of a list page's CPU at 170 kB).
            // The modules start after the first paint (app/lib/deferred-boot.server.ts).
            const { html, bootScript } = deferModuleBoot(rendered, nonce, {
              onIntent: hydratesOnIntent(routerContext),
            });
            const at = html.indexOf("</head>");
            const head = Buffer.from(`${FONT_FACES}${styles}${bootScript}`);
            const body = at === -1 ? html : Buffer.concat([html.subarray(0, at), head, html.subarray(at)]);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("Cache-Control", responseHeaders.get("Cache-Control") ?? "private, no-store");
            applySecurityHeaders(responseHeaders, nonce);
            // The "temporarily unavailable" page (storage failing): the headers of the thrown answer do
            // not reach a rendered error page, so say here when to come back.
            if (status === 503 && !responseHeaders.has("Retry-After")) responseHeaders.set("Retry-After", "30");
            resolve(new Response(body, { headers: responseHeaders, status }));
          });
          sink.on("error", reject);
          pipe(sink);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(`[render] ${describeError(error)}`);
        },
      },
    );
    timer = setTimeout(abort, streamTimeout + 1000);
  });
}

/** Data requests answer what the document would: personal, never stored by a cache (as the HTML). */
export function handleDataRequest(response: Response) {
  applySecurityHeaders(response.headers);
  if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "private, no-store");
  return response;
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  const requestId = request.headers.get("X-Request-Id") ?? crypto.randomUUID();
  console.error(
    `[error] request ${clip(requestId, 80)} ${request.method} ${clip(new URL(request.url).pathname, 200)}: ${describeError(error)}`,
  );
};
