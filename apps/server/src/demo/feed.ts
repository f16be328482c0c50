import { INGEST_MAX_ROWS, type IngestKind, type IngestRowOf } from '@backoffice/contract';
import { ingestBatch } from '../modules/ingest/service.js';
import type { DemoContext } from './context.js';

/**
 * Sends generated rows through the ingestion service in full batches, exactly as the platform's
 * calls arrive (validation, idempotency, counters), and reports progress. Answers rows written.
 * A refused row is a bug in the generator, so it stops the demo.
 */
export async function feed<K extends IngestKind>(
  context: DemoContext,
  section: string,
  kind: K,
  total: number,
  rows: Iterable<IngestRowOf[K]>,
): Promise<number> {
  const { progress } = context;
  progress.start(section, total);
  let batch: IngestRowOf[K][] = [];
  let written = 0;
  const send = async () => {
    const result = await ingestBatch(context.db, kind, batch, context.now);
    const refused = result.rejected[0];
    if (refused)
      throw new Error(
        `demo ${kind} row ${refused.event_id ?? refused.index} was refused: ${JSON.stringify(refused.errors)}`,
      );
    written += result.accepted;
    progress.advance(batch.length);
    batch = [];
  };
  try {
    for (const row of rows) {
      batch.push(row);
      if (batch.length === INGEST_MAX_ROWS) await send();
    }
    if (batch.length > 0) await send();
  } finally {
    progress.stop();
  }
  return written;
}
