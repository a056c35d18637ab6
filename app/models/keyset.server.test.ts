import { describe, expect, it } from "vitest";
import { keysetPages } from "./keyset.server";

describe("keysetPages", () => {
  it("asks for the rows after the previous page's last row until a short page", async () => {
    const data = Array.from({ length: 25 }, (_, i) => i + 1);
    const asked: Array<number | null> = [];
    const pages: number[][] = [];
    for await (const page of keysetPages<number>(async (after, limit) => {
      asked.push(after);
      return data.filter((n) => after === null || n > after).slice(0, limit);
    }, 10))
      pages.push(page);
    expect(pages.map((p) => p.length)).toEqual([10, 10, 5]);
    expect(asked).toEqual([null, 10, 20]);
  });

  it("asks once more after a full last page and yields nothing empty", async () => {
    const pages: number[][] = [];
    for await (const page of keysetPages<number>(async (after) => (after === null ? [1, 2] : []), 2)) pages.push(page);
    expect(pages).toEqual([[1, 2]]);
  });
});
