import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import { recordAudit, type Actor } from '../../platform/audit.js';
import type { DatabaseHandle } from '../../platform/db/database.js';
import type { Db, Executor } from '../../platform/db/schema.js';

/** The record kind of the purge's own audit entry (the contract's AUDIT_ENTITY_SECTIONS: User Management). */
export const AUDIT_LOG_ENTITY = 'audit_log';

/** The audit log's actor for what the server does by itself, as for the first Super Admin it creates. */
const SYSTEM_ACTOR: Actor = { id: null, email: 'system', ip: null };

/** Entries deleted per transaction: bounds how long each holds SQLite's write lock (as purge-chat-records does). */
export const AUDIT_PURGE_BATCH_SIZE = 5000;

/** How often the server looks for entries past AUDIT_RETENTION_DAYS, as for expired export files. */
export const AUDIT_RETENTION_CHECK_MS = 3_600_000;

const DAY_MS = 86_400_000;

export interface AuditPurgeOptions {
  batchSize?: number;
  /** The retention that set the cut-off, recorded with it. */
  retentionDays?: number;
  actor?: Actor;
}

export interface AuditPurgeOutcome {
  /** Entries written before the cut-off when the purge began. */
  matched: number;
  deleted: number;
  batches: number;
}

function countBefore(db: Executor, before: string): Promise<number> {
  return db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('created_at', '<', before)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
}

/** The oldest `limit` entries written before the cut-off, in one statement (the created_at index finds them). */
async function deleteOldestBatch(trx: Executor, before: string, limit: number): Promise<number> {
  const result = await trx
    .deleteFrom('audit_log')
    .where('id', 'in', (eb) =>
      eb
        .selectFrom('audit_log')
        .select('id')
        .where('created_at', '<', before)
        .orderBy('created_at')
        .orderBy('id')
        .limit(limit),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Deletes the audit entries written before `before` (ISO-8601 UTC), oldest first, `batchSize` at a time, each
 * batch in its own transaction (the pattern of purge-chat-records). Never silently: the first batch's
 * transaction also writes one entry, `audit_log.purge`, naming the cut-off and how many entries it covers, so no
 * entry is deleted without it; being written now, that entry is newer than the cut-off and stays. Idempotent: a
 * run that finds nothing writes nothing, and one interrupted half-way is finished (and recorded) by the next.
 */
export async function purgeAuditLog(
  db: Db,
  before: string,
  options: AuditPurgeOptions = {},
): Promise<AuditPurgeOutcome> {
  const batchSize = options.batchSize ?? AUDIT_PURGE_BATCH_SIZE;
  let matched = 0;
  let deleted = 0;
  let batches = 0;
  for (;;) {
    const first = batches === 0;
    const removed = await db.transaction().execute(async (trx) => {
      // Counted in the transaction of the first batch, so the entry says what this purge covers.
      if (first) matched = await countBefore(trx, before);
      const count = await deleteOldestBatch(trx, before, batchSize);
      if (first && count > 0) {
        await recordAudit(trx, options.actor ?? SYSTEM_ACTOR, {
          action: 'audit_log.purge',
          entity: AUDIT_LOG_ENTITY,
          changes: {
            created_before: { to: before },
            entries: { from: matched, to: 0 },
            ...(options.retentionDays === undefined ? {} : { retention_days: { to: options.retentionDays } }),
          },
        });
      }
      return count;
    });
    if (removed === 0) break;
    deleted += removed;
    batches += 1;
    if (removed < batchSize) break;
  }
  return { matched, deleted, batches };
}

/** The cut-off of a retention of `days` at `now`: entries written before it go. */
export function retentionCutoff(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

export interface AuditRetentionOptions {
  database: Pick<DatabaseHandle, 'db' | 'kind'>;
  days: number;
  log: FastifyBaseLogger;
  everyMs?: number;
  batchSize?: number;
  clock?: () => Date;
}

/**
 * Applies AUDIT_RETENTION_DAYS: at start and hourly, as the export files' retention is. Every instance runs it;
 * on PostgreSQL the instance that takes the advisory lock (per schema) does the work and the others skip that
 * round, so one purge writes one entry; the delete itself is idempotent besides.
 */
export class AuditRetention {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(private readonly options: AuditRetentionOptions) {}

  start(): void {
    this.timer = setInterval(() => void this.runSafely(), this.options.everyMs ?? AUDIT_RETENTION_CHECK_MS);
    // The schedule alone must not keep the process alive.
    this.timer.unref();
    void this.runSafely();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** One round: the purge's outcome, or undefined when another instance holds the lock (PostgreSQL). */
  async runOnce(): Promise<AuditPurgeOutcome | undefined> {
    const { database, days, batchSize } = this.options;
    const before = retentionCutoff((this.options.clock ?? (() => new Date()))(), days);
    const purge = (db: Db) =>
      purgeAuditLog(db, before, { retentionDays: days, ...(batchSize === undefined ? {} : { batchSize }) });
    if (database.kind !== 'postgres') return purge(database.db);
    return database.db.connection().execute(async (db) => onlyOneInstance(db, purge));
  }

  private async runSafely(): Promise<void> {
    // A round still running (a large first purge) is not started again beside itself.
    if (this.running) return;
    const round = this.runOnce().then(
      (outcome) => {
        if (outcome && outcome.deleted > 0)
          this.options.log.info(
            { deleted: outcome.deleted, retentionDays: this.options.days },
            'audit entries past AUDIT_RETENTION_DAYS deleted',
          );
      },
      (error: unknown) => this.options.log.error({ err: error }, 'audit log retention failed'),
    );
    this.running = round;
    await round;
    this.running = undefined;
  }
}

/** PostgreSQL: `work` under this schema's advisory lock on this connection, or nothing when another session holds it. */
async function onlyOneInstance<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T | undefined> {
  const lock = sql`hashtext(current_schema() || ':audit_retention')`;
  const taken = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${lock}) as locked`.execute(db);
  if (!taken.rows[0]?.locked) return undefined;
  try {
    return await work(db);
  } finally {
    await sql`select pg_advisory_unlock(${lock})`.execute(db);
  }
}
