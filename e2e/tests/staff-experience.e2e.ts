import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import path from 'node:path';
import Database from 'better-sqlite3';
import { telethonSession } from '@backoffice/server/testing';
import { STAFF_PASSWORD, api, apiLogin, createAccount, createRole } from '../support/api.js';
import { arrangeConsoleData } from '../support/accessibility-data.js';
import { useSuite } from '../support/suite.js';
import { eventually } from '../support/ui.js';

/**
 * What a new member of staff ran into in the console (issue 18): each test shows one of the defects
 * they reported stays fixed.
 */
const suite = useSuite();
let token: string;

beforeAll(async () => {
  token = await suite.adminToken();
  await arrangeConsoleData(suite.baseUrl, token, suite.server.dataDir);
  // Rows as the demo fills them: a remark, a price in the thousands, a keyword in Chinese, a
  // subscriber with a full name and a long username.
  await api(suite.baseUrl, token, 'POST', '/v1/keyword/forward', {
    keyword: '学习资料 考研 雅思 编程',
    queue_number: 12,
    price: '1234.50',
    remarks: 'Client asked for top slot',
  });
  await api(suite.baseUrl, token, 'POST', '/v1/keyword/restrict', {
    keyword: 'casino bonus codes daily',
    queue_number: 31,
    price: '980.00',
    remarks: 'Check traffic weekly',
  });
  // A Premium stalker, its load and badge the widest cell of its row, as the demo has one.
  await api(suite.baseUrl, token, 'POST', '/v1/stalker', {
    tg_id: '7100000009',
    username: 'watcher_asia',
    group_type: 'Supergroup',
    session_string: telethonSession(),
    remarks: 'Rival groups, Southeast Asia',
    premium: true,
  });
  // The key's creator as a long e-mail shows them, which does not wrap.
  const integrator = {
    email: 'maximilian.oppenheimer-castellanos@integrations.example.com',
    password: STAFF_PASSWORD,
  };
  const integrations = await createRole(suite.baseUrl, token, 'Integrations', ['ALL']);
  await createAccount(suite.baseUrl, token, {
    ...integrator,
    username: 'Maximilian O-C',
    roleId: integrations.id,
    forceReset: false,
  });
  const integratorToken = (await apiLogin(suite.baseUrl, integrator.email, integrator.password)).access_token;
  const { data: key } = await api<{ data: { key: string } }>(suite.baseUrl, integratorToken, 'POST', '/v1/api-keys', {
    name: 'Staff experience bots',
    scopes: ['ingest'],
  });
  await api(suite.baseUrl, key.key, 'POST', '/v1/platform/ingest/subscriptions', {
    rows: [
      {
        event_id: 'e2e-staff-1',
        bot: 'e2e_staff_bot',
        tg_id: '1000022226',
        username: 'maximilian_longname_2026',
        first_name: 'Maximilian',
        last_name: 'Oppenheimer-Castellanos',
        status: 'Subscribed',
        at: new Date().toISOString(),
      },
    ],
  });
});

/** How far the box of this element reaches past the viewport's right edge (0 when inside). */
async function overhang(page: Page, locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('the element has no box');
  const width = page.viewportSize()?.width ?? 0;
  return Math.max(0, Math.ceil(box.x + box.width - width));
}

/** How many pixels the table's box scrolls sideways (0 when it fits). */
function sidewaysScroll(table: Locator): Promise<number> {
  return table.evaluate((element) => {
    const container = element.closest('[data-slot="table-container"]') ?? element;
    return container.scrollWidth - container.clientWidth;
  });
}

describe('row actions on a 1280 px wide screen', () => {
  it.each([
    {
      url: '/keyword/forward',
      heading: 'Keyword Forward',
      row: '学习资料 考研 雅思 编程',
      actions: ['Edit', 'Delete'],
    },
    {
      url: '/keyword/restrict',
      heading: 'Keyword Restrict',
      row: 'casino bonus codes daily',
      actions: ['Edit', 'Delete'],
    },
    { url: '/account-list/', heading: 'Account List', row: '1000022226', actions: ['Edit'] },
    { url: '/stalker/', heading: 'Stalker', row: '@watcher_asia', actions: ['Edit', 'Delete'] },
    { url: '/user/api-keys', heading: 'API Keys', row: 'Staff experience bots', actions: ['Revoke'] },
  ])("$heading shows every row's actions without scrolling sideways", async ({ url, heading, row, actions }) => {
    const { page } = await suite.openSignedIn();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(url);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    const table = page.getByRole('table');
    const line = table.getByRole('row').filter({ hasText: row });
    await line.waitFor();
    for (const action of actions) {
      const button = line.getByRole('button', { name: new RegExp(`^${action}`) });
      expect(await overhang(page, button), `${action} reaches past the screen`).toBe(0);
    }
    expect(await sidewaysScroll(table)).toBe(0);
  });
});

