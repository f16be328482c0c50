/**
 * The session behind a request and the account list are both read from the database on every request
 * (docs/decisions/0036 and 0037), and must stay as fresh as that. Two instances on one database, as behind a
 * load balancer: every test first asks the second instance, so any cache of it would hold the old answer, then
 * changes something through the first instance or straight in the database, and the second instance's very
 * next answer must show the change.
 */
import { describe, expect, it } from 'vitest';
import type { Account, Paged } from '@backoffice/contract';
import { bearer, json, signInWith, useTwoInstances } from '../../test/harness.js';

const instances = useTwoInstances();
const { server } = instances;

async function change(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<void> {
  const response = await server.app.inject({ method, url, headers: bearer(server.admin), ...(payload && { payload }) });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
}

const accountListOnOther = (token: string, query = '') =>
  instances.other.inject({ method: 'GET', url: `/um/v1/accounts/list${query}`, headers: bearer(token) });

async function pageOnOther(query: string): Promise<Paged<Account>['data']> {
  const response = await accountListOnOther(server.admin, query);
  expect(response.statusCode, response.body).toBe(200);
  return json<Paged<Account>>(response).data;
}

describe('the signed-in staff member, as the other instance knows them', () => {
  it('a session signed out on one instance is refused by the other’s next request', async () => {
    const staff = await signInWith(server.app, server.admin, ['USER_ACCOUNT']);
    expect((await accountListOnOther(staff.token)).statusCode).toBe(200);
    const logout = await server.app.inject({ method: 'POST', url: '/um/v1/auth/logout', headers: bearer(staff.token) });
    expect(logout.statusCode).toBe(204);
    const refused = await accountListOnOther(staff.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ error_code: 'UNAUTHENTICATED' });
  });

  it('a permission taken from the role on one instance ends its holders’ sessions on the other', async () => {
    const staff = await signInWith(server.app, server.admin, ['USER_ACCOUNT']);
    expect((await accountListOnOther(staff.token)).statusCode).toBe(200);
    await change('PATCH', `/um/v1/roles/${staff.roleId}`, { permissions: ['KEYWORD_FORWARD'] });
    expect((await accountListOnOther(staff.token)).statusCode).toBe(401);
  });

  it('a permission taken from the role straight in the database is refused at the next request', async () => {
    const staff = await signInWith(server.app, server.admin, ['USER_ACCOUNT', 'KEYWORD_FORWARD']);
    expect((await accountListOnOther(staff.token)).statusCode).toBe(200);
    await server.database.db
      .deleteFrom('role_permissions')
      .where('role_id', '=', staff.roleId)
      .where('permission', '=', 'USER_ACCOUNT')
      .execute();
    const refused = await accountListOnOther(staff.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error_code: 'FORBIDDEN' });
  });

  it('an account made inactive on one instance is signed out of the other at its next request', async () => {
    const staff = await signInWith(server.app, server.admin, ['USER_ACCOUNT']);
    expect((await accountListOnOther(staff.token)).statusCode).toBe(200);
    await change('PATCH', `/um/v1/accounts/${staff.accountId}`, { status: 'Inactive' });
    expect((await accountListOnOther(staff.token)).statusCode).toBe(401);
  });

  it('a second factor required on one instance is asked for by the other’s next request', async () => {
    const staff = await signInWith(server.app, server.admin, ['USER_ACCOUNT']);
    expect((await accountListOnOther(staff.token)).statusCode).toBe(200);
    await change('PUT', '/um/v1/security/mfa-policy', { required_for_all: false, role_ids: [staff.roleId] });
    try {
      const asked = await accountListOnOther(staff.token);
      expect(asked.statusCode).toBe(403);
      expect(asked.json()).toMatchObject({ error_code: 'MFA_SETUP_REQUIRED' });
    } finally {
      await change('PUT', '/um/v1/security/mfa-policy', { required_for_all: false, role_ids: [] });
    }
  });

  it('a session ended straight in the database is refused at the next request', async () => {
    const staff = await signInWith(server.app, server.admin, ['USER_ACCOUNT']);
    expect((await accountListOnOther(staff.token)).statusCode).toBe(200);
    await server.database.db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString(), revoked_reason: 'by hand' })
      .where('account_id', '=', staff.accountId)
      .execute();
    expect((await accountListOnOther(staff.token)).statusCode).toBe(401);
  });
});

describe('the account list, as the other instance shows it', () => {
  it('an account created on one instance is in the other’s next page, and gone from it once deleted', async () => {
    const before = await pageOnOther('?search=cache-created');
    expect(before.total_item_count).toBe(0);
    const staff = await signInWith(server.app, server.admin, ['USER_ACCOUNT'], 'cache-created');
    expect((await pageOnOther('?search=cache-created')).data.map((account) => account.username)).toEqual([
      'cache-created',
    ]);
    await change('DELETE', `/um/v1/accounts/${staff.accountId}`);
    expect((await pageOnOther('?search=cache-created')).total_item_count).toBe(0);
  });

  it('a role renamed on one instance is named anew on the other’s next page', async () => {
    const staff = await signInWith(server.app, server.admin, ['USER_ACCOUNT'], 'cache-renamed');
    expect((await pageOnOther('?search=cache-renamed')).data[0]?.role.name).toBe('cache-renamed');
    await change('PATCH', `/um/v1/roles/${staff.roleId}`, { name: 'Renamed role' });
    expect((await pageOnOther('?search=cache-renamed')).data[0]?.role.name).toBe('Renamed role');
  });

  it('accounts loaded straight into the database, as a restore would, are in the next page and its total', async () => {
    const before = await pageOnOther('');
    const { password_hash, role_id } = await server.database.db
      .selectFrom('accounts')
      .select(['password_hash', 'role_id'])
      .executeTakeFirstOrThrow();
    const at = new Date().toISOString();
    await server.database.db
      .insertInto('accounts')
      .values({
        email: 'restored@example.com',
        username: 'restored',
        password_hash,
        role_id,
        status: 'Active',
        force_reset_password: 0,
        created_at: at,
        updated_at: at,
      })
      .execute();
    const after = await pageOnOther('');
    expect(after.total_item_count).toBe(before.total_item_count + 1);
    expect(after.data[0]?.username).toBe('restored');
    await server.database.db
      .updateTable('accounts')
      .set({ status: 'Inactive' })
      .where('username', '=', 'restored')
      .execute();
    expect((await pageOnOther('?search=restored')).data[0]?.status).toBe('Inactive');
  });
});
