/**
 * A crash (SIGKILL) of the server in the middle of webhook deliveries, on the database of the vitest project:
 * after a restart every acknowledged change is delivered at least once, and a change delivered twice carries
 * the same webhook-id both times. Runs the built server (see ./support.ts).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookWithSecret } from '@backoffice/contract';
import {
  assertServerBuilt,
  expectOk,
  newScenarioDatabase,
  signIn,
  startServer,
  waitFor,
  type ScenarioDatabase,
  type ServerProcess,
} from './support.js';

/** Short polls and a short claim timeout, so the restarted worker takes over without idling the test. */
const WEBHOOK_ENV = {
  WEBHOOK_ALLOW_PRIVATE_URLS: 'true',
  WEBHOOK_POLL_INTERVAL_MS: '20',
  WEBHOOK_CLAIM_TIMEOUT_SECONDS: '2',
  WEBHOOK_RETRY_BASE_MS: '50',
};
const CHANGES = 12;
/** Each answer waits this long, so the kill lands while a request is open. */
const ANSWER_DELAY_MS = 150;

interface Got {
  id: string;
  keyword: string;
}

let database: ScenarioDatabase;
let server: ServerProcess;
let receiver: http.Server;
let secret: string;
const got: Got[] = [];
const created: string[] = [];
let inFlightAtKill = 0;
let open = 0;

beforeAll(async () => {
  assertServerBuilt();
  database = await newScenarioDatabase();
  receiver = http.createServer((request, response) => {
    open += 1;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
      const payload = new Webhook(secret).verify(body, headers) as { data: { changes: { keyword?: { to?: string } } } };
      got.push({ id: headers['webhook-id'] ?? '', keyword: payload.data.changes.keyword?.to ?? '' });
      setTimeout(() => {
        open -= 1;
        response.end('ok');
      }, ANSWER_DELAY_MS);
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;

  server = await startServer(database, WEBHOOK_ENV);
  let admin = (await signIn(server.baseUrl)).access_token;
  const endpoint = await expectOk<{ data: WebhookWithSecret }>(server.baseUrl, 'POST', '/v1/webhooks', {
    token: admin,
    body: { url: `http://127.0.0.1:${port}/hook`, events: ['keyword.changed'] },
  });
  secret = endpoint.data.secret;
  for (let i = 0; i < CHANGES; i += 1) {
    const keyword = `crash-${i}`;
    await expectOk(server.baseUrl, 'POST', '/v1/keyword/forward', {
      token: admin,
      body: { keyword, queue_number: 100 + i, price: 1 },
    });
    created.push(keyword);
  }
  await waitFor(
    'deliveries under way',
    async () => got.length,
    (count) => count >= 3 && open > 0,
    20_000,
  );
  inFlightAtKill = open;
  await server.crash();
  server = await startServer(database, WEBHOOK_ENV);
  admin = (await signIn(server.baseUrl)).access_token;
  await waitFor(
    'every change delivered',
    async () => new Set(got.map((entry) => entry.keyword)).size,
    (count) => count === CHANGES,
    30_000,
  );
}, 90_000);

afterAll(async () => {
  await server?.stop();
  receiver?.closeAllConnections();
  await new Promise<void>((resolve) => (receiver ? receiver.close(() => resolve()) : resolve()));
  await database?.dispose();
});

describe('a crash (SIGKILL) mid-delivery', () => {
  it('was killed with a request open', () => {
    expect(inFlightAtKill).toBeGreaterThan(0);
  });

  it('delivers every acknowledged change at least once, a repeat with the same webhook-id', () => {
    expect(new Set(got.map((entry) => entry.keyword))).toEqual(new Set(created));
    const idOf = new Map<string, string>();
    for (const entry of got) {
      const known = idOf.get(entry.keyword);
      if (known !== undefined) expect(entry.id, entry.keyword).toBe(known);
      idOf.set(entry.keyword, entry.id);
    }
    expect(new Set(idOf.values()).size).toBe(CHANGES);
  });

  it('leaves every delivery Succeeded and unclaimed', async () => {
    const inspect = database.inspect();
    const rows = await waitFor(
      'the deliveries written',
      () => inspect.db.selectFrom('webhook_deliveries').select(['status', 'claimed_by']).execute(),
      (all) => all.length === CHANGES && all.every((row) => row.status === 'Succeeded'),
      10_000,
    );
    expect(rows.every((row) => row.claimed_by === null)).toBe(true);
  });
});
