// patches/react-router+7.18.4.patch builds the server's static router from a class instead of an object literal
// with getters, whose hidden classes kept each request's route tree and handler context alive through every
// scavenge (docs/performance.md, session 17). The router must answer exactly as before: these tests compare the
// patched ES module with the package's CommonJS build, which the patch leaves as published.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { appSizedRoutes, patched, published } from "./fixtures/static-router.mjs";

type Lib = typeof patched;
type Router = ReturnType<Lib["createStaticRouter"]>;

async function routerFor(lib: Lib, url: string, opts?: Parameters<Lib["createStaticRouter"]>[2]) {
  const handler = lib.createStaticHandler(appSizedRoutes(5), { basename: "/" });
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`unexpected response for ${url}`);
  return lib.createStaticRouter(handler.dataRoutes, context, opts);
}

const METHODS = [
  "initialize",
  "subscribe",
  "enableScrollRestoration",
  "navigate",
  "fetch",
  "revalidate",
  "deleteFetcher",
  "resetFetcher",
  "dispose",
  "deleteBlocker",
  "patchRoutes",
  "_internalSetRoutes",
  "_internalSetStateDoNotUseOrYouWillBreakYourApp",
] as const;

function thrown(fn: () => unknown) {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return "did not throw";
}

/** Everything a caller can read from a static router, in plain data (route elements and loaders set aside). */
function observe(staticRouter: Router) {
  // Read through a loose type: some members (createHref's string form, getFetcher's key) are typed narrower than
  // what the static router accepts.
  const router = staticRouter as Omit<Router, "createHref" | "getFetcher" | "getBlocker"> & { createHref(to: unknown): string; getFetcher(): unknown; getBlocker(): unknown };
  const routeIds = (routes: Router["routes"]): unknown => routes.map((r) => ({ id: r.id, path: r.path, index: r.index, hasErrorBoundary: r.hasErrorBoundary, children: r.children ? routeIds(r.children) : undefined }));
  const state = router.state;
  return {
    basename: router.basename,
    future: router.future,
    window: router.window,
    branches: router.branches,
    routes: routeIds(router.routes),
    manifest: Object.keys(router.manifest).sort(),
    state: { ...state, matches: state.matches.map((m) => ({ pathname: m.pathname, params: m.params, id: m.route.id })) },
    freshState: router.state !== router.state && router.state.fetchers !== router.state.fetchers,
    fetcher: router.getFetcher(),
    blocker: router.getBlocker(),
    href: [router.createHref("/a?b=c#d"), router.createHref({ pathname: "/x", search: "?y=1" })],
    encoded: router.encodeLocation("/a b?c=d e#f"),
    controllers: router._internalFetchControllers instanceof Map && router._internalFetchControllers.size,
    throws: METHODS.map((name) => thrown(() => (router[name] as () => unknown)())),
  };
}

describe("the patched static router", () => {
  for (const url of ["http://localhost/", "http://localhost/page-3/7", "http://localhost/nowhere"]) {
    it(`answers as the published one for ${new URL(url).pathname}`, async () => {
      expect(observe(await routerFor(patched, url))).toEqual(observe(await routerFor(published, url)));
    });
  }

  it("passes future flags and branches through as the published one does", async () => {
    const opts = { future: { v8_middleware: true }, branches: [] } as Parameters<Lib["createStaticRouter"]>[2];
    const mine = await routerFor(patched, "http://localhost/page-1", opts);
    const theirs = await routerFor(published, "http://localhost/page-1", opts);
    expect(observe(mine)).toEqual(observe(theirs));
    expect((mine.future as Record<string, unknown>).v8_middleware).toBe(true);
  });

  it("renders the same document as the published one", async () => {
    const { createElement } = await import("react");
    const { renderToString } = await import("react-dom/server");
    const html = async (lib: Lib) => {
      const handler = lib.createStaticHandler([{ id: "root", path: "/", loader: () => ({ n: 1 }), Component: () => createElement("p", null, "root") }]);
      const context = await handler.query(new Request("http://localhost/"));
      if (context instanceof Response) throw new Error("unexpected response");
      return renderToString(createElement(lib.StaticRouterProvider, { router: lib.createStaticRouter(handler.dataRoutes, context), context }));
    };
    expect(await html(patched)).toBe(await html(published));
  });

  it("leaves nothing of a request for the scavenger to keep", async () => {
    // A published router keeps its route tree and handler context through every scavenge: about 20 kB for this
    // tree, per request, until a full collection. The class keeps none of it.
    const survivors = async (exportName: string) => {
      const args = ["--expose-gc", path.join(import.meta.dirname, "fixtures/scavenge-survivors.mjs"), path.join(import.meta.dirname, "fixtures/static-router.mjs"), exportName];
      const { stdout } = await promisify(execFile)(process.execPath, args, { env: { ...process.env, NODE_ENV: "production" } });
      return (JSON.parse(stdout) as { perCall: number }).perCall;
    };
    const [mine, theirs] = await Promise.all([survivors("patchedRouter"), survivors("publishedRouter")]);
    expect(theirs).toBeGreaterThan(10_000);
    expect(mine).toBeLessThan(3_000);
  }, 60_000);
});
