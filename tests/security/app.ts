import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { dataDir } from "../e2e/fixtures";

/** The built app's route manifest: every route with its path, whether it has an action, a loader, a page. */
export interface BuiltRoute {
  id: string;
  path: string;
  hasAction: boolean;
  hasLoader: boolean;
  page: boolean;
}

export function builtRoutes(): BuiltRoute[] {
  const dir = path.resolve("build/client/assets");
  const file = fs.readdirSync(dir).find((f) => /^manifest-.*\.js$/.test(f));
  if (!file) throw new Error("No build: run npm run build");
  const text = fs.readFileSync(path.join(dir, file), "utf8");
  const manifest = JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)) as {
    routes: Record<
      string,
      {
        id: string;
        parentId?: string;
        path?: string;
        index?: boolean;
        hasAction: boolean;
        hasLoader: boolean;
        hasDefaultExport: boolean;
      }
    >;
  };
  const full = (id: string): string => {
    const parts: string[] = [];
    for (let r = manifest.routes[id]; r; r = r.parentId ? manifest.routes[r.parentId] : (undefined as never)) {
      if (r.path) parts.unshift(r.path);
    }
    return "/" + parts.join("/").replace(/^\/+/, "");
  };
  return Object.values(manifest.routes)
    .filter((r) => r.id !== "root" && (r.path !== undefined || r.index))
    .map((r) => ({
      id: r.id,
      path: full(r.id).replace(/\/+/g, "/"),
      hasAction: r.hasAction,
      hasLoader: r.hasLoader,
      page: r.hasDefaultExport,
    }));
}

/** A concrete URL for a route pattern: ids become 1, splats a harmless word. */
export function concrete(pattern: string): string {
  return (
    pattern
      .replace(/:[\w]+\??/g, "1")
      .replace(/\*$/, "x")
      .replace(/\/$/, "") || "/"
  );
}

/** Row counts of every table of the e2e server's database, to prove an attack changed nothing. */
export function rowCounts(name = "main"): Record<string, number> {
  const db = new Database(path.join(dataDir(name), "cargo.db"), { readonly: true, fileMustExist: true });
  try {
    const tables = db
      .prepare(
        "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%'",
      )
      .all() as Array<{ name: string }>;
    return Object.fromEntries(
      tables.map(({ name }) => [name, (db.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n]),
    );
  } finally {
    db.close();
  }
}
