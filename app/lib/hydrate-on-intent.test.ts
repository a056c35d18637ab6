import { describe, expect, it } from "vitest";
import { hydrateOnIntent, hydrateOnIntentForVisitors, wantsHydrationOnIntent } from "./hydrate-on-intent";

describe("which documents wait for the visitor's first move", () => {
  it("screens that ask for it, whoever is signed in", () => {
    expect(wantsHydrationOnIntent(hydrateOnIntent)).toBe(true);
    expect(wantsHydrationOnIntent(hydrateOnIntent, true)).toBe(true);
    expect(wantsHydrationOnIntent(undefined)).toBe(false);
    expect(wantsHydrationOnIntent({ hydrate: "now" })).toBe(false);
  });

  it("public screens inside the panel's shell for signed-in users: visitors only", () => {
    expect(wantsHydrationOnIntent(hydrateOnIntentForVisitors, false)).toBe(true);
    expect(wantsHydrationOnIntent(hydrateOnIntentForVisitors, true)).toBe(false);
  });
});
