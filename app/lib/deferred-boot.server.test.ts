import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { OPEN_SEARCH_ATTRIBUTE } from "./boot-intent";
import { deferModuleBoot } from "./deferred-boot.server";

const NONCE = "abc+/=";
const MODULE_TEXT =
  'import "/assets/manifest-1.js";import * as route0 from "/assets/root-1.js";import("/assets/entry.client-1.js");';

function documentWith({ preloads = ["/assets/a-1.js", "/assets/b-1.js?x=1&amp;y=2"], module = true } = {}) {
  const links = preloads.map((href) => `<link rel="modulepreload" href="${href}" nonce="${NONCE}"/>`).join("");
  return Buffer.from(
    `<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/><link rel="icon" href="/favicon.svg"/>${links}<title>Giriş</title></head>` +
      `<body><main>İçerik</main><script nonce="${NONCE}">window.__reactRouterContext = {};</script>` +
      (module ? `<script nonce="${NONCE}" type="module" async="">${MODULE_TEXT}</script>` : "") +
      `</body></html>`,
  );
}

function runBoot(bootScript: string, { searchForm = false } = {}) {
  const code = bootScript.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "");
  const appended: Array<Record<string, string>> = [];
  const timers: Array<() => void> = [];
  const frames: Array<() => void> = [];
  const listeners: Record<string, () => void> = {};
  let parsed = false;
  const windowListeners = new Map<string, (event?: unknown) => void>();
  const inert = { nonce: NONCE, textContent: MODULE_TEXT };
  const document = {
    get readyState() {
      return parsed ? "interactive" : "loading";
    },
    visibilityState: "visible",
    head: { appendChild: (el: Record<string, string>) => appended.push(el) },
    createElement: (tag: string) => ({ tag }),
    // The inert module script is the body's last element: there once the document is parsed.
    querySelector: (selector: string) =>
      parsed && selector === 'script[type="text/x-boot-module"]'
        ? inert
        : searchForm && selector === 'form[role="search"][action="/search"]'
          ? {}
          : null,
    documentElement: {
      attributes: {} as Record<string, string>,
      setAttribute(name: string, value: string) {
        this.attributes[name] = value;
      },
    },
    addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
  };
  vm.runInNewContext(code, {
    document,
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void) => timers.push(fn),
    addEventListener: (type: string, fn: (event?: unknown) => void) => windowListeners.set(type, fn),
    removeEventListener: (type: string, fn: (event?: unknown) => void) =>
      windowListeners.get(type) === fn && windowListeners.delete(type),
  });
  /** The parser reaches the end of the document, and the browser fires DOMContentLoaded. */
  const finishParsing = () => {
    parsed = true;
    listeners.DOMContentLoaded?.();
  };
  return {
    appended,
    timers,
    frames,
    listeners,
    windowListeners,
    finishParsing,
    html: document.documentElement.attributes,
  };
}

