import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_MAX_IDS, type AuditEntry, type ErrorCode, type Paged, type Permission } from '@backoffice/contract';
import { ADMIN, json, login, signInWith, useTestServer } from '../../test/harness.js';
import { telethonSession } from '../../test/stalker-sessions.js';

/**
 * Bulk actions and undo (docs/architecture.md), over every list that deletes: bulk-delete and restore
 * round trip (the rows leave the list and come back, one audit entry per record), all or nothing
 * (one refused id among valid ones is named, nothing changes, nothing is audited), a restore that meets
 * a live record holding the same unique value, the ids checks, and the section's permission.
 */
const server = useTestServer();
/** Holders of one unrelated section each: whichever the collection does not need is the outsider. */
const outsiders = new Map<Permission, string>();
let clientId = 0;
let accountRoleId = 0;
let n = 0;

const { call } = server;

interface Collection {
  base: string;
  /** The list's URL: the page of at most 100 rows these tests read. */
  list: () => string;
  permission: Permission;
  entity: string;
  /** The audit action's prefix: `<prefix>.delete`, `<prefix>.restore`. */
  action: string;
  /** A valid create body whose unique value (if the collection has one) is made of `k`: the same k twice is a clash. */
  payload: (k: number) => Record<string, unknown>;
  /** The code the create answers for that clash; none for a collection without a unique value. */
  conflict?: ErrorCode;
}

/** A collection whose audit actions are named as its entity; its list is `<base>/list` unless told. */
function collection(
  base: string,
  permission: Permission,
  entity: string,
  payload: Collection['payload'],
  conflict?: ErrorCode,
  list = `${base}/list`,
): Collection {
  return {
    base,
    list: () => `${list}?per_page=100`,
    permission,
    entity,
    action: entity,
    payload,
    ...(conflict && { conflict }),
  };
}

const COLLECTIONS: Collection[] = [
  ...(['forward', 'restrict'] as const).map((type): Collection => ({
    base: `/v1/keyword/${type}`,
    list: () => `/v1/keyword/${type}/list?per_page=100`,
    permission: type === 'forward' ? 'KEYWORD_FORWARD' : 'KEYWORD_RESTRICT',
    entity: 'keyword',
    action: `keyword.${type}`,
    payload: (k) => ({ keyword: `${type} ${k}`, queue_number: k, price: 1 }),
    conflict: 'QUEUE_NUMBER_ALREADY_USED',
  })),
  collection(
    '/v1/keyword-message',
    'KEYWORD_MESSAGE',
    'keyword_message',
    (k) => ({ keyword: `message ${k}`, message_type: 'Text', content: 'Hello' }),
    'KEYWORD_MESSAGE_ALREADY_EXISTS',
  ),
  {
    base: '/v1/sponsor',
    list: () => `/v1/sponsor/list?client_id=${clientId}&per_page=100`,
    permission: 'SEARCH_BOT_SPONSOR',
    entity: 'sponsor',
    action: 'sponsor',
    payload: (k) => ({
      client_id: clientId,
      display: `Sponsor ${k}`,
      link: `t.me/sponsor_${k}`,
      expired_date: '2999-12-31',
    }),
  },
  collection(
    '/v1/sponsor-client',
    'SEARCH_BOT_SPONSOR',
    'sponsor_client',
    (k) => ({ name: `Client ${k}` }),
    'SPONSOR_CLIENT_NAME_ALREADY_USED',
  ),
  collection(
    '/v1/stalker',
    'STALKER',
    'stalker',
    (k) => ({
      tg_id: String(900_000 + k),
      username: `watcher_${k}`,
      group_type: 'Group',
      session_string: telethonSession(),
      remarks: 'bulk',
    }),
    'STALKER_ALREADY_EXISTS',
  ),
  collection(
    '/v1/war-bot/groups',
    'WAR_BOT',
    'war_group',
    (k) => ({ link: `https://t.me/war_group_${k}`, side: 'Own' }),
    'WAR_GROUP_LINK_ALREADY_USED',
    '/v1/war-bot/groups',
  ),
  collection(
    '/v1/sensitive-keyword',
    'SEARCH_BOT_SENSITIVE_KEYWORD',
    'sensitive_keyword',
    (k) => ({ keyword: `word${k}` }),
    'SENSITIVE_KEYWORD_ALREADY_USED',
  ),
  collection(
    '/v1/catalogue',
    'SEARCH_BOT_KEYWORD_DATABASE',
    'catalogue_entry',
    (k) => ({ link: `t.me/entry_${k}`, category: 'Channel', display_name: `Entry ${k}` }),
    'CATALOGUE_LINK_ALREADY_USED',
  ),
  collection(
    '/v1/ads-keyword',
    'ADS_KEYWORD_TRACKING',
    'ads_keyword',
    (k) => ({ keyword: `ads${k}` }),
    'ADS_KEYWORD_ALREADY_TRACKED',
  ),
  collection(
    '/um/v1/roles',
    'ROLE_MANAGEMENT',
    'role',
    (k) => ({ name: `Bulk role ${k}`, permissions: ['BOT'] }),
    'ROLE_NAME_ALREADY_USED',
  ),
  collection(
    '/um/v1/accounts',
    'USER_ACCOUNT',
    'account',
    (k) => ({
      email: `bulk${k}@example.com`,
      username: `bulk${k}`,
      password: 'Passw0rd!x',
      role_id: accountRoleId,
      force_reset_password: false,
    }),
    'EMAIL_ALREADY_USED',
  ),
];

