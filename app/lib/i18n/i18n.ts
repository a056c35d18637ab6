import type { TFunction } from "i18next";

/**
 * Languages of the panel. Turkish is the default; every string exists in all five
 * (`app/lib/i18n/i18n.test.ts` fails when the locale files' key sets differ).
 */
export const LANGUAGES = ["tr", "en", "de", "fr", "pt"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "tr";

/** Each language named in itself, as a language menu shows it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  tr: "Türkçe",
  en: "English",
  de: "Deutsch",
  fr: "Français",
  pt: "Português",
};

/** BCP 47 tags for Intl formatting. */
export const INTL_LOCALES: Record<Language, string> = {
  tr: "tr-TR",
  en: "en-GB",
  de: "de-DE",
  fr: "fr-FR",
  pt: "pt-PT",
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export const DEFAULT_NAMESPACE = "common";

/**
 * The template demo's screens keep their strings in namespaces of their own (`demo-email`, …): the browser
 * fetches them as a second part of the language, only for users who can open those screens.
 */
export type LocalePart = "core" | "demo";
export function localePartOf(namespace: string): LocalePart {
  return namespace.startsWith("demo-") ? "demo" : "core";
}

/** Where the browser fetches one part of a language's translations (cached for good per version). */
export function localesUrl(lng: string, version: string, part: LocalePart = "core") {
  return `/resources/locales/${lng}?v=${version}${part === "core" ? "" : `&part=${part}`}`;
}

/**
 * The label of every value of a closed list (`status.delivered`, …), looked up once per render: a list page's rows
 * then read their labels from it instead of calling i18next once per row and column (tens of microseconds each).
 */
export function enumLabels<V extends string>(t: TFunction, prefix: string, values: readonly V[]): Record<V, string> {
  return Object.fromEntries(values.map((value) => [value, t(`${prefix}.${value}`)])) as Record<V, string>;
}
