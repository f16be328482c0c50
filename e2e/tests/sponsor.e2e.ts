import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Sponsor, SponsorClient } from '@backoffice/contract';
import { writeDatabase } from '../support/server.js';
import { useSuite } from '../support/suite.js';
import { bodyRows, expectRefused, openDialog, openList, row, waitForTable, submitDialog } from '../support/list.js';
import {
  eventually,
  expectFieldMessage,
  discardChanges,
  expectNotInSidebar,
  expectToast,
  toastCount,
} from '../support/ui.js';

/** Search Bot → Sponsor: clients, their sponsors, and a sponsor's daily chart. */
const suite = useSuite();

const DAY_MS = 86_400_000;
/** A UTC calendar day `offset` days from today (the server judges expiry and stats by UTC days). */
const utcDay = (offset = 0) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

async function createClient(name: string): Promise<SponsorClient> {
  return (await suite.adminApi<{ data: SponsorClient }>('POST', '/v1/sponsor-client', { name })).data;
}

async function createSponsor(clientId: number, display: string, expiredDate = utcDay(30)): Promise<Sponsor> {
  const body = {
    client_id: clientId,
    display,
    link: 't.me/e2e_sponsor',
    expired_date: expiredDate,
  };
  return (await suite.adminApi<{ data: Sponsor }>('POST', '/v1/sponsor', body)).data;
}

/**
 * Daily views and clicks are counted by the bot platform, which has no staff route: the test writes
 * them into the server's SQLite file as the platform would.
 */
function seedDailyStats(sponsorId: number, rows: { day: string; views: number; clicks: number }[]): void {
  writeDatabase(suite.server.dataDir, (db) => {
    const insert = db.prepare('insert into sponsor_daily_stats (sponsor_id, day, views, clicks) values (?, ?, ?, ?)');
    for (const row of rows) insert.run(sponsorId, row.day, row.views, row.clicks);
  });
}

/**
 * A sponsor whose expired date has passed. Staff can no longer pick a past date, so the test writes
 * it into the server's SQLite file as time would have left it.
 */
function seedEndedSponsor(clientId: number, display: string, expiredDate: string): void {
  writeDatabase(suite.server.dataDir, (db) => {
    const now = new Date().toISOString();
    db.prepare(
      'insert into sponsors (client_id, display, link, expired_date, created_at, updated_at) values (?, ?, ?, ?, ?, ?)',
    ).run(clientId, display, 't.me/e2e_sponsor', expiredDate, now, now);
  });
}

/** Whether two boxes share any area. */
function overlaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has no box');
  return box;
}

function openClients(page: Page, query = ''): Promise<void> {
  return openList(page, `/database/sponsor/${query}`, 'Sponsor');
}

