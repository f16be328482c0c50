import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PROXY = '10.0.0.5';
const INCOMING = 'f3b9c2a17d4e4b6c9a0d8e7f6a5b4c3d';

/** A test server at LOG_LEVEL=info whose request lines the test reads. */
async function serverLogging(
  overrides: Record<string, string>,
): Promise<{ server: TestServer; reqIds: () => unknown[] }> {
  const stream = new PassThrough();
  let text = '';
  stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const server = await startTestServer({ LOG_LEVEL: 'info', ...overrides }, stream);
  const reqIds = () =>
    text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { msg?: string; reqId?: unknown })
      .filter((line) => line.msg === 'request')
      .map((line) => line.reqId);
  return { server, reqIds };
}

describe('X-Request-Id without a trusted proxy', () => {
  let server: TestServer;
  let reqIds: () => unknown[];
  beforeAll(async () => ({ server, reqIds } = await serverLogging({})));
  afterAll(() => server.close());

  it('makes a new id instead of a client’s, logs it and sends it back', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/v1/ping', headers: { 'x-request-id': INCOMING } });
    expect(response.statusCode).toBe(200);
    const id = response.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(reqIds().at(-1)).toBe(id);
  });

  it('sends one back on errors, unknown routes and requests refused before routing', async () => {
    const answers = await Promise.all([
      server.app.inject({ method: 'GET', url: '/v1/nowhere' }),
      server.app.inject({ method: 'GET', url: '/um/v1/auth/me' }),
      server.app.inject({ method: 'POST', url: '/um/v1/auth/login', payload: { email: 'not an e-mail' } }),
      server.app.inject({ method: 'GET', url: '/v1/%zz' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 401, 400, 400]);
    const ids = answers.map((answer) => answer.headers['x-request-id']);
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('X-Request-Id from the proxies TRUST_PROXY names', () => {
  let server: TestServer;
  let reqIds: () => unknown[];
  beforeAll(async () => ({ server, reqIds } = await serverLogging({ TRUST_PROXY: `${PROXY},10.1.0.0/16` })));
  afterAll(() => server.close());

  it('keeps the proxy’s id, logs it and sends it back, on an error too', async () => {
    for (const [url, status] of [
      ['/v1/ping', 200],
      ['/v1/nowhere', 404],
    ] as const) {
      const response = await server.app.inject({
        method: 'GET',
        url,
        remoteAddress: PROXY,
        headers: { 'x-request-id': INCOMING },
      });
      expect(response.statusCode).toBe(status);
      expect(response.headers['x-request-id']).toBe(INCOMING);
      expect(reqIds().at(-1)).toBe(INCOMING);
    }
  });

  it('ignores the header from a peer that is not a trusted proxy', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/v1/ping',
      remoteAddress: '192.0.2.44',
      headers: { 'x-request-id': INCOMING },
    });
    expect(response.headers['x-request-id']).toMatch(UUID);
  });

  it('replaces an id too long or with characters an id has no use for', async () => {
    for (const incoming of ['a'.repeat(129), 'id with spaces', 'id"quoted', '']) {
      const response = await server.app.inject({
        method: 'GET',
        url: '/v1/ping',
        remoteAddress: PROXY,
        headers: { 'x-request-id': incoming },
      });
      expect(response.headers['x-request-id'], incoming).toMatch(UUID);
      expect(reqIds().at(-1)).toBe(response.headers['x-request-id']);
    }
    const longest = 'Root=1-67891233-abcdef012345678912345678;Parent=53995c3f42cd8ad8'.padEnd(128, '0');
    const kept = await server.app.inject({
      method: 'GET',
      url: '/v1/ping',
      remoteAddress: PROXY,
      headers: { 'x-request-id': longest },
    });
    expect(kept.headers['x-request-id']).toBe(longest);
  });
});

describe('X-Request-Id with TRUST_PROXY=true', () => {
  let server: TestServer;
  beforeAll(async () => ({ server } = await serverLogging({ TRUST_PROXY: 'true' })));
  afterAll(() => server.close());

  it('keeps the id from any peer', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/v1/ping',
      remoteAddress: '192.0.2.44',
      headers: { 'x-request-id': INCOMING },
    });
    expect(response.headers['x-request-id']).toBe(INCOMING);
  });
});