beforeAll(async () => {
  for (const permission of ['WAR_BOT', 'STALKER'] as const)
    outsiders.set(permission, (await signInWith(server.app, server.admin, [permission])).token);
  clientId = json<{ data: { id: number } }>(await call('POST', '/v1/sponsor-client', { name: 'Sponsors’ client' })).data
    .id;
  accountRoleId = json<{ data: { id: number } }>(
    await call('POST', '/um/v1/roles', { name: 'Bulk accounts', permissions: ['BOT'] }),
  ).data.id;
});

async function create(collection: Collection, k = ++n): Promise<number> {
  const response = await call('POST', collection.base, collection.payload(k));
  expect(response.statusCode, response.body).toBe(201);
  return json<{ data: { id: number } }>(response).data.id;
}

async function listed(collection: Collection): Promise<number[]> {
  const response = await call('GET', collection.list());
  expect(response.statusCode, response.body).toBe(200);
  return json<Paged<{ id: number }>>(response).data.data.map((row) => row.id);
}

/** The ids of the records that have an audit entry of this action, as the audit log lists them. */
async function audited(entity: string, action: string): Promise<number[]> {
  const response = await call(
    'GET',
    `/v1/audit-log/list?entity=${entity}&action=${encodeURIComponent(action)}&per_page=100`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return json<Paged<AuditEntry>>(response).data.data.map((entry) => Number(entry.entity_id));
}

const count = (ids: number[], id: number) => ids.filter((each) => each === id).length;

describe.each(COLLECTIONS)('bulk actions on $base', (collection) => {
  const { base, entity, action } = collection;

  it('deletes the selected records and restores them: they leave the list and come back, one audit entry per record each way', async () => {
    const [a, b, kept] = [await create(collection), await create(collection), await create(collection)];
    const deleted = await call('POST', `${base}/bulk-delete`, { ids: [a, b] });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ data: { deleted: 2 } });
    let rows = await listed(collection);
    expect(rows).not.toContain(a);
    expect(rows).not.toContain(b);
    expect(rows).toContain(kept);
    const deletes = await audited(entity, `${action}.delete`);
    expect([count(deletes, a), count(deletes, b), count(deletes, kept)]).toEqual([1, 1, 0]);

    const restored = await call('POST', `${base}/restore`, { ids: [b, a] });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ data: { restored: 2 } });
    rows = await listed(collection);
    expect(rows).toEqual(expect.arrayContaining([a, b, kept]));
    const restores = await audited(entity, `${action}.restore`);
    expect([count(restores, a), count(restores, b)]).toEqual([1, 1]);
    const entry = json<Paged<AuditEntry>>(
      await call('GET', `/v1/audit-log/list?entity=${entity}&entity_id=${a}&action=${action}.restore`),
    ).data.data[0];
    expect(entry).toMatchObject({ actor_email: ADMIN.email });

    // A live record is no deleted record: restoring it again is refused, naming it.
    const again = await call('POST', `${base}/restore`, { ids: [a] });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error_code: 'NOT_FOUND', details: { id: a } });
  });

  it('is all or nothing: one refused id among valid ones is named, and nothing is deleted, restored or audited', async () => {
    const [a, b] = [await create(collection), await create(collection)];
    const refused = await call('POST', `${base}/bulk-delete`, { ids: [a, 999_999, b] });
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json()).toMatchObject({ error_code: 'NOT_FOUND', details: { id: 999_999 } });
    expect(await listed(collection)).toEqual(expect.arrayContaining([a, b]));
    expect(count(await audited(entity, `${action}.delete`), a)).toBe(0);

    // The single delete is the same per-record step: 204, and the record can be restored.
    expect((await call('DELETE', `${base}/${a}`)).statusCode).toBe(204);
    const partial = await call('POST', `${base}/restore`, { ids: [a, b] });
    expect(partial.statusCode, partial.body).toBe(404);
    expect(partial.json()).toMatchObject({ error_code: 'NOT_FOUND', details: { id: b } });
    expect(await listed(collection)).not.toContain(a);
    expect(count(await audited(entity, `${action}.restore`), a)).toBe(0);
  });

  it('takes 1 to 100 distinct ids, and refuses anything else naming ids', async () => {
    const tooMany = Array.from({ length: BULK_MAX_IDS + 1 }, (_, index) => index + 1);
    for (const route of ['bulk-delete', 'restore']) {
      for (const body of [{ ids: [] }, { ids: [5, 5] }, { ids: tooMany }, {}, { ids: 'all' }]) {
        const response = await call('POST', `${base}/${route}`, body);
        expect(response.statusCode, `${route} ${JSON.stringify(body).slice(0, 40)}`).toBe(400);
        expect(response.json()).toMatchObject({
          error_code: 'VALIDATION_FAILED',
          details: { fields: [expect.objectContaining({ field: 'ids' })] },
        });
      }
    }
  });

  it('needs the section’s permission', async () => {
    const id = await create(collection);
    const outsider = outsiders.get(collection.permission === 'WAR_BOT' ? 'STALKER' : 'WAR_BOT') as string;
    for (const route of ['bulk-delete', 'restore']) {
      const response = await call('POST', `${base}/${route}`, { ids: [id] }, outsider);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error_code: 'FORBIDDEN' });
    }
    expect(await listed(collection)).toContain(id);
  });
});

