import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { CreateStalker, CreatedApiKey, Stalker, StalkerAssignment, WarGroup } from '@backoffice/contract';
import { telethonSession } from '@backoffice/server/testing';
import { api } from '../support/api.js';
import { useSuite } from '../support/suite.js';
import { expectRefused, openDialog, openList, row, submitDialog } from '../support/list.js';
import {
  eventually,
  expectFieldMessage,
  expectNotInSidebar,
  expectToast,
  sidebar,
  waitForPath,
} from '../support/ui.js';

/** Stalker: the Telegram accounts that watch war groups; their session strings go in and never come out. */
const suite = useSuite();

let nextTgId = 7_000_000_001;

/** A stalker worker's key, bound to that stalker: the only reader of its session string, used to check what the server kept. */
async function workerKeyFor(stalkerId: number): Promise<string> {
  const key = await suite.adminApi<{ data: CreatedApiKey }>('POST', '/v1/api-keys', {
    name: `Stalker e2e worker ${stalkerId}`,
    scopes: ['stalker'],
    stalker_ids: [stalkerId],
  });
  return key.data.key;
}

async function createStalker(username: string, fields: Partial<CreateStalker> = {}): Promise<Stalker> {
  const body: CreateStalker = {
    tg_id: String((nextTgId += 1)),
    username,
    group_type: 'Supergroup',
    session_string: telethonSession(),
    remarks: `Arranged ${username}`,
    ...fields,
  };
  return (await suite.adminApi<{ data: Stalker }>('POST', '/v1/stalker', body)).data;
}

async function createWarGroup(slug: string, title: string): Promise<WarGroup> {
  return (
    await suite.adminApi<{ data: WarGroup }>('POST', '/v1/war-bot/groups', {
      link: `t.me/${slug}`,
      title,
      side: 'Rival',
    })
  ).data;
}

async function storedSession(stalkerId: number): Promise<string> {
  const answer = await api<{ data: StalkerAssignment }>(
    suite.baseUrl,
    await workerKeyFor(stalkerId),
    'GET',
    `/v1/platform/stalker/${stalkerId}/assignment`,
  );
  return answer.data.session_string;
}

function openStalkers(page: Page, query = ''): Promise<void> {
  return openList(page, `/stalker/${query}`, 'Stalker');
}

function sessionField(dialog: Locator): Locator {
  return dialog.getByLabel('Session String', { exact: true });
}

describe('adding a stalker', () => {
  it('names each missing field, refuses a session string of no known library, then adds it masked', async () => {
    const session = telethonSession();
    const { page } = await suite.openSignedIn();
    await openStalkers(page);

    const dialog = await openDialog(page, 'Add Stalker');
    const tgId = dialog.getByRole('textbox', { name: 'Stalker ID' });
    const username = dialog.getByRole('textbox', { name: 'Username' });
    const groupType = dialog.getByRole('combobox', { name: 'Group Type' });
    const remarks = dialog.getByRole('textbox', { name: 'Remarks' });
    await dialog.getByRole('button', { name: 'Add Stalker' }).click();
    await expectFieldMessage(tgId, 'Stalker is required');
    await expectFieldMessage(username, 'Username is required');
    await expectFieldMessage(sessionField(dialog), 'Both Stalker and Session String are required');
    await expectFieldMessage(remarks, 'Remark is required');
    await expectFieldMessage(groupType, 'Select a type');

    await tgId.fill('5123456789');
    await username.fill('@watcher_one');
    await groupType.click();
    await page.getByRole('option', { name: 'Supergroup' }).click();
    await remarks.fill('Ops team account 运营');
    await sessionField(dialog).fill('1not-a-real-session-string');
    await dialog.getByRole('button', { name: 'Add Stalker' }).click();
    const refused = 'This is not a Telethon, Pyrogram or GramJS session string.';
    // Said once, under the field it is about (not again in a toast).
    await expectFieldMessage(sessionField(dialog), refused);
    expect(await page.getByText(`Failed to create stalker: ${refused}`).count()).toBe(0);

    await sessionField(dialog).fill(session);
    await submitDialog(dialog, 'Add Stalker', 'Stalker created successfully!');
    const created = row(page, '5123456789');
    await created.getByRole('cell', { name: '@watcher_one', exact: true }).waitFor();
    await created.getByRole('cell', { name: 'Telethon ••••••••', exact: true }).waitFor();
    await created.getByText('Unknown', { exact: true }).waitFor();
    await created.getByText('0 / 500', { exact: true }).waitFor();
    expect(await page.locator('body').textContent()).not.toContain(session);
    expect(await page.content()).not.toContain(session);
  });
});

