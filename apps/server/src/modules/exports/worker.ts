import crypto from 'node:crypto';
import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { EXPORT_FORMATS, isExportType, type ExportFormat } from '@backoffice/contract';
import type { DatabaseKind, RowStream } from '../../platform/db/database.js';
import type { Db, Executor } from '../../platform/db/schema.js';
import { PollingLoop } from '../../platform/polling-loop.js';
import { emitWebhookEvent } from '../../platform/webhook-outbox.js';
import {
  exportFileName,
  exportFilePath,
  exportsDir,
  isPartialFileName,
  partialFileName,
  partialFileOwner,
  removeFile,
} from './files.js';
import { openSqliteReader, type ExportReader } from './reader.js';
import type { ExportResource } from './resource.js';
import { EXPORT_RESOURCES } from './registry.js';
import { writeCsv, writeJsonLines } from './writer.js';

export interface ExportWorkerOptions {
  db: Db;
  kind: DatabaseKind;
  /** How jobs read `db`'s rows one at a time (the database handle's eachRow). */
  rows: RowStream;
  dataDir: string;
  log: FastifyBaseLogger;
  retentionDays: number;
  /** This instance's name in claimed_by; random by default. */
  instanceId?: string;
  pollMs?: number;
  heartbeatMs?: number;
  /** A claim whose heartbeat is older than this belongs to a dead worker and is taken over. */
  staleMs?: number;
  maxAttempts?: number;
  purgeEveryMs?: number;
  /** PostgreSQL: what the jobs of the types whose resource `readsReplica` read through (the handle's replica reads). */
  replicaReader?: { db: Db; rows: RowStream };
  /**
   * SQLite: the database file, read by each job through a connection of its own with a small page
   * cache (docs/decisions/0017); unset, and on PostgreSQL, jobs read through `db`.
   */
  sqliteReader?: { file: string; busyTimeoutMs: number };
}

interface ClaimedJob {
  id: number;
  type: string;
  format: string;
  filters: string;
  all_data: number;
  range_from: string | null;
  range_to: string | null;
  attempts: number;
}

/** The format a job's row names; undefined for one this build does not know (the job fails, nothing is guessed). */
function formatOf(job: Pick<ClaimedJob, 'format'>): ExportFormat | undefined {
  return EXPORT_FORMATS.find((known) => known === job.format);
}

/** The job was deleted, or taken over by another worker after a missed heartbeat: stop quietly. */
class ClaimLost extends Error {}

const DAY_MS = 86_400_000;

/**
 * Runs export jobs in this process (docs/decisions/0008). A job is claimed with one atomic UPDATE
 * (PostgreSQL: FOR UPDATE SKIP LOCKED, so several instances never take the same one); the claim is
 * kept alive by a heartbeat, and a job whose heartbeat stopped (a crash) is claimable again.
 */
export class ExportWorker {
  readonly instanceId: string;
  private readonly pollMs: number;
  private readonly heartbeatMs: number;
  private readonly staleMs: number;
  private readonly maxAttempts: number;
  private readonly purgeEveryMs: number;
  private readonly loop: PollingLoop;
  private purgeTimer: NodeJS.Timeout | undefined;
  private readonly abort = new AbortController();

