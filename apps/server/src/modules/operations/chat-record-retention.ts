import { parseArgs } from 'node:util';
import type { Actor } from '../../platform/audit.js';
import { recordAudit } from '../../platform/audit.js';
import type { Db, Executor } from '../../platform/db/schema.js';
import { countRecords } from '../bot-analytics/index.js';
import { hourOf, isoUtc } from '../../platform/time.js';
import { tally } from '../../platform/db/bulk.js';
import { dropPartition, eventPartitions, type EventPartition } from '../../platform/db/event-partitions.js';
import { dialectOf } from '../../platform/db/query.js';
import type { CliIo } from './backup.js';

export const PURGE_CHAT_RECORDS_USAGE = `  purge-chat-records --before DATE [--dry-run] [--batch-size N]
                                            delete chat records sent before DATE (ISO-8601, UTC), in
                                            batches; hourly counts and the search index follow; audited`;

/** The audit log's actor for changes made from the command line. */
const CLI_ACTOR: Actor = { id: null, email: 'cli', ip: null };

export const DEFAULT_PURGE_BATCH_SIZE = 5000;
const MAX_PURGE_BATCH_SIZE = 50_000;

export interface PurgeOptions {
  /** Records deleted per transaction: bounds how long each one holds locks. */
  batchSize?: number;
  /** Called after each batch with the number deleted so far. */
  progress?: (deleted: number) => void;
  actor?: Actor;
}

export interface PurgeOutcome {
  /** Records sent before the date when the purge began. */
  matched: number;
  deleted: number;
  batches: number;
  /** PostgreSQL: the week partitions dropped whole (their records are counted in `deleted`). */
  partitionsDropped: number;
}

interface DeletedRecord {
  bot_id: number;
  sent_at: string;
  direction: string;
  message_type: string;
}

/** Records sent before `before` (ISO-8601 UTC, milliseconds): exact, from the hourly counts. */
export function countChatRecordsBefore(db: Executor, before: string): Promise<number> {
  return countRecords(db, { until: before });
}

/**
 * Deletes the chat records sent before `before`. On PostgreSQL every week partition wholly before it is
 * detached and dropped (docs/decisions/0043), each with its hourly counts in one transaction; what is left
 * (the part of the week the date falls in, and rows the default partition holds) and everything on SQLite is
 * deleted oldest first, `batchSize` at a time, each batch in its own transaction so ingestion and the
 * console are never held up for long. Each batch takes its records off the hourly counts
 * (chat_record_counts) in the same transaction, so list totals stay exact at every moment; SQLite's
 * full-text table follows by its delete trigger, PostgreSQL's trigram index by itself. One audit entry,
 * written with the first change, names the date and the number of records it covers: no record is deleted
 * without it. The daily figures (bot_daily_stats) are history of their own and stay.
 */
export async function purgeChatRecords(db: Db, before: string, options: PurgeOptions = {}): Promise<PurgeOutcome> {
  const batchSize = options.batchSize ?? DEFAULT_PURGE_BATCH_SIZE;
  const matched = await countChatRecordsBefore(db, before);
  const audit = async (trx: Executor) => {
    await recordAudit(trx, options.actor ?? CLI_ACTOR, {
      action: 'chat_record.purge',
      entity: 'chat_record',
      changes: { sent_before: { to: before }, records: { from: matched, to: 0 } },
    });
  };
  const { deleted: dropped, partitionsDropped } =
    dialectOf(db) === 'postgres'
      ? await dropWholeWeeks(db, before, audit, options.progress)
      : { deleted: 0, partitionsDropped: 0 };
  let audited = partitionsDropped > 0;
  let deleted = dropped;
  let batches = 0;
  for (;;) {
    const removed = await db.transaction().execute(async (trx) => {
      const rows = await deleteOldestBatch(trx, before, batchSize);
      await takeOffHourlyCounts(trx, rows);
      if (!audited && rows.length > 0) await audit(trx);
      return rows.length;
    });
    if (removed === 0) break;
    audited = true;
    deleted += removed;
    batches += 1;
    options.progress?.(deleted);
    if (removed < batchSize) break;
  }
  return { matched, deleted, batches, partitionsDropped };
}

/**
 * PostgreSQL: drops every partition wholly before the date, oldest first, each in its own transaction; the
 * first of them writes the run's audit entry.
 */
async function dropWholeWeeks(
  db: Db,
  before: string,
  audit: (trx: Executor) => Promise<void>,
  progress: ((deleted: number) => void) | undefined,
): Promise<{ deleted: number; partitionsDropped: number }> {
  let deleted = 0;
  let partitionsDropped = 0;
  for (const partition of await eventPartitions(db, 'chat_records')) {
    if (partition.isDefault || partition.until === undefined || partition.until > before) continue;
    const first = partitionsDropped === 0;
    deleted += await db.transaction().execute(async (trx) => {
      const records = await dropWithCounts(trx, partition);
      if (first) await audit(trx);
      return records;
    });
    partitionsDropped += 1;
    progress?.(deleted);
  }
  return { deleted, partitionsDropped };
}

/**
 * PostgreSQL: drops a week partition (or the partition of the records from before partitioning) and its
 * hourly buckets, which it covers whole, since partitions start and end at midnight; answers its records.
 */
