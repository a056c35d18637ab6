import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { COUNTRIES_KEY, registerCountryNames, type CountryNameData } from "./lib/countries/countries";
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, LANGUAGES, isLanguage, localesUrl, type Language } from "./lib/i18n/i18n";

/**
 * The browser's i18next: the page's language bundle arrives from /resources/locales/<lng>
 * (preloaded by the document, cached for good by its version), other languages on demand.
 */
const bundles = new Map<string, Promise<Record<string, Record<string, unknown>>>>();

function loadBundle(lng: string, version: string) {
  let bundle = bundles.get(lng);
  if (!bundle) {
    bundle = fetch(localesUrl(lng, version), { credentials: "same-origin" }).then(async (r) => {
      if (!r.ok) throw new Error(`locales ${lng}: ${r.status}`);
      // The bundle also carries the language's country names (app/lib/countries/countries.ts), not a namespace.
      const { [COUNTRIES_KEY]: countries, ...namespaces } = (await r.json()) as Record<string, Record<string, unknown>>;
      if (countries && isLanguage(lng)) registerCountryNames(lng as Language, countries as unknown as CountryNameData);
      return namespaces;
    });
    bundles.set(lng, bundle);
  }
  return bundle;
}

export async function initI18n() {
  const lng = isLanguage(document.documentElement.lang) ? document.documentElement.lang : DEFAULT_LANGUAGE;
  const version = document.querySelector<HTMLMetaElement>('meta[name="i18n-version"]')?.content ?? "0";
  const backend: BackendModule = {
    type: "backend",
    init() {},
    read(language, namespace, callback) {
      loadBundle(language, version)
        .then((bundle) => callback(null, (bundle[namespace] ?? {}) as never))
        .catch((error: Error) => callback(error, null));
    },
  };
  const bundle = await loadBundle(lng, version);
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
