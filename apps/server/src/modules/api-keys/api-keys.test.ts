import { describe, expect, it } from 'vitest';
import type { ApiKey, CreatedApiKey, Paged, Stalker } from '@backoffice/contract';
import { ADMIN, bearer, createTestApiKey, json, signInWith, useTestServer, fieldErrors } from '../../test/harness.js';
import { telethonSession } from '../../test/stalker-sessions.js';

const server = useTestServer();
const { call } = server;

async function createKey(name: string, scopes: string[], stalkerIds?: number[]): Promise<CreatedApiKey> {
  const response = await call('POST', '/v1/api-keys', { name, scopes, ...(stalkerIds && { stalker_ids: stalkerIds }) });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: CreatedApiKey }>(response).data;
}

const searchWith = (key: string) =>
  server.app.inject({
    method: 'GET',
    url: '/v1/platform/search',
    query: { bot: 'finder_bot', q: 'news' },
    headers: bearer(key),
  });
const listKeys = async (query = '') => json<Paged<ApiKey>>(await call('GET', `/v1/api-keys/list${query}`)).data;

describe('creating an API key', () => {
  it('answers the whole key once; the list shows its prefix only, and it works on the platform API', async () => {
    const created = await createKey('  search bot  ', ['ingest', 'read', 'read']);
    expect(created).toMatchObject({
      name: 'search bot',
      scopes: ['read', 'ingest'],
      stalkers: [],
      status: 'Active',
      created_by: ADMIN.email,
      last_used_at: null,
      revoked_at: null,
    });
    expect(created.key).toMatch(new RegExp(`^bok_${created.prefix}_[A-Za-z0-9_-]{43}$`));

    const listed = (await listKeys()).data.find((key) => key.id === created.id);
    expect(listed).toEqual({ ...created, key: undefined });
    const listText = JSON.stringify(await listKeys());
    expect(listText).not.toContain(created.key.slice(`bok_${created.prefix}_`.length));
    expect(listText).not.toContain('secret_hash');

    const search = await searchWith(created.key);
    expect(search.statusCode, search.body).toBe(200);
    const used = (await listKeys()).data.find((key) => key.id === created.id);
    expect(used?.last_used_at).not.toBeNull();
  });

  it('stores only a hash of the secret, and audits who created which key without the secret', async () => {
    const created = await createKey('hash check', ['read']);
    const secret = created.key.slice(`bok_${created.prefix}_`.length);
    const row = await server.database.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(secret);
    expect(row.secret_hash).toMatch(/^[0-9a-f]{64}$/);
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'actor_email', 'changes'])
      .where('entity', '=', 'api_key')
      .where('entity_id', '=', String(created.id))
      .execute();
    expect(audit).toEqual([{ action: 'api_key.create', actor_email: ADMIN.email, changes: expect.any(String) }]);
    expect(JSON.parse(audit[0]?.changes ?? '{}')).toEqual({
      name: { to: 'hash check' },
      prefix: { to: created.prefix },
      scopes: { to: ['read'] },
      status: { to: 'Active' },
    });
    expect(audit[0]?.changes).not.toContain(secret);
  });

  it('refuses a missing or long name and missing or unknown scopes, naming each field, and writes nothing', async () => {
    const before = await listKeys();
    const empty = await call('POST', '/v1/api-keys', { name: '   ', scopes: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ error_code: 'VALIDATION_FAILED' });
    expect(fieldErrors(empty)).toEqual([
      expect.objectContaining({ field: 'name', message: 'Name is required' }),
      expect.objectContaining({ field: 'scopes', message: 'Choose at least one scope' }),
    ]);
    const long = await call('POST', '/v1/api-keys', { name: 'x'.repeat(61), scopes: ['admin'] });
    expect(fieldErrors(long)).toEqual([
      expect.objectContaining({ field: 'name', message: 'Name must not exceed 60 characters' }),
      expect.objectContaining({ field: 'scopes.0', message: 'Scopes 0 is invalid' }),
    ]);
    const missing = await call('POST', '/v1/api-keys', { name: 'no scopes' });
    expect(fieldErrors(missing)).toEqual([expect.objectContaining({ field: 'scopes' })]);
    expect(await listKeys()).toEqual(before);
    expect((await call('POST', '/v1/api-keys', { name: 'x'.repeat(60), scopes: ['read'] })).statusCode).toBe(201);
  });
});

let nextTgId = 6_200_000_001;
async function createStalker(username: string): Promise<Stalker> {
  const response = await call('POST', '/v1/stalker', {
    tg_id: String(nextTgId++),
    username,
    group_type: 'Group',
    session_string: telethonSession(),
    remarks: 'Key binding test',
  });
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: Stalker }>(response).data;
}

