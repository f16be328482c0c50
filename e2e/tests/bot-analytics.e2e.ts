import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Bot } from '@backoffice/contract';
import { useSuite } from '../support/suite.js';
import { botsOf } from '../support/ingest.js';
import { bodyRows, expectColumns, expectRefused, openList, waitForTable } from '../support/list.js';
import { eventually, exactly, expectToast, sidebar, switchFeatureFlag, waitForPath } from '../support/ui.js';

/** Bot Analytics: Bot Overview, Bot Subscription and Chat Records, fed by the bots through ingestion. */
const suite = useSuite();

const ingest = botsOf(suite, 'Bot Analytics e2e bots', 'bot-analytics');
/** Bot ids by username, as the platform created them. */
let botIds: Record<string, number> = {};

const NOW = Date.now();
const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const AMY = { tg_id: '620000001', username: 'e2e_amy' };
const BEN = { tg_id: '620000002', username: 'e2e_ben' };

/** Amy's six searches with the search bot; "last day search" counts those of the latest one's UTC day. */
const SEARCHES = Array.from({ length: 6 }, (_, i) => minutesAgo(100 + i * 60));
const LAST_DAY_SEARCH = SEARCHES.filter((at) => at.slice(0, 10) === SEARCHES[0]?.slice(0, 10)).length;

/**
 * Amy's 60 messages with the search bot, five minutes apart, oldest first: every fourth one in
 * Chinese, every seventh (from the fourth) a button press; Ben's one message to the media bot is newer.
 */
const AMY_TALK = Array.from({ length: 60 }, (_, i) => ({
  bot: 'e2e_search_bot',
  ...AMY,
  sent_at: minutesAgo(600 - i * 5),
  direction: i % 2 === 0 ? 'Inbound' : 'Outbound',
  message_type: i % 7 === 3 ? 'Button' : 'Text',
  content: i % 4 === 0 ? `我想看免费电影 ${i}` : `Results for crypto signals page ${i}`,
}));

beforeAll(async () => {
  await ingest('subscriptions', [
    {
      bot: 'e2e_search_bot',
      ...AMY,
      status: 'Subscribed',
      at: minutesAgo(5000),
    },
    {
      bot: 'e2e_media_bot',
      ...AMY,
      status: 'Subscribed',
      at: minutesAgo(4000),
    },
    {
      bot: 'e2e_search_bot',
      ...BEN,
      status: 'Subscribed',
      at: minutesAgo(3000),
    },
    {
      bot: 'e2e_media_bot',
      ...BEN,
      status: 'Unsubscribed',
      at: minutesAgo(2000),
    },
  ]);
  await ingest(
    'search-events',
    SEARCHES.map((at) => ({
      bot: 'e2e_search_bot',
      tg_id: AMY.tg_id,
      query: 'movies',
      at,
    })),
  );
  await ingest('chat-records', AMY_TALK);
  await ingest('chat-records', [
    {
      bot: 'e2e_media_bot',
      ...BEN,
      sent_at: minutesAgo(30),
      direction: 'Inbound',
      message_type: 'Text',
      content: 'music please',
    },
  ]);
  const bots = await suite.adminApi<{ data: Bot[] }>('GET', '/v1/bot/bots');
  botIds = Object.fromEntries(bots.data.map((bot) => [bot.username, bot.id]));
});

/** The text of one column of the shown rows. */
async function column(page: Page, index: number): Promise<string[]> {
  return (
    await bodyRows(page)
      .locator(`td:nth-child(${index + 1})`)
      .allTextContents()
  ).map((text) => text.trim());
}

async function chooseFilter(page: Page, filter: string, option: string): Promise<void> {
  await page.getByRole('button', { name: filter, exact: true }).first().click();
  await page.getByRole('checkbox', { name: option }).check();
  await page.keyboard.press('Escape');
}

/** A figure of an overview card ("Searches" → "6"). */
function figure(card: Locator, label: string): Locator {
  return card
    .locator('dl > div')
    .filter({ has: card.page().locator('dt', { hasText: exactly(label) }) })
    .locator('dd');
}

