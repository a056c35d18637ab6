import { performance } from "node:perf_hooks";
import type { Selectable } from "kysely";
import type { DB } from "./db.server";
import type { TariffCodesTable } from "./schema";
import { tableVersion } from "./dialect.server";
import { prefixUpperBound } from "~/lib/tariffs/codes";

/**
 * The tariff finder's search index, held in each app server's memory (the bar in docs/performance.md: p95 of
 * the search ≤ 2 ms on the full table, where SQL needed 5–15 ms for common 3-letter queries).
 *
 * Every code is a "doc", numbered in code order, so "code order within a rank" is doc order and a
 * code prefix is a doc range. A doc's searchable text is `\u0001` + Turkish folded name + `\u0001`
 * + English folded name: a name starts with P where the text contains `\u0001P`, a word starts
 * with P where it contains ` P`, a word is anywhere where the text contains it. Posting lists (doc
 * numbers in order, in one Int32Array) for every trigram of those texts, boundaries included
 * (`\u0001ab`, ` ab`), give each rank's candidates in code order; every candidate is then checked
 * on the text itself, so the lists only ever narrow the search, and the ranked answer is read in
 * order and stops once the page is filled and the count has reached the cap (1,000+).
 *
 * Freshness: the index carries the `table_versions` counter of `tariff_codes` (bumped by triggers
 * on every write, migration 0008) it was built from. Each search reads the counter (one primary-key
 * read) and uses the index only when it matches; otherwise it answers in SQL and a rebuild starts in
 * the background, reading the table in pages and yielding to the event loop between steps. So
 * several servers on one database each see the others' imports on their next search.
 */

/** What the index keeps of a code for the answer: the table's columns the finder shows. */
export type TariffIndexRow = Pick<
  Selectable<TariffCodesTable>,
  "id" | "code_digits" | "level" | "hs_code" | "gtip_code" | "name_tr" | "name_en"
>;

export interface TariffSourceRow extends TariffIndexRow {
  tr_folded: string;
  en_folded: string;
  /** Only declarable codes answer code searches; the others have empty texts, so no word search finds them either. */
  declarable: number;
}

/** Above this many codes the index is not built and SQL answers (memory bound: about 0.8 KB a code, 80 MB here). */
export const MAX_INDEXED_CODES = 100_000;
/** Characters with a trigram slot of their own (the most frequent ones); the rest share slot 0. */
const MAX_ALPHABET = 96;
/** 32-bit words per doc for the set of character slots its text has. */
const MASK_WORDS = Math.ceil(MAX_ALPHABET / 32);
/** The rarest trigrams of a string whose posting lists are intersected; the text check does the rest. */
const LISTS_PER_STRING = 4;
const COLUMN_START = "\u0001";
const COLUMN_START_CODE = 1;
/** Rows per page read from the database; the build yields to the event loop after about STEP_MS of work. */
const LOAD_PAGE = 500;
const STEP_MS = 4;
/** Rows a column joins between two looks at the clock. */
const COLUMN_SLICE = 2048;

export interface TariffIndexStats {
  version: number;
  codes: number;
  postings: number;
  alphabet: number;
  /** Wall time of the whole build, and the longest the event loop was held in one step. */
  buildMs: number;
  longestStepMs: number;
}

/**
 * Strings kept as one string and where each starts: a column of 26,000 names is three heap objects
 * instead of 26,000, so a major garbage collection has that much less to mark (measured on the full table:
 * the row objects and their strings were 14 MB and about 7 ms of every full collection).
 * `get` answers a slice of the one string (V8 shares its characters; nothing is copied).
 */
class StringColumn {
  private constructor(
    private readonly text: string,
    private readonly bounds: Int32Array,
    private readonly nulls: Uint8Array | null,
  ) {}

  /** Built a slice of rows at a time; `pause` may yield to the event loop between slices. */
  static async of(values: ReadonlyArray<string | null>, pause: () => Promise<void>): Promise<StringColumn> {
    const bounds = new Int32Array(values.length + 1);
    let nulls: Uint8Array | null = null;
    const parts: string[] = [];
    for (let from = 0; from < values.length; from += COLUMN_SLICE) {
      const to = Math.min(values.length, from + COLUMN_SLICE);
      for (let i = from; i < to; i++) {
        const v = values[i];
        if (v === null) (nulls ??= new Uint8Array(values.length))[i] = 1;
        bounds[i + 1] = bounds[i] + (v?.length ?? 0);
      }
      // join() writes null as "": its bounds are empty and `nulls` tells it from an empty string.
      parts.push(values.slice(from, to).join(""));
      await pause();
    }
    return new StringColumn(parts.join(""), bounds, nulls);
  }

