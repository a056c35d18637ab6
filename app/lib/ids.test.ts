import { describe, expect, it } from "vitest";
import { parseId, requireId } from "./ids";

describe("row ids from URLs", () => {
  it("reads a positive whole number written the plain way", () => {
    expect(parseId("1")).toBe(1);
    expect(parseId("4987")).toBe(4987);
    expect(parseId(String(Number.MAX_SAFE_INTEGER))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("refuses every other spelling, so a row has one address", () => {
    for (const raw of [
      undefined,
      null,
      "",
      "0",
      "-1",
      "012",
      "1e3",
      "1.0",
      "12abc",
      " 12",
      "0x10",
      "9007199254740993",
      "99999999999999999",
    ]) {
      expect(parseId(raw), String(raw)).toBeNull();
    }
  });

  it("answers 404 for a route segment that holds no id", () => {
    expect(requireId("7")).toBe(7);
    let thrown: unknown;
    try {
      requireId("abc");
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
