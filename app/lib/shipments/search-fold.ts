/**
 * The shipments search's folding: what "the same letter" means when staff search shipments by
 * names, companies and tracking numbers. Case is ignored (with Turkish rules: `İ`, `I`, `ı` and `i`
 * are all `i`), and accents too (`ş`→`s`, `ğ`→`g`, `ç`→`c`, `ö`→`o`, `ü`→`u`, `é`→`e`, `ə`→`e`,
 * `ß`→`ss`…), so "SAHIN", "şahin" and "Şahin" find "Şahin".
 *
 * The database keeps a folded copy of each shipment's searchable text (`shipments.search_text`,
 * migration 0009), computed by triggers with SQL `replace()` calls generated from FOLD_PAIRS below;
 * typed queries are folded here with the same pairs, so both sides always agree. Characters outside
 * the list (other scripts, punctuation) are compared as they are.
 *
 * Changing FOLD_PAIRS needs a new migration that recreates the triggers and refills search_text.
 */

/** Combining marks of decomposed (NFD) text that are dropped (a decomposed `ş` is `s` + U+0327). */
const COMBINING_MARKS = [
  0x300, 0x301, 0x302, 0x303, 0x304, 0x306, 0x307, 0x308, 0x30a, 0x30b, 0x30c, 0x326, 0x327, 0x328,
].map((cp) => String.fromCodePoint(cp));

const LIGATURES: Record<string, string> = {
  ß: "ss",
  æ: "ae",
  œ: "oe",
  ø: "o",
  đ: "d",
  ł: "l",
  þ: "th",
  ð: "d",
  ħ: "h",
  ŧ: "t",
  ŀ: "l",
  ĸ: "k",
  ŉ: "n",
  ŋ: "n",
  ſ: "s",
  ĳ: "ij",
};

function buildPairs(): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  // Latin-1 Supplement and Latin Extended-A letters (Turkish, German, French, Spanish, Portuguese,
  // Italian, Polish, Czech, Romanian, Hungarian… names), plus Romanian ș ț and Azerbaijani ə.
  const codePoints = [
    ...Array.from({ length: 0x180 - 0xc0 }, (_, i) => 0xc0 + i),
    0x218,
    0x219,
    0x21a,
    0x21b,
    0x18f,
    0x259,
  ];
  for (const cp of codePoints) {
    const ch = String.fromCodePoint(cp);
    let base = ch
      .toLocaleLowerCase("tr")
      .normalize("NFKD")
      .replace(/\p{M}+/gu, "")
      .replace(/ı/g, "i")
      .replace(/ə/g, "e");
    base = [...base].map((c) => LIGATURES[c] ?? c).join("");
    if (/^[a-z]+$/.test(base)) pairs.push([ch, base]);
  }
  for (const mark of COMBINING_MARKS) pairs.push([mark, ""]);
  return pairs;
}

/** [from, to]: applied in order after ASCII lower-casing, both in SQL and here. */
export const FOLD_PAIRS: ReadonlyArray<readonly [string, string]> = buildPairs();
const FOLD = new Map(FOLD_PAIRS);

/** The separator between the fields of search_text: a query never contains it, so a match never spans two fields. */
export const SEARCH_FIELD_SEPARATOR = "\u001f";

/** Folds text exactly as the database folds search_text (see FOLD_PAIRS). */
export function foldSearch(text: string): string {
  let out = "";
  for (const ch of text.replace(/[A-Z]/g, (c) => c.toLowerCase())) out += FOLD.get(ch) ?? ch;
  return out;
}

/** A typed query, folded: NFC first (so a decomposed letter folds like a composed one), whitespace runs as one space, no control characters. */
export function foldSearchQuery(q: string): string {
  return foldSearch(
    q
      .normalize("NFC")
      .replace(/[\u0000-\u001f\u007f]/g, " ")
      .trim()
      .replace(/\s+/g, " "),
  );
}

/**
 * One bit per letter and digit present in search_text (`shipments.search_chars`): a one-character
 * search tests a bit, and `shipment_search_counts` counts the shipments per branch, status and
 * character, so a one-letter search's status tabs are read, not counted.
 */
export const SEARCH_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789";

/** The bit of a folded character in search_chars; null when the character has none. */
export function searchCharBit(ch: string): number | null {
  const i = SEARCH_ALPHABET.indexOf(ch);
  return ch.length === 1 && i >= 0 ? 2 ** i : null;
}

/** The shipment's searchable text as the triggers build it (tests compare the two). */
export function shipmentSearchText(s: {
  tracking_number: string;
  sender_name: string;
  receiver_name: string;
  sender_company_name: string | null;
  receiver_company_name: string | null;
}): string {
  return foldSearch(
    [
      s.tracking_number,
      s.sender_name,
      s.receiver_name,
      s.sender_company_name ?? "",
      s.receiver_company_name ?? "",
    ].join(SEARCH_FIELD_SEPARATOR),
  );
}

/** The search_chars bits of a folded text. */
export function searchCharsOf(folded: string): number {
  let bits = 0;
  for (const ch of new Set(folded)) bits += searchCharBit(ch) ?? 0;
  return bits;
}
