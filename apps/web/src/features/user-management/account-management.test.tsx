import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Account } from '@backoffice/contract';
import { installDomPolyfills, renderWithProviders, SearchHarness } from '@/components/data-table/test-helpers';
import { AccountManagementPage } from './accounts/account-management-page';
import type { AccountSearch } from './accounts/account-search';
import { apiError, mockUserApi, paged, signInAs, signOut, type ApiHandler } from './test-api';

const ROLES = [
  { id: 1, name: 'Super Admin', assignable: true },
  { id: 2, name: 'Dev', assignable: true },
];

function account(id: number, overrides: Partial<Account> = {}): Account {
  return {
    id,
    email: `user${id}@example.com`,
    username: `user${id}`,
    role: { id: 2, name: 'Dev' },
    status: 'Active',
    force_reset_password: false,
    last_login_at: null,
    created_at: '2024-05-01T08:30:00.000Z',
    created_by: 'admin',
    updated_at: '2024-05-02T08:30:00.000Z',
    ...overrides,
  };
}

const ACCOUNTS = [
  account(1, { email: 'admin@example.com', username: 'admin', role: { id: 1, name: 'Super Admin' } }),
  account(2, { status: 'Inactive' }),
];

function setup(routes: Record<string, ApiHandler> = {}, initial: AccountSearch = {}) {
  const api = mockUserApi({
    'GET /v1/accounts/list': () => ({ status: 200, body: paged(ACCOUNTS) }),
    'GET /v1/roles/options': () => ({ status: 200, body: { data: ROLES } }),
    ...routes,
  });
  renderWithProviders(
    <SearchHarness<AccountSearch> initial={initial}>
      {(search, setSearch) => <AccountManagementPage search={search} onSearchChange={setSearch} />}
    </SearchHarness>,
  );
  return api;
}

async function openAddDialog() {
  await screen.findByText('admin@example.com');
  fireEvent.click(screen.getByRole('button', { name: 'Add Account' }));
  return screen.findByRole('dialog', { name: 'Add Account' });
}

/** Picks an option of a Radix select with the keyboard, as jsdom has no layout for pointer picking. */
async function choose(combobox: HTMLElement, option: string) {
  fireEvent.pointerDown(combobox, { button: 0, ctrlKey: false, pointerType: 'mouse' });
  fireEvent.keyDown(await screen.findByRole('option', { name: option }), { key: 'Enter' });
}

