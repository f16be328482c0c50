import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { RowStream } from '../../platform/db/database.js';
import type { ExportSelection } from './resource.js';
import { writeJsonLines } from './writer.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-writer-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const noRows: RowStream = async () => 0;

/** The records in batches of `size`, as a resource hands them over. */
function selectionOf(records: readonly object[], size: number): Pick<ExportSelection<object>, 'batches'> {
  return {
    async *batches(_rows, put) {
      for (let at = 0; at < records.length; at += size) {
        const batch = records.slice(at, at + size);
        for (const record of batch) put(record);
        yield batch.length;
      }
    },
  };
}

/** Values a JSON Lines file must keep on one line and byte for byte: line breaks, quotes, Chinese, emoji, lone surrogates. */
const text = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('two\nlines', 'cr\r', '"quoted"', '电影推荐', '😀', '\u2028', '\ud800'),
);
const record = fc.record({
  id: fc.nat(),
  name: text,
  changes: fc.dictionary(text, fc.record({ from: fc.oneof(text, fc.integer(), fc.constant(null)), to: text }), {
    maxKeys: 4,
  }),
});

describe('the JSON Lines writer', () => {
  it('writes each record as one line of JSON ending in LF, whatever the buffer size, the batches and the text', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(record, { maxLength: 30 }),
        fc.integer({ min: 1, max: 7 }),
        fc.integer({ min: 16, max: 300 }),
        async (records, batchSize, chunkBytes) => {
          const file = path.join(dir, `${(run += 1)}.jsonl`);
          const progress: number[] = [];
          const written = await writeJsonLines(
            file,
            selectionOf(records, batchSize),
            noRows,
            async (done) => void progress.push(done),
            { chunkBytes },
          );
          expect(written).toBe(records.length);
          const bytes = fs.readFileSync(file);
          expect(bytes.toString('utf8')).toBe(records.map((item) => `${JSON.stringify(item)}\n`).join(''));
          const lines = bytes.toString('utf8').split('\n');
          expect(lines.pop()).toBe('');
          expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual(JSON.parse(JSON.stringify(records)));
          expect(progress.at(-1) ?? 0).toBe(records.length);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('writes an empty file for no records, with no BOM and no header', async () => {
    const file = path.join(dir, 'empty.jsonl');
    expect(await writeJsonLines(file, selectionOf([], 5), noRows, async () => undefined)).toBe(0);
    expect(fs.readFileSync(file).length).toBe(0);
  });
});
