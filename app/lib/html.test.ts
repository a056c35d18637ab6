import { describe, expect, it } from "vitest";
import { Html, escapeHtml, html, rawHtml } from "./html";

describe("html", () => {
  it("escapes text and attribute values, and leaves markup made by the tag as it is", () => {
    const name = `<img src=x onerror="alert('1')"> & co`;
    const inner = html`<b>${name}</b>`;
    expect(inner).toBeInstanceOf(Html);
    expect(html`<span title="${name}">${inner}</span>`.value).toBe(
      `<span title="&lt;img src=x onerror=&quot;alert(&#x27;1&#x27;)&quot;&gt; &amp; co"><b>&lt;img src=x onerror=&quot;alert(&#x27;1&#x27;)&quot;&gt; &amp; co</b></span>`,
    );
  });

  it("takes numbers, lists, and nothing for null, undefined and false", () => {
    expect(html`${1.5}|${[html`<i>a</i>`, "<b>", [2, null]]}|${null}${undefined}${false}|`.value).toBe("1.5|<i>a</i>&lt;b&gt;2||");
  });

  it("does not take a plain string as markup: only rawHtml does", () => {
    expect(html`${"<br>"}`.value).toBe("&lt;br&gt;");
    expect(html`${rawHtml("<br>")}`.value).toBe("<br>");
    expect(escapeHtml("plain text")).toBe("plain text");
  });
});
