import type { IngestKind, IngestResult, IngestRowOf } from '@backoffice/contract';
import { recordAudit } from '../../platform/audit.js';
import { apiKeyActor, type ApiKeyPrincipal } from '../../platform/auth/api-keys.js';
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
type Writer<K extends IngestKind> = (
  db: Executor,
  rows: IndexedRow<IngestRowOf[K]>[],
  receivedAt: string,
) => Promise<KindOutcome>;

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

/** The audit log's name for a batch pushed to the platform API. */
export const INGEST_BATCH_ENTITY = 'ingest_batch';

/** Who pushed a batch: the key, and the address it called from. */
export interface IngestCaller {
  key: Pick<ApiKeyPrincipal, 'name' | 'prefix'>;
  ip: string | null;
}

/** One audit row per batch (never per row): its kind, what became of its rows, and the key. */
async function auditBatch(
  db: Executor,
  caller: IngestCaller,
  kind: IngestKind,
  rows: number,
  result: IngestResult,
): Promise<void> {
  await recordAudit(db, apiKeyActor(caller.key, caller.ip), {
    action: 'ingest.batch',
    entity: INGEST_BATCH_ENTITY,
    entityId: kind,
    // The counts first: the audit log's list shows a row's first fields.
    changes: {
      rows: { to: rows },
      accepted: { to: result.accepted },
      duplicates: { to: result.duplicates },
      rejected: { to: result.rejected.length },
      key_prefix: { to: caller.key.prefix },
    },
  });
}

function resultOf(outcome: KindOutcome, rejected: IngestResult['rejected']): IngestResult {
  return {
    accepted: outcome.accepted,
    duplicates: outcome.duplicates,
    rejected: [...rejected, ...outcome.rejected].sort((a, b) => a.index - b.index),
  };
}

/**
 * One batch of one kind: every row validated on its own, the valid ones written in one transaction.
 * The routes, the demo data and the benchmarks all come through here. A batch from the platform API
 * (`caller`) is audited by one insert inside that same transaction, so it lands with the rows or not
 * at all; a batch of rows that are all invalid writes the audit row alone.
 */
export async function ingestBatch<K extends IngestKind>(
  db: Db,
  kind: K,
  rows: readonly unknown[],
  now = new Date(),
  caller?: IngestCaller,
): Promise<IngestResult> {
  const { valid, rejected } = validateRows(kind, rows);
  const writer = WRITERS[kind] as Writer<K>;
  if (valid.length === 0) {
    const result = resultOf({ accepted: 0, duplicates: 0, rejected: [] }, rejected);
    if (caller) await auditBatch(db, caller, kind, rows.length, result);
    return result;
  }
  return inOneTransaction(db, async (trx) => {
    const result = resultOf(await writer(trx, valid, now.toISOString()), rejected);
    if (caller) await auditBatch(trx, caller, kind, rows.length, result);
    return result;
  });
}
