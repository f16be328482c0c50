import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry, IngestResult, Paged, TgAccount, TgAccountDetail } from '@backoffice/contract';
import {
  ADMIN,
  bearer,
  createTestApiKey,
  expectFieldErrors,
  json,
  signInWith,
  useTestServer,
} from '../../test/harness.js';

const server = useTestServer();
let ingestKey: string;
beforeAll(async () => {
  ingestKey = await createTestApiKey(server, ['ingest']);
});

const { call } = server;

async function list(query: string): Promise<Paged<TgAccount>['data']> {
  const response = await call('GET', `/v1/account-list?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return json<Paged<TgAccount>>(response).data;
}

const tgIds = (page: Paged<TgAccount>['data']) => page.data.map((account) => account.tg_id);

let events = 0;
/** Events from the bots, through the platform's ingest route: the only way accounts come to exist. */
async function ingest(
  kind: 'subscriptions' | 'chat-records' | 'search-events',
  rows: Record<string, unknown>[],
): Promise<void> {
  const payload = { rows: rows.map((row) => ({ event_id: `account-list-${(events += 1)}`, ...row })) };
  const response = await server.app.inject({
    method: 'POST',
    url: `/v1/platform/ingest/${kind}`,
    headers: bearer(ingestKey),
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(json<{ data: IngestResult }>(response).data, response.body).toMatchObject({
    accepted: rows.length,
    rejected: [],
  });
}

interface Sighting {
  tg_id: string;
  username?: string;
  first_name?: string;
  last_name?: string;
  is_premium?: boolean;
}

/** The account the list shows for a TG ID. */
async function accountOf(tgId: string): Promise<TgAccount> {
  const [account] = (await list(`search=${tgId}`)).data;
  if (!account) throw new Error(`no account for ${tgId}`);
  return account;
}

/**
 * A Telegram user as the bots see one: subscribes to `bot` at `firstSeen` (which carries their profile),
 * then writes to it at `lastActive`.
 */
async function sight(
  user: Sighting,
  firstSeen: string,
  lastActive = firstSeen,
  bot = 'account_list_bot',
): Promise<TgAccount> {
  await ingest('subscriptions', [{ bot, ...user, status: 'Subscribed', at: firstSeen }]);
  await ingest('chat-records', [
    { bot, tg_id: user.tg_id, sent_at: lastActive, direction: 'Inbound', message_type: 'Text', content: '/start' },
  ]);
  return accountOf(user.tg_id);
}

async function classify(id: number, body: Record<string, unknown>): Promise<TgAccount> {
  const response = await call('PATCH', `/v1/account-list/${id}`, body);
  expect(response.statusCode, response.body).toBe(200);
  return json<{ data: TgAccount }>(response).data;
}

async function auditOf(id: number): Promise<AuditEntry[]> {
  return json<Paged<AuditEntry>>(await call('GET', `/v1/audit-log/list?entity=tg_account&entity_id=${id}`)).data.data;
}

describe('the account list', () => {
  // Twelve users of the "pg" family, last active one hour apart (pg-01 first), first seen in reverse order.
  const family: TgAccount[] = [];
  beforeAll(async () => {
    for (let i = 1; i <= 12; i++) {
      const n = String(i).padStart(2, '0');
      const firstSeen = `2025-01-${String(30 - i).padStart(2, '0')}T08:00:00.000Z`;
      const lastActive = `2025-03-01T${n}:00:00.000Z`;
      const username = i === 7 ? {} : { username: i % 2 ? `PgUser_${n}` : `pguser_${n}` };
      family.push(
        await sight(
          { tg_id: `5100000${n}`, ...username, first_name: 'Paging', last_name: `Family ${n}` },
          firstSeen,
          lastActive,
        ),
      );
    }
    // The first three also start a second bot; the last one leaves the first. Still before their last activity.
    const secondBot = family.slice(0, 3).map((account) => ({
      bot: 'second_paging_bot',
      tg_id: account.tg_id,
      status: 'Subscribed',
      at: account.first_seen_at,
    }));
    await ingest('subscriptions', secondBot);
    await ingest('subscriptions', [
      { bot: 'account_list_bot', tg_id: '510000012', status: 'Unsubscribed', at: '2025-02-01T00:00:00.000Z' },
    ]);
  });

  it('shows each user with TG ID as digits, the defaults of a new user, and who last classified them', () => {
    expect(family[0]).toMatchObject({
      tg_id: '510000001',
      username: 'PgUser_01',
      first_name: 'Paging',
      last_name: 'Family 01',
      tier: 'Public',
      user_type: 'User',
      list_type: 'Normal',
      status: 'Active',
      subscription_count: 1,
      first_seen_at: '2025-01-29T08:00:00.000Z',
      last_active_at: '2025-03-01T01:00:00.000Z',
      updated_by: null,
    });
  });

  it('pages, most recently active first by default', async () => {
    const page = await list('search=Paging&per_page=5&current_page=2');
    expect(page).toMatchObject({ total_item_count: 12, total_page_count: 3 });
    expect(tgIds(page)).toEqual(['510000007', '510000006', '510000005', '510000004', '510000003']);
    expect(tgIds(await list('search=Paging&per_page=5&current_page=3'))).toEqual(['510000002', '510000001']);
  });

  it('counts the bots each user is subscribed to now, and sorts by that count', async () => {
    expect(tgIds(await list('search=Paging&per_page=4&subscription_count=desc'))).toEqual([
      '510000003',
      '510000002',
      '510000001',
      '510000011',
    ]);
    const fewest = (await list('search=Paging&per_page=2&subscription_count=asc')).data;
    expect(fewest.map((account) => [account.tg_id, account.subscription_count])).toEqual([
      ['510000012', 0],
      ['510000004', 1],
    ]);
  });

  it('sorts by TG ID, first seen, last active and username (ignoring case, users without one last)', async () => {
    expect(tgIds(await list('search=Paging&per_page=3&tg_id=desc'))).toEqual(['510000012', '510000011', '510000010']);
    expect(tgIds(await list('search=Paging&per_page=3&first_seen_at=asc'))).toEqual([
      '510000012',
      '510000011',
      '510000010',
    ]);
    expect(tgIds(await list('search=Paging&per_page=3&last_active_at=asc'))).toEqual([
      '510000001',
      '510000002',
      '510000003',
    ]);
    const byName = await list('search=Paging&per_page=12&username=asc');
    expect(byName.data.map((account) => account.username)).toEqual([
      'PgUser_01',
      'pguser_02',
      'PgUser_03',
      'pguser_04',
      'PgUser_05',
      'pguser_06',
      'pguser_08',
      'PgUser_09',
      'pguser_10',
      'PgUser_11',
      'pguser_12',
      null,
    ]);
    expect((await list('search=Paging&per_page=2&username=desc')).data.map((account) => account.username)).toEqual([
      null,
      'pguser_12',
    ]);
  });

  it('searches usernames without regard to case (a leading @ allowed), names, and exact TG IDs', async () => {
    expect(tgIds(await list('search=PGUSER_1'))).toEqual(['510000012', '510000011', '510000010']);
    expect(tgIds(await list(`search=${encodeURIComponent('@pguser_05')}`))).toEqual(['510000005']);
    expect(tgIds(await list(`search=${encodeURIComponent('paging family 09')}`))).toEqual(['510000009']);
    expect(tgIds(await list('search=510000007'))).toEqual(['510000007']);
    // Digits are a TG ID, whole: part of one finds nobody.
    expect((await list('search=5100000')).total_item_count).toBe(0);
    expect((await list('search=99999999999999999999999')).total_item_count).toBe(0);
    expect((await list(`search=${encodeURIComponent('50%')}`)).total_item_count).toBe(0);
  });

  it('filters by last active time, both bounds included', async () => {
    const page = await list(
      `search=Paging&from=${encodeURIComponent('2025-03-01T03:00:00.000Z')}&to=${encodeURIComponent('2025-03-01T05:00:00Z')}`,
    );
    expect(tgIds(page)).toEqual(['510000005', '510000004', '510000003']);
    expect((await list(`search=Paging&from=${encodeURIComponent('2025-03-01T11:30:00+00:00')}`)).total_item_count).toBe(
      1,
    );
  });
});

describe('filters', () => {
  let seller: TgAccount;
  let blacklisted: TgAccount;
  let premium: TgAccount;
  let inactive: TgAccount;
  beforeAll(async () => {
    const at = '2025-04-02T10:00:00.000Z';
    seller = await sight({ tg_id: '620000001', username: 'flt_seller', first_name: 'Filter' }, at);
    blacklisted = await sight({ tg_id: '620000002', username: 'flt_spammer', first_name: 'Filter' }, at);
    premium = await sight({ tg_id: '620000003', username: 'flt_premium', first_name: 'Filter', is_premium: true }, at);
    inactive = await sight({ tg_id: '620000004', username: 'flt_quiet', first_name: 'Filter' }, at);
    await classify(seller.id, { user_type: 'Seller', list_type: 'Whitelist' });
    await classify(blacklisted.id, { list_type: 'Blacklist' });
    await classify(premium.id, { user_type: 'BD' });
    // No route sets an account Inactive: the platform does, as its users go quiet.
    await server.database.db
      .updateTable('tg_accounts')
      .set({ status: 'Inactive' })
      .where('id', '=', inactive.id)
      .execute();
  });

  it('by user type, list type, Public/Premium and status, alone and together', async () => {
    expect(tgIds(await list('search=flt_&user_type=Seller'))).toEqual(['620000001']);
    expect(tgIds(await list('search=flt_&user_type=BD'))).toEqual(['620000003']);
    expect((await list('search=flt_&user_type=User')).total_item_count).toBe(2);
    expect(tgIds(await list('search=flt_&list_type=Blacklist'))).toEqual(['620000002']);
    expect(tgIds(await list('search=flt_&list_type=Whitelist'))).toEqual(['620000001']);
    expect((await list('search=flt_&list_type=Normal')).total_item_count).toBe(2);
    expect(tgIds(await list('search=flt_&tier=Premium'))).toEqual(['620000003']);
    expect((await list('search=flt_&tier=Public')).total_item_count).toBe(3);
    expect(tgIds(await list('search=flt_&status=Inactive'))).toEqual(['620000004']);
    expect(tgIds(await list('search=flt_&status=Active&list_type=Normal&user_type=User'))).toEqual([]);
    expect(tgIds(await list('search=flt_&status=Active&list_type=Normal&tier=Premium'))).toEqual(['620000003']);
  });

  it('refuses values it does not know, naming the parameter', async () => {
    const cases: [string, string][] = [
      ['user_type=Admin', 'user_type'],
      ['list_type=Greylist', 'list_type'],
      ['tier=Gold', 'tier'],
      ['status=Deleted', 'status'],
      ['from=yesterday', 'from'],
      [`from=${encodeURIComponent('2025-05-02T00:00:00Z')}&to=${encodeURIComponent('2025-05-01T00:00:00Z')}`, 'to'],
      ['subscription_count=up', 'subscription_count'],
      ['per_page=500', 'per_page'],
    ];
    for (const [query, field] of cases) {
      const response = await call('GET', `/v1/account-list?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({
        error_code: 'VALIDATION_FAILED',
        details: { fields: [{ field }] },
      });
    }
  });
});

