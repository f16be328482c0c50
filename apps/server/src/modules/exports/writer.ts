import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE, ensurePrivateDir } from '../../platform/data-dir.js';
import { CSV_BOM, csvRecord, mostRecordBytes, writeCsvRecord, type CellValue } from './csv.js';
import type { ExportResource, ExportSelection } from './resource.js';

/** Bytes gathered before they go to the file: one buffer, reused for the whole export. */
export const CSV_CHUNK_BYTES = 256 * 1024;

/**
 * Records written field by field into one reused buffer, which goes to the file when full. No string
 * is made per record or per batch (a batch's text was hundreds of kilobytes, which V8 places in its
 * large-object space), so the garbage of an export is its rows alone (docs/decisions/0017).
 */
class CsvFile {
  private readonly chunk: Buffer;
  private used = 0;

  constructor(
    private readonly handle: fs.promises.FileHandle,
    size: number,
  ) {
    this.chunk = Buffer.allocUnsafe(size);
  }

  /** Whether the record surely fits in what is left of the buffer; when it does, put() takes it at once. */
  fits(values: readonly CellValue[]): boolean {
    return this.used + mostRecordBytes(values) <= this.chunk.length;
  }

  put(values: readonly CellValue[]): void {
    this.used = writeCsvRecord(this.chunk, this.used, values);
  }

  /** Writes out what is gathered, then takes the record (one larger than the whole buffer goes out alone). */
  async flushThenAdd(values: readonly CellValue[]): Promise<void> {
    await this.flush();
    if (this.fits(values)) {
      this.put(values);
      return;
    }
    await writeAll(this.handle, Buffer.from(csvRecord(values), 'utf8'));
  }

  async write(text: string): Promise<void> {
    await this.flush();
    await writeAll(this.handle, Buffer.from(text, 'utf8'));
  }

  async flush(): Promise<void> {
    if (this.used === 0) return;
    await writeAll(this.handle, this.chunk.subarray(0, this.used));
    this.used = 0;
  }
}

/** A write may take fewer bytes than given; the rest follows (a full disk fails the next write). */
async function writeAll(handle: fs.promises.FileHandle, bytes: Buffer): Promise<void> {
  for (let offset = 0; offset < bytes.length; ) offset += (await handle.write(bytes, offset)).bytesWritten;
}

export interface WriteCsvOptions {
  signal?: AbortSignal | undefined;
  /** Size of the write buffer; tests make it small to cross its edge often. */
  chunkBytes?: number;
}

/**
 * Writes a selection into a CSV file, one database batch at a time, each awaited before the next is
 * read: memory holds about one batch whatever the row count, and no promise is made per row (the
 * loop waits only when the buffer is full). `onBatch` runs after each batch with the rows written so
 * far; it may throw to stop the export.
 */
export async function writeCsv(
  file: string,
  resource: Pick<ExportResource, 'headers'>,
  selection: Pick<ExportSelection, 'batches'>,
  onBatch: (done: number) => Promise<void>,
  options: WriteCsvOptions = {},
): Promise<number> {
  // Exported rows are for the server's user alone: a 0700 folder and a 0600 file, whatever the umask.
  ensurePrivateDir(path.dirname(file));
  const handle = await fs.promises.open(file, 'w', PRIVATE_FILE_MODE);
  let done = 0;
  try {
    const csv = new CsvFile(handle, options.chunkBytes ?? CSV_CHUNK_BYTES);
    await csv.write(CSV_BOM);
    await csv.flushThenAdd(resource.headers);
    for await (const batch of selection.batches()) {
      options.signal?.throwIfAborted();
      for (const row of batch) {
        if (csv.fits(row)) csv.put(row);
        else await csv.flushThenAdd(row);
      }
      done += batch.length;
      await onBatch(done);
    }
    await csv.flush();
  } finally {
    await handle.close();
  }
  return done;
}
