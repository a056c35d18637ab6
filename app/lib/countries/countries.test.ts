import { afterEach, describe, expect, it, vi } from "vitest";
import { COUNTRIES_KEY, COUNTRY_CODES, countryName, countryOptions } from "./countries";
import { countryNameData } from "./names.server";
import { bundleFor } from "../i18n/resources";
import { COUNTRY_NAMES, COUNTRY_ORDER } from "./names.generated";
import { LANGUAGES } from "../i18n/i18n";

describe("country names", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("has a name for every country in every language, and an order that lists each code once", () => {
    for (const lng of LANGUAGES) {
      const names = COUNTRY_NAMES[lng].split("|");
      expect(names, lng).toHaveLength(COUNTRY_CODES.length);
      expect(
        names.every((name) => name.trim().length > 0),
        lng,
      ).toBe(true);
      const order = COUNTRY_ORDER[lng].match(/../g)!;
      expect([...order].sort(), lng).toEqual([...COUNTRY_CODES].sort());
    }
  });

  it("names countries in the language asked for, and falls back to Turkish for an unknown one", () => {
    expect(countryName("DE", "tr")).toBe("Almanya");
    expect(countryName("DE", "de")).toBe("Deutschland");
    expect(countryName("DE", "fr")).toBe("Allemagne");
    expect(countryName("DE", "xx")).toBe("Almanya");
    expect(countryName("ZZ", "en")).toBe("ZZ");
    expect(countryName(null, "en")).toBe("");
  });

  it("is what the locale bundle carries to the browser", () => {
    expect(countryNameData("de")).toEqual({ names: COUNTRY_NAMES.de, order: COUNTRY_ORDER.de });
    expect(bundleFor("en")[COUNTRIES_KEY]).toEqual({ names: COUNTRY_NAMES.en, order: COUNTRY_ORDER.en });
    expect(Object.keys(bundleFor("en")).length).toBeGreaterThan(5);
  });

  it("does not ask the runtime's CLDR, whose names differ between Node and browsers (hydration)", () => {
    vi.stubGlobal("Intl", {
      ...Intl,
      DisplayNames: class {
        constructor() {
          throw new Error("Intl.DisplayNames must not be used");
        }
      },
    });
    expect(countryName("HK", "pt")).toBe(COUNTRY_NAMES.pt.split("|")[COUNTRY_CODES.indexOf("HK")]);
    expect(countryOptions("pt").length).toBe(COUNTRY_CODES.length);
  });

  it("lists options alphabetically in the language, with the requested ones first", () => {
    const tr = countryOptions("tr", { first: ["TR"] });
    expect(tr[0]).toEqual({ value: "TR", label: "Türkiye" });
    expect(tr.filter((o) => o.value === "TR")).toHaveLength(1);
    const labels = tr.slice(1).map((o) => o.label);
    expect(labels.slice(0, 3)).toEqual([...labels].sort((a, b) => a.localeCompare(b, "tr")).slice(0, 3));
    expect(countryOptions("de").map((o) => o.value)).toEqual(COUNTRY_ORDER.de.match(/../g));
  });
});