describe('the sidebar on a short window', () => {
  it('shows the title Backoffice whole in a band as tall as the page header', async () => {
    const { page } = await suite.openSignedIn();
    await page.setViewportSize({ width: 1280, height: 700 });
    await page.goto('/keyword/forward');
    await page.getByRole('heading', { name: 'Keyword Forward', level: 1 }).waitFor();
    const title = page.locator('aside').getByText('Backoffice', { exact: true });
    const band = await title.evaluate((element) => {
      const parent = element.parentElement;
      if (!parent) throw new Error('the title has no band');
      return { height: parent.getBoundingClientRect().height, overflow: parent.scrollHeight - parent.clientHeight };
    });
    const header = await page.locator('header').first().boundingBox();
    expect(band.overflow).toBe(0);
    expect(band.height).toBeGreaterThanOrEqual(header?.height ?? Number.POSITIVE_INFINITY);
  });
});

describe('the column choice', () => {
  /** The column titles of the list's header, as shown. */
  async function columnTitles(page: Page): Promise<string[]> {
    return (await page.getByRole('table').locator('thead th').allInnerTexts())
      .map((title) => title.trim())
      .filter(Boolean);
  }

  async function toggleColumn(page: Page, title: string): Promise<void> {
    await page.getByRole('button', { name: 'View', exact: true }).click();
    await page.getByRole('menuitemcheckbox', { name: title }).click();
    await page.keyboard.press('Escape');
  }

  it('keeps a hidden column hidden after a reload and on the next visit, for that list only', async () => {
    const { page } = await suite.openSignedIn();
    await page.goto('/keyword/forward');
    await page.getByRole('heading', { name: 'Keyword Forward', level: 1 }).waitFor();
    await page.getByRole('table').getByRole('row').filter({ hasText: '学习资料 考研 雅思 编程' }).waitFor();
    expect(await columnTitles(page)).toContain('Remarks');

    await toggleColumn(page, 'Remarks');
    await expect.poll(() => columnTitles(page)).not.toContain('Remarks');
    await page.reload();
    await page.getByRole('table').getByRole('row').filter({ hasText: '学习资料 考研 雅思 编程' }).waitFor();
    expect(await columnTitles(page)).not.toContain('Remarks');

    // Another list keeps its own choice.
    await page.goto('/keyword/restrict');
    await page.getByRole('table').getByRole('row').filter({ hasText: 'casino bonus codes daily' }).waitFor();
    expect(await columnTitles(page)).toContain('Remarks');

    // Back on the first list (a visit, not a reload), shown again from View, and kept so.
    await page.goto('/keyword/forward');
    await page.getByRole('table').getByRole('row').filter({ hasText: '学习资料 考研 雅思 编程' }).waitFor();
    expect(await columnTitles(page)).not.toContain('Remarks');
    await toggleColumn(page, 'Remarks');
    await page.reload();
    await page.getByRole('table').getByRole('row').filter({ hasText: '学习资料 考研 雅思 编程' }).waitFor();
    expect(await columnTitles(page)).toContain('Remarks');
  });
});

describe('the pager before the first page has answered', () => {
  it('shows no total and lets nobody page until the rows arrive', async () => {
    const { page } = await suite.openSignedIn();
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname.endsWith('/v1/keyword/forward/list'),
      async (route) => {
        await answered;
        await route.continue();
      },
    );
    await page.goto('/keyword/forward');
    const next = page.getByRole('button', { name: 'Go to next page' });
    const last = page.getByRole('button', { name: 'Go to last page' });
    await next.waitFor();
    expect(await next.isDisabled()).toBe(true);
    expect(await last.isDisabled()).toBe(true);
    expect(await page.getByText(/^Total \d+ rows?$/).count()).toBe(0);
    expect(await page.getByText(/^Page \d+ of \d+$/).count()).toBe(0);

    release();
    await page.getByText(/^Total \d+ rows?$/).waitFor();
    await page.getByText(/^Page 1 of \d+$/).waitFor();
  });
});