  get(i: number): string | null {
    return this.nulls?.[i] ? null : this.text.slice(this.bounds[i], this.bounds[i + 1]);
  }

  /** For columns without nulls. */
  at(i: number): string {
    return this.text.slice(this.bounds[i], this.bounds[i + 1]);
  }
}

/** The index's copy of the rows, a column each, in doc order. */
interface TariffColumns {
  ids: Float64Array;
  levels: Uint8Array;
  /** How many declarable docs come before each doc (size + 1 entries): counts and pages of a code range. */
  declarableBefore: Int32Array;
  codes: StringColumn;
  hsCodes: StringColumn;
  gtipCodes: StringColumn;
  namesTr: StringColumn;
  namesEn: StringColumn;
  /** Per doc, its searchable text (see above). */
  texts: StringColumn;
}

export class TariffIndex {
  readonly size: number;
  readonly figures: { total: number; gtip: number; english: number };
  private readonly texts: StringColumn;

  constructor(
    readonly version: number,
    private readonly columns: TariffColumns,
    figures: { gtip: number; english: number },
    private readonly charSlot: Uint8Array,
    private readonly slots: number,
    private readonly starts: Int32Array,
    private readonly postings: Int32Array,
    /** Per doc, MASK_WORDS words of bits: which character slots its text has. */
    private readonly charMasks: Uint32Array,
    readonly stats: TariffIndexStats,
  ) {
    this.texts = columns.texts;
    this.size = columns.ids.length;
    this.figures = { total: this.size, ...figures };
  }

  row(doc: number): TariffIndexRow {
    const c = this.columns;
    return {
      id: c.ids[doc],
      code_digits: c.codes.at(doc),
      level: c.levels[doc],
      hs_code: c.hsCodes.at(doc),
      gtip_code: c.gtipCodes.get(doc),
      name_tr: c.namesTr.get(doc),
      name_en: c.namesEn.get(doc),
    };
  }

  /** The first doc whose code is ≥ `code`. */
  private lowerBound(code: string): number {
    let a = 0;
    let b = this.size;
    while (a < b) {
      const m = (a + b) >>> 1;
      if (this.columns.codes.at(m) < code) a = m + 1;
      else b = m;
    }
    return a;
  }

  /** The docs [lo, hi) whose code starts with `digits`: the exact code first, then the codes under it. */
  codeRange(digits: string): [number, number] {
    const upper = prefixUpperBound(digits);
    return [this.lowerBound(digits), upper === null ? this.size : this.lowerBound(upper)];
  }

  /** A code search: the page's docs and how many declarable codes there are under the prefix. */
  codeSearch(digits: string, offset: number, limit: number): { docs: number[]; total: number } {
    const [lo, hi] = this.codeRange(digits);
    const before = this.columns.declarableBefore;
    const total = before[hi] - before[lo];
    // The first doc of the page: the smallest d with `offset` declarable docs in [lo, d).
    let a = lo;
    let b = hi;
    while (a < b) {
      const m = (a + b) >>> 1;
      if (before[m] - before[lo] < offset) a = m + 1;
      else b = m;
    }
    const docs: number[] = [];
    for (let d = a; d < hi && docs.length < limit; d++) if (before[d + 1] > before[d]) docs.push(d);
    return { docs, total };
  }

