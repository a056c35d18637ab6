/**
 * Tracking numbers: `KG` followed by 11 digits, ten random and a check digit. Random (from the
 * platform's cryptographic generator), so one number tells nothing about another. The check digit
 * is Damm's algorithm, which catches every single wrong digit and every swap of two neighbouring
 * digits: the mistakes people make when they read a number aloud or type it.
 */
export const TRACKING_PREFIX = "KG";
export const TRACKING_PATTERN = /^KG\d{11}$/;

// The Damm quasigroup of order 10 (weakly totally anti-symmetric).
const DAMM = [
  [0, 3, 1, 7, 5, 9, 8, 6, 4, 2],
  [7, 0, 9, 2, 1, 5, 4, 8, 6, 3],
  [4, 2, 0, 6, 8, 7, 1, 3, 5, 9],
  [1, 7, 5, 0, 9, 8, 3, 4, 2, 6],
  [6, 1, 2, 3, 0, 4, 5, 9, 7, 8],
  [3, 6, 7, 4, 2, 0, 9, 5, 8, 1],
  [5, 8, 6, 9, 7, 2, 0, 1, 3, 4],
  [8, 9, 4, 5, 3, 6, 2, 0, 1, 7],
  [9, 4, 3, 8, 6, 1, 7, 2, 0, 5],
  [2, 5, 8, 1, 4, 3, 6, 7, 9, 0],
] as const;

function dammInterim(digits: string): number {
  let interim = 0;
  for (const ch of digits) interim = DAMM[interim][ch.charCodeAt(0) - 48];
  return interim;
}

/** The check digit that makes `digits` + check pass Damm's test. */
export function checkDigit(digits: string): number {
  if (!/^\d+$/.test(digits)) throw new Error("checkDigit: digits only");
  return dammInterim(digits);
}

/** A new random tracking number. `random` returns a number in [0, 10) per call (tests inject it). */
export function generateTrackingNumber(randomDigit: () => number = cryptoDigit): string {
  let body = "";
  for (let i = 0; i < 10; i++) body += String(randomDigit());
  return `${TRACKING_PREFIX}${body}${checkDigit(body)}`;
}

function cryptoDigit(): number {
  // Rejection sampling keeps every digit equally likely.
  const buf = new Uint8Array(1);
  for (;;) {
    globalThis.crypto.getRandomValues(buf);
    if (buf[0] < 250) return buf[0] % 10;
  }
}

/** Reads what a person typed: any case, spaces or dashes between groups. Null when it is not a tracking number's shape. */
export function normaliseTrackingNumber(input: string): string | null {
  const compact = input.replace(/[\s-]/g, "").toUpperCase();
  return TRACKING_PATTERN.test(compact) ? compact : null;
}

/** Shape and check digit. */
export function isValidTrackingNumber(value: string): boolean {
  return TRACKING_PATTERN.test(value) && dammInterim(value.slice(2)) === 0;
}

/** `KG 1234 5678 901`: groups that are easy to read aloud. */
export function formatTrackingNumber(value: string): string {
  if (!TRACKING_PATTERN.test(value)) return value;
  return `${value.slice(0, 2)} ${value.slice(2, 6)} ${value.slice(6, 10)} ${value.slice(10)}`;
}

/** The most numbers one public lookup takes. */
export const MAX_TRACKED = 20;

/** A wider text than any list of twenty numbers needs; past it a list is "too many" without being read. */
export const MAX_TRACKING_TEXT = 4000;

export interface TrackingList {
  /** Well-formed numbers, normalised, each once, in the order typed. */
  numbers: string[];
  /** What was typed that is not a tracking number's shape, as typed. */
  invalid: string[];
  /** More than MAX_TRACKED entries (distinct numbers and unreadable ones together). */
  tooMany: boolean;
  /** Distinct entries read (numbers + invalid). */
  entries: number;
}

// A prefix of a tracking number (compact, upper case): while a group of words is one, the next word may finish it.
const PARTIAL = /^(K|KG\d{0,10})$/;

/**
 * Reads several numbers: one per line, or separated by commas, semicolons or spaces. The single lookup accepts
 * spaces and dashes inside a number ("kg 1234 5678 901"), so words are joined while they still spell the start of
 * one: the fixed "KG + 11 digits" shape makes that unambiguous.
 */
export function parseTrackingNumbers(values: string[]): TrackingList {
  const text = values.join("\n");
  if (text.length > MAX_TRACKING_TEXT) return { numbers: [], invalid: [], tooMany: true, entries: 0 };
  const numbers: string[] = [];
  const invalid: string[] = [];
  const addNumber = (n: string) => {
    if (!numbers.includes(n)) numbers.push(n);
  };
  const addInvalid = (words: string[]) => {
    const raw = words.join(" ");
    if (raw && !invalid.includes(raw)) invalid.push(raw);
  };
  for (const chunk of text.split(/[\r\n,;]+/)) {
    const compact = chunk.replace(/[\s-]/g, "").toUpperCase();
    if (!compact) continue;
    // Numbers written one after another ("KG…901 KG…123" or with no gap at all).
    if (/^(KG\d{11})+$/.test(compact)) {
      for (const n of compact.match(/KG\d{11}/g) ?? []) addNumber(n);
      continue;
    }
    let group: string[] = [];
    for (const word of chunk.split(/\s+/).filter(Boolean)) {
      const joined = [...group, word].join("").replace(/-/g, "").toUpperCase();
      if (TRACKING_PATTERN.test(joined)) {
        addNumber(joined);
        group = [];
      } else if (PARTIAL.test(joined)) {
        group.push(word);
      } else {
        // The word does not continue the group: the group was not a number; the word may start one.
        addInvalid(group);
        const alone = word.replace(/-/g, "").toUpperCase();
        if (TRACKING_PATTERN.test(alone)) {
          addNumber(alone);
          group = [];
        } else if (PARTIAL.test(alone)) group = [word];
        else {
          addInvalid([word]);
          group = [];
        }
      }
    }
    addInvalid(group);
  }
  const entries = numbers.length + invalid.length;
  return { numbers, invalid, tooMany: entries > MAX_TRACKED, entries };
}
