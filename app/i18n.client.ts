import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { getInitialNamespaces } from "remix-i18next/client";
import { COUNTRIES_KEY, registerCountryNames, type CountryNameData } from "./lib/countries/countries";
import {
  DEFAULT_LANGUAGE,
  DEFAULT_NAMESPACE,
  LANGUAGES,
  isLanguage,
  localePartOf,
  localesUrl,
  type Language,
  type LocalePart,
} from "./lib/i18n/i18n";

/**
 * The browser's i18next: the page's language bundle arrives from /resources/locales/<lng>
 * (preloaded by the document, cached for good by its version), other languages on demand. The template
 * demo's namespaces are a second part, fetched for the demo's screens only (`handle.i18n` on their routes).
 */
type Bundle = Record<string, Record<string, unknown>>;
const bundles = new Map<string, Promise<Bundle>>();

function i18nVersion() {
  return document.querySelector<HTMLMetaElement>('meta[name="i18n-version"]')?.content ?? "0";
}

function loadBundle(lng: string, part: LocalePart = "core") {
  const key = `${lng}:${part}`;
  let bundle = bundles.get(key);
  if (!bundle) {
    bundle = fetch(localesUrl(lng, i18nVersion(), part), { credentials: "same-origin" }).then(async (r) => {
      if (!r.ok) throw new Error(`locales ${lng} ${part}: ${r.status}`);
      // The core part also carries the language's country names (app/lib/countries/countries.ts), not a namespace.
      const { [COUNTRIES_KEY]: countries, ...namespaces } = (await r.json()) as Bundle;
      if (countries && isLanguage(lng)) registerCountryNames(lng as Language, countries as unknown as CountryNameData);
      return namespaces;
    });
    bundles.set(key, bundle);
  }
  return bundle;
}

/**
 * The demo's strings for the current language, added to i18next before a demo screen needs them: called when the
 * menu shows the demo's section, so that opening one of its screens draws its text at once.
 */
export async function loadDemoTranslations() {
  const lng = i18next.resolvedLanguage ?? i18next.language;
  const bundle = await loadBundle(lng, "demo");
  for (const [ns, strings] of Object.entries(bundle)) {
    if (!i18next.hasResourceBundle(lng, ns)) i18next.addResourceBundle(lng, ns, strings, true, true);
  }
}

export async function initI18n() {
  const lng = isLanguage(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANGUAGE;
  const backend: BackendModule = {
    type: "backend",
    init() {},
    read(language, namespace, callback) {
      loadBundle(language, localePartOf(namespace))
        .then((bundle) => callback(null, (bundle[namespace] ?? {}) as never))
        .catch((error: Error) => callback(error, null));
    },
  };
  // The page being hydrated may be a demo screen: its strings must be there before the first render.
  const needsDemo = getInitialNamespaces().some((ns) => localePartOf(ns) === "demo");
  const [core, demo] = await Promise.all([loadBundle(lng), needsDemo ? loadBundle(lng, "demo") : {}]);
  const bundle = { ...core, ...demo };
  await i18next
    .use(initReactI18next)
    .use(backend)
    .init({
      lng,
      supportedLngs: [...LANGUAGES],
      // Every key exists in every language (a test checks), so no fallback bundle is fetched.
      fallbackLng: false,
      defaultNS: DEFAULT_NAMESPACE,
      fallbackNS: DEFAULT_NAMESPACE,
      ns: Object.keys(bundle),
      resources: { [lng]: bundle } as never,
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  return i18next;
}
