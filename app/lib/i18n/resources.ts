import type { Resource } from "i18next";
import { COUNTRIES_KEY } from "../countries/countries";
import { LANGUAGES, localePartOf, type Language, type LocalePart } from "./i18n";
import { countryNameData } from "../countries/names.server";

/**
 * Every locale file, bundled at build time: `locales/<lng>/<namespace>.json`.
 * Read by the server's i18next instances and by the resource route that sends a language to the browser.
 */
const files = import.meta.glob<Record<string, unknown>>("../../../locales/*/*.json", {
  eager: true,
  import: "default",
});

export const resources: Resource = {};
for (const [file, content] of Object.entries(files)) {
  const match = /locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(file);
  if (!match) continue;
  const [, lng, ns] = match;
  resources[lng] ??= {};
  resources[lng][ns] = content as Record<string, string>;
}

export const namespaces: string[] = Object.keys(resources.tr ?? {}).sort();

/** A short hash of all translations, so browsers can cache a language's bundle for good. */
export const resourcesVersion: string = (() => {
  const text = JSON.stringify(LANGUAGES.map((l) => [resources[l], countryNameData(l)]));
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0).toString(36);
})();

/**
 * One part of a language's translations for the browser: the core part carries the language's country names
 * too (app/lib/countries/countries.ts); the demo part only the template demo's namespaces.
 */
export function bundleFor(lng: Language, part: LocalePart = "core") {
  const namespaces = Object.fromEntries(
    Object.entries(resources[lng] ?? {}).filter(([ns]) => localePartOf(ns) === part),
  );
  return part === "core" ? { ...namespaces, [COUNTRIES_KEY]: countryNameData(lng) } : namespaces;
}
