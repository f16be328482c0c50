import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin } from '../support/api.js';
import { ADMIN } from '../support/server.js';
import { useSuite } from '../support/suite.js';
import {
  LOGIN_PATH,
  cookieMap,
  pathOf,
  eventually,
  expectToast,
  localStorageItem,
  loginForm,
  waitForPath,
} from '../support/ui.js';

/** Home with a token pair in the address. */
const suite = useSuite();

/**
 * Waits until the console has handled the tokens (they are no longer in the address), then checks it
 * landed the admin on Role Management with nothing left in the address.
 */
async function expectLandedFromTokens(page: Page): Promise<void> {
  await page.waitForURL((url) => !url.searchParams.has('auth_at'), {
    waitUntil: 'commit',
  });
  expect(pathOf(page)).toBe('/user/role-management');
  await page.getByRole('heading', { name: 'Role Management', level: 1 }).waitFor();
  expect(new URL(page.url()).search).toBe('');
}

describe('token login', () => {
  it('signs in with the pair from the address, removes it from the address bar and lands by permission', async () => {
    const pair = await apiLogin(suite.baseUrl);
    const { context, page } = await suite.open();
    await page.goto(
      `/?auth_at=${encodeURIComponent(pair.access_token)}&auth_rf=${encodeURIComponent(pair.refresh_token)}`,
    );

    await expectLandedFromTokens(page);
    expect(page.url()).not.toContain(pair.access_token);
    expect(page.url()).not.toContain(pair.refresh_token);

    const stored = JSON.parse((await localStorageItem(page, 'user')) ?? 'null') as { email: string } | null;
    expect(stored?.email).toBe(ADMIN.email);
    expect((await cookieMap(context))['hi7-access_token']).toBeDefined();
  });

  it('signs in with the access token alone (the refresh token is optional)', async () => {
    const pair = await apiLogin(suite.baseUrl);
    const { page } = await suite.open();
    await page.goto(`/?auth_at=${encodeURIComponent(pair.access_token)}`);

    await expectLandedFromTokens(page);
  });

  it('sends home without a token to the sign-in page', async () => {
    const { page } = await suite.open();
    await page.goto('/');
    await waitForPath(page, LOGIN_PATH);
    await loginForm(page).email.waitFor();
  });

  it('sends a bad token back to the sign-in page, signed out', async () => {
    const { page } = await suite.open();
    await page.goto('/?auth_at=not-a-real-token&auth_rf=not-a-real-refresh-token');
    await waitForPath(page, LOGIN_PATH);
    await loginForm(page).email.waitFor();
    await expectToast(page, 'Please sign in to continue.');
    expect(page.url()).not.toContain('not-a-real-token');
    await eventually(() => localStorageItem(page, 'user')).toBeNull();
  });
});
