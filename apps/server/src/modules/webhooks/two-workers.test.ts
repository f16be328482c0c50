import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/harness.js';
import { startReceiver } from '../../test/webhook-receiver.js';
import { testWebhookWorker } from '../../test/webhook-worker.js';

// The server's own worker is off: the two workers below are two instances' workers on one database.
const server = useTestServer({ WEBHOOK_WORKER: 'off', WEBHOOK_ALLOW_PRIVATE_URLS: 'true' });
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => receiver.close());

const CHANGES = 20;

describe('two webhook workers on one database', () => {
  it('deliver each event once between them, each claiming deliveries the other does not hold', async () => {
    const created = await server.call('POST', '/v1/webhooks', { url: receiver.url, events: ['keyword.changed'] });
    expect(created.statusCode, created.body).toBe(201);
    for (let i = 0; i < CHANGES; i += 1) {
      const response = await server.call('POST', '/v1/keyword/forward', {
        keyword: `both-${i}`,
        queue_number: 700 + i,
        price: 1,
      });
      expect(response.statusCode, response.body).toBe(201);
    }
    const worker = (instanceId: string) => testWebhookWorker(server, { instanceId });
    const [a, b] = [worker('instance-a'), worker('instance-b')];
    await Promise.all([a.drain(), b.drain()]);
    const ids = receiver.received.map((request) => request.headers['webhook-id']);
    expect(ids).toHaveLength(CHANGES);
    expect(new Set(ids).size).toBe(CHANGES);
    const rows = await server.database.db.selectFrom('webhook_deliveries').select(['status', 'attempts']).execute();
    expect(rows).toHaveLength(CHANGES);
    expect(rows.every((row) => row.status === 'Succeeded' && row.attempts === 1)).toBe(true);
  });
});
