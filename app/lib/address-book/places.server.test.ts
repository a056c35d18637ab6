import { describe, expect, it } from "vitest";
import { placeOptionsFor } from "./places.server";

describe("placeOptionsFor", () => {
  it("finds a province's districts from a typed city", () => {
    const options = placeOptionsFor("TR", "istanbul", undefined);
    expect(options.city).toBe("İstanbul");
    expect(options.districts?.length).toBeGreaterThan(10);
  });

  it("ignores repeated fields (arrays) and other non-strings of a refused form's payload", () => {
    const options = placeOptionsFor("TR", ["İstanbul", "Ankara"], ["Kadıköy", "Moda"]);
    expect(options.city).toBeNull();
    expect(options.districts).toBeNull();
    expect(options.cities.length).toBeGreaterThan(80);
    expect(placeOptionsFor(["TR", "DE"], "istanbul", { county: "Kadıköy" }).city).toBe("İstanbul");
  });
});
