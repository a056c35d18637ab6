/**
 * Code 128 (ISO/IEC 15417) for the shipment label: the tracking number as bars that every
 * warehouse scanner reads. Written here instead of taking a barcode package: the ones on npm
 * either draw on a canvas/DOM or bring a hundred symbologies for this one use, and the encoding is
 * a table plus a checksum, small enough to own and test. Letters go in code set B; runs of digits
 * in code set C (two digits a symbol), which keeps a `KG` + 11-digit number short enough to scan
 * from an A6 label.
 */

// Bar/space widths of symbols 0–105 (each six elements, 11 modules) and STOP (106, seven elements, 13 modules).
export const PATTERNS = [
  "212222",
  "222122",
  "222221",
  "121223",
  "121322",
  "131222",
  "122213",
  "122312",
  "132212",
  "221213",
  "221312",
  "231212",
  "112232",
  "122132",
  "122231",
  "113222",
  "123122",
  "123221",
  "223211",
  "221132",
  "221231",
  "213212",
  "223112",
  "312131",
  "311222",
  "321122",
  "321221",
  "312212",
  "322112",
  "322211",
  "212123",
  "212321",
  "232121",
  "111323",
  "131123",
  "131321",
  "112313",
  "132113",
  "132311",
  "211313",
  "231113",
  "231311",
  "112133",
  "112331",
  "132131",
  "113123",
  "113321",
  "133121",
  "313121",
  "211331",
  "231131",
  "213113",
  "213311",
  "213131",
  "311123",
  "311321",
  "331121",
  "312113",
  "312311",
  "332111",
  "314111",
  "221411",
  "431111",
  "111224",
  "111422",
  "121124",
  "121421",
  "141122",
  "141221",
  "112214",
  "112412",
  "122114",
  "122411",
  "142112",
  "142211",
  "241211",
  "221114",
  "413111",
  "241112",
  "134111",
  "111242",
  "121142",
  "121241",
  "114212",
  "124112",
  "124211",
  "411212",
  "421112",
  "421211",
  "212141",
  "214121",
  "412121",
  "111143",
  "111341",
  "131141",
  "114113",
  "114311",
  "411113",
  "411311",
  "113141",
  "114131",
  "311141",
  "411131",
  "211412",
  "211214",
  "211232",
  "2331112",
] as const;

const START_B = 104;
const START_C = 105;
const CODE_C = 99; // in set B: switch to C
const CODE_B = 100; // in set C: switch to B
const STOP = 106;

function digitRun(text: string, from: number): number {
  let i = from;
  while (i < text.length && text.charCodeAt(i) >= 48 && text.charCodeAt(i) <= 57) i++;
  return i - from;
}

/** The symbol values of `text` (start, data, checksum, stop). Printable ASCII only. */
export function encodeCode128(text: string): number[] {
  if (text.length === 0) throw new Error("Code 128: nothing to encode");
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    if (c < 32 || c > 126) throw new Error(`Code 128: cannot encode ${JSON.stringify(ch)}`);
  }
  const values: number[] = [];
  let set: "B" | "C";
  let i = 0;
  const leading = digitRun(text, 0);
  if (leading >= 4 && (leading % 2 === 0 || leading === text.length || leading > 4)) {
    set = "C";
    values.push(START_C);
  } else {
    set = "B";
    values.push(START_B);
  }
  while (i < text.length) {
    const run = digitRun(text, i);
    if (set === "C") {
      if (run >= 2) {
        values.push(Number(text.slice(i, i + 2)));
        i += 2;
        continue;
      }
      values.push(CODE_B);
      set = "B";
      continue;
    }
    // Set B: switch to C for a run long enough to save symbols (4 at the end, 6 inside).
    const atEnd = i + run === text.length;
    if (run >= (atEnd ? 4 : 6)) {
      if (run % 2 === 1) {
        values.push(text.charCodeAt(i) - 32);
        i += 1;
      }
      values.push(CODE_C);
      set = "C";
      continue;
    }
    values.push(text.charCodeAt(i) - 32);
    i += 1;
  }
  const checksum = values.reduce((sum, v, pos) => sum + v * (pos === 0 ? 1 : pos), 0) % 103;
  values.push(checksum, STOP);
  return values;
}

/** Reads symbol values back into text (for tests and for checking a printed label). */
export function decodeCode128(values: number[]): string {
  const data = values.slice(1, -2);
  const checksum = values.slice(0, -2).reduce((sum, v, pos) => sum + v * (pos === 0 ? 1 : pos), 0) % 103;
  if (checksum !== values[values.length - 2]) throw new Error("Code 128: bad checksum");
  let set = values[0] === START_C ? "C" : "B";
  let out = "";
  for (const v of data) {
    if (set === "B" && v === CODE_C) set = "C";
    else if (set === "C" && v === CODE_B) set = "B";
    else if (set === "C") out += String(v).padStart(2, "0");
    else out += String.fromCharCode(v + 32);
  }
  return out;
}

/** The bars as module widths, alternating bar, space, bar, …, starting and ending with a bar. */
export function code128Widths(text: string): number[] {
  return encodeCode128(text).flatMap((v) => [...PATTERNS[v]].map(Number));
}

/** Bars as rectangles in module units, with `quiet` modules of white space either side. */
export function code128Bars(text: string, quiet = 10): { bars: Array<{ x: number; width: number }>; width: number } {
  const widths = code128Widths(text);
  const bars: Array<{ x: number; width: number }> = [];
  let x = quiet;
  widths.forEach((w, i) => {
    if (i % 2 === 0) bars.push({ x, width: w });
    x += w;
  });
  return { bars, width: x + quiet };
}
