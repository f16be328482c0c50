import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Keyword } from '@backoffice/contract';
import { useSuite } from '../support/suite.js';
import {
  deleteRow,
  editRow,
  expectRefused,
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
  expectToast,
  fieldMessages,
  pathOf,
  sidebar,
  waitForPath,
} from '../support/ui.js';

/** Keyword → Forward and Restrict: one page for both types. */
const suite = useSuite();

function createKeyword(type: 'forward' | 'restrict', body: Record<string, unknown>): Promise<{ data: Keyword }> {
  return suite.adminApi<{ data: Keyword }>('POST', `/v1/keyword/${type}`, body);
}

function openKeywords(page: Page, path = '/keyword/forward', heading = 'Keyword Forward'): Promise<void> {
  return openList(page, path, heading);
}

/** A fresh browser signed in as the admin, on a keyword list. */
async function openAsAdmin(path?: string, heading?: string): Promise<Page> {
  const { page } = await suite.openSignedIn();
  await openKeywords(page, path, heading);
  return page;
}

function keywordDialog(dialog: Locator) {
  return {
    dialog,
    keyword: dialog.getByRole('textbox', { name: 'Keyword' }),
    queueNumber: dialog.getByRole('textbox', { name: 'Queue number' }),
    price: dialog.getByRole('textbox', { name: 'Price' }),
    remarks: dialog.getByRole('textbox', { name: 'Remarks' }),
  };
}

