import { describe, expect, it } from "vitest";
import { backgroundSave } from "./revalidation";

describe("backgroundSave", () => {
  it("is a successful post that asked for no revalidation, and nothing else", () => {
    expect(backgroundSave(200, false)).toBe(true);
    expect(backgroundSave(undefined, false)).toBe(true);
    // A refused post (4xx) also arrives with defaultShouldRevalidate false: the shell still refreshes.
    expect(backgroundSave(400, false)).toBe(false);
    expect(backgroundSave(200, true)).toBe(false);
  });
});