describe('in Chinese', () => {
  it('calls a stalker 监听账号 and its session string 会话字符串, as the sidebar does, and War Bot 竞品机器人', async () => {
    const { context, page } = await suite.openSignedIn();
    await context.addCookies([{ name: 'hi7-locale', value: 'zh-CN', url: suite.baseUrl }]);
    await page.goto('/stalker/');
    await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '监听账号' }).waitFor();
    const heading = page.getByRole('heading', { name: '监听账号', level: 1 });
    await heading.waitFor();
    await page.getByRole('columnheader', { name: /监听账号 ID/ }).waitFor();
    const main = page.getByRole('main');
    await page.getByRole('button', { name: '添加监听账号' }).click();
    const dialog = page.getByRole('dialog', { name: '添加监听账号' });
    await dialog.getByRole('textbox', { name: '监听账号 ID' }).waitFor();
    await dialog.getByLabel('会话字符串', { exact: true }).waitFor();
    // No English name of a section or field is left in the page or the dialog.
    for (const english of ['Stalker', 'Session String', 'War Bot']) {
      expect(await main.textContent(), `the page says ${english}`).not.toContain(english);
      expect(await dialog.textContent(), `the dialog says ${english}`).not.toContain(english);
    }
    expect(await main.textContent()).toContain('竞品机器人');
  });
});

