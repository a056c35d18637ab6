/**
 * A small RFC 4180 CSV reader and writer: quoted fields with commas, quotes ("") and line breaks,
 * CRLF or LF, a UTF-8 byte order mark, and `;` as the separator when the header uses it
 * (spreadsheets in Turkish and other European locales save CSV that way).
 */
export interface CsvTable {
  /** Column names trimmed and lower-cased, for lookups. */
  header: string[];
  /** Column names as written. */
  rawHeader: string[];
  /** Data rows with their 1-based line number in the file (the header is line 1). */
  rows: Array<{ line: number; cells: string[] }>;
  delimiter: "," | ";" | "\t";
}

export function detectDelimiter(firstLine: string): "," | ";" | "\t" {
  const count = (ch: string) => firstLine.split(ch).length - 1;
  const candidates = [",", ";", "\t"] as const;
  return candidates.reduce((best, ch) => (count(ch) > count(best) ? ch : best), ",");
}

export function parseCsv(text: string): CsvTable {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLineEnd = source.search(/\r?\n/);
  const delimiter = detectDelimiter(firstLineEnd === -1 ? source : source.slice(0, firstLineEnd));
  const records: Array<{ line: number; cells: string[] }> = [];
  let cells: string[] = [];
  let field = "";
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let fieldStarted = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        if (ch === "\n") line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
    } else if (ch === delimiter) {
      cells.push(field);
      field = "";
      fieldStarted = false;
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && source[i + 1] === "\n") i++;
      cells.push(field);
      if (cells.length > 1 || cells[0] !== "") records.push({ line: recordLine, cells });
      cells = [];
      field = "";
      fieldStarted = false;
      line++;
      recordLine = line;
    } else {
      field += ch;
      fieldStarted = true;
    }
  }
  if (field !== "" || fieldStarted || cells.length) {
    cells.push(field);
    if (cells.length > 1 || cells[0] !== "") records.push({ line: recordLine, cells });
  }
  const [head, ...rows] = records;
  const rawHeader = (head?.cells ?? []).map((h) => h.trim());
  return { header: rawHeader.map((h) => h.toLowerCase()), rawHeader, rows, delimiter };
}

function quote(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? "" : String(value);
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A cell for a spreadsheet-bound export: text starting with =, +, -, @, a tab or a carriage return gets a
 * leading apostrophe so a spreadsheet shows it instead of running it as a formula (CSV injection); numbers
 * are written as they are. Then quoted like any field.
 */
export function csvField(value: string | number | null | undefined): string {
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(value)) return quote(`'${value}`);
  return quote(value);
}

/** One CSV record with formula-safe cells, CRLF-terminated. */
export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return cells.map(csvField).join(",") + "\r\n";
}

export function toCsv(header: string[], rows: Array<Array<string | number | null | undefined>>): string {
  return [header, ...rows].map((r) => r.map(quote).join(",")).join("\r\n") + "\r\n";
}

/** Decodes an uploaded file: UTF-8 when it is valid UTF-8, else Windows-1254 (Turkish Excel's default). */
export function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1254").decode(bytes);
  }
}
