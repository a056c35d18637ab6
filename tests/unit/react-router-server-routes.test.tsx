// patches/react-router+7.18.4.patch builds the server's route tree once per build (ServerRouter's
// cachedServerRoutes, createStaticRouter's reuseDataRoutes) instead of twice per document request, and <Scripts>'
// module script once per set of matched routes (routeModulesScriptFor) instead of once per document request
// (docs/performance.md, session 23). The patch must not change a single rendered byte: these tests render the
// same requests through the patched ES module and through the package's CommonJS build of the same version,
// which the patch leaves as published, and check that the patched one really reuses its tree.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createElement, useContext, type ComponentType, type Context, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

type Build = typeof import("react-router");
const dist = path.join(process.cwd(), "node_modules/react-router/dist/development");
const patched = (await import(pathToFileURL(path.join(dist, "index.mjs")).href)) as Build;
const published = createRequire(import.meta.url)(path.join(dist, "index.js")) as Build;

/** A route tree like the app's: a root layout, a pathless layout, static, dynamic and index children, a splat. */
const tree = [
  { id: "root", path: "", parentId: undefined },
  { id: "home", index: true, parentId: "root" },
  { id: "panel", parentId: "root" },
  { id: "shipments", path: "shipments", parentId: "panel" },
  { id: "shipment", path: "shipments/:id", parentId: "panel" },
  { id: "splat", path: "*", parentId: "root" },
] as const;

/** The route modules of one build of the app, written against one copy of React Router's hooks. */
function routeModules(rr: Build, seen: unknown[], label = "") {
  const Layout = ({ children }: { children: ReactNode }) => createElement("main", null, children);
  const component = (id: string): ComponentType => () => {
    if (id === "root") {
      // What the router hands to the render: the data routes it was built from.
      seen.push((useContext(rr.UNSAFE_DataRouterContext as Context<{ router: { routes: unknown } } | null>))?.router.routes);
      return createElement("div", { id }, createElement(rr.Outlet), createElement(rr.Scripts));
    }
    if (id === "panel") return createElement("section", null, createElement(rr.Outlet));
    const data = rr.useLoaderData() as { id: string; params: Record<string, string> };
    return createElement("p", null, `${label}${data.id} ${JSON.stringify(data.params)}`);
  };
  return Object.fromEntries(tree.map((r) => [r.id, { default: component(r.id), ...(r.id === "root" ? { Layout } : {}) }]));
}

function manifest() {
  return {
    routes: Object.fromEntries(
      tree.map((r) => [r.id, { ...r, module: `/${r.id}.js`, imports: ["/shared.js", `/${r.id}-chunk.js`], css: [], hasAction: false, hasLoader: true, hasClientAction: false, hasClientLoader: false, hasClientMiddleware: false, hasErrorBoundary: false }]),
    ),
    entry: { module: "/entry.js", imports: ["/shared.js"] },
    url: "/manifest.js",
    version: "1",
  };
}

/** What React Router's request handler does for a document request, then ServerRouter's render. */
async function render(rr: Build, url: string, build: { manifest: ReturnType<typeof manifest>; modules: Record<string, unknown> }, discovery: "lazy" | "initial" = "lazy") {
  const nest = (parentId: string | undefined): unknown[] =>
    tree
      .filter((r) => r.parentId === parentId)
      .map((r) => {
        const loader = ({ params }: { params: Record<string, string> }) => ({ id: r.id, params });
        return "index" in r ? { id: r.id, index: true, loader } : { id: r.id, path: "path" in r ? r.path : undefined, loader, children: nest(r.id) };
      });
  const handler = rr.createStaticHandler(nest(undefined) as Parameters<Build["createStaticHandler"]>[0]);
  const context = await handler.query(new Request(`http://panel.test${url}`));
  if (context instanceof Response) throw new Error(`${url} answered ${context.status}`);
  const entryContext = {
    manifest: build.manifest,
    // A fresh object each request, as the request handler makes it.
    routeModules: { ...build.modules },
    staticHandlerContext: context,
    branches: (handler as unknown as { _internalRouteBranches: unknown })._internalRouteBranches,
    serverHandoffString: "{}",
    renderMeta: {},
    // The build's own object, as the request handler passes it (build.future).
    future: FUTURE,
    ssr: true,
    isSpaMode: false,
    routeDiscovery: discovery === "lazy" ? { mode: "lazy", manifestPath: "/__manifest" } : { mode: "initial" },
    serializeError: (error: Error) => ({ message: error.message }),
  };
  return renderToString(createElement(rr.ServerRouter as ComponentType<{ context: unknown; url: string }>, { context: entryContext, url: `http://panel.test${url}` }));
}

