import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { CreatedApiKey, Stalker } from '@backoffice/contract';
import { telethonSession } from '@backoffice/server/testing';
import { formatFindings, seriousViolations } from '../support/axe.js';
import { useSuite } from '../support/suite.js';
import { expectRefused, openDialog, openList, row, submitDialog } from '../support/list.js';
import { eventually, expectFieldMessage, expectText, expectToast, sidebar } from '../support/ui.js';

/** User Management → API Keys: keys of the platform API, for ALL holders. */
const suite = useSuite();

const KEY_PATTERN = /^bok_([0-9a-f]{12})_[A-Za-z0-9_-]{43}$/;

/** What a bot sees when it searches with a key: the status code of the platform API. */
async function searchStatus(key: string): Promise<number> {
  const response = await fetch(`${suite.baseUrl}/v1/platform/search?bot=finder_bot&q=news`, {
    headers: { authorization: `Bearer ${key}` },
  });
  return response.status;
}

function openApiKeys(page: Page, query = ''): Promise<void> {
  return openList(page, `/user/api-keys${query}`, 'API Keys');
}

/** Creates the key of the open form and reads it from the dialog that shows it once. */
async function createKey(page: Page, form: Locator): Promise<{ shown: Locator; key: string }> {
  await form.getByRole('button', { name: 'Create' }).click();
  await expectToast(page, 'API key created successfully!');
  const shown = page.getByRole('dialog', { name: 'API key created' });
  const field = shown.getByRole('textbox', { name: 'API key' });
  await eventually(() => field.inputValue()).toMatch(KEY_PATTERN);
  return { shown, key: await field.inputValue() };
}

