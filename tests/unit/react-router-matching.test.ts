// patches/react-router+7.18.4.patch makes React Router's route matching skip, without allocating, the branches
// that cannot match (docs/performance.md, session 14). The patch must not change a single match: these tests
// compare the patched ES module (what the server and the client bundle load) with the package's own CommonJS
// build of the same version, which the patch leaves as published.
import fc from "fast-check";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

type Route = { id: string; path?: string; index?: boolean; caseSensitive?: boolean; children?: Route[] };
type Match = { params: Record<string, string | undefined>; pathname: string; pathnameBase: string; route: { id: string } };
type MatchRoutes = (routes: Route[], location: string, basename?: string) => Match[] | null;

const dist = path.join(process.cwd(), "node_modules/react-router/dist/development");
const patched = (await import(pathToFileURL(path.join(dist, "index.mjs")).href)) as { matchRoutes: MatchRoutes };
const published = createRequire(import.meta.url)(path.join(dist, "index.js")) as { matchRoutes: MatchRoutes };

const summary = (matches: Match[] | null) =>
  matches?.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase })) ?? null;

function expectSame(routes: Route[], location: string, basename?: string) {
  expect(summary(patched.matchRoutes(routes, location, basename))).toEqual(summary(published.matchRoutes(routes, location, basename)));
}

// The shape of this app's tree (app/routes.ts): a root with pathless layouts, static and dynamic children, indexes,
// and a splat for everything else.
const appLike: Route[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "public", children: [{ id: "tracking", path: "tracking" }, { id: "tracking-number", path: "tracking/:number" }, { id: "contact", path: "contact" }] },
      { id: "auth", children: [{ id: "login", path: "login" }, { id: "reset", path: "reset-password/:token?" }] },
      {
        id: "panel",
        children: [
          { id: "shipments", path: "shipments", children: [{ id: "shipments-index", index: true }, { id: "shipment-new", path: "new" }, { id: "shipment", path: ":id" }] },
          { id: "tariffs", path: "tariffs" },
          { id: "content-list", path: "admin/pages" },
          { id: "content-form", path: "admin/pages/:id" },
          { id: "files", path: "files/*" },
        ],
      },
      { id: "splat", path: "*" },
    ],
  },
];

describe("React Router matching, patched", () => {
  it("is the patched module that is loaded, and the CommonJS build is the published one", () => {
    expect(readFileSync(path.join(dist, "chunk-OB3PAWPO.mjs"), "utf8")).toContain("function branchMayMatch(");
    expect(readFileSync(path.join(dist, "chunk-GR4NQCSD.js"), "utf8")).not.toContain("branchMayMatch");
  });

  it("finds the same route, params and pathnames as the published build on the app's tree", () => {
    const paths = [
      "/",
      "/tracking",
      "/tracking/KRG-2026-000123",
      "/TRACKING/",
      "/login",
      "/reset-password",
      "/reset-password/abc",
      "/shipments",
      "/shipments/",
      "/shipments/new",
      "/shipments/42",
      "/shipments/42/extra",
      "/admin/pages",
      "/admin/pages/7",
      "/files",
      "/files/a/b.pdf",
      "/no/such/page",
      "/%C3%A7ekici",
      "//double//slashes",
      "",
    ];
    for (const p of paths) expectSame(appLike, p);
    expect(summary(patched.matchRoutes(appLike, "/shipments/42"))?.map((m) => m.id)).toEqual(["root", "panel", "shipments", "shipment"]);
    expect(summary(patched.matchRoutes(appLike, "/no/such/page"))?.at(-1)).toMatchObject({ id: "splat", params: { "*": "no/such/page" } });
    expect(summary(patched.matchRoutes(appLike, "/shipments/42/extra"))?.at(-1)?.id).toBe("splat");
  });

  it("agrees with the published build on random trees and paths", () => {
    const segment = fc.constantFrom("", "a", "b", "ab", ":id", ":id?", "x?", "*", "a/*", "a/:id", ":p/b", "b/:q?", "A");
    let n = 0;
    const route: fc.Memo<Route> = fc.memo((depth) =>
      fc.record(
        {
          path: fc.option(segment, { nil: undefined }),
          index: fc.boolean(),
          caseSensitive: fc.boolean(),
          children: depth > 1 ? fc.array(route(depth - 1), { maxLength: 4 }) : fc.constant([]),
        },
        { requiredKeys: [] },
      ).map((r): Route => {
        const id = `r${n++}`;
        // Index routes have no children.
        return r.index ? { id, index: true, path: r.path, caseSensitive: r.caseSensitive } : { id, path: r.path, caseSensitive: r.caseSensitive, children: [...(r.children ?? [])] };
      }),
    );
    const pathname = fc.array(fc.constantFrom("a", "b", "A", "ab", "x", "1", "", "%20"), { maxLength: 5 }).map((parts) => "/" + parts.join("/"));
    fc.assert(
      fc.property(fc.array(route(3), { minLength: 1, maxLength: 5 }), fc.array(pathname, { minLength: 1, maxLength: 8 }), fc.constantFrom("/", "/a"), (routes, paths, basename) => {
        for (const p of paths) expectSame(routes, p, basename);
      }),
      { numRuns: 400 },
    );
    // 400 random trees take about 0.6 s alone; a busy CI host (2 cores) can take several times that.
  }, 30_000);
});
