import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { CatalogueEntry } from '@backoffice/contract';
import { useSuite } from '../support/suite.js';
import { deleteRow, editRow, openDialog, openList, submitDialog } from '../support/list.js';
import { eventually, expectFieldMessage, expectNotInSidebar, expectToast, pathOf, waitForPath } from '../support/ui.js';

/** Search Bot → Keyword Database and Sensitive Keyword, as an administrator and as an outsider. */
const suite = useSuite();

/** A row containing this text anywhere (a part of a name finds it). */
function row(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

function openCatalogue(page: Page, query = ''): Promise<void> {
  return openList(page, `/database/keyword-database${query}`, 'Keyword Database');
}

function openSensitive(page: Page): Promise<void> {
  return openList(page, '/database/sensitive-keyword', 'Sensitive Keyword');
}

function addEntry(body: Record<string, unknown>): Promise<{ data: CatalogueEntry }> {
  return suite.adminApi('POST', '/v1/catalogue', body);
}

describe('Keyword Database', () => {
  it('adds an entry, normalising its link, and refuses a bad link with the field message', async () => {
    const { page } = await suite.openSignedIn();
    await openCatalogue(page);
    const dialog = await openDialog(page, 'Add Entry');
    const link = dialog.getByRole('textbox', { name: 'Link' });
    await link.fill('example.com/nope');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expectFieldMessage(
      link,
      'Enter a Telegram link: https://t.me/name, t.me/name, @name or tg://resolve?domain=name',
    );
    await expectFieldMessage(dialog.getByRole('textbox', { name: 'Display name' }), 'Display name is required');

    // Any form staff paste is accepted and saved as https://t.me/<name>, as in every link field.
    await link.fill('http://t.me/E2E_Movies');
    await dialog.getByRole('textbox', { name: 'Display name' }).fill('E2E 电影频道');
    await dialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Video' }).click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Entry added successfully!');
    await dialog.waitFor({ state: 'hidden' });
    await row(page, 'E2E 电影频道').getByText('https://t.me/E2E_Movies', { exact: true }).waitFor();
  });

  it('edits and deletes an entry', async () => {
    await addEntry({ link: 't.me/e2e_edit_me', category: 'Group', display_name: 'E2E Edit Me' });
    const { page } = await suite.openSignedIn();
    await openCatalogue(page, '?search=e2e_edit');
    const dialog = await editRow(page, 'E2E Edit Me', 'Edit Entry');
    await dialog.getByRole('textbox', { name: 'Display name' }).fill('E2E Edited 已编辑');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Entry updated successfully!');
    await row(page, 'E2E Edited 已编辑').waitFor();

    const confirm = await deleteRow(page, 'E2E Edited 已编辑', 'Delete entry');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Entry deleted successfully!');
    await eventually(() => row(page, 'E2E Edited').count()).toBe(0);
  });

  it('searches, filters by category and tier, and pages', async () => {
    for (let i = 0; i < 12; i++) {
      await addEntry({
        link: `t.me/e2e_page_${i}`,
        category: i % 2 ? 'Music' : 'Bot',
        tier: i % 3 ? 'Public' : 'Premium',
        display_name: `E2E Page ${String(i).padStart(2, '0')}`,
      });
    }
    const { page } = await suite.openSignedIn();
    await openCatalogue(page);
    await page.getByRole('main').getByRole('searchbox').fill('e2e_page');
    await page.getByText('Total 12 rows').waitFor();
    await page.getByText('Page 1 of 2').waitFor();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText('Page 2 of 2').waitFor();
    await eventually(() => new URL(page.url()).searchParams.get('page')).toBe('2');

    // The toolbar's filter comes before the column header of the same name.
    await page.getByRole('button', { name: 'Category', exact: true }).first().click();
    await page.getByRole('checkbox', { name: 'Music', exact: true }).check();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Tier', exact: true }).first().click();
    await page.getByRole('checkbox', { name: 'Premium', exact: true }).check();
    await page.keyboard.press('Escape');
    // Music (odd) and Premium (multiple of 3): 3 and 9.
    await page.getByText('Total 2 rows').waitFor();
    await row(page, 'E2E Page 03').waitFor();
    await row(page, 'E2E Page 09').waitFor();
    expect(new URL(page.url()).searchParams.get('category')).toBe('Music');
  });

  it("formats member counts by the console's language, not the browser's", async () => {
    const { data: entry } = await addEntry({
      link: 't.me/e2e_big_channel',
      category: 'Channel',
      display_name: 'E2E Big Channel',
    });
    await suite.adminApi('PATCH', `/v1/catalogue/${entry.id}`, { member_count: 1017478 });
    // A German browser showing the console in English: counts read as English writes them.
    const { page } = await suite.openSignedIn(undefined, { locale: 'de-DE' });
    await openCatalogue(page, '?search=e2e_big_channel');
    await row(page, 'E2E Big Channel').getByText('1,017,478', { exact: true }).waitFor();
  });

  it('opens the detail page with the entry’s history, newest first', async () => {
    const { data: entry } = await addEntry({
      link: 't.me/e2e_history',
      category: 'Channel',
      display_name: 'E2E History',
    });
    await suite.adminApi('PATCH', `/v1/catalogue/${entry.id}`, { member_count: 4321 });
    const { page } = await suite.openSignedIn();
    await openCatalogue(page, '?search=e2e_history');
    await page.getByRole('link', { name: 'E2E History' }).click();
    await waitForPath(page, `/database/keyword-database/${entry.id}`);
    await page.getByRole('heading', { name: 'E2E History', level: 1 }).waitFor();
    const history = page.getByRole('table', { name: 'History' });
    await history.getByText('member_count: 0 → 4321').waitFor();
    const actions = (await history.getByRole('row').locator('td:nth-child(3)').allTextContents()).map((text) =>
      text.trim(),
    );
    expect(actions).toEqual(['Updated', 'Created']);
    expect(pathOf(page)).toContain(`/database/keyword-database/${entry.id}`);
  });

  it('previews a CSV import with its row errors, then imports a clean file', async () => {
    await addEntry({ link: 't.me/e2e_taken', category: 'Bot', display_name: 'Taken' });
    const { page } = await suite.openSignedIn();
    await openCatalogue(page);
    const dialog = await openDialog(page, 'Import CSV', 'Import from CSV');
    // A file without some columns says which are missing, and which a file must have.
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'short.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('link,name\nt.me/e2e_short,Short\n'),
    });
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await expectToast(
      page,
      'Import failed: The file has no column named category, display_name. Its first row must name the columns link, category, display_name; tier, member_count, status may be left out.',
    );

    const header = 'link,category,display_name,tier,member_count,status';
    const bad = [
      header,
      't.me/e2e_csv_one,Channel,CSV One,Public,10,Active',
      't.me/e2e_taken,Bot,Clash,Public,1,Active',
    ].join('\n');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    await dialog.getByRole('button', { name: 'Check file' }).click();
    const errors = dialog.getByRole('table', { name: /problems? found/ });
    await errors
      .getByRole('row')
      .filter({ hasText: 'This link is already in the keyword database' })
      .getByRole('cell', { name: '3', exact: true })
      .waitFor();
    expect(await dialog.getByRole('button', { name: /^Import \d+ rows?$/ }).count()).toBe(0);

    // The real reason of each problem, wrapped inside the dialog rather than cut at its edge.
    const wrong = [header, 't.me/ab,Sticker,Short name,Gold,1,Maybe'].join('\n');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'wrong.csv', mimeType: 'text/csv', buffer: Buffer.from(wrong) });
    await dialog.getByRole('button', { name: 'Check file' }).click();
    const reasons = [
      'A Telegram username has 5 to 32 letters, digits or underscores, starts with a letter and does not end with an underscore',
      'Category must be one of: Media, Channel, Bot, Message, Video, Music, Group',
      'Tier must be one of: Public, Premium',
      'Status must be one of: Active, Inactive',
    ];
    for (const reason of reasons) {
      const cell = errors.getByRole('cell', { name: reason, exact: true });
      await cell.waitFor();
      const [cellBox, dialogBox] = await Promise.all([cell.boundingBox(), dialog.boundingBox()]);
      expect(cellBox && dialogBox && cellBox.x + cellBox.width <= dialogBox.x + dialogBox.width, reason).toBe(true);
      expect(await cell.evaluate((node) => node.scrollWidth <= node.clientWidth), reason).toBe(true);
    }
    expect(await errors.getByText(/Please select|Enter a Telegram link/).count()).toBe(0);

    const good = [
      header,
      't.me/e2e_csv_one,Channel,CSV One,Public,10,Active',
      't.me/e2e_csv_two,music,CSV 二,Premium,20,Inactive',
    ].join('\n');
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await dialog.getByRole('button', { name: 'Check file' }).click();
    await dialog.getByText('All rows are valid.', { exact: false }).waitFor();
    await submitDialog(dialog, 'Import 2 rows', '2 entries imported successfully!');
    await row(page, 'CSV 二').waitFor();
  });
});

