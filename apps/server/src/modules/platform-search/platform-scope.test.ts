import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApiKey, startTestServer, type TestServer } from '../../test/harness.js';
import { platformClientOf } from '../../test/platform-client.js';

let server: TestServer;
let logs = '';
beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => (logs += chunk.toString()));
  server = await startTestServer({ LOG_LEVEL: 'info' }, stream);
});
afterAll(async () => server.close());

const logLines = () =>
  logs
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the trail of platform calls', () => {
  it('logs each call with the key’s prefix, the route and the status, and never the key', async () => {
    const key = await createTestApiKey(server, ['read']);
    const prefix = key.split('_')[1];
    const search = (apiKey: string) =>
      platformClientOf(server, apiKey).GET('/v1/platform/search', {
        params: { query: { bot: 'finder_bot', q: 'news' } },
      });
    expect((await search(key)).response.status).toBe(200);
    expect((await search(`${key}x`)).response.status).toBe(401);

    const calls = logLines().filter((line) => line['msg'] === 'platform call');
    expect(calls).toEqual([
      expect.objectContaining({ api_key: prefix, route: 'GET /v1/platform/search', status: 200 }),
      expect.objectContaining({ api_key: null, route: 'GET /v1/platform/search', status: 401 }),
    ]);
    expect(logs).not.toContain(key.slice(`bok_${prefix}_`.length));
  });
});
