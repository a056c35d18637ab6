/**
 * URL slugs from titles: Turkish (and other Latin) letters transliterated to ASCII, lower case,
 * words joined by hyphens. `ı`/`İ` and `ş`, `ğ` do not decompose under NFD, so they are mapped first.
 */
const TRANSLITERATION: Record<string, string> = {
  ı: "i",
  İ: "i",
  ş: "s",
  Ş: "s",
  ğ: "g",
  Ğ: "g",
  ç: "c",
  Ç: "c",
  ö: "o",
  Ö: "o",
  ü: "u",
  Ü: "u",
  ß: "ss",
  æ: "ae",
  Æ: "ae",
  ø: "o",
  Ø: "o",
  œ: "oe",
  Œ: "oe",
};

/** "&" is spelled out in the item's language. */
const AND: Record<string, string> = { tr: "ve", en: "and", de: "und", fr: "et", pt: "e" };

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX = 120;

export function slugify(text: string, lng = "tr"): string {
  const mapped = text.replace(/[ıİşŞğĞçÇöÖüÜßæÆøØœŒ&]/g, (ch) =>
    ch === "&" ? ` ${AND[lng] ?? AND.tr} ` : TRANSLITERATION[ch],
  );
  const slug = mapped
    // Turkish suffixes are written after an apostrophe ("Mersin Limanı'ndan"): keep the word whole.
    .replace(/['’`]/g, "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug.slice(0, SLUG_MAX).replace(/-+$/, "");
}

/** The first of `base`, `base-2`, `base-3`, … that `taken` does not hold. */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base || "sayfa";
  if (!taken.has(root)) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root.slice(0, SLUG_MAX - String(n).length - 1)}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
