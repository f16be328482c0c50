import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountSchema, pagedSchema, type Account, type Paged } from '@backoffice/contract';
import { bearer, json, useTestServer } from '../../test/harness.js';

const server = useTestServer();
let devRoleId: number;
beforeAll(async () => {
  const options = await server.app.inject({
    method: 'GET',
    url: '/um/v1/roles/options',
    headers: bearer(server.admin),
  });
  devRoleId = json<{ data: { id: number; name: string }[] }>(options).data.find((role) => role.name === 'Dev')
    ?.id as number;
});

async function list(query: string): Promise<Paged<Account>['data']> {
  const response = await server.app.inject({
    method: 'GET',
    url: `/um/v1/accounts/list?${query}`,
    headers: bearer(server.admin),
  });
  expect(response.statusCode).toBe(200);
  const body = json<Paged<Account>>(response);
  // The page is written without a schema check: every field as the schema has it, none missing, none more.
  expect(pagedSchema(accountSchema).parse(body)).toEqual(body);
  return body.data;
}

/** Live accounts as a plain count sees them: what every total must equal. */
async function countedLive(): Promise<number> {
  const row = await server.database.db
    .selectFrom('accounts')
    .select(sql<number>`count(*)`.as('n'))
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function create(name: string): Promise<Account> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/um/v1/accounts',
    headers: bearer(server.admin),
    payload: { email: `${name}@example.com`, username: name, password: 'Totals@Kite12', role_id: devRoleId },
  });
  expect(response.statusCode).toBe(201);
  return json<{ data: Account }>(response).data;
}