describe('one user with their subscriptions', () => {
  it('lists the bots the user started, latest first, with status and total searches', async () => {
    const user = await sight(
      { tg_id: '7300000000123', username: 'detail_user', first_name: '王', last_name: '伟', is_premium: true },
      '2025-02-01T00:00:00.000Z',
      '2025-02-01T00:00:00.000Z',
      'movie_finder_bot',
    );
    await ingest('subscriptions', [
      { bot: 'music_search_bot', tg_id: user.tg_id, status: 'Subscribed', at: '2025-02-10T00:00:00.000Z' },
    ]);
    const search = (bot: string, at: string) => ({ bot, tg_id: user.tg_id, query: 'jazz', result_count: 5, at });
    await ingest('search-events', [
      search('movie_finder_bot', '2025-02-05T10:00:00.000Z'),
      search('music_search_bot', '2025-02-11T10:00:00.000Z'),
      search('music_search_bot', '2025-02-12T09:00:00.000Z'),
      search('music_search_bot', '2025-02-12T10:00:00.000Z'),
    ]);
    await ingest('subscriptions', [
      { bot: 'movie_finder_bot', tg_id: user.tg_id, status: 'Unsubscribed', at: '2025-02-20T00:00:00.000Z' },
    ]);

    const response = await call('GET', `/v1/account-list/${user.id}`);
    expect(response.statusCode).toBe(200);
    const detail = json<{ data: TgAccountDetail }>(response).data;
    expect(detail).toMatchObject({
      tg_id: '7300000000123',
      username: 'detail_user',
      first_name: '王',
      last_name: '伟',
      tier: 'Premium',
      subscription_count: 1,
    });
    expect(detail.subscriptions).toEqual([
      expect.objectContaining({
        bot_username: 'music_search_bot',
        status: 'Subscribed',
        total_search: 3,
        last_day_search: 2,
        unsubscribed_at: null,
        last_search_at: '2025-02-12T10:00:00.000Z',
      }),
      expect.objectContaining({
        bot_username: 'movie_finder_bot',
        status: 'Unsubscribed',
        total_search: 1,
        unsubscribed_at: '2025-02-20T00:00:00.000Z',
      }),
    ]);
  });

  it('shows a user the bots only heard from with no subscriptions, and answers 404 for an unknown id', async () => {
    await ingest('chat-records', [
      {
        bot: 'movie_finder_bot',
        tg_id: '730000009',
        username: 'lonely_user',
        sent_at: '2025-02-01T00:00:00.000Z',
        direction: 'Inbound',
        message_type: 'Text',
        content: 'hello',
      },
    ]);
    const user = await accountOf('730000009');
    expect(user).toMatchObject({ username: 'lonely_user', subscription_count: 0 });
    expect(
      json<{ data: TgAccountDetail }>(await call('GET', `/v1/account-list/${user.id}`)).data.subscriptions,
    ).toEqual([]);
    const missing = await call('GET', '/v1/account-list/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error_code: 'NOT_FOUND' });
  });
});

describe('classifying a user', () => {
  it('sets user type and list type, shows who did it, and audits the changed fields', async () => {
    const user = await sight({ tg_id: '840000001', username: 'to_classify' }, '2025-05-01T00:00:00.000Z');
    const updated = await classify(user.id, { user_type: 'Seller', list_type: 'Blacklist' });
    expect(updated).toMatchObject({
      user_type: 'Seller',
      list_type: 'Blacklist',
      updated_by: 'admin',
      tg_id: '840000001',
      last_active_at: user.last_active_at,
    });
    expect(tgIds(await list('search=to_classify&list_type=Blacklist&user_type=Seller'))).toEqual(['840000001']);

    await classify(user.id, { list_type: 'Normal' });
    const audit = await auditOf(user.id);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      action: 'tg_account.update',
      actor_email: ADMIN.email,
      changes: { list_type: { from: 'Blacklist', to: 'Normal' } },
    });
    expect(Object.keys(audit[0]?.changes ?? {})).toEqual(['list_type']);
    expect(audit[1]?.changes).toEqual({
      user_type: { from: 'User', to: 'Seller' },
      list_type: { from: 'Normal', to: 'Blacklist' },
    });
  });

  it('a Blacklist user is refused by the bots’ search from the next search on, and served again once moved back', async () => {
    const user = await sight({ tg_id: '840000009', username: 'search_refused' }, '2025-05-01T00:00:00.000Z');
    const readKey = await createTestApiKey(server, ['read'], 'bot search');
    const search = async () => {
      const response = await server.app.inject({
        method: 'GET',
        url: `/v1/platform/search?bot=account_list_bot&q=weather&tg_id=${user.tg_id}`,
        headers: bearer(readKey),
      });
      expect(response.statusCode, response.body).toBe(200);
      return json<{ data: { status: string; reason_code?: string } }>(response).data;
    };
    expect(await search()).toMatchObject({ status: 'ok' });
    await classify(user.id, { list_type: 'Blacklist' });
    expect(await search()).toMatchObject({ status: 'refused', reason_code: 'USER_BLACKLISTED' });
    await classify(user.id, { list_type: 'Whitelist' });
    expect(await search()).toMatchObject({ status: 'ok' });
  });

  it('writes nothing when the values are the ones already set', async () => {
    const user = await sight({ tg_id: '840000002', username: 'unchanged' }, '2025-05-01T00:00:00.000Z');
    expect(await classify(user.id, { user_type: 'User', list_type: 'Normal' })).toMatchObject({
      updated_by: null,
      updated_at: user.updated_at,
    });
    expect(await auditOf(user.id)).toEqual([]);
  });

  it('refuses an empty body naming the body, unknown values and other fields naming them, and writes nothing', async () => {
    const user = await sight({ tg_id: '840000003', username: 'refused' }, '2025-05-01T00:00:00.000Z');
    const empty = await call('PATCH', `/v1/account-list/${user.id}`, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      details: { fields: [{ field: 'body', code: 'fill_required' }] },
    });

    const bad = await call('PATCH', `/v1/account-list/${user.id}`, { user_type: 'Admin', list_type: 'blacklist' });
    expectFieldErrors(bad, { user_type: 'Please select a User type', list_type: 'Please select a List type' });
    // Ingestion owns the rest of the row.
    const other = await call('PATCH', `/v1/account-list/${user.id}`, { list_type: 'Blacklist', tier: 'Premium' });
    expect(other.statusCode).toBe(400);

    expect(json<{ data: TgAccount }>(await call('GET', `/v1/account-list/${user.id}`)).data).toMatchObject({
      list_type: 'Normal',
      user_type: 'User',
      tier: 'Public',
    });
    expect(await auditOf(user.id)).toEqual([]);
  });

  it('answers 404 for an unknown id', async () => {
    const response = await call('PATCH', '/v1/account-list/999999', { list_type: 'Whitelist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error_code: 'NOT_FOUND' });
  });
});

