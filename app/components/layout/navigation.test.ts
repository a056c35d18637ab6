import { describe, expect, it } from "vitest";
import { isActivePath } from "./navigation";

describe("isActivePath (NavLink's rule for the side menu)", () => {
  it("an item is active on its own path", () => {
    expect(isActivePath("/freight", "/freight", false)).toBe(true);
    expect(isActivePath("/", "/", true)).toBe(true);
  });

  it("and on the paths below it, unless it is an `end` item", () => {
    expect(isActivePath("/freight/12", "/freight", false)).toBe(true);
    expect(isActivePath("/shipments/new", "/shipments", true)).toBe(false);
    expect(isActivePath("/shipments", "/shipments", true)).toBe(true);
  });

  it("a path that only starts with the same letters is another screen", () => {
    expect(isActivePath("/freights", "/freight", false)).toBe(false);
    expect(isActivePath("/offers-archive", "/offers", false)).toBe(false);
  });

  it("home is active on home only", () => {
    expect(isActivePath("/shipments", "/", true)).toBe(false);
    expect(isActivePath("/shipments", "/", false)).toBe(false);
  });

  it("a trailing slash on the item's path changes nothing", () => {
    expect(isActivePath("/freight/3", "/freight/", false)).toBe(true);
    expect(isActivePath("/freight", "/freight/", false)).toBe(false);
  });
});
