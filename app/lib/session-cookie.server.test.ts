import { createCookie } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { rememberingSessionCookie } from "./auth/auth.server";

const SECRET = "unit-secret-unit-secret-unit-secret-0123456789";

describe("rememberingSessionCookie", () => {
  it("checks a value's signature once, then answers from memory with a copy", async () => {
    const inner = createCookie("__session", { secrets: [SECRET], path: "/" });
    const parse = vi.spyOn(inner, "parse");
    const cookie = rememberingSessionCookie(inner);
    const header = `lng=tr; ${(await cookie.serialize({ access: "a1", refresh: "r1" })).split(";")[0]}; skin=dark`;

    const first = await cookie.parse(header);
    expect(first).toEqual({ access: "a1", refresh: "r1" });
    first.access = "changed";
    const second = await cookie.parse(header.replace("skin=dark", "skin=light"));
    expect(second).toEqual({ access: "a1", refresh: "r1" });
    expect(parse).toHaveBeenCalledTimes(1);
    expect(cookie.name).toBe("__session");
    expect(cookie.isSigned).toBe(true);
  });

  it("never remembers a value that fails the check: a forged or altered cookie is checked every time", async () => {
    const inner = createCookie("__session", { secrets: [SECRET], path: "/" });
    const parse = vi.spyOn(inner, "parse");
    const cookie = rememberingSessionCookie(inner);
    const good = (await cookie.serialize({ access: "a1" })).split(";")[0];
    const forged = (
      await createCookie("__session", { secrets: ["another-secret-another-secret-0123456789"] }).serialize({
        access: "admin",
      })
    ).split(";")[0];
    const altered = good.replace(/.(?=\.)/, (c) => (c === "A" ? "B" : "A"));
    for (const header of [forged, forged, altered, altered]) expect(await cookie.parse(header)).toBeNull();
    expect(parse).toHaveBeenCalledTimes(4);
    // No cookie of that name: nothing to remember either.
    expect(await cookie.parse("lng=tr")).toBeNull();
    expect(await cookie.parse(null)).toBeNull();
  });
});
