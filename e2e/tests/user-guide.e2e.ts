import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { CatalogueEntry, Export, Paged } from '@backoffice/contract';
import { api, createStaff } from '../support/api.js';
import { ADMIN } from '../support/server.js';
import { useSuite } from '../support/suite.js';
import { eventually, loginForm, waitForPath } from '../support/ui.js';

/**
 * The user guide's tour (docs/user-guide): every section of the console, signed in as the admin, on
 * the demo data (`npm run demo`), each page checked for its heading and rows and saved as a PNG into
 * USER_GUIDE_SCREENSHOTS (`npm run docs:screenshots` points it at docs/user-guide/images); when unset,
 * into a temporary directory, so `npm test` leaves the repository alone.
 */
const suite = useSuite();

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const target = process.env['USER_GUIDE_SCREENSHOTS'];
const screenshots = target
  ? path.resolve(root, target)
  : fs.mkdtempSync(path.join(os.tmpdir(), 'backoffice-user-guide-'));
const VIEWPORT = { width: 1440, height: 900 };
const DEMO_SEED = '42';

let token: string;

/** The demo data, through the built command line against this server's database (as `npm run demo` would). */
async function seedDemo(): Promise<void> {
  const cli = path.join(root, 'apps/server/dist/cli.js');
  await promisify(execFile)(process.execPath, [cli, 'demo', '--scale', 'small', '--seed', DEMO_SEED], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: suite.server.dataDir,
      DATABASE_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    },
  });
}

/** What the demo leaves to staff: accounts of their own and a catalogue entry with a history, arranged through the API. */
async function arrangeTheRest(): Promise<void> {
  await createStaff(suite.baseUrl, token, 'Keyword Editor', ['KEYWORD_FORWARD', 'KEYWORD_RESTRICT', 'KEYWORD_MESSAGE']);
  await createStaff(suite.baseUrl, token, 'Analyst', ['BOT', 'BOT_SUBSCRIPTION', 'CHAT_RECORDS', 'FILE_EXPORT']);
  // An entry with a history: created, then grown and promoted.
  const entry = await api<{ data: CatalogueEntry }>(suite.baseUrl, token, 'POST', '/v1/catalogue', {
    link: 't.me/travel_guide_hub',
    category: 'Channel',
    display_name: 'Travel Guide Hub',
    member_count: 48_200,
  });
  await api(suite.baseUrl, token, 'PATCH', `/v1/catalogue/${entry.data.id}`, { member_count: 51_730, tier: 'Premium' });
  // The demo queues three exports; the server's worker writes their files.
  await vi.waitFor(
    async () => {
      const list = await api<Paged<Export>>(suite.baseUrl, token, 'GET', '/v1/exports?per_page=10&current_page=1');
      expect(list.data.data.map((item) => item.status)).toEqual(['Completed', 'Completed', 'Completed']);
    },
    { timeout: 60_000, interval: 200 },
  );
}

beforeAll(async () => {
  token = await suite.adminToken();
  await seedDemo();
  await arrangeTheRest();
  fs.mkdirSync(screenshots, { recursive: true });
}, 180_000);

afterAll(() => {
  // Pictures nobody asked to keep (a plain `npm test`) go with the run.
  if (!target) fs.rmSync(screenshots, { recursive: true, force: true });
});

/** The admin's console at the guide's size: 1440×900, light theme, en-US. */
async function openAsAdmin(): Promise<Page> {
  const { page } = await suite.openSignedIn();
  await page.setViewportSize(VIEWPORT);
  return page;
}

async function capture(page: Page, name: string): Promise<void> {
  // The pointer rests off the content, so no hover state or tooltip lands in the picture.
  const { width, height } = page.viewportSize() ?? VIEWPORT;
  await page.mouse.move(width - 1, height - 1);
  const file = path.join(screenshots, `${name}.png`);
  await page.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
  expect(fs.statSync(file).size).toBeGreaterThan(10_000);
}

function heading(page: Page, name: string | RegExp): Locator {
  return page.getByRole('heading', { name, level: 1 });
}

function bodyRows(page: Page): Locator {
  return page.getByRole('table').first().getByRole('rowgroup').nth(1).getByRole('row');
}

/** The list has loaded and shows rows, with a total above zero. */
async function expectRows(page: Page): Promise<void> {
  await page.getByRole('table').first().and(page.locator('[aria-busy="false"]')).waitFor();
  await page
    .getByText(/^Total [1-9][\d,]*\+? rows?$/)
    .first()
    .waitFor();
  expect(await bodyRows(page).count()).toBeGreaterThan(0);
  expect(await bodyRows(page).first().textContent()).not.toBe('No results.');
}

