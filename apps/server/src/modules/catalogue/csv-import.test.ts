import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.js';
import { parseCatalogueCsv } from './csv-import.js';

/** The header is read by the CSV parser, as the rows are: quotes and commas inside quotes count as CSV. */
function refusal(csv: string): unknown {
  try {
    parseCatalogueCsv(csv);
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, details: error.details };
    throw error;
  }
  return undefined;
}

describe('the header of a catalogue CSV file', () => {
  it('takes quoted column names, one holding a comma, also when no data row follows', () => {
    const header = '"link","category","display_name","tier","member_count","status","notes, internal"';
    expect(parseCatalogueCsv(`${header}\n`)).toEqual({ rows: [], records: [], errors: [] });
    const parsed = parseCatalogueCsv(`${header}\nt.me/quoted_header,Media,Quoted,Public,10,Active,"kept, not read"\n`);
    expect(parsed.errors).toEqual([]);
    expect(parsed.records.map((record) => record.value.display_name)).toEqual(['Quoted']);
  });

  it('names the columns missing when a quoted name joins two of them with a comma', () => {
    expect(refusal('"link, category",display_name,tier,member_count,status\n')).toEqual({
      code: 'CSV_COLUMNS_MISSING',
      details: {
        missing_columns: ['link', 'category'],
        required_columns: ['link', 'category', 'display_name'],
        optional_columns: ['tier', 'member_count', 'status'],
      },
    });
  });
});
