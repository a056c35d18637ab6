import { describe, expect, it } from "vitest";
import { listHref, listParamsSchema, parseListParams, requirePageInRange } from "./params";

const schema = listParamsSchema({ sortable: ["created", "name"], defaultSort: "created" });

describe("list parameters", () => {
  it("reads the URL and falls back to defaults on bad values", () => {
    expect(parseListParams(new URL("http://x/list?q=%20ab%20&page=3&perPage=50&sort=name&dir=asc"), schema)).toEqual({
      q: "ab",
      page: 3,
      perPage: 50,
      sort: "name",
      dir: "asc",
    });
    expect(parseListParams(new URL("http://x/list?page=-2&perPage=7&sort=password&dir=up"), schema)).toEqual({
      q: "",
      page: 1,
      perPage: 25,
      sort: "created",
      dir: "desc",
    });
  });

  it("builds links that keep the other parameters and reset the page", () => {
    const current = new URLSearchParams("q=ab&page=4&status=open");
    expect(listHref(current, { sort: "name" })).toBe("?q=ab&status=open&sort=name");
    expect(listHref(current, { page: 5 })).toBe("?q=ab&page=5&status=open");
    expect(listHref(current, { q: null, page: 1 })).toBe("?status=open");
  });
});

describe("requirePageInRange", () => {
  it("lets every page of the list through, and page 1 of an empty list", () => {
    expect(() => requirePageInRange({ page: 3, perPage: 10 }, 21)).not.toThrow();
    expect(() => requirePageInRange({ page: 1, perPage: 10 }, 0)).not.toThrow();
  });

  it("answers 404 for a page past the last one", () => {
    expect(() => requirePageInRange({ page: 4, perPage: 10 }, 21)).toThrow(
      expect.objectContaining({ init: { status: 404 } }),
    );
    expect(() => requirePageInRange({ page: 2, perPage: 25 }, 25)).toThrow(
      expect.objectContaining({ init: { status: 404 } }),
    );
  });
});
