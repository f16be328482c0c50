import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '@backoffice/contract';
import { ADMIN, bearer, json, login, startTestServer, type TestServer } from '../../test/harness.js';

/** The proxy in front of the instance, and what its X-Forwarded-For says: a forged entry, then the client it saw. */
const PROXY = '10.0.0.5';
const FORWARDED = '198.51.100.66, 203.0.113.9';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: `${PROXY},10.1.0.0/16` });
});
afterAll(() => server.close());

/** The address the newest failed sign-in was recorded from. */
async function lastFailedSignInAddress(): Promise<string | null> {
  const { access_token } = await login(server.app, ADMIN.email, ADMIN.password);
  const response = await server.app.inject({
    method: 'GET',
    url: '/v1/audit-log/list?action=auth.login_failed&per_page=1',
    headers: bearer(access_token),
  });
  return json<{ data: { data: AuditEntry[] } }>(response).data.data[0]?.ip ?? null;
}

describe('TRUST_PROXY with the proxies’ addresses', () => {
  it('records the client the trusted proxy saw, not an address the client wrote itself', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/login',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': FORWARDED },
      payload: { email: ADMIN.email, password: 'Wrong@12345' },
    });
    expect(response.statusCode).toBe(401);
    expect(await lastFailedSignInAddress()).toBe('203.0.113.9');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/login',
      remoteAddress: '192.0.2.44',
      headers: { 'x-forwarded-for': FORWARDED },
      payload: { email: ADMIN.email, password: 'Wrong@12345' },
    });
    expect(response.statusCode).toBe(401);
    expect(await lastFailedSignInAddress()).toBe('192.0.2.44');
  });
});
