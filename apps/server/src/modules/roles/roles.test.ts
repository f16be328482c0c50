import { describe, expect, it } from 'vitest';
import type { Paged, Role } from '@backoffice/contract';
import { bearer, expectFieldErrors, json, login, signInWith, useTestServer } from '../../test/harness.js';

const server = useTestServer();

const post = (payload: unknown) =>
  server.app.inject({ method: 'POST', url: '/um/v1/roles', headers: bearer(server.admin), payload: payload as object });

describe('roles', () => {
  it('lists the built-in Super Admin and Dev roles', async () => {
    const response = await server.app.inject({
      method: 'GET',
      url: '/um/v1/roles/list',
      headers: bearer(server.admin),
    });
    const roles = json<Paged<Role>>(response).data.data;
    expect(roles.map((role) => role.name)).toEqual(['Dev', 'Super Admin']);
    expect(roles.find((role) => role.name === 'Super Admin')).toMatchObject({
      permissions: ['ALL'],
      built_in: true,
      account_count: 1,
    });
  });

  it('requires a permission, a name of at most 30 and a description of at most 200', async () => {
    const response = await post({ name: 'x'.repeat(31), description: 'd'.repeat(201), permissions: [] });
    expectFieldErrors(response, {
      name: 'Name must not exceed 30 characters',
      description: 'Description must not exceed 200 characters',
      permissions: 'Permission is required',
    });
    const unknown = await post({ name: 'Ops', permissions: ['LAUNCH_ROCKETS'] });
    expect(unknown.statusCode).toBe(400);
  });

  it('creates, renames and refuses a duplicate name whatever the case', async () => {
    const created = await post({
      name: 'Support',
      description: 'Front line',
      permissions: ['ACCOUNT', 'CHAT_RECORDS'],
    });
    expect(created.statusCode).toBe(201);
    const role = json<{ data: Role }>(created).data;
    expect(role.permissions).toEqual(['ACCOUNT', 'CHAT_RECORDS']);
    expect((await post({ name: 'SUPPORT', permissions: ['BOT'] })).json()).toMatchObject({
      error_code: 'ROLE_NAME_ALREADY_USED',
    });
    const renamed = await server.app.inject({
      method: 'PATCH',
      url: `/um/v1/roles/${role.id}`,
      headers: bearer(server.admin),
      payload: { name: 'Support L1' },
    });
    expect(json<{ data: Role }>(renamed).data.name).toBe('Support L1');
  });

  it('a role in use cannot be deleted; an unused one can', async () => {
    const user = await signInWith(server.app, server.admin, ['BOT'], 'inuse');
    const refused = await server.app.inject({
      method: 'DELETE',
      url: `/um/v1/roles/${user.roleId}`,
      headers: bearer(server.admin),
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error_code: 'ROLE_IN_USE', details: { account_count: 1 } });
    const spare = json<{ data: Role }>(await post({ name: 'Spare', permissions: ['BOT'] })).data;
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/um/v1/roles/${spare.id}`, headers: bearer(server.admin) }))
        .statusCode,
    ).toBe(204);
    expect((await post({ name: 'Spare', permissions: ['BOT'] })).statusCode).toBe(201);
  });

  it('built-in roles keep their names and Super Admin keeps ALL', async () => {
    const roles = json<Paged<Role>>(
      await server.app.inject({ method: 'GET', url: '/um/v1/roles/list', headers: bearer(server.admin) }),
    ).data.data;
    const superAdmin = roles.find((role) => role.name === 'Super Admin') as Role;
    const dev = roles.find((role) => role.name === 'Dev') as Role;
    const rename = await server.app.inject({
      method: 'PATCH',
      url: `/um/v1/roles/${dev.id}`,
      headers: bearer(server.admin),
      payload: { name: 'Developers' },
    });
    expect(rename.json()).toMatchObject({ error_code: 'BUILT_IN_ROLE' });
    const strip = await server.app.inject({
      method: 'PATCH',
      url: `/um/v1/roles/${superAdmin.id}`,
      headers: bearer(server.admin),
      payload: { permissions: ['BOT'] },
    });
    expect(strip.json()).toMatchObject({ error_code: 'BUILT_IN_ROLE' });
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/um/v1/roles/${dev.id}`, headers: bearer(server.admin) }))
        .statusCode,
    ).toBe(409);
  });

  it('editing a role’s permissions applies at once: its holders sign in again and get the new set', async () => {
    const user = await signInWith(server.app, server.admin, ['BOT'], 'editme');
    const allowed = await server.app.inject({
      method: 'GET',
      url: '/um/v1/roles/options',
      headers: bearer(user.token),
    });
    expect(allowed.statusCode).toBe(403);
    await server.app.inject({
      method: 'PATCH',
      url: `/um/v1/roles/${user.roleId}`,
      headers: bearer(server.admin),
      payload: { permissions: ['ROLE_MANAGEMENT'] },
    });
    expect(
      (await server.app.inject({ method: 'GET', url: '/um/v1/auth/me', headers: bearer(user.token) })).statusCode,
    ).toBe(401);
    const again = await login(server.app, user.email, user.password);
    expect(again.user.role.permissions).toEqual(['ROLE_MANAGEMENT']);
    expect(
      (await server.app.inject({ method: 'GET', url: '/um/v1/roles/options', headers: bearer(again.access_token) }))
        .statusCode,
    ).toBe(200);
  });
});