function fill(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

beforeAll(installDomPolyfills);
beforeEach(() => {
  signInAs(['ALL']);
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: vi.fn(() => Promise.resolve()) },
    configurable: true,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('Account Management', () => {
  it('lists accounts with their role, status and dates', async () => {
    const api = setup();
    expect(await screen.findByText('admin@example.com')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Account Management' })).toBeTruthy();
    const rows = screen.getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByText('Super Admin')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('Active')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('Inactive')).toBeTruthy();
    // No login yet shows '-'.
    expect(within(rows[1] as HTMLElement).getAllByText('-').length).toBeGreaterThan(0);
    for (const header of [
      'Email',
      'Username',
      'Role',
      'Status',
      'Last Login',
      'Created At',
      'Created By',
      'Updated At',
      'Actions',
    ]) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeTruthy();
    }
    const list = api.callsTo('GET', '/v1/accounts/list')[0];
    expect(list?.query.get('per_page')).toBe('10');
    expect(list?.query.get('current_page')).toBe('1');
  });

  it('sends the URL filters to the list API', async () => {
    const api = setup({}, { status: 'Inactive', role_id: 2, sort: 'email', order: 'desc', search: 'user' });
    await screen.findByText('admin@example.com');
    const query = api.callsTo('GET', '/v1/accounts/list')[0]?.query;
    expect(query?.get('status')).toBe('Inactive');
    expect(query?.get('role_id')).toBe('2');
    expect(query?.get('email')).toBe('desc');
    expect(query?.get('search')).toBe('user');
  });

  it('validates the add form with the contract messages', async () => {
    const api = setup();
    const dialog = await openAddDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Account' }));
    expect(await within(dialog).findByText('Email is required')).toBeTruthy();
    expect(within(dialog).getByText('Username is required')).toBeTruthy();
    expect(within(dialog).getByText('Password is required')).toBeTruthy();
    expect(within(dialog).getByText('Please select a Role')).toBeTruthy();

    fill(dialog, 'Email', 'not-an-email');
    fill(dialog, 'Username', 'x'.repeat(31));
    fill(dialog, 'Password', 'short');
    expect(await within(dialog).findByText('Please enter a valid email address')).toBeTruthy();
    expect(within(dialog).getByText('Username must not exceed 30 characters')).toBeTruthy();
    expect(within(dialog).getByText('Password do not meet requirements')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/accounts')).toHaveLength(0);
  });

  it('generates a password, shows it once in clear and copies it', async () => {
    const api = setup({
      'POST /v1/accounts/generate-password': () => ({ status: 200, body: { data: { password: 'Gen3rated@Pass' } } }),
    });
    const dialog = await openAddDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate password' }));
    expect(await screen.findByText('Password generated successfully!')).toBeTruthy();
    const password = within(dialog).getByLabelText('Password') as HTMLInputElement;
    expect(password.value).toBe('Gen3rated@Pass');
    expect(password.type).toBe('text');
    expect(api.callsTo('POST', '/v1/accounts/generate-password')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy password' }));
    expect(await screen.findByText('Password copied to clipboard')).toBeTruthy();
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('Gen3rated@Pass');
  });

  it('says so when the password cannot be generated', async () => {
    setup({ 'POST /v1/accounts/generate-password': () => apiError(500, 'INTERNAL_ERROR', 'boom') });
    const dialog = await openAddDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate password' }));
    expect(await screen.findByText('Failed to generate password')).toBeTruthy();
  });

  it('creates an account, closes the dialog and reloads the list', async () => {
    const api = setup({
      'POST /v1/accounts': ({ body }) => ({ status: 201, body: { data: account(3, body as Partial<Account>) } }),
    });
    const dialog = await openAddDialog();
    fill(dialog, 'Email', ' new@example.com ');
    fill(dialog, 'Username', 'newbie');
    fill(dialog, 'Password', 'Str0ng@Pass');
    await choose(within(dialog).getByRole('combobox', { name: 'Role' }), 'Dev');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Account' }));

    expect(await screen.findByText('Account created successfully!')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/accounts')[0]?.body).toEqual({
      email: 'new@example.com',
      username: 'newbie',
      password: 'Str0ng@Pass',
      role_id: 2,
      status: 'Active',
      force_reset_password: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.callsTo('GET', '/v1/accounts/list')).toHaveLength(2));
  });

  it('shows a duplicate email under the field only, not again in a toast', async () => {
    setup({
      'POST /v1/accounts': () => apiError(409, 'EMAIL_ALREADY_USED', 'This email is already used by another account.'),
    });
    const dialog = await openAddDialog();
    fill(dialog, 'Email', 'admin@example.com');
    fill(dialog, 'Username', 'another');
    fill(dialog, 'Password', 'Str0ng@Pass');
    await choose(within(dialog).getByRole('combobox', { name: 'Role' }), 'Dev');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Account' }));

    expect(await within(dialog).findByText('This email is already used by another account.')).toBeTruthy();
    expect(screen.getAllByText(/This email is already used by another account/)).toHaveLength(1);
    expect(screen.getByRole('dialog', { name: 'Add Account' })).toBeTruthy();
  });

  it('puts server validation errors on their fields', async () => {
    setup({
      'POST /v1/accounts': () =>
        apiError(400, 'VALIDATION_FAILED', 'Some fields are invalid.', {
          fields: [{ field: 'username', code: 'max_length:30', message: 'Username must not exceed 30 characters' }],
        }),
    });
    const dialog = await openAddDialog();
    fill(dialog, 'Email', 'new@example.com');
    fill(dialog, 'Username', 'newbie');
    fill(dialog, 'Password', 'Str0ng@Pass');
    await choose(within(dialog).getByRole('combobox', { name: 'Role' }), 'Dev');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Account' }));
    expect(await within(dialog).findByText('Username must not exceed 30 characters')).toBeTruthy();
  });

  it('edits an account, sending only what changed; a blank password stays unchanged', async () => {
    const api = setup({
      'PATCH /v1/accounts/2': ({ body }) => ({ status: 200, body: { data: account(2, body as Partial<Account>) } }),
    });
    await screen.findByText('user2@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Edit user2@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Account' });
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('user2@example.com');
    expect((within(dialog).getByLabelText('Password') as HTMLInputElement).value).toBe('');
    fill(dialog, 'Username', 'renamed');
    await choose(within(dialog).getByRole('combobox', { name: 'Status' }), 'Active');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Account updated successfully!')).toBeTruthy();
    expect(api.callsTo('PATCH', '/v1/accounts/2')[0]?.body).toEqual({ username: 'renamed', status: 'Active' });
  });

  it('deletes an account after confirmation', async () => {
    const api = setup({ 'DELETE /v1/accounts/2': () => ({ status: 204 }) });
    await screen.findByText('user2@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Delete user2@example.com' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Account' });
    expect(within(confirm).getByText(/user2@example\.com/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Account deleted successfully!')).toBeTruthy();
    expect(api.callsTo('DELETE', '/v1/accounts/2')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows the reason when a delete is refused', async () => {
    setup({
      'DELETE /v1/accounts/1': () =>
        apiError(409, 'CANNOT_CHANGE_OWN_ACCOUNT', 'You cannot disable, delete or demote your own account.'),
    });
    await screen.findByText('admin@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Delete admin@example.com' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Account' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Failed to delete account: You cannot disable, delete or demote your own account.'),
    ).toBeTruthy();
  });
});

describe('Account Management: only what the user may grant (docs/decisions/0012-grant-rules.md)', () => {
  const LIMITED_ROLES = [
    { id: 1, name: 'Super Admin', assignable: false },
    { id: 2, name: 'Dev', assignable: false },
    { id: 3, name: 'Bots', assignable: true },
  ];
  const limitedSetup = () => setup({ 'GET /v1/roles/options': () => ({ status: 200, body: { data: LIMITED_ROLES } }) });

  it('offers only the roles the user may assign in the role picker', async () => {
    signInAs(['USER_ACCOUNT', 'BOT']);
    limitedSetup();
    const dialog = await openAddDialog();
    const picker = within(dialog).getByRole('combobox', { name: 'Role' }) as HTMLButtonElement;
    await waitFor(() => expect(picker.disabled).toBe(false));
    fireEvent.pointerDown(picker, { button: 0, ctrlKey: false, pointerType: 'mouse' });
    await screen.findByRole('option', { name: 'Bots' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Bots']);
    expect(screen.queryByRole('option', { name: 'Super Admin' })).toBeNull();
  });

  it('locks edit and delete of accounts whose role holds more than the user, with the reason', async () => {
    signInAs(['USER_ACCOUNT', 'BOT']);
    limitedSetup();
    await screen.findByText('admin@example.com');
    const reason = 'This account holds permissions you do not have, so you cannot change it.';
    const rows = screen.getAllByRole('row');
    const admin = within(rows[1] as HTMLElement);
    await waitFor(() => expect(admin.getAllByRole('button', { name: reason })).toHaveLength(2));
    for (const button of admin.getAllByRole('button', { name: reason }))
      expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(admin.queryByRole('button', { name: 'Edit admin@example.com' })).toBeNull();
  });

  it('keeps actions open for accounts the user outranks or equals', async () => {
    signInAs(['ALL']);
    setup();
    await screen.findByText('admin@example.com');
    expect((screen.getByRole('button', { name: 'Edit admin@example.com' }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Delete user2@example.com' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('on one’s own account: the role is not editable, the password is changed from the profile, delete is locked', async () => {
    signInAs(['ALL'], { id: 2, roleId: 2 });
    setup();
    await screen.findByText('user2@example.com');
    expect(
      (screen.getByRole('button', { name: 'You cannot delete your own account.' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Edit user2@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Account' });
    expect((within(dialog).getByRole('combobox', { name: 'Role' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).getByText('You cannot change your own role.')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Password')).toBeNull();
    expect(within(dialog).getByText('To change your own password, use Change Password on your profile.')).toBeTruthy();
  });
});
