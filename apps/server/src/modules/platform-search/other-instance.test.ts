/**
 * Two instances of the server on one database, as behind a load balancer: each keeps the search
 * rules, the live API keys and the listed users in memory (docs/decisions/0040). A change made through
 * one — a revoked key, a new sensitive word, a user put on the Blacklist — must be in the other's
 * answers within a second (issue 15). The other takes versions up to PLATFORM_VERSIONS_MAX_AGE_MS old
 * (docs/decisions/0040): each check asks it again until the change shows, and fails after that second.
 */
import { describe, expect, it } from 'vitest';
import type { CreatedApiKey, PlatformSearchResult } from '@backoffice/contract';
import { bearer, json, useTwoInstances, WITHIN_A_SECOND } from '../../test/harness.js';
import { countsApplied } from './test-support.js';

const instances = useTwoInstances();
const { server } = instances;

/** A staff change through the first instance. */
async function change(method: 'POST' | 'PATCH', url: string, payload?: object): Promise<unknown> {
  const response = await server.app.inject({ method, url, headers: bearer(server.admin), ...(payload && { payload }) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return json<{ data: unknown }>(response).data;
}

const searchOnOther = (key: string, q: string, tgId?: string) =>
  instances.other.inject({
    method: 'GET',
    url: '/v1/platform/search',
    query: { bot: 'two_instance_bot', q, ...(tgId && { tg_id: tgId }) },
    headers: bearer(key),
  });

/** Asks the other instance until its answer matches `expected`; fails when it does not within a second. */
async function withinASecond(ask: () => Promise<unknown>, expected: object): Promise<void> {
  await expect.poll(ask, WITHIN_A_SECOND).toMatchObject(expected);
}

async function resultOnOther(key: string, q: string, tgId?: string): Promise<PlatformSearchResult> {
  const response = await searchOnOther(key, q, tgId);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: PlatformSearchResult }>(response).data;
}

describe('a change made on one instance, seen by the other', () => {
  it('a key created on one works on the other, and once revoked there is refused by the other within a second', async () => {
    const created = (await change('POST', '/v1/api-keys', {
      name: 'two instances',
      scopes: ['read'],
    })) as CreatedApiKey;
    const answer = async () => {
      const response = await searchOnOther(created.key, 'weather');
      return { status: response.statusCode, body: response.json<object>() };
    };
    await withinASecond(answer, { status: 200 });
    await change('POST', `/v1/api-keys/${created.id}/revoke`);
    await withinASecond(answer, { status: 401, body: { error_code: 'API_KEY_INVALID' } });
  });

  it('a sensitive word added on one refuses the other’s searches within a second, and removing it serves them again', async () => {
    const key = ((await change('POST', '/v1/api-keys', { name: 'rules', scopes: ['read'] })) as CreatedApiKey).key;
    const answer = () => resultOnOther(key, 'otherword deals');
    await withinASecond(answer, { status: 'ok' });
    const word = (await change('POST', '/v1/sensitive-keyword', { keyword: 'OtherWord' })) as { id: number };
    await withinASecond(answer, { status: 'refused', reason_code: 'SENSITIVE_KEYWORD' });
    await change('PATCH', `/v1/sensitive-keyword/${word.id}`, { status: 'Inactive' });
    await withinASecond(answer, { status: 'ok' });
  });

  it('a user put on the Blacklist on one is refused by the other within a second, and served once moved back', async () => {
    const key = ((await change('POST', '/v1/api-keys', { name: 'lists', scopes: ['read'] })) as CreatedApiKey).key;
    const answer = () => resultOnOther(key, 'weather', '88000001');
    // The user's first search creates their account (Normal), as the bots' users appear.
    await withinASecond(answer, { status: 'ok' });
    await countsApplied(server.database.db);
    const account = await server.database.db
      .selectFrom('tg_accounts')
      .select('id')
      .where('tg_id', '=', 88000001)
      .executeTakeFirstOrThrow();
    await change('PATCH', `/v1/account-list/${account.id}`, { list_type: 'Blacklist' });
    await withinASecond(answer, { status: 'refused', reason_code: 'USER_BLACKLISTED' });
    await change('PATCH', `/v1/account-list/${account.id}`, { list_type: 'Normal' });
    await withinASecond(answer, { status: 'ok' });
  });
});
