import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AdsKeyword, Paged } from '@backoffice/contract';
import { writeDatabase } from '../support/server.js';
import { useSuite } from '../support/suite.js';
import {
  bodyRows,
  deleteRow,
  openDialog,
  openList as openListAt,
  row,
  waitForTable,
  submitDialog,
} from '../support/list.js';
import {
  eventually,
  expectFieldMessage,
  discardChanges,
  expectToast,
  toastCount,
  fieldMessages,
  sidebar,
  waitForPath,
} from '../support/ui.js';

/** Marketing Tool → Ads Keyword Tracking: the keyword list, its dialogs, and a keyword's slots. */
const suite = useSuite();

const LIST_PATH = '/marketingtool/ads-keyword-tracking';

async function track(keyword: string): Promise<AdsKeyword> {
  return (await suite.adminApi<{ data: AdsKeyword }>('POST', '/v1/ads-keyword', { keyword })).data;
}

/** The server answers these requests with an internal error. */
async function failRequests(page: Page, url: string): Promise<void> {
  await page.route(url, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error_code: 'INTERNAL_ERROR', message: 'boom' }),
    }),
  );
}

interface SeedSlot {
  slot: number;
  priceCents: number;
  expiredDate?: string | null;
  remarks?: string;
}

/**
 * Slots are observed by the platform, which has no staff route yet: the test writes them into the
 * server's SQLite file as the ingest would, and moves the keyword's info_updated_at.
 */