  /**
   * A name search, ranked: a name starts with the phrase, a word starts with it, every word
   * anywhere; code order within each. `words` are folded. The count stops at `cap` + 1 (capped).
   */
  wordSearch(
    words: readonly string[],
    codePrefix: string | null,
    offset: number,
    limit: number,
    cap: number,
  ): { docs: number[]; total: number; capped: boolean } {
    const [lo, hi] = codePrefix ? this.codeRange(codePrefix) : [0, this.size];
    const phrase = words.join(" ");
    const atName = COLUMN_START + phrase;
    const atWord = ` ${phrase}`;
    const target = Math.max(offset + limit, cap + 1);
    const texts = this.texts;
    const docs: number[] = [];
    // The docs already ranked (names, then words starting with the phrase): the next ranks skip them.
    const ranked = new Set<number>();
    let count = 0;
    const take = (d: number) => {
      if (count >= offset && docs.length < limit) docs.push(d);
      ranked.add(d);
      return ++count >= target;
    };
    const answer = () => ({ docs, total: Math.min(count, cap), capped: count > cap });

    let c = this.candidates([atName], lo, hi);
    for (let d = c.next(); d >= 0; d = c.next()) {
      if (texts.at(d).includes(atName) && take(d)) return answer();
    }
    c = this.candidates([atWord], lo, hi);
    for (let d = c.next(); d >= 0; d = c.next()) {
      if (!ranked.has(d) && texts.at(d).includes(atWord) && take(d)) return answer();
    }
    c = this.candidates(words, lo, hi);
    next: for (let d = c.next(); d >= 0; d = c.next()) {
      if (ranked.has(d)) continue;
      const t = texts.at(d);
      for (const w of words) if (!t.includes(w)) continue next;
      if (take(d)) return answer();
    }
    return answer();
  }

  /**
   * The docs in [lo, hi), in order, that may contain every string: they have the rarest trigrams
   * of each string of 3+ characters (LISTS_PER_STRING of them); when no string is that long, they
   * have each 2-character string. A superset: the caller checks every candidate on its text.
   */
  private candidates(strings: readonly string[], lo: number, hi: number): Cursor {
    const lists: Array<[number, number]> = [];
    const size = (l: [number, number]) => l[1] - l[0];
    for (const s of strings) {
      const own = new Map<number, [number, number]>();
      const spanning = new Set<number>();
      for (let i = 0; i + 3 <= s.length; i++) {
        const k = this.key(s.charCodeAt(i), s.charCodeAt(i + 1), s.charCodeAt(i + 2));
        own.set(k, [this.starts[k], this.starts[k + 1]]);
        if (i > 0 && s.slice(i, i + 3).includes(" ")) spanning.add(k);
      }
      // Trigrams of one word often have the very same docs (lists of one length): one of them is enough.
      // A phrase's trigrams across its spaces are what tell "ipek iplik" from "iplik … ipek": all taken.
      const lengths = new Set(lists.map(size));
      let taken = 0;
      for (const [key, list] of [...own.entries()].sort((a, b) => size(a[1]) - size(b[1]))) {
        if (taken >= LISTS_PER_STRING && !spanning.has(key)) continue;
        if (lengths.has(size(list))) continue;
        lengths.add(size(list));
        lists.push(list);
        taken++;
      }
    }
    if (lists.length)
      return new Cursor(
        this.postings,
        lists.sort((a, b) => size(a) - size(b)),
        lo,
        hi,
      );
    const pairs = strings.filter((s) => s.length === 2);
    if (!pairs.length) {
      // Only 1-character words: every doc of the range that has all their characters.
      const need = new Uint32Array(MASK_WORDS);
      for (const s of strings) {
        for (let i = 0; i < s.length; i++) {
          const slot = this.charSlot[s.charCodeAt(i)];
          need[slot >>> 5] |= 1 << (slot & 31);
        }
      }
      return new Cursor(this.postings, [], lo, hi, this.charMasks, need);
    }
    // A 2-character string "xy" is in a text exactly where one of the trigrams "?xy" is (every text starts with \u0001).
    const own = pairs.map((pair) => this.docsWithPair(pair, lo, hi));
    const joined = new Int32Array(own.reduce((n, l) => n + l.length, 0));
    let at = 0;
    for (const l of own) {
      joined.set(l, at);
      lists.push([at, (at += l.length)]);
    }
    return new Cursor(
      joined,
      lists.sort((a, b) => size(a) - size(b)),
      lo,
      hi,
    );
  }

  /** The docs in [lo, hi) that have a trigram ending in `pair`, in order. */
  private docsWithPair(pair: string, lo: number, hi: number): Int32Array {
    const seen = new Uint8Array(hi - lo);
    const b = this.charSlot[pair.charCodeAt(0)];
    const c = this.charSlot[pair.charCodeAt(1)];
    let n = 0;
    for (let a = 0; a < this.slots; a++) {
      const k = (a * this.slots + b) * this.slots + c;
      for (let p = this.starts[k]; p < this.starts[k + 1]; p++) {
        const d = this.postings[p];
        if (d >= lo && d < hi && !seen[d - lo]) {
          seen[d - lo] = 1;
          n++;
        }
      }
    }
    const docs = new Int32Array(n);
    for (let i = 0, j = 0; j < n; i++) if (seen[i]) docs[j++] = lo + i;
    return docs;
  }

