import { beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ADMIN, bearer, createTestApiKey, login, useTwoInstances } from '../../test/harness.js';
import { loadSearchRules } from './rules.js';
import { SearchRulesCache } from './rules-cache.js';

const instances = useTwoInstances();
const { server } = instances;
let key: string;
beforeAll(async () => {
  key = await createTestApiKey(server, ['read']);
});

/** A cache whose loader is watched: how many times it read the rules from the database. */
function watchedCache() {
  const loads = { count: 0 };
  const cache = new SearchRulesCache(server.database.db, async (db) => {
    loads.count += 1;
    return loadSearchRules(db);
  });
  return { cache, loads };
}

const search = async (app: FastifyInstance, q: string) => {
  const response = await app.inject({
    method: 'GET',
    url: '/v1/platform/search',
    query: { bot: 'finder_bot', q },
    headers: bearer(key),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: { status: string; keywords: unknown[] } }).data;
};

describe('the search rules cache', () => {
  it('reads the rules once, and not again for searches, whose counting leaves the version alone', async () => {
    const otherAdmin = (await login(instances.other, ADMIN.email, ADMIN.password)).access_token;
    const created = await instances.other.inject({
      method: 'POST',
      url: '/v1/keyword/forward',
      headers: bearer(otherAdmin),
      payload: { keyword: 'counted', queue_number: 1, price: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { cache, loads } = watchedCache();
    await cache.current();
    await cache.current();
    expect(loads.count).toBe(1);
    for (let index = 0; index < 3; index += 1) expect((await search(server.app, 'counted')).keywords).toHaveLength(1);
    expect((await search(instances.other, 'counted')).keywords).toHaveLength(1);
    await cache.current();
    expect(loads.count).toBe(1);
    expect(cache.reloads).toBe(1);
  });

  it('reloads once for a change made on another instance, however many searches wait for it', async () => {
    const { cache, loads } = watchedCache();
    expect((await cache.current()).sensitive).not.toContain('otherinstance');
    expect((await search(server.app, 'otherinstance words')).status).toBe('ok');

    const otherAdmin = (await login(instances.other, ADMIN.email, ADMIN.password)).access_token;
    const added = await instances.other.inject({
      method: 'POST',
      url: '/v1/sensitive-keyword',
      headers: bearer(otherAdmin),
      payload: { keyword: 'OtherInstance' },
    });
    expect(added.statusCode, added.body).toBe(201);

    const waiting = await Promise.all(Array.from({ length: 10 }, () => cache.current()));
    expect(waiting.every((rules) => rules.sensitive.includes('otherinstance'))).toBe(true);
    expect(loads.count).toBe(2);
    // The first instance's own cache sees it on its very next search.
    expect(await search(server.app, 'otherinstance words')).toMatchObject({ status: 'refused' });
  });
});
