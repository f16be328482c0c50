import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApiKey, useTestServer } from '../test/harness.js';
import { recordObservation } from '../modules/ads-keywords/observations.js';
import { telethonSession } from '../test/stalker-sessions.js';
import { isGuardedPath } from './auth/guard.js';

/**
 * Every PATCH changes only the fields it sends. One test per PATCH route of the app: a record is
 * created with every field set to something other than its default, then each field the route takes
 * is PATCHed alone, and read back: that field changed, every other one is as it was. A PATCH route
 * without a case here fails the first test.
 */
const server = useTestServer();
let ingestKey: string;

beforeAll(async () => {
  ingestKey = await createTestApiKey(server, ['ingest']);
});

type Method = 'GET' | 'POST' | 'PATCH';
type Fields = Record<string, unknown>;

async function call(
  method: Method,
  url: string,
  payload?: Fields,
  token = server.admin,
): Promise<LightMyRequestResponse> {
  return server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

/** The `data` of a 2xx answer. */
async function data<T = Fields>(method: Method, url: string, payload?: Fields): Promise<T> {
  const response = await call(method, url, payload);
  expect(response.statusCode, `${method} ${url} → ${response.body}`).toBeLessThan(300);
  return (response.json() as { data: T }).data;
}

/** Distinct text per call, so unique names never collide between cases. */
const unique = (prefix: string): string => `${prefix}${crypto.randomBytes(4).toString('hex')}`;

interface Patch {
  /** One field, sent alone. */
  body: Fields;
  /** How the record reads afterwards, where it differs from the body (e.g. `role` for `role_id`). */
  reads?: Fields;
  /** Fields the product's rules derive from the one sent (e.g. capacity from premium): may change too. */
  derived?: string[];
}

/** A PATCH whose value exists only once the test runs (another record's id). */
interface LatePatch {
  field: string;
  make(): Promise<Patch>;
}

interface PatchCase {
  /** Creates a record with every field it has set to a non-default value; answers the URL of the PATCH. */
  create(): Promise<string>;
  /** The record as the API shows it. */
  read(url: string): Promise<Fields>;
  /** One PATCH per field the route takes. */
  patches: (Patch | LatePatch)[];
  /** Fields of the body that cannot be sent alone, and why. */
  notAlone?: Record<string, string>;
}

/** Written at each change whatever the field: not part of what a PATCH must leave alone. */
const BOOKKEEPING = new Set(['updated_at', 'updated_by']);

async function newRole(): Promise<{ id: number; name: string }> {
  return data<{ id: number; name: string }>('POST', '/um/v1/roles', {
    name: unique('Role '),
    description: 'Checks the books',
    permissions: ['BOT', 'WAR_BOT'],
  });
}

function keywordCase(type: 'forward' | 'restrict'): PatchCase {
  return {
    async create() {
      const created = await data<{ id: number }>('POST', `/v1/keyword/${type}`, {
        keyword: unique('kw '),
        queue_number: 7 + (type === 'forward' ? 0 : 1),
        price: 12.5,
        remarks: 'Seed remark',
        status: 'Inactive',
      });
      return `/v1/keyword/${type}/${created.id}`;
    },
    read: (url) => data('GET', url),
    patches: [
      { body: { keyword: unique('renamed ') } },
      { body: { queue_number: 42 } },
      { body: { price: 99.99 } },
      { body: { remarks: 'Another remark' } },
      { body: { status: 'Active' } },
    ],
  };
}

function keywordStatusCase(type: 'forward' | 'restrict'): PatchCase {
  const base = keywordCase(type);
  return {
    async create() {
      const created = await data<{ id: number }>('POST', `/v1/keyword/${type}`, {
        keyword: unique('kw status '),
        queue_number: 20 + (type === 'forward' ? 0 : 1),
        price: 3.25,
        remarks: 'Seed remark',
        status: 'Inactive',
      });
      return `/v1/keyword/${type}/${created.id}/status`;
    },
    read: (url) => base.read(url.replace(/\/status$/, '')),
    patches: [{ body: { status: 'Active' } }],
  };
}

const CASES: Record<string, PatchCase> = {
  'PATCH /um/v1/roles/:id': {
    async create() {
      return `/um/v1/roles/${(await newRole()).id}`;
    },
    read: (url) => data('GET', url),
    patches: [
      { body: { name: unique('Renamed ') } },
      { body: { description: 'Another description' } },
      // The finding: a role PATCHed with its permissions alone lost its description.
      { body: { permissions: ['BOT'] } },
      { body: { requires_sso: true } },
    ],
  },

  'PATCH /um/v1/accounts/:id': {
    async create() {
      const role = await newRole();
      const name = unique('acct');
      const created = await data<{ id: number }>('POST', '/um/v1/accounts', {
        email: `${name}@example.com`,
        username: name,
        password: 'Passw0rd!x',
        role_id: role.id,
        status: 'Inactive',
        force_reset_password: false,
      });
      return `/um/v1/accounts/${created.id}`;
    },
    read: (url) => data('GET', url),
    patches: [
      { body: { email: `${unique('moved')}@example.com` } },
      { body: { username: unique('renamed') } },
      { body: { status: 'Active' } },
      { body: { force_reset_password: true } },
      // Write-only: the answer never shows it, and nothing else may change with it.
      { body: { password: 'An0ther!Pass' } },
      {
        field: 'role_id',
        async make() {
          const role = await newRole();
          return { body: { role_id: role.id }, reads: { role: { id: role.id, name: role.name } } };
        },
      },
    ],
    notAlone: { current_password: 'only goes with a password of one’s own account' },
  },

  'PATCH /v1/keyword/forward/:id': keywordCase('forward'),
  'PATCH /v1/keyword/restrict/:id': keywordCase('restrict'),
  'PATCH /v1/keyword/forward/:id/status': keywordStatusCase('forward'),
  'PATCH /v1/keyword/restrict/:id/status': keywordStatusCase('restrict'),

  'PATCH /v1/keyword-message/:id': {
    async create() {
      const created = await data<{ id: number }>('POST', '/v1/keyword-message', {
        keyword: unique('msg '),
        message_type: 'Button',
        content: 'Seed content',
        buttons: [{ label: 'Open', url: 'https://t.me/seed' }],
        status: 'Inactive',
      });
      return `/v1/keyword-message/${created.id}`;
    },
    read: (url) => data('GET', url),
    patches: [
      { body: { keyword: unique('renamed ') } },
      { body: { content: 'Another content' } },
      { body: { buttons: [{ label: 'Join', url: 'tg://resolve?domain=other' }] } },
      { body: { status: 'Active' } },
      // A Text message keeps no buttons: switching to Text drops them, by rule.
      { body: { message_type: 'Text' }, derived: ['buttons'] },
    ],
  },

  'PATCH /v1/webhooks/:id': {
    async create() {
      // Public addresses: the URL check passes without looking a name up.
      const created = await data<{ id: number }>('POST', '/v1/webhooks', {
        url: 'https://93.184.216.34/seed-hook',
        description: 'Seed endpoint',
        events: ['keyword.changed'],
        status: 'Disabled',
      });
      return `/v1/webhooks/${created.id}`;
    },
    read: (url) => data('GET', url),
    patches: [
      { body: { url: 'https://93.184.216.35/other-hook' } },
      { body: { description: 'Another endpoint' } },
      { body: { events: ['sponsor.changed', 'export.finished'] } },
      { body: { status: 'Active' } },
    ],
  },

  'PATCH /v1/sponsor-client/:id': {
    async create() {
      const created = await data<{ id: number }>('POST', '/v1/sponsor-client', { name: unique('Client ') });
      return `/v1/sponsor-client/${created.id}`;
    },
    read: (url) => data('GET', url),
    patches: [{ body: { name: unique('Renamed ') } }],
  },

  'PATCH /v1/sponsor/:id': {
    async create() {
      const client = await data<{ id: number }>('POST', '/v1/sponsor-client', { name: unique('Sponsor client ') });
      const created = await data<{ id: number }>('POST', '/v1/sponsor', {
        client_id: client.id,
        display: 'Seed display',
        link: 't.me/seed_sponsor',
        expired_date: '2098-01-01',
      });
      return `/v1/sponsor/${created.id}`;
    },
    read: (url) => data('GET', url),
    patches: [
      { body: { display: 'Another display' } },
      { body: { link: 't.me/other_sponsor' } },
      { body: { expired_date: '2099-12-31' } },
    ],
  },

  'PATCH /v1/war-bot/groups/:id': {
    async create() {
      const created = await data<{ id: number }>('POST', '/v1/war-bot/groups', {
        link: `https://t.me/${unique('seedgroup')}`,
        title: 'Seed title',
        type: 'Channel',
        side: 'Rival',
      });
      return `/v1/war-bot/groups/${created.id}`;
    },
    read: (url) => data('GET', url),
    patches: [
      { body: { link: `https://t.me/${unique('othergroup')}` } },
      { body: { title: 'Another title' } },
      { body: { type: 'Group' } },
      { body: { side: 'Own' } },
    ],
  },

  'PATCH /v1/account-list/:id': {
    async create() {
      const tgId = String(crypto.randomInt(100_000_000, 999_999_999));
      const response = await server.app.inject({
        method: 'POST',
        url: '/v1/platform/ingest/subscriptions',
        headers: bearer(ingestKey),
        payload: {
          rows: [
            {
              event_id: unique('sub-'),
              bot: 'partial_update_bot',
              tg_id: tgId,
              username: unique('user'),
              first_name: 'Seed',
              status: 'Subscribed',
              at: '2026-01-01T00:00:00.000Z',
            },
          ],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const row = await server.database.db
        .selectFrom('tg_accounts')
        .select('id')
        .where('tg_id', '=', Number(tgId))
        .executeTakeFirstOrThrow();
      // Staff-set fields start away from their defaults (User, Normal), as ingestion cannot set them.
      await server.database.db
        .updateTable('tg_accounts')
        .set({ user_type: 'Seller', list_type: 'Whitelist' })
        .where('id', '=', row.id)
        .execute();
      return `/v1/account-list/${row.id}`;
    },
    read: (url) => data('GET', url),
    patches: [{ body: { user_type: 'BD' } }, { body: { list_type: 'Blacklist' } }],
  },

  'PATCH /v1/bot/bots/:id': {
    async create() {
      const username = unique('partial_bot_');
      const response = await server.app.inject({
        method: 'POST',
        url: '/v1/platform/ingest/search-events',
        headers: bearer(ingestKey),
        payload: {
          rows: [
            {
              event_id: unique('se-'),
              bot: username,
              tg_id: '1000005555',
              query: 'seed',
              result_count: 1,
              at: '2026-01-01T00:00:00.000Z',
            },
          ],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const bot = await server.database.db
        .selectFrom('bots')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      return `/v1/bot/bots/${bot.id}`;
    },
    async read(url) {
      const id = Number(url.split('/').pop());
      const found = (await data<Fields[]>('GET', '/v1/bot/bots')).find((bot) => bot['id'] === id);
      if (!found) throw new Error(`bot ${id} not listed`);
      return found;
    },
    patches: [{ body: { status: 'Active' } }],
  },

  'PATCH /v1/stalker/:id': {
    async create() {
      const created = await data<{ id: number }>('POST', '/v1/stalker', {
        tg_id: String(crypto.randomInt(100_000_000, 999_999_999)),
        username: unique('watcher'),
        group_type: 'Channel',
        session_string: telethonSession(),
        remarks: 'Seed remark',
        status: 'Inactive',
        premium: true,
      });
      return `/v1/stalker/${created.id}`;
    },
    read: (url) => data('GET', url),
    patches: [
      { body: { tg_id: String(crypto.randomInt(100_000_000, 999_999_999)) } },
      { body: { username: unique('renamed') } },
      { body: { group_type: 'Supergroup' } },
      // Write-only; the same library's string, so its masked name stays the same.
      { body: { session_string: telethonSession() } },
      { body: { remarks: 'Another remark' } },
      { body: { status: 'Active' } },
      // Capacity is 500, or 1000 with Premium.
      { body: { premium: false }, derived: ['capacity'] },
    ],
  },

  'PATCH /v1/sensitive-keyword/:id': {
    async create() {
      const created = await data<{ id: number }>('POST', '/v1/sensitive-keyword', {
        keyword: unique('word'),
        status: 'Inactive',
      });
      return `/v1/sensitive-keyword/${created.id}`;
    },
    // No single-record route: the list, searched by the id's keyword.
    async read(url) {
      const id = Number(url.split('/').pop());
      const row = await server.database.db
        .selectFrom('sensitive_keywords')
        .select('keyword')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const page = await data<{ data: Fields[] }>(
        'GET',
        `/v1/sensitive-keyword/list?search=${encodeURIComponent(row.keyword)}`,
      );
      const found = page.data.find((entry) => entry['id'] === id);
      if (!found) throw new Error(`sensitive keyword ${id} not listed`);
      return found;
    },
    patches: [{ body: { keyword: unique('other') } }, { body: { status: 'Active' } }],
  },

  'PATCH /v1/catalogue/:id': {
    async create() {
      const created = await data<{ id: number }>('POST', '/v1/catalogue', {
        link: `https://t.me/${unique('seedchat')}`,
        category: 'Video',
        display_name: 'Seed name',
        tier: 'Premium',
        member_count: 1234,
        status: 'Inactive',
      });
      return `/v1/catalogue/${created.id}`;
    },
    read: (url) => data('GET', url),
    patches: [
      { body: { link: `https://t.me/${unique('otherchat')}` } },
      { body: { category: 'Music' } },
      { body: { display_name: 'Another name' } },
      { body: { tier: 'Public' } },
      { body: { member_count: 98_765 } },
      { body: { status: 'Active' } },
    ],
  },

  'PATCH /v1/ads-keyword/slot/:id': {
    async create() {
      const keyword = await data<{ id: number }>('POST', '/v1/ads-keyword', { keyword: unique('ads ') });
      await recordObservation(
        server.database.db,
        keyword.id,
        [{ slot: 3, price: 12.5, expired_date: '2098-01-01' }],
        '2026-03-01T08:30:00.000Z',
      );
      const slot = await server.database.db
        .selectFrom('ads_keyword_slots')
        .select('id')
        .where('keyword_id', '=', keyword.id)
        .executeTakeFirstOrThrow();
      // A remark away from its default (empty), as an observation cannot set one.
      await server.database.db
        .updateTable('ads_keyword_slots')
        .set({ remarks: 'Seed remark' })
        .where('id', '=', slot.id)
        .execute();
      return `/v1/ads-keyword/slot/${slot.id}?keyword=${keyword.id}`;
    },
    async read(url) {
      const [path, query] = url.split('?') as [string, string];
      const id = Number(path.split('/').pop());
      const keywordId = new URLSearchParams(query).get('keyword');
      const page = await data<{ data: Fields[] }>('GET', `/v1/ads-keyword/list/slots/${keywordId}`);
      const found = page.data.find((entry) => entry['id'] === id);
      if (!found) throw new Error(`slot ${id} not listed`);
      return found;
    },
    patches: [
      { body: { slot: 5 } },
      { body: { price: 99.99 } },
      { body: { expired_date: '2099-12-31' } },
      { body: { remarks: 'Another remark' } },
    ],
  },
};

/** The PATCH routes of the app, as `PATCH <url>`. */
function patchRoutes(): string[] {
  return server.app.routeCatalogue
    .filter((route) => route.method === 'PATCH' && isGuardedPath(route.url))
    .map((route) => `PATCH ${route.url}`);
}

/** The fields a route's body takes, from the OpenAPI document the contract generates. */
function bodyFields(key: string): string[] {
  const url = key.slice('PATCH '.length).replace(/:([A-Za-z_]+)/g, '{$1}');
  const document = server.app.swagger() as unknown as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: Fields } }> } }>
    >;
  };
  return Object.keys(
    document.paths[url]?.['patch']?.requestBody?.content?.['application/json']?.schema?.properties ?? {},
  );
}

describe('every PATCH', () => {
  it('has a case here, and every field of its body is PATCHed alone', () => {
    const routes = patchRoutes();
    expect(routes.length).toBeGreaterThan(10);
    expect(Object.keys(CASES).sort()).toEqual([...routes].sort());
    for (const key of routes) {
      const testCase = CASES[key] as PatchCase;
      const sent = testCase.patches.flatMap((patch) => ('field' in patch ? [patch.field] : Object.keys(patch.body)));
      const covered = new Set([...sent, ...Object.keys(testCase.notAlone ?? {})]);
      for (const field of bodyFields(key))
        expect(covered.has(field), `${key}: no PATCH of "${field}" alone`).toBe(true);
    }
  });

  it.each(Object.keys(CASES))('%s changes only the field sent', async (key) => {
    const testCase = CASES[key] as PatchCase;
    const url = await testCase.create();
    const patchUrl = url.split('?')[0] as string;
    for (const step of testCase.patches) {
      const patch = 'make' in step ? await step.make() : step;
      const body = patch.body;
      const reads = patch.reads ?? body;
      const before = await testCase.read(url);
      const label = `${key} ${JSON.stringify(body)}`;
      for (const [field, value] of Object.entries(reads)) {
        if (field in before) expect(before[field], `${label}: the seed already has this value`).not.toEqual(value);
      }
      const response = await call('PATCH', patchUrl, body);
      expect(response.statusCode, `${label} → ${response.body}`).toBe(200);
      const after = await testCase.read(url);
      const expected: Fields = { ...before };
      for (const [field, value] of Object.entries(reads)) if (field in before) expected[field] = value;
      for (const field of [...BOOKKEEPING, ...(patch.derived ?? [])]) {
        delete expected[field];
        delete after[field];
      }
      expect(after, label).toEqual(expected);
    }
  });
});