  private key(a: number, b: number, c: number): number {
    const k = this.slots;
    return (this.charSlot[a] * k + this.charSlot[b]) * k + this.charSlot[c];
  }
}

/** Walks the intersection of sorted posting lists (or a plain doc range when there are none). */
class Cursor {
  private readonly pos: Int32Array;
  private readonly ends: Int32Array;
  private d: number;

  constructor(
    private readonly postings: Int32Array,
    lists: Array<[number, number]>,
    lo: number,
    private readonly hi: number,
    /** Without lists: only docs whose character mask has every bit of `need`. */
    private readonly masks: Uint32Array | null = null,
    private readonly need: Uint32Array | null = null,
  ) {
    this.pos = Int32Array.from(lists, (l) => l[0]);
    this.ends = Int32Array.from(lists, (l) => l[1]);
    this.d = lo;
    if (lists.length) this.pos[0] = this.seek(0, lo);
  }

  /** The first position in list `k`, from its current one, whose doc is ≥ `doc` (galloping). */
  private seek(k: number, doc: number): number {
    const p = this.postings;
    const end = this.ends[k];
    let a = this.pos[k];
    if (a >= end || p[a] >= doc) return a;
    let step = 1;
    let b = a + 1;
    while (b < end && p[b] < doc) {
      a = b;
      step <<= 1;
      b = a + step;
    }
    a++;
    if (b > end) b = end;
    while (a < b) {
      const m = (a + b) >>> 1;
      if (p[m] < doc) a = m + 1;
      else b = m;
    }
    return a;
  }

  /** The next doc, or -1. Leapfrog: a list that has nothing at a doc moves the first list past it. */
  next(): number {
    const n = this.pos.length;
    if (n === 0) {
      const masks = this.masks;
      const need = this.need;
      while (this.d < this.hi) {
        const d = this.d++;
        if (!masks || !need) return d;
        let ok = true;
        for (let w = 0; w < MASK_WORDS && ok; w++) ok = (masks[d * MASK_WORDS + w] & need[w]) === need[w];
        if (ok) return d;
      }
      return -1;
    }
    const p = this.postings;
    const pos = this.pos;
    const ends = this.ends;
    outer: while (pos[0] < ends[0]) {
      const doc = p[pos[0]];
      if (doc >= this.hi) break;
      for (let k = 1; k < n; k++) {
        const at = this.seek(k, doc);
        pos[k] = at;
        if (at >= ends[k]) break outer;
        if (p[at] !== doc) {
          pos[0] = this.seek(0, p[at]);
          continue outer;
        }
      }
      pos[0]++;
      return doc;
    }
    pos[0] = ends[0];
    return -1;
  }
}

const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Builds the index from pages of rows (any order), yielding to the event loop between pages and
 * between steps of BUILD_STEP docs. "tooLarge" above MAX_INDEXED_CODES.
 */
