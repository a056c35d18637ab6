import { describe, expect, it } from "vitest";
import { LOG_TEXT_MAX, clip, describeError } from "./error-summary.server";

describe("errors as the log shows them", () => {
  it("clips long texts and says how long they were", () => {
    expect(clip("short")).toBe("short");
    const long = clip("x".repeat(100_000));
    expect(long.length).toBeLessThan(LOG_TEXT_MAX + 40);
    expect(long).toContain("(100000 characters)");
  });

  it("keeps an error's name, clipped message, code and first frames, and nothing else of it", () => {
    let error: Error;
    try {
      new Intl.NumberFormat("en", { style: "currency", currency: "EURO".repeat(25_000) });
      throw new Error("unreachable");
    } catch (e) {
      error = e as Error;
    }
    Object.assign(error, { code: "ERR_X", input: "y".repeat(100_000) });
    const text = describeError(error);
    expect(text).toMatch(/^RangeError: /);
    expect(text).toContain("[ERR_X]");
    expect(text).toContain("characters)");
    expect(text).not.toContain("yyyy");
    expect(text.length).toBeLessThan(3_000);
  });

  it("bounds messages spread over lines, causes, and values that are not errors", () => {
    const inner = new TypeError(`bad ${"z".repeat(50_000)}`);
    const outer = new Error(`line one\n${"    at fake\n".repeat(1000)}`, { cause: inner });
    const text = describeError(outer);
    expect(text.length).toBeLessThan(5_000);
    expect(text).toContain("caused by TypeError: bad");
    expect(describeError({ value: "v".repeat(100_000) }).length).toBeLessThan(LOG_TEXT_MAX + 40);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(describeError(cyclic)).toBe("[object Object]");
    expect(describeError("w".repeat(10_000)).length).toBeLessThan(LOG_TEXT_MAX + 40);
  });
});