describe('Reset', () => {
  it('puts the table back: filters, sort and a column hidden from its header menu', async () => {
    const { page } = await suite.openSignedIn();
    await page.goto('/keyword/forward');
    const table = page.getByRole('table');
    await table.getByRole('row').filter({ hasText: '学习资料 考研 雅思 编程' }).waitFor();
    const titles = async () =>
      (await table.locator('thead th').allInnerTexts()).map((title) => title.trim()).filter(Boolean);
    expect(await titles()).toContain('Remarks');

    await table.getByRole('button', { name: 'Remarks: sort or hide' }).click();
    await page.getByRole('menuitem', { name: 'Hide' }).click();
    await expect.poll(titles).not.toContain('Remarks');

    // A hidden column alone is reason enough to offer Reset.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(titles).toContain('Remarks');
    expect(await page.getByRole('button', { name: 'Reset' }).count()).toBe(0);

    // And it stays shown on the next visit: Reset kept the list's first view as the choice.
    await page.reload();
    await table.getByRole('row').filter({ hasText: '学习资料 考研 雅思 编程' }).waitFor();
    expect(await titles()).toContain('Remarks');
  });
});

describe('a detail page of a record that does not exist', () => {
  it("says so with the way back and one heading on every detail page, and keeps a gone keyword's empty slot list", async () => {
    const { page } = await suite.openSignedIn();
    const cases = [
      ['/ads-keyword-tracking/99999', 'This tracked keyword does not exist or was deleted.'],
      ['/ads-keyword-tracking/abc', 'This tracked keyword does not exist or was deleted.'],
      ['/database/sponsor/99999', 'This client does not exist or was deleted.'],
      ['/database/sponsor/abc', 'This client does not exist or was deleted.'],
      ['/database/keyword-database/abc', 'This entry does not exist or was deleted.'],
      ['/account-list/99999', 'This user does not exist or was deleted.'],
    ] as const;
    for (const [path, message] of cases) {
      await page.goto(path);
      await page.getByRole('alert').filter({ hasText: message }).waitFor();
      expect(await page.getByText('The page you are looking for does not exist.').count(), path).toBe(0);
      expect(await page.getByRole('link', { name: /^Back/ }).count(), path).toBe(1);
      // One heading on every page, for a screen reader's list of headings: the page's own, or the message.
      expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
      if (path.startsWith('/ads-keyword-tracking/')) {
        await page.getByRole('cell', { name: 'No results.' }).waitFor();
        expect(await page.getByText('The ad positions last observed for "-"').count(), path).toBe(0);
      }
    }
  });
});

/**
 * The headers and status badges of one short word (every short Chinese label: 登录方式) that the table
 * wraps onto more than one line, with how many lines each takes.
 */
function shortWordsWrapped(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('thead th, tbody [data-slot="badge"]')).flatMap((element) => {
      const text = element.textContent?.trim() ?? '';
      if (text === '' || text.includes(' ') || text.length > 8) return [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const lines = new Set<number>();
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) lines.add(Math.round(rect.bottom));
      }
      return lines.size > 1 ? [`${text} takes ${lines.size} lines`] : [];
    }),
  );
}

describe('column headers at 1280 px', () => {
  it.each(['zh-CN', 'en-US'] as const)(
    'never run into the next header or wrap a word, on Stalker, Keyword Forward and Role Management (%s)',
    async (locale) => {
      const { context, page } = await suite.openSignedIn();
      await context.addCookies([{ name: 'hi7-locale', value: locale, url: suite.baseUrl }]);
      await page.setViewportSize({ width: 1280, height: 800 });
      for (const path of ['/stalker/', '/keyword/forward', '/user/role-management']) {
        await page.goto(path);
        await page.locator('tbody tr').first().waitFor();
        expect(await shortWordsWrapped(page), path).toEqual([]);
        const overlaps = await page.evaluate(() => {
          const cells = Array.from(document.querySelectorAll('thead tr th'));
          return cells.slice(0, -1).flatMap((cell, index) => {
            const next = cells[index + 1] as Element;
            const right = Math.max(
              ...Array.from(cell.querySelectorAll('*')).map((node) => node.getBoundingClientRect().right),
              0,
            );
            return right > next.getBoundingClientRect().left + 0.5
              ? [`${cell.textContent} runs into ${next.textContent}`]
              : [];
          });
        });
        expect(overlaps, path).toEqual([]);
      }
    },
  );
});

