import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEY_SCOPES } from '@backoffice/contract';
import { ADMIN, bearer, createTestApiKey, login, startTestServer, type TestServer } from '../../test/harness.js';
import { platformClientOf } from '../../test/platform-client.js';

const LIMIT = 3;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PLATFORM_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
});
afterAll(async () => server.close());

/** A search as a bot makes it, through the platform client. */
const search = (key: string) => platformClientOf(server, key).GET('/v1/platform/search', { params: { query: { bot: 'finder_bot', q: 'news' } } });

describe('the platform rate limit', () => {
  it('answers 429 RATE_LIMITED with Retry-After past the limit, per key', async () => {
    const busy = await createTestApiKey(server, ['read']);
    for (let call = 1; call <= LIMIT; call += 1) {
      const { response } = await search(busy);
      expect(response.status).toBe(200);
      expect(response.headers.get('x-ratelimit-remaining')).toBe(String(LIMIT - call));
    }
    const limited = await search(busy);
    expect(limited.response.status).toBe(429);
    expect(limited.error).toMatchObject({ error_code: 'RATE_LIMITED', message: 'Too many requests. Try again in a moment.' });
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.response.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    expect((await search(await createTestApiKey(server, ['read']))).response.status).toBe(200);
  });

  it('covers every API-key route, each with its own budget, and leaves staff routes alone', async () => {
    // Every scope, so that each platform route answers and spends its budget.
    const both = await createTestApiKey(server, API_KEY_SCOPES);
    const platform = server.app.routeCatalogue.filter((route) => typeof route.access === 'object' && !Array.isArray(route.access));
    expect(platform.map((route) => route.url)).toContain('/v1/platform/search');
    for (const route of platform) {
      const statuses: number[] = [];
      for (let call = 0; call <= LIMIT; call += 1) {
        const response = await server.app.inject({ method: route.method as 'GET', url: route.url.replace(/:[A-Za-z_]+/g, '1'), headers: bearer(both), ...(route.hasBody && { payload: { rows: [] } }) });
        statuses.push(response.statusCode);
      }
      expect(statuses.at(-1), `${route.method} ${route.url}`).toBe(429);
      expect(statuses.slice(0, -1), `${route.method} ${route.url}`).not.toContain(429);
    }

    const admin = (await login(server.app, ADMIN.email, ADMIN.password)).access_token;
    for (let call = 0; call <= LIMIT + 1; call += 1) {
      const staff = await server.app.inject({ method: 'GET', url: '/v1/api-keys/list', headers: bearer(admin) });
      expect(staff.statusCode).toBe(200);
      expect(staff.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });
});