describe('Bot Overview', () => {
  it('shows each bot’s figures over the last 30 days, with daily charts, and narrows to one bot', async () => {
    const { page } = await suite.openSignedIn();
    await page.goto('/bot');
    await page.getByRole('heading', { name: 'Bot Overview', level: 1 }).waitFor();
    await page.getByRole('button', { name: /Last 30 days/ }).waitFor();
    const search = page.getByRole('group', { name: '@e2e_search_bot' });
    await search.getByText('2 users subscribed now').waitFor();
    const expected: [string, string][] = [
      ['Searches', '6'],
      ['New subscribers', '2'],
      ['Lost subscribers', '0'],
      ['Messages in', '30'],
      ['Messages out', '30'],
    ];
    for (const [label, value] of expected)
      await eventually(() => figure(search, label).textContent(), label).toBe(value);
    const media = page.getByRole('group', { name: '@e2e_media_bot' });
    await eventually(() => figure(media, 'Lost subscribers').textContent()).toBe('1');
    await eventually(() => figure(page.getByRole('group', { name: 'All bots' }), 'Messages in').textContent()).toBe(
      '31',
    );
    await page
      .getByRole('img', { name: 'Searches and messages per day' })
      .locator('svg.recharts-surface')
      .first()
      .waitFor();
    await page
      .getByRole('img', { name: 'New and lost subscribers per day' })
      .locator('svg.recharts-surface')
      .first()
      .waitFor();

    await page.getByRole('combobox', { name: 'Bot' }).click();
    await page.getByRole('option', { name: '@e2e_media_bot' }).click();
    await eventually(() => new URL(page.url()).searchParams.get('bot_id')).not.toBeNull();
    await eventually(() => page.getByRole('group', { name: '@e2e_search_bot' }).count()).toBe(0);
    await eventually(() =>
      figure(page.getByRole('group', { name: '@e2e_media_bot' }), 'Messages in').textContent(),
    ).toBe('1');
  });

  it("gets the console's texts in one file before the page renders, none asked for by the page itself", async () => {
    const { page } = await suite.openSignedIn();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/bot');
    await page.getByRole('group', { name: '@e2e_search_bot' }).waitFor();
    // A text file the page asked for while rendering would hold the page back (React's Suspense).
    expect(scripts.filter((path) => /\/assets\/texts-/.test(path))).toEqual([
      expect.stringMatching(/\/assets\/texts-en-US-/),
    ]);
    expect(scripts.filter((path) => /\/assets\/(botAnalytics|table|fileExport)-/.test(path))).toEqual([]);
  });

  it('asks for the chart code beside the figures, not once they have come', async () => {
    const { page } = await suite.openSignedIn();
    // The figures' answer is held: the chart code is asked for meanwhile.
    let releaseFigures: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseFigures = resolve));
    await page.route(
      (url) => url.pathname === '/v1/bot/overview',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const chartCode = page.waitForRequest((request) => /\/assets\/overview-charts-[\w-]+\.js$/.test(request.url()));
    await page.goto('/bot');
    await chartCode;
    releaseFigures();
    await page
      .getByRole('img', { name: 'Searches and messages per day' })
      .locator('svg.recharts-surface')
      .first()
      .waitFor();
  });
});

describe("Bot Overview: a bot's status", () => {
  it('shows a bot first heard of through its data as Inactive until staff turn it on, and keeps the choice', async () => {
    const { page } = await suite.openSignedIn();
    await page.goto('/bot');
    const media = page.getByRole('group', { name: '@e2e_media_bot' });
    const status = media.getByRole('switch', { name: 'Status of @e2e_media_bot' });
    await eventually(() => status.getAttribute('aria-checked')).toBe('false');
    await media.getByText('Inactive', { exact: true }).waitFor();

    await status.click();
    await expectToast(page, 'Status updated successfully!');
    await eventually(() => status.getAttribute('aria-checked')).toBe('true');
    await page.reload();
    await eventually(() => status.getAttribute('aria-checked')).toBe('true');
    await media.getByText('Active', { exact: true }).waitFor();

    // A later batch naming the bot leaves the staff's choice alone.
    await ingest('search-events', [
      { bot: '@E2E_MEDIA_BOT', tg_id: '1000004444', query: 'status', result_count: 1, at: new Date().toISOString() },
    ]);
    const bots = await suite.adminApi<{ data: Bot[] }>('GET', '/v1/bot/bots');
    expect(bots.data.find((bot) => bot.username === 'e2e_media_bot')).toMatchObject({ status: 'Active' });
  });
});

