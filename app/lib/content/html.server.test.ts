import { describe, expect, it } from "vitest";
import { htmlToText, sanitizeRichText } from "./html.server";

/** Classic XSS payloads (OWASP filter evasion cheat sheet and friends): none may keep a way to run script. */
const PAYLOADS = [
  `<script>alert(1)</script>`,
  `<SCRIPT SRC=https://xss.example/xss.js></SCRIPT>`,
  `<img src=x onerror=alert(1)>`,
  `<IMG SRC="javascript:alert('XSS');">`,
  `<IMG SRC=JaVaScRiPt:alert('XSS')>`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<a href="javascript:alert(1)">click</a>`,
  `<a href=" JAVASCRIPT:alert(1)">click</a>`,
  `<a href="java\u0000script:alert(1)">click</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<svg onload=alert(1)>`,
  `<svg><script>alert(1)</script></svg>`,
  `<body onload=alert(1)>`,
  `<iframe src="https://evil.example"></iframe>`,
  `<object data="javascript:alert(1)"></object>`,
  `<embed src="javascript:alert(1)">`,
  `<form action="javascript:alert(1)"><button>go</button></form>`,
  `<input onfocus=alert(1) autofocus>`,
  `<details open ontoggle=alert(1)>`,
  `<div style="background:url(javascript:alert(1))">x</div>`,
  `<p style="x:expression(alert(1))">x</p>`,
  `<style>@import 'https://evil.example/x.css';</style>`,
  `<link rel=stylesheet href=https://evil.example/x.css>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(1)">`,
  `<base href="javascript:alert(1)//">`,
  `<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>`,
  `<<script>alert(1);//<</script>`,
  `<scr<script>ipt>alert(1)</scr</script>ipt>`,
  `"><img src=x onerror=alert(1)>`,
  `<a href="#" onclick="alert(1)">x</a>`,
  `<p onmouseover="alert(1)">hover</p>`,
  `<img src="/uploads/a.png" onload="alert(1)">`,
  `<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>`,
  `<!--<img src="--><img src=x onerror=alert(1)//">`,
  `<a href="&#x6A;avascript:alert(1)">x</a>`,
  `<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">`,
  `<template><script>alert(1)</script></template>`,
  `<video><source onerror="alert(1)"></video>`,
];

function dangerous(html: string): string[] {
  const found: string[] = [];
  if (
    /<\s*(script|iframe|object|embed|form|input|style|link|meta|base|svg|math|body|template|video|source|details|noscript)\b/i.test(
      html,
    )
  )
    found.push("tag");
  if (/\son[a-z]+\s*=/i.test(html)) found.push("handler");
  if (/(href|src)\s*=\s*"?\s*(javascript|vbscript|data):/i.test(html)) found.push("url");
  if (/\sstyle\s*=/i.test(html)) found.push("style");
  return found;
}

describe("sanitizeRichText", () => {
  it.each(PAYLOADS)("neutralises %s", (payload) => {
    const clean = sanitizeRichText(`<p>before</p>${payload}<p>after</p>`);
    expect(dangerous(clean)).toEqual([]);
    expect(clean).toContain("<p>before</p>");
  });

  it("keeps the formatting the editor produces", () => {
    const html =
      '<h2>Başlık</h2><p><strong>Kalın</strong> ve <em>italik</em> <a href="https://kargo.test/hizmetler">bağlantı</a></p>' +
      '<ul><li>bir</li></ul><ol><li>iki</li></ol><p><img src="/uploads/0123456789abcdef0123456789abcdef.png" alt="kamyon" /></p>' +
      '<p><a href="mailto:info@kargo.test">posta</a> <a href="/iletisim">iletişim</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it("turns h1 into h2 and strips unsafe link addresses", () => {
    expect(sanitizeRichText('<h1>Büyük</h1><a href="javascript:x">metin</a>')).toBe("<h2>Büyük</h2><a>metin</a>");
  });

  it("refuses protocol-relative addresses", () => {
    expect(sanitizeRichText('<img src="//evil.example/x.png"><a href="//evil.example">x</a>')).toBe("<a>x</a>");
  });
});

describe("htmlToText", () => {
  it("strips tags and collapses spaces", () => {
    expect(htmlToText("<h2>Başlık</h2>\n<p>Bir  <b>iki</b></p>")).toBe("Başlık Bir iki");
  });
});
