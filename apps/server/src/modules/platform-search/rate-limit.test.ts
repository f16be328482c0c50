import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { API_KEY_SCOPES } from '@backoffice/contract';
import { ADMIN, bearer, createTestApiKey, login, startTestServer, type TestServer } from '../../test/harness.js';
import { platformClientOf } from '../../test/platform-client.js';
import { installPlatformRateLimit } from './rate-limit.js';

const LIMIT = 3;
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PLATFORM_RATE_LIMIT_PER_MINUTE: String(LIMIT) });
});
afterAll(async () => server.close());

/** A search as a bot makes it, through the platform client. */
const search = (key: string) =>
  platformClientOf(server, key).GET('/v1/platform/search', { params: { query: { bot: 'finder_bot', q: 'news' } } });

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
    expect(limited.error).toMatchObject({
      error_code: 'RATE_LIMITED',
      message: 'Too many requests. Try again in a moment.',
    });
    expect(Number(limited.response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(limited.response.headers.get('retry-after'))).toBeLessThanOrEqual(60);

    expect((await search(await createTestApiKey(server, ['read']))).response.status).toBe(200);
  });

  it('covers every API-key route, each with its own budget, and leaves staff routes alone', async () => {
    // Every scope, so that each platform route answers and spends its budget.
    const both = await createTestApiKey(server, API_KEY_SCOPES);
    const platform = server.app.routeCatalogue.filter(
      (route) => typeof route.access === 'object' && !Array.isArray(route.access),
    );
    expect(platform.map((route) => route.url)).toContain('/v1/platform/search');
    for (const route of platform) {
      const statuses: number[] = [];
      for (let call = 0; call <= LIMIT; call += 1) {
        const response = await server.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:[A-Za-z_]+/g, '1'),
          headers: bearer(both),
          ...(route.hasBody && { payload: { rows: [] } }),
        });
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

describe('the platform rate limit window', () => {
  const PER_MINUTE = 50;
  const MINUTE = 60_000;

  /** A scope limited as the platform's is, on a clock the test moves. */
  async function limitedProbe(clock: { now: number }) {
    const app = Fastify();
    await app.register(async (scope) => {
      await installPlatformRateLimit(
        scope,
        PER_MINUTE,
        () => undefined,
        () => clock.now,
      );
      scope.get('/probe', { config: { access: { apiKey: 'read' } } }, async () => ({ ok: true }));
    });
    await app.ready();
    return { app, call: async () => (await app.inject({ method: 'GET', url: '/probe' })).statusCode };
  }

  it('lets no 60-second span pass more than the limit across the boundary where a fixed window starts over', async () => {
    const opened = Date.parse('2030-01-01T00:00:00.000Z');
    const clock = { now: opened };
    const { app, call } = await limitedProbe(clock);
    // The first call opens a fixed window, which would start over at `opened` + 60 s.
    expect(await call()).toBe(200);
    clock.now = opened + 59_500;
    const before: number[] = [];
    for (let i = 1; i < PER_MINUTE; i++) before.push(await call());
    expect(before).toEqual(Array(PER_MINUTE - 1).fill(200));
    // One second later, past that boundary: a fixed window would let the limit through again, twice the
    // limit within a second. Only the first call has left the last 60 s, so only one more gets through.
    clock.now = opened + 60_500;
    const after: number[] = [];
    for (let i = 0; i < PER_MINUTE; i++) after.push(await call());
    expect(after).toEqual([200, ...Array(PER_MINUTE - 1).fill(429)]);
    const refused = await app.inject({ method: 'GET', url: '/probe' });
    // The calls of `opened` + 59.5 s leave the window 59 s from now.
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBe(59);
    await app.close();
  });

  it('lets calls through again as the earlier ones age out, never more than the limit in any 60 s', async () => {
    const start = Date.parse('2030-01-01T00:00:00.000Z');
    const clock = { now: start };
    const { app, call } = await limitedProbe(clock);
    const passed: number[] = [];
    // One call every 0.4 s for three minutes: 150 a minute asked for, 50 allowed.
    for (let tick = 0; tick < 450; tick++) {
      clock.now = start + tick * 400;
      if ((await call()) === 200) passed.push(clock.now);
    }
    for (const [index, time] of passed.entries()) {
      const inSpan = passed.slice(index).filter((other) => other < time + MINUTE).length;
      expect(inSpan, `60 s from ${new Date(time).toISOString()}`).toBeLessThanOrEqual(PER_MINUTE);
    }
    // And the budget is used, not starved: 50 in each of the three minutes.
    expect(passed.length).toBe(3 * PER_MINUTE);
    await app.close();
  });
});