describe('Bot Subscription', () => {
  it('lists the subscribers with their counts and status; search, filters and sort change the rows', async () => {
    const { page } = await suite.openSignedIn();
    await openList(page, '/bot/subscription', 'Bot Subscription');
    await page.getByText('Total 4 rows', { exact: true }).waitFor();
    await expectColumns(page, [
      'Account Username',
      'Bot Username',
      'TG ID',
      'Total Collection',
      'Last Day Search',
      'Total Search',
      'Status',
    ]);
    const amy = bodyRows(page).filter({ hasText: '@e2e_search_bot' }).filter({ hasText: '@e2e_amy' });
    // Account, bot, TG ID, total collection, last day search, total search, status.
    await eventually(async () => (await amy.locator('td').allTextContents()).slice(0, 7)).toEqual([
      '@e2e_amy',
      '@e2e_search_bot',
      '620000001',
      '0',
      String(LAST_DAY_SEARCH),
      '6',
      'Subscribed',
    ]);

    await page.getByRole('searchbox', { name: 'Search account, bot or TG ID…' }).fill('ben');
    await page.getByText('Total 2 rows', { exact: true }).waitFor();
    await chooseFilter(page, 'Status', 'Unsubscribed');
    await page.getByText('Total 1 row', { exact: true }).waitFor();
    expect(await column(page, 1)).toEqual(['@e2e_media_bot']);
    await bodyRows(page).getByRole('cell', { name: 'Unsubscribed', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByText('Total 4 rows', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Total Search: sort or hide' }).click();
    await page.getByRole('menuitem', { name: 'Desc' }).click();
    await eventually(() => column(page, 5)).toEqual(['6', '0', '0', '0']);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('total_search');
  });

  it('opens a subscriber’s conversation with the bot from the row', async () => {
    const { page } = await suite.openSignedIn();
    await page.goto(`/bot/subscription?search=e2e_amy&bot_id=${botIds['e2e_search_bot']}`);
    await waitForTable(page);
    await page
      .getByRole('link', {
        name: 'Conversation of @e2e_amy with @e2e_search_bot',
      })
      .click();
    await waitForPath(page, '/bot/chat-records/conversation');
    await page.getByRole('list', { name: 'Messages' }).getByText('Results for crypto signals page 59').waitFor();
  });
});

describe('Chat Records', () => {
  it('shows the records newest first and pages forward, to the end and back', async () => {
    const requests: string[] = [];
    const { page } = await suite.openSignedIn();
    page.on('request', (request) => {
      if (request.url().includes('/v1/bot/chat-records?')) requests.push(request.url());
    });
    await openList(page, '/bot/chat-records', 'Chat Records');
    await page.getByText('Total 61 rows', { exact: true }).waitFor();
    await expectColumns(page, ['Time Stamp', 'Message Content', 'Sender', 'Receiver', 'Message Type', 'Direction']);
    expect((await column(page, 1)).slice(0, 2)).toEqual(['music please', 'Results for crypto signals page 59']);
    const newest = bodyRows(page).first();
    for (const text of ['@e2e_ben', '@e2e_media_bot', 'Text', 'Inbound'])
      await newest.getByRole('cell', { name: text, exact: true }).waitFor();
    await bodyRows(page).nth(1).getByRole('cell', { name: 'Button', exact: true }).waitFor();
    // Only this page is marked in the sidebar, not the section's own page (/bot) as well.
    expect(await sidebar(page).getByRole('link', { name: 'Chat Records' }).getAttribute('data-status')).toBe('active');
    expect(await sidebar(page).getByRole('link', { name: 'Bot Overview' }).getAttribute('data-status')).toBeNull();

    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText('Page 2 of 7', { exact: true }).waitFor();
    await eventually(async () => (await column(page, 1))[0]).toBe('Results for crypto signals page 50');
    // The page after a shown one is asked for by its keyset cursor, not by an offset.
    expect(requests.at(-1)).toContain('cursor=');

    await page.getByRole('button', { name: 'Go to last page' }).click();
    await page.getByText('Page 7 of 7', { exact: true }).waitFor();
    // 61 records: the last page holds the oldest one, read from the oldest end.
    await eventually(() => column(page, 1)).toEqual(['我想看免费电影 0']);
    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await page.getByText('Page 6 of 7', { exact: true }).waitFor();
    await eventually(async () => (await column(page, 1))[0]).toBe('Results for crypto signals page 10');
  });

  it('searches message content in English and in Chinese, and filters by direction, type and user', async () => {
    const { page } = await suite.openSignedIn();
    await page.goto('/bot/chat-records');
    await waitForTable(page);
    const search = page.getByRole('searchbox', {
      name: 'Search message content…',
    });
    await search.fill('CRYPTO');
    await page.getByText('Total 45 rows', { exact: true }).waitFor();
    await search.fill('电影');
    await page.getByText('Total 15 rows', { exact: true }).waitFor();
    await eventually(async () => (await column(page, 1)).every((text) => text.startsWith('我想看免费电影'))).toBe(true);

    await search.fill('');
    await page.getByText('Total 61 rows', { exact: true }).waitFor();
    await chooseFilter(page, 'Direction', 'Outbound');
    await page.getByText('Total 30 rows', { exact: true }).waitFor();
    await chooseFilter(page, 'Message Type', 'Button');
    // Outbound button presses: i = 3, 17, 31, 45, 59.
    await page.getByText('Total 5 rows', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByText('Total 61 rows', { exact: true }).waitFor();

    await page.getByRole('searchbox', { name: 'Filter by TG ID' }).fill(BEN.tg_id);
    await page.getByText('Total 1 row', { exact: true }).waitFor();
    expect(await column(page, 1)).toEqual(['music please']);
    expect(new URL(page.url()).searchParams.get('tg_id')).toBe(BEN.tg_id);
  });

  it('opens the conversation from the user in a record: in time order, buttons marked, older messages on demand', async () => {
    const { page } = await suite.openSignedIn();
    await page.goto('/bot/chat-records?search=page%2059');
    await waitForTable(page);
    await page.getByText('Total 1 row', { exact: true }).waitFor();
    const amy = bodyRows(page).getByRole('link', {
      name: '@e2e_amy',
      exact: true,
    });
    expect(await amy.getAttribute('title')).toBe('Conversation of @e2e_amy with @e2e_search_bot');
    await amy.click();
    await waitForPath(page, '/bot/chat-records/conversation');
    await page.getByRole('heading', { name: 'Conversation', level: 1 }).waitFor();
    await page.getByText('@e2e_amy with @e2e_search_bot, oldest first').waitFor();
    const messages = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
    // The latest 50 of Amy's 60 messages, oldest first.
    await eventually(() => messages.count()).toBe(50);
    await expect.poll(() => messages.first().textContent()).toContain('Results for crypto signals page 10');
    const latest = messages.last();
    expect(await latest.getAttribute('data-direction')).toBe('Outbound');
    expect(await latest.textContent()).toContain('Button');
    expect(await latest.textContent()).toContain('Results for crypto signals page 59');
    expect(await messages.nth(1).getAttribute('data-direction')).toBe('Outbound');
    expect(await messages.nth(2).getAttribute('data-direction')).toBe('Inbound');

    await page.getByRole('button', { name: 'Load older messages' }).click();
    await page.getByText('Start of the conversation').waitFor();
    await eventually(() => messages.count()).toBe(60);
    expect(await messages.first().textContent()).toContain('我想看免费电影 0');

    await page.getByRole('link', { name: 'Back to chat records' }).click();
    await waitForPath(page, '/bot/chat-records');
    await waitForTable(page);
    await page.getByText('Total 60 rows', { exact: true }).waitFor();
  });
});

describe('access', () => {
  it('turning Bot Analytics off hides the section and its pages show Not Found', async () => {
    const { page } = await suite.openSignedIn();
    await switchFeatureFlag(page, 'Bot Analytics', false);
    for (const path of ['/bot', '/bot/subscription', '/bot/chat-records', '/bot/chat-records/conversation']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Not Found', level: 1 }).waitFor();
    }
    expect(await sidebar(page).getByRole('link', { name: 'Chat Records' }).count()).toBe(0);
  });

  it('a user with only BOT_SUBSCRIPTION sees that page alone, without conversations', async () => {
    const staff = await suite.createStaff('Subscriptions Only', ['BOT_SUBSCRIPTION']);
    const { page } = await suite.openSignedIn(staff);
    await page.goto('/bot/subscription');
    await waitForTable(page);
    await page.getByText('Total 4 rows', { exact: true }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Actions' }).count()).toBe(0);
    const nav = sidebar(page);
    await nav.getByRole('link', { name: 'Bot Subscription' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Chat Records' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Bot Overview' }).count()).toBe(0);

    await expectRefused(page, [
      '/bot',
      '/bot/chat-records',
      `/bot/chat-records/conversation?bot_id=${botIds['e2e_search_bot']}&tg_id=${AMY.tg_id}`,
    ]);
  });
});