describe('sponsor clients', () => {
  it('adds a client, refuses an empty or taken name, renames it', async () => {
    await createClient('Taken Name Ltd');
    const { page } = await suite.openSignedIn();
    await openClients(page);

    const dialog = await openDialog(page, 'Add Client');
    const name = dialog.getByRole('textbox', { name: 'Client name' });
    await dialog.getByRole('button', { name: 'Add Client' }).click();
    await expectFieldMessage(name, 'Client name is required');
    await name.fill('x'.repeat(31));
    await expectFieldMessage(name, 'Client name must not exceed 30 characters');

    await name.fill('taken name LTD');
    await dialog.getByRole('button', { name: 'Add Client' }).click();
    await expectFieldMessage(name, 'A client with this name already exists.');

    await name.fill('Golden Dragon 金龙');
    await dialog.getByRole('button', { name: 'Add Client' }).click();
    await expectToast(page, 'Client added successfully!');
    // The taken name was said once, under the field: no toast repeated it (toasts stay until dismissed).
    expect(await toastCount(page, /already exists/)).toBe(0);
    await dialog.waitFor({ state: 'hidden' });
    await row(page, 'Golden Dragon 金龙').waitFor();

    await row(page, 'Golden Dragon 金龙').getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Client' });
    await edit.getByRole('textbox', { name: 'Client name' }).fill('Golden Dragon Media');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Client updated successfully!');
    await row(page, 'Golden Dragon Media').waitFor();
  });

  it("counts a client's one sponsor in the singular, in both languages", async () => {
    const client = await createClient('Single Sponsor Co');
    await createSponsor(client.id, 'Only One');
    const { context, page } = await suite.openSignedIn();
    await openClients(page, '?search=Single%20Sponsor');
    await row(page, 'Single Sponsor Co')
      .getByRole('button', { name: /^Delete/ })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete client' });
    await confirm
      .getByText('All sponsor content of this client will be deleted too (1 sponsor).', { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    await context.addCookies([{ name: 'hi7-locale', value: 'zh-CN', url: suite.baseUrl }]);
    await page.reload();
    await row(page, 'Single Sponsor Co').getByRole('button', { name: /^删除/ }).click();
    await page.getByRole('alertdialog').getByText('（1 个赞助）', { exact: false }).waitFor();
  });

  it('warns that deleting a client deletes all its sponsor content, and does so', async () => {
    const client = await createClient('Cascade Client');
    const sponsors = [await createSponsor(client.id, 'Cascade One'), await createSponsor(client.id, 'Cascade Two')];
    const { page } = await suite.openSignedIn();
    await openClients(page, '?search=Cascade');
    const target = row(page, 'Cascade Client');
    await target.getByRole('cell', { name: '2', exact: true }).waitFor();

    await target.getByRole('button', { name: /^Delete/ }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete client' });
    await confirm
      .getByText('All sponsor content of this client will be deleted too (2 sponsors).', { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Client deleted successfully!');
    await target.waitFor({ state: 'detached' });

    for (const sponsor of sponsors) expect(await suite.apiStatus(`/v1/sponsor/${sponsor.id}`)).toBe(404);
  });

  it('searches by name and pages through the clients', async () => {
    for (let index = 1; index <= 12; index++) await createClient(`Paging Client ${String(index).padStart(2, '0')}`);
    const { page } = await suite.openSignedIn();
    await openClients(page);
    await page.getByRole('main').getByRole('searchbox').fill('paging client');
    await page.getByText('Total 12 rows', { exact: true }).waitFor();
    await page.getByText('Page 1 of 2', { exact: true }).waitFor();
    expect(await bodyRows(page).count()).toBe(10);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText('Page 2 of 2', { exact: true }).waitFor();
    await eventually(() => bodyRows(page).count()).toBe(2);
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  });
});

describe('sponsors of a client', () => {
  it('adds, validates, edits and deletes a sponsor, then goes back to the clients', async () => {
    const client = await createClient('Sponsor Flow Co');
    seedEndedSponsor(client.id, 'Already Ended', utcDay(-3));
    const { page } = await suite.openSignedIn();
    await openClients(page, '?search=Sponsor%20Flow');
    await page.getByRole('link', { name: 'Sponsor Flow Co', exact: true }).click();
    await page.getByRole('heading', { name: 'Sponsors of Sponsor Flow Co', level: 1 }).waitFor();
    await waitForTable(page);
    await row(page, 'Already Ended').getByText('Expired', { exact: true }).waitFor();

    const dialog = await openDialog(page, 'Add Sponsor');
    const display = dialog.getByRole('textbox', { name: 'Display' });
    const link = dialog.getByRole('textbox', { name: 'Link' });
    const expiredDate = dialog.getByRole('button', { name: 'Expired date' });
    await dialog.getByRole('button', { name: 'Add Sponsor' }).click();
    await expectFieldMessage(display, 'Sponsor display is required');
    await expectFieldMessage(expiredDate, 'Expired date is required');

    await display.fill('VIP Signals 会员信号');
    await link.fill('https://t.me/vipsignals');
    await expectFieldMessage(link, 'http and https are not allowed');
    await link.fill('vip signals');
    await dialog.getByRole('button', { name: 'Add Sponsor' }).click();
    await expectFieldMessage(link, 'Enter a Telegram link: t.me/name, @name or tg://resolve?domain=name');
    // Saved in the one spelling every sponsor link gets: t.me/<name>.
    await link.fill('@vipsignals');
    await expiredDate.click();
    await page.getByRole('button', { name: 'Go to the Next Month' }).click();
    await page.getByRole('button', { name: /15th/ }).click();
    await eventually(() => expiredDate.textContent()).toMatch(/\d{4}-\d{2}-15/);
    await submitDialog(dialog, 'Add Sponsor', 'Sponsor added successfully!');
    const created = row(page, 'VIP Signals 会员信号');
    await created.getByText('Active', { exact: true }).waitFor();
    await created.getByText('t.me/vipsignals', { exact: true }).waitFor();

    await created.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Sponsor' });
    await edit.getByRole('textbox', { name: 'Display' }).fill('VIP Signals Pro');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Sponsor updated successfully!');
    const renamed = row(page, 'VIP Signals Pro');
    await renamed.waitFor();

    await renamed.getByRole('button', { name: /^Delete/ }).click();
    await page.getByRole('alertdialog', { name: 'Delete sponsor' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Sponsor deleted successfully!');
    await renamed.waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Back to clients' }).click();
    await page.getByRole('heading', { name: 'Sponsor', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/database/sponsor');
  });
  it('opens the calendar beside the form, refuses a past expired date, and edits an ended sponsor without changing its date', async () => {
    const client = await createClient('Expiry Rules Co');
    seedEndedSponsor(client.id, 'Ended Last Week', utcDay(-7));
    const { page } = await suite.openSignedIn();
    await page.goto(`/database/sponsor/${client.id}`);
    await page.getByRole('heading', { name: 'Sponsors of Expiry Rules Co', level: 1 }).waitFor();
    await waitForTable(page);

    const dialog = await openDialog(page, 'Add Sponsor');
    const display = dialog.getByRole('textbox', { name: 'Display' });
    const link = dialog.getByRole('textbox', { name: 'Link' });
    const expiredDate = dialog.getByRole('button', { name: 'Expired date' });
    await display.fill('Last Month Deal');
    await link.fill('@last_month_deal');
    await expiredDate.click();
    const calendar = page.locator('[data-slot="popover-content"]').getByRole('grid');
    await calendar.waitFor();
    // The calendar leaves the dialog's title and the fields above the date in sight.
    const calendarBox = await boxOf(calendar);
    for (const [what, locator] of [
      ['the title', dialog.getByRole('heading', { name: 'Add Sponsor' })],
      ['Display', display],
      ['Link', link],
    ] as const) {
      expect(overlaps(calendarBox, await boxOf(locator)), `the calendar covers ${what}`).toBe(false);
    }

    // The first of last month: in the past whatever today is.
    await page.getByRole('button', { name: 'Go to the Previous Month' }).click();
    await page
      .getByRole('button', { name: /\s1st,/ })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Add Sponsor' }).click();
    await expectFieldMessage(expiredDate, 'Expired date must be today or later');
    expect(await toastCount(page, /added successfully/)).toBe(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await discardChanges(page);

    // An ended sponsor keeps its date through an edit of something else.
    await row(page, 'Ended Last Week').getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Sponsor' });
    await edit.getByRole('textbox', { name: 'Display' }).fill('Ended Last Week (renewal asked)');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Sponsor updated successfully!');
    await row(page, 'Ended Last Week (renewal asked)').getByText('Expired', { exact: true }).waitFor();
  });
});

describe('sponsor detail', () => {
  it('charts the seeded daily views and clicks with their totals over the chosen range', async () => {
    const client = await createClient('Chart Client');
    const sponsor = await createSponsor(client.id, 'Chart Sponsor');
    seedDailyStats(sponsor.id, [
      { day: utcDay(-1), views: 1200, clicks: 36 },
      { day: utcDay(-4), views: 800, clicks: 20 },
      { day: utcDay(-9), views: 500, clicks: 9 },
      // Outside Last 30 days, so not in the default range.
      { day: utcDay(-45), views: 9999, clicks: 999 },
    ]);
    const { page } = await suite.openSignedIn();
    await page.goto(`/database/detail-sponsor?sponsorId=${sponsor.id}`);
    await page.getByRole('heading', { name: 'Chart Sponsor', level: 1 }).waitFor();
    await page.getByText('Total views: 2,500', { exact: true }).waitFor();
    await page.getByText('Total clicks: 65', { exact: true }).waitFor();
    const lines = page.locator('svg path.recharts-line-curve');
    await eventually(() => lines.count()).toBe(2);
    expect(await lines.first().getAttribute('d')).toMatch(/^M[\d.]+,[\d.]+[CL]/);

    await page.getByRole('button', { name: 'Last 30 days' }).click();
    await page.getByRole('button', { name: 'Yesterday' }).click();
    await page.getByText('Total views: 1,200', { exact: true }).waitFor();
    await page.getByText('Total clicks: 36', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('preset')).toBe('yesterday');

    await page.getByRole('link', { name: 'Back to sponsors' }).click();
    await page.getByRole('heading', { name: 'Sponsors of Chart Client', level: 1 }).waitFor();
  });
});

describe('without SEARCH_BOT_SPONSOR', () => {
  it('neither shows the Sponsor entry nor opens its pages', async () => {
    const outsider = await suite.createStaff('No Sponsor Access', ['KEYWORD_FORWARD']);
    const { page } = await suite.openSignedIn(outsider);
    await expectNotInSidebar(page, 'Sponsor');
    await expectRefused(page, ['/database/sponsor/', '/database/sponsor/1', '/database/detail-sponsor?sponsorId=1']);
  });
});

describe('a client that does not exist', () => {
  it('says so on its sponsors page instead of an empty one', async () => {
    const { page } = await suite.openSignedIn();
    await page.goto('/database/sponsor/999999');
    await page.getByRole('alert').filter({ hasText: 'This client does not exist or was deleted.' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await page.getByRole('link', { name: 'Back to clients' }).waitFor();
  });
});