function observe(keywordId: number, slots: SeedSlot[], observedAt = '2026-03-01T08:30:00.000Z'): void {
  writeDatabase(suite.server.dataDir, (db) => {
    const insert = db.prepare(
      'insert into ads_keyword_slots (keyword_id, slot, price_cents, expired_date, remarks, observed_at, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const slot of slots)
      insert.run(
        keywordId,
        slot.slot,
        slot.priceCents,
        slot.expiredDate ?? null,
        slot.remarks ?? '',
        observedAt,
        observedAt,
        observedAt,
      );
    db.prepare('update ads_keywords set info_updated_at = ? where id = ?').run(observedAt, keywordId);
  });
}

/** 'yyyy-MM-dd HH:mm' in this machine's zone, which the browser shares. */
function localDateTime(iso: string): string {
  const date = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}

async function rowTexts(page: Page): Promise<string[][]> {
  await waitForTable(page);
  return bodyRows(page).evaluateAll((rows) =>
    rows.map((tr) =>
      // The selection column's checkbox is not something the user reads.
      Array.from(tr.querySelectorAll('td:not([data-column="select"])')).map((td) => (td.textContent ?? '').trim()),
    ),
  );
}

function openList(page: Page, query = ''): Promise<void> {
  return openListAt(page, `${LIST_PATH}${query}`, 'Ads Keyword Tracking');
}

/** Opens a keyword's slots and waits for this many rows. */
async function openSlots(page: Page, keyword: AdsKeyword, keywordText: string, rows: number): Promise<void> {
  await page.goto(`/ads-keyword-tracking/${keyword.id}?keywordText=${keywordText}`);
  await expect.poll(async () => (await rowTexts(page)).length).toBe(rows);
}

/** Opens the Update Remarks dialog of one slot. */
async function openRemarks(page: Page, slot: number) {
  await row(page, String(slot))
    .getByRole('button', { name: `Update remarks of slot ${slot}` })
    .click();
  return page.getByRole('dialog', { name: 'Update Remarks' });
}

describe('ads keyword list', () => {
  it('is reached from the sidebar and /marketingtool, and shows keyword, last updated and a delete action', async () => {
    const observed = await track('list observed kw');
    observe(observed.id, [{ slot: 1, priceCents: 1000 }], '2026-03-01T08:30:00.000Z');
    await track('list unobserved kw');
    const { page } = await suite.openSignedIn();
    await page.goto('/marketingtool');
    await waitForPath(page, LIST_PATH);
    await sidebar(page).getByRole('link', { name: 'Ads Keyword Tracking' }).waitFor();

    await openList(page, '?search=list');
    // The selection column's header is a checkbox, not a title.
    const headers = await page.locator('th:not([data-column="select"])').allTextContents();
    expect(headers.map((text) => text.trim())).toEqual(['Keyword', 'Last Updated', 'Action']);
    await expect
      .poll(() => rowTexts(page))
      .toEqual(
        expect.arrayContaining([
          ['list observed kw', localDateTime('2026-03-01T08:30:00.000Z'), ''],
          ['list unobserved kw', '-', ''],
        ]),
      );
    await row(page, 'list observed kw').getByRole('button', { name: 'Delete list observed kw' }).waitFor();
  });

  it('searches the loaded page only, ignoring case, and typing goes back to the first page', async () => {
    for (let i = 0; i < 12; i++) await track(`Search Page ${String(i).padStart(2, '0')}`);
    const { page } = await suite.openSignedIn();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/ads-keyword/list')) requests.push(new URL(request.url()).search);
    });
    await openList(page, '?page=2');
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    await page.getByRole('searchbox', { name: 'Search keywords' }).fill('SEARCH page 0');
    await eventually(() => new URL(page.url()).searchParams.get('page')).toBeNull();
    await page.getByText(/^Page 1 of \d+$/).waitFor();
    await waitForTable(page);
    // Newest first: page 1 holds the 10 latest keywords; only those loaded are searched.
    await expect
      .poll(async () => (await rowTexts(page)).map((cells) => cells[0]))
      .toEqual(expect.arrayContaining(['Search Page 09', 'Search Page 08']));
    const shown = (await rowTexts(page)).map((cells) => cells[0] ?? '');
    expect(shown.every((keyword) => keyword.toLowerCase().includes('search page 0'))).toBe(true);
    expect(requests.every((search) => !search.includes('search='))).toBe(true);
    expect(requests.every((search) => search.includes('per_page=') && search.includes('current_page='))).toBe(true);

    await page.getByRole('searchbox', { name: 'Search keywords' }).fill('no such keyword anywhere');
    // Only this page was searched, and the empty state says so rather than a bare "No results.".
    const empty = page.getByRole('cell', {
      name: /No keyword on this page matches “no such keyword anywhere”\. The search looks at the rows of this page only\./,
    });
    await empty.waitFor();
    expect(await page.getByRole('cell', { name: 'No results.', exact: true }).count()).toBe(0);
    await empty.getByRole('button', { name: 'Search the next page' }).click();
    await page.getByText(/^Page 2 of \d+$/).waitFor();
    expect(new URL(page.url()).searchParams.get('search')).toBe('no such keyword anywhere');
    await page
      .getByRole('cell', { name: /No keyword on this page matches/ })
      .getByRole('button', { name: 'Clear search' })
      .click();
    await eventually(() => new URL(page.url()).searchParams.get('search')).toBeNull();
    expect(await page.getByRole('searchbox', { name: 'Search keywords' }).inputValue()).toBe('');
    await waitForTable(page);
    expect((await rowTexts(page)).length).toBeGreaterThan(0);
  });

  it('refreshes the list on request', async () => {
    const { page } = await suite.openSignedIn();
    await openList(page);
    await track('refresh arrived later');
    expect(await row(page, 'refresh arrived later').count()).toBe(0);
    await page.getByRole('button', { name: 'Refresh' }).click();
    await row(page, 'refresh arrived later').waitFor();
  });

  it('shows the fetch failure of the list', async () => {
    const { page } = await suite.openSignedIn();
    await failRequests(page, '**/v1/ads-keyword/list?*');
    await page.goto(LIST_PATH);
    await page.getByRole('alert').filter({ hasText: 'Failed to fetch ads keyword list' }).waitFor();
  });
});

