import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder } from 'kysely';
import { Webhook } from 'standardwebhooks';
import type { SessionCipher } from '../../platform/crypto/index.js';
import type { DatabaseKind } from '../../platform/db/database.js';
import type { Database, Db } from '../../platform/db/schema.js';
import { PollingLoop } from '../../platform/polling-loop.js';
import { emitWebhookEvent } from '../../platform/webhook-outbox.js';
import { utcDay } from '../../platform/time.js';
import { parseEvents } from './repo.js';
import { openSecret } from './secrets.js';
import { sendWebhook } from './sender.js';

export interface WebhookWorkerOptions {
  db: Db;
  kind: DatabaseKind;
  cipher: SessionCipher;
  log: FastifyBaseLogger;
  allowPrivate: boolean;
  timeoutMs: number;
  sponsorExpiryDays: number;
  /** This instance's name in claimed_by; random by default. */
  instanceId?: string;
  pollMs?: number;
  heartbeatMs?: number;
  /** A claim whose heartbeat is older than this belongs to a dead worker and is taken over. */
  staleMs?: number;
  maxAttempts?: number;
  retryBaseMs?: number;
  /** How often sponsors are scanned for a coming expiry. */
  scanEveryMs?: number;
  /** Days finished deliveries and dispatched events are kept (WEBHOOK_RETENTION_DAYS). */
  retentionDays?: number;
  /** How often what is older than the retention is deleted. */
  purgeEveryMs?: number;
  /** Rows deleted per statement. */
  purgeBatch?: number;
}

/** What one purge deleted. */
export interface WebhookPurge {
  deliveries: number;
  events: number;
}

interface ClaimedDelivery {
  id: number;
  endpoint_id: number;
  event_id: number;
  attempts: number;
}

const RETRY_MAX_MS = 3_600_000;
const FAN_OUT_BATCH = 100;
const DAY_MS = 86_400_000;
const FINAL_STATUSES = ['Succeeded', 'Failed'] as const;

/** A delivery done with (delivered or given up, claimed by nobody) whose last attempt is before `cutoff`. */
function finishedBefore(cutoff: string) {
  return (eb: ExpressionBuilder<Database, 'webhook_deliveries'>) =>
    eb.and([
      eb('status', 'in', FINAL_STATUSES),
      eb('claimed_by', 'is', null),
      eb(eb.fn.coalesce('last_attempt_at', 'created_at'), '<', cutoff),
    ]);
}

/**
 * A dispatched event raised before its cutoff that no delivery refers to any more. An event with a dedupe key
 * is what stops a scan raising it again, so it is kept while the scan could still match it (`dedupedCutoff`).
 */
function spentBefore(cutoff: string, dedupedCutoff: string) {
  return (eb: ExpressionBuilder<Database, 'webhook_events'>) =>
    eb.and([
      eb('dispatched_at', 'is not', null),
      eb.or([
        eb.and([eb('dedupe_key', 'is', null), eb('created_at', '<', cutoff)]),
        eb('created_at', '<', dedupedCutoff),
      ]),
      eb.not(
        eb.exists(
          eb
            .selectFrom('webhook_deliveries')
            .select('webhook_deliveries.id')
            .whereRef('webhook_deliveries.event_id', '=', 'webhook_events.id'),
        ),
      ),
    ]);
}