describe('a stalker-scope key', () => {
  it('is bound to the stalkers it names: answered, listed and audited with them', async () => {
    const first = await createStalker('bound_first');
    const second = await createStalker('bound_second');
    const created = await createKey('stalker worker', ['stalker'], [second.id, first.id]);
    expect(created).toMatchObject({
      scopes: ['stalker'],
      stalkers: [
        { id: first.id, username: 'bound_first' },
        { id: second.id, username: 'bound_second' },
      ],
    });
    expect((await listKeys(`?search=${created.prefix}`)).data).toEqual([{ ...created, key: undefined }]);
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select('changes')
      .where('entity', '=', 'api_key')
      .where('entity_id', '=', String(created.id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.changes)).toMatchObject({
      scopes: { to: ['stalker'] },
      stalker_ids: { to: [first.id, second.id] },
    });
  });

  it('needs at least one stalker, each existing and live; other keys name none; nothing is written when refused', async () => {
    const live = await createStalker('live_one');
    const gone = await createStalker('gone_one');
    expect((await call('DELETE', `/v1/stalker/${gone.id}`)).statusCode).toBe(204);
    const before = await listKeys();
    const cases: [object, { field: string; message: string }][] = [
      [
        { name: 'no stalkers', scopes: ['stalker'] },
        { field: 'stalker_ids', message: 'Choose at least one stalker' },
      ],
      [
        { name: 'empty stalkers', scopes: ['read', 'stalker'], stalker_ids: [] },
        { field: 'stalker_ids', message: 'Choose at least one stalker' },
      ],
      [
        { name: 'read with stalkers', scopes: ['read'], stalker_ids: [live.id] },
        { field: 'stalker_ids', message: 'Stalker ids is invalid' },
      ],
      [
        { name: 'unknown stalker', scopes: ['stalker'], stalker_ids: [live.id, 999_999] },
        { field: 'stalker_ids', message: 'Stalker ids is invalid' },
      ],
      [
        { name: 'deleted stalker', scopes: ['stalker'], stalker_ids: [gone.id] },
        { field: 'stalker_ids', message: 'Stalker ids is invalid' },
      ],
      [
        { name: 'twice', scopes: ['stalker'], stalker_ids: [live.id, live.id] },
        { field: 'stalker_ids', message: 'Stalker ids is invalid' },
      ],
      [
        { name: 'not an id', scopes: ['stalker'], stalker_ids: [0] },
        { field: 'stalker_ids.0', message: 'Stalker ids 0 is invalid' },
      ],
    ];
    for (const [body, field] of cases) {
      const refused = await call('POST', '/v1/api-keys', body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json(), JSON.stringify(body)).toMatchObject({ error_code: 'VALIDATION_FAILED' });
      expect(fieldErrors(refused), JSON.stringify(body)).toEqual([expect.objectContaining(field)]);
    }
    expect(await listKeys()).toEqual(before);
    expect(
      await server.database.db
        .selectFrom('api_key_stalkers')
        .select('api_key_id')
        .where('stalker_id', 'in', [live.id, gone.id])
        .execute(),
    ).toEqual([]);
  });
});

describe('revoking an API key', () => {
  it('stops the key at once, keeps it listed as Revoked, and is idempotent (audited once)', async () => {
    const created = await createKey('to revoke', ['read']);
    expect((await searchWith(created.key)).statusCode).toBe(200);

    const revoked = await call('POST', `/v1/api-keys/${created.id}/revoke`);
    expect(revoked.statusCode, revoked.body).toBe(200);
    const data = json<{ data: ApiKey }>(revoked).data;
    expect(data).toMatchObject({ id: created.id, status: 'Revoked', revoked_by: ADMIN.email });
    expect(data.revoked_at).not.toBeNull();

    const refused = await searchWith(created.key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error_code: 'API_KEY_INVALID' });

    const again = await call('POST', `/v1/api-keys/${created.id}/revoke`);
    expect(again.statusCode).toBe(200);
    expect(json<{ data: ApiKey }>(again).data).toEqual(data);
    const actions = await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'api_key')
      .where('entity_id', '=', String(created.id))
      .orderBy('id')
      .execute();
    expect(actions.map((row) => row.action)).toEqual(['api_key.create', 'api_key.revoke']);
  });

  it('answers 404 for a key that does not exist', async () => {
    const response = await call('POST', '/v1/api-keys/999999/revoke');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error_code: 'NOT_FOUND' });
  });
});

describe('the API key list', () => {
  it('pages, searches by name or prefix, filters by status and sorts by name', async () => {
    const alpha = await createKey('List Alpha', ['read']);
    const beta = await createKey('List Beta', ['ingest']);
    await call('POST', `/v1/api-keys/${beta.id}/revoke`);

    const byName = await listKeys('?search=list%20&name=asc');
    expect(byName.data.map((key) => [key.name, key.status])).toEqual([
      ['List Alpha', 'Active'],
      ['List Beta', 'Revoked'],
    ]);
    expect((await listKeys(`?search=${alpha.prefix}`)).data.map((key) => key.id)).toEqual([alpha.id]);
    expect((await listKeys('?search=list&status=Revoked')).data.map((key) => key.id)).toEqual([beta.id]);
    expect((await listKeys('?search=list&status=Active')).data.map((key) => key.id)).toEqual([alpha.id]);
    const paged = await listKeys('?search=list&per_page=1&current_page=2&name=desc');
    expect(paged).toMatchObject({ total_item_count: 2, total_page_count: 2, data: [{ name: 'List Alpha' }] });
  });

  it('shows keys made outside the console (command line) with no creator', async () => {
    await createTestApiKey(server, ['read'], 'made elsewhere');
    expect((await listKeys('?search=made%20elsewhere')).data).toEqual([
      expect.objectContaining({ name: 'made elsewhere', created_by: null, scopes: ['read'] }),
    ]);
  });

  it('is for ALL holders only', async () => {
    const staff = await signInWith(server.app, server.admin, ['USER_ACCOUNT', 'ROLE_MANAGEMENT']);
    for (const [method, url] of [
      ['GET', '/v1/api-keys/list'],
      ['POST', '/v1/api-keys'],
      ['POST', '/v1/api-keys/1/revoke'],
    ] as const) {
      const response = await call(
        method,
        url,
        method === 'POST' ? { name: 'x', scopes: ['read'] } : undefined,
        staff.token,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});
