import { describe, expect, it } from "vitest";
import {
  DEMO_MAX_BYTES,
  FORM_MAX_BYTES,
  MAX_FIELDS,
  UPLOAD_MAX_BYTES,
  acceptsUploads,
  bodyCounter,
  bodyPolicy,
  multipartBoundary,
} from "./body-limits.server";

const FORM = "application/x-www-form-urlencoded";

describe("body policy", () => {
  it("lets forms through with the form cap, and refuses what declares more", () => {
    expect(bodyPolicy("POST", "/login", FORM, "10")).toMatchObject({
      ok: true,
      maxBytes: FORM_MAX_BYTES,
      maxFields: MAX_FIELDS,
      kind: "urlencoded",
    });
    expect(bodyPolicy("POST", "/login", `${FORM}; charset=UTF-8`, undefined)).toMatchObject({
      ok: true,
      kind: "urlencoded",
    });
    expect(bodyPolicy("POST", "/login", FORM, String(FORM_MAX_BYTES + 1))).toMatchObject({ ok: false, status: 413 });
    expect(bodyPolicy("POST", "/login", FORM, "-1")).toMatchObject({ ok: false, status: 413 });
    expect(bodyPolicy("POST", "/login", FORM, "abc")).toMatchObject({ ok: false, status: 413 });
  });

  it("takes multipart only where a screen takes files, with a boundary", () => {
    const multipart = "multipart/form-data; boundary=----x";
    expect(bodyPolicy("POST", "/login", multipart, "10")).toMatchObject({ ok: false, status: 415 });
    for (const path of [
      "/uploads",
      "/tariffs/import",
      "/express-prices/import",
      "/address-book/import",
      "/shipments/import",
      "/banners/new",
      "/banners/12",
      "/banners/12.data",
      "/blogs/new",
      "/pages/blog/edit/3",
      "/apps/account-settings",
      "/apps/account-settings.data",
      "/extensions/file-uploader",
      "/extensions/file-uploader.data",
      "/extensions/import-export",
      "/extensions/import-export.data",
    ]) {
      expect(acceptsUploads(path), path).toBe(true);
      expect(bodyPolicy("POST", path, multipart, undefined), path).toMatchObject({
        ok: true,
        kind: "multipart",
        maxBytes: UPLOAD_MAX_BYTES,
        boundary: "----x",
      });
    }
    for (const path of [
      "/banners",
      "/branches/3",
      "/tariffs",
      "/uploads/x.png",
      "/account",
      "/pages/blog/detail/3",
      "/extensions/editor",
      "/extensions/file-uploader/3",
    ])
      expect(acceptsUploads(path), path).toBe(false);
    expect(bodyPolicy("POST", "/banners/new", "multipart/form-data", "10")).toMatchObject({ ok: false, status: 415 });
    expect(multipartBoundary('multipart/form-data; boundary="a b"')).toBe("a b");
  });

  it("refuses other and missing types on the app's routes, and bounds the demo interface whatever the type", () => {
    for (const type of ["application/json", "text/plain", "", ";;;=", undefined]) {
      expect(bodyPolicy("POST", "/contact", type, "5"), String(type)).toMatchObject({ ok: false, status: 415 });
    }
    expect(bodyPolicy("POST", "/logout", undefined, "0")).toMatchObject({ ok: true, maxBytes: 0 });
    expect(bodyPolicy("POST", "/mock/apps/todo/add-tasks", "application/json", undefined)).toMatchObject({
      ok: true,
      maxBytes: DEMO_MAX_BYTES,
    });
    expect(
      bodyPolicy("POST", "/mock/apps/todo/add-tasks", "application/json", String(DEMO_MAX_BYTES + 1)),
    ).toMatchObject({ ok: false, status: 413 });
    expect(bodyPolicy("GET", "/contact", "text/plain", "5")).toMatchObject({ ok: true });
  });
});

describe("body counter", () => {
  const policy = (
    maxBytes: number,
    maxFields: number,
    kind: "urlencoded" | "multipart" = "urlencoded",
    boundary: string | null = null,
  ) => ({ ok: true, maxBytes, maxFields, kind, boundary }) as const;

  it("stops at the byte cap", () => {
    const counter = bodyCounter(policy(10, 100));
    expect(counter.add(Buffer.from("a=12345"))).toBe(true);
    expect(counter.add(Buffer.from("678"))).toBe(true);
    expect(counter.add(Buffer.from("9"))).toBe(false);
    expect(counter.bytes).toBe(11);
  });

  it("counts urlencoded fields across chunks", () => {
    const counter = bodyCounter(policy(1_000_000, 3));
    expect(counter.add(Buffer.from("a=1&b="))).toBe(true);
    expect(counter.add(Buffer.from("2&c=3"))).toBe(true);
    expect(counter.add(Buffer.from("&d=4"))).toBe(false);
  });

  it("counts multipart parts, also when a delimiter is split between chunks", () => {
    const boundary = "XyZ";
    const part = (name: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nv\r\n`;
    const body = Buffer.from(`${part("a")}${part("b")}${part("c")}--${boundary}--\r\n`);
    const fits = bodyCounter(policy(1_000_000, 3, "multipart", boundary));
    for (let i = 0; i < body.length; i += 5) expect(fits.add(body.subarray(i, i + 5))).toBe(true);
    const over = bodyCounter(policy(1_000_000, 2, "multipart", boundary));
    let ok = true;
    for (let i = 0; i < body.length; i += 2) ok = over.add(body.subarray(i, i + 2)) && ok;
    expect(ok).toBe(false);
  });
});
