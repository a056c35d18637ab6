import type { EntryContext, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

// The document's router is replaced by a small page: what is tested here is the render around it.
vi.mock("react-router", async (importOriginal) => ({
  ...(await importOriginal<typeof import("react-router")>()),
  ServerRouter: () => (
    <html lang="tr">
      <head>
        <title>t</title>
      </head>
      <body>
        <p>Kargo</p>
      </body>
    </html>
  ),
}));

const { default: handleRequest, streamTimeout } = await import("./entry.server");

const context = { staticHandlerContext: { matches: [], errors: null }, routeModules: {} } as unknown as EntryContext;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the document render", () => {
  it("answers the page and clears its render deadline: a pending timer would keep the finished render on the heap", async () => {
    const set = vi.spyOn(globalThis, "setTimeout");
    const clear = vi.spyOn(globalThis, "clearTimeout");
    const response = await handleRequest(new Request("http://localhost/"), 200, new Headers(), context, {} as RouterContextProvider);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<p>Kargo</p>");
    const deadline = set.mock.calls.findIndex(([, ms]) => ms === streamTimeout + 1000);
    expect(deadline).toBeGreaterThanOrEqual(0);
    expect(clear).toHaveBeenCalledWith(set.mock.results[deadline].value);
  });
});
