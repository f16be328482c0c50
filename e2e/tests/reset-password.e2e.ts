import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createStaff } from '../support/api.js';
import { useSuite } from '../support/suite.js';
import {
  LOGIN_PATH,
  PASSWORD_CHANGED_PATH,
  RESET_PASSWORD_PATH,
  expectFieldMessage,
  loginForm,
  pathOf,
  signInAndLand,
  waitForPath,
} from '../support/ui.js';

/** An account an administrator told to set a new password. */
const suite = useSuite();

const NEW_PASSWORD = 'Fresh@Pass42';
let tryingOut: { email: string; password: string };
let resetting: { email: string; password: string };

beforeAll(async () => {
  const token = await suite.adminToken();
  // USER_ACCOUNT lands on Account Management once the password is set.
  tryingOut = await createStaff(suite.baseUrl, token, 'Reset Tryout', ['USER_ACCOUNT'], { forceReset: true });
  resetting = await createStaff(suite.baseUrl, token, 'Reset Done', ['USER_ACCOUNT'], { forceReset: true });
});

function resetForm(page: Page) {
  return {
    newPassword: page.getByLabel('New password', { exact: true }),
    confirmPassword: page.getByLabel('Confirm password', { exact: true }),
    submit: page.getByRole('button', { name: 'Reset Password', exact: true }),
  };
}

async function signInToReset(page: Page, account: { email: string; password: string }) {
  expect(await signInAndLand(page, account.email, account.password)).toBe(RESET_PASSWORD_PATH);
  await page.getByRole('heading', { name: 'Reset Password', level: 1 }).waitFor();
  return resetForm(page);
}

describe('forced password reset', () => {
  it('sends the account to the reset page after signing in', async () => {
    const { page } = await suite.open();
    const form = await signInToReset(page, tryingOut);
    await form.newPassword.waitFor();
    await form.confirmPassword.waitFor();
  });

  it('does not let the account open other pages before the password is set', async () => {
    const { page } = await suite.open();
    await signInToReset(page, tryingOut);
    await page.goto('/user/account-management');
    await waitForPath(page, RESET_PASSWORD_PATH);
    await page.getByRole('heading', { name: 'Reset Password', level: 1 }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Account Management' }).count()).toBe(0);
  });

  it('says "Password do not match" when the confirmation differs', async () => {
    const { page } = await suite.open();
    const form = await signInToReset(page, tryingOut);
    await form.newPassword.fill(NEW_PASSWORD);
    await form.confirmPassword.fill(`${NEW_PASSWORD}x`);
    await form.submit.click();
    await expectFieldMessage(form.confirmPassword, 'Password do not match');
    expect(pathOf(page)).toBe(RESET_PASSWORD_PATH);
  });

  it('says "Password do not meet requirements" for a weak password', async () => {
    const { page } = await suite.open();
    const form = await signInToReset(page, tryingOut);
    await form.newPassword.fill('weakpass');
    await form.confirmPassword.fill('weakpass');
    await form.submit.click();
    await expectFieldMessage(form.newPassword, 'Password do not meet requirements');
    expect(pathOf(page)).toBe(RESET_PASSWORD_PATH);
  });

  it('sets a valid password, shows the success page, and the new password signs in normally', async () => {
    const { page } = await suite.open();
    const form = await signInToReset(page, resetting);
    await form.newPassword.fill(NEW_PASSWORD);
    await form.confirmPassword.fill(NEW_PASSWORD);
    await form.submit.click();

    await waitForPath(page, PASSWORD_CHANGED_PATH);
    await page.getByRole('heading', { name: 'Password changed', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Go to login' }).click();
    await waitForPath(page, LOGIN_PATH);
    await loginForm(page).email.waitFor();

    expect(await signInAndLand(page, resetting.email, NEW_PASSWORD)).toBe('/user/account-management');
    await page.getByRole('heading', { name: 'Account Management', level: 1 }).waitFor();
  });
});