describe("deferModuleBoot", () => {
  it("takes the module preloads out of the head and makes the module script inert, keeping its text", () => {
    const { html, bootScript } = deferModuleBoot(documentWith(), NONCE);
    const text = html.toString("utf8");
    expect(text).not.toContain("modulepreload");
    expect(text).not.toContain('type="module"');
    expect(text).toContain(`<script nonce="${NONCE}" type="text/x-boot-module">${MODULE_TEXT}</script>`);
    // Everything else is where it was.
    expect(text).toContain('<link rel="icon" href="/favicon.svg"/><title>Giriş</title></head>');
    expect(text).toContain("<main>İçerik</main>");
    expect(bootScript.startsWith(`<script nonce="${NONCE}">`)).toBe(true);
    expect(bootScript).toContain('["/assets/a-1.js","/assets/b-1.js?x=1&y=2"]');
  });

  it("leaves a document without a module script (or of an unknown shape) as it was", () => {
    const plain = documentWith({ module: false });
    expect(deferModuleBoot(plain, NONCE)).toEqual({ html: plain, bootScript: "" });
    const otherNonce = documentWith();
    expect(deferModuleBoot(otherNonce, "another").bootScript).toBe("");
  });

  it("never lets a preload address close the boot script (React writes it escaped; the list is escaped again)", () => {
    const { bootScript } = deferModuleBoot(
      documentWith({ preloads: ["/assets/x.js?&lt;/script&gt;&lt;script&gt;alert(1)//"] }),
      NONCE,
    );
    expect(bootScript.match(/<\/script>/g)).toHaveLength(1);
    expect(bootScript).toContain("\\u003c/script>");
  });

  it("boots at the first frame: adds the preloads back and runs the module text as a module", () => {
    const { appended, timers, frames, listeners, finishParsing } = runBoot(
      deferModuleBoot(documentWith(), NONCE).bootScript,
    );
    expect(appended).toHaveLength(0);
    finishParsing();
    expect(appended).toHaveLength(0); // waits for a frame
    expect(timers).toHaveLength(0);
    frames.shift()!();
    expect(appended.map((el) => el.tag)).toEqual(["link", "link", "script"]);
    expect(appended[0]).toMatchObject({ rel: "modulepreload", href: "/assets/a-1.js" });
    expect(appended[2]).toMatchObject({ type: "module", nonce: NONCE, textContent: MODULE_TEXT });
    listeners.visibilitychange?.();
    expect(appended).toHaveLength(3); // once only
  });

  it("on intent: waits for the visitor's first move, whichever it is, and boots once", () => {
    const { appended, timers, frames, windowListeners, finishParsing } = runBoot(
      deferModuleBoot(documentWith(), NONCE, { onIntent: true }).bootScript,
    );
    finishParsing();
    expect([...windowListeners.keys()].sort()).toEqual([
      "click",
      "keydown",
      "pointerdown",
      "pointermove",
      "scroll",
      "touchstart",
      "wheel",
    ]);
    expect(frames).toHaveLength(0);
    expect(timers).toHaveLength(0);
    expect(appended).toHaveLength(0);
    windowListeners.get("touchstart")!({ type: "touchstart" });
    expect(appended.map((el) => el.tag)).toEqual(["link", "link", "script"]);
    expect(windowListeners.size).toBe(0);
  });

  it("on intent: listens once the document is parsed, so a move during parsing cannot boot it too early (and never again)", () => {
    const { appended, windowListeners, finishParsing } = runBoot(
      deferModuleBoot(documentWith(), NONCE, { onIntent: true }).bootScript,
    );
    // While the parser has not reached the module script, nothing listens: the browser's own move under a resting
    // pointer, as it lays out the page, finds no one.
    expect(windowListeners.size).toBe(0);
    finishParsing();
    expect(appended).toHaveLength(0);
    windowListeners.get("pointermove")!({ type: "pointermove", clientX: 12, clientY: 0 });
    expect(appended.map((el) => el.tag)).toEqual(["link", "link", "script"]);
    expect(windowListeners.size).toBe(0);
  });

  it("on intent: a move at 0,0 is the browser laying out a page without a pointer, not a visitor (the headless shell's)", () => {
    const { appended, windowListeners, finishParsing } = runBoot(
      deferModuleBoot(documentWith(), NONCE, { onIntent: true }).bootScript,
    );
    finishParsing();
    windowListeners.get("pointermove")!({ type: "pointermove", clientX: 0, clientY: 0 });
    expect(appended).toHaveLength(0);
    expect(windowListeners.size).toBe(7); // still listening
    // A key at 0,0 has no position: it is a visitor's.
    windowListeners.get("keydown")!({ type: "keydown" });
    expect(appended.map((el) => el.tag)).toEqual(["link", "link", "script"]);
    expect(windowListeners.size).toBe(0);
  });

  it("on intent: the first real move after a 0,0 move boots", () => {
    const { appended, windowListeners, finishParsing } = runBoot(
      deferModuleBoot(documentWith(), NONCE, { onIntent: true }).bootScript,
    );
    finishParsing();
    windowListeners.get("pointermove")!({ type: "pointermove", clientX: 0, clientY: 0 });
    windowListeners.get("pointermove")!({ type: "pointermove", clientX: 20, clientY: 20 });
    expect(appended.map((el) => el.tag)).toEqual(["link", "link", "script"]);
  });

  it("on intent: a first Ctrl+K, ⌘K or / on a page with the navbar search boots and marks the page to open the search", () => {
    for (const key of [
      { ctrlKey: true, key: "k" },
      { metaKey: true, key: "K" },
      { key: "/", target: { tagName: "BODY" } },
    ]) {
      const { appended, windowListeners, finishParsing, html } = runBoot(
        deferModuleBoot(documentWith(), NONCE, { onIntent: true }).bootScript,
        { searchForm: true },
      );
      finishParsing();
      let prevented = false;
      // The modifier goes down first, alone: it waits for the key it modifies.
      if (key.ctrlKey || key.metaKey)
        windowListeners.get("keydown")!({
          type: "keydown",
          key: key.ctrlKey ? "Control" : "Meta",
          ctrlKey: key.ctrlKey,
          metaKey: key.metaKey,
        });
      expect(appended).toHaveLength(0);
      windowListeners.get("keydown")!({ type: "keydown", ...key, preventDefault: () => (prevented = true) });
      expect(prevented).toBe(true);
      expect(html).toEqual({ [OPEN_SEARCH_ATTRIBUTE]: "" });
      expect(appended.map((el) => el.tag)).toEqual(["link", "link", "script"]);
    }
  });

  it("on intent: other keys, / typed into a field, and pages without the navbar search only boot", () => {
    const cases = [
      { searchForm: true, event: { key: "a" } },
      { searchForm: true, event: { key: "/", target: { tagName: "INPUT" } } },
      { searchForm: false, event: { ctrlKey: true, key: "k" } },
    ];
    for (const { searchForm, event } of cases) {
      const { appended, windowListeners, finishParsing, html } = runBoot(
        deferModuleBoot(documentWith(), NONCE, { onIntent: true }).bootScript,
        { searchForm },
      );
      finishParsing();
      let prevented = false;
      windowListeners.get("keydown")!({ type: "keydown", ...event, preventDefault: () => (prevented = true) });
      expect(prevented).toBe(false);
      expect(html).toEqual({});
      expect(appended).toHaveLength(3);
    }
  });
});