async function dropWithCounts(trx: Executor, partition: EventPartition): Promise<number> {
  const range = { ...(partition.from === undefined ? {} : { from: partition.from }), until: partition.until };
  const records = await countRecords(trx, range);
  let buckets = trx.deleteFrom('chat_record_counts').where('hour', '<', partition.until ?? '');
  if (partition.from !== undefined) buckets = buckets.where('hour', '>=', partition.from);
  await buckets.execute();
  await dropPartition(trx, 'chat_records', partition);
  return records;
}

/** The oldest `limit` records sent before the date, deleted in one statement (the sent_at index finds them). */
function deleteOldestBatch(trx: Executor, before: string, limit: number): Promise<DeletedRecord[]> {
  return (
    trx
      .deleteFrom('chat_records')
      // Repeated outside the subquery, so PostgreSQL looks for the ids only in the partitions before the date.
      .where('sent_at', '<', before)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('chat_records')
          .select('id')
          .where('sent_at', '<', before)
          .orderBy('sent_at')
          .orderBy('id')
          .limit(limit),
      )
      .returning(['bot_id', 'sent_at', 'direction', 'message_type'])
      .execute()
  );
}

/** Subtracts the deleted records from their hourly buckets and drops the buckets left empty. */
async function takeOffHourlyCounts(trx: Executor, rows: readonly DeletedRecord[]): Promise<void> {
  const buckets = new Map<string, number>();
  for (const row of rows) tally(buckets, [row.bot_id, hourOf(row.sent_at), row.direction, row.message_type].join('|'));
  // Sorted as ingestion sorts them, so a purge and a concurrent batch lock the buckets in the same order.
  for (const [key, count] of [...buckets].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const [bot = '', hour = '', direction = '', messageType = ''] = key.split('|');
    const bucket = { bot_id: Number(bot), hour, direction, message_type: messageType };
    await trx
      .updateTable('chat_record_counts')
      .set((eb) => ({ count: eb('count', '-', count) }))
      .where((eb) => eb.and(bucket))
      .execute();
    await trx
      .deleteFrom('chat_record_counts')
      .where((eb) => eb.and(bucket))
      .where('count', '<=', 0)
      .execute();
  }
}

class UsageError extends Error {}

interface PurgeArgs {
  before: string;
  dryRun: boolean;
  batchSize: number;
}

/** The command line's options; a wrong one throws a UsageError naming it. */
export function parsePurgeArgs(args: string[], now: Date): PurgeArgs {
  let values: { before?: string | undefined; 'dry-run'?: boolean | undefined; 'batch-size'?: string | undefined };
  try {
    ({ values } = parseArgs({
      args,
      options: { before: { type: 'string' }, 'dry-run': { type: 'boolean' }, 'batch-size': { type: 'string' } },
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (values.before === undefined)
    throw new UsageError('--before is required: a date or date and time (ISO-8601, UTC), e.g. 2025-01-01');
  const before = new Date(values.before);
  if (Number.isNaN(before.getTime()))
    throw new UsageError(
      `--before: "${values.before}" is not a date (ISO-8601, e.g. 2025-01-01 or 2025-01-01T00:00:00Z)`,
    );
  if (before.getTime() > now.getTime()) throw new UsageError('--before must not be in the future');
  const batchSize = values['batch-size'] === undefined ? DEFAULT_PURGE_BATCH_SIZE : Number(values['batch-size']);
  if (!Number.isSafeInteger(batchSize) || batchSize < 1 || batchSize > MAX_PURGE_BATCH_SIZE) {
    throw new UsageError(
      `--batch-size must be a whole number from 1 to ${MAX_PURGE_BATCH_SIZE.toLocaleString('en-US')}`,
    );
  }
  return { before: isoUtc(before.toISOString()), dryRun: values['dry-run'] === true, batchSize };
}

/** `npm run cli -- purge-chat-records …`; answers the exit code: 0 done, 2 a wrong command line. */
export async function runPurgeChatRecordsCommand(
  db: Db,
  args: string[],
  io: CliIo,
  clock = () => new Date(),
): Promise<number> {
  let parsed: PurgeArgs;
  try {
    parsed = parsePurgeArgs(args, clock());
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\n${PURGE_CHAT_RECORDS_USAGE}`);
    return 2;
  }
  const { before, dryRun, batchSize } = parsed;
  if (dryRun) {
    const matched = await countChatRecordsBefore(db, before);
    io.out(`Dry run: ${matched.toLocaleString('en-US')} chat records were sent before ${before}; nothing was deleted.`);
    return 0;
  }
  const outcome = await purgeChatRecords(db, before, {
    batchSize,
    progress: (deleted) => io.out(`  ${deleted.toLocaleString('en-US')} deleted so far`),
  });
  const dropped = outcome.partitionsDropped > 0 ? ` and ${outcome.partitionsDropped} whole week partition(s)` : '';
  io.out(
    `Deleted ${outcome.deleted.toLocaleString('en-US')} chat records sent before ${before}, in ${outcome.batches} batch(es)${dropped}; totals and search follow.`,
  );
  return 0;
}
