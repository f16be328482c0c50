import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createStaff, STAFF_PASSWORD } from '../support/api.js';
import { choose, openDialog, openList, submitDialog } from '../support/list.js';
import { useSuite } from '../support/suite.js';
import {
  PASSWORD_CHANGED_PATH,
  RESET_PASSWORD_PATH,
  eventually,
  expectFieldMessage,
  expectToast,
  openProfile,
  pathOf,
  signInAndLand,
  waitForPath,
} from '../support/ui.js';

/**
 * The password checklist and the answer to the submit never disagree: what goes all green is accepted,
 * what stays red is refused, on every form that sets a password.
 */
const suite = useSuite();

/** Punctuation outside @ $ ! % * ? &, a space, letters outside ASCII: all allowed besides the four classes. */
const GREEN = ['Abcdefg1#@x', 'Quiet harbour 7!', 'Zürich Nebel9&'];
/** Every class but none of @ $ ! % * ? &. */
const NO_SPECIAL = 'Abcdefg1#x';

let changing: { email: string; password: string };
let resetting: { email: string; password: string };

beforeAll(async () => {
  const token = await suite.adminToken();
  changing = await createStaff(suite.baseUrl, token, 'Rule Changer', ['USER_ACCOUNT']);
  resetting = await createStaff(suite.baseUrl, token, 'Rule Resetter', ['USER_ACCOUNT'], { forceReset: true });
});

function checklist(page: Page | Locator): Locator {
  return page.getByTestId('password-policy');
}

/** Whether every rule the checklist shows is ticked, as its colour and icon show it. */
async function allGreen(scope: Page | Locator): Promise<boolean> {
  const states = await checklist(scope)
    .locator('li')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-met')));
  return states.length > 0 && states.every((state) => state === 'true');
}

async function expectGreenFor(scope: Page | Locator, field: Locator, password: string): Promise<void> {
  await field.fill(password);
  await eventually(() => allGreen(scope)).toBe(true);
}

/** Fills the password missing a special character: its rule turns red, and the form refuses it on submit. */
async function expectRedAndRefused(scope: Page | Locator, field: Locator, submit: Locator): Promise<void> {
  await field.fill(NO_SPECIAL);
  await eventually(() => allGreen(scope)).toBe(false);
  const special = checklist(scope).getByRole('listitem').filter({ hasText: 'at least one of @ $ ! % * ? &' });
  await eventually(() => special.getAttribute('data-met')).toBe('false');
  await submit.click();
  await expectFieldMessage(field, 'Password do not meet requirements');
}

describe('the password checklist and the submit agree', () => {
  it('on Profile → Change Password', async () => {
    const { page } = await suite.openSignedIn(changing);
    await openProfile(page);
    const current = page.getByLabel('Current password', { exact: true });
    const next = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm password', { exact: true });
    const submit = page.getByRole('button', { name: 'Change password', exact: true });
    await current.fill(STAFF_PASSWORD);
    await confirm.fill(NO_SPECIAL);
    await expectRedAndRefused(page, next, submit);
    expect(pathOf(page)).toBe('/profile/');
    for (const password of GREEN) await expectGreenFor(page, next, password);

    const chosen = GREEN[0] as string;
    await expectGreenFor(page, next, chosen);
    await confirm.fill(chosen);
    await submit.click();
    await expectToast(page, 'Password changed successfully! Please sign in again.');
    expect(await signInAndLand(page, changing.email, chosen)).toBe('/user/account-management');
  });

  it('on /reset-password/', async () => {
    const { page } = await suite.open();
    expect(await signInAndLand(page, resetting.email, resetting.password)).toBe(RESET_PASSWORD_PATH);
    const next = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm password', { exact: true });
    const submit = page.getByRole('button', { name: 'Reset Password', exact: true });
    await confirm.fill(NO_SPECIAL);
    await expectRedAndRefused(page, next, submit);
    expect(pathOf(page)).toBe(RESET_PASSWORD_PATH);
    for (const password of GREEN) await expectGreenFor(page, next, password);

    const chosen = GREEN[1] as string;
    await expectGreenFor(page, next, chosen);
    await confirm.fill(chosen);
    await submit.click();
    await waitForPath(page, PASSWORD_CHANGED_PATH);
    await page.goto('/login/');
    expect(await signInAndLand(page, resetting.email, chosen)).toBe('/user/account-management');
  });

  it('on Add Account', async () => {
    const { page } = await suite.openSignedIn();
    await openList(page, '/user/account-management', 'Account Management');
    const dialog = await openDialog(page, 'Add Account');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('rule.new@example.com');
    await dialog.getByRole('textbox', { name: 'Username' }).fill('Rule New');
    await choose(dialog, 'Role', 'Dev');
    const password = dialog.getByLabel('Password', { exact: true });
    const submit = dialog.getByRole('button', { name: 'Add Account' });
    await expectRedAndRefused(dialog, password, submit);
    for (const candidate of GREEN) await expectGreenFor(dialog, password, candidate);

    const chosen = GREEN[2] as string;
    await expectGreenFor(dialog, password, chosen);
    await submitDialog(dialog, 'Add Account', 'Account created successfully!');
    const signIn = await fetch(`${suite.baseUrl}/um/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'rule.new@example.com', password: chosen }),
    });
    expect(signIn.status).toBe(200);
  });
});
