import type { EmotionCache } from "@emotion/cache";

/**
 * The `<style>` tags a server-rendered document needs, from the render's own Emotion cache: the same markup
 * as `@emotion/server`'s `constructStyleTagsFromChunks(extractCriticalToChunks(html))` (each global style in
 * its own tag, then the class styles the document uses, in one tag), read from the document's bytes.
 *
 * Emotion's extraction takes the document as a string. A panel page is 130–170 kB with Turkish letters in it,
 * so the string is two bytes a character: over V8's 128 kB limit for ordinary objects, it is allocated in the
 * large-object space, straight into the old generation, at about 3 ms a page (a 100 kB one takes 0.05 ms).
 * That was 10–15% of a list page's render time, and old-generation growth that brings major collections
 * sooner. Here the class names are found with `Buffer.indexOf` on the bytes (ASCII, so a byte scan finds
 * exactly what Emotion's `css-([a-zA-Z0-9-_]+)` finds in the string).
 */
export function criticalStyleTags(cache: EmotionCache, html: Uint8Array): string {
  const used = classIdsIn(html, `${cache.key}-`);
  let globals = "";
  const ids: string[] = [];
  let css = "";
  for (const id of Object.keys(cache.inserted)) {
    const style = cache.inserted[id];
    if (typeof style !== "string") continue;
    // Emotion's own rules: a registered class style goes in only if the document uses it; a registered but
    // empty one (the class "css-0" of an element without styles) is written like a global style.
    const registered = cache.registered[`${cache.key}-${id}`];
    if (registered !== undefined && !used.has(id)) continue;
    if (registered) {
      ids.push(id);
      css += style;
    } else {
      globals += styleTag(`${cache.key}-global`, id, style, cache.nonce);
    }
  }
  return globals + styleTag(cache.key, ids.join(" "), css, cache.nonce);
}

function styleTag(key: string, ids: string, css: string, nonce: string | undefined) {
  return `<style data-emotion="${key} ${ids}"${nonce === undefined ? "" : ` nonce="${nonce}"`}>${css}</style>`;
}

/** Every `<prefix><id>` in the bytes, id being [a-zA-Z0-9_-]+. */
export function classIdsIn(html: Uint8Array, prefix: string): Set<string> {
  const bytes = Buffer.from(html.buffer, html.byteOffset, html.byteLength);
  const ids = new Set<string>();
  let at = bytes.indexOf(prefix);
  while (at !== -1) {
    const start = at + prefix.length;
    let end = start;
    while (end < bytes.length && isIdByte(bytes[end]!)) end++;
    if (end > start) ids.add(bytes.toString("latin1", start, end));
    at = bytes.indexOf(prefix, Math.max(end, at + 1));
  }
  return ids;
}

function isIdByte(c: number) {
  return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 45 || c === 95;
}
