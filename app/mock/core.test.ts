import { describe, expect, it } from "vitest";
import { makeRoom } from "./core";

describe("makeRoom", () => {
  const rows = (ids: number[]) => ids.map((id) => ({ id }));

  it("does nothing below the cap", () => {
    const list = rows([3, 1, 2]);
    expect(makeRoom(list, 4)).toEqual([]);
    expect(list).toHaveLength(3);
  });

  it("drops the oldest rows (lowest ids) until one more fits, wherever they sit in the list", () => {
    const list = rows([5, 2, 9, 1, 7]);
    expect(makeRoom(list, 5)).toEqual([{ id: 1 }]);
    expect(list.map((r) => r.id)).toEqual([5, 2, 9, 7]);
    const over = rows([4, 3, 2, 1]);
    expect(makeRoom(over, 2).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(over).toEqual([{ id: 4 }]);
  });

  it("never drops protected rows, and refuses only when nothing else is left", () => {
    const list = rows([1, 2, 3]);
    expect(makeRoom(list, 3, (r) => r.id <= 2)).toEqual([{ id: 3 }]);
    expect(list.map((r) => r.id)).toEqual([1, 2]);
    expect(() => makeRoom(rows([1, 2]), 2, () => true)).toThrow(expect.objectContaining({ status: 409 }));
  });
});
