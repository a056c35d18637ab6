import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, isCrossSiteWrite, safeRedirect } from "./origins.server";

describe("safeRedirect", () => {
  it.each([
    ["/shipments?page=2", "/shipments?page=2"],
    ["/account#profile", "/account#profile"],
    ["https://evil.test", "/"],
    ["//evil.test", "/"],
    ["/\\evil.test", "/"],
    ["javascript:alert(1)", "/"],
    ["", "/"],
    [null, "/"],
    ["/ok\nSet-Cookie: x", "/"],
    ["/.//evil.test", "/"],
    ["/./\\evil.test", "/"],
    ["/a/..//evil.test", "/"],
    ["/%2F/evil.test", "/%2F/evil.test"],
  ])("%s → %s", (input, expected) => {
    expect(safeRedirect(input as string | null)).toBe(expected);
  });
});

describe("cross-site writes", () => {
  const req = (method: string, headers: Record<string, string>) =>
    new Request("http://app.test/login", { method, headers });
  it("lets same-site and header-less requests through", () => {
    expect(isCrossSiteWrite(req("POST", { Origin: "http://app.test" }))).toBe(false);
    expect(isCrossSiteWrite(req("POST", {}))).toBe(false);
    expect(isCrossSiteWrite(req("POST", { Referer: "http://app.test/login" }))).toBe(false);
    expect(isCrossSiteWrite(req("GET", { Origin: "https://evil.test" }))).toBe(false);
  });
  it("refuses foreign and null origins, and foreign referers", () => {
    expect(isCrossSiteWrite(req("POST", { Origin: "https://evil.test" }))).toBe(true);
    expect(isCrossSiteWrite(req("POST", { Origin: "null" }))).toBe(true);
    expect(isCrossSiteWrite(req("DELETE", { Referer: "https://evil.test/form" }))).toBe(true);
  });
});

describe("content security policy", () => {
  it("lets images come from the configured map tile server, and from no other", () => {
    expect(contentSecurityPolicy("n", true)).not.toContain("tiles.example.com");
    expect(contentSecurityPolicy("n", true, "https://{s}.tiles.example.com/{z}/{x}/{y}.png")).toMatch(
      /img-src [^;]* https:\/\/\*\.tiles\.example\.com(;|$)/,
    );
  });
});