/** Every collection with a unique value among its live records (a sponsor has none). */
describe.each(COLLECTIONS.filter((collection) => collection.conflict !== undefined))(
  'restore on $base',
  (collection) => {
    const { base } = collection;

    it('refuses to restore a record whose unique value a live record holds now, as the create would', async () => {
      const k = ++n;
      const deleted = await create(collection, k);
      const other = await create(collection);
      expect((await call('POST', `${base}/bulk-delete`, { ids: [deleted, other] })).statusCode).toBe(200);
      await create(collection, k);
      const clash = await call('POST', `${base}/restore`, { ids: [other, deleted] });
      expect(clash.statusCode, clash.body).toBe(409);
      expect(clash.json()).toMatchObject({ error_code: collection.conflict, details: { id: deleted } });
      expect(await listed(collection)).not.toContain(other);
    });
  },
);

describe('the checks of each single delete, in a bulk delete', () => {
  it('roles: a built-in role or one in use refuses the lot, naming it', async () => {
    const roles = COLLECTIONS.find((collection) => collection.entity === 'role') as Collection;
    const free = await create(roles);
    const superAdmin = json<Paged<{ id: number; built_in: boolean }>>(
      await call('GET', '/um/v1/roles/list?per_page=100'),
    ).data.data.find((role) => role.built_in)?.id as number;
    const builtIn = await call('POST', '/um/v1/roles/bulk-delete', { ids: [free, superAdmin] });
    expect(builtIn.json()).toMatchObject({ error_code: 'BUILT_IN_ROLE', details: { id: superAdmin } });
    const inUse = await call('POST', '/um/v1/roles/bulk-delete', { ids: [free, accountRoleId] });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json()).toMatchObject({ error_code: 'ROLE_IN_USE', details: { id: accountRoleId } });
    expect(await listed(roles)).toContain(free);
  });

  it('accounts: one’s own account refuses the lot; a restored account does not get its sessions back', async () => {
    const accounts = COLLECTIONS.find((collection) => collection.entity === 'account') as Collection;
    const me = json<Paged<{ id: number }>>(await call('GET', `/um/v1/accounts/list?search=${ADMIN.email}`)).data.data[0]
      ?.id as number;
    const holder = await signInWith(server.app, server.admin, ['BOT']);
    const own = await call('POST', '/um/v1/accounts/bulk-delete', { ids: [holder.accountId, me] });
    expect(own.json()).toMatchObject({ error_code: 'CANNOT_CHANGE_OWN_ACCOUNT', details: { id: me } });
    expect(await listed(accounts)).toContain(holder.accountId);

    expect((await call('GET', '/um/v1/auth/me', undefined, holder.token)).statusCode).toBe(200);
    expect((await call('POST', '/um/v1/accounts/bulk-delete', { ids: [holder.accountId] })).statusCode).toBe(200);
    expect((await call('POST', '/um/v1/accounts/restore', { ids: [holder.accountId] })).statusCode).toBe(200);
    expect((await call('GET', '/um/v1/auth/me', undefined, holder.token)).statusCode).toBe(401);
    expect((await login(server.app, holder.email, holder.password)).access_token).toBeTruthy();
  });

  it('sponsor clients: a restored client brings back the sponsors its delete took; a sponsor waits for its client', async () => {
    const client = json<{ data: { id: number } }>(
      await call('POST', '/v1/sponsor-client', { name: `Client with sponsors ${++n}` }),
    ).data.id;
    const sponsor = json<{ data: { id: number } }>(
      await call('POST', '/v1/sponsor', {
        client_id: client,
        display: 'Ad',
        link: 't.me/with_client',
        expired_date: '2999-01-01',
      }),
    ).data.id;
    expect((await call('POST', '/v1/sponsor-client/bulk-delete', { ids: [client] })).json()).toEqual({
      data: { deleted: 1 },
    });
    expect((await call('GET', `/v1/sponsor/${sponsor}`)).statusCode).toBe(404);
    const orphan = await call('POST', '/v1/sponsor/restore', { ids: [sponsor] });
    expect(orphan.statusCode).toBe(404);
    expect(orphan.json()).toMatchObject({
      error_code: 'NOT_FOUND',
      details: { id: sponsor, entity: 'sponsor_client' },
    });
    expect((await call('POST', '/v1/sponsor-client/restore', { ids: [client] })).json()).toEqual({
      data: { restored: 1 },
    });
    expect((await call('GET', `/v1/sponsor/${sponsor}`)).statusCode).toBe(200);
  });
});

