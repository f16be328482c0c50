import { PassThrough } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import type {
  CreatedApiKey,
  Export,
  Paged,
  Stalker,
  WebhookDelivery,
  WebhookWithSecret,
  Webhook as Endpoint,
} from '@backoffice/contract';
import { ADMIN, json, login, useTestServer } from '../../test/harness.js';
import { telethonSession } from '../../test/stalker-sessions.js';
import { startReceiver } from '../../test/webhook-receiver.js';
import { testWebhookWorker } from '../../test/webhook-worker.js';

/** Deliveries come within a few worker rounds (20 ms polls, 20 ms retry base). */
const SOON = { timeout: 5000, interval: 20 } as const;

// Logged at info, to check that no log line carries a secret.
const logLines: string[] = [];
const logStream = new PassThrough();
logStream.on('data', (chunk: Buffer) => logLines.push(chunk.toString('utf8')));
const server = useTestServer(
  {
    WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
    WEBHOOK_POLL_INTERVAL_MS: '20',
    WEBHOOK_RETRY_BASE_MS: '20',
    WEBHOOK_MAX_ATTEMPTS: '3',
    LOG_LEVEL: 'info',
  },
  logStream,
);
const { call } = server;
let receiver: Awaited<ReturnType<typeof startReceiver>>;

// Each test has a receiver and endpoints of its own: nothing one test registered is sent to the next.
beforeEach(async () => {
  receiver = await startReceiver();
});
afterEach(async () => {
  await server.database.db.updateTable('webhook_endpoints').set({ deleted_at: new Date().toISOString() }).execute();
  await receiver.close();
});

async function register(events: string[], url = receiver.url): Promise<WebhookWithSecret> {
  const response = await call('POST', '/v1/webhooks', { url, events, description: 'integrator' });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: WebhookWithSecret }>(response).data;
}

const deliveriesOf = async (id: number) =>
  json<Paged<WebhookDelivery>>(await call('GET', `/v1/webhooks/${id}/deliveries`)).data.data;

let queue = 500;
const createKeyword = async (keyword: string) => {
  const response = await call('POST', '/v1/keyword/forward', { keyword, queue_number: queue++, price: 1 });
  expect(response.statusCode, response.body).toBe(201);
};

describe('webhook deliveries', () => {
  it('signs a keyword change per Standard Webhooks, verified with the secret shown once', async () => {
    const endpoint = await register(['keyword.changed']);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const from = receiver.received.length;
    await createKeyword('hooked');
    await expect.poll(() => receiver.received.length, SOON).toBeGreaterThan(from);
    const request = receiver.received[from];
    if (!request) throw new Error('no request');
    const payload = new Webhook(endpoint.secret).verify(request.body, request.headers) as {
      type: string;
      data: { action: string; changes: Record<string, { to?: unknown }> };
    };
    expect(payload.type).toBe('keyword.changed');
    expect(payload.data.action).toBe('keyword.forward.create');
    expect(payload.data.changes['keyword']?.to).toBe('hooked');
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(request.body, request.headers),
    ).toThrow();
    await expect
      .poll(async () => (await deliveriesOf(endpoint.id))[0], SOON)
      .toMatchObject({
        status: 'Succeeded',
        attempts: 1,
        response_code: 200,
        message_id: request.headers['webhook-id'],
      });
    await call('DELETE', `/v1/webhooks/${endpoint.id}`);
  });

  it('retries after a 500 with backoff and the same webhook-id, then succeeds; send again keeps the id', async () => {
    const endpoint = await register(['keyword.changed']);
    receiver.answers.push(500, 503);
    const from = receiver.received.length;
    await createKeyword('retried');
    await expect.poll(() => receiver.received.length - from, SOON).toBe(3);
    const ids = new Set(receiver.received.slice(from).map((request) => request.headers['webhook-id']));
    expect(ids.size).toBe(1);
    for (const request of receiver.received.slice(from))
      expect(() => new Webhook(endpoint.secret).verify(request.body, request.headers)).not.toThrow();
    await expect
      .poll(async () => (await deliveriesOf(endpoint.id))[0], SOON)
      .toMatchObject({ status: 'Succeeded', attempts: 3, response_code: 200 });

    const [delivery] = await deliveriesOf(endpoint.id);
    const again = await call('POST', `/v1/webhooks/${endpoint.id}/deliveries/${delivery?.id}/resend`);
    expect(again.statusCode, again.body).toBe(200);
    await expect.poll(() => receiver.received.length - from, SOON).toBe(4);
    expect(receiver.received.at(-1)?.headers['webhook-id']).toBe([...ids][0]);
    await call('DELETE', `/v1/webhooks/${endpoint.id}`);
  });

  it('gives up after WEBHOOK_MAX_ATTEMPTS and logs the last answer', async () => {
    const endpoint = await register(['keyword.changed']);
    receiver.answers.push(500, 500, 500);
    await createKeyword('failing');
    await expect
      .poll(async () => (await deliveriesOf(endpoint.id))[0], SOON)
      .toMatchObject({ status: 'Failed', attempts: 3, response_code: 500, error: 'answered 500' });
    await call('DELETE', `/v1/webhooks/${endpoint.id}`);
  });

  it('sends an event only to the endpoints subscribed to its type', async () => {
    const sponsors = await register(['sponsor.changed']);
    const keywords = await register(['keyword.changed']);
    await createKeyword('for keywords');
    await expect.poll(async () => (await deliveriesOf(keywords.id)).length, SOON).toBe(1);
    expect(await deliveriesOf(sponsors.id)).toEqual([]);
    await call('DELETE', `/v1/webhooks/${sponsors.id}`);
    await call('DELETE', `/v1/webhooks/${keywords.id}`);
  });
});