describe('Keyword Forward', () => {
  it('adds a keyword with its queue number, price and remarks', async () => {
    const page = await openAsAdmin();
    const form = keywordDialog(await openDialog(page, 'Add Keyword'));
    await form.keyword.fill('Crypto News');
    await form.queueNumber.fill('7');
    await form.price.fill('12.5');
    await form.remarks.fill('VIP placement');
    await submitDialog(form.dialog, 'Add Keyword', 'Keyword added successfully!');
    const created = row(page, 'Crypto News');
    await created.getByRole('cell', { name: '$12.50', exact: true }).waitFor();
    await created.getByRole('cell', { name: 'VIP placement', exact: true }).waitFor();
    await created.getByRole('cell', { name: '7', exact: true }).waitFor();
    // "Created By" starts hidden on a laptop-wide list; View shows it.
    await page.getByRole('button', { name: 'View', exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Created By' }).click();
    await page.keyboard.press('Escape');
    await created.getByRole('cell', { name: 'admin', exact: true }).waitFor();
    expect(await created.getByRole('switch', { name: 'Status of Crypto News' }).getAttribute('aria-checked')).toBe(
      'true',
    );
  });

  it('shows the product’s messages for a missing keyword and a bad queue number', async () => {
    const page = await openAsAdmin();
    const form = keywordDialog(await openDialog(page, 'Add Keyword'));
    await form.queueNumber.fill('1000');
    await form.price.fill('1.234');
    await form.dialog.getByRole('button', { name: 'Add Keyword' }).click();

    await expectFieldMessage(form.keyword, 'Keyword is required');
    await expectFieldMessage(form.queueNumber, 'Please enter a valid number.');
    await expectFieldMessage(form.price, 'Enter a price with at most 2 decimal places');
    await form.keyword.fill('x'.repeat(31));
    await expectFieldMessage(form.keyword, 'Keyword must not exceed 30 characters');
    // Nothing was sent: the dialog is still open.
    expect(await form.dialog.isVisible()).toBe(true);
  });

  it('refuses a queue number already used in the list, with the product’s toast', async () => {
    await createKeyword('forward', { keyword: 'taken number', queue_number: 42, price: 1 });
    // The same number in the other type does not count.
    await createKeyword('restrict', { keyword: 'other list', queue_number: 43, price: 0 });
    const page = await openAsAdmin();
    const form = keywordDialog(await openDialog(page, 'Add Keyword'));
    await form.keyword.fill('newcomer');
    await form.queueNumber.fill('42');
    await form.price.fill('3');
    await form.dialog.getByRole('button', { name: 'Add Keyword' }).click();

    // The product's toast says it; the field does not say it again.
    await expectToast(page, 'Queue number already used.');
    expect(await fieldMessages(form.queueNumber)).toEqual([]);
    await form.queueNumber.fill('43');
    await form.dialog.getByRole('button', { name: 'Add Keyword' }).click();
    await expectToast(page, 'Keyword added successfully!');
    await row(page, 'newcomer').waitFor();
  });

  it('edits a keyword', async () => {
    await createKeyword('forward', { keyword: 'to edit', queue_number: 60, price: '5.00', remarks: 'old' });
    const page = await openAsAdmin('/keyword/forward?search=to%20edit');
    const form = keywordDialog(await editRow(page, 'to edit', 'Edit Keyword'));
    expect(await form.price.inputValue()).toBe('5.00');
    await form.keyword.fill('edited');
    await form.price.fill('7.25');
    await form.dialog.getByRole('button', { name: 'Save changes' }).click();

    await expectToast(page, 'Keyword updated successfully!');
    await searchBox(page).fill('edited');
    await row(page, 'edited').getByRole('cell', { name: '$7.25', exact: true }).waitFor();
  });

  it('switches a keyword Inactive and back from the list', async () => {
    await createKeyword('forward', { keyword: 'switchable', queue_number: 61, price: 1 });
    const page = await openAsAdmin('/keyword/forward?search=switchable');
    const toggle = row(page, 'switchable').getByRole('switch', {
      name: 'Status of switchable',
    });
    await toggle.click();
    await expectToast(page, 'Status updated successfully!');
    await eventually(() => toggle.getAttribute('aria-checked')).toBe('false');
    await row(page, 'switchable').getByText('Inactive', { exact: true }).waitFor();
    await toggle.click();
    await eventually(() => toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await eventually(() => toggle.getAttribute('aria-checked')).toBe('false');

    // The status filter now finds it among the inactive keywords only.
    await page.goto('/keyword/forward?search=switchable&status=Active');
    await page.getByText('No results.').waitFor();
  });

  it('deletes a keyword after confirmation', async () => {
    await createKeyword('forward', { keyword: 'to delete', queue_number: 62, price: 1 });
    const page = await openAsAdmin('/keyword/forward?search=to%20delete');
    const confirm = await deleteRow(page, 'to delete', 'Delete Keyword');
    await confirm.getByText(/Delete the keyword to delete\?/).waitFor();
    await submitDialog(confirm, 'Delete', 'Keyword deleted successfully!');
    await row(page, 'to delete').waitFor({ state: 'detached' });
  });

  it('searches on the server and pages through the results', async () => {
    for (let i = 0; i < 12; i++)
      await createKeyword('forward', {
        keyword: `pager ${String(i).padStart(2, '0')}`,
        queue_number: 200 + i,
        price: 1,
      });
    const page = await openAsAdmin();
    await searchBox(page).fill('pager');
    await eventually(() => searchParam(page, 'search')).toBe('pager');
    await page.getByText('Page 1 of 2', { exact: true }).waitFor();
    await eventually(() => firstColumn(page).then((rows) => rows.length)).toBe(10);

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText('Page 2 of 2', { exact: true }).waitFor();
    // Sorted by queue number by default: the last two.
    await eventually(() => firstColumn(page)).toEqual(['pager 10', 'pager 11']);

    await page.getByRole('button', { name: 'Queue Number: sort or hide' }).click();
    await page.getByRole('menuitem', { name: 'Desc' }).click();
    expect(searchParam(page, 'sort')).toBe('queue_number');
    await eventually(() => firstColumn(page).then((rows) => rows[0])).toBe('pager 11');
    await page.getByText('Page 1 of 2', { exact: true }).waitFor();
  });

  it('fills the search box from ?searchKeyword= and filters the list', async () => {
    await createKeyword('forward', { keyword: 'linked word', queue_number: 70, price: 1 });
    const page = await openAsAdmin('/keyword/forward?searchKeyword=linked');
    await eventually(() => searchBox(page).inputValue()).toBe('linked');
    await eventually(() => firstColumn(page)).toEqual(['linked word']);
  });

  it('sends /keyword and any other type to the forward list', async () => {
    const { page } = await suite.openSignedIn();
    await page.goto('/keyword/other');
    await waitForPath(page, '/keyword/forward');
    await page.getByRole('heading', { name: 'Keyword Forward', level: 1 }).waitFor();
    await page.goto('/keyword');
    await waitForPath(page, '/keyword/forward');
    expect(pathOf(page)).toBe('/keyword/forward');
  });
});

describe('Keyword Restrict', () => {
  it('keeps its own list: a restrict keyword is not on the forward page', async () => {
    await createKeyword('restrict', { keyword: '赌博', queue_number: 5, price: 0 });
    const { page } = await suite.openSignedIn();
    await openKeywords(page, '/keyword/restrict?search=赌博', 'Keyword Restrict');
    await row(page, '赌博').waitFor();
    await page.goto('/keyword/forward?search=赌博');
    await page.getByText('No results.').waitFor();
  });
});

describe('keyword permissions', () => {
  it('a KEYWORD_RESTRICT-only user sees Restrict but not Forward, and never reaches the forward list', async () => {
    const restrictOnly = await suite.createStaff('restrictonly', ['KEYWORD_RESTRICT']);
    const { page } = await suite.openSignedIn(restrictOnly);
    await openKeywords(page, '/keyword/restrict', 'Keyword Restrict');
    await sidebar(page).getByRole('link', { name: 'Restrict' }).waitFor();
    expect(await sidebar(page).getByRole('link', { name: 'Forward' }).count()).toBe(0);

    await page.goto('/keyword/forward');
    await waitForPath(page, '/keyword/restrict');
    await page.getByRole('heading', { name: 'Keyword Restrict', level: 1 }).waitFor();
  });

  it('a user with neither permission sees no Keyword entry and is refused the pages', async () => {
    const neither = await suite.createStaff('nokeyword', ['KEYWORD_MESSAGE']);
    const { page } = await suite.openSignedIn(neither);
    await expectRefused(page, ['/keyword/forward']);
    expect(await sidebar(page).getByRole('link', { name: 'Forward' }).count()).toBe(0);
    expect(await sidebar(page).getByRole('link', { name: 'Restrict' }).count()).toBe(0);
  });
});
