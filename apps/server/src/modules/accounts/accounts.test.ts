import { beforeAll, describe, expect, it } from 'vitest';
import type { Account, AuditEntry, Paged } from '@backoffice/contract';
import { meetsPasswordPolicy } from '@backoffice/contract';
import { ADMIN, bearer, expectFieldErrors, json, login, signInWith, useTestServer } from '../../test/harness.js';

const SECOND_ADMIN = { email: 'second-admin@example.com', password: 'Second@Kite12' } as const;

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

async function createAccount(payload: Record<string, unknown>) {
  return server.app.inject({ method: 'POST', url: '/um/v1/accounts', headers: bearer(server.admin), payload });
}

describe('staff accounts', () => {
  it('creates an account, lists it, and never returns or audits the password', async () => {
    const response = await createAccount({
      email: 'Alice@Example.com',
      username: 'alice',
      password: 'Alice@Kite123',
      role_id: devRoleId,
    });
    expect(response.statusCode).toBe(201);
    const account = json<{ data: Account }>(response).data;
    expect(account).toMatchObject({
      username: 'alice',
      role: { name: 'Dev' },
      status: 'Active',
      force_reset_password: true,
    });
    expect(response.body).not.toContain('Alice@Kite123');
    expect(response.body).not.toMatch(/password_hash|argon2/);

    const list = await server.app.inject({
      method: 'GET',
      url: '/um/v1/accounts/list?search=alice',
      headers: bearer(server.admin),
    });
    expect(json<Paged<Account>>(list).data).toMatchObject({ total_item_count: 1, total_page_count: 1 });

    const audit = await server.app.inject({
      method: 'GET',
      url: `/v1/audit-log/list?entity=account&entity_id=${account.id}`,
      headers: bearer(server.admin),
    });
    const entries = json<Paged<AuditEntry>>(audit).data.data;
    expect(entries[0]).toMatchObject({ action: 'account.create', actor_email: ADMIN.email, ip: '127.0.0.1' });
    expect(JSON.stringify(entries)).not.toContain('Alice@Kite123');
  });

  it('refuses a duplicate e-mail or username, whatever the case, with the field at fault', async () => {
    const email = await createAccount({
      email: 'alice@example.com',
      username: 'alice2',
      password: 'Alice@Kite123',
      role_id: devRoleId,
    });
    expect(email.statusCode).toBe(409);
    expect(email.json()).toMatchObject({ error_code: 'EMAIL_ALREADY_USED', details: { field: 'email' } });
    const username = await createAccount({
      email: 'alice2@example.com',
      username: 'ALICE',
      password: 'Alice@Kite123',
      role_id: devRoleId,
    });
    expect(username.json()).toMatchObject({ error_code: 'USERNAME_ALREADY_USED', details: { field: 'username' } });
  });

  it('names every failing field with the product’s messages', async () => {
    const response = await createAccount({
      email: 'not-an-email',
      username: 'x'.repeat(31),
      password: 'short',
      role_id: 0,
    });
    expectFieldErrors(response, {
      email: 'Please enter a valid email address',
      username: 'Username must not exceed 30 characters',
      password: 'Password do not meet requirements',
      role_id: null,
    });
  });

  it('pages, sorts and filters the list on the server', async () => {
    for (let i = 0; i < 12; i++) {
      await createAccount({
        email: `page${i}@example.com`,
        username: `page${String(i).padStart(2, '0')}`,
        password: 'Paged@1234',
        role_id: devRoleId,
        status: i % 2 ? 'Inactive' : 'Active',
      });
    }
    const page2 = await server.app.inject({
      method: 'GET',
      url: '/um/v1/accounts/list?per_page=5&current_page=2&search=page&username=asc',
      headers: bearer(server.admin),
    });
    const body = json<Paged<Account>>(page2).data;
    expect(body.total_item_count).toBe(12);
    expect(body.total_page_count).toBe(3);
    expect(body.data.map((account) => account.username)).toEqual(['page05', 'page06', 'page07', 'page08', 'page09']);
    const inactive = await server.app.inject({
      method: 'GET',
      url: '/um/v1/accounts/list?search=page&status=Inactive',
      headers: bearer(server.admin),
    });
    expect(json<Paged<Account>>(inactive).data.total_item_count).toBe(6);
  });

  it('disabling an account or changing its role ends its sessions at once', async () => {
    const user = await signInWith(server.app, server.admin, ['BOT']);
    const before = await server.app.inject({ method: 'GET', url: '/um/v1/auth/me', headers: bearer(user.token) });
    expect(before.statusCode).toBe(200);
    await server.app.inject({
      method: 'PATCH',
      url: `/um/v1/accounts/${user.accountId}`,
      headers: bearer(server.admin),
      payload: { status: 'Inactive' },
    });
    expect(
      (await server.app.inject({ method: 'GET', url: '/um/v1/auth/me', headers: bearer(user.token) })).statusCode,
    ).toBe(401);
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(signIn.json()).toMatchObject({ error_code: 'ACCOUNT_DISABLED' });

    const other = await signInWith(server.app, server.admin, ['BOT']);
    await server.app.inject({
      method: 'PATCH',
      url: `/um/v1/accounts/${other.accountId}`,
      headers: bearer(server.admin),
      payload: { role_id: devRoleId },
    });
    expect(
      (await server.app.inject({ method: 'GET', url: '/um/v1/auth/me', headers: bearer(other.token) })).statusCode,
    ).toBe(401);
  });

  it('an administrator cannot disable, demote or delete themself, nor the last Super Admin', async () => {
    const me = json<{ data: { id: number } }>(
      await server.app.inject({ method: 'GET', url: '/um/v1/auth/me', headers: bearer(server.admin) }),
    ).data;
    const disable = await server.app.inject({
      method: 'PATCH',
      url: `/um/v1/accounts/${me.id}`,
      headers: bearer(server.admin),
      payload: { status: 'Inactive' },
    });
    expect(disable.json()).toMatchObject({ error_code: 'CANNOT_CHANGE_OWN_ACCOUNT' });
    const remove = await server.app.inject({
      method: 'DELETE',
      url: `/um/v1/accounts/${me.id}`,
      headers: bearer(server.admin),
    });
    expect(remove.statusCode).toBe(409);
    const demoteSelf = await server.app.inject({
      method: 'PATCH',
      url: `/um/v1/accounts/${me.id}`,
      headers: bearer(server.admin),
      payload: { role_id: devRoleId },
    });
    expect(demoteSelf.statusCode).toBe(403);
    expect(demoteSelf.json()).toMatchObject({ error_code: 'OWN_ROLE_CHANGE' });
    const stillAdmin = await server.app.inject({ method: 'GET', url: '/um/v1/auth/me', headers: bearer(server.admin) });
    expect(stillAdmin.json()).toMatchObject({ data: { role: { name: 'Super Admin' } } });
  });

  it('deletes softly: the account disappears, its e-mail is free again, the audit keeps it', async () => {
    const created = json<{ data: Account }>(
      await createAccount({
        email: 'gone@example.com',
        username: 'gone',
        password: 'Gone@Kite123',
        role_id: devRoleId,
      }),
    ).data;
    const removed = await server.app.inject({
      method: 'DELETE',
      url: `/um/v1/accounts/${created.id}`,
      headers: bearer(server.admin),
    });
    expect(removed.statusCode).toBe(204);
    expect(
      (await server.app.inject({ method: 'GET', url: `/um/v1/accounts/${created.id}`, headers: bearer(server.admin) }))
        .statusCode,
    ).toBe(404);
    const again = await createAccount({
      email: 'gone@example.com',
      username: 'gone',
      password: 'Gone@Kite123',
      role_id: devRoleId,
    });
    expect(again.statusCode).toBe(201);
    const audit = await server.app.inject({
      method: 'GET',
      url: `/v1/audit-log/list?entity=account&entity_id=${created.id}&action=account.delete`,
      headers: bearer(server.admin),
    });
    expect(json<Paged<AuditEntry>>(audit).data.total_item_count).toBe(1);
  });

  it('generates passwords that meet the policy', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await server.app.inject({
        method: 'POST',
        url: '/um/v1/accounts/generate-password',
        headers: bearer(server.admin),
      });
      expect(meetsPasswordPolicy(json<{ data: { password: string } }>(response).data.password)).toBe(true);
    }
  });
});

