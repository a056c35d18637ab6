import { createCookie, type RouterContextProvider } from "react-router";
import { createInstance, type TFunction, type i18n } from "i18next";
import { createI18nextMiddleware } from "remix-i18next/middleware";
import { LanguageDetector } from "remix-i18next/server";
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, LANGUAGES, isLanguage, type Language } from "./i18n";
import { namespaces, resources } from "./i18n-resources";
import "./country-names.server";

export const languageCookie = createCookie("lng", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
});

const i18nextOptions = {
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  defaultNS: DEFAULT_NAMESPACE,
  fallbackNS: DEFAULT_NAMESPACE,
  ns: namespaces,
  resources,
  interpolation: { escapeValue: false },
  initAsync: false,
} as const;

const detection = {
  supportedLanguages: [...LANGUAGES],
  fallbackLanguage: DEFAULT_LANGUAGE,
  cookie: languageCookie,
  order: ["searchParams", "cookie", "header"] as Array<"searchParams" | "cookie" | "header">,
};

/**
 * Root middleware (remix-i18next): the request's language (query, cookie, then Accept-Language) and an i18next
 * instance set to it, for loaders, actions and the document render.
 */
const [middleware, localeOf, instanceOf] = createI18nextMiddleware({ detection, i18next: i18nextOptions });
export const i18nextMiddleware = middleware;

/**
 * The request's language; falls back to Turkish where the middleware did not run (404s), or throws there
 * when `strict` (the caller detects the language itself).
 */
export function getLocale(context: Readonly<RouterContextProvider>, strict = false): Language {
  try {
    const lng = localeOf(context);
    return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
  } catch (error) {
    if (strict) throw error;
    return DEFAULT_LANGUAGE;
  }
}

/** The request's i18next instance; Turkish where the middleware did not run (404s), or throws there when `strict`. */
export function getI18n(context: Readonly<RouterContextProvider>, strict = false): i18n {
  try {
    return instanceOf(context);
  } catch (error) {
    if (strict) throw error;
    return i18nFor(DEFAULT_LANGUAGE);
  }
}

/** The request language's `t` for loaders and actions (page titles, messages), limited to `ns` when given. */
export function getT(context: Readonly<RouterContextProvider>, ns?: readonly string[]): TFunction {
  const instance = getI18n(context);
  return instance.getFixedT(instance.language, ns ? [...ns] : undefined);
}

const fixed = new Map<Language, i18n>();

/** An i18next instance for one language, for mails and pages rendered outside the middleware. */
export function i18nFor(lng: Language): i18n {
  let instance = fixed.get(lng);
  if (!instance) {
    instance = createInstance();
    void instance.init({ ...i18nextOptions, lng });
    fixed.set(lng, instance);
  }
  return instance;
}

const detector = new LanguageDetector(detection);

/** Picks a language from a request without the middleware (404 documents), as the middleware does. */
export async function detectLanguage(request: Request): Promise<Language> {
  const lng = await detector.detect(request);
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}
