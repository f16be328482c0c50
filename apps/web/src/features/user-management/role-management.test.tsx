import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PERMISSIONS, type Role } from '@backoffice/contract';
import { installDomPolyfills, renderWithProviders, SearchHarness } from '@/components/data-table/test-helpers';
import { RoleManagementPage } from './roles/role-management-page';
import type { RoleSearch } from './roles/role-search';
import { apiError, mockUserApi, paged, signInAs, signOut, type ApiHandler } from './test-api';

function role(id: number, overrides: Partial<Role> = {}): Role {
  return {
    id,
    name: `Role ${id}`,
    description: '',
    permissions: ['KEYWORD_FORWARD'],
    built_in: false,
    requires_sso: false,
    account_count: 0,
    created_at: '2024-05-01T08:30:00.000Z',
    created_by: 'admin',
    updated_at: '2024-05-02T08:30:00.000Z',
    ...overrides,
  };
}

const ROLES = [
  role(1, {
    name: 'Super Admin',
    description: 'Full access to every section',
    permissions: ['ALL'],
    built_in: true,
    account_count: 1,
  }),
  role(2, {
    name: 'Support',
    description: 'Answers users',
    permissions: ['KEYWORD_FORWARD', 'KEYWORD_RESTRICT', 'STALKER', 'WAR_BOT', 'FILE_EXPORT'],
    account_count: 3,
  }),
  role(3, { name: 'Unused' }),
];

function setup(routes: Record<string, ApiHandler> = {}) {
  const api = mockUserApi({
    'GET /v1/roles/list': () => ({ status: 200, body: paged(ROLES) }),
    ...routes,
  });
  renderWithProviders(
    <SearchHarness<RoleSearch> initial={{}}>
      {(search, setSearch) => <RoleManagementPage search={search} onSearchChange={setSearch} />}
    </SearchHarness>,
  );
  return api;
}

async function openAddDialog() {
  await screen.findByText('Super Admin');
  fireEvent.click(screen.getByRole('button', { name: 'Add Role' }));
  return screen.findByRole('dialog', { name: 'Add Role' });
}