describe('API keys', () => {
  it('creates a key shown once with a copy button and a warning; afterwards the list shows only its prefix', async () => {
    const { context, page } = await suite.openSignedIn();
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openApiKeys(page);
    await sidebar(page).getByRole('link', { name: 'API Keys' }).waitFor();

    const form = await openDialog(page, 'Create API Key');
    await form.getByRole('textbox', { name: 'Name' }).fill('Search Bot EU');
    expect(await form.getByRole('checkbox', { name: 'Read' }).getAttribute('aria-checked')).toBe('true');
    await form.getByRole('checkbox', { name: 'Ingest' }).click();
    const { shown, key } = await createKey(page, form);
    const prefix = KEY_PATTERN.exec(key)?.[1] ?? '';
    await shown.getByText('This key will not be shown again. If it is lost, revoke it and create a new one.').waitFor();
    await shown.getByRole('button', { name: 'Copy key' }).click();
    await expectToast(page, 'API key copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
    expect(await searchStatus(key)).toBe(200);

    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });
    const created = row(page, 'Search Bot EU');
    await expectText(created.locator('td[data-column="prefix"]'), `bok_${prefix}_…`);
    await created.getByText('Read', { exact: true }).waitFor();
    await created.getByText('Ingest', { exact: true }).waitFor();
    await created.getByText('Active', { exact: true }).waitFor();
    await created.getByText('admin@example.com', { exact: true }).waitFor();

    // The secret is nowhere on the page once the dialog is closed, nor after a reload.
    const secret = key.slice(`bok_${prefix}_`.length);
    expect(await page.content()).not.toContain(secret);
    await openApiKeys(page);
    await row(page, 'Search Bot EU').waitFor();
    expect(await page.content()).not.toContain(secret);
  });

  it('creates a stalker key bound to the stalker picked in the dialog: it reads that stalker and no other', async () => {
    const arrange = async (tgId: string, username: string) =>
      (
        await suite.adminApi<{ data: Stalker }>('POST', '/v1/stalker', {
          tg_id: tgId,
          username,
          group_type: 'Group',
          session_string: telethonSession(),
          remarks: `Key e2e ${username}`,
        })
      ).data;
    const served = await arrange('7200000001', 'watch_eu_alpha');
    const other = await arrange('7200000002', 'watch_eu_beta');
    const { page } = await suite.openSignedIn();
    await openApiKeys(page);

    const form = await openDialog(page, 'Create API Key');
    await form.getByRole('textbox', { name: 'Name' }).fill('Stalker Worker EU');
    await form.getByRole('checkbox', { name: 'Read' }).click();
    await form.getByRole('checkbox', { name: 'Stalker' }).click();
    const stalkers = form.getByRole('group', { name: 'Stalkers' });
    await form.getByRole('button', { name: 'Create' }).click();
    await form.getByText('Choose at least one stalker', { exact: true }).waitFor();

    await stalkers.getByRole('searchbox', { name: 'Search username or Telegram ID…' }).fill('watch_eu_alpha');
    await eventually(() => stalkers.getByRole('checkbox').count()).toBe(1);
    await stalkers.getByRole('checkbox', { name: '@watch_eu_alpha' }).click();
    await stalkers.getByText('Selected: 1.', { exact: false }).waitFor();
    const findings = await seriousViolations(page);
    expect(findings, formatFindings('the create dialog with its stalker picker', findings)).toEqual([]);
    const { shown, key } = await createKey(page, form);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });
    const created = row(page, 'Stalker Worker EU');
    await created.getByText('Stalker', { exact: true }).waitFor();
    await created.getByText('@watch_eu_alpha', { exact: true }).waitFor();
    expect(await created.getByText('@watch_eu_beta', { exact: true }).count()).toBe(0);

    const read = (id: number) =>
      fetch(`${suite.baseUrl}/v1/platform/stalker/${id}/assignment`, {
        headers: { authorization: `Bearer ${key}` },
      });
    expect((await read(served.id)).status).toBe(200);
    const refused = await read(other.id);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      error_code: 'STALKER_NOT_BOUND',
    });
  });

  it('names the fields at fault and creates nothing', async () => {
    const { page } = await suite.openSignedIn();
    await openApiKeys(page);
    const form = await openDialog(page, 'Create API Key');
    const name = form.getByRole('textbox', { name: 'Name' });
    await form.getByRole('checkbox', { name: 'Read' }).click();
    await form.getByRole('button', { name: 'Create' }).click();
    await expectFieldMessage(name, 'Name is required');
    // Said as a person would: which choice is missing, not "Scopes is required".
    await form.getByText('Choose at least one scope', { exact: true }).waitFor();

    await name.fill('x'.repeat(61));
    await expectFieldMessage(name, 'Name must not exceed 60 characters');
    await form.getByRole('button', { name: 'Create' }).click();
    expect(await form.isVisible()).toBe(true);
    const listed = await suite.adminApi<{ data: { total_item_count: number } }>(
      'GET',
      '/v1/api-keys/list?search=xxxxxxxx',
    );
    expect(listed.data.total_item_count).toBe(0);
  });

  it('revokes a key after confirming: the row shows Revoked and the key stops working at once', async () => {
    const { data: created } = await suite.adminApi<{ data: CreatedApiKey }>('POST', '/v1/api-keys', {
      name: 'Retired Bot',
      scopes: ['read'],
    });
    expect(await searchStatus(created.key)).toBe(200);
    const { page } = await suite.openSignedIn();
    await openApiKeys(page, '?search=Retired');
    const target = row(page, 'Retired Bot');

    await target.getByRole('button', { name: 'Revoke Retired Bot' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke API key' });
    await confirm
      .getByText(`Revoke "Retired Bot" (bok_${created.prefix}_…)? Every call with this key fails from now on.`, {
        exact: false,
      })
      .waitFor();
    await submitDialog(confirm, 'Revoke', 'API key revoked successfully!');
    await target.getByText('Revoked', { exact: true }).waitFor();
    await eventually(() => target.getByRole('button', { name: 'Retired Bot is revoked' }).isDisabled()).toBe(true);
    expect(await searchStatus(created.key)).toBe(401);
  });

  it('is not open to a user without ALL', async () => {
    const staff = await suite.createStaff('Accounts And Roles', ['USER_ACCOUNT', 'ROLE_MANAGEMENT']);
    const { page } = await suite.openSignedIn(staff);
    await openList(page, '/user/account-management', 'Account Management');
    await sidebar(page).getByRole('link', { name: 'Role Management' }).waitFor();
    expect(await sidebar(page).getByRole('link', { name: 'API Keys' }).count()).toBe(0);

    await expectRefused(page, ['/user/api-keys']);
  });
});
