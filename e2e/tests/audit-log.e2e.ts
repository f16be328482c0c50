import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { CreatedApiKey, Keyword } from '@backoffice/contract';
import { useSuite } from '../support/suite.js';
import { expectRefused, openList } from '../support/list.js';
import { eventually, sidebar } from '../support/ui.js';

/** User Management → Audit Log: who did what to which record, for ALL holders. */
const suite = useSuite();

let keyword: Keyword;
let revokedKey: CreatedApiKey;
let outsider: { email: string; password: string };

beforeAll(async () => {
  keyword = (
    await suite.adminApi<{ data: Keyword }>('POST', '/v1/keyword/forward', {
      keyword: 'audit e2e',
      queue_number: 901,
      price: 3,
      remarks: 'before',
    })
  ).data;
  await suite.adminApi('PATCH', `/v1/keyword/forward/${keyword.id}`, { remarks: 'after' });
  revokedKey = (
    await suite.adminApi<{ data: CreatedApiKey }>('POST', '/v1/api-keys', {
      name: 'Audit Revoked Bot',
      scopes: ['read'],
    })
  ).data;
  await suite.adminApi('POST', `/v1/api-keys/${revokedKey.id}/revoke`);
  outsider = await suite.createStaff('Audit Outsider', ['USER_ACCOUNT', 'ROLE_MANAGEMENT', 'KEYWORD_FORWARD']);
});

function openAuditLog(page: Page, query = ''): Promise<void> {
  return openList(page, `/user/audit-log/${query}`, 'Audit Log');
}

/** The row of one action on the e2e keyword. */
function keywordRow(page: Page, action: string): Locator {
  return page
    .getByRole('row')
    .filter({ has: page.getByText(`keyword #${keyword.id}`, { exact: true }) })
    .filter({ has: page.getByText(action, { exact: true }) });
}

/** Picks one value of a toolbar filter; the toolbar's filter comes before the column header of the same name. */
async function filterBy(page: Page, filter: string, option: string): Promise<void> {
  await page.getByRole('button', { name: filter, exact: true }).first().click();
  await page.getByRole('checkbox', { name: option, exact: true }).check();
  await page.keyboard.press('Escape');
}

async function datePreset(page: Page, preset: string): Promise<void> {
  await page.getByRole('button', { name: /^Date/ }).click();
  await page.getByRole('group', { name: 'Date presets' }).getByRole('button', { name: preset }).click();
}

describe('the audit log', () => {
  it('shows who changed which record, in which section, with the changed fields', async () => {
    const { page } = await suite.openSignedIn();
    await openAuditLog(page);
    await sidebar(page).getByRole('link', { name: 'Audit Log' }).waitFor();

    const updated = keywordRow(page, 'keyword.forward.update');
    await updated.getByText('admin@example.com', { exact: true }).waitFor();
    await updated.getByText('Keyword', { exact: true }).waitFor();
    await updated.getByText('Remarks: before → after', { exact: true }).waitFor();
    await keywordRow(page, 'keyword.forward.create').getByText('Keyword: audit e2e', { exact: true }).waitFor();

    await keywordRow(page, 'keyword.forward.create')
      .getByRole('button', { name: /^All changes/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Changes' });
    const queueNumber = dialog.getByRole('row').filter({
      has: page.getByRole('cell', { name: 'Queue number', exact: true }),
    });
    await queueNumber.getByRole('cell', { name: '901', exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('words every action and its changed fields and values in the language shown, not as codes', async () => {
    const { context, page } = await suite.openSignedIn();
    await openAuditLog(page, '?search=api_key');
    const revoked = page.getByRole('row').filter({ has: page.getByText(`api_key #${revokedKey.id}`, { exact: true }) });
    await revoked.getByText('Revoked API key', { exact: true }).waitFor();
    await revoked.getByText('Status: Active → Revoked', { exact: true }).waitFor();
    const created = page.getByRole('row').filter({ has: page.getByText('Created API key', { exact: true }) });
    await created.getByText('Name: Audit Revoked Bot', { exact: true }).waitFor();

    await context.addCookies([{ name: 'hi7-locale', value: 'zh-CN', url: suite.baseUrl }]);
    await page.reload();
    await page.getByRole('heading', { name: '审计日志', level: 1 }).waitFor();
    const zhRevoked = page
      .getByRole('row')
      .filter({ has: page.getByText(`api_key #${revokedKey.id}`, { exact: true }) })
      .filter({ hasText: '撤销' });
    await zhRevoked.getByText('撤销API 密钥', { exact: true }).waitFor();
    await zhRevoked.getByText('状态：启用 → 已撤销', { exact: true }).waitFor();
    // Sign-ins (no thing acted on) have their own wording too.
    await page.goto('/user/audit-log/?search=auth.login');
    await page.getByRole('heading', { name: '审计日志', level: 1 }).waitFor();
    await page.getByRole('row').getByText('登录', { exact: true }).first().waitFor();
  });

  it('filters by section, action and date preset, kept in the address', async () => {
    const { page } = await suite.openSignedIn();
    await openAuditLog(page);
    // Signing in is audited too: the unfiltered log holds more than the keyword's two rows.
    await page.getByRole('row').filter({ hasText: 'auth.login' }).first().waitFor();

    await filterBy(page, 'Section', 'Keyword');
    await page.getByText('Total 2 rows', { exact: true }).waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'auth.login' }).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('section')).toBe('keyword');

    await filterBy(page, 'Action', 'Updated Forward keyword');
    await page.getByText('Total 1 row', { exact: true }).waitFor();
    await keywordRow(page, 'keyword.forward.update').waitFor();
    expect(new URL(page.url()).searchParams.get('action')).toBe('keyword.forward.update');

    await datePreset(page, 'Yesterday');
    await page.getByText('No results.', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('preset')).toBe('yesterday');
    await datePreset(page, 'Today');
    await keywordRow(page, 'keyword.forward.update').waitFor();

    // A reload opens the same filtered view.
    await page.reload();
    await page.getByText('Total 1 row', { exact: true }).waitFor();
    await eventually(() => new URL(page.url()).searchParams.get('preset')).toBe('today');
  });

  it('is neither in the sidebar nor open to a user without ALL', async () => {
    const { page } = await suite.openSignedIn(outsider);
    await openList(page, '/user/account-management', 'Account Management');
    await sidebar(page).getByRole('link', { name: 'Account Management' }).waitFor();
    expect(await sidebar(page).getByRole('link', { name: 'Audit Log' }).count()).toBe(0);
    await expectRefused(page, ['/user/audit-log/']);
  });
});
