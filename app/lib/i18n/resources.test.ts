import { describe, expect, it } from "vitest";
import { COUNTRIES_KEY } from "../countries/countries";
import { localePartOf, localesUrl } from "./i18n";
import { bundleFor, namespaces } from "./resources";

describe("the browser's translation parts", () => {
  it("sends every namespace in exactly one part, the demo's screens apart from the rest", () => {
    const core = Object.keys(bundleFor("tr", "core")).filter((key) => key !== COUNTRIES_KEY);
    const demo = Object.keys(bundleFor("tr", "demo"));
    expect([...core, ...demo].sort()).toEqual(namespaces);
    expect(core.every((ns) => localePartOf(ns) === "core")).toBe(true);
    expect(demo.every((ns) => ns.startsWith("demo-"))).toBe(true);
    // The menu's own labels for the demo section are needed on every admin page.
    expect(core).toContain("demo");
    expect(core).toContain("common");
  });

  it("keeps the country names with the core part only", () => {
    expect(bundleFor("de", "core")[COUNTRIES_KEY]).toBeDefined();
    expect(bundleFor("de", "demo")).not.toHaveProperty(COUNTRIES_KEY);
  });

  it("names the part in the address only when it is not the core", () => {
    expect(localesUrl("fr", "abc")).toBe("/resources/locales/fr?v=abc");
    expect(localesUrl("fr", "abc", "demo")).toBe("/resources/locales/fr?v=abc&part=demo");
  });
});