beforeAll(installDomPolyfills);
beforeEach(() => signInAs(['ALL']));
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('Role Management', () => {
  it('lists roles with readable permission badges and account counts', async () => {
    setup();
    expect(await screen.findByText('Super Admin')).toBeTruthy();
    const rows = screen.getAllByRole('row');
    const superAdmin = within(rows[1] as HTMLElement);
    expect(superAdmin.getByText('All sections')).toBeTruthy();
    expect(superAdmin.getByText('1')).toBeTruthy();
    const support = within(rows[2] as HTMLElement);
    expect(support.getByText('Keyword: Forward')).toBeTruthy();
    // Five permissions: three badges and "+2 more".
    expect(support.getByText('+2 more')).toBeTruthy();
    expect(support.getByText('3')).toBeTruthy();
    for (const header of [
      'Role Name',
      'Description',
      'Permission',
      'Accounts',
      'Created At',
      'Updated At',
      'Actions',
    ]) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    }
    // Built-in roles cannot be deleted.
    expect(
      (superAdmin.getByRole('button', { name: 'Built-in roles cannot be deleted' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('offers every permission of the contract and requires at least one', async () => {
    const api = setup();
    const dialog = await openAddDialog();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(PERMISSIONS.length);
    expect(within(dialog).getByRole('checkbox', { name: 'All sections' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Role' }));
    expect(await within(dialog).findByText('Permission is required')).toBeTruthy();
    expect(within(dialog).getByText('Role Name is required')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Role Name'), { target: { value: 'x'.repeat(31) } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'y'.repeat(201) } });
    expect(await within(dialog).findByText('Role Name must not exceed 30 characters')).toBeTruthy();
    expect(within(dialog).getByText('Description must not exceed 200 characters')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/roles')).toHaveLength(0);
  });

  it('creates a role with the chosen permissions', async () => {
    const api = setup({
      'POST /v1/roles': ({ body }) => ({ status: 201, body: { data: role(4, body as Partial<Role>) } }),
    });
    const dialog = await openAddDialog();
    fireEvent.change(within(dialog).getByLabelText('Role Name'), { target: { value: 'Analyst' } });
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: 'Reads analytics' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Bot Analytics: Chat Records' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Bot Analytics' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Role' }));

    expect(await screen.findByText('Role created successfully!')).toBeTruthy();
    // In the contract's order, whatever the clicking order.
    expect(api.callsTo('POST', '/v1/roles')[0]?.body).toEqual({
      name: 'Analyst',
      description: 'Reads analytics',
      permissions: ['BOT', 'CHAT_RECORDS'],
      requires_sso: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.callsTo('GET', '/v1/roles/list')).toHaveLength(2));
  });

  it('shows a duplicate role name under the field only, not again in a toast', async () => {
    setup({ 'POST /v1/roles': () => apiError(409, 'ROLE_NAME_ALREADY_USED', 'A role with this name already exists.') });
    const dialog = await openAddDialog();
    fireEvent.change(within(dialog).getByLabelText('Role Name'), { target: { value: 'Support' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Stalker' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Role' }));
    expect(await within(dialog).findByText('A role with this name already exists.')).toBeTruthy();
    expect(screen.getAllByText(/A role with this name already exists/)).toHaveLength(1);
  });

  it('updates a role, sending only the changed permissions', async () => {
    const api = setup({
      'PATCH /v1/roles/2': ({ body }) => ({ status: 200, body: { data: role(2, body as Partial<Role>) } }),
    });
    await screen.findByText('Support');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Role' });
    expect((within(dialog).getByLabelText('Role Name') as HTMLInputElement).value).toBe('Support');
    const stalker = within(dialog).getByRole('checkbox', { name: 'Stalker' });
    expect(stalker.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(stalker);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Role updated successfully!')).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/roles/2')[0]?.body).toEqual({
      permissions: ['KEYWORD_FORWARD', 'KEYWORD_RESTRICT', 'FILE_EXPORT', 'WAR_BOT'],
    });
  });

  it('makes a role require single sign-on, shown in its Sign-in column', async () => {
    const api = setup({
      'PATCH /v1/roles/2': ({ body }) => ({ status: 200, body: { data: role(2, body as Partial<Role>) } }),
    });
    await screen.findByText('Support');
    expect(screen.getAllByText('Password or single sign-on').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Edit Support' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Role' });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Requires single sign-on' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Role updated successfully!')).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/roles/2')[0]?.body).toEqual({ requires_sso: true });
  });

  it('keeps the name of a built-in role', async () => {
    setup();
    await screen.findByText('Super Admin');
    fireEvent.click(screen.getByRole('button', { name: 'Edit Super Admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Role' });
    expect((within(dialog).getByLabelText('Role Name') as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByText('Built-in roles keep their name.')).toBeTruthy();
  });

  it('deletes an unused role after confirmation', async () => {
    const api = setup({ 'DELETE /v1/roles/3': () => ({ status: 204 }) });
    await screen.findByText('Unused');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Unused' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Role' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Role deleted successfully!')).toBeTruthy();
    expect(api.callsTo('DELETE', '/v1/roles/3')).toHaveLength(1);
  });

  it('does not offer to delete a role accounts hold, and says how many', async () => {
    setup();
    await screen.findByText('Support');
    const locked = screen.getByRole('button', {
      name: '3 accounts hold this role: move them to another role before deleting the role',
    });
    expect((locked as HTMLButtonElement).disabled).toBe(true);
  });

  it('reports "Failed to delete role" with the reason when accounts took the role after the list loaded', async () => {
    setup({
      'DELETE /v1/roles/3': () =>
        apiError(409, 'ROLE_IN_USE', 'This role is assigned to accounts and cannot be deleted.'),
    });
    await screen.findByText('Unused');
    fireEvent.click(screen.getByRole('button', { name: 'Delete Unused' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Role' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Failed to delete role: This role is assigned to accounts and cannot be deleted.'),
    ).toBeTruthy();
  });

  it('closes the role dialog on Escape', async () => {
    setup();
    const dialog = await openAddDialog();
    fireEvent.keyDown(within(dialog).getByLabelText('Role Name'), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Role Management: only what the user may grant (docs/decisions/0012-grant-rules.md)', () => {
  it('offers only the permissions the user holds, and never ALL to others', async () => {
    signInAs(['ROLE_MANAGEMENT', 'STALKER', 'BOT']);
    setup();
    const dialog = await openAddDialog();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3);
    for (const name of ['Role Management', 'Bot Analytics', 'Stalker'])
      expect(within(dialog).getByRole('checkbox', { name })).toBeTruthy();
    expect(within(dialog).queryByRole('checkbox', { name: 'All sections' })).toBeNull();
    expect(within(dialog).getByText('Only the permissions you hold can be given.')).toBeTruthy();
  });

  it('locks edit and delete of roles holding more than the user, and of the user’s own role', async () => {
    signInAs(['ROLE_MANAGEMENT', 'KEYWORD_FORWARD'], { roleId: 3 });
    setup();
    await screen.findByText('Super Admin');
    const rows = screen.getAllByRole('row');
    const outranks = 'This role holds permissions you do not have, so you cannot change it.';
    for (const row of [rows[1], rows[2]]) {
      const buttons = within(row as HTMLElement).getAllByRole('button', { name: outranks });
      expect(buttons).toHaveLength(2);
      for (const button of buttons) expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    const own = within(rows[3] as HTMLElement).getAllByRole('button', { name: 'You cannot change the role you hold.' });
    expect(own).toHaveLength(2);
    for (const button of own) expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('lets a manager edit a role within what they hold', async () => {
    signInAs(['ROLE_MANAGEMENT', 'KEYWORD_FORWARD']);
    setup();
    await screen.findByText('Unused');
    expect((screen.getByRole('button', { name: 'Edit Unused' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Delete Unused' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
