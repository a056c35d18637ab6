import type { i18n as I18n, TFunction } from "i18next";
import { useContext, useSyncExternalStore } from "react";
import { I18nContext, getI18n } from "react-i18next";

/**
 * `useTranslation` for the app's components: the same `{ t, i18n }` as react-i18next's hook, from the same
 * `I18nextProvider`, without its per-call costs. On the server react-i18next's hook copies every property
 * of the i18next instance into a fresh wrapper object each time it is called (≈ 20 µs), and an i18next
 * lookup costs ≈ 14 µs; a list page calls the hook and `t` hundreds of times. Here a `t` is made once per
 * instance, language and namespaces, and remembers its answers to calls without options (plain labels) and
 * to calls whose only option is a number `count` (plurals such as "6 agents", one per list row): the
 * instances are per language and shared by requests (entry.server), so each is looked up once per process.
 * Other calls with options (interpolation, defaults) go to i18next every time.
 *
 * Components re-render when the language changes (the `languageChanged` event), as with react-i18next.
 */
interface Cached {
  t: TFunction;
}

const perInstance = new WeakMap<I18n, Map<string, Cached>>();

/** Plurals are kept per count; a bound keeps a list of ever-new counts from growing the cache without end. */
const MAX_ANSWERS = 5000;

/** The count of options that hold nothing but a finite number `count`, else undefined. */
function countOnly(options: unknown): number | undefined {
  if (typeof options !== "object" || options === null) return undefined;
  let count: number | undefined;
  for (const name in options) {
    const value = (options as Record<string, unknown>)[name];
    if (name !== "count" || typeof value !== "number" || !Number.isFinite(value)) return undefined;
    count = value;
  }
  return count;
}

function memoT(instance: I18n, lng: string, ns: readonly string[] | undefined): TFunction {
  const nsKey = ns ? ns.join(",") : "";
  let byKey = perInstance.get(instance);
  if (!byKey) {
    byKey = new Map();
    perInstance.set(instance, byKey);
  }
  const cacheKey = `${lng}|${nsKey}`;
  const found = byKey.get(cacheKey);
  if (found) return found.t;
  const fixed = instance.getFixedT(lng, ns ? [...ns] : undefined);
  const answers = new Map<string, string>();
  const t = ((key: string | string[], options?: unknown) => {
    const count = countOnly(options);
    if ((options !== undefined && count === undefined) || typeof key !== "string") return (fixed as (k: unknown, o?: unknown) => string)(key, options);
    const cacheKey = count === undefined ? key : `${key}\u0000${count}`;
    let answer = answers.get(cacheKey);
    if (answer === undefined) {
      answer = (fixed as (k: string, o?: unknown) => string)(key, options);
      // A missing label answers its key; it may still arrive (a namespace loading), so it is not kept.
      if (answer !== key && answers.size < MAX_ANSWERS) answers.set(cacheKey, answer);
    }
    return answer;
  }) as unknown as TFunction;
  byKey.set(cacheKey, { t });
  return t;
}

/**
 * The same remembering `t` for code outside components (a loader): with the process's per-language
 * instances (`getI18n` on the server), each label is looked up once per process.
 */
export function rememberingT(instance: I18n, ns?: readonly string[]): TFunction {
  return memoT(instance, instance.language, ns);
}

function subscribeTo(instance: I18n) {
  return (onChange: () => void) => {
    instance.on("languageChanged", onChange);
    return () => instance.off("languageChanged", onChange);
  };
}

const subscriptions = new WeakMap<I18n, (onChange: () => void) => () => void>();

export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: I18n } {
  const context = useContext(I18nContext) as { i18n?: I18n } | undefined;
  const i18n = context?.i18n ?? getI18n();
  let subscribe = subscriptions.get(i18n);
  if (!subscribe) {
    subscribe = subscribeTo(i18n);
    subscriptions.set(i18n, subscribe);
  }
  const language = () => i18n.language;
  const lng = useSyncExternalStore(subscribe, language, language);
  const namespaces = ns === undefined ? undefined : typeof ns === "string" ? [ns] : ns;
  return { t: memoT(i18n, lng, namespaces), i18n };
}
