import { sql } from 'kysely';
import type { IngestKind } from '@backoffice/contract';
import type { Executor } from '../../platform/db/schema.js';
import { chunksFor } from '../../platform/db/bulk.js';
import { EVENT_TABLES, type EventTable } from '../../platform/db/event-partitions.js';
import { isoUtc, timeSpan } from '../../platform/time.js';
import type { IndexedRow } from './validate.js';

/**
 * The ids of the events an event table (chat records, searches) already holds, which carry their event id on the
 * row instead of a receipt. An event is the same event only at the same time, so the look-up is bounded by the
 * events' times: on PostgreSQL it reads only their weeks' partitions (docs/decisions/0043).
 */
export async function storedEvents(
  db: Executor,
  table: EventTable,
  events: readonly { event_id: string; at: string }[],
): Promise<Set<string>> {
  const known = new Set<string>();
  const { first, last } = timeSpan(events.map((event) => isoUtc(event.at)));
  const time = sql.ref<string>(EVENT_TABLES[table]);
  for (const chunk of chunksFor(
    events.map((event) => event.event_id),
    1,
  )) {
    const found = await db
      .selectFrom(table)
      .select('event_id')
      .where('event_id', 'in', chunk)
      .where(time, '>=', first)
      .where(time, '<=', last)
      .execute();
    for (const row of found) known.add(row.event_id);
  }
  return known;
}

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