describe('grant rules: nobody grants or manages what they do not hold (docs/decisions/0012-grant-rules.md)', () => {
  const patch = (token: string, id: number, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'PATCH', url: `/um/v1/roles/${id}`, headers: bearer(token), payload });
  const roleOf = async (id: number) =>
    json<{ data: Role }>(
      await server.app.inject({ method: 'GET', url: `/um/v1/roles/${id}`, headers: bearer(server.admin) }),
    ).data;

  it('a ROLE_MANAGEMENT holder cannot give their own role ALL, nor edit it at all', async () => {
    const manager = await signInWith(server.app, server.admin, ['ROLE_MANAGEMENT']);
    const escalate = await patch(manager.token, manager.roleId, { permissions: ['ROLE_MANAGEMENT', 'ALL'] });
    expect(escalate.statusCode).toBe(403);
    expect(escalate.json()).toMatchObject({ error_code: 'OWN_ROLE_CHANGE' });
    const rename = await patch(manager.token, manager.roleId, { description: 'mine' });
    expect(rename.json()).toMatchObject({ error_code: 'OWN_ROLE_CHANGE' });
    expect(await roleOf(manager.roleId)).toMatchObject({ permissions: ['ROLE_MANAGEMENT'], description: '' });
    // Still signed in with the same grants: nothing was written.
    const me = await server.app.inject({ method: 'GET', url: '/um/v1/auth/me', headers: bearer(manager.token) });
    expect(me.json()).toMatchObject({ data: { role: { permissions: ['ROLE_MANAGEMENT'] } } });
  });

  it('a ROLE_MANAGEMENT holder cannot create or widen a role with permissions they do not hold', async () => {
    const manager = await signInWith(server.app, server.admin, ['ROLE_MANAGEMENT', 'BOT']);
    for (const permissions of [['ALL'], ['BOT', 'USER_ACCOUNT']]) {
      const created = await server.app.inject({
        method: 'POST',
        url: '/um/v1/roles',
        headers: bearer(manager.token),
        payload: { name: `grab-${permissions.length}`, permissions },
      });
      expect(created.statusCode).toBe(403);
      expect(created.json()).toMatchObject({ error_code: 'PERMISSION_NOT_HELD', details: { field: 'permissions' } });
    }
    const names = json<Paged<Role>>(
      await server.app.inject({ method: 'GET', url: '/um/v1/roles/list?search=grab', headers: bearer(server.admin) }),
    );
    expect(names.data.total_item_count).toBe(0);

    const mine = await server.app.inject({
      method: 'POST',
      url: '/um/v1/roles',
      headers: bearer(manager.token),
      payload: { name: 'Bots only', permissions: ['BOT'] },
    });
    expect(mine.statusCode).toBe(201);
    const role = json<{ data: Role }>(mine).data;
    const widen = await patch(manager.token, role.id, { permissions: ['BOT', 'ALL'] });
    expect(widen.statusCode).toBe(403);
    expect(widen.json()).toMatchObject({ error_code: 'PERMISSION_NOT_HELD' });
    expect((await roleOf(role.id)).permissions).toEqual(['BOT']);
    const within = await patch(manager.token, role.id, { permissions: ['BOT', 'ROLE_MANAGEMENT'] });
    expect(within.statusCode).toBe(200);
    expect(
      (await server.app.inject({ method: 'DELETE', url: `/um/v1/roles/${role.id}`, headers: bearer(manager.token) }))
        .statusCode,
    ).toBe(204);
  });

  it('a ROLE_MANAGEMENT holder cannot change or delete a role holding more than they do: Dev, Super Admin', async () => {
    const manager = await signInWith(server.app, server.admin, ['ROLE_MANAGEMENT', 'BOT']);
    const roles = json<Paged<Role>>(
      await server.app.inject({ method: 'GET', url: '/um/v1/roles/list', headers: bearer(server.admin) }),
    ).data.data;
    const dev = roles.find((role) => role.name === 'Dev') as Role;
    const superAdmin = roles.find((role) => role.name === 'Super Admin') as Role;
    for (const payload of [{ permissions: ['BOT', 'ALL'] }, { permissions: ['BOT'] }, { description: 'changed' }]) {
      const response = await patch(manager.token, dev.id, payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ error_code: 'ROLE_OUTRANKS_YOU' });
    }
    expect(await roleOf(dev.id)).toMatchObject({ permissions: dev.permissions, description: dev.description });
    const outranked = await signInWith(server.app, server.admin, ['BOT', 'STALKER']);
    await server.app.inject({
      method: 'DELETE',
      url: `/um/v1/accounts/${outranked.accountId}`,
      headers: bearer(server.admin),
    });
    const remove = await server.app.inject({
      method: 'DELETE',
      url: `/um/v1/roles/${outranked.roleId}`,
      headers: bearer(manager.token),
    });
    expect(remove.statusCode).toBe(403);
    expect(remove.json()).toMatchObject({ error_code: 'ROLE_OUTRANKS_YOU' });
    expect((await roleOf(outranked.roleId)).permissions).toEqual(['BOT', 'STALKER']);
    const strip = await patch(manager.token, superAdmin.id, { description: 'mine now' });
    expect(strip.json()).toMatchObject({ error_code: 'ROLE_OUTRANKS_YOU' });
  });

  it('a holder of ALL may still edit every role, their own included', async () => {
    const roles = json<Paged<Role>>(
      await server.app.inject({ method: 'GET', url: '/um/v1/roles/list', headers: bearer(server.admin) }),
    ).data.data;
    const superAdmin = roles.find((role) => role.name === 'Super Admin') as Role;
    const response = await patch(server.admin, superAdmin.id, { description: 'Everything' });
    expect(response.statusCode).toBe(200);
    expect(json<{ data: Role }>(response).data).toMatchObject({ description: 'Everything', permissions: ['ALL'] });
  });
});
