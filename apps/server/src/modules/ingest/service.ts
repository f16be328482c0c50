import type { IngestKind, IngestResult, IngestRowOf } from '@backoffice/contract';
import type { Db, Executor } from '../../platform/db/schema.js';
import { ingestAdsSlots } from './ads-slots.js';
import { ingestChatRecords } from './chat-records.js';
import { ingestGroupActivity } from './group-activity.js';
import { ingestSearchEvents } from './search-events.js';
import { ingestSponsorClicks } from './sponsor-clicks.js';
import { ingestSubscriptions } from './subscriptions.js';
import type { KindOutcome } from './outcome.js';
import { validateRows, type IndexedRow } from './validate.js';

/** Writes one kind's valid rows; `receivedAt` stamps the receipts of kinds that keep no row per event. */
type Writer<K extends IngestKind> = (db: Executor, rows: IndexedRow<IngestRowOf[K]>[], receivedAt: string) => Promise<KindOutcome>;

const WRITERS: { [K in IngestKind]: Writer<K> } = {
  'chat-records': ingestChatRecords,
  subscriptions: ingestSubscriptions,
  'search-events': ingestSearchEvents,
  'sponsor-clicks': ingestSponsorClicks,
  'group-activity': ingestGroupActivity,
  'ads-slots': ingestAdsSlots,
};

/** PostgreSQL gave up on one of two batches waiting on each other's rows: running it again succeeds. */
function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '40P01' || code === '40001';
}

async function inOneTransaction<T>(db: Db, work: (trx: Executor) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work);
    } catch (error) {
      if (attempt >= 3 || !isRetryable(error)) throw error;
    }
  }
}

/**
 * One batch of one kind: every row validated on its own, the valid ones written in one transaction.
 * The routes, the demo data and the benchmarks all come through here.
 */
export async function ingestBatch<K extends IngestKind>(db: Db, kind: K, rows: readonly unknown[], now = new Date()): Promise<IngestResult> {
  const { valid, rejected } = validateRows(kind, rows);
  const writer = WRITERS[kind] as Writer<K>;
  const outcome = valid.length === 0 ? { accepted: 0, duplicates: 0, rejected: [] } : await inOneTransaction(db, (trx) => writer(trx, valid, now.toISOString()));
  return {
    accepted: outcome.accepted,
    duplicates: outcome.duplicates,
    rejected: [...rejected, ...outcome.rejected].sort((a, b) => a.index - b.index),
  };
}
