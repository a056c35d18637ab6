/**
 * Search folding with Turkish case rules: `İ`→`i` and `I`→`ı` (then `ı`→`i`), accents removed,
 * punctuation turned into single spaces. "İPEK", "ipek", "IPEK" and "Ipek" all fold to "ipek";
 * "ŞEKER" and "seker" to "seker". The same function folds stored names and typed queries, in the
 * server and in the browser: tariff texts, city names, the navbar search, the demo data's lists.
 * (The shipments search folds in SQL too, so it has its own table: lib/shipments/search-fold.ts.)
 */
const LIGATURES: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", đ: "d", ł: "l", þ: "th" };

export function foldText(input: string): string {
  return input
    .toLocaleLowerCase("tr")
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/ı/g, "i")
    .replace(/[ßæœøđłþ]/g, (ch) => LIGATURES[ch] ?? ch)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** Letters and digits in a typed query (what the 3-character minimum counts). */
export function significantLength(input: string): number {
  return foldText(input).replace(/\s+/g, "").length;
}
