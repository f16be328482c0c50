import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  csvCell,
  csvRecord,
  mostRecordBytes,
  neutraliseFormula,
  writeCsvRecord,
  type CellValue,
} from './csv.js';

function render(rows: string[][]): Buffer {
  return Buffer.from(CSV_BOM + rows.map(csvRecord).join(''), 'utf8');
}

describe('CSV cells', () => {
  it('prefixes every text a spreadsheet could run as a formula', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1'])
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    for (const text of ['1+1', 'a=b', "'quoted", '电影', '']) expect(neutraliseFormula(text)).toBe(text);
  });

  it('writes numbers as numbers, nothing as an empty cell, text neutralised', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(0.5)).toBe('0.5');
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('writes RFC 4180 records with a BOM and CRLF, quoting what needs it', () => {
    const bytes = render([
      ['a', 'b'],
      ['x,y', 'say "hi"'],
      ['one\nline', 'cr\ronly'],
      ['中文', ''],
    ]);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('a,b\r\n"x,y","say ""hi"""\r\n"one\nline","cr\ronly"\r\n中文,\r\n');
    expect(parse(bytes, { bom: true })).toEqual([
      ['a', 'b'],
      ['x,y', 'say "hi"'],
      ['one\nline', 'cr\ronly'],
      ['中文', ''],
    ]);
  });

  // Text rich in what CSV must escape and formula starts, next to plain text and Chinese.
  const text = fc.stringMatching(/^[a-z,"\r\n =+@\t'电影-]{0,12}$/);
  const cell: fc.Arbitrary<CellValue> = fc.oneof(
    text,
    fc.integer(),
    fc.double(),
    fc.constant(null),
    fc.constant(undefined),
    fc.boolean(),
  );
  const rows = fc.array(fc.array(cell, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 5 });

  it('writes into a buffer the very bytes of csvRecord, within the room it asks for', () => {
    fc.assert(
      fc.property(rows, (records) => {
        for (const values of records) {
          const room = mostRecordBytes(values);
          const buffer = Buffer.alloc(room + 8, 0xff);
          const end = writeCsvRecord(buffer, 4, values);
          expect(end - 4).toBeLessThanOrEqual(room);
          expect(buffer.subarray(4, end).toString('utf8')).toBe(csvRecord(values));
          expect([...buffer.subarray(0, 4), ...buffer.subarray(end)].every((byte) => byte === 0xff)).toBe(true);
        }
      }),
    );
  });

  it('writes every record as csv-stringify did (RFC 4180, CRLF, lone CR or LF quoted), and reads back as given', () => {
    fc.assert(
      fc.property(rows, (rows) => {
        const cells = rows.map((row) => row.map(csvCell));
        const written = rows.map(csvRecord).join('');
        const reference = stringify(cells, {
          record_delimiter: 'windows',
          quote: '"',
          escape: '"',
          delimiter: ',',
          quoted_match: /[\r\n]/,
        });
        expect(written).toBe(reference);
        expect(parse(written, { relax_column_count: true })).toEqual(cells);
      }),
    );
  });
});
