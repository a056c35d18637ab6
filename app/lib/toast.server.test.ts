import { describe, expect, it } from "vitest";
import { readToast, redirectWithToast } from "./toast.server";

async function toastOf(response: Response) {
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("toast="))!;
  return (await readToast(new Request("http://x/", { headers: { Cookie: cookie.split(";")[0] } }))).toast;
}

describe("redirectWithToast", () => {
  it("answers 303 to the path with a success toast by default, keeping the other headers", async () => {
    const headers = new Headers({ "Retry-After": "5" });
    headers.append("Set-Cookie", "__session=abc; Path=/");
    const response = await redirectWithToast(
      new Request("https://x/account", { method: "POST" }),
      "/offers/7?tab=1",
      { key: "offers:detail.saved", values: { number: "T-1" } },
      headers,
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/offers/7?tab=1");
    expect(response.headers.get("Retry-After")).toBe("5");
    expect(response.headers.getSetCookie()[0]).toBe("__session=abc; Path=/");
    expect(response.headers.getSetCookie()[1]).toMatch(/; Secure/);
    expect(await toastOf(response)).toMatchObject({
      type: "success",
      key: "offers:detail.saved",
      values: { number: "T-1" },
    });
  });

  it("keeps a given toast type, and never leaves the site", async () => {
    const response = await redirectWithToast(new Request("http://x/logout", { method: "POST" }), "//evil.test/x", {
      type: "info",
      key: "common:messages.loggedOut",
    });
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.getSetCookie()[0]).not.toMatch(/; Secure/);
    expect(await toastOf(response)).toMatchObject({ type: "info", key: "common:messages.loggedOut" });
  });
});
