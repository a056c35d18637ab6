import type { Route } from "./+types/resources.locales.$lng";
import { isLanguage } from "~/lib/i18n/i18n";
import { bundleFor, resourcesVersion } from "~/lib/i18n/resources";

/** One part of a language's translations for the browser; immutable when asked for by the current version. */
export async function loader({ url, params }: Route.LoaderArgs) {
  if (!isLanguage(params.lng)) return Response.json({ error: "Unknown language" }, { status: 404 });
  const part = url.searchParams.get("part") ?? "core";
  if (part !== "core" && part !== "demo") return Response.json({ error: "Unknown part" }, { status: 404 });
  const versioned = url.searchParams.get("v") === resourcesVersion;
  return Response.json(bundleFor(params.lng, part), {
    headers: { "Cache-Control": versioned ? "public, max-age=31536000, immutable" : "public, max-age=300" },
  });
}
