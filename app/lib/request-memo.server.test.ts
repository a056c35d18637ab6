import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { perRequest } from "./request-memo.server";

describe("perRequest", () => {
  it("loads a key once per request and gives every caller the same answer", async () => {
    const context = new RouterContextProvider();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const [a, b] = await Promise.all([perRequest(context, "k", load), perRequest(context, "k", load)]);
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(await perRequest(context, "k", load)).toBe(a);
  });

  it("keeps keys apart, and requests apart", async () => {
    const one = new RouterContextProvider();
    const two = new RouterContextProvider();
    expect(await perRequest(one, "a", async () => "a1")).toBe("a1");
    expect(await perRequest(one, "b", async () => "b1")).toBe("b1");
    expect(await perRequest(two, "a", async () => "a2")).toBe("a2");
    expect(await perRequest(one, "a", async () => "again")).toBe("a1");
  });

  it("fails every caller of the request alike when the load fails", async () => {
    const context = new RouterContextProvider();
    let loads = 0;
    const load = () => {
      loads++;
      return Promise.reject(new Error("storage down"));
    };
    await expect(perRequest(context, "k", load)).rejects.toThrow("storage down");
    await expect(perRequest(context, "k", load)).rejects.toThrow("storage down");
    expect(loads).toBe(1);
  });
});
