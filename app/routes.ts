import { route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";
import { RESOURCES, RESOURCE_KEYS } from "./lib/content/resources";

/**
 * File routes, plus the list-and-form screens of the content and organisation areas: every
 * resource (app/lib/content/resources.ts) gets a list route and a create/edit route inside the
 * panel layout, all served by the two shared modules in app/routes/content/.
 */
function resourceRoutes(): RouteConfigEntry[] {
  return RESOURCE_KEYS.flatMap((key) => {
    const path = RESOURCES[key].path.slice(1);
    return [
      route(path, "routes/content/list.tsx", { id: `content/${key}` }),
      route(`${path}/:id`, "routes/content/form.tsx", { id: `content/${key}/form` }),
    ];
  });
}

async function routes(): Promise<RouteConfig> {
  const entries = await flatRoutes({ ignoredRouteFiles: ["**/*.server.*", "**/*.test.*", "**/*.css"] });
  return entries.map((entry) =>
    entry.id === "routes/_panel" ? { ...entry, children: [...(entry.children ?? []), ...resourceRoutes()] } : entry,
  );
}

export default routes() satisfies Promise<RouteConfig>;