export async function buildTariffIndex(
  version: number,
  pages: AsyncIterable<TariffSourceRow[]>,
  maxCodes = MAX_INDEXED_CODES,
): Promise<TariffIndex | "tooLarge"> {
  const started = performance.now();
  let longest = 0;
  let stepStart = performance.now();
  const step = async () => {
    longest = Math.max(longest, performance.now() - stepStart);
    await pause();
    stepStart = performance.now();
  };

  // Rows, their texts, and how often each character occurs.
  let rows: Array<TariffIndexRow & { declarable: number }> = [];
  let texts: string[] = [];
  const frequency = new Float64Array(65536);
  for await (const page of pages) {
    for (const r of page) {
      const text = `${COLUMN_START}${r.tr_folded}${COLUMN_START}${r.en_folded}`;
      for (let i = 0; i < text.length; i++) frequency[text.charCodeAt(i)]++;
      rows.push({
        id: Number(r.id),
        code_digits: r.code_digits,
        level: Number(r.level),
        hs_code: r.hs_code,
        gtip_code: r.gtip_code,
        name_tr: r.name_tr,
        name_en: r.name_en,
        declarable: Number(r.declarable),
      });
      texts.push(text);
    }
    if (rows.length > maxCodes) return "tooLarge";
    await step();
  }
  // Doc order is code order as JavaScript compares strings (digits only: the same as the database's).
  let sorted = true;
  for (let i = 1; i < rows.length && sorted; i++) sorted = rows[i - 1].code_digits < rows[i].code_digits;
  if (!sorted) {
    const order = rows
      .map((_, i) => i)
      .sort((a, b) =>
        rows[a].code_digits < rows[b].code_digits ? -1 : rows[a].code_digits > rows[b].code_digits ? 1 : 0,
      );
    rows = order.map((i) => rows[i]);
    texts = order.map((i) => texts[i]);
  }

  // The alphabet: slot 0 for rare characters, then the most frequent ones.
  const charSlot = new Uint8Array(65536);
  const seen: number[] = [];
  for (let c = 0; c < 65536; c++) if (frequency[c] > 0 && c !== COLUMN_START_CODE) seen.push(c);
  seen.sort((a, b) => frequency[b] - frequency[a]);
  const own = [COLUMN_START_CODE, ...seen.slice(0, MAX_ALPHABET - 2)];
  own.forEach((c, i) => (charSlot[c] = i + 1));
  const slots = own.length + 1;
  const keySpace = slots * slots * slots;
  await step();

  // Two passes over the trigrams: count each list's docs, then fill the lists in doc order.
  // Trigrams across the column boundary are never asked for (`\u0001` only ever leads one): skipped.
  const counts = new Int32Array(keySpace + 1);
  const last = new Int32Array(keySpace).fill(-1);
  const charMasks = new Uint32Array(texts.length * MASK_WORDS);
  for (let doc = 0; doc < texts.length; doc++) {
    const t = texts[doc];
    let b = charSlot[t.charCodeAt(0)];
    let c = charSlot[t.charCodeAt(1)];
    charMasks[doc * MASK_WORDS + (c >>> 5)] |= 1 << (c & 31);
    let cross = t.charCodeAt(1) === COLUMN_START_CODE;
    for (let i = 2; i < t.length; i++) {
      const code = t.charCodeAt(i);
      const a = b;
      b = c;
      c = charSlot[code];
      charMasks[doc * MASK_WORDS + (c >>> 5)] |= 1 << (c & 31);
      const boundary = code === COLUMN_START_CODE;
      if (!boundary && !cross) {
        const key = (a * slots + b) * slots + c;
        if (last[key] !== doc) {
          last[key] = doc;
          counts[key]++;
        }
      }
      cross = boundary;
    }
    if ((doc & 255) === 255 && performance.now() - stepStart > STEP_MS) await step();
  }
  const starts = new Int32Array(keySpace + 1);
  for (let k = 0; k < keySpace; k++) starts[k + 1] = starts[k] + counts[k];
  const postings = new Int32Array(starts[keySpace]);
  const fill = counts;
  fill.set(starts.subarray(0, keySpace));
  last.fill(-1);
  await step();
  for (let doc = 0; doc < texts.length; doc++) {
    const t = texts[doc];
    let b = charSlot[t.charCodeAt(0)];
    let c = charSlot[t.charCodeAt(1)];
    let cross = t.charCodeAt(1) === COLUMN_START_CODE;
    for (let i = 2; i < t.length; i++) {
      const code = t.charCodeAt(i);
      const a = b;
      b = c;
      c = charSlot[code];
      const boundary = code === COLUMN_START_CODE;
      if (!boundary && !cross) {
        const key = (a * slots + b) * slots + c;
        if (last[key] !== doc) {
          last[key] = doc;
          postings[fill[key]++] = doc;
        }
      }
      cross = boundary;
    }
    if ((doc & 255) === 255 && performance.now() - stepStart > STEP_MS) await step();
  }
  await step();

  // The rows become columns (one string each instead of one per row), a step between columns.
  let gtip = 0;
  let english = 0;
  for (const r of rows) {
    if (r.gtip_code !== null) gtip++;
    if (r.name_en !== null) english++;
  }
  const column = (values: Array<string | null>) =>
    StringColumn.of(values, async () => {
      if (performance.now() - stepStart > STEP_MS) await step();
    });
  const declarableBefore = new Int32Array(rows.length + 1);
  for (let i = 0; i < rows.length; i++)
    declarableBefore[i + 1] = declarableBefore[i] + (rows[i].declarable === 1 ? 1 : 0);
  const columns: TariffColumns = {
    ids: Float64Array.from(rows, (r) => r.id),
    levels: Uint8Array.from(rows, (r) => r.level),
    declarableBefore,
    codes: await column(rows.map((r) => r.code_digits)),
    hsCodes: await column(rows.map((r) => r.hs_code)),
    gtipCodes: await column(rows.map((r) => r.gtip_code)),
    namesTr: await column(rows.map((r) => r.name_tr)),
    namesEn: await column(rows.map((r) => r.name_en)),
    texts: await column(texts),
  };
  longest = Math.max(longest, performance.now() - stepStart);

  return new TariffIndex(version, columns, { gtip, english }, charSlot, slots, starts, postings, charMasks, {
    version,
    codes: rows.length,
    postings: postings.length,
    alphabet: slots,
    buildMs: performance.now() - started,
    longestStepMs: longest,
  });
}

