import { parse } from 'csv-parse/sync';
import {
  ACTIVE_STATUSES,
  CATALOGUE_CATEGORIES,
  CATALOGUE_IMPORT,
  TIERS,
  catalogueImportRecordSchema,
  normaliseTelegramLink,
  renderMessageEn,
  type CatalogueImportRow,
  type ImportRowError,
} from '@backoffice/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.js';

export type ImportRecord = z.output<typeof catalogueImportRecordSchema>;

export interface ParsedImport {
  rows: CatalogueImportRow[];
  /** The rows that passed every check, ready to insert (empty as soon as one row fails). */
  records: { row: number; value: ImportRecord }[];
  errors: ImportRowError[];
}

type Column = (typeof CATALOGUE_IMPORT.columns)[number];
type RawRow = Record<Column, string>;

/** Row 1 of the file is the header, so the first record is row 2, as a spreadsheet shows it. */
const FIRST_DATA_ROW = 2;

/** 'channel' → 'Channel': staff type enum values in any case. */
function canonical<T extends string>(values: readonly T[], text: string): string {
  return values.find((value) => value.toLowerCase() === text.toLowerCase()) ?? text;
}

/** Reads the CSV text into rows keyed by the expected columns; throws CSV_UNREADABLE, CSV_COLUMNS_MISSING or CSV_TOO_LARGE. */
function readRows(csv: string): RawRow[] {
  if (Buffer.byteLength(csv, 'utf8') > CATALOGUE_IMPORT.maxBytes)
    throw new AppError('CSV_TOO_LARGE', { max_bytes: CATALOGUE_IMPORT.maxBytes });
  let records: Record<string, string>[];
  // The header as the parser read it (quoted names, commas inside quotes): also there when no data row follows.
  let header: string[] = [];
  try {
    records = parse(csv, {
      bom: true,
      columns: (names: string[]) => (header = names.map((name) => name.trim().toLowerCase())),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
      // One over the limit is enough to know the file is too long.
      to: CATALOGUE_IMPORT.maxRows + 1,
    });
  } catch (error) {
    throw new AppError('CSV_UNREADABLE', {
      reason: error instanceof Error ? error.message.slice(0, 200) : 'unreadable',
    });
  }
  if (records.length > CATALOGUE_IMPORT.maxRows)
    throw new AppError('CSV_TOO_LARGE', { max_rows: CATALOGUE_IMPORT.maxRows });
  const required: readonly string[] = CATALOGUE_IMPORT.requiredColumns;
  const missing = required.filter((column) => !header.includes(column));
  if (missing.length > 0) {
    const optional = CATALOGUE_IMPORT.columns.filter((column) => !required.includes(column));
    throw new AppError('CSV_COLUMNS_MISSING', {
      missing_columns: missing,
      required_columns: required,
      optional_columns: optional,
    });
  }
  return records.map(
    (record) => Object.fromEntries(CATALOGUE_IMPORT.columns.map((column) => [column, record[column] ?? ''])) as RawRow,
  );
}

/**
 * Checks every row with the contract's rules, then duplicates inside the file; the caller adds the
 * duplicates against the database (`markExisting`). Blank tier, status and member count take the
 * defaults of an entry added by hand.
 */
export function parseCatalogueCsv(csv: string): ParsedImport {
  const raw = readRows(csv);
  const rows: CatalogueImportRow[] = [];
  const records: ParsedImport['records'] = [];
  const errors: ImportRowError[] = [];
  const firstRowOfLink = new Map<string, number>();
  raw.forEach((source, index) => {
    const row = index + FIRST_DATA_ROW;
    const candidate = {
      link: source.link,
      category: canonical(CATALOGUE_CATEGORIES, source.category),
      display_name: source.display_name,
      tier: canonical(TIERS, source.tier || 'Public'),
      member_count: source.member_count.replace(/[,_\s]/g, '') || '0',
      status: canonical(ACTIVE_STATUSES, source.status || 'Active'),
    };
    rows.push({ row, ...candidate, link: normaliseTelegramLink(candidate.link) ?? candidate.link });
    const result = catalogueImportRecordSchema.safeParse(candidate);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? 'row');
        errors.push({ row, field, code: issue.message, message: renderMessageEn(issue.message, field) });
      }
      return;
    }
    const key = result.data.link.toLowerCase();
    const earlier = firstRowOfLink.get(key);
    if (earlier !== undefined) {
      errors.push({
        row,
        field: 'link',
        code: 'duplicate_in_file',
        message: `${renderMessageEn('duplicate_in_file', 'link')} (row ${earlier})`,
      });
      return;
    }
    firstRowOfLink.set(key, row);
    records.push({ row, value: result.data });
  });
  return { rows, records, errors };
}

/** Adds a row error for each record whose link is already live in the catalogue. */
export function markExisting(parsed: ParsedImport, existing: Set<string>): void {
  for (const { row, value } of parsed.records) {
    if (!existing.has(value.link.toLowerCase())) continue;
    parsed.errors.push({
      row,
      field: 'link',
      code: 'link_already_used',
      message: renderMessageEn('link_already_used', 'link'),
    });
  }
  parsed.errors.sort((a, b) => a.row - b.row);
}