/** The wait before attempt `attempts + 1`: base, 2 × base, 4 × base, … at most an hour. */
export function retryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(RETRY_MAX_MS, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Delivers webhook events (docs/decisions/0041-webhooks.md), as the export worker runs jobs: it fans each
 * outbox event out to one delivery row per subscribed endpoint (in one transaction with marking the event
 * dispatched), then claims due deliveries one at a time with one atomic UPDATE (PostgreSQL: FOR UPDATE SKIP
 * LOCKED), keeps the claim alive by a heartbeat while it sends, and writes the outcome through its claim. A
 * delivery whose heartbeat stopped (a crash) is claimable again: at least once, the same webhook-id each time.
 */
export class WebhookWorker {
  readonly instanceId: string;
  private readonly pollMs: number;
  private readonly heartbeatMs: number;
  private readonly staleMs: number;
  private readonly maxAttempts: number;
  private readonly retryBaseMs: number;
  private readonly scanEveryMs: number;
  private readonly retentionDays: number;
  private readonly purgeEveryMs: number;
  private readonly purgeBatch: number;
  private lastScan = 0;
  private lastPurge = 0;
  private readonly loop: PollingLoop;

  constructor(private readonly options: WebhookWorkerOptions) {
    this.instanceId = options.instanceId ?? `${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
    this.pollMs = options.pollMs ?? 2000;
    this.staleMs = options.staleMs ?? 30_000;
    this.heartbeatMs = options.heartbeatMs ?? Math.max(100, Math.floor(this.staleMs / 3));
    this.maxAttempts = options.maxAttempts ?? 10;
    this.retryBaseMs = options.retryBaseMs ?? 5000;
    this.scanEveryMs = options.scanEveryMs ?? 60_000;
    this.retentionDays = options.retentionDays ?? 30;
    this.purgeEveryMs = options.purgeEveryMs ?? 3_600_000;
    this.purgeBatch = options.purgeBatch ?? 500;
    this.loop = new PollingLoop(() => this.drain(), this.pollMs);
  }

  start(): void {
    this.loop.start();
  }

  /** Looks for work now (called after a change that may have raised an event, and by the poll). */
  notify(): void {
    this.loop.wake();
  }

  /** Stops claiming and waits for the attempt in flight to be written. */
  async stop(): Promise<void> {
    await this.loop.stop();
  }

  /** Fans out, scans, purges when due, then sends until nothing is due. */
  async drain(): Promise<void> {
    try {
      if (Date.now() - this.lastScan >= this.scanEveryMs) {
        this.lastScan = Date.now();
        await this.scanSponsors();
      }
      if (Date.now() - this.lastPurge >= this.purgeEveryMs) {
        this.lastPurge = Date.now();
        const purged = await this.purge();
        if (purged.deliveries + purged.events > 0) this.options.log.info(purged, 'old webhook deliveries deleted');
      }
      while (!this.loop.stopping && (await this.fanOut()) > 0);
      for (let delivery = await this.claim(); delivery; delivery = this.loop.stopping ? undefined : await this.claim())
        await this.deliver(delivery);
    } catch (error) {
      this.options.log.error({ err: error }, 'webhook worker: a round failed');
    }
  }

  /** One batch of undispatched events turned into deliveries; answers how many events. */
  async fanOut(): Promise<number> {
    const { db, kind } = this.options;
    return db.transaction().execute(async (trx) => {
      let pick = trx
        .selectFrom('webhook_events')
        .select(['id', 'type', 'created_at'])
        .where('dispatched_at', 'is', null)
        .orderBy('id')
        .limit(FAN_OUT_BATCH);
      if (kind === 'postgres') pick = pick.forUpdate().skipLocked();
      const events = await pick.execute();
      if (events.length === 0) return 0;
      const endpoints = await trx
        .selectFrom('webhook_endpoints')
        .select(['id', 'events', 'created_at'])
        .where('deleted_at', 'is', null)
        .where('status', '=', 'Active')
        .execute();
      const now = new Date().toISOString();
      const rows = events.flatMap((event) =>
        endpoints
          // An endpoint gets the events raised from its registration on, of the types it subscribes to.
          .filter(
            (endpoint) =>
              endpoint.created_at <= event.created_at &&
              (parseEvents(endpoint.events) as string[]).includes(event.type),
          )
          .map((endpoint) => ({
            endpoint_id: endpoint.id,
            event_id: event.id,
            next_attempt_at: now,
            created_at: now,
          })),
      );
      if (rows.length > 0)
        await trx
          .insertInto('webhook_deliveries')
          .values(rows)
          .onConflict((c) => c.columns(['event_id', 'endpoint_id']).doNothing())
          .execute();
      await trx
        .updateTable('webhook_events')
        .set({ dispatched_at: now })
        .where(
          'id',
          'in',
          events.map((event) => event.id),
        )
        .execute();
      return events.length;
    });
  }

  /** Takes the due Pending delivery nobody holds a live claim on, in one statement. */
  async claim(): Promise<ClaimedDelivery | undefined> {
    const { db, kind } = this.options;
    const now = new Date();
    const staleBefore = new Date(now.getTime() - this.staleMs).toISOString();
    return db
      .updateTable('webhook_deliveries')
      .set((eb) => ({
        claimed_by: this.instanceId,
        heartbeat_at: now.toISOString(),
        attempts: eb('attempts', '+', 1),
      }))
      .where('id', '=', (eb) => {
        const next = eb
          .selectFrom('webhook_deliveries')
          .select('id')
          .where('status', '=', 'Pending')
          .where('next_attempt_at', '<=', now.toISOString())
          .where((w) => w.or([w('heartbeat_at', 'is', null), w('heartbeat_at', '<', staleBefore)]))
          .orderBy('next_attempt_at')
          .orderBy('id')
          .limit(1);
        return kind === 'postgres' ? next.forUpdate().skipLocked() : next;
      })
      .returning(['id', 'endpoint_id', 'event_id', 'attempts'])
      .executeTakeFirst();
  }

  private owned(id: number) {
    return this.options.db
      .updateTable('webhook_deliveries')
      .where('id', '=', id)
      .where('claimed_by', '=', this.instanceId)
      .where('status', '=', 'Pending');
  }

  /** Sends one claimed delivery and writes its outcome through the claim. */
  async deliver(delivery: ClaimedDelivery): Promise<void> {
    const { db, cipher, log } = this.options;
    const endpoint = await db
      .selectFrom('webhook_endpoints')
      .select(['url', 'status', 'deleted_at', 'secret_ciphertext', 'secret_nonce', 'secret_key_version'])
      .where('id', '=', delivery.endpoint_id)
      .executeTakeFirst();
    const event = await db
      .selectFrom('webhook_events')
      .select(['message_id', 'payload'])
      .where('id', '=', delivery.event_id)
      .executeTakeFirst();
    const attemptAt = new Date();
    if (!endpoint || endpoint.deleted_at !== null || endpoint.status !== 'Active' || !event) {
      await this.finish(delivery, attemptAt, { error: 'endpoint deleted or disabled' }, true);
      return;
    }
    let secret: string | undefined;
    try {
      secret = openSecret(cipher, endpoint, delivery.endpoint_id);
    } catch {
      secret = undefined;
    }
    if (!secret) {
      log.error({ webhookId: delivery.endpoint_id }, 'webhook secret cannot be opened');
      await this.finish(delivery, attemptAt, { error: 'the signing secret cannot be read' }, true);
      return;
    }
    const signature = new Webhook(secret).sign(event.message_id, attemptAt, event.payload);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'Backoffice-Webhooks/1',
      'webhook-id': event.message_id,
      'webhook-timestamp': String(Math.floor(attemptAt.getTime() / 1000)),
      'webhook-signature': signature,
    };
    const heartbeat = setInterval(
      () =>
        void this.owned(delivery.id)
          .set({ heartbeat_at: new Date().toISOString() })
          .execute()
          .catch(() => undefined),
      this.heartbeatMs,
    );
    try {
      const outcome = await sendWebhook(endpoint.url, headers, event.payload, {
        timeoutMs: this.options.timeoutMs,
        allowPrivate: this.options.allowPrivate,
      });
      await this.finish(delivery, attemptAt, outcome, false);
    } finally {
      clearInterval(heartbeat);
    }
  }

  private async finish(
    delivery: ClaimedDelivery,
    attemptAt: Date,
    outcome: { status?: number; error?: string },
    final: boolean,
  ): Promise<void> {
    const now = new Date().toISOString();
    const common = {
      claimed_by: null,
      heartbeat_at: null,
      last_attempt_at: attemptAt.toISOString(),
      response_code: outcome.status ?? null,
    };
    if (outcome.error === undefined) {
      await this.owned(delivery.id)
        .set({ ...common, status: 'Succeeded', error: null, delivered_at: now, next_attempt_at: null })
        .execute();
      return;
    }
    const givingUp = final || delivery.attempts >= this.maxAttempts;
    await this.owned(delivery.id)
      .set({
        ...common,
        status: givingUp ? 'Failed' : 'Pending',
        error: outcome.error.slice(0, 200),
        next_attempt_at: givingUp
          ? null
          : new Date(Date.now() + retryDelayMs(delivery.attempts, this.retryBaseMs)).toISOString(),
      })
      .execute();
  }

  /**
   * Raises `sponsor.expiring` for each live sponsor whose expiry date is within the configured days, once per
   * sponsor and expiry date (the event's dedupe key): a renewed sponsor raises it again for its new date.
   */
  async scanSponsors(now = new Date()): Promise<void> {
    const { db } = this.options;
    const today = utcDay(now);
    const until = utcDay(new Date(now.getTime() + this.options.sponsorExpiryDays * 86_400_000));
    const due = await db
      .selectFrom('sponsors')
      .select(['id', 'display', 'expired_date'])
      .where('deleted_at', 'is', null)
      .where('expired_date', '>=', today)
      .where('expired_date', '<=', until)
      .execute();
    for (const sponsor of due)
      await emitWebhookEvent(
        db,
        'sponsor.expiring',
        { id: sponsor.id, display: sponsor.display, expired_date: sponsor.expired_date },
        { dedupeKey: `sponsor.expiring:${sponsor.id}:${sponsor.expired_date}` },
      );
  }

  /**
   * Deletes what is older than the retention and done with: deliveries delivered or given up, then dispatched
   * events no delivery refers to any more (so a delivery's log line never loses its event). A Pending delivery,
   * waiting for a retry or claimed, is never deleted, nor its event. Each statement takes one batch of ids and
   * checks the conditions again, so a delivery sent again meanwhile stays; the id cursor reads each row once.
   */
  async purge(now = new Date()): Promise<WebhookPurge> {
    const { db } = this.options;
    const before = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
    const cutoff = before(this.retentionDays);
    const dedupedCutoff = before(Math.max(this.retentionDays, this.options.sponsorExpiryDays + 1));
    const deliveries = await this.deleteInBatches(
      (after) =>
        db
          .selectFrom('webhook_deliveries')
          .select('id')
          .where('id', '>', after)
          .where(finishedBefore(cutoff))
          .orderBy('id')
          .limit(this.purgeBatch)
          .execute(),
      (ids) =>
        db.deleteFrom('webhook_deliveries').where('id', 'in', ids).where(finishedBefore(cutoff)).executeTakeFirst(),
    );
    const events = await this.deleteInBatches(
      (after) =>
        db
          .selectFrom('webhook_events')
          .select('id')
          .where('id', '>', after)
          .where(spentBefore(cutoff, dedupedCutoff))
          .orderBy('id')
          .limit(this.purgeBatch)
          .execute(),
      (ids) =>
        db
          .deleteFrom('webhook_events')
          .where('id', 'in', ids)
          .where(spentBefore(cutoff, dedupedCutoff))
          .executeTakeFirst(),
    );
    return { deliveries, events };
  }

  /** Picks a batch of ids after the last one seen, deletes them, until a batch comes back short. */
  private async deleteInBatches(
    pick: (after: number) => Promise<{ id: number }[]>,
    remove: (ids: number[]) => Promise<{ numDeletedRows: bigint }>,
  ): Promise<number> {
    let deleted = 0;
    for (let after = 0; ;) {
      const ids = (await pick(after)).map((row) => row.id);
      const last = ids.at(-1);
      if (last === undefined) return deleted;
      deleted += Number((await remove(ids)).numDeletedRows);
      if (ids.length < this.purgeBatch) return deleted;
      after = last;
    }
  }
}