/** The tariff codes in pages of LOAD_PAGE, in code order, each page one range read on the code index. */
async function* tariffPages(db: DB): AsyncGenerator<TariffSourceRow[]> {
  let after = "";
  for (;;) {
    const page = await db
      .selectFrom("tariff_codes")
      .select([
        "id",
        "code_digits",
        "level",
        "hs_code",
        "gtip_code",
        "name_tr",
        "name_en",
        "tr_folded",
        "en_folded",
        "declarable",
      ])
      .where("code_digits", ">", after)
      .orderBy("code_digits")
      .limit(LOAD_PAGE)
      .execute();
    if (page.length) yield page;
    if (page.length < LOAD_PAGE) return;
    after = page[page.length - 1].code_digits;
  }
}

interface IndexState {
  index: TariffIndex | null;
  building: Promise<void> | null;
  /** The version the last search found. */
  wanted: number;
  /** The version found too large to index. */
  tooLarge: number | null;
  failedAt: number;
}

/** One state per database handle (tests and tools switch handles). */
const states = new WeakMap<DB, IndexState>();
const RETRY_AFTER_FAILURE_MS = 10_000;

function stateOf(db: DB): IndexState {
  let state = states.get(db);
  if (!state) {
    state = { index: null, building: null, wanted: -1, tooLarge: null, failedAt: 0 };
    states.set(db, state);
  }
  return state;
}

function startBuild(db: DB, state: IndexState) {
  if (state.building) return;
  state.building = (async () => {
    // Rebuilt again (a few times at most) when a search saw a newer version during the build.
    for (let round = 0; round < 4; round++) {
      // The counter is read before the rows: a write after it moves the counter past this index's.
      const version = await tableVersion(db, "tariff_codes");
      const built = await buildTariffIndex(version, tariffPages(db));
      if (built === "tooLarge") {
        state.tooLarge = version;
        console.warn(`[tariffs] more than ${MAX_INDEXED_CODES} codes: the finder searches in SQL`);
      } else {
        state.index = built;
      }
      if (state.wanted === version) break;
    }
  })()
    .catch((error) => {
      state.failedAt = Date.now();
      // The database closed under a build (shutdown, the end of a test): nothing went wrong.
      if (/driver has already been destroyed|database connection is not open/.test(String(error))) return;
      console.error("[tariffs] building the search index failed; searching in SQL:", error);
    })
    .finally(() => {
      state.building = null;
    });
}

/**
 * The index when it is current (one read of the change counter). Otherwise null, and a build
 * starts in the background (`auto`), or the build is awaited (`wait`: tests, benchmarks, warm-up).
 */
export async function currentTariffIndex(db: DB, mode: "auto" | "wait" = "auto"): Promise<TariffIndex | null> {
  const state = stateOf(db);
  for (let attempt = 0; attempt < 3; attempt++) {
    const version = await tableVersion(db, "tariff_codes");
    if (state.index?.version === version) return state.index;
    state.wanted = version;
    if (state.tooLarge === version) return null;
    // Stale: let it go at once (memory), and build the current one.
    state.index = null;
    if (mode === "auto" && Date.now() - state.failedAt < RETRY_AFTER_FAILURE_MS) return null;
    startBuild(db, state);
    if (mode === "auto") return null;
    await state.building;
  }
  return null;
}

/** The last built index's figures (the benchmark prints them), or null. */
export function tariffIndexStats(db: DB): TariffIndexStats | null {
  return states.get(db)?.index?.stats ?? null;
}
