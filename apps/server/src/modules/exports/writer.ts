import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_FILE_MODE, ensurePrivateDir } from '../../platform/data-dir.js';
import { CSV_BOM, csvRecord, mostRecordBytes, writeCsvRecord, type CellValue } from './csv.js';
import type { RowStream } from '../../platform/db/database.js';
import { OldSpaceLimit } from '../../platform/old-space.js';
import type { ExportResource, ExportSelection } from './resource.js';

/** Bytes gathered before they go to the file: buffers of this size, reused for the whole export. */
export const CSV_CHUNK_BYTES = 256 * 1024;

/** Bytes waiting for the file: a filled chunk (given back for reuse once written), or a record too big for one. */
interface Pending {
  bytes: Buffer;
  chunk: Buffer | undefined;
}

const LF = 0x0a;

/**
 * Records written field by field into reused buffers, taken synchronously as the rows are read and
 * written to the file after each batch. No string is made per record or per batch (a batch's text was
 * hundreds of kilobytes, which V8 places in its large-object space), so the garbage of an export is
 * its rows alone, each dying young (docs/decisions/0017). What waits for the file is at most one
 * batch's bytes, in chunks that are reused. A JSON Lines record is its one line of text, copied in the same way.
 */
class ExportFile {
  private chunk: Buffer;
  private used = 0;
  private readonly pending: Pending[] = [];
  private readonly spare: Buffer[] = [];

  constructor(
    private readonly handle: fs.promises.FileHandle,
    private readonly size: number,
  ) {
    this.chunk = Buffer.allocUnsafe(size);
  }

  /** One CSV record. */
  add(values: readonly CellValue[]): void {
    const most = mostRecordBytes(values);
    if (this.used + most > this.chunk.length) {
      this.retire();
      // A record larger than a whole chunk goes out alone.
      if (most > this.chunk.length) {
        this.pending.push({ bytes: Buffer.from(csvRecord(values), 'utf8'), chunk: undefined });
        return;
      }
    }
    this.used = writeCsvRecord(this.chunk, this.used, values);
  }

  /** One line of text (a JSON Lines record, which holds no line break of its own), then LF. */
  addLine(text: string): void {
    // Every UTF-16 unit is at most 3 UTF-8 bytes, then the LF.
    const most = text.length * 3 + 1;
    if (this.used + most > this.chunk.length) {
      this.retire();
      if (most > this.chunk.length) {
        this.pending.push({ bytes: Buffer.from(`${text}\n`, 'utf8'), chunk: undefined });
        return;
      }
    }
    this.used += this.chunk.write(text, this.used, 'utf8');
    this.chunk[this.used++] = LF;
  }

  addText(text: string): void {
    this.retire();
    this.pending.push({ bytes: Buffer.from(text, 'utf8'), chunk: undefined });
  }

  /** Writes what is waiting (the current chunk too when `all`). */
  async write(all = false): Promise<void> {
    if (all) this.retire();
    for (const { bytes, chunk } of this.pending) {
      await writeAll(this.handle, bytes);
      if (chunk) this.spare.push(chunk);
    }
    this.pending.length = 0;
  }

  /** The current chunk joins what waits for the file; the next one is a spare or a new one. */
  private retire(): void {
    if (this.used === 0) return;
    this.pending.push({ bytes: this.chunk.subarray(0, this.used), chunk: this.chunk });
    this.chunk = this.spare.pop() ?? Buffer.allocUnsafe(this.size);
    this.used = 0;
  }
}

/** A write may take fewer bytes than given; the rest follows (a full disk fails the next write). */
async function writeAll(handle: fs.promises.FileHandle, bytes: Buffer): Promise<void> {
  for (let offset = 0; offset < bytes.length;) offset += (await handle.write(bytes, offset)).bytesWritten;
}

/**
 * Growth of V8's old generation after which an export has it collected: about a third of a million
 * rows' promoted garbage, so a million-row export runs a few full collections (docs/decisions/0017).
 */
export const EXPORT_OLD_SPACE_GROWTH_BYTES = 8 * 1024 * 1024;

export interface WriteExportOptions {
  signal?: AbortSignal | undefined;
  /** Size of the write buffers; tests make it small to cross their edge often. */
  chunkBytes?: number;
}

/**
 * Writes a selection into a file, one database batch at a time: each row is formatted as it is read
 * (`begin` writes what comes first, `put` one row), and the batch's bytes reach the file before the
 * next batch is read, so memory holds about one batch's bytes whatever the row count and no promise
 * is made per row. `onBatch` runs after each batch with the rows written so far; it may throw to stop the export.
 */
async function writeExportFile<Row>(
  file: string,
  selection: Pick<ExportSelection<Row>, 'batches'>,
  rows: RowStream,
  onBatch: (done: number) => Promise<void>,
  options: WriteExportOptions,
  format: { begin: (out: ExportFile) => void; put: (out: ExportFile, row: Row) => void },
): Promise<number> {
  // Exported rows are for the server's user alone: a 0700 folder and a 0600 file, whatever the umask.
  ensurePrivateDir(path.dirname(file));
  const handle = await fs.promises.open(file, 'w', PRIVATE_FILE_MODE);
  let done = 0;
  try {
    const out = new ExportFile(handle, options.chunkBytes ?? CSV_CHUNK_BYTES);
    const oldSpace = new OldSpaceLimit(EXPORT_OLD_SPACE_GROWTH_BYTES);
    format.begin(out);
    const put = (row: Row) => format.put(out, row);
    for await (const read of selection.batches(rows, put)) {
      options.signal?.throwIfAborted();
      await out.write();
      done += read;
      oldSpace.check();
      await onBatch(done);
    }
    await out.write(true);
  } finally {
    await handle.close();
  }
  return done;
}

/** A CSV file of the selection: the BOM, the header record, then a record per row (docs/decisions/0008). */
export function writeCsv(
  file: string,
  resource: Pick<ExportResource, 'headers'>,
  selection: Pick<ExportSelection, 'batches'>,
  rows: RowStream,
  onBatch: (done: number) => Promise<void>,
  options: WriteExportOptions = {},
): Promise<number> {
  return writeExportFile(file, selection, rows, onBatch, options, {
    begin: (out) => {
      out.addText(CSV_BOM);
      out.add(resource.headers);
    },
    put: (out, cells) => out.add(cells),
  });
}

/**
 * A JSON Lines file of the selection (https://jsonlines.org): UTF-8 without a BOM, one JSON object per row, each
 * line ending in LF, no header. JSON.stringify escapes every line break inside a value, so a row is one line.
 */
export function writeJsonLines(
  file: string,
  selection: Pick<ExportSelection<object>, 'batches'>,
  rows: RowStream,
  onBatch: (done: number) => Promise<void>,
  options: WriteExportOptions = {},
): Promise<number> {
  return writeExportFile(file, selection, rows, onBatch, options, {
    begin: () => undefined,
    put: (out, record) => out.addLine(JSON.stringify(record)),
  });
}
