import { createContext, createCookie, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import { createInstance, type TFunction, type i18n } from "i18next";
import { LanguageDetector } from "remix-i18next/server";
import { DEFAULT_LANGUAGE, DEFAULT_NAMESPACE, LANGUAGES, isLanguage, type Language } from "./i18n";
import { namespaces, resources } from "./resources";
import "../countries/names.server";
import { setUserLocale } from "~/models/users.server";

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

const detector = new LanguageDetector({
  supportedLanguages: [...LANGUAGES],
  fallbackLanguage: DEFAULT_LANGUAGE,
  cookie: languageCookie,
  order: ["searchParams", "cookie", "header"],
});
const localeContext = createContext<Language>();

/**
 * Root middleware: the request's language, detected by remix-i18next's LanguageDetector (query, cookie, then
 * Accept-Language). Loaders, actions and the document render use the process's i18next instance for that
 * language (`i18nFor`): rendering only reads it. remix-i18next's createI18nextMiddleware creates and initialises
 * an instance on every request instead, 1.5–2.5 ms of CPU here (most of it i18next copying its options into
 * each service's logger), a sixth of what the tracking form costs in all.
 */
export const i18nextMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const lng = await detector.detect(request);
  context.set(localeContext, isLanguage(lng) ? lng : DEFAULT_LANGUAGE);
  return next();
};

/**
 * The request's language; falls back to Turkish where the middleware did not run (404s), or throws there
 * when `strict` (the caller detects the language itself).
 */
export function getLocale(context: Readonly<RouterContextProvider>, strict = false): Language {
  try {
    return context.get(localeContext);
  } catch (error) {
    if (strict) throw error;
    return DEFAULT_LANGUAGE;
  }
}

/** The request's i18next instance; Turkish where the middleware did not run (404s), or throws there when `strict`. */
export function getI18n(context: Readonly<RouterContextProvider>, strict = false): i18n {
  try {
    return i18nFor(context.get(localeContext));
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

/** The process's i18next instance for one language: requests, mails and 404 documents in that language share it. */
export function i18nFor(lng: Language): i18n {
  let instance = fixed.get(lng);
  if (!instance) {
    instance = createInstance();
    void instance.init({ ...i18nextOptions, lng });
    fixed.set(lng, instance);
  }
  return instance;
}

/** Picks a language from a request without the middleware (404 documents), as the middleware does. */
export async function detectLanguage(request: Request): Promise<Language> {
  const lng = await detector.detect(request);
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE;
}

/**
 * A sign-in (a POST) is where the account's language and the browser's meet: a language the visitor chose
 * (`?lng=` or the cookie) becomes the account's, for its mails; a browser that chose none takes the account's.
 * Answers the cookie to set, if any. Reading a page never writes the account's language.
 */
export async function languageOnSignIn(
  url: URL,
  request: Request,
  user: { id: number; locale: string },
): Promise<string | null> {
  const fromQuery = url.searchParams.get("lng");
  const fromCookie = await languageCookie.parse(request.headers.get("Cookie"));
  const chosen = isLanguage(fromQuery) ? fromQuery : isLanguage(fromCookie) ? fromCookie : null;
  if (chosen) {
    if (chosen !== user.locale) await setUserLocale(user.id, chosen);
    return isLanguage(fromQuery) && fromQuery !== fromCookie ? languageCookie.serialize(chosen) : null;
  }
  return isLanguage(user.locale) ? languageCookie.serialize(user.locale) : null;
}
