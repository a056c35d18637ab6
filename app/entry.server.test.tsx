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

const { default: handleRequest, handleError, streamTimeout } = await import("./entry.server");

const context = { staticHandlerContext: { matches: [], errors: null }, routeModules: {} } as unknown as EntryContext;

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the document render", () => {
  it("answers the page and clears its render deadline: a pending timer would keep the finished render on the heap", async () => {
    const set = vi.spyOn(globalThis, "setTimeout");
    const clear = vi.spyOn(globalThis, "clearTimeout");
    const response = await handleRequest(
      new Request("http://localhost/"),
      200,
      new Headers(),
      context,
      {} as RouterContextProvider,
    );
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<p>Kargo</p>");
    const deadline = set.mock.calls.findIndex(([, ms]) => ms === streamTimeout + 1000);
    expect(deadline).toBeGreaterThanOrEqual(0);
    expect(clear).toHaveBeenCalledWith(set.mock.results[deadline].value);
  });
});

describe("handleError", () => {
  it("logs a bounded summary of a failure whose message holds a posted value", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" ")));
    const request = new Request("http://localhost/shipments/new?step=cargo", {
      method: "POST",
      headers: { "X-Request-Id": "r-1" },
    });
    let error: unknown;
    try {
      new Intl.NumberFormat("tr", { style: "currency", currency: "EURO".repeat(25_000) });
    } catch (e) {
      error = e;
    }
    // Node adds such properties to some errors (a bad URL's whole `input`); the log leaves them out.
    Object.assign(error as object, { input: "x".repeat(100_000) });
    handleError(error, { request, params: {}, context: undefined as never });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[error\] request r-1 POST \/shipments\/new: RangeError: /);
    expect(lines[0]).toContain("characters)");
    expect(lines[0]).not.toContain("xxxx");
    expect(lines[0].length).toBeLessThan(3_000);
  });
});