describe('Role Management at 1280 px', () => {
  beforeAll(async () => {
    // One-permission roles, as a team gives each section its own, with the longest section names, and a
    // role with a description as long as the form allows.
    for (const permission of [
      'ADS_KEYWORD_TRACKING',
      'SEARCH_BOT_KEYWORD_DATABASE',
      'SEARCH_BOT_SENSITIVE_KEYWORD',
      'BOT_SUBSCRIPTION',
    ] as const) {
      await suite.createRole(
        `Only ${permission.toLowerCase()}`.slice(0, 30),
        [permission],
        `Opens ${permission} and nothing else`,
      );
    }
    await suite.createRole(
      'Section leads',
      ['KEYWORD_FORWARD', 'KEYWORD_RESTRICT', 'STALKER', 'WAR_BOT'],
      'Leads of the keyword, stalker and war bot teams: they add and edit records, never accounts. '
        .repeat(3)
        .slice(0, 200)
        .trim(),
    );
  });

  it('neither the page nor the table scrolls sideways, no cell cuts its text, no short header wraps (en-US, zh-CN)', async () => {
    const { context, page } = await suite.openSignedIn();
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const locale of ['en-US', 'zh-CN'] as const) {
      await context.addCookies([{ name: 'hi7-locale', value: locale, url: suite.baseUrl }]);
      await page.goto('/user/role-management?size=20');
      const table = page.getByRole('table');
      await table.getByRole('row').filter({ hasText: 'Section leads' }).waitFor();
      const pageScroll = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(pageScroll, `${locale}: the page scrolls sideways`).toBe(0);
      expect(await sidewaysScroll(table), `${locale}: the table scrolls sideways`).toBe(0);
      // What a cell hides past its edge (cut with an ellipsis, or clipped) is content a user cannot read.
      const cut = await table.evaluate((element) =>
        Array.from(element.querySelectorAll('tbody td, tbody td *'))
          .filter((node) => getComputedStyle(node).overflowX !== 'visible' && node.scrollWidth > node.clientWidth)
          .map((node) => node.textContent ?? ''),
      );
      expect(cut, locale).toEqual([]);
      expect(await shortWordsWrapped(page), locale).toEqual([]);
    }
  });
});

describe('a signed-in page while the API is slow to answer (issue 30, item 13)', () => {
  it.each([
    // The first landing: home, then the sign-in page, send a signed-in user on to Keyword Forward.
    ['/', 'Keyword Forward', '学习资料 考研 雅思 编程'],
    ['/user/role-management', 'Role Management', 'Super Admin'],
  ])(
    '%s shows the frame and the list loading at once, then the rows once the API answers',
    async (path, heading, cell) => {
      const { page } = await suite.openSignedIn();
      // Every call of the console's two APIs waits, as behind a database busy with a demo import.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held = 0;
      let answered = 0;
      await page.route(
        (url) => /^\/(um\/)?v1\//.test(url.pathname),
        async (route) => {
          held += 1;
          await released;
          await route.continue();
          answered += 1;
        },
      );
      await page.goto(path, { waitUntil: 'commit' });
      if (path === '/') await page.waitForURL('**/keyword/forward');

      await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      const table = page.getByRole('table');
      await table.and(page.locator('[aria-busy="true"]')).waitFor();
      await table.getByText('Loading…').waitFor({ state: 'attached' });
      // All of that before a single answer of the API.
      await eventually(() => held).toBeGreaterThan(0);
      expect(answered).toBe(0);

      release();
      await table.and(page.locator('[aria-busy="false"]')).waitFor();
      await table.getByRole('cell', { name: cell, exact: true }).waitFor();
    },
  );
});

describe('the first landing while another process holds the database (issue 30, item 13)', () => {
  it('serves the page and shows its frame while a write waits for the lock, then the rows', async () => {
    const { page } = await suite.openSignedIn();
    // Another process (a demo import, a retention purge) holds SQLite's write lock, and a write of the
    // console waits for it.
    const other = new Database(path.join(suite.server.dataDir, 'backoffice.db'));
    try {
      other.exec('BEGIN IMMEDIATE');
      const waitingWrite = suite.adminApi('POST', '/v1/sensitive-keyword', { keyword: 'lock wait' });
      let writeAnswered = false;
      void waitingWrite.then(
        () => (writeAnswered = true),
        () => (writeAnswered = true),
      );
      await page.goto('/user/role-management', { waitUntil: 'commit' });
      await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      await page.getByRole('heading', { name: 'Role Management', level: 1 }).waitFor();
      // The page came while the write still waited: the instance did not stop answering for it.
      expect(writeAnswered).toBe(false);
      other.exec('COMMIT');
      await waitingWrite;
      await page.getByRole('table').getByRole('cell', { name: 'Super Admin', exact: true }).waitFor();
    } finally {
      other.close();
    }
  });
});
