import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, csvStringifier, neutraliseFormula } from './csv.js';

async function render(rows: string[][]): Promise<Buffer> {
  const stringifier = csvStringifier();
  const chunks: Buffer[] = [];
  stringifier.on('data', (chunk: Buffer | string) => chunks.push(Buffer.from(chunk)));
  const finished = new Promise<void>((resolve, reject) => stringifier.on('end', resolve).on('error', reject));
  for (const row of rows) stringifier.write(row);
  stringifier.end();
  await finished;
  return Buffer.concat(chunks);
}

describe('CSV cells', () => {
  it('prefixes every text a spreadsheet could run as a formula', () => {
    for (const text of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) expect(neutraliseFormula(text)).toBe(`'${text}`);
    for (const text of ['1+1', 'a=b', "'quoted", '电影', '']) expect(neutraliseFormula(text)).toBe(text);
  });

  it('writes numbers as numbers, nothing as an empty cell, text neutralised', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(0.5)).toBe('0.5');
    expect(csvCell('-5')).toBe("'-5");
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('true');
  });

  it('writes RFC 4180 records with a BOM and CRLF, quoting what needs it', async () => {
    const bytes = await render([['a', 'b'], ['x,y', 'say "hi"'], ['one\nline', 'cr\ronly'], ['中文', '']]);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.subarray(3).toString('utf8')).toBe('a,b\r\n"x,y","say ""hi"""\r\n"one\nline","cr\ronly"\r\n中文,\r\n');
    expect(parse(bytes, { bom: true })).toEqual([['a', 'b'], ['x,y', 'say "hi"'], ['one\nline', 'cr\ronly'], ['中文', '']]);
  });
});
