import { describe, expect, it } from "vitest";
import { textValue } from "./form-values";

describe("textValue", () => {
  it("keeps text and takes the first text of a repeated field", () => {
    expect(textValue("İstanbul")).toBe("İstanbul");
    expect(textValue(["999", "Berlin"])).toBe("999");
    expect(textValue([{ a: 1 }, "Berlin"])).toBe("Berlin");
  });

  it("answers empty text for anything else, so string methods never throw", () => {
    for (const v of [undefined, null, 12, { city: "x" }, [], [1, 2]]) expect(textValue(v)).toBe("");
    expect(() => textValue(["a", "b"]).normalize("NFC")).not.toThrow();
  });
});
