/**
 * Turkish case folding for matching place names: `İ`↔`i` and `I`↔`ı` are different letters in
 * Turkish, so "ISPARTA" is "ısparta" and "İZMİR" is "izmir". Plain `toLowerCase()` gets both wrong.
 */
export function foldTr(value: string): string {
  // Same as toLocaleLowerCase("tr-TR") (the two I's are the only difference from the root rules), but
  // several times faster, which matters when the place list of 73,000 names is indexed.
  return value.normalize("NFC").trim().replace(/\s+/g, " ").replace(/I/g, "ı").replace(/İ/g, "i").toLowerCase();
}

/** Equal ignoring case under Turkish rules (and surrounding or doubled spaces). */
export function sameTr(a: string, b: string): boolean {
  return foldTr(a) === foldTr(b);
}

/**
 * The key a place name is matched by: Turkish-folded, and a neighbourhood's suffix written any of
 * the usual ways ("Mah", "Mah.", "Mh.", "Mahallesi") counts as the same name.
 */
export function placeKey(value: string): string {
  return foldTr(value)
    .replace(/\s+(mahallesi|mahalle|mah\.?|mh\.?)$/u, "")
    .replace(/\.$/, "")
    .trim();
}

/** Upper case under Turkish rules (labels print names in capitals). */
export function upperTr(value: string): string {
  return value.toLocaleUpperCase("tr-TR");
}
