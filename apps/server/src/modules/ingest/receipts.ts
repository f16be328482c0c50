import type { IngestKind } from '@backoffice/contract';
import type { Executor } from '../../platform/db/schema.js';
import { chunksFor } from '../../platform/db/bulk.js';
import type { IndexedRow } from './validate.js';

/** The rows of a batch whose event ids this kind has not applied yet. */
export async function unreceipted<T extends { event_id: string }>(
  db: Executor,
  kind: IngestKind,
  rows: IndexedRow<T>[],
): Promise<IndexedRow<T>[]> {
  const known = new Set<string>();
  for (const chunk of chunksFor(
    rows.map(({ row }) => row.event_id),
    1,
  )) {
    const found = await db
      .selectFrom('ingest_receipts')
      .select('event_id')
      .where('kind', '=', kind)
      .where('event_id', 'in', chunk)
      .execute();
    for (const row of found) known.add(row.event_id);
  }
  return rows.filter(({ row }) => !known.has(row.event_id));
}

/**
 * Writes the receipts of the rows about to be applied and answers the rows that got one: a batch
 * running at the same time may have taken some, and those are duplicates here.
 */
export async function takeReceipts<T extends { event_id: string }>(
  db: Executor,
  kind: IngestKind,
  rows: IndexedRow<T>[],
  receivedAt: string,
): Promise<IndexedRow<T>[]> {
  const taken = new Set<string>();
  for (const chunk of chunksFor(rows, 3)) {
    const inserted = await db
      .insertInto('ingest_receipts')
      .values(chunk.map(({ row }) => ({ kind, event_id: row.event_id, received_at: receivedAt })))
      .onConflict((oc) => oc.columns(['kind', 'event_id']).doNothing())
      .returning('event_id')
      .execute();
    for (const row of inserted) taken.add(row.event_id);
  }
  return rows.filter(({ row }) => taken.has(row.event_id));
}