describe('bulk status of forward and restrict keywords', () => {
  it('sets the status of every selected keyword, audited as the single toggle, or of none', async () => {
    const forward = COLLECTIONS[0] as Collection;
    const [a, b] = [await create(forward), await create(forward)];
    const set = await call('POST', '/v1/keyword/forward/bulk-status', { ids: [a, b], status: 'Inactive' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ data: { updated: 2 } });
    const statusOf = async (id: number) =>
      json<{ data: { status: string } }>(await call('GET', `/v1/keyword/forward/${id}`)).data.status;
    expect([await statusOf(a), await statusOf(b)]).toEqual(['Inactive', 'Inactive']);
    const audits = await audited('keyword', 'keyword.forward.status');
    expect([count(audits, a), count(audits, b)]).toEqual([1, 1]);

    const refused = await call('POST', '/v1/keyword/forward/bulk-status', { ids: [a, 999_999], status: 'Active' });
    expect(refused.json()).toMatchObject({ error_code: 'NOT_FOUND', details: { id: 999_999 } });
    expect(await statusOf(a)).toBe('Inactive');
    // A restrict keyword is not a forward keyword.
    const restrict = await create(COLLECTIONS[1] as Collection);
    expect((await call('POST', '/v1/keyword/restrict/bulk-status', { ids: [a], status: 'Active' })).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', '/v1/keyword/restrict/bulk-status', { ids: [restrict], status: 'Bogus' })).json(),
    ).toMatchObject({ details: { fields: [{ field: 'status' }] } });
  });
});

