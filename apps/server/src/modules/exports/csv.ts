import { stringify, type Stringifier } from 'csv-stringify';

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

/**
 * RFC 4180 CSV in UTF-8 with a byte order mark (Excel then reads Chinese text as UTF-8): CRLF between
 * records, a field quoted when it holds a comma, a quote, CR or LF, quotes inside doubled.
 */
export function csvStringifier(): Stringifier {
  // quoted_match: with a CRLF record delimiter csv-stringify would leave a lone LF or CR unquoted.
  return stringify({ bom: true, record_delimiter: 'windows', quote: '"', escape: '"', delimiter: ',', quoted_match: /[\r\n]/ });
}