describe('grant rules: nobody assigns or manages what they do not hold (docs/decisions/0012-grant-rules.md)', () => {
  let superAdminRoleId: number;
  let secondAdminId: number;
  beforeAll(async () => {
    const options = json<{ data: { id: number; name: string }[] }>(
      await server.app.inject({ method: 'GET', url: '/um/v1/roles/options', headers: bearer(server.admin) }),
    );
    superAdminRoleId = options.data.find((role) => role.name === 'Super Admin')?.id as number;
    // A second Super Admin, so that LAST_ADMIN cannot be what stops the account manager below.
    const created = await createAccount({
      ...SECOND_ADMIN,
      username: 'second-admin',
      role_id: superAdminRoleId,
      force_reset_password: false,
    });
    secondAdminId = json<{ data: Account }>(created).data.id;
  });

  const patch = (token: string, id: number, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'PATCH', url: `/um/v1/accounts/${id}`, headers: bearer(token), payload });

  it('a USER_ACCOUNT holder cannot create a Super Admin account', async () => {
    const manager = await signInWith(server.app, server.admin, ['USER_ACCOUNT']);
    const response = await server.app.inject({
      method: 'POST',
      url: '/um/v1/accounts',
      headers: bearer(manager.token),
      payload: {
        email: 'escalate@example.com',
        username: 'escalate',
        password: 'Escal@te123',
        role_id: superAdminRoleId,
        force_reset_password: false,
      },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error_code: 'ROLE_NOT_ASSIGNABLE', details: { field: 'role_id' } });
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/um/v1/auth/login',
      payload: { email: 'escalate@example.com', password: 'Escal@te123' },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('a USER_ACCOUNT holder cannot set a Super Admin’s password, disable, edit or delete one', async () => {
    const manager = await signInWith(server.app, server.admin, ['USER_ACCOUNT']);
    for (const payload of [
      { password: 'Taken@over1' },
      { status: 'Inactive' },
      { force_reset_password: true },
      { username: 'renamed-admin' },
    ]) {
      const response = await patch(manager.token, secondAdminId, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error_code: 'ACCOUNT_OUTRANKS_YOU' });
    }
    const remove = await server.app.inject({
      method: 'DELETE',
      url: `/um/v1/accounts/${secondAdminId}`,
      headers: bearer(manager.token),
    });
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toMatchObject({ error_code: 'ACCOUNT_OUTRANKS_YOU' });
    // Nothing changed: the Super Admin signs in with the old password and is untouched.
    const session = await login(server.app, SECOND_ADMIN.email, SECOND_ADMIN.password);
    expect(session.user.role.permissions).toEqual(['ALL']);
    const account = json<{ data: Account }>(
      await server.app.inject({
        method: 'GET',
        url: `/um/v1/accounts/${secondAdminId}`,
        headers: bearer(server.admin),
      }),
    ).data;
    expect(account).toMatchObject({ username: 'second-admin', status: 'Active', force_reset_password: false });
  });

  it('an account manager cannot move an account to a role holding more than they do, but may within what they hold', async () => {
    const manager = await signInWith(server.app, server.admin, ['USER_ACCOUNT', 'BOT']);
    const botUser = await signInWith(server.app, server.admin, ['BOT']);
    const toDev = await patch(manager.token, botUser.accountId, { role_id: devRoleId });
    expect(toDev.statusCode).toBe(403);
    expect(toDev.json()).toMatchObject({ error_code: 'ROLE_NOT_ASSIGNABLE' });
    const botRole2 = await signInWith(server.app, server.admin, ['BOT']);
    const moved = await patch(manager.token, botUser.accountId, { role_id: botRole2.roleId, status: 'Inactive' });
    expect(moved.statusCode).toBe(200);
    expect(json<{ data: Account }>(moved).data).toMatchObject({ role: { id: botRole2.roleId }, status: 'Inactive' });
  });

  it('the role picker marks which roles the caller may assign', async () => {
    const manager = await signInWith(server.app, server.admin, ['USER_ACCOUNT', 'BOT']);
    const options = json<{ data: { id: number; name: string; assignable: boolean }[] }>(
      await server.app.inject({ method: 'GET', url: '/um/v1/roles/options', headers: bearer(manager.token) }),
    ).data;
    expect(options.find((role) => role.name === 'Super Admin')?.assignable).toBe(false);
    expect(options.find((role) => role.name === 'Dev')?.assignable).toBe(false);
    expect(options.find((role) => role.id === manager.roleId)?.assignable).toBe(true);
  });

  it('nobody changes their own role, not even a Super Admin', async () => {
    const manager = await signInWith(server.app, server.admin, ['USER_ACCOUNT', 'BOT']);
    const other = await signInWith(server.app, server.admin, ['BOT']);
    const response = await patch(manager.token, manager.accountId, { role_id: other.roleId });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error_code: 'OWN_ROLE_CHANGE', details: { field: 'role_id' } });
    // The same role again is no change: the edit form sends every field.
    const same = await patch(manager.token, manager.accountId, { role_id: manager.roleId, username: 'renamed-self' });
    expect(same.statusCode).toBe(200);
  });

  it('one’s own password is set here only with the current one', async () => {
    const manager = await signInWith(server.app, server.admin, ['USER_ACCOUNT']);
    const missing = await patch(manager.token, manager.accountId, { password: 'NewPass@Kite1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      error_code: 'VALIDATION_FAILED',
      details: { fields: [expect.objectContaining({ field: 'current_password' })] },
    });
    const wrong = await patch(manager.token, manager.accountId, {
      password: 'NewPass@Kite1',
      current_password: 'Wrong@12345',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      error_code: 'CURRENT_PASSWORD_INCORRECT',
      details: { fields: [expect.objectContaining({ field: 'current_password' })] },
    });
    expect(wrong.body).not.toContain('Wrong@12345');
    // Refused twice: the old password still signs in.
    await login(server.app, manager.email, manager.password);
    const right = await patch(manager.token, manager.accountId, {
      password: 'NewPass@Kite1',
      current_password: manager.password,
    });
    expect(right.statusCode).toBe(200);
    await login(server.app, manager.email, 'NewPass@Kite1');
  });
});