const FUTURE = { v8_middleware: false };
const urls = ["/", "/shipments", "/shipments/42", "/shipments/7", "/no/such/page", "/", "/shipments/42"];

describe("React Router's server route tree, patched", () => {
  it("is the patched module that is loaded, and the CommonJS build is the published one", () => {
    expect(readFileSync(path.join(dist, "chunk-H4DAEOV7.mjs"), "utf8")).toContain("function cachedServerRoutes(");
    expect(readFileSync(path.join(dist, "chunk-OB3PAWPO.mjs"), "utf8")).toContain("opts.reuseDataRoutes");
    expect(readFileSync(path.join(dist, "index.js"), "utf8")).not.toContain("cachedServerRoutes");
  });

  it("renders every request exactly as the published build does, scripts and partial manifest included", async () => {
    const mine = { manifest: manifest(), modules: routeModules(patched, []) };
    const theirs = { manifest: manifest(), modules: routeModules(published, []) };
    for (const url of urls) {
      const html = await render(patched, url, mine);
      expect(html).toBe(await render(published, url, theirs));
      expect(html).toContain("window.__reactRouterManifest = {");
      expect(await render(patched, url, mine, "initial")).toBe(await render(published, url, theirs, "initial"));
      expect(html).toContain(url === "/" ? "home {}" : url.startsWith("/shipments/") ? `shipment {&quot;id&quot;:&quot;${url.split("/")[2]}&quot;}` : url === "/shipments" ? "shipments {}" : "splat");
    }
  });

  it("builds the tree once per build, and again for a new build or changed route modules", async () => {
    const seen: unknown[] = [];
    const build = { manifest: manifest(), modules: routeModules(patched, seen) };
    for (const url of urls) await render(patched, url, build);
    expect(new Set(seen).size).toBe(1);

    // A new build (a dev rebuild): a new manifest object, its own tree.
    const rebuilt = { manifest: manifest(), modules: build.modules };
    await render(patched, "/shipments", rebuilt);
    expect(new Set(seen).size).toBe(2);

    // Changed route modules under the same manifest: rebuilt, and the new components render.
    const changed = { manifest: rebuilt.manifest, modules: routeModules(patched, seen, "v2 ") };
    expect(await render(patched, "/shipments", changed)).toContain("v2 shipments");
    expect(new Set(seen).size).toBe(3);

    // The published build converts the tree on every request.
    const publishedSeen: unknown[] = [];
    const theirs = { manifest: manifest(), modules: routeModules(published, publishedSeen) };
    for (const url of urls) await render(published, url, theirs);
    expect(new Set(publishedSeen).size).toBe(urls.length);
  });

  it("builds <Scripts>' module script once for each set of matched routes", async () => {
    // Counts the reads of the manifest's version: only the partial manifest in the module script copies it.
    const counted = () => {
      const reads = { n: 0 };
      const m = new Proxy(manifest(), { get: (target, key) => (key === "version" && reads.n++, Reflect.get(target, key)) });
      return { reads, m };
    };
    const [mine, theirs] = [counted(), counted()];
    const myBuild = { manifest: mine.m, modules: routeModules(patched, []) };
    const theirBuild = { manifest: theirs.m, modules: routeModules(published, []) };
    for (const url of ["/shipments/1", "/shipments/2", "/shipments/1"]) {
      expect(await render(patched, url, myBuild)).toBe(await render(published, url, theirBuild));
    }
    // The published build writes it for every request; the patched one for the first of the same routes, then
    // again for other routes.
    expect(theirs.reads.n).toBe(3);
    expect(mine.reads.n).toBe(1);
    expect(await render(patched, "/shipments", myBuild)).toBe(await render(published, "/shipments", theirBuild));
    expect(mine.reads.n).toBe(2);
  });

  it("keeps each request's matches its own", async () => {
    const build = { manifest: manifest(), modules: routeModules(patched, []) };
    const [a, b] = await Promise.all([render(patched, "/shipments/1", build), render(patched, "/shipments/2", build)]);
    expect(a).toContain("shipment {&quot;id&quot;:&quot;1&quot;}");
    expect(b).toContain("shipment {&quot;id&quot;:&quot;2&quot;}");
  });
});