/** A list page: its heading and its rows. */
async function openList(page: Page, url: string, title: string | RegExp): Promise<void> {
  await page.goto(url);
  await heading(page, title).waitFor();
  await expectRows(page);
}

/** A test that opens a list as the admin and captures it for the guide. */
function itShowsList(name: string, url: string, title: string | RegExp, image: string): void {
  it(name, async () => {
    const page = await openAsAdmin();
    await openList(page, url, title);
    await capture(page, image);
  });
}

/** A chart card has drawn its lines or bars. */
async function chartDrawn(page: Page, name: string): Promise<void> {
  await page.getByRole('img', { name }).locator('svg.recharts-surface').first().waitFor();
}

describe('signing in', () => {
  it('shows the sign-in page and lands the admin on Role Management', async () => {
    const { page } = await suite.open();
    await page.setViewportSize(VIEWPORT);
    await page.goto('/login/');
    await heading(page, 'Backoffice').waitFor();
    const form = loginForm(page);
    await form.email.fill(ADMIN.email);
    await form.password.fill(ADMIN.password);
    await capture(page, '01-sign-in');

    await form.submit.click();
    await waitForPath(page, /^\/user\/role-management\/?$/);
    await heading(page, 'Role Management').waitFor();
    await expectRows(page);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Keyword Database' })
      .waitFor();
    await capture(page, '02-landing-role-management');
  });
});

