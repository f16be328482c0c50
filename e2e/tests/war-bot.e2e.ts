import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Paged, WarGroup } from '@backoffice/contract';
import { useSuite } from '../support/suite.js';
import { botsOf } from '../support/ingest.js';
import { choose, expectColumns, expectRefused, openDialog, openList, row } from '../support/list.js';
import {
  cookieMap,
  eventually,
  exactly,
  expectFieldMessage,
  expectText,
  expectToast,
  openProfile,
  sidebar,
  switchFeatureFlag,
  toastCount,
} from '../support/ui.js';

/** War Bot → Group Activity Analysis: tracked groups, and their activity fed through ingestion (issue: War Bot). */
const suite = useSuite();

let ownId: number;
let rivalId: number;

const OWN_LINK = 'https://t.me/e2e_war_own';
const RIVAL_LINK = 'https://t.me/e2e_war_rival';
const RANGE = '?from=2025-03-01&to=2025-03-03';

const bots = botsOf(suite, 'War Bot e2e', 'war-bot');
const ingest = (rows: Record<string, unknown>[]) => bots('group-activity', rows);

const message = (at: string, memberTgId: string, username?: string) => ({
  kind: 'message',
  group_link: OWN_LINK,
  at,
  member_tg_id: memberTgId,
  ...(username ? { username } : {}),
});
const membership = (kind: 'join' | 'leave', at: string, memberTgId: string) => ({
  kind,
  group_link: OWN_LINK,
  at,
  member_tg_id: memberTgId,
});
const rivalDay = (
  day: string,
  messages: number,
  active: number,
  joins: number,
  leaves: number,
  members: number,
  peakHour: number,
) => ({
  group_link: RIVAL_LINK,
  title: 'Rival Hub',
  type: 'Channel',
  day,
  messages,
  active_members: active,
  joins,
  leaves,
  member_count: members,
  peak_hour: peakHour,
});

/**
 * Our Lounge (own) reports raw events: Alice posts 3 messages in the 20:00 hour on 1 March and 2 on
 * 2 March, Bob one at 09:00 on 1 March, Carol (no username) two at 11:00 on 2 March; two join on
 * 1 March and one leaves on 2 March, from 100 members the day before. Rival Hub reports daily rows.
 */
beforeAll(async () => {
  const own = await suite.adminApi<{ data: WarGroup }>('POST', '/v1/war-bot/groups', {
    link: 't.me/e2e_war_own',
    title: 'Our Lounge',
    side: 'Own',
  });
  ownId = own.data.id;
  await ingest([
    { group_link: OWN_LINK, day: '2025-02-28', messages: 0, active_members: 0, joins: 0, leaves: 0, member_count: 100 },
  ]);
  await ingest([
    message('2025-03-01T20:05:00Z', '710000001', 'e2e_alice'),
    message('2025-03-01T20:10:00Z', '710000001', 'e2e_alice'),
    message('2025-03-01T20:15:00Z', '710000001', 'e2e_alice'),
    message('2025-03-01T09:00:00Z', '710000002', 'e2e_bob'),
    message('2025-03-02T20:30:00Z', '710000001', 'e2e_alice'),
    message('2025-03-02T20:40:00Z', '710000001', 'e2e_alice'),
    message('2025-03-02T11:00:00Z', '710000003'),
    message('2025-03-02T11:30:00Z', '710000003'),
    membership('join', '2025-03-01T08:00:00Z', '710000004'),
    membership('join', '2025-03-01T08:30:00Z', '710000005'),
    membership('leave', '2025-03-02T12:00:00Z', '710000004'),
  ]);
  await ingest([
    rivalDay('2025-03-01', 30, 10, 5, 2, 500, 14),
    rivalDay('2025-03-02', 20, 5, 1, 3, 498, 14),
    rivalDay('2025-03-03', 10, 5, 0, 0, 498, 9),
  ]);
  const rivals = await suite.adminApi<Paged<WarGroup>>('GET', '/v1/war-bot/groups?search=e2e_war_rival');
  rivalId = rivals.data.data[0]?.id ?? 0;
  expect(rivals.data.data[0]).toMatchObject({ title: 'Rival Hub', side: 'Rival', type: 'Channel' });
});

