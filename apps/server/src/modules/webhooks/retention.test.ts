import { beforeEach, describe, expect, it } from 'vitest';
import type { Paged, WebhookDelivery, WebhookWithSecret } from '@backoffice/contract';
import { emitWebhookEvent } from '../../platform/webhook-outbox.js';
import { json, useTestServer } from '../../test/harness.js';
import { testWebhookWorker } from '../../test/webhook-worker.js';
import type { WebhookWorker, WebhookWorkerOptions } from './worker.js';

// The server's own worker is off: each test drives a worker of its own, with its own retention.
const server = useTestServer({ WEBHOOK_WORKER: 'off', WEBHOOK_ALLOW_PRIVATE_URLS: 'true' });
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

function worker(options: Partial<WebhookWorkerOptions> = {}): WebhookWorker {
  return testWebhookWorker(server, { retentionDays: 30, ...options });
}

const deliveriesOf = async (id: number) => {
  const response = await server.call('GET', `/v1/webhooks/${id}/deliveries`);
  expect(response.statusCode, response.body).toBe(200);
  return json<Paged<WebhookDelivery>>(response).data.data;
};

const eventIds = async () =>
  (await server.database.db.selectFrom('webhook_events').select('id').orderBy('id').execute()).map((row) => row.id);

let endpointId = 0;
let deliveryIds: number[] = [];
let queue = 900;

/** An endpoint with six deliveries, one per keyword change, fanned out and not yet sent. */
beforeEach(async () => {
  const { db } = server.database;
  await db.deleteFrom('webhook_deliveries').execute();
  await db.deleteFrom('webhook_events').execute();
  const created = await server.call('POST', '/v1/webhooks', {
    url: 'http://127.0.0.1:9/hooks',
    events: ['keyword.changed'],
  });
  expect(created.statusCode, created.body).toBe(201);
  endpointId = json<{ data: WebhookWithSecret }>(created).data.id;
  for (let i = 0; i < 6; i += 1) {
    const response = await server.call('POST', '/v1/keyword/forward', {
      keyword: `kept-${queue}`,
      queue_number: queue++,
      price: 1,
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  while ((await worker().fanOut()) > 0);
  deliveryIds = (
    await db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', endpointId).orderBy('id').execute()
  ).map((row) => row.id);
  expect(deliveryIds).toHaveLength(6);
});

/** Sets one delivery's state and last attempt, and its event's age to match. */
async function age(deliveryId: number, days: number, state: Record<string, string | number | null>) {
  const { db } = server.database;
  const at = daysAgo(days);
  const row = await db
    .updateTable('webhook_deliveries')
    .set({ last_attempt_at: at, created_at: at, ...state })
    .where('id', '=', deliveryId)
    .returning('event_id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('webhook_events')
    .set({ created_at: at, dispatched_at: at })
    .where('id', '=', row.event_id)
    .execute();
}

describe('webhook retention (WEBHOOK_RETENTION_DAYS)', () => {
  it('deletes finished deliveries and their events past the retention, in batches, never a pending or claimed one', async () => {
    const [delivered, givenUp, deliveredToo, retrying, claimed, recent] = deliveryIds as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    const future = new Date(Date.now() + DAY_MS).toISOString();
    await age(delivered, 40, { status: 'Succeeded', delivered_at: daysAgo(40), next_attempt_at: null });
    await age(givenUp, 31, { status: 'Failed', attempts: 10, next_attempt_at: null });
    await age(deliveredToo, 35, { status: 'Succeeded', delivered_at: daysAgo(35), next_attempt_at: null });
    await age(retrying, 40, { status: 'Pending', attempts: 3, next_attempt_at: future });
    await age(claimed, 40, { claimed_by: 'another-instance', heartbeat_at: new Date().toISOString() });
    await age(recent, 29, { status: 'Succeeded', delivered_at: daysAgo(29), next_attempt_at: null });
    // An old event no worker has fanned out yet: its deliveries are still to be written.
    await emitWebhookEvent(server.database.db, 'keyword.changed', { id: 1 }, { at: new Date(daysAgo(60)) });
    await server.database.db
      .updateTable('webhook_events')
      .set({ created_at: daysAgo(60) })
      .where('dispatched_at', 'is', null)
      .execute();
    const eventsBefore = await eventIds();

    // Two rows a statement: three of each kind to delete take more than one batch.
    expect(await worker({ purgeBatch: 2 }).purge()).toEqual({ deliveries: 3, events: 3 });

    const left = await deliveriesOf(endpointId);
    expect(left.map((delivery) => delivery.id).sort((a, b) => a - b)).toEqual([retrying, claimed, recent]);
    expect(left.find((delivery) => delivery.id === retrying)).toMatchObject({ status: 'Pending', attempts: 3 });
    expect(await eventIds()).toEqual([...eventsBefore.slice(3)]);
  });

  it('purges on its schedule while the worker runs', async () => {
    const [first, second] = deliveryIds as [number, number];
    await age(first, 40, { status: 'Succeeded', delivered_at: daysAgo(40), next_attempt_at: null });
    const running = worker({ pollMs: 20, purgeEveryMs: 50 });
    running.start();
    try {
      await expect
        .poll(async () => (await deliveriesOf(endpointId)).map((delivery) => delivery.id), { timeout: 5000 })
        .not.toContain(first);
      // Later work past the retention goes at a later purge, not only at start.
      await age(second, 40, { status: 'Failed', next_attempt_at: null });
      await expect
        .poll(async () => (await deliveriesOf(endpointId)).map((delivery) => delivery.id), { timeout: 5000 })
        .not.toContain(second);
    } finally {
      await running.stop();
    }
  });

  it('keeps a deduplicated event while the scan could raise it again, then deletes it', async () => {
    const { db } = server.database;
    await db.deleteFrom('webhook_deliveries').execute();
    await db.deleteFrom('webhook_events').execute();
    const at = new Date(daysAgo(5));
    await emitWebhookEvent(db, 'sponsor.expiring', { id: 7 }, { dedupeKey: 'sponsor.expiring:7:2030-01-01', at });
    await emitWebhookEvent(db, 'keyword.changed', { id: 8 }, { at });
    await db
      .updateTable('webhook_events')
      .set({ created_at: at.toISOString(), dispatched_at: at.toISOString() })
      .execute();
    const short = worker({ retentionDays: 3, sponsorExpiryDays: 7 });

    expect(await short.purge()).toEqual({ deliveries: 0, events: 1 });
    const kept = await db.selectFrom('webhook_events').select('dedupe_key').execute();
    expect(kept).toEqual([{ dedupe_key: 'sponsor.expiring:7:2030-01-01' }]);

    expect(await short.purge(new Date(Date.now() + 4 * DAY_MS))).toEqual({ deliveries: 0, events: 1 });
    expect(await eventIds()).toEqual([]);
  });
});