describe('bulk revoke of API keys', () => {
  it('revokes the selected keys; a key revoked before is left as it is, as the single revoke does', async () => {
    const key = async () =>
      json<{ data: { id: number } }>(await call('POST', '/v1/api-keys', { name: `bulk key ${++n}`, scopes: ['read'] }))
        .data.id;
    const [a, b, c] = [await key(), await key(), await key()];
    expect((await call('POST', '/v1/api-keys/bulk-revoke', { ids: [a, b] })).json()).toEqual({ data: { revoked: 2 } });
    expect((await call('POST', '/v1/api-keys/bulk-revoke', { ids: [a] })).json()).toEqual({ data: { revoked: 0 } });
    const refused = await call('POST', '/v1/api-keys/bulk-revoke', { ids: [c, 999_999] });
    expect(refused.json()).toMatchObject({ error_code: 'NOT_FOUND', details: { id: 999_999 } });
    const keys = json<Paged<{ id: number; status: string }>>(await call('GET', '/v1/api-keys/list?per_page=100')).data
      .data;
    expect(
      Object.fromEntries(keys.filter((each) => [a, b, c].includes(each.id)).map((each) => [each.id, each.status])),
    ).toEqual({ [a]: 'Revoked', [b]: 'Revoked', [c]: 'Active' });
    expect(await audited('api_key', 'api_key.revoke')).toEqual(expect.arrayContaining([a, b]));
    expect(count(await audited('api_key', 'api_key.revoke'), a)).toBe(1);
    expect((await call('POST', '/v1/api-keys/bulk-revoke', { ids: [c] }, outsiders.get('WAR_BOT'))).statusCode).toBe(
      403,
    );
  });
});

describe('bulk delete of exports', () => {
  it('deletes the exports the caller may see, and refuses the lot for one they may not', async () => {
    const exportOf = async (token = server.admin) =>
      json<{ data: { id: number } }>(
        await call('POST', '/v1/exports', { type: 'staff-account', all_data: true, filters: {} }, token),
      ).data.id;
    const [a, b] = [await exportOf(), await exportOf()];
    expect((await call('POST', '/v1/exports/bulk-delete', { ids: [a, b] })).json()).toEqual({ data: { deleted: 2 } });
    expect((await call('GET', `/v1/exports/${a}`)).statusCode).toBe(404);
    expect(await audited('export', 'export.delete')).toEqual(expect.arrayContaining([a, b]));
    // No undo for an export: its file is gone.
    expect((await call('POST', '/v1/exports/restore', { ids: [a] })).statusCode).toBe(404);

    const staffExport = await exportOf();
    const exporter = await signInWith(server.app, server.admin, ['FILE_EXPORT', 'WAR_BOT']);
    const refused = await call('POST', '/v1/exports/bulk-delete', { ids: [staffExport] }, exporter.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error_code: 'FORBIDDEN', details: { id: staffExport } });
    expect((await call('GET', `/v1/exports/${staffExport}`)).statusCode).toBe(200);
  });
});
