import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { useSuite } from '../support/suite.js';
import { botsOf } from '../support/ingest.js';
import { bodyRows, choose, expectRefused, openList as openListAt, submitDialog } from '../support/list.js';
import {
  cookieMap,
  discardChanges,
  eventually,
  expectNotInSidebar,
  expectToast,
  openProfile,
  sidebar,
  signIn,
  switchFeatureFlag,
  waitForPath,
} from '../support/ui.js';

/** Account List: the bots' Telegram users, as ingestion creates them and staff classify them. */
const suite = useSuite();

/** Events from the bots through the platform's ingest route, the way accounts come to exist. */
const ingest = botsOf(suite, 'Account List e2e bots', 'account-list');

const OLD = '2025-03-01T10:00:00.000Z';

beforeAll(async () => {
  const subscribe = (
    tgId: string,
    username: string,
    firstName: string,
    bot: string,
    at: string,
    extra: Record<string, unknown> = {},
  ) => ({
    bot,
    tg_id: tgId,
    username,
    first_name: firstName,
    last_name: 'E2E',
    status: 'Subscribed',
    at,
    ...extra,
  });
  await ingest('subscriptions', [
    subscribe('610000001', 'e2e_alice', 'Alice', 'e2e_movie_bot', '2025-02-01T08:00:00.000Z', { is_premium: true }),
    subscribe('610000001', 'e2e_alice', 'Alice', 'e2e_music_bot', '2025-02-03T08:00:00.000Z', { is_premium: true }),
    subscribe('610000002', 'e2e_bobby', 'Bobby', 'e2e_movie_bot', OLD),
    subscribe('610000003', 'e2e_carol', 'Carol', 'e2e_movie_bot', OLD),
    subscribe('610000004', 'e2e_daisy', 'Daisy', 'e2e_movie_bot', OLD),
  ]);
  await ingest('search-events', [
    {
      bot: 'e2e_music_bot',
      tg_id: '610000001',
      query: 'lofi',
      result_count: 8,
      at: '2025-02-04T09:00:00.000Z',
    },
    {
      bot: 'e2e_music_bot',
      tg_id: '610000001',
      query: 'jazz',
      result_count: 3,
      at: '2025-02-04T10:00:00.000Z',
    },
  ]);
  // Daisy writes to a bot right now: the only user active today.
  await ingest('chat-records', [
    {
      bot: 'e2e_movie_bot',
      tg_id: '610000004',
      sent_at: new Date().toISOString(),
      direction: 'Inbound',
      message_type: 'Text',
      content: 'hello',
    },
  ]);
});

function row(page: Page, tgId: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('link', { name: tgId, exact: true }) });
}

function openList(page: Page, query = ''): Promise<void> {
  return openListAt(page, `/account-list/${query}`, 'Account List');
}

describe('the list', () => {
  it('shows the users the bots have seen, with their classification and subscriptions', async () => {
    const { page } = await suite.openSignedIn();
    await openList(page, '?search=E2E');
    await page.getByText('Total 4 rows').waitFor();
    const alice = row(page, '610000001');
    for (const text of ['@e2e_alice', 'Alice E2E', 'User', 'Normal', 'Premium', 'Active', '2']) {
      await alice.getByRole('cell', { name: text, exact: true }).waitFor();
    }
    await row(page, '610000002').getByRole('cell', { name: 'Public', exact: true }).waitFor();
    // Most recently active first: Daisy wrote today.
    const first = bodyRows(page).first();
    await first.getByRole('link', { name: '610000004', exact: true }).waitFor();
  });

  it('keeps a searched number plain in the address bar, and a reload searches it again', async () => {
    const { page } = await suite.openSignedIn();
    await openList(page);
    await page.getByRole('main').getByRole('searchbox').fill('610000002');
    await page.getByText('Total 1 row', { exact: true }).waitFor();
    await eventually(() => new URL(page.url()).search).toContain('search=610000002');
    expect(new URL(page.url()).search).not.toContain('%22');
    await page.reload();
    await row(page, '610000002').waitFor();
    await page.getByText('Total 1 row', { exact: true }).waitFor();
    expect(await page.getByRole('main').getByRole('searchbox').inputValue()).toBe('610000002');
  });

  it('narrows the rows by search (username or exact TG ID), filters and last activity', async () => {
    const { page } = await suite.openSignedIn();
    await openList(page);
    const searchbox = page.getByRole('main').getByRole('searchbox');
    await searchbox.fill('E2E_CAR');
    await page.getByText('Total 1 row', { exact: true }).waitFor();
    await row(page, '610000003').waitFor();
    await searchbox.fill('610000002');
    await row(page, '610000002').waitFor();
    await page.getByText('Total 1 row', { exact: true }).waitFor();
    await searchbox.fill('61000000');
    await page.getByText('No results.').waitFor();

    await searchbox.fill('e2e_');
    await page.getByText('Total 4 rows').waitFor();
    // The toolbar's filter comes before the column header of the same name.
    await page.getByRole('button', { name: 'Public/Premium', exact: true }).first().click();
    await page.getByRole('checkbox', { name: 'Premium' }).check();
    await page.keyboard.press('Escape');
    await page.getByText('Total 1 row', { exact: true }).waitFor();
    await row(page, '610000001').waitFor();
    expect(new URL(page.url()).searchParams.get('tier')).toBe('Premium');

    await page.getByRole('button', { name: 'Reset' }).click();
    await page.getByRole('button', { name: 'Last active', exact: true }).click();
    await page.getByRole('group', { name: 'Date presets' }).getByRole('button', { name: 'Today' }).click();
    await page.getByText('Total 1 row', { exact: true }).waitFor();
    await row(page, '610000004').waitFor();
  });
});