describe('Sensitive Keyword', () => {
  it('adds with validation, edits, searches and deletes a keyword, with toasts', async () => {
    const { page } = await suite.openSignedIn();
    await openSensitive(page);
    const dialog = await openDialog(page, 'Add Keyword', 'Add Sensitive Keyword');
    const keyword = dialog.getByRole('textbox', { name: 'Keyword' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expectFieldMessage(keyword, 'Keyword is required');
    await keyword.fill('k'.repeat(31));
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expectFieldMessage(keyword, 'Keyword must not exceed 30 characters');
    await keyword.fill('e2e 网赌');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expectToast(page, 'Sensitive keyword added successfully!');
    await row(page, 'e2e 网赌').waitFor();

    const edit = await editRow(page, 'e2e 网赌', 'Edit Sensitive Keyword');
    await edit.getByRole('textbox', { name: 'Keyword' }).fill('e2e 赌博网站');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Sensitive keyword updated successfully!');

    await page.getByRole('main').getByRole('searchbox').fill('赌博网站');
    await page.getByText('Total 1 row').waitFor();
    const confirm = await deleteRow(page, 'e2e 赌博网站', 'Delete sensitive keyword');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Sensitive keyword deleted successfully!');
    await eventually(() => row(page, 'e2e 赌博网站').count()).toBe(0);
  });

  it('bulk adds words and reports those left out', async () => {
    await suite.adminApi('POST', '/v1/sensitive-keyword', { keyword: 'e2e present' });
    const { page } = await suite.openSignedIn();
    await openSensitive(page);
    const dialog = await openDialog(page, 'Bulk Add', 'Bulk Add Sensitive Keywords');
    await dialog
      .getByRole('textbox', { name: 'Keywords' })
      .fill(['e2e casino', '', 'E2E PRESENT', 'e2e casino', `e2e ${'x'.repeat(30)}`, 'e2e 毒品'].join('\n'));
    await dialog.getByRole('button', { name: 'Add all' }).click();
    await expectToast(page, '2 sensitive keywords added successfully!');
    await dialog.getByRole('region', { name: 'Already present (1)' }).getByText('E2E PRESENT').waitFor();
    await dialog.getByRole('region', { name: 'Longer than 30 characters (1)' }).waitFor();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await row(page, 'e2e 毒品').waitFor();
  });
});

describe('without the permissions', () => {
  it('neither shows the entries nor opens the routes', async () => {
    const staff = await suite.createStaff('No Search Bot', ['STALKER']);
    const { page } = await suite.openSignedIn(staff);
    await expectNotInSidebar(page, 'Keyword Database', 'Sensitive Keyword');
    for (const path of ['/database/keyword-database', '/database/sensitive-keyword', '/database/keyword-database/1']) {
      await page.goto(path);
      await page.getByText('You do not have permission', { exact: false }).first().waitFor();
      expect(await page.getByRole('heading', { name: /Keyword Database|Sensitive Keyword/, level: 1 }).count()).toBe(0);
    }
  });

  it('the /database index leads to the first page the user may open', async () => {
    const staff = await suite.createStaff('Sensitive Only', ['SEARCH_BOT_SENSITIVE_KEYWORD']);
    const { page } = await suite.openSignedIn(staff);
    await page.goto('/database');
    await waitForPath(page, '/database/sensitive-keyword');
  });
});