describe('keyword monitoring input', () => {
  it('keeps Input disabled for empty and whitespace text, and shows the required message for whitespace', async () => {
    const { page } = await suite.openSignedIn();
    await openList(page);
    const dialog = await openDialog(page, 'Add Keyword', 'Keyword Monitoring Input');
    const field = dialog.getByRole('textbox', { name: 'New keyword' });
    const submit = dialog.getByRole('button', { name: 'Input', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/v1/ads-keyword')) posted += 1;
    });
    await field.fill('    ');
    await expectFieldMessage(field, 'Please enter a keyword to monitor');
    expect(await submit.isDisabled()).toBe(true);
    await field.press('Enter');
    expect(posted).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await discardChanges(page);
    await dialog.waitFor({ state: 'hidden' });
  });

  it('sends only the trimmed keyword, then closes, clears, refetches and toasts', async () => {
    const { page } = await suite.openSignedIn();
    await openList(page);
    const dialog = await openDialog(page, 'Add Keyword', 'Keyword Monitoring Input');
    await dialog.getByRole('textbox', { name: 'New keyword' }).fill('   直播 带货   ');
    const [request] = await Promise.all([
      page.waitForRequest((candidate) => candidate.method() === 'POST' && candidate.url().endsWith('/v1/ads-keyword')),
      dialog.getByRole('button', { name: 'Input', exact: true }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({ keyword: '直播 带货' });
    await expectToast(page, 'Keyword "直播 带货" is now tracked');
    await dialog.waitFor({ state: 'hidden' });
    await row(page, '直播 带货').waitFor();
    await page.getByRole('button', { name: 'Add Keyword' }).click();
    expect(await dialog.getByRole('textbox', { name: 'New keyword' }).inputValue()).toBe('');
  });

  it('shows a keyword tracked already (in another case) under the field only, and clears text and error when closed', async () => {
    await track('Duplicate Me');
    const { page } = await suite.openSignedIn();
    await openList(page);
    const dialog = await openDialog(page, 'Add Keyword', 'Keyword Monitoring Input');
    const field = dialog.getByRole('textbox', { name: 'New keyword' });
    await field.fill('duplicate me');
    await dialog.getByRole('button', { name: 'Input', exact: true }).click();
    await expectFieldMessage(field, 'This keyword is already tracked.');
    await page.keyboard.press('Escape');
    await discardChanges(page);
    await dialog.waitFor({ state: 'hidden' });
    // The conflict was said under the field; no toast repeated it.
    expect(await toastCount(page, /already tracked/)).toBe(0);
    await page.getByRole('button', { name: 'Add Keyword' }).click();
    expect(await field.inputValue()).toBe('');
    expect(await fieldMessages(field)).toEqual([]);
  });
});

describe('delete ads keyword', () => {
  it('names the keyword, cancels, then deletes it and reloads the list', async () => {
    await track('delete target kw');
    const { page } = await suite.openSignedIn();
    await openList(page);
    const dialog = await deleteRow(page, 'delete target kw', 'Delete Ads Keyword');
    await dialog.getByText('Stop tracking "delete target kw"? Its observed slots are deleted too.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await deleteRow(page, 'delete target kw', 'Delete Ads Keyword');
    await submitDialog(dialog, 'Delete', 'Keyword "delete target kw" deleted');
    await row(page, 'delete target kw').waitFor({ state: 'detached' });
  });

  it('toasts a failed delete (the keyword was deleted meanwhile) and stays open', async () => {
    const keyword = await track('deleted meanwhile kw');
    const { page } = await suite.openSignedIn();
    await openList(page);
    const dialog = await deleteRow(page, 'deleted meanwhile kw', 'Delete Ads Keyword');
    await suite.adminApi('DELETE', `/v1/ads-keyword/${keyword.id}`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Delete keyword failed: The record was not found.');
    expect(await dialog.isVisible()).toBe(true);
  });

  it('names an unnamed keyword "Unknown Ads Keyword"', async () => {
    const { page } = await suite.openSignedIn();
    const nameless: Paged<AdsKeyword> = {
      data: {
        data: [
          {
            id: 987654,
            keyword: '',
            info_updated_at: null,
            created_at: '2026-01-01T00:00:00.000Z',
            created_by: null,
            updated_at: '2026-01-01T00:00:00.000Z',
          },
        ],
        total_item_count: 1,
        total_page_count: 1,
      },
    };
    await page.route('**/v1/ads-keyword/list?*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(nameless),
      }),
    );
    await openList(page);
    await bodyRows(page)
      .first()
      .getByRole('button', { name: /^Delete/ })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Delete Ads Keyword' })
      .getByText('Stop tracking "Unknown Ads Keyword"? Its observed slots are deleted too.')
      .waitFor();
  });
});

describe('keyword slots', () => {
  async function keywordWithSlots(name: string, count: number): Promise<AdsKeyword> {
    const keyword = await track(name);
    const slots: SeedSlot[] = Array.from({ length: count }, (_, index) => ({
      slot: count - index,
      priceCents: (count - index) * 1000 + 5,
      expiredDate: index % 2 === 0 ? `2026-0${(index % 9) + 1}-15` : null,
      remarks: index === 0 ? 'Top buyer' : '',
    }));
    observe(keyword.id, slots);
    return keyword;
  }

  it('opens from the list with keywordText, requests slots by slot ascending, formats them, pages, and goes back', async () => {
    const keyword = await keywordWithSlots('slots open kw', 12);
    const { page } = await suite.openSignedIn();
    await openList(page, '?search=slots%20open');
    const requested = page.waitForRequest((request) =>
      request.url().includes(`/v1/ads-keyword/list/slots/${keyword.id}`),
    );
    await row(page, 'slots open kw').getByRole('link', { name: 'slots open kw', exact: true }).click();
    await waitForPath(page, `/ads-keyword-tracking/${keyword.id}`);
    expect(new URL(page.url()).searchParams.get('keywordText')).toBe('slots open kw');
    const query = new URL((await requested).url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({
      per_page: '10',
      current_page: '1',
      slot: 'asc',
    });

    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers.map((text) => text.trim())).toEqual([
      'Keyword',
      'Sequence',
      'Price',
      'Expired Date',
      'Remarks',
      'Action',
    ]);
    await expect
      .poll(async () => (await rowTexts(page)).slice(0, 3))
      .toEqual([
        ['slots open kw', '1', '$10.05', '-', '-', ''],
        ['slots open kw', '2', '$20.05', '2026-02-15', '-', ''],
        ['slots open kw', '3', '$30.05', '-', '-', ''],
      ]);
    await page.getByText('Total 12 rows').waitFor();
    await page.getByRole('button', { name: /next page/i }).click();
    await expect.poll(async () => (await rowTexts(page)).map((cells) => cells[1])).toEqual(['11', '12']);
    expect((await rowTexts(page))[1]).toEqual(['slots open kw', '12', '$120.05', '2026-01-15', 'Top buyer', '']);

    await page.getByRole('link', { name: 'Back' }).click();
    await waitForPath(page, LIST_PATH);
  });

  it('aligns Sequence and Price as Keyword Forward aligns Queue Number and Price', async () => {
    const keyword = await keywordWithSlots('slots align kw', 1);
    await suite.adminApi('POST', '/v1/keyword/forward', {
      keyword: 'align forward kw',
      queue_number: 7,
      price: '12.50',
    });
    const { page } = await suite.openSignedIn();
    /** The text alignment of the first row's cell under the header of this title. */
    const alignment = async (title: string) =>
      page.evaluate((wanted) => {
        const headers = Array.from(document.querySelectorAll('thead th'));
        const index = headers.findIndex((header) => header.textContent?.trim() === wanted);
        const cell = document.querySelector(`tbody tr:first-child td:nth-child(${index + 1})`);
        if (index < 0 || !cell) return `no column "${wanted}"`;
        const cellStyle = getComputedStyle(cell);
        return `${getComputedStyle(headers[index] as Element).textAlign}/${cellStyle.textAlign}/${cellStyle.fontVariantNumeric}`;
      }, title);

    await page.goto('/keyword/forward?search=align%20forward');
    await row(page, 'align forward kw').waitFor();
    const forward = { queue: await alignment('Queue Number'), price: await alignment('Price') };
    await page.goto(`/ads-keyword-tracking/${keyword.id}?keywordText=slots%20align%20kw`);
    await page.getByRole('cell', { name: '$10.05' }).waitFor();
    const slots = { sequence: await alignment('Sequence'), price: await alignment('Price') };

    expect(forward).toEqual({ queue: 'right/right/tabular-nums', price: 'right/right/tabular-nums' });
    expect(slots).toEqual({ sequence: forward.queue, price: forward.price });
  });

  it('updates a remark: prefilled, trimmed and required, then toasts and reloads', async () => {
    const keyword = await keywordWithSlots('slots remark kw', 3);
    const { page } = await suite.openSignedIn();
    await openSlots(page, keyword, 'slots%20remark%20kw', 3);
    const dialog = await openRemarks(page, 3);
    const field = dialog.getByRole('textbox', { name: 'Remarks' });
    expect(await field.inputValue()).toBe('Top buyer');
    await field.fill('   ');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expectFieldMessage(field, 'Please enter a remark');
    await field.fill('  续费到月底  ');
    const [request] = await Promise.all([
      page.waitForRequest((candidate) => candidate.method() === 'PATCH'),
      dialog.getByRole('button', { name: 'Update' }).click(),
    ]);
    expect(request.postDataJSON()).toEqual({ remarks: '续费到月底' });
    await expectToast(page, 'Remarks updated');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await rowTexts(page))[2]?.[4]).toBe('续费到月底');

    await openRemarks(page, 1);
    expect(await dialog.getByRole('textbox', { name: 'Remarks' }).inputValue()).toBe('');
    expect(await fieldMessages(dialog.getByRole('textbox', { name: 'Remarks' }))).toEqual([]);
  });

  it('toasts a failed remark update', async () => {
    const keyword = await keywordWithSlots('slots fail kw', 2);
    const { page } = await suite.openSignedIn();
    await failRequests(page, '**/v1/ads-keyword/slot/*');
    await openSlots(page, keyword, 'slots%20fail%20kw', 2);
    const dialog = await openRemarks(page, 1);
    await dialog.getByRole('textbox', { name: 'Remarks' }).fill('will fail');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await expectToast(page, 'Update keyword slot failed: Something wrong please try again later');
    expect(await dialog.isVisible()).toBe(true);
  });

  it('logs a failed slot fetch and leaves the table as it was', async () => {
    const keyword = await keywordWithSlots('slots fetch fail kw', 12);
    const { page } = await suite.openSignedIn();
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    await openSlots(page, keyword, 'x', 10);
    const before = await rowTexts(page);
    await failRequests(page, '**/v1/ads-keyword/list/slots/**');
    await page.getByRole('button', { name: /next page/i }).click();
    await eventually(() => logged.some((text) => text.includes('Failed to fetch ads keyword slots'))).toBe(true);
    await waitForTable(page);
    expect(await rowTexts(page)).toEqual(before);
  });
});

describe('the controls every list has', () => {
  /** The column titles the table shows, the selection column's checkbox left out. */
  async function titles(page: Page): Promise<string[]> {
    return (await page.locator('th:not([data-column="select"])').allTextContents()).map((text) => text.trim());
  }

  async function hideColumn(page: Page, title: string): Promise<void> {
    await page.getByRole('button', { name: 'View', exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: title }).click();
    await page.keyboard.press('Escape');
  }

  it('hides a column under View on the keyword and slot lists, and Reset shows it again and clears the search', async () => {
    const keyword = await track('controls view kw');
    observe(keyword.id, [{ slot: 1, priceCents: 1000 }]);
    const { page } = await suite.openSignedIn();
    await openList(page, '?search=controls%20view');
    await row(page, 'controls view kw').waitFor();
    await hideColumn(page, 'Last Updated');
    await eventually(() => titles(page)).toEqual(['Keyword', 'Action']);
    await page.getByRole('button', { name: 'Reset' }).click();
    await eventually(() => titles(page)).toEqual(['Keyword', 'Last Updated', 'Action']);
    await eventually(() => new URL(page.url()).searchParams.get('search')).toBeNull();
    expect(await page.getByRole('searchbox', { name: 'Search keywords' }).inputValue()).toBe('');

    await openSlots(page, keyword, 'controls%20view%20kw', 1);
    await hideColumn(page, 'Remarks');
    await eventually(() => titles(page)).toEqual(['Keyword', 'Sequence', 'Price', 'Expired Date', 'Action']);
  });
});

describe('access', () => {
  it('is closed to staff without ADS_KEYWORD_TRACKING', async () => {
    const staff = await suite.createStaff('adsnoaccess', ['KEYWORD_FORWARD']);
    const { page } = await suite.openSignedIn(staff);
    await page.goto(LIST_PATH);
    await page.getByText('You do not have permission').waitFor();
    expect(await page.getByRole('heading', { name: 'Ads Keyword Tracking', level: 1 }).count()).toBe(0);
    expect(await sidebar(page).getByRole('link', { name: 'Ads Keyword Tracking' }).count()).toBe(0);
  });
});

describe("the sidebar on a keyword's slots", () => {
  it('highlights Ads Keyword Tracking', async () => {
    const { data: keyword } = await suite.adminApi<{ data: AdsKeyword }>('POST', '/v1/ads-keyword', {
      keyword: 'sidebar highlight',
    });
    const { page } = await suite.openSignedIn();
    await page.goto(`/ads-keyword-tracking/${keyword.id}?keywordText=sidebar%20highlight`);
    const link = sidebar(page).getByRole('link', { name: 'Ads Keyword Tracking' });
    await link.waitFor();
    await eventually(() => link.getAttribute('aria-current')).toBe('page');
  });
});