describe('classifying a user', () => {
  it('changes user type and list type: the row updates and a toast confirms', async () => {
    const { page } = await suite.openSignedIn();
    await openList(page, '?search=e2e_bobby');
    await page.getByRole('button', { name: 'Edit @e2e_bobby' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Account' });
    await choose(dialog, 'User type', 'Seller');
    await choose(dialog, 'List type', 'Whitelist');
    await submitDialog(dialog, 'Save changes', 'Account updated successfully!');
    const bobby = row(page, '610000002');
    await bobby.getByRole('cell', { name: 'Seller', exact: true }).waitFor();
    await bobby.getByRole('cell', { name: 'Whitelist', exact: true }).waitFor();

    // The filters see the new classification.
    await openList(page, '?user_type=Seller&list_type=Whitelist');
    await page.getByText('Total 1 row', { exact: true }).waitFor();
    await row(page, '610000002').waitFor();
  });

  it('asks before moving a user to Blacklist: cancel keeps them, confirm blacklists them', async () => {
    const { page } = await suite.openSignedIn();
    await openList(page, '?search=e2e_carol');
    const dialog = page.getByRole('dialog', { name: 'Edit Account' });
    const confirm = page.getByRole('alertdialog', {
      name: 'Move @e2e_carol to Blacklist?',
    });
    const blacklist = async () => {
      await page.getByRole('button', { name: 'Edit @e2e_carol' }).click();
      await choose(dialog, 'List type', 'Blacklist');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await confirm
        .getByText("The bots will refuse this user's searches", {
          exact: false,
        })
        .waitFor();
    };

    await blacklist();
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    // Back in the form, nothing saved.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await discardChanges(page);
    await dialog.waitFor({ state: 'hidden' });
    await row(page, '610000003').getByRole('cell', { name: 'Normal', exact: true }).waitFor();

    await blacklist();
    await confirm.getByRole('button', { name: 'Move to Blacklist' }).click();
    await expectToast(page, 'Account updated successfully!');
    await dialog.waitFor({ state: 'hidden' });
    await row(page, '610000003').getByRole('cell', { name: 'Blacklist', exact: true }).waitFor();
  });
});

describe('one user', () => {
  it('opens from the TG ID and shows the bots the user started', async () => {
    const { page } = await suite.openSignedIn();
    await openList(page, '?search=610000001');
    await page.getByRole('link', { name: '610000001', exact: true }).click();
    await waitForPath(page, /^\/account-list\/\d+$/);
    await page.getByRole('heading', { name: '@e2e_alice', level: 1 }).waitFor();
    const subscriptions = page.getByRole('table', { name: 'Subscriptions' });
    const music = subscriptions.getByRole('row').filter({ hasText: '@e2e_music_bot' });
    await music.getByRole('cell', { name: 'Subscribed', exact: true }).waitFor();
    // Total search, then last day search: both searches were on one day.
    expect((await music.getByRole('cell').allTextContents()).slice(4, 6)).toEqual(['2', '2']);
    await subscriptions.getByRole('row').filter({ hasText: '@e2e_movie_bot' }).waitFor();
    expect(await subscriptions.getByRole('row').count()).toBe(3);

    await page.getByRole('link', { name: 'Back to Account List' }).click();
    await waitForPath(page, '/account-list/');
  });
});

describe('who sees it', () => {
  it('a user without ACCOUNT has no Account List and is refused its pages', async () => {
    const staff = await suite.createStaff('No Account List', ['STALKER']);
    const { page } = await suite.openSignedIn(staff);
    await expectNotInSidebar(page, 'Account List');
    await expectRefused(page, ['/account-list/', '/account-list/1']);
  });

  it('a user with only ACCOUNT lands on it after signing in', async () => {
    const staff = await suite.createStaff('Account List Only', ['ACCOUNT']);
    const { page } = await suite.open();
    await signIn(page, staff.email, staff.password);
    await waitForPath(page, '/account-list/');
    await page.getByRole('heading', { name: 'Account List', level: 1 }).waitFor();
    await sidebar(page).getByRole('link', { name: 'Account List' }).waitFor();
  });

  it('the ACCOUNT_LIST feature flag off hides it from the sidebar and its pages show Not Found', async () => {
    const { context, page } = await suite.openSignedIn();
    await openList(page);
    await sidebar(page).getByRole('link', { name: 'Account List' }).waitFor();

    await switchFeatureFlag(page, 'Account List', false);
    expect((await cookieMap(context))['hi7-ff-ACCOUNT_LIST']?.value).toBe('false');

    await openProfile(page);
    expect(await sidebar(page).getByRole('link', { name: 'Account List' }).count()).toBe(0);
    await expectRefused(page, ['/account-list/', '/account-list/1'], 'Not Found');
  });
});
