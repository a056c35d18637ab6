import { describe, expect, it } from "vitest";
import { ownEntry } from "./lookup";

describe("ownEntry", () => {
  const table: Record<string, () => string> = { move: () => "moved" };

  it("finds the table's own keys", () => {
    expect(ownEntry(table, "move")?.()).toBe("moved");
  });

  it("never answers a member of Object.prototype, nor anything for a missing table or a non-string key", () => {
    for (const key of [
      "__proto__",
      "constructor",
      "toString",
      "hasOwnProperty",
      "valueOf",
      "isPrototypeOf",
      "propertyIsEnumerable",
      "toLocaleString",
      "__defineGetter__",
      "prototype",
    ]) {
      expect(ownEntry(table, key), key).toBeUndefined();
    }
    expect(ownEntry(undefined, "move")).toBeUndefined();
    expect(ownEntry(table, ["move"])).toBeUndefined();
    expect(ownEntry(table, null)).toBeUndefined();
  });
});
