import { OPEN_SEARCH_ATTRIBUTE } from "./boot-intent";

/**
 * Let the browser paint a document before any of its JavaScript runs.
 *
 * React Router's `<Scripts>` writes ~45 `<link rel="modulepreload">` into the head and an inline
 * `<script type="module">` that imports the route modules and the client entry. The browser fetches that
 * whole graph at high priority and evaluates it before its first paint (on a fast desktop the login page
 * reached DOMContentLoaded at ≈ 100 ms and painted at ≈ 840 ms), and a phone waits for the scripts to see a
 * page that the server had already rendered completely.
 *
 * This rewrites the rendered document (bytes, no re-rendering):
 * - the module preloads leave the head;
 * - the inline module script becomes inert (`type="text/x-boot-module"`: the browser neither fetches nor
 *   runs it), and React's hydration does not mind: in production it does not compare a script's
 *   attributes or text, and the element stays where React expects it;
 * - a small classic script in the head (`BOOT`) waits for the document to be parsed and for the first
 *   frame, then adds the preloads back and runs the module script's own text as a module. It starts them
 *   in the frame's animation callback: the frame is painted right after it, while the modules are still on
 *   their way (they arrive and run in later tasks). Added before the document's load event (the usual
 *   case: the fonts are still loading), they delay it as the parser's scripts did.
 *   A hidden tab (no frames) boots at once. Screens that work without JavaScript can wait for the
 *   visitor's first move instead (app/lib/hydrate-on-intent.ts). It listens once the document is
 *   parsed: a browser may send a move while it lays out the page under a resting pointer, and booting before
 *   the parser reached the module script would find nothing and never try again. A move at 0,0 is no intent:
 *   a browser without a pointer (the headless shell that Lighthouse, crawlers and the tests run) sends one as
 *   it lays out the page, before or after the document is parsed; a person's pointer resting on the window's
 *   very first pixel moves off it, and any other move, key, touch, scroll or click boots as before.
 *   A modifier key alone waits for the key it modifies. When that first key is the search shortcut on a page with the navbar search, the browser's own use of it is
 *   prevented and `<html>` is marked (app/lib/boot-intent.ts) so the search opens once React runs.
 *   Nothing else changes: hydration, the data in
 *   `window.__reactRouterContext` and every later navigation work as before.
 *
 * Anything unexpected (another React Router version writing its tags differently, an error page without
 * scripts) leaves the document untouched, so the worst case is the previous behaviour.
 */

const PRELOAD_START = Buffer.from('<link rel="modulepreload"');
const TAG_END = Buffer.from(">");
const HEAD_END = Buffer.from("</head>");
const INERT_TYPE = "text/x-boot-module";

/**
 * The classic script that starts the module graph (ES2017, no dependencies). `intent` false: at the first
 * frame. `intent` true (app/lib/hydrate-on-intent.ts): on the first sign that the visitor uses the page.
 */
const BOOT = `(function(preloads,intent){var done=false;var events=["pointermove","pointerdown","touchstart","keydown","wheel","scroll","click"];function go(e){if(e&&e.type==="keydown"){if(/^(Control|Meta|Shift|Alt)$/.test(e.key))return;searchKey(e)}if(done||e&&e.type==="pointermove"&&e.clientX===0&&e.clientY===0)return;done=true;for(var i=0;i<events.length;i++)removeEventListener(events[i],go,true);var m=document.querySelector('script[type="${INERT_TYPE}"]');if(!m)return;var h=document.head;for(var j=0;j<preloads.length;j++){var l=document.createElement("link");l.rel="modulepreload";l.href=preloads[j];h.appendChild(l)}var s=document.createElement("script");s.type="module";s.nonce=m.nonce;s.textContent=m.textContent;h.appendChild(s)}function searchKey(e){var t=e.target;var typing=t&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));if(!((e.ctrlKey||e.metaKey)&&(e.key==="k"||e.key==="K")||e.key==="/"&&!e.ctrlKey&&!e.metaKey&&!e.altKey&&!typing))return;if(!document.querySelector('form[role="search"][action="/search"]'))return;e.preventDefault();document.documentElement.setAttribute("${OPEN_SEARCH_ATTRIBUTE}","")}function afterPaint(){if(document.visibilityState==="hidden"||typeof requestAnimationFrame!=="function"){setTimeout(go,0);return}requestAnimationFrame(go);document.addEventListener("visibilitychange",function(){if(document.visibilityState==="hidden")go()})}function listen(){for(var k=0;k<events.length;k++)addEventListener(events[k],go,{capture:true,passive:events[k]!=="keydown"})}var start=intent?listen:afterPaint;if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",start);else start()})`;

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&lt;": "<",
  "&gt;": ">",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
};

/** React escapes `& < > " '` in attribute values. */
function unescapeAttribute(value: string) {
  return value.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity]);
}

export interface DeferredBoot {
  /** The document without module preloads and with its module script made inert. */
  html: Buffer<ArrayBuffer>;
  /** The `<script>` to put into the head, or "" when the document was left as it was. */
  bootScript: string;
}

/** Rewrites a rendered document so that its modules load after the first paint (see the module comment). */
export function deferModuleBoot(rendered: Buffer<ArrayBuffer>, nonce: string, { onIntent = false } = {}): DeferredBoot {
  const unchanged = { html: rendered, bootScript: "" };
  const moduleTag = Buffer.from(`<script nonce="${nonce}" type="module" async="">`);
  const scriptAt = rendered.indexOf(moduleTag);
  const headEnd = rendered.indexOf(HEAD_END);
  if (scriptAt === -1 || headEnd === -1 || scriptAt < headEnd) return unchanged;

  const parts: Array<Buffer<ArrayBuffer>> = [];
  const preloads: string[] = [];
  let from = 0;
  let at = rendered.indexOf(PRELOAD_START);
  while (at !== -1 && at < headEnd) {
    const end = rendered.indexOf(TAG_END, at);
    if (end === -1) return unchanged;
    const tag = rendered.toString("utf8", at, end + 1);
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (!href || !href.startsWith("/")) return unchanged;
    preloads.push(unescapeAttribute(href));
    parts.push(rendered.subarray(from, at));
    from = end + 1;
    at = rendered.indexOf(PRELOAD_START, from);
  }
  parts.push(rendered.subarray(from, scriptAt));
  parts.push(Buffer.from(`<script nonce="${nonce}" type="${INERT_TYPE}">`));
  parts.push(rendered.subarray(scriptAt + moduleTag.length));

  // The list is JSON inside a script: "<" is escaped so no href can close the element.
  const list = JSON.stringify(preloads).replace(/</g, "\\u003c");
  return { html: Buffer.concat(parts), bootScript: `<script nonce="${nonce}">${BOOT}(${list},${onIntent})</script>` };
}
