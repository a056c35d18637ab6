import { foldText, significantLength } from "../text-fold";

/**
 * Customs tariff codes. The Harmonized System (HS) has 2-digit chapters, 4-digit headings and
 * 6-digit subheadings; the Turkish tariff (GTIP) extends them to 8, 10 and 12 digits. Codes are
 * stored digit-only (`code_digits`) and shown dotted: 01, 0101, 0101.21, 0101.21.00, 0101.21.00.00,
 * 0101.21.00.00.00.
 */
export const CODE_LENGTHS = [2, 4, 6, 8, 10, 12] as const;
export const MIN_QUERY_LENGTH = 3;

export function isCodeLength(n: number): boolean {
  return (CODE_LENGTHS as readonly number[]).includes(n);
}

/**
 * The codes a shipment's customs line accepts ("declarable" codes): a 12-digit Turkish tariff line, or
 * a 6-digit HS subheading that has no 12-digit line under it (a file of the HS nomenclature alone).
 * Chapters, headings and the 8- and 10-digit groups of the Turkish tariff only group codes; a subheading
 * that Türkiye divides into 12-digit lines is represented by those lines, never by itself, because the
 * Turkish declaration asks for the 12-digit code (and the lines carry the HS code in their first 6 digits),
 * so the finder offers each code once. Matches `normaliseGtip` of the shipment form: 6 or 12 digits.
 */
export function declarableCodes(codes: Iterable<string>): Set<string> {
  const all = [...codes];
  const divided = new Set(all.filter((c) => c.length === 12).map((c) => c.slice(0, 6)));
  return new Set(all.filter((c) => c.length === 12 || (c.length === 6 && !divided.has(c))));
}

/** "0101.21" or "0101 21" → "010121". */
export function codeDigits(input: string): string {
  return input.replace(/[^0-9]/g, "");
}

/** "010121000000" → "0101.21.00.00.00"; HS-length codes: "01", "0101", "0101.21". */
export function formatCode(digits: string): string {
  if (digits.length <= 4) return digits;
  const parts = [digits.slice(0, 4)];
  for (let i = 4; i < digits.length; i += 2) parts.push(digits.slice(i, i + 2));
  return parts.join(".");
}

/** The HS part of a code (at most 6 digits), dotted. */
export function hsCodeOf(digits: string): string {
  return formatCode(digits.slice(0, Math.min(6, digits.length)));
}

/**
 * The smallest digit string above every string that starts with `prefix` ("0109" → "011"),
 * so a prefix search is a range on the indexed column in any collation. null for "99…9".
 */
export function prefixUpperBound(prefix: string): string | null {
  const chars = prefix.split("");
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== "9") {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.slice(0, i + 1).join("");
    }
  }
  return null;
}

export type TariffQuery =
  | { kind: "empty" }
  | { kind: "tooShort" }
  | { kind: "code"; digits: string }
  | { kind: "words"; words: string[]; codePrefix: string | null };

const CODE_TOKEN = /^\d[\d.]*$/;

/**
 * Reads what the user typed: a code ("0101.21", "010121", "0101 21") or words (Turkish or English,
 * any case or accents) optionally with a code prefix among them ("8471 dizüstü").
 */
export function parseTariffQuery(input: string): TariffQuery {
  const raw = input.trim();
  if (!raw) return { kind: "empty" };
  if (significantLength(raw) < MIN_QUERY_LENGTH) return { kind: "tooShort" };
  if (/^[\d.\s-]+$/.test(raw)) return { kind: "code", digits: codeDigits(raw).slice(0, 12) };
  const tokens = raw.split(/\s+/);
  const codeToken = tokens.find((t) => CODE_TOKEN.test(t) && codeDigits(t).length >= 2);
  const words = foldText(tokens.filter((t) => t !== codeToken).join(" "))
    .split(" ")
    .filter(Boolean);
  if (words.length === 0) return { kind: "code", digits: codeDigits(codeToken ?? raw).slice(0, 12) };
  return { kind: "words", words, codePrefix: codeToken ? codeDigits(codeToken).slice(0, 12) : null };
}
