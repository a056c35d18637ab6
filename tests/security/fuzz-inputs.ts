import fc from "fast-check";

/**
 * The fuzzer's vocabulary: hostile values (huge, unicode, control characters, lone surrogates, SQL
 * and full-text-search metacharacters, markup, numbers out of range), hostile key names, raw
 * malformed url-encoding, and helpers that mix them with valid-shaped values field by field.
 */
export const SPECIALS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\uD800",
  "\uDFFF",
  "x\uDBFFy",
  "\u202Eevil\u202C",
  "مرحبا بالعالم",
  "שלום",
  "👩‍👩‍👧‍👦🚚📦",
  "\uFEFF\u200B\u200D",
  "Ä̷̡̗̙̓̋l̵̼̔ï̴̬̳",
  "İSTANBUL ışık ĞÜŞÖÇ",
  "\r\n\t\u000b\u000c",
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1; SELECT * FROM sessions",
  "%",
  "_",
  "\\",
  "\\%",
  '"unterminated',
  "NEAR(a b)",
  "a AND OR NOT b",
  "* OR *",
  "^foo",
  "-foo",
  "col:foo",
  "(((",
  ")))",
  "{}",
  "[]",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "javascript:alert(1)",
  "//evil.test",
  "https://evil.test/",
  "../../../../etc/passwd",
  "${7*7}{{7*7}}",
  "__proto__",
  "constructor",
  "NaN",
  "Infinity",
  "-Infinity",
  "-1",
  "0",
  "1e308",
  "-1e308",
  "9007199254740993",
  "99999999999999999999999999",
  "0x10",
  "1,5",
  "1.000.000,00",
  "2026-02-30",
  "9999-99-99",
  "0000-00-00",
  "true",
  "on",
  "null",
  "undefined",
  // Whitespace only (a required text trimmed to nothing), prototype members (looked up as handlers),
  // malformed currency codes (Intl throws on them).
  "   ",
  " \t\n ",
  "\u00a0\u2003\u3000",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "prototype",
  "EURO",
  "eur",
  "€",
  "EU R",
] as const;

/** Whitespace-only values: required text fields must refuse them as a field error. */
export const BLANKS = ["   ", " \t\n ", "\u00a0\u2003", "\u3000"] as const;

/** Names of Object.prototype members, posted as an intent: a lookup by bracket would find them. */
export const PROTOTYPE_NAMES = [
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "prototype",
] as const;

/** Currency codes Intl refuses (EURO) or does not know, and near misses. */
export const BAD_CURRENCIES = ["EURO", "eur", "€", "EU", "E U R", "XXX", "EUR,USD", "E".repeat(5_000)] as const;

/** Malformed url-encoded fragments that no well-behaved client sends. */
export const RAW_FRAGMENTS = [
  "%ED%A0%80=%ED%BF%BF",
  "%FF%FE=%C0%AF",
  "%=%",
  "a=%E2%80",
  "%%41=1",
  "=",
  "==x",
  "&&&",
  "a[b][c][d]=1",
  "x=%00%00",
] as const;

export const HOSTILE_KEYS = [
  "role",
  "isAdmin",
  "__proto__",
  "constructor",
  "prototype",
  "id",
  "a[0]",
  "steps[999999].weight",
  "sender.name.deep",
  "",
  " ",
  "\u0000",
  "\uD800",
  "x".repeat(300),
] as const;

export const hugeString = fc
  .integer({ min: 1_000, max: 40_000 })
  .chain((n) => fc.constantFrom("a", "ş", "😀", "'", "%", "<").map((c) => c.repeat(n)));

export const hostile: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SPECIALS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 1, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
  { weight: 1, arbitrary: hugeString },
);

/** One posted field: its value or values (repeated keys), or nothing. */
export type Pair = [string, string];

interface FieldOptions {
  /** Keys that choose the code path (intent, step): mostly right, so the schemas behind them are reached. */
  key?: boolean;
}

