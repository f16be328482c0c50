import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { meetsPasswordPolicy, type Paged, type Account } from '@backoffice/contract';
import { useSuite } from '../support/suite.js';
import {
  bodyRows,
  choose,
  deleteRow,
  editRow,
  firstColumn,
  openDialog,
  openList,
  row,
  searchBox,
  searchParam,
  submitDialog,
} from '../support/list.js';
import {
  eventually,
  expectFieldMessage,
  expectText,
  expectToast,
  pathOf,
  toastCount,
  discardChanges,
} from '../support/ui.js';

/** User Management as an administrator: roles, accounts, and the list table they share. */
const suite = useSuite();

let devRoleId: number;

beforeAll(async () => {
  const options = await suite.adminApi<{ data: { id: number; name: string }[] }>('GET', '/um/v1/roles/options');
  const dev = options.data.find((role) => role.name === 'Dev');
  if (!dev) throw new Error('the built-in Dev role is missing');
  devRoleId = dev.id;
});

async function openRoles(page: Page): Promise<void> {
  await page.goto('/user/role-management');
  await page.getByRole('heading', { name: 'Role Management', level: 1 }).waitFor();
  // The built-in role is always listed once the list has loaded.
  await row(page, 'Super Admin').waitFor();
}

function openAccounts(page: Page, query = ''): Promise<void> {
  return openList(page, `/user/account-management${query}`, 'Account Management');
}

describe('Role Management', () => {
  it('creates a role with a name, a description and permissions', async () => {
    const { page } = await suite.openSignedIn();
    await openRoles(page);
    const dialog = await openDialog(page, 'Add Role');
    await dialog.getByRole('textbox', { name: 'Role Name' }).fill('Support Desk');
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Answers the staff hotline');
    await dialog.getByRole('checkbox', { name: 'Stalker' }).check();
    await dialog.getByRole('checkbox', { name: 'Keyword Message' }).check();
    await submitDialog(dialog, 'Add Role', 'Role created successfully!');
    const created = row(page, 'Support Desk');
    await created.waitFor();
    await created.getByText('Answers the staff hotline').waitFor();
    await created.getByText('Stalker', { exact: true }).waitFor();
    await created.getByText('Keyword Message', { exact: true }).waitFor();
  });

  it('says "Permission is required" when no permission is ticked', async () => {
    const { page } = await suite.openSignedIn();
    await openRoles(page);
    const dialog = await openDialog(page, 'Add Role');
    await dialog.getByRole('textbox', { name: 'Role Name' }).fill('No Permissions');
    await dialog.getByRole('button', { name: 'Add Role' }).click();

    await dialog.getByText('Permission is required', { exact: true }).waitFor();
    expect(await dialog.isVisible()).toBe(true);
  });

  it('refuses a role name longer than 30 characters', async () => {
    const { page } = await suite.openSignedIn();
    await openRoles(page);
    const dialog = await openDialog(page, 'Add Role');
    const name = dialog.getByRole('textbox', { name: 'Role Name' });
    await name.fill('R'.repeat(31));
    await dialog.getByRole('checkbox', { name: 'Stalker' }).check();
    await dialog.getByRole('button', { name: 'Add Role' }).click();

    await expectFieldMessage(name, 'Role Name must not exceed 30 characters');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await discardChanges(page);
    await dialog.waitFor({ state: 'hidden' });
    expect(await row(page, 'R'.repeat(31)).count()).toBe(0);
  });

  it('edits a role', async () => {
    await suite.createRole('Night Shift', ['STALKER'], 'Before');
    const { page } = await suite.openSignedIn();
    await openRoles(page);
    const dialog = await editRow(page, 'Night Shift', 'Edit Role');
    const description = dialog.getByRole('textbox', { name: 'Description' });
    expect(await description.inputValue()).toBe('Before');
    expect(await dialog.getByRole('checkbox', { name: 'Stalker' }).isChecked()).toBe(true);
    await description.fill('Watches the groups at night');
    await dialog.getByRole('checkbox', { name: 'File Export' }).check();
    await submitDialog(dialog, 'Save changes', 'Role updated successfully!');
    const edited = row(page, 'Night Shift');
    await edited.getByText('Watches the groups at night').waitFor();
    await edited.getByText('File Export', { exact: true }).waitFor();
  });

  it('does not offer to delete a role that accounts hold, and says why', async () => {
    await suite.createStaff('Role In Use', ['STALKER']);
    const { page } = await suite.openSignedIn();
    await openRoles(page);
    const locked = row(page, 'Role In Use').getByRole('button', {
      name: '1 account holds this role: move it to another role before deleting the role',
    });
    await locked.waitFor();
    expect(await locked.isDisabled()).toBe(true);
  });

  it('deletes a role nobody holds', async () => {
    await suite.createRole('Short Lived', ['STALKER']);
    const { page } = await suite.openSignedIn();
    await openRoles(page);
    const dialog = await deleteRow(page, 'Short Lived', 'Delete Role');
    await dialog.getByText('Delete the role Short Lived? You can undo this for 10 seconds afterwards.').waitFor();
    await submitDialog(dialog, 'Delete', 'Role deleted successfully!');
    await row(page, 'Short Lived').waitFor({ state: 'detached' });
  });

  it('does not offer to delete a built-in role', async () => {
    const { page } = await suite.openSignedIn();
    await openRoles(page);
    const locked = row(page, 'Super Admin').getByRole('button', {
      name: 'Built-in roles cannot be deleted',
    });
    expect(await locked.isDisabled()).toBe(true);
  });
});

