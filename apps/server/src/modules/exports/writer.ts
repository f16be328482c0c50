import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PRIVATE_FILE_MODE, ensurePrivateDir } from '../../platform/data-dir.js';
import { csvCell, csvStringifier } from './csv.js';
import type { ExportResource, ExportSelection } from './resource.js';

/**
 * Streams a selection into a CSV file: database batches → csv-stringify → file, each stage waiting for
 * the next (pipeline's backpressure), so memory holds about one batch whatever the row count.
 * `onBatch` runs after each batch with the rows written so far; it may throw to stop the export.
 */
export async function writeCsv(
  file: string,
  resource: Pick<ExportResource, 'headers'>,
  selection: Pick<ExportSelection, 'batches'>,
  onBatch: (done: number) => Promise<void>,
  signal?: AbortSignal,
): Promise<number> {
  let done = 0;
  async function* records(): AsyncGenerator<string[]> {
    yield [...resource.headers];
    for await (const batch of selection.batches()) {
      for (const row of batch) yield row.map(csvCell);
      done += batch.length;
      await onBatch(done);
    }
  }
  // Exported rows are for the server's user alone: a 0700 folder and a 0600 file, whatever the umask.
  ensurePrivateDir(path.dirname(file));
  await pipeline(Readable.from(records()), csvStringifier(), fs.createWriteStream(file, { mode: PRIVATE_FILE_MODE }), signal ? { signal } : {});
  return done;
}