  constructor(private readonly options: ExportWorkerOptions) {
    this.instanceId = options.instanceId ?? `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
    this.pollMs = options.pollMs ?? 2_000;
    this.heartbeatMs = options.heartbeatMs ?? 5_000;
    this.staleMs = options.staleMs ?? 30_000;
    this.maxAttempts = options.maxAttempts ?? 3;
    this.purgeEveryMs = options.purgeEveryMs ?? 3_600_000;
    this.loop = new PollingLoop(() => this.drain(), this.pollMs);
  }

  start(): void {
    this.purgeTimer = setInterval(() => void this.purgeSafely(), this.purgeEveryMs);
    void this.purgeSafely();
    this.loop.start();
  }

  /** Looks for work now (called when an export is created, and by the poll); nothing before start(). */
  notify(): void {
    this.loop.wake();
  }

  /** Runs jobs until none is claimable; resolves when done (tests and the benchmark wait on it). */
  async drain(): Promise<void> {
    try {
      for (let job = await this.claim(); job && !this.loop.stopping; job = await this.claim()) await this.run(job);
    } catch (error) {
      this.options.log.error({ err: error }, 'export worker: claiming a job failed');
    }
  }

  /** Stops claiming; a running job is released (Pending, unclaimed) for the next worker, not left half done. */
  async stop(): Promise<void> {
    const stopped = this.loop.stop();
    clearInterval(this.purgeTimer);
    this.abort.abort();
    await stopped;
  }

  /** Takes the oldest Pending job nobody holds a live claim on, in one statement. */
  async claim(): Promise<ClaimedJob | undefined> {
    const { db, kind } = this.options;
    const now = new Date();
    const staleBefore = new Date(now.getTime() - this.staleMs).toISOString();
    return db
      .updateTable('exports')
      .set((eb) => ({
        claimed_by: this.instanceId,
        heartbeat_at: now.toISOString(),
        attempts: eb('attempts', '+', 1),
        started_at: now.toISOString(),
      }))
      .where('id', '=', (eb) => {
        const next = eb
          .selectFrom('exports')
          .select('id')
          .where('status', '=', 'Pending')
          .where((w) => w.or([w('heartbeat_at', 'is', null), w('heartbeat_at', '<', staleBefore)]))
          .orderBy('id')
          .limit(1);
        // SQLite has one writer at a time, so its UPDATE is atomic without row locks.
        return kind === 'postgres' ? next.forUpdate().skipLocked() : next;
      })
      .returning(['id', 'type', 'format', 'filters', 'all_data', 'range_from', 'range_to', 'attempts'])
      .executeTakeFirst();
  }

  private owned(id: number, db: Executor = this.options.db) {
    return db
      .updateTable('exports')
      .where('id', '=', id)
      .where('claimed_by', '=', this.instanceId)
      .where('status', '=', 'Pending');
  }

  /** Writes through our claim only; no row changed means the claim is gone. */
  private async touch(id: number, values: { done?: number; total?: number }): Promise<void> {
    const result = await this.owned(id)
      .set({ ...values, heartbeat_at: new Date().toISOString() })
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) throw new ClaimLost();
  }

  async run(job: ClaimedJob): Promise<void> {
    const { log } = this.options;
    if (job.attempts > this.maxAttempts) {
      await this.fail(job.id, `gave up after ${this.maxAttempts} attempts`);
      return;
    }
    const format = formatOf(job);
    if (format === undefined) {
      await this.fail(job.id, `unknown export format ${job.format}`);
      return;
    }
    // A job taken over after a stopped worker's heartbeat ran out starts from scratch: that worker's partial
    // file of it (chat records, perhaps) goes now rather than waiting for the next purge.
    await this.removePartialFiles((owner) => owner.id === job.id);
    const heartbeat = setInterval(() => void this.touch(job.id, {}).catch(() => undefined), this.heartbeatMs);
    const temp = exportFilePath(this.options.dataDir, partialFileName(job.id, this.instanceId, format));
    try {
      await this.write(job, format, temp);
    } catch (error) {
      await removeFile(temp);
      if (error instanceof ClaimLost) return;
      if (this.loop.stopping) {
        await this.owned(job.id).set({ claimed_by: null, heartbeat_at: null }).execute();
        return;
      }
      log.error({ err: error, exportId: job.id }, 'export failed');
      await this.fail(job.id, error instanceof Error ? error.message : String(error));
    } finally {
      clearInterval(heartbeat);
    }
  }

  private openReader(resource: ExportResource): ExportReader {
    const { sqliteReader, replicaReader, db, rows } = this.options;
    if (sqliteReader) return openSqliteReader(sqliteReader.file, sqliteReader.busyTimeoutMs);
    const chosen = resource.readsReplica && replicaReader ? replicaReader : { db, rows };
    return { ...chosen, close: async () => undefined };
  }

  /** Writes the job's rows to its temp file, in the job's format; answers how many. */
  private async writeRows(job: ClaimedJob, format: ExportFormat, temp: string): Promise<number> {
    if (!isExportType(job.type)) throw new Error(`unknown export type ${job.type}`);
    const resource = EXPORT_RESOURCES[job.type];
    const range = job.all_data ? {} : { from: job.range_from ?? undefined, to: job.range_to ?? undefined };
    const filters = JSON.parse(job.filters) as Record<string, unknown>;
    const reader = this.openReader(resource);
    try {
      const onBatch = (done: number) => this.touch(job.id, { done });
      const options = { signal: this.abort.signal };
      await fs.promises.mkdir(exportsDir(this.options.dataDir), { recursive: true });
      if (format === 'jsonl') {
        // The contract offers JSON Lines only for the types whose resource writes records (exports.test.ts).
        if (!resource.selectRecords) throw new Error(`export type ${job.type} has no JSON Lines format`);
        const selection = resource.selectRecords(reader.db, this.options.kind, filters, range);
        await this.touch(job.id, { total: await selection.count(), done: 0 });
        return await writeJsonLines(temp, selection, reader.rows, onBatch, options);
      }
      const selection = resource.select(reader.db, this.options.kind, filters, range);
      await this.touch(job.id, { total: await selection.count(), done: 0 });
      return await writeCsv(temp, resource, selection, reader.rows, onBatch, options);
    } finally {
      await reader.close();
    }
  }

  private async write(job: ClaimedJob, format: ExportFormat, temp: string): Promise<void> {
    const rows = await this.writeRows(job, format, temp);
    const fileName = exportFileName(job.id, format);
    const file = exportFilePath(this.options.dataDir, fileName);
    await fs.promises.rename(temp, file);
    const { size } = await fs.promises.stat(file);
    const completedAt = new Date();
    // The export is Completed and its webhook event raised together, or neither.
    const updated = await this.options.db.transaction().execute(async (trx) => {
      const result = await this.owned(job.id, trx)
        .set({
          status: 'Completed',
          done: rows,
          total: rows,
          row_count: rows,
          file_size: size,
          file_name: fileName,
          completed_at: completedAt.toISOString(),
          expires_at: new Date(completedAt.getTime() + this.options.retentionDays * DAY_MS).toISOString(),
          claimed_by: null,
          heartbeat_at: null,
        })
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) return false;
      await emitWebhookEvent(trx, 'export.finished', {
        id: job.id,
        type: job.type,
        format,
        status: 'Completed',
        rows,
      });
      return true;
    });
    // Deleted while it ran: the file has no row to belong to.
    if (!updated) await removeFile(file);
  }

  private async fail(id: number, cause: string): Promise<void> {
    await this.options.db.transaction().execute(async (trx) => {
      const failed = await trx
        .updateTable('exports')
        .where('id', '=', id)
        .set({
          status: 'Failed',
          error: cause.slice(0, 2000),
          completed_at: new Date().toISOString(),
          claimed_by: null,
          heartbeat_at: null,
        })
        .returning(['type', 'format'])
        .executeTakeFirst();
      // The cause stays in the log and the row: it may name paths or SQL.
      if (failed)
        await emitWebhookEvent(trx, 'export.finished', {
          id,
          type: failed.type,
          format: failed.format,
          status: 'Failed',
        });
    });
  }

  /** Deletes the files of Completed exports past their expiry and marks them Expired. */
  async purge(now: Date = new Date()): Promise<number> {
    const { db, dataDir } = this.options;
    const due = await db
      .selectFrom('exports')
      .select(['id', 'file_name'])
      .where('status', '=', 'Completed')
      .where('expires_at', '<', now.toISOString())
      .execute();
    for (const row of due) {
      if (row.file_name) await removeFile(exportFilePath(dataDir, row.file_name));
      await db
        .updateTable('exports')
        .where('id', '=', row.id)
        .where('status', '=', 'Completed')
        .set({ status: 'Expired', file_name: null })
        .execute();
    }
    await this.removeAbandonedTempFiles(now);
    return due.length;
  }

  /**
   * Partial files that no live claim is writing: a worker's file of a job stays only while that worker still
   * holds the job (Pending, claimed by it, heartbeat fresh). Run at start (through the purge) and hourly, so
   * the partial files of a crash, which may hold chat records, do not outlive it.
   */
  private async removeAbandonedTempFiles(now: Date): Promise<void> {
    const staleBefore = new Date(now.getTime() - this.staleMs).toISOString();
    const live = await this.options.db
      .selectFrom('exports')
      .select(['id', 'claimed_by'])
      .where('status', '=', 'Pending')
      .where('claimed_by', 'is not', null)
      .where('heartbeat_at', '>=', staleBefore)
      .execute();
    const writing = new Set(live.map((row) => `${row.id}|${row.claimed_by}`));
    await this.removePartialFiles((owner) => !writing.has(`${owner.id}|${owner.instanceId}`));
  }

  /** Removes the partial files whose owner `abandoned` says; a name that is no job's partial file is abandoned too. */
  private async removePartialFiles(abandoned: (owner: { id: number; instanceId: string }) => boolean): Promise<void> {
    const dir = exportsDir(this.options.dataDir);
    const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter(isPartialFileName)) {
      const owner = partialFileOwner(name);
      if (!owner || abandoned(owner)) await removeFile(`${dir}/${name}`);
    }
  }

  private async purgeSafely(): Promise<void> {
    try {
      const purged = await this.purge();
      if (purged > 0) this.options.log.info({ purged }, 'expired export files deleted');
    } catch (error) {
      this.options.log.error({ err: error }, 'export purge failed');
    }
  }
}