describe('account list totals', () => {
  it('the unfiltered total follows creates, deletes, refused creates and bulk writes exactly', async () => {
    expect((await list('')).total_item_count).toBe(await countedLive());
    const created = [];
    for (const name of ['total-a', 'total-b', 'total-c']) created.push(await create(name));
    expect((await list('')).total_item_count).toBe(await countedLive());

    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/um/v1/accounts/${created[1]?.id}`,
      headers: bearer(server.admin),
    });
    expect(removed.statusCode).toBeLessThan(300);
    // A refused create (the e-mail is taken) writes nothing, the count included.
    const refused = await server.app.inject({
      method: 'POST',
      url: '/um/v1/accounts',
      headers: bearer(server.admin),
      payload: { email: 'total-a@example.com', username: 'total-z', password: 'Totals@Kite12', role_id: devRoleId },
    });
    expect(refused.statusCode).toBe(409);
    const afterDelete = await list('per_page=10');
    expect(afterDelete.total_item_count).toBe(await countedLive());
    expect(afterDelete.data.map((account) => account.username)).not.toContain('total-b');

    // Writes that bypass the service — a bulk load, a restore of a deleted row, a hard delete — count too.
    const { db } = server.database;
    const template = await db.selectFrom('accounts').select(['password_hash', 'role_id']).executeTakeFirstOrThrow();
    const now = new Date().toISOString();
    await db
      .insertInto('accounts')
      .values(
        ['bulk-1', 'bulk-2', 'bulk-3'].map((name, i) => ({
          email: `${name}@example.com`,
          username: name,
          ...template,
          status: 'Active',
          force_reset_password: 0,
          created_at: now,
          updated_at: now,
          deleted_at: i === 2 ? now : null,
        })),
      )
      .execute();
    await db.updateTable('accounts').set({ deleted_at: null }).where('username', '=', 'bulk-3').execute();
    await db.updateTable('accounts').set({ status: 'Inactive' }).where('username', '=', 'bulk-1').execute();
    await db.deleteFrom('accounts').where('username', 'in', ['bulk-2', 'bulk-3']).execute();
    expect((await list('')).total_item_count).toBe(await countedLive());
  });

  it('totals with a search or a filter count only the matches, on every page and past the end', async () => {
    for (const name of ['needle-1', 'needle-2', 'Needle-3', 'hay-1']) await create(name);
    const searched = await list('search=NEEDLE&per_page=2&current_page=1');
    expect(searched).toMatchObject({ total_item_count: 3, total_page_count: 2 });
    expect((await list('search=needle&per_page=2&current_page=2')).data).toHaveLength(1);
    // A page past the end has no row, and still the right total.
    expect(await list('search=needle&per_page=2&current_page=5')).toMatchObject({
      data: [],
      total_item_count: 3,
      total_page_count: 2,
    });
    expect(await list('search=no-such-account&per_page=2&current_page=1')).toMatchObject({
      data: [],
      total_item_count: 0,
      total_page_count: 0,
    });
    const all = await countedLive();
    expect(await list(`per_page=10&current_page=${Math.ceil(all / 10) + 3}`)).toMatchObject({
      data: [],
      total_item_count: all,
    });
  });

  it('filters by role, status and creation dates, searches the username as well as the e-mail, and shows each row’s role and creator', async () => {
    const roleName = 'Filter role';
    const role = await server.app.inject({
      method: 'POST',
      url: '/um/v1/roles',
      headers: bearer(server.admin),
      payload: { name: roleName, description: 'for list filters', permissions: ['BOT'] },
    });
    expect(role.statusCode, role.body).toBe(201);
    const roleId = json<{ data: { id: number } }>(role).data.id;
    const created: Account[] = [];
    for (const [name, status] of [
      ['filter-a', 'Active'],
      ['filter-b', 'Inactive'],
      ['filter-c', 'Active'],
    ] as const) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/um/v1/accounts',
        headers: bearer(server.admin),
        payload: {
          email: `${name.replace('-', '.')}@example.org`,
          username: name,
          password: 'Totals@Kite12',
          role_id: roleId,
          status,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      created.push(json<{ data: Account }>(response).data);
    }
    const me = json<{ data: { username: string } }>(
      await server.app.inject({ method: 'GET', url: '/um/v1/auth/me', headers: bearer(server.admin) }),
    ).data;

    const ofRole = await list(`role_id=${roleId}&username=desc`);
    expect(ofRole.data.map((account) => account.username)).toEqual(['filter-c', 'filter-b', 'filter-a']);
    expect(
      ofRole.data.every(
        (account) => account.role.id === roleId && account.role.name === roleName && account.created_by === me.username,
      ),
    ).toBe(true);
    expect((await list(`role_id=${roleId}&status=Inactive`)).data.map((account) => account.username)).toEqual([
      'filter-b',
    ]);
    // The usernames hold "filter-", the e-mails "filter." instead: each search finds them by one field only.
    expect((await list('search=FILTER-&email=asc')).data.map((account) => account.username)).toEqual([
      'filter-a',
      'filter-b',
      'filter-c',
    ]);
    expect((await list('search=filter.b')).data.map((account) => account.username)).toEqual(['filter-b']);
    const [first, , last] = created;
    const between = await list(
      `role_id=${roleId}&created_from=${encodeURIComponent(first?.created_at ?? '')}&created_to=${encodeURIComponent(last?.created_at ?? '')}&created_at=asc`,
    );
    expect(between.data.map((account) => account.username)).toEqual(['filter-a', 'filter-b', 'filter-c']);
    expect(
      (await list(`role_id=${roleId}&created_from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`))
        .total_item_count,
    ).toBe(0);
  });

  it('a search treats % and _ as text, not wildcards', async () => {
    await create('pct_50');
    expect((await list('search=_50')).data.map((account) => account.username)).toEqual(['pct_50']);
    expect((await list('search=%25')).total_item_count).toBe(0);
  });

  it('accounts with the same sort value keep one order: paging through shows each exactly once', async () => {
    const { db } = server.database;
    const template = await db.selectFrom('accounts').select(['password_hash', 'role_id']).executeTakeFirstOrThrow();
    const same = '2026-03-01T00:00:00.000Z';
    await db
      .insertInto('accounts')
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          email: `tie-${i}@example.com`,
          username: `tie-${i}`,
          ...template,
          status: 'Active',
          force_reset_password: 0,
          created_at: same,
          updated_at: same,
        })),
      )
      .execute();
    for (const order of ['created_at=asc', 'created_at=desc', 'updated_at=asc', 'last_login_at=desc']) {
      const seen: number[] = [];
      for (let page = 1; page <= 3; page++)
        seen.push(
          ...(await list(`search=tie-&per_page=5&current_page=${page}&${order}`)).data.map((account) => account.id),
        );
      expect(seen).toHaveLength(12);
      expect(new Set(seen).size).toBe(12);
    }
  });
  it('the list with no filter (its total the maintained count) answers as the same list behind a filter, after every write', async () => {
    // created_from at the epoch keeps every account but is a filter: its total is counted, not read.
    const everyAccount = 'created_from=1970-01-01T00:00:00.000Z';
    for (const round of ['first', 'after-create', 'after-delete']) {
      if (round === 'after-create') await create('no-filter-new');
      if (round === 'after-delete') {
        const newest = (await list('per_page=1&created_at=desc')).data[0];
        const removed = await server.app.inject({
          method: 'DELETE',
          url: `/um/v1/accounts/${newest?.id}`,
          headers: bearer(server.admin),
        });
        expect(removed.statusCode).toBe(204);
      }
      for (const order of ['', 'email=asc', 'username=desc', 'last_login_at=asc', 'updated_at=desc']) {
        for (const page of ['per_page=1&current_page=1', 'per_page=10&current_page=1', 'per_page=3&current_page=2']) {
          const unfiltered = await list(`${page}&${order}`);
          const filtered = await list(`${page}&${everyAccount}&${order}`);
          expect(unfiltered.data).toEqual(filtered.data);
          expect(unfiltered.total_item_count).toBe(await countedLive());
          expect(filtered.total_item_count).toBe(unfiltered.total_item_count);
        }
      }
    }
  });
});
