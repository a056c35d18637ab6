// The inline script that puts a document back where the visitor left it (reload, back, forward), before the
// first paint. React Router's <ScrollRestoration> renders the same logic, with one cost this one skips: it reads
// sessionStorage on every document load, and a renderer's first sessionStorage read is a synchronous round trip
// to the browser process (1-16 ms measured in the headless Chromium, on the critical path of the first paint).
// A document opened by a fresh navigation has no history key yet; the key it gets is new, so no position can be
// stored under it, and the read is skipped. Client-side navigations are React Router's own
// (UNSAFE_useScrollRestoration saves and restores them, given the same storage key).

/** Where scroll positions are kept: the hook writes under it, the script reads it (React Router's default name). */
export const SCROLL_STORAGE_KEY = "react-router-scroll-positions";

/**
 * The script's source: a history entry without a key gets one (as React Router's own script does) and keeps
 * the top of the page; an entry with a key scrolls to the position stored under it, if any. A damaged store
 * is removed, as React Router does.
 */
export const restoreScrollScript =
  `(function(k){var h=window.history,s=h.state;` +
  `if(!s||!s.key){h.replaceState({key:Math.random().toString(32).slice(2)},"");return}` +
  `try{var y=JSON.parse(sessionStorage.getItem(k)||"{}")[s.key];if(typeof y==="number")window.scrollTo(0,y)}` +
  `catch(e){console.error(e);sessionStorage.removeItem(k)}})(${JSON.stringify(SCROLL_STORAGE_KEY)})`;