describe('Keyword', () => {
  itShowsList(
    'Forward lists the paid keywords in queue order',
    '/keyword/forward',
    'Keyword Forward',
    '03-keyword-forward',
  );

  it('Add Keyword opens its dialog', async () => {
    const page = await openAsAdmin();
    await openList(page, '/keyword/forward', 'Keyword Forward');
    await page.getByRole('button', { name: 'Add Keyword' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Keyword' });
    await dialog.getByRole('textbox', { name: 'Keyword' }).fill('free movies');
    await capture(page, '04-keyword-add-dialog');
  });

  itShowsList('Restrict lists the refused keywords', '/keyword/restrict', 'Keyword Restrict', '05-keyword-restrict');
});

describe('Search Bot', () => {
  it('Keyword Database lists the catalogue, and an entry opens with its history', async () => {
    const page = await openAsAdmin();
    await openList(page, '/database/keyword-database', 'Keyword Database');
    await capture(page, '06-keyword-database');

    await page.getByRole('main').getByRole('searchbox').fill('Travel Guide Hub');
    await page.getByText('Total 1 row', { exact: true }).waitFor();
    await bodyRows(page).getByRole('link', { name: 'Travel Guide Hub' }).click();
    await waitForPath(page, /^\/database\/keyword-database\/\d+$/);
    await heading(page, 'Travel Guide Hub').waitFor();
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await eventually(() => page.getByRole('cell', { name: 'Updated', exact: true }).count()).toBe(1);
    await capture(page, '07-keyword-database-entry');
  });

  itShowsList(
    'Sensitive Keyword lists the refused words',
    '/database/sensitive-keyword',
    'Sensitive Keyword',
    '08-sensitive-keyword',
  );

  it('Sponsor lists the clients; a client opens its sponsors, and a sponsor its statistics', async () => {
    const page = await openAsAdmin();
    await openList(page, '/database/sponsor/', 'Sponsor');
    await capture(page, '09-sponsor-clients');

    const client = bodyRows(page).first().getByRole('link').first();
    const clientName = ((await client.textContent()) ?? '').trim();
    await client.click();
    await heading(page, `Sponsors of ${clientName}`).waitFor();
    await expectRows(page);
    await capture(page, '10-sponsors-of-a-client');

    const sponsor = bodyRows(page).first().getByRole('link').first();
    const display = ((await sponsor.textContent()) ?? '').trim();
    await sponsor.click();
    await waitForPath(page, /^\/database\/detail-sponsor\/?$/);
    await heading(page, display).waitFor();
    await chartDrawn(page, 'Views and clicks per day');
    await capture(page, '11-sponsor-detail');
  });
});

describe('Stalker, Keyword Message, File Export, Account List', () => {
  it('Stalker lists the watching accounts with masked session strings', async () => {
    const page = await openAsAdmin();
    await openList(page, '/stalker/', 'Stalker');
    await bodyRows(page).filter({ hasText: 'watcher_asia' }).getByText('Telethon ••••••••').waitFor();
    await capture(page, '12-stalker');
  });

  itShowsList(
    'Keyword Message lists the replies to forward keywords',
    '/keyword-message/',
    'Keyword Message',
    '13-keyword-message',
  );

  it('File Export lists the finished exports', async () => {
    const page = await openAsAdmin();
    await openList(page, '/file-export/', 'File Export');
    await bodyRows(page).filter({ hasText: 'All chat records' }).getByText('Completed').waitFor();
    await capture(page, '14-file-export');
  });

  it('a list’s Export opens the export dialog for that list', async () => {
    const page = await openAsAdmin();
    await openList(page, '/bot/chat-records', 'Chat Records');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export to CSV' });
    await eventually(() => dialog.getByRole('combobox', { name: 'Type' }).textContent()).toBe('Chat Records');
    await dialog.getByRole('checkbox', { name: 'All data in view' }).check();
    await capture(page, '15-export-dialog');
  });

  it('Account List lists the bots’ Telegram users; a user opens with their subscriptions', async () => {
    const page = await openAsAdmin();
    await openList(page, '/account-list/', 'Account List');
    await capture(page, '16-account-list');

    await bodyRows(page).first().getByRole('link').first().click();
    await waitForPath(page, /^\/account-list\/\d+$/);
    await page.getByRole('heading', { name: 'Subscriptions' }).waitFor();
    await expectRowsOrTable(page);
    await capture(page, '17-account-list-user');
  });
});

/** A detail page's own table (no pagination footer): it has rows. */
async function expectRowsOrTable(page: Page): Promise<void> {
  await eventually(() => bodyRows(page).count()).toBeGreaterThan(0);
}

describe('Bot Analytics', () => {
  it('Bot Overview shows each bot’s figures and daily charts', async () => {
    const page = await openAsAdmin();
    await page.goto('/bot');
    await heading(page, 'Bot Overview').waitFor();
    const figures = page.getByRole('group', { name: 'All bots' });
    await figures.getByText('Searches', { exact: true }).waitFor();
    // Real traffic: the bots send more than they are sent (sponsor posts), so the two lines part.
    const figure = (name: string) =>
      figures
        .locator('dl > div')
        .filter({ has: page.getByText(name, { exact: true }) })
        .locator('dd')
        .innerText();
    expect(await figure('Messages in')).not.toBe(await figure('Messages out'));
    await chartDrawn(page, 'Searches and messages per day');
    await capture(page, '18-bot-overview');
  });

  itShowsList('Bot Subscription lists the subscribers', '/bot/subscription', 'Bot Subscription', '19-bot-subscription');

  it('Chat Records lists the messages, and a row opens the conversation', async () => {
    const page = await openAsAdmin();
    await openList(page, '/bot/chat-records', 'Chat Records');
    await capture(page, '20-chat-records');

    await bodyRows(page)
      .first()
      .getByTitle(/^Conversation of /)
      .click();
    await waitForPath(page, '/bot/chat-records/conversation');
    await heading(page, 'Conversation').waitFor();
    await page.getByRole('list', { name: 'Messages' }).getByRole('listitem').first().waitFor();
    await capture(page, '21-conversation');
  });
});

describe('User Management', () => {
  it('Account Management lists the staff accounts', async () => {
    const page = await openAsAdmin();
    await openList(page, '/user/account-management', 'Account Management');
    await bodyRows(page).filter({ hasText: 'analyst@example.com' }).waitFor();
    await capture(page, '22-account-management');
  });

  it('Edit Role opens with the role’s permissions', async () => {
    const page = await openAsAdmin();
    await openList(page, '/user/role-management', 'Role Management');
    await page.getByRole('button', { name: 'Edit Analyst' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Role' });
    await dialog.getByRole('textbox', { name: 'Role Name' }).waitFor();
    await capture(page, '23-edit-role-dialog');
  });

  it('API Keys lists the platform keys by prefix', async () => {
    const page = await openAsAdmin();
    await openList(page, '/user/api-keys', 'API Keys');
    await bodyRows(page).filter({ hasText: 'Stalker worker' }).waitFor();
    await capture(page, '24-api-keys');
  });

  it('Audit Log lists who did what, when and from where', async () => {
    const page = await openAsAdmin();
    // The User Management section: the roles, accounts and keys arranged above, rather than this run's sign-ins.
    await openList(page, '/user/audit-log/?section=user_management', 'Audit Log');
    for (const action of ['role.create', 'account.create', 'api_key.create'])
      await bodyRows(page).filter({ hasText: action }).first().waitFor();
    await capture(page, '25-audit-log');
  });
});

describe('Marketing Tool', () => {
  it('Ads Keyword Tracking lists the watched keywords, and a keyword opens its slots', async () => {
    const page = await openAsAdmin();
    await openList(page, '/marketingtool/ads-keyword-tracking', 'Ads Keyword Tracking');
    await capture(page, '26-ads-keyword-tracking');

    await bodyRows(page).first().getByRole('link').first().click();
    await waitForPath(page, /^\/ads-keyword-tracking\/\d+$/);
    await heading(page, 'Keyword Slots').waitFor();
    await expectRows(page);
    await capture(page, '27-ads-keyword-slots');
  });
});

describe('War Bot', () => {
  it('Group Activity Analysis compares own and rival groups', async () => {
    const page = await openAsAdmin();
    await page.goto('/war-bot');
    await heading(page, 'Group Activity Analysis').waitFor();
    await chartDrawn(page, 'Messages per day');
    await capture(page, '28-group-activity-analysis');
  });

  itShowsList('Tracked Groups lists the watched groups', '/war-bot/groups', 'Tracked Groups', '29-tracked-groups');
});

describe('your own pages', () => {
  it('Profile shows the account and its permissions', async () => {
    const page = await openAsAdmin();
    await page.goto('/profile/');
    await heading(page, 'Profile').waitFor();
    await page.getByText(ADMIN.email).first().waitFor();
    await capture(page, '30-profile');
  });

  it('Feature Flags turns sections on and off in this browser', async () => {
    const page = await openAsAdmin();
    await page.goto('/feature-flag/');
    await heading(page, 'Feature Flags').waitFor();
    await eventually(() => page.getByRole('switch').count()).toBe(8);
    await capture(page, '31-feature-flags');
  });
});

describe('getting around', () => {
  it('Ctrl+K opens the command menu, which finds pages and records by name', async () => {
    const page = await openAsAdmin();
    await page.goto('/profile/');
    await heading(page, 'Profile').waitFor();
    await page.keyboard.press('Control+K');
    const menu = page.getByRole('dialog', { name: 'Command menu' });
    await menu.waitFor();
    await page.keyboard.type('travel');
    await menu.getByRole('option', { name: /Travel Guide Hub/ }).waitFor();
    await menu.getByText('Searching…').waitFor({ state: 'detached' });
    await capture(page, '32-command-menu');
  });

  it('selecting rows offers bulk actions, and a delete offers Undo', async () => {
    const page = await openAsAdmin();
    await openList(page, '/keyword/forward', 'Keyword Forward');
    const boxes = bodyRows(page).getByRole('checkbox');
    await boxes.nth(0).click();
    await boxes.nth(1).click();
    await page.getByRole('region', { name: 'Selected rows' }).getByText('2 selected', { exact: true }).waitFor();
    await capture(page, '33-bulk-actions');
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete 2 selected rows?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const deleted = page
      .getByRole('region', { name: /^Notifications/ })
      .getByRole('listitem')
      .filter({ hasText: '2 rows deleted' });
    await deleted.getByRole('button', { name: 'Undo' }).waitFor();
    await capture(page, '34-undo');
    await deleted.getByRole('button', { name: 'Undo' }).click();
    await page
      .getByRole('region', { name: /^Notifications/ })
      .getByText('2 rows restored', { exact: true })
      .waitFor();
  });

  it('Views keeps a named view of a list', async () => {
    const page = await openAsAdmin();
    await openList(page, '/keyword/forward?status=Active&sort=queue_number&order=desc', 'Keyword Forward');
    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Save current view…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save view' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Active, last in queue first');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Views' }).click();
    await page.getByRole('menuitem', { name: 'Active, last in queue first' }).waitFor();
    await capture(page, '35-saved-views');
  });

  it('on a phone, a list shows a card per row with its row actions', async () => {
    const page = await openAsAdmin();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/keyword/forward');
    await heading(page, 'Keyword Forward').waitFor();
    const cards = page.getByRole('list', { name: 'Rows' }).getByRole('listitem');
    await cards
      .first()
      .getByRole('button', { name: /^Edit / })
      .waitFor();
    await capture(page, '36-phone-cards');
  });
});
