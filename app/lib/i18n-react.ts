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
 * Calls whose options are just the values of a plain label's `{{placeholders}}` fill in the remembered label
 * (i18next's interpolation cost ≈ 50 µs a call on the server: every list's range and total). Other calls with
 * options (plurals with more values, context, defaults) go to i18next every time.
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

/**
 * A label with placeholders, split once: `parts[0] names[0] parts[1] …`. Only plain `{{name}}` placeholders
 * (the app's locale files use nothing else: no formats, no nesting, escaping off); a label with anything
 * more is `null` and always goes to i18next.
 */
interface Template {
  parts: string[];
  names: string[];
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function splitTemplate(label: string): Template | null {
  if (label.includes("$t(")) return null;
  const parts: string[] = [];
  const names: string[] = [];
  let last = 0;
  for (const match of label.matchAll(PLACEHOLDER)) {
    parts.push(label.slice(last, match.index));
    names.push(match[1]);
    last = match.index + match[0].length;
  }
  parts.push(label.slice(last));
  // Braces left over are a placeholder this does not read (a format, a nested path): i18next's business.
  if (parts.some((part) => part.includes("{{"))) return null;
  return { parts, names };
}

/**
 * The label filled in without i18next when the options are exactly its placeholders' values (strings or finite
 * numbers, as i18next prints them): "{{from}}–{{to}} of {{total}}" under every list. Else undefined. Any other
 * option (count, context, defaultValue, lng…) is not a placeholder of a plain label, so it goes to i18next.
 */
function fill(template: Template, options: Record<string, unknown>): string | undefined {
  let given = 0;
  for (const name in options) {
    const value = options[name];
    if (!template.names.includes(name) || name === "count" || name === "context") return undefined;
    if (typeof value !== "string" && !(typeof value === "number" && Number.isFinite(value))) return undefined;
    given++;
  }
  let out = template.parts[0];
  for (let i = 0; i < template.names.length; i++) {
    const value = options[template.names[i]];
    if (value === undefined) return undefined;
    out += String(value) + template.parts[i + 1];
  }
  return given > 0 ? out : undefined;
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
  const templates = new Map<string, Template | null>();
  const withValues = (key: string, options: Record<string, unknown>): string | undefined => {
    let template = templates.get(key);
    if (template === undefined) {
      const label = (fixed as (k: string, o?: unknown) => string)(key, { skipInterpolation: true });
      // A missing label is not kept (as above); i18next answers it.
      if (label === key || typeof label !== "string") return undefined;
      template = splitTemplate(label);
      if (templates.size < MAX_ANSWERS) templates.set(key, template);
    }
    return template ? fill(template, options) : undefined;
  };
  const t = ((key: string | string[], options?: unknown) => {
    const count = countOnly(options);
    if (options !== undefined && count === undefined && typeof key === "string" && typeof options === "object" && options !== null) {
      const filled = withValues(key, options as Record<string, unknown>);
      if (filled !== undefined) return filled;
    }
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