describe('the outbox', () => {
  it('writes an event with each acknowledged change and none for a refused one', async () => {
    const events = async () =>
      Number(
        (
          await server.database.db
            .selectFrom('webhook_events')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await events();
    await createKeyword('counted');
    expect(await events()).toBe(before + 1);
    const taken = await call('POST', '/v1/keyword/forward', { keyword: 'again', queue_number: queue - 1, price: 1 });
    expect(taken.statusCode).toBe(409);
    expect(await events()).toBe(before + 1);
  });
});

describe('webhook secrets', () => {
  it('never lists, logs, audits or stores the secret in clear; rotating shows a new one that signs from then on', async () => {
    const endpoint = await register(['keyword.changed']);
    const list = await call('GET', '/v1/webhooks/list');
    expect(list.statusCode).toBe(200);
    const listed = json<Paged<Endpoint>>(list).data.data.find((row) => row.id === endpoint.id);
    expect(listed).toEqual({ ...endpoint, secret: undefined });
    expect(list.body).not.toContain(endpoint.secret.slice(6));
    const one = await call('GET', `/v1/webhooks/${endpoint.id}`);
    expect(one.body).not.toContain('whsec_');

    const rotated = await call('POST', `/v1/webhooks/${endpoint.id}/rotate-secret`);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const fresh = json<{ data: WebhookWithSecret }>(rotated).data.secret;
    expect(fresh).not.toBe(endpoint.secret);

    const updated = await call('PATCH', `/v1/webhooks/${endpoint.id}`, { description: 'renamed' });
    expect(updated.statusCode, updated.body).toBe(200);
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'changes'])
      .where('entity', '=', 'webhook')
      .where('entity_id', '=', String(endpoint.id))
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['webhook.create', 'webhook.rotate_secret', 'webhook.update']);
    const row = await server.database.db
      .selectFrom('webhook_endpoints')
      .selectAll()
      .where('id', '=', endpoint.id)
      .executeTakeFirstOrThrow();
    for (const secret of [endpoint.secret, fresh]) {
      const bare = secret.slice('whsec_'.length);
      expect(JSON.stringify(audit)).not.toContain(bare);
      expect(JSON.stringify(row)).not.toContain(bare);
      expect(logLines.join('')).not.toContain(bare);
    }
    expect(logLines.length).toBeGreaterThan(0);

    const from = receiver.received.length;
    await createKeyword('after rotation');
    await expect.poll(() => receiver.received.length, SOON).toBeGreaterThan(from);
    const request = receiver.received[from];
    if (!request) throw new Error('no request');
    expect(() => new Webhook(fresh).verify(request.body, request.headers)).not.toThrow();
    expect(() => new Webhook(endpoint.secret).verify(request.body, request.headers)).toThrow();
    const removed = await call('DELETE', `/v1/webhooks/${endpoint.id}`);
    expect(removed.statusCode).toBe(204);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const bad = await call('POST', '/v1/webhooks', { url: 'ftp://example.com/x', events: [] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error_code: 'VALIDATION_FAILED' });
    expect(
      json<{ details: { fields: { field: string }[] } }>(bad)
        .details.fields.map((f) => f.field)
        .sort(),
    ).toEqual(['events', 'url']);
    const unknown = await call('POST', '/v1/webhooks', { url: receiver.url, events: ['nope'] });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('events besides changes', () => {
  it('raises a sign-in from an address the account never signed in from, once', async () => {
    const endpoint = await register(['account.sign_in_new_address']);
    const signInFrom = (ip: string) =>
      server.app.inject({
        method: 'POST',
        url: '/um/v1/auth/login',
        payload: { email: ADMIN.email, password: ADMIN.password },
        remoteAddress: ip,
      });
    expect((await signInFrom('203.0.113.7')).statusCode).toBe(200);
    expect((await signInFrom('203.0.113.7')).statusCode).toBe(200);
    await expect.poll(() => receiver.received.length, SOON).toBe(1);
    expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toMatchObject({
      type: 'account.sign_in_new_address',
      data: { email: ADMIN.email, ip: '203.0.113.7' },
    });
    await login(server.app, ADMIN.email, ADMIN.password);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
  });

  it('raises sponsor.expiring once per sponsor and expiry date', async () => {
    const endpoint = await register(['sponsor.expiring']);
    const now = new Date().toISOString();
    const { id: clientId } = await server.database.db
      .insertInto('sponsor_clients')
      .values({
        name: 'expiring client',
        created_at: now,
        updated_at: now,
        created_by: null,
        updated_by: null,
        deleted_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await server.database.db
      .insertInto('sponsors')
      .values({
        client_id: clientId,
        display: 'Soon gone',
        link: 't.me/soon_gone',
        expired_date: soon,
        created_at: now,
        updated_at: now,
        created_by: null,
        updated_by: null,
        deleted_at: null,
      })
      .execute();
    const scanner = testWebhookWorker(server, { timeoutMs: 1000 });
    await scanner.scanSponsors();
    await scanner.scanSponsors();
    await expect.poll(() => receiver.received.length, SOON).toBe(1);
    expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toMatchObject({
      type: 'sponsor.expiring',
      data: { display: 'Soon gone', expired_date: soon },
    });
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
  });

  it('raises export.finished when an export completes', async () => {
    await register(['export.finished']);
    await createKeyword('exported');
    const started = await call('POST', '/v1/exports', { type: 'keyword-forward', filters: {}, all_data: true });
    expect(started.statusCode, started.body).toBe(202);
    const { id } = json<{ data: Export }>(started).data;
    await expect.poll(() => receiver.received.length, SOON).toBe(1);
    expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toMatchObject({
      type: 'export.finished',
      data: { id, type: 'keyword-forward', status: 'Completed', rows: expect.any(Number) },
    });
  });

  it('raises stalker.health_changed when a worker reports another health, not for the same one again', async () => {
    await register(['stalker.health_changed']);
    const created = await call('POST', '/v1/stalker', {
      tg_id: '6200000001',
      username: 'hooked_watcher',
      group_type: 'Group',
      session_string: telethonSession(),
      remarks: 'Webhook test',
    });
    expect(created.statusCode, created.body).toBe(201);
    const stalker = json<{ data: Stalker }>(created).data;
    const keyAnswer = await call('POST', '/v1/api-keys', {
      name: 'hooked worker',
      scopes: ['stalker'],
      stalker_ids: [stalker.id],
    });
    const { key } = json<{ data: CreatedApiKey }>(keyAnswer).data;
    const beat = (health: string) =>
      server.app.inject({
        method: 'POST',
        url: `/v1/platform/stalker/${stalker.id}/heartbeat`,
        headers: { authorization: `Bearer ${key}` },
        payload: { health, groups_joined: 1 },
      });
    expect((await beat('online')).statusCode).toBe(200);
    expect((await beat('online')).statusCode).toBe(200);
    await expect.poll(() => receiver.received.length, SOON).toBe(1);
    expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toMatchObject({
      type: 'stalker.health_changed',
      data: { id: stalker.id, from: 'unknown', to: 'online' },
    });
  });
});