/** Yesterday as the browser's calendar names it (both run on this machine's clock and zone). */
function yesterday(): string {
  const day = new Date();
  day.setDate(day.getDate() - 1);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

function bodyRows(table: Locator): Locator {
  return table.getByRole('rowgroup').nth(1).getByRole('row');
}

async function rowTexts(table: Locator): Promise<string[][]> {
  const rows = await bodyRows(table).all();
  return Promise.all(
    rows.map(async (line) => (await line.getByRole('cell').allTextContents()).map((text) => text.trim())),
  );
}

function openGroups(page: Page, query = ''): Promise<void> {
  return openList(page, `/war-bot/groups${query}`, 'Tracked Groups');
}

/** A figure of a card ("Messages" → "8"). */
function figure(card: Locator, label: string): Locator {
  return card
    .locator('dl > div')
    .filter({ has: card.page().locator('dt', { hasText: exactly(label) }) })
    .locator('dd');
}

describe('Tracked Groups', () => {
  it('adds a group, refuses a bad or tracked link, edits it, filters by side and removes it', async () => {
    const { page } = await suite.openSignedIn();
    await openGroups(page);
    await expectColumns(page, ['Link', 'Title', 'Type', 'Own or Rival', 'Assigned Stalker', 'Created At']);
    await page.getByRole('button', { name: 'Export', exact: true }).waitFor();
    await eventually(async () =>
      (await row(page, OWN_LINK).locator('td:not([data-column="select"])').allTextContents()).slice(0, 5),
    ).toEqual([OWN_LINK, 'Our Lounge', 'Group', 'Own', '-']);

    const dialog = await openDialog(page, 'Add Group');
    const link = dialog.getByRole('textbox', { name: 'Link' });
    await dialog.getByRole('button', { name: 'Add Group' }).click();
    await expectFieldMessage(link, 'Link is required');
    await link.fill('not a link');
    await expectFieldMessage(
      link,
      'Enter a Telegram link: https://t.me/name, t.me/name, @name or tg://resolve?domain=name',
    );
    await link.fill('t.me/E2E_WAR_OWN');
    await dialog.getByRole('button', { name: 'Add Group' }).click();
    await expectFieldMessage(link, 'This group is already tracked.');

    // A @mention is a link form like any other, saved as https://t.me/<name>.
    await link.fill('@e2e_new_camp');
    await dialog.getByRole('textbox', { name: 'Title' }).fill('New Camp');
    await choose(dialog, 'Type', 'Channel');
    await choose(dialog, 'Own or Rival', 'Rival');
    await dialog.getByRole('button', { name: 'Add Group' }).click();
    await expectToast(page, 'Group added successfully!');
    expect(await toastCount(page, /already tracked/)).toBe(0);
    await dialog.waitFor({ state: 'hidden' });
    const created = row(page, 'https://t.me/e2e_new_camp');
    await eventually(async () =>
      (await created.locator('td:not([data-column="select"])').allTextContents()).slice(0, 5),
    ).toEqual(['https://t.me/e2e_new_camp', 'New Camp', 'Channel', 'Rival', '-']);

    await created.getByRole('button', { name: 'Edit New Camp' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Group' });
    await edit.getByRole('textbox', { name: 'Title' }).fill('New Camp HQ');
    await choose(edit, 'Own or Rival', 'Own');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Group updated successfully!');
    await eventually(async () =>
      (await created.locator('td:not([data-column="select"])').allTextContents()).slice(1, 4),
    ).toEqual(['New Camp HQ', 'Channel', 'Own']);

    await page.getByRole('button', { name: 'Own or Rival', exact: true }).first().click();
    await page.getByRole('checkbox', { name: 'Rival', exact: true }).check();
    await page.keyboard.press('Escape');
    await page.getByText('Total 1 row', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('side')).toBe('Rival');
    await row(page, RIVAL_LINK).waitFor();

    await openGroups(page, '?search=e2e_new_camp');
    await created.getByRole('button', { name: 'Delete New Camp HQ' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove group' });
    await confirm.getByText('Stop tracking New Camp HQ?', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Group removed successfully!');
    await created.waitFor({ state: 'detached' });
  });
});

describe('Group Activity Analysis', () => {
  it('shows each group’s figures, the charts, the daily table, own versus rival and the top members', async () => {
    const { page } = await suite.openSignedIn();
    await page.goto(`/war-bot/${RANGE}&groups=${ownId},${rivalId}`);
    await page.getByRole('heading', { name: 'Group Activity Analysis', level: 1 }).waitFor();
    await page.getByText('2025-03-01 to 2025-03-03 (UTC days)', { exact: true }).waitFor();

    const own = page.getByRole('group', { name: 'Our Lounge' });
    const ownFigures: [string, string][] = [
      ['Messages', '8'],
      ['Active members', '4'],
      ['Joins', '2'],
      ['Leaves', '1'],
      ['Messages per day', '2.67'],
      ['Active members per day', '1.33'],
      ['Messages per active member', '2'],
      ['Member count', '101'],
      ['Peak hour', '20:00–21:00 UTC'],
    ];
    for (const [label, value] of ownFigures)
      await eventually(() => figure(own, label).textContent(), label).toBe(value);
    const rival = page.getByRole('group', { name: 'Rival Hub' });
    const rivalFigures: [string, string][] = [
      ['Messages', '60'],
      ['Active members', '20'],
      ['Messages per day', '20'],
      ['Messages per active member', '3'],
      ['Member count', '498'],
      ['Peak hour', '14:00–15:00 UTC'],
    ];
    for (const [label, value] of rivalFigures)
      await eventually(() => figure(rival, label).textContent(), label).toBe(value);

    for (const chart of [
      'Messages per day',
      'Active members per day',
      'Joins per day',
      'Leaves per day',
      'Member count per day',
    ]) {
      const lines = page.getByRole('img', { name: chart }).locator('svg path.recharts-line-curve');
      await eventually(() => lines.count(), chart).toBe(2);
      expect(await lines.first().getAttribute('d'), chart).toMatch(/^M[\d.]+,[\d.]+L/);
    }

    const comparison = page.getByRole('table', { name: 'Own vs Rival' });
    await eventually(() => rowTexts(comparison)).toEqual([
      ['Groups', '1', '1'],
      ['Messages', '8', '60'],
      ['Active members', '4', '20'],
      ['Joins', '2', '6'],
      ['Leaves', '1', '5'],
      ['Messages per day', '2.67', '20'],
      ['Active members per day', '1.33', '6.67'],
      ['Messages per active member', '2', '3'],
      ['Member count', '101', '498'],
    ]);

    // Group, day, messages, active members, joins, leaves, member count, messages per active member.
    await eventually(() => rowTexts(page.getByRole('table', { name: 'Daily figures' }))).toEqual([
      ['Our Lounge', '2025-03-01', '4', '2', '2', '0', '102', '2'],
      ['Our Lounge', '2025-03-02', '4', '2', '0', '1', '101', '2'],
      ['Our Lounge', '2025-03-03', '0', '0', '0', '0', '-', '0'],
      ['Rival Hub', '2025-03-01', '30', '10', '5', '2', '500', '3'],
      ['Rival Hub', '2025-03-02', '20', '5', '1', '3', '498', '4'],
      ['Rival Hub', '2025-03-03', '10', '5', '0', '0', '498', '2'],
    ]);

    // The first group's members by default. Rank, username or TG ID, messages, days active.
    const topMembers = page.getByRole('combobox', { name: 'Group of the top members' });
    await expectText(topMembers, 'Our Lounge');
    await eventually(() => rowTexts(page.getByRole('table', { name: 'Top members' }))).toEqual([
      ['1', '@e2e_alice', '5', '2'],
      ['2', '710000003', '2', '1'],
      ['3', '@e2e_bob', '1', '1'],
    ]);
    // Rival Hub reports daily figures only: no member is known.
    await topMembers.click();
    await page.getByRole('option', { name: 'Rival Hub', exact: true }).click();
    await page.getByText('No messages from members in this range.', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('top')).toBe(String(rivalId));

    await page.getByRole('button', { name: /^Groups/ }).click();
    await page.getByRole('checkbox', { name: 'Rival Hub' }).uncheck();
    // The last group chosen stays chosen.
    await eventually(() => page.getByRole('checkbox', { name: 'Our Lounge' }).isDisabled()).toBe(true);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Groups 1 of 10' }).waitFor();
    await eventually(() => page.getByRole('group', { name: 'Rival Hub' }).count()).toBe(0);
    // The choice is in the address: a reload keeps it.
    await page.reload();
    await figure(page.getByRole('group', { name: 'Our Lounge' }), 'Messages').waitFor();
    expect(await page.getByRole('group', { name: 'Rival Hub' }).count()).toBe(0);
    await eventually(() =>
      page.getByRole('img', { name: 'Messages per day' }).locator('svg path.recharts-line-curve').count(),
    ).toBe(1);
    await eventually(() => rowTexts(page.getByRole('table', { name: 'Own vs Rival' })).then((rows) => rows[1])).toEqual(
      ['Messages', '8', '0'],
    );

    // A preset replaces the custom range: nothing was reported yesterday.
    await page.getByRole('button', { name: /^Date range/ }).click();
    await page.getByRole('button', { name: 'Yesterday', exact: true }).click();
    await page.getByText(`${yesterday()} to ${yesterday()} (UTC days)`, { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('preset')).toBe('yesterday');
    await eventually(() => figure(page.getByRole('group', { name: 'Our Lounge' }), 'Messages').textContent()).toBe('0');
    await eventually(() => figure(page.getByRole('group', { name: 'Our Lounge' }), 'Peak hour').textContent()).toBe(
      '-',
    );
  });

  it('asks for the top members and the chart code beside the activity, not once it has come', async () => {
    const { page } = await suite.openSignedIn();
    // The activity's answer is held: what the page asks for meanwhile does not wait on it.
    let releaseActivity: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseActivity = resolve));
    await page.route(
      (url) => url.pathname === '/v1/war-bot/activity',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    const topMembers = page.waitForRequest(
      (request) => new URL(request.url()).pathname === `/v1/war-bot/groups/${ownId}/top-members`,
    );
    const chartCode = page.waitForRequest((request) => /\/assets\/metric-chart-[\w-]+\.js$/.test(request.url()));
    await page.goto(`/war-bot/${RANGE}&groups=${ownId},${rivalId}`);
    await Promise.all([topMembers, chartCode]);
    releaseActivity();
    await page.getByRole('img', { name: 'Messages per day' }).locator('svg.recharts-surface').first().waitFor();
    await page.getByRole('cell', { name: '@e2e_alice', exact: true }).waitFor();
  });
});

describe('access', () => {
  it('shows the no-permission view to staff without WAR_BOT', async () => {
    const outsider = await suite.createStaff('No War Bot Access', ['BOT']);
    const { page } = await suite.openSignedIn(outsider);
    await openProfile(page);
    await sidebar(page).waitFor();
    expect(await sidebar(page).getByText('War Bot', { exact: true }).count()).toBe(0);
    await expectRefused(page, ['/war-bot/', '/war-bot/groups']);
  });

  it('hides the section while the WAR_BOT flag is off, its pages Not Found', async () => {
    const { context, page } = await suite.openSignedIn();
    await page.goto('/war-bot/groups');
    await sidebar(page).getByRole('link', { name: 'Tracked Groups' }).waitFor();

    await switchFeatureFlag(page, 'War Bot', false);
    expect((await cookieMap(context))['hi7-ff-WAR_BOT']?.value).toBe('false');

    await openProfile(page);
    expect(await sidebar(page).getByText('War Bot', { exact: true }).count()).toBe(0);
    await expectRefused(page, ['/war-bot/', '/war-bot/groups'], 'Not Found');
  });
});
