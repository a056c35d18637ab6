import sanitizeHtml from "sanitize-html";

/**
 * Rich text as stored: whatever the browser sent, only this allowlist survives. Scripts, styles,
 * event handlers, frames and forms are dropped; links and images keep only http(s), mailto/tel
 * and site-relative addresses, so `javascript:` and `data:` URLs never reach a visitor.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "h2",
    "h3",
    "h4",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "blockquote",
    "hr",
    "code",
    "pre",
  ],
  allowedAttributes: {
    a: ["href", "title"],
    img: ["src", "alt", "title", "width", "height"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // The editor writes <h1> for a big heading in some browsers; the page title is the only h1.
  transformTags: { h1: "h2", div: "p" },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** The text of some HTML, for excerpts and search: no tags, collapsed spaces. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, " ").trim();
}