describe('access', () => {
  it('is closed to a user without ACCOUNT and open, editing included, to one with it', async () => {
    const user = await sight({ tg_id: '950000001', username: 'access_user' }, '2025-06-01T00:00:00.000Z');
    const outsider = await signInWith(server.app, server.admin, ['BOT', 'USER_ACCOUNT']);
    for (const [method, url, body] of [
      ['GET', '/v1/account-list', undefined],
      ['GET', `/v1/account-list/${user.id}`, undefined],
      ['PATCH', `/v1/account-list/${user.id}`, { list_type: 'Blacklist' }],
    ] as const) {
      const response = await call(method, url, body, outsider.token);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toMatchObject({ error_code: 'FORBIDDEN' });
    }
    expect((await call('GET', '/v1/account-list')).statusCode).toBe(200);
    const insider = await signInWith(server.app, server.admin, ['ACCOUNT']);
    expect((await call('GET', '/v1/account-list', undefined, insider.token)).statusCode).toBe(200);
    const edited = await call('PATCH', `/v1/account-list/${user.id}`, { list_type: 'Whitelist' }, insider.token);
    expect(edited.statusCode).toBe(200);
    expect(json<{ data: TgAccount }>(edited).data.list_type).toBe('Whitelist');
    expect((await server.app.inject({ method: 'GET', url: '/v1/account-list' })).statusCode).toBe(401);
  });
});
