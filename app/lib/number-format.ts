/**
 * Exact decimals printed without ICU on each call. A list page prints some sixty amounts, weights and counts,
 * and ICU's `format` costs 3–4 µs a call on the server. The numbers here come as integer units and a scale
 * (125075 kuruş at scale 2 is 1250.75): no rounding is involved, so printing them is only a matter of the
 * language's grouping, separators and currency placement, which are read once from ICU's own output.
 *
 * A formatter is compiled once: its pattern is taken from `formatToParts`, then checked against ICU on a
 * spread of values (every digit count, with and without fractions). If any differs (another grouping rule,
 * other digits), the formatter keeps using ICU. Negative or unsafe values always go to ICU.
 */
interface Pattern {
  prefix: string;
  suffix: string;
  group: string;
  decimal: string;
  /** Digits an integer part needs before it is grouped at all (1: 1.000; 2: 1000 but 10.000). */
  minGrouping: number;
  minFraction: number;
  maxFraction: number;
}

const patterns = new WeakMap<Intl.NumberFormat, Pattern | null>();

function group(digits: string, pattern: Pattern): string {
  if (!pattern.group || digits.length < 4 + (pattern.minGrouping - 1)) return digits;
  let out = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let at = out.length; at < digits.length; at += 3) out += pattern.group + digits.slice(at, at + 3);
  return out;
}

function print(pattern: Pattern, units: number, scale: number): string {
  const factor = 10 ** scale;
  const whole = Math.floor(units / factor);
  let fraction = scale === 0 ? "" : String(units - whole * factor).padStart(scale, "0");
  let end = fraction.length;
  while (end > pattern.minFraction && fraction.charCodeAt(end - 1) === 48) end--;
  fraction = fraction.slice(0, end).padEnd(pattern.minFraction, "0");
  return pattern.prefix + group(String(whole), pattern) + (fraction ? pattern.decimal + fraction : "") + pattern.suffix;
}

const SAMPLES = [0, 1, 7, 12, 99, 100, 999, 1000, 1001, 9999, 10000, 12345, 99999, 100000, 123456, 1000000, 1234567, 12345678, 123456789, 1234567890, 98765432109];

function compile(format: Intl.NumberFormat): Pattern | null {
  const options = format.resolvedOptions();
  if (options.notation !== "standard" || (options.style !== "decimal" && options.style !== "currency")) return null;
  const minFraction = options.minimumFractionDigits ?? 0;
  const maxFraction = options.maximumFractionDigits ?? 3;
  const parts = format.formatToParts(1234567.5);
  const first = parts.findIndex((p) => p.type === "integer");
  let last = -1;
  parts.forEach((p, i) => {
    if (p.type === "integer" || p.type === "group" || p.type === "decimal" || p.type === "fraction") last = i;
  });
  if (first === -1) return null;
  const text = (from: number, to: number) => parts.slice(from, to).map((p) => p.value).join("");
  const base = {
    prefix: text(0, first),
    suffix: text(last + 1, parts.length),
    group: parts.find((p) => p.type === "group")?.value ?? "",
    decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
    minFraction,
    maxFraction,
  };
  for (const minGrouping of [1, 2]) {
    const pattern = { ...base, minGrouping };
    if (matchesIcu(format, pattern)) return pattern;
  }
  return null;
}

function matchesIcu(format: Intl.NumberFormat, pattern: Pattern): boolean {
  for (const whole of SAMPLES) {
    for (let scale = 0; scale <= Math.min(pattern.maxFraction, 3); scale++) {
      const factor = 10 ** scale;
      for (const fraction of scale === 0 ? [0] : [0, 1, factor / 2, factor - 1]) {
        const units = whole * factor + fraction;
        if (print(pattern, units, scale) !== format.format(units / factor)) return false;
      }
    }
  }
  return true;
}

/**
 * `format.format(units / 10 ** scale)`, the same text, for integer `units`: 125075 at scale 2 in Turkish lira →
 * "₺1.250,75". The scale must not exceed the formatter's maximum fraction digits (ICU would round).
 */
export function formatUnits(format: Intl.NumberFormat, units: number, scale: number): string {
  let pattern = patterns.get(format);
  if (pattern === undefined) {
    pattern = compile(format);
    patterns.set(format, pattern);
  }
  if (pattern === null || units < 0 || !Number.isSafeInteger(units) || units >= 2 ** 50 || scale > pattern.maxFraction) return format.format(units / 10 ** scale);
  return print(pattern, units, scale);
}