describe('Account Management', () => {
  it("does not offer to delete one's own account, and says why", async () => {
    const { page } = await suite.openSignedIn();
    await openAccounts(page, '?search=admin%40example.com');
    const own = row(page, 'admin@example.com').getByRole('button', {
      name: 'You cannot delete your own account.',
    });
    await own.waitFor();
    expect(await own.isDisabled()).toBe(true);
  });

  it('creates an account with a generated password that can be copied', async () => {
    const { context, page } = await suite.openSignedIn();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: suite.baseUrl,
    });
    await openAccounts(page);
    const dialog = await openDialog(page, 'Add Account');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('new.staff@example.com');
    await dialog.getByRole('textbox', { name: 'Username' }).fill('New Staff');

    await dialog.getByRole('button', { name: 'Generate password' }).click();
    await expectToast(page, 'Password generated successfully!');
    const password = dialog.getByLabel('Password', { exact: true });
    await eventually(async () => meetsPasswordPolicy(await password.inputValue())).toBe(true);
    const generated = await password.inputValue();
    // Shown in clear so it can be passed on.
    expect(await password.getAttribute('type')).toBe('text');

    await dialog.getByRole('button', { name: 'Copy password' }).click();
    await expectToast(page, 'Password copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(generated);

    await choose(dialog, 'Role', 'Dev');
    await submitDialog(dialog, 'Add Account', 'Account created successfully!');
    const created = row(page, 'new.staff@example.com');
    await created.waitFor();
    await created.getByRole('cell', { name: 'New Staff', exact: true }).waitFor();
    await created.getByRole('cell', { name: 'Dev', exact: true }).waitFor();

    // The generated password is the account's password.
    const signIn = await fetch(`${suite.baseUrl}/um/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'new.staff@example.com',
        password: generated,
      }),
    });
    expect(signIn.status).toBe(200);
  });

  it('shows an e-mail already used under the field, once', async () => {
    const { page } = await suite.openSignedIn();
    await openAccounts(page);
    const dialog = await openDialog(page, 'Add Account');
    const email = dialog.getByRole('textbox', { name: 'Email' });
    await email.fill('admin@example.com');
    await dialog.getByRole('textbox', { name: 'Username' }).fill('Second Admin');
    await dialog.getByLabel('Password', { exact: true }).fill('Valid@Kite123');
    await choose(dialog, 'Role', 'Dev');
    await dialog.getByRole('button', { name: 'Add Account' }).click();

    await expectFieldMessage(email, 'This email is already used by another account.');
    expect(await dialog.isVisible()).toBe(true);
    // Saving with a free e-mail toasts; the conflict before it did not (toasts stay until dismissed).
    await email.fill('second.admin@example.com');
    await dialog.getByRole('button', { name: 'Add Account' }).click();
    await expectToast(page, 'Account created successfully!');
    expect(await toastCount(page, /already used/)).toBe(0);
  });

  it('edits the username of an account', async () => {
    await suite.createAccount({
      email: 'rename.me@example.com',
      username: 'Old Name',
      roleId: devRoleId,
    });
    const { page } = await suite.openSignedIn();
    await openAccounts(page);
    const dialog = await editRow(page, 'rename.me@example.com', 'Edit Account');
    const username = dialog.getByRole('textbox', { name: 'Username' });
    expect(await username.inputValue()).toBe('Old Name');
    await username.fill('New Name');
    await submitDialog(dialog, 'Save changes', 'Account updated successfully!');
    await row(page, 'rename.me@example.com').getByRole('cell', { name: 'New Name', exact: true }).waitFor();
  });

  it('deletes an account only after confirmation', async () => {
    await suite.createAccount({
      email: 'leaving@example.com',
      username: 'Leaving Soon',
      roleId: devRoleId,
    });
    const { page } = await suite.openSignedIn();
    await openAccounts(page);
    const target = row(page, 'leaving@example.com');
    const dialog = page.getByRole('alertdialog', { name: 'Delete Account' });

    await target.getByRole('button', { name: 'Delete leaving@example.com' }).click();
    await dialog.getByText('Delete the account leaving@example.com?', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await target.waitFor();

    await target.getByRole('button', { name: 'Delete leaving@example.com' }).click();
    await submitDialog(dialog, 'Delete', 'Account deleted successfully!');
    await target.waitFor({ state: 'detached' });
  });
});

describe('the list table', () => {
  /** Twelve accounts pager01…pager12 plus whatever the other tests made. */
  const PAGER = Array.from({ length: 12 }, (_, index) => `pager${String(index + 1).padStart(2, '0')}@example.com`);
  let total: number;

  beforeAll(async () => {
    for (const [index, email] of PAGER.entries()) {
      await suite.createAccount({
        email,
        username: `Pager ${index + 1}`,
        roleId: devRoleId,
      });
    }
    const list = await suite.adminApi<Paged<Account>>('GET', '/um/v1/accounts/list?per_page=10&current_page=1');
    total = list.data.total_item_count;
  });

  it('filters the rows by the search text', async () => {
    const { page } = await suite.openSignedIn();
    await openAccounts(page);
    await searchBox(page).fill('pager07');

    await eventually(() => searchParam(page, 'search')).toBe('pager07');
    await eventually(() => firstColumn(page)).toEqual(['pager07@example.com']);
    await page.getByText('Total 1 row', { exact: true }).waitFor();
  });

  it('pages through the list: "Page 1 of N", next page, and rows per page 10 to 50', async () => {
    expect(total).toBeGreaterThan(10);
    const { page } = await suite.openSignedIn();
    await openAccounts(page);
    const pages = (size: number) => Math.ceil(total / size);

    await page.getByText(`Page 1 of ${pages(10)}`, { exact: true }).waitFor();
    await page.getByText(`Total ${total} rows`, { exact: true }).waitFor();
    expect(await bodyRows(page).count()).toBe(10);

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText(`Page 2 of ${pages(10)}`, { exact: true }).waitFor();
    expect(searchParam(page, 'page')).toBe('2');
    expect(await page.getByRole('button', { name: 'Go to previous page' }).isEnabled()).toBe(true);

    const rowsPerPage = page.getByRole('combobox', { name: 'Rows per page' });
    await rowsPerPage.click();
    const options = (await page.getByRole('option').allTextContents()).map((text) => text.trim());
    expect(options).toEqual(['10', '20', '30', '40', '50']);
    await page.getByRole('option', { name: '20', exact: true }).click();

    await page.getByText(`Page 1 of ${pages(20)}`, { exact: true }).waitFor();
    expect(searchParam(page, 'size')).toBe('20');
    await eventually(() => bodyRows(page).count()).toBe(Math.min(20, total));
  });

  it('sorts by a column and toggles the order', async () => {
    const { page } = await suite.openSignedIn();
    await openAccounts(page, '?search=pager&size=20');
    await eventually(() => firstColumn(page).then((emails) => emails.length)).toBe(PAGER.length);
    const header = page.getByRole('columnheader', { name: 'Email' });

    await page.getByRole('button', { name: 'Email: sort or hide' }).click();
    await page.getByRole('menuitem', { name: 'Asc' }).click();
    await eventually(() => firstColumn(page)).toEqual(PAGER);
    expect(await header.getAttribute('aria-sort')).toBe('ascending');
    expect(searchParam(page, 'sort')).toBe('email');
    expect(searchParam(page, 'order')).toBe('asc');

    await page.getByRole('button', { name: 'Email: sort or hide' }).click();
    await page.getByRole('menuitem', { name: 'Desc' }).click();
    await eventually(() => firstColumn(page)).toEqual([...PAGER].reverse());
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    expect(searchParam(page, 'order')).toBe('desc');
  });

  it('keeps search, sort and page in the address, and shows the same page after a reload', async () => {
    const { page } = await suite.openSignedIn();
    await openAccounts(page);
    await searchBox(page).fill('pager');
    await eventually(() => searchParam(page, 'search')).toBe('pager');
    await page.getByRole('button', { name: 'Email: sort or hide' }).click();
    await page.getByRole('menuitem', { name: 'Desc' }).click();
    await eventually(() => firstColumn(page)).toEqual([...PAGER].reverse().slice(0, 10));
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await eventually(() => firstColumn(page)).toEqual(['pager02@example.com', 'pager01@example.com']);

    const address = new URL(page.url());
    expect(Object.fromEntries(address.searchParams)).toMatchObject({
      search: 'pager',
      sort: 'email',
      order: 'desc',
      page: '2',
    });

    await page.reload();
    await page.getByRole('heading', { name: 'Account Management', level: 1 }).waitFor();
    await eventually(() => firstColumn(page)).toEqual(['pager02@example.com', 'pager01@example.com']);
    await page.getByText('Page 2 of 2', { exact: true }).waitFor();
    expect(await searchBox(page).inputValue()).toBe('pager');
    expect(await page.getByRole('columnheader', { name: 'Email' }).getAttribute('aria-sort')).toBe('descending');
    expect(pathOf(page)).toBe('/user/account-management');
    await expectText(page.getByText(/^Total \d+ rows?$/), 'Total 12 rows');
  });
});

describe('Account Management for an account manager (docs/decisions/0012-grant-rules.md)', () => {
  it('does not offer Super Admin to a holder of Account Management alone, and locks the Super Admin row', async () => {
    const keeper = await suite.createStaff('Account Keeper', ['USER_ACCOUNT']);
    const { page } = await suite.openSignedIn(keeper);
    // Other tests of this file add accounts: find the Super Admin's row by search, whatever page it is on.
    await openAccounts(page, '?search=admin%40example.com');

    const admin = row(page, 'admin@example.com');
    const reason = 'This account holds permissions you do not have, so you cannot change it.';
    await eventually(() => admin.getByRole('button', { name: reason }).count()).toBe(2);
    for (const button of await admin.getByRole('button', { name: reason }).all())
      expect(await button.isDisabled()).toBe(true);

    const dialog = await openDialog(page, 'Add Account');
    const picker = dialog.getByRole('combobox', { name: 'Role' });
    await eventually(() => picker.isEnabled()).toBe(true);
    await picker.click();
    await page.getByRole('option', { name: 'Account Keeper', exact: true }).waitFor();
    expect((await page.getByRole('option').allTextContents()).map((text) => text.trim())).toEqual(['Account Keeper']);
  });
});