describe('editing a stalker', () => {
  it('keeps the session string when left empty, and replaces it when a new one is given', async () => {
    const original = telethonSession();
    const stalker = await createStalker('edit_keeper', { session_string: original, remarks: 'Before edit' });
    const { page } = await suite.openSignedIn();
    await openStalkers(page, '?search=edit_keeper');

    await row(page, stalker.tg_id).getByRole('button', { name: 'Edit @edit_keeper' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Stalker' });
    expect(await sessionField(dialog).inputValue()).toBe('');
    await dialog.getByText('Leave empty to keep the current session string.', { exact: true }).waitFor();
    await dialog.getByRole('textbox', { name: 'Remarks' }).fill('After edit');
    await dialog.getByRole('switch', { name: /Telegram Premium/ }).click();
    await submitDialog(dialog, 'Save changes', 'Stalker updated successfully!');
    const edited = row(page, stalker.tg_id);
    await edited.getByRole('cell', { name: 'After edit', exact: true }).waitFor();
    await edited.getByText('0 / 1,000', { exact: true }).waitFor();
    await edited.getByText('Premium', { exact: true }).waitFor();
    expect(await storedSession(stalker.id)).toBe(original);

    const replacement = telethonSession(true);
    await edited.getByRole('button', { name: 'Edit @edit_keeper' }).click();
    const again = page.getByRole('dialog', { name: 'Edit Stalker' });
    expect(await sessionField(again).inputValue()).toBe('');
    await sessionField(again).fill(replacement);
    await submitDialog(again, 'Save changes', 'Stalker updated successfully!');
    expect(await storedSession(stalker.id)).toBe(replacement);
    await edited.getByRole('cell', { name: 'Telethon ••••••••', exact: true }).waitFor();
    expect(await page.content()).not.toContain(replacement);
  });

  it('shows what the worker reports: health, groups joined against capacity, last heartbeat', async () => {
    const stalker = await createStalker('heartbeat_one');
    await api(suite.baseUrl, await workerKeyFor(stalker.id), 'POST', `/v1/platform/stalker/${stalker.id}/heartbeat`, {
      health: 'flood_wait',
      groups_joined: 312,
      flood_wait_seconds: 60,
    });
    const { page } = await suite.openSignedIn();
    await openStalkers(page, '?search=heartbeat_one');
    const reported = row(page, stalker.tg_id);
    await reported.getByText('Flood wait', { exact: true }).waitFor();
    await reported.getByText('312 / 500', { exact: true }).waitFor();
    await eventually(async () => (await reported.textContent()) ?? '').toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });
});

describe('deleting a stalker', () => {
  it('asks first, then deletes it with a toast', async () => {
    const stalker = await createStalker('to_be_deleted');
    const { page } = await suite.openSignedIn();
    await openStalkers(page, '?search=to_be_deleted');
    const target = row(page, stalker.tg_id);
    await target.getByRole('button', { name: 'Delete @to_be_deleted' }).click();
    await page.getByRole('alertdialog', { name: 'Delete stalker' }).getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Stalker deleted successfully!');
    await target.waitFor({ state: 'detached' });
    expect(await suite.apiStatus(`/v1/stalker/${stalker.id}`)).toBe(404);
  });
});

describe('group assignments', () => {
  it('assigns tracked groups with a live count, and moves a group from another stalker only on reassign', async () => {
    const watcher = await createStalker('group_watcher');
    const other = await createStalker('group_other');
    await createWarGroup('e2e_alpha_group', 'Alpha Rivals');
    await createWarGroup('e2e_beta_group', 'Beta Rivals');
    const taken = await createWarGroup('e2e_taken_group', 'Taken Rivals');
    await suite.adminApi('PUT', `/v1/stalker/${other.id}/groups`, { group_ids: [taken.id] });

    const { page } = await suite.openSignedIn();
    await openStalkers(page, '?search=group_watcher');
    await row(page, watcher.tg_id).getByRole('button', { name: 'Groups of @group_watcher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assigned Groups' });
    await dialog.getByText('0 / 500 groups', { exact: true }).waitFor();
    await dialog.getByRole('checkbox', { name: 'Alpha Rivals' }).click();
    await dialog.getByRole('checkbox', { name: 'Beta Rivals' }).click();
    await dialog.getByText('2 / 500 groups', { exact: true }).waitFor();
    await dialog.getByText('watched by @group_other', { exact: false }).waitFor();
    await dialog.getByRole('searchbox', { name: 'Search groups…' }).fill('alpha');
    await eventually(() => dialog.getByRole('checkbox').count()).toBe(1);
    await dialog.getByRole('searchbox', { name: 'Search groups…' }).fill('');
    await submitDialog(dialog, 'Save changes', 'Assigned groups saved successfully!');
    await row(page, watcher.tg_id).getByText('Assigned: 2', { exact: true }).waitFor();

    await row(page, watcher.tg_id).getByRole('button', { name: 'Groups of @group_watcher' }).click();
    const again = page.getByRole('dialog', { name: 'Assigned Groups' });
    await again.getByText('2 / 500 groups', { exact: true }).waitFor();
    expect(await again.getByRole('checkbox', { name: 'Alpha Rivals' }).getAttribute('aria-checked')).toBe('true');
    await again.getByRole('checkbox', { name: 'Taken Rivals' }).click();
    await again.getByRole('button', { name: 'Save changes' }).click();
    await again
      .getByRole('alert')
      .getByText('Some groups are already watched by another stalker.', { exact: true })
      .waitFor();
    await submitDialog(again, 'Reassign and save', 'Assigned groups saved successfully!');
    await row(page, watcher.tg_id).getByText('Assigned: 3', { exact: true }).waitFor();

    const otherGroups = await suite.adminApi<{ data: { groups: { id: number }[] } }>(
      'GET',
      `/v1/stalker/${other.id}/groups`,
    );
    expect(otherGroups.data.groups).toEqual([]);
  });
});

describe('who sees it', () => {
  it('a user without STALKER has no Stalker entry and is refused the page', async () => {
    const staff = await suite.createStaff('No Stalker', ['ACCOUNT']);
    const { page } = await suite.openSignedIn(staff);
    await expectNotInSidebar(page, 'Stalker');
    await expectRefused(page, ['/stalker/']);
  });

  it('a user with only STALKER lands on it after signing in, and may remove groups but not pick War Bot ones', async () => {
    const stalker = await createStalker('landing_watcher');
    const group = await createWarGroup('e2e_landing_group', 'Landing Rivals');
    await suite.adminApi('PUT', `/v1/stalker/${stalker.id}/groups`, { group_ids: [group.id] });
    const staff = await suite.createStaff('Stalker Only', ['STALKER']);
    const { page } = await suite.open();
    await page.goto('/login/');
    await page.getByRole('textbox', { name: 'Email' }).fill(staff.email);
    await page.getByLabel('Password', { exact: true }).fill(staff.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await waitForPath(page, '/stalker/');
    await page.getByRole('heading', { name: 'Stalker', level: 1 }).waitFor();
    await sidebar(page).getByRole('link', { name: 'Stalker' }).waitFor();

    await row(page, stalker.tg_id).getByRole('button', { name: 'Groups of @landing_watcher' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assigned Groups' });
    await dialog
      .getByText('Adding groups needs the War Bot permission; you can remove assigned groups.', { exact: true })
      .waitFor();
    await dialog.getByRole('checkbox', { name: 'Landing Rivals' }).click();
    await dialog.getByText('0 / 500 groups', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Assigned groups saved successfully!');
    await row(page, stalker.tg_id).getByText('Assigned: 0', { exact: true }).waitFor();
  });
});
