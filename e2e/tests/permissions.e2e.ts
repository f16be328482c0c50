import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSuite } from '../support/suite.js';
import { openList } from '../support/list.js';
import { consoleProblems, cookieMap, eventually, openProfile, sidebar, switchFeatureFlag } from '../support/ui.js';

/** What the console shows to whom: the sidebar and the pages by permission and feature flag. */
const suite = useSuite();

let keywordOnly: { email: string; password: string };
let accountsOnly: { email: string; password: string };

beforeAll(async () => {
  keywordOnly = await suite.createStaff('Keyword Forward Only', ['KEYWORD_FORWARD']);
  accountsOnly = await suite.createStaff('Accounts Only', ['USER_ACCOUNT']);
});

/** The texts of the sidebar's links and section titles. */
async function sidebarTexts(page: Page): Promise<string[]> {
  await sidebar(page).waitFor();
  return (await sidebar(page).locator('a, p').allTextContents()).map((text) => text.trim());
}

/** Waits for the page's status view (no permission, or Not Found) and answers its title. */
async function statusTitle(page: Page): Promise<string> {
  const heading = page.getByRole('heading', {
    level: 1,
    name: /^(You do not have permission|Not Found)$/,
  });
  await heading.waitFor();
  return ((await heading.textContent()) ?? '').trim();
}

/** The Profile page's sidebar has neither the User Management section nor its pages. */
async function expectNoUserManagement(page: Page): Promise<void> {
  await openProfile(page);
  const texts = await sidebarTexts(page);
  expect(texts).not.toContain('User Management');
  expect(texts).not.toContain('Role Management');
  expect(texts).not.toContain('Account Management');
}

describe('permissions', () => {
  it('hides User Management from a user with only KEYWORD_FORWARD and refuses its pages', async () => {
    const { page } = await suite.openSignedIn(keywordOnly);
    await expectNoUserManagement(page);

    const problems = consoleProblems(page);
    for (const path of ['/user/role-management', '/user/account-management']) {
      await page.goto(path);
      expect(['You do not have permission', 'Not Found']).toContain(await statusTitle(page));
      expect(await page.getByRole('table').count(), path).toBe(0);
    }
    // A refused page is expected, not an error: nothing in the browser console.
    expect(problems).toEqual([]);
  });

  it('shows Account Management but not Role Management to a user with only USER_ACCOUNT', async () => {
    const { page } = await suite.openSignedIn(accountsOnly);
    await openList(page, '/user/account-management', 'Account Management');

    await sidebar(page).getByRole('link', { name: 'Account Management' }).waitFor();
    expect(await sidebar(page).getByRole('link', { name: 'Role Management' }).count()).toBe(0);

    await page.goto('/user/role-management');
    expect(await statusTitle(page)).toBe('You do not have permission');
    expect(await page.getByRole('table').count()).toBe(0);
  });
});

describe('feature flags', () => {
  it('turning User Management off hides it from an administrator and its pages show Not Found', async () => {
    const { context, page } = await suite.openSignedIn();
    await page.goto('/user/role-management');
    await sidebar(page).getByRole('link', { name: 'Role Management' }).waitFor();

    await page.goto('/feature-flag/');
    const flag = page.getByRole('switch', { name: 'User Management' });
    await flag.waitFor();
    expect(await flag.getAttribute('aria-checked')).toBe('true');
    await flag.click();
    await eventually(() => flag.getAttribute('aria-checked')).toBe('false');
    expect((await cookieMap(context))['hi7-ff-USER_MANAGEMENT']?.value).toBe('false');

    await expectNoUserManagement(page);

    for (const path of ['/user/role-management', '/user/account-management']) {
      await page.goto(path);
      expect(await statusTitle(page)).toBe('Not Found');
      expect(await page.getByRole('table').count(), path).toBe(0);
    }

    // On again: the section is back.
    await switchFeatureFlag(page, 'User Management', true);
    await page.goto('/user/role-management');
    await page.getByRole('table').waitFor();
    await sidebar(page).getByRole('link', { name: 'Role Management' }).waitFor();
  });
});
