/** What a column gives for one row: text, a number, or nothing (an empty cell). */
export type CellValue = string | number | boolean | null | undefined;

/** Characters that make a spreadsheet read a cell as a formula, or hide one behind them (OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell that can never be read as a formula: when it begins with = + - @ tab or carriage
 * return, a single quote goes first (the quote shows; nothing is evaluated). Text such as '-5' is
 * prefixed as well: it is text in the list, so it stays text in the file.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One cell as written. Numbers of numeric columns are written as numbers and not prefixed: String()
 * of a finite number is a plain numeric literal (digits, '-', '.', 'e'), which spreadsheets read as
 * a number and never as a formula (docs/decisions/0008).
 */
export function csvCell(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return neutraliseFormula(value);
}

/** Written first: with it Excel reads the file's Chinese text as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** A field holding one of these is quoted (RFC 4180); a lone CR or LF too, so no reader splits the record. */
const NEEDS_QUOTES = /[",\r\n]/;
const QUOTES = /"/g;

/** A quoted field's text between its quotes: quotes doubled. */
function quotedText(text: string): string {
  return text.includes('"') ? text.replace(QUOTES, '""') : text;
}

function csvField(text: string): string {
  return NEEDS_QUOTES.test(text) ? `"${quotedText(text)}"` : text;
}

/**
 * One RFC 4180 record ending in CRLF: each value as csvCell writes it, quoted when it holds a comma,
 * a quote, CR or LF, quotes inside doubled. writeCsvRecord writes the same bytes into a buffer.
 */
export function csvRecord(values: readonly CellValue[]): string {
  let line = '';
  for (let i = 0; i < values.length; i += 1) line += (i === 0 ? '' : ',') + csvField(csvCell(values[i]));
  return `${line}\r\n`;
}

const COMMA = 0x2c;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const CR = 0x0d;
const LF = 0x0a;
/** Most characters String() gives for a number, or for a boolean. */
const MOST_SCALAR_CHARS = 25;

/**
 * The most bytes writeCsvRecord can take for these values: every UTF-16 unit 3 UTF-8 bytes and
 * doubled if it is a quote, a formula prefix, two quotes and a separator per field, then CRLF.
 */
export function mostRecordBytes(values: readonly CellValue[]): number {
  let units = 0;
  for (const value of values) units += (typeof value === 'string' ? value.length : MOST_SCALAR_CHARS) + 1;
  return units * 6 + values.length * 3 + 2;
}

/** One field at `at`; the formula prefix and the quotes go in as bytes, so no string is made for them. */
function writeField(buffer: Buffer, at: number, value: CellValue): number {
  const prefixed = typeof value === 'string' && FORMULA_START.test(value);
  const text = typeof value === 'string' ? value : csvCell(value);
  // The prefix (') never makes a field need quotes, so the test on the bare text decides.
  const quoted = NEEDS_QUOTES.test(text);
  let end = at;
  if (quoted) buffer[end++] = QUOTE;
  if (prefixed) buffer[end++] = APOSTROPHE;
  end += buffer.write(quoted ? quotedText(text) : text, end, 'utf8');
  if (quoted) buffer[end++] = QUOTE;
  return end;
}

/**
 * csvRecord's bytes written into `buffer` at `at` (which has mostRecordBytes of room), without
 * building the record as a string; answers the offset after it. The export's writer formats a million
 * records this way, making no garbage beyond its rows (docs/decisions/0017).
 */
export function writeCsvRecord(buffer: Buffer, at: number, values: readonly CellValue[]): number {
  let end = at;
  for (let i = 0; i < values.length; i += 1) {
    if (i > 0) buffer[end++] = COMMA;
    end = writeField(buffer, end, values[i]);
  }
  buffer[end++] = CR;
  buffer[end++] = LF;
  return end;
}