/** For one field: omitted, valid-shaped, hostile, or repeated (valid and hostile). */
export function fieldValues(
  name: string,
  valid: fc.Arbitrary<string>,
  options: FieldOptions = {},
): fc.Arbitrary<Pair[]> {
  const one = (v: fc.Arbitrary<string>) => v.map((x): Pair[] => [[name, x]]);
  if (options.key) {
    return fc.oneof(
      { weight: 12, arbitrary: one(valid) },
      { weight: 1, arbitrary: one(hostile) },
      { weight: 1, arbitrary: one(fc.constantFrom(...PROTOTYPE_NAMES)) },
      { weight: 1, arbitrary: fc.constant([] as Pair[]) },
      {
        weight: 1,
        arbitrary: fc.tuple(valid, hostile).map(([a, b]): Pair[] => [
          [name, a],
          [name, b],
        ]),
      },
    );
  }
  return fc.oneof(
    { weight: 5, arbitrary: one(valid) },
    { weight: 2, arbitrary: fc.constant([] as Pair[]) },
    { weight: 4, arbitrary: one(hostile) },
    { weight: 1, arbitrary: one(fc.constantFrom(...BLANKS)) },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.oneof(valid, hostile)).map(([a, b]): Pair[] => [
        [name, a],
        [name, b],
      ]),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, valid).map(([a, b]): Pair[] => [
        [name, a],
        [name, b],
      ]),
    },
  );
}

export interface FuzzBody {
  pairs: Pair[];
  raw: string[];
}

/** A whole form: every known field through `fieldValues`, shuffled, plus hostile extra keys and raw fragments now and then. */
export function formBody(
  fields: Record<string, fc.Arbitrary<string>>,
  keys: readonly string[] = [],
): fc.Arbitrary<FuzzBody> {
  const parts = Object.entries(fields).map(([name, valid]) => fieldValues(name, valid, { key: keys.includes(name) }));
  const extras = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ maxLength: 12 })), hostile), {
    maxLength: 3,
  });
  const raw = fc.oneof(
    { weight: 6, arbitrary: fc.constant([] as string[]) },
    { weight: 1, arbitrary: fc.array(fc.constantFrom(...RAW_FRAGMENTS), { minLength: 1, maxLength: 3 }) },
  );
  return fc.tuple(fc.tuple(...parts), extras, raw, fc.boolean()).map(([lists, extra, fragments, reverse]) => {
    const pairs = [...lists.flat(), ...extra.map(([k, v]): Pair => [k, v])];
    return { pairs: reverse ? pairs.reverse() : pairs, raw: fragments };
  });
}

/** The url-encoded body the server gets (lone surrogates become U+FFFD, as a browser would send them). */
export function urlEncoded(body: FuzzBody): string {
  const params = new URLSearchParams();
  for (const [k, v] of body.pairs) params.append(k, v);
  return [params.toString(), ...body.raw].filter(Boolean).join("&");
}

/** What the server's parser sees of the pairs, for the local oracle (same USV conversion as on the wire). */
export function asFormData(body: FuzzBody): FormData {
  const form = new FormData();
  const params = new URLSearchParams(urlEncoded({ pairs: body.pairs, raw: [] }));
  for (const [k, v] of params) form.append(k, v);
  return form;
}

export function summary(body: FuzzBody): string {
  const short = (s: string) => (s.length > 60 ? `${JSON.stringify(s.slice(0, 40))}…(${s.length})` : JSON.stringify(s));
  return [...body.pairs.map(([k, v]) => `${short(k)}=${short(v)}`), ...body.raw].join(" & ");
}

// Valid-shaped values, so some bodies get past the first checks and reach the deeper code.
export const validEmail = fc.constantFrom("fuzz@example.com", "a.b+c@example.org", "ÜMİT@örnek.com.tr", "x@y.co");
export const validName = fc.constantFrom("Deniz Kaya", "Ayşe Yılmaz", "Jean-Luc O'Neil", "李小龍");
export const validText = fc.constantFrom(
  "Hello there, a normal message.",
  "Kısa bir açıklama metni",
  "Ünlü bir şirket A.Ş.",
);
export const validPhone = fc.constantFrom("+90 532 123 45 67", "0212 555 44 33", "5321234567");
export const validNumber = fc.oneof(
  fc.integer({ min: 1, max: 500 }).map(String),
  fc.constantFrom("12,5", "0.5", "1000"),
);
export const validDate = fc.constantFrom("2026-01-15", "2026-12-31", "2027-03-01");
export const validCountry = fc.constantFrom("TR", "DE", "US", "GB", "FR");
export const validCity = fc.constantFrom("İstanbul", "Ankara", "Berlin", "Paris");
export const validId = fc.oneof(
  fc.integer({ min: 1, max: 60 }).map(String),
  fc.integer({ min: 100_000, max: 999_999 }).map(String),
);
export const checkbox = fc.constantFrom("on", "true");
