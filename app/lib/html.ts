/**
 * Markup as a string, for the few places where React's server render of many small elements is the
 * cost (a list page's rows: some 750 elements). Text goes in escaped; only `Html` values, made by the
 * `html` tag below, go in as they are, so markup cannot come from data by mistake.
 *
 * A list's rows are rendered into their `<tbody>` with `dangerouslySetInnerHTML` (DataList.tsx), the same
 * string on the server and in the browser, so hydration keeps the server's DOM.
 */
export class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" };
const SPECIAL = /[&<>"']/;

/** Text (or an attribute's value) made safe to put in markup. */
export function escapeHtml(text: string): string {
  // Most cell texts have nothing to escape: skip the replace (and its callback) for them.
  return SPECIAL.test(text) ? text.replace(/[&<>"']/g, (c) => ESCAPES[c]) : text;
}

/** What can go into `html`: text and numbers (escaped), markup, lists of them, and nothing (null, undefined, false). */
export type HtmlPart = Html | string | number | null | undefined | false | readonly HtmlPart[];

function part(value: HtmlPart): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof Html) return value.value;
  if (typeof value === "number") return String(value);
  if (typeof value === "string") return escapeHtml(value);
  let out = "";
  for (const item of value) out += part(item);
  return out;
}

/** A tagged template: html`<span class="x">${text}</span>` escapes `text`; an `Html` value goes in as it is. */
export function html(strings: TemplateStringsArray, ...values: HtmlPart[]): Html {
  let out = strings[0];
  for (let i = 0; i < values.length; i++) out += part(values[i]) + strings[i + 1];
  return new Html(out);
}

/** Markup written elsewhere (a known-safe constant, an icon's path) taken as it is. */
export const rawHtml = (markup: string) => new Html(markup);
