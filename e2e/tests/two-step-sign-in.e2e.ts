import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin, createRole, createStaff, STAFF_PASSWORD, emailFor, createAccount } from '../support/api.js';
import { formatFindings, seriousViolations } from '../support/axe.js';
import { openConsole, sessionStorageState, type ConsoleSession } from '../support/browser.js';
import { useSuite } from '../support/suite.js';
import { ADMIN } from '../support/server.js';
import {
  addVirtualAuthenticator,
  authenticatorApp,
  errorText,
  textsOf,
  totpCode,
  totpStep,
  type Locale,
} from '../support/two-step.js';
import { LOGIN_PATH, eventually, expectFieldMessage, pathOf, toasts, waitForPath } from '../support/ui.js';

/**
 * Two-step sign-in in the browser (docs/decisions/0011-two-step-sign-in.md), in both languages: an
 * authenticator app and recovery codes, a passkey on Chromium's virtual authenticator, and the Super
 * Admin's requirement for a role.
 */
const suite = useSuite();

const LOCALES: readonly Locale[] = ['en-US', 'zh-CN'];

/** A browser profile in this language on this origin, signed in through the API as these credentials, or signed out. */
async function openIn(
  locale: Locale,
  options: { credentials?: { email: string; password: string }; baseUrl?: string } = {},
): Promise<ConsoleSession> {
  const baseUrl = options.baseUrl ?? suite.baseUrl;
  const storageState = options.credentials
    ? sessionStorageState(baseUrl, await apiLogin(baseUrl, options.credentials.email, options.credentials.password))
    : undefined;
  const session = await openConsole(suite.browser, baseUrl, { locale, ...(storageState ? { storageState } : {}) });
  await session.context.addCookies([{ name: 'hi7-locale', value: locale, url: baseUrl }]);
  // Fades finished at once, so axe measures colours as they settle rather than mid-animation.
  await session.page.emulateMedia({ reducedMotion: 'reduce' });
  return session;
}

/** No serious or critical axe-core finding on the page as it is now (WCAG 2.1 A/AA, support/axe.ts). */
async function expectAccessible(page: Page, where: string): Promise<void> {
  const findings = await seriousViolations(page);
  expect(findings.length === 0 ? '' : formatFindings(where, findings)).toBe('');
}

function ui(page: Page, locale: Locale) {
  const text = textsOf(locale);
  return {
    text,
    async signInWithPassword(email: string, password: string) {
      await page.goto(LOGIN_PATH);
      await page.getByRole('textbox', { name: text('auth:login.email') }).fill(email);
      await page.getByLabel(text('auth:login.password'), { exact: true }).fill(password);
      await page.getByRole('button', { name: text('auth:login.submit'), exact: true }).click();
    },
    async signOut() {
      await page.getByRole('button', { name: text('common:header.userMenu') }).click();
      await page.getByRole('menuitem', { name: text('common:actions.logout') }).click();
      await waitForPath(page, LOGIN_PATH);
    },
    secondStep() {
      return page.getByRole('region', { name: text('twoStep:signIn.title') });
    },
    /** Waits until the browser has left the sign-in page; answers where it landed. */
    async landed(): Promise<string> {
      await page.waitForURL((url) => url.pathname !== LOGIN_PATH, { waitUntil: 'commit' });
      return pathOf(page);
    },
  };
}

describe.each(LOCALES)('two-step sign-in (%s)', (locale) => {
  const tag = locale === 'en-US' ? 'En' : 'Zh';

  it('sets up an authenticator app from the profile, then signs in with the password and a code, and with a recovery code', async () => {
    const staff = await createStaff(suite.baseUrl, await suite.adminToken(), `Totp ${tag}`, ['ROLE_MANAGEMENT']);
    const { page } = await openIn(locale, { credentials: staff });
    const { text, signInWithPassword, signOut, secondStep, landed } = ui(page, locale);

    await page.goto('/profile/');
    await page.getByRole('button', { name: text('twoStep:totp.setUp') }).click();
    const setup = page.getByRole('dialog', { name: text('twoStep:totp.setupTitle') });
    await setup.getByRole('img', { name: text('twoStep:totp.qrLabel') }).waitFor();
    const secret = ((await setup.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expectAccessible(page, `authenticator set-up dialog, ${locale}`);
    const app = authenticatorApp(secret);
    await setup.getByLabel(text('twoStep:totp.code')).fill(app.nextCode());
    await setup.getByRole('button', { name: text('twoStep:totp.confirm') }).click();

    // The first factor brings ten recovery codes, shown once, to copy or download.
    const codesDialog = page.getByRole('dialog', { name: text('twoStep:recovery.dialogTitle') });
    const list = codesDialog.getByRole('list', { name: text('twoStep:recovery.listLabel') });
    await list.waitFor();
    const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
    expect(codes).toHaveLength(10);
    await expectAccessible(page, `recovery codes dialog, ${locale}`);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      codesDialog.getByRole('button', { name: text('twoStep:recovery.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('backoffice-recovery-codes.txt');
    const file = fs.readFileSync(await download.path(), 'utf8');
    for (const code of codes) expect(file).toContain(code);
    await codesDialog.getByRole('button', { name: text('twoStep:recovery.done') }).click();
    await page.getByText(text('twoStep:recovery.remaining', { count: 10 })).waitFor();

    // Password, then the code from the app.
    await signOut();
    await signInWithPassword(staff.email, staff.password);
    const code = secondStep().getByLabel(text('twoStep:signIn.code'));
    await code.waitFor();
    await eventually(() => code.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(pathOf(page)).toBe(LOGIN_PATH);
    await expectAccessible(page, `sign-in second step, ${locale}`);
    // A wrong code is said once, under the field, with no toast saying it again.
    await code.fill(totpCode(secret, totpStep() - 20));
    await secondStep()
      .getByRole('button', { name: text('twoStep:signIn.verify'), exact: true })
      .click();
    await expectFieldMessage(code, errorText(locale, 'MFA_CODE_INVALID'));
    expect(await toasts(page).getByText(errorText(locale, 'MFA_CODE_INVALID')).count()).toBe(0);
    expect(await page.getByText(errorText(locale, 'MFA_CODE_INVALID'), { exact: true }).count()).toBe(1);
    const usedCode = app.nextCode();
    await code.fill(usedCode);
    await secondStep()
      .getByRole('button', { name: text('twoStep:signIn.verify'), exact: true })
      .click();
    expect(await landed()).toBe('/user/role-management');

    // The code just used, typed again at the next sign-in: said so, with what to do.
    await signOut();
    await signInWithPassword(staff.email, staff.password);
    await code.fill(usedCode);
    await secondStep()
      .getByRole('button', { name: text('twoStep:signIn.verify'), exact: true })
      .click();
    await expectFieldMessage(code, errorText(locale, 'MFA_CODE_USED'));
    // The app's next code may be two steps ahead of the clock by now, past the drift allowed: finish with a
    // recovery code instead.
    await secondStep()
      .getByRole('button', { name: text('twoStep:signIn.useRecoveryCode') })
      .click();
    await secondStep()
      .getByLabel(text('twoStep:signIn.recoveryCode'))
      .fill(codes[1] ?? '');
    await secondStep()
      .getByRole('button', { name: text('twoStep:signIn.verify'), exact: true })
      .click();
    expect(await landed()).toBe('/user/role-management');

    // Password, then a recovery code instead.
    await signOut();
    await signInWithPassword(staff.email, staff.password);
    await secondStep()
      .getByRole('button', { name: text('twoStep:signIn.useRecoveryCode') })
      .click();
    await secondStep()
      .getByLabel(text('twoStep:signIn.recoveryCode'))
      .fill(codes[0] ?? '');
    await secondStep()
      .getByRole('button', { name: text('twoStep:signIn.verify'), exact: true })
      .click();
    expect(await landed()).toBe('/user/role-management');
    await page.goto('/profile/');
    await page.getByText(text('twoStep:recovery.remaining', { count: 8 })).waitFor();

    // A recovery code works once.
    await signOut();
    await signInWithPassword(staff.email, staff.password);
    await secondStep()
      .getByRole('button', { name: text('twoStep:signIn.useRecoveryCode') })
      .click();
    const recovery = secondStep().getByLabel(text('twoStep:signIn.recoveryCode'));
    await recovery.fill(codes[0] ?? '');
    await secondStep()
      .getByRole('button', { name: text('twoStep:signIn.verify'), exact: true })
      .click();
    await expectFieldMessage(recovery, errorText(locale, 'MFA_CODE_INVALID'));
    expect(await recovery.getAttribute('aria-invalid')).toBe('true');
    expect(pathOf(page)).toBe(LOGIN_PATH);
  });

  it("adds a passkey with Chromium's virtual authenticator and signs in with it", async () => {
    // WebAuthn needs a relying party that is a domain: the console on http://localhost, a secure context.
    const baseUrl = suite.baseUrl.replace('127.0.0.1', 'localhost');
    const staff = await createStaff(baseUrl, await suite.adminToken(), `Passkey ${tag}`, ['ROLE_MANAGEMENT']);
    const { page } = await openIn(locale, { credentials: staff, baseUrl });
    const { text, signInWithPassword, signOut, secondStep, landed } = ui(page, locale);
    await addVirtualAuthenticator(page);

    await page.goto('/profile/');
    await page.getByRole('button', { name: text('twoStep:passkeys.add') }).click();
    const add = page.getByRole('dialog', { name: text('twoStep:passkeys.addTitle') });
    await add.getByLabel(text('twoStep:passkeys.name')).fill('Work laptop');
    await add.getByRole('button', { name: text('twoStep:passkeys.continue') }).click();
    const codesDialog = page.getByRole('dialog', { name: text('twoStep:recovery.dialogTitle') });
    await codesDialog.getByRole('button', { name: text('twoStep:recovery.done') }).click();
    const row = page.getByRole('row').filter({ hasText: 'Work laptop' });
    await row.getByRole('cell', { name: text('twoStep:passkeys.never') }).waitFor();

    await signOut();
    await signInWithPassword(staff.email, staff.password);
    // No authenticator app on this account: the passkey is the step offered.
    const usePasskey = secondStep().getByRole('button', { name: text('twoStep:signIn.usePasskey') });
    await usePasskey.click();
    expect(await landed()).toBe('/user/role-management');

    await page.goto('/profile/');
    await row.waitFor();
    expect(await row.getByRole('cell', { name: text('twoStep:passkeys.never') }).count()).toBe(0);
    await expectAccessible(page, `profile with a passkey, ${locale}`);
  });

  it('a Super Admin requires two-step sign-in for a role, and its accounts are sent to set it up', async () => {
    const adminToken = await suite.adminToken();
    const role = await createRole(suite.baseUrl, adminToken, `Must Use 2FA ${tag}`, ['ROLE_MANAGEMENT']);
    const member = { email: emailFor(`Member ${tag}`), password: STAFF_PASSWORD };
    await createAccount(suite.baseUrl, adminToken, { email: member.email, username: `member${tag}`, roleId: role.id });

    const admin = await openIn(locale, { credentials: ADMIN });
    const adminUi = ui(admin.page, locale);
    await admin.page.goto('/user/role-management');
    await admin.page.getByRole('button', { name: adminUi.text('twoStep:policy.open') }).click();
    const dialog = admin.page.getByRole('dialog', { name: adminUi.text('twoStep:policy.title') });
    await dialog.getByRole('checkbox', { name: role.name }).waitFor();
    await expectAccessible(admin.page, `two-step sign-in policy dialog, ${locale}`);
    await dialog.getByRole('checkbox', { name: role.name }).click();
    await dialog.getByRole('button', { name: adminUi.text('twoStep:policy.save') }).click();
    await admin.page.getByText(adminUi.text('twoStep:policy.saved')).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });

    const { page } = await openIn(locale);
    const { text, signInWithPassword } = ui(page, locale);
    await signInWithPassword(member.email, member.password);
    await waitForPath(page, /^\/profile\/?$/);
    await page
      .getByRole('alert')
      .filter({ hasText: text('twoStep:card.requiredNotice') })
      .waitFor();
    await eventually(() => page.locator('[data-slot="skeleton"]').count()).toBe(0);
    await expectAccessible(page, `profile of an account that must add a second factor, ${locale}`);
    // No section is offered until a second factor is added, and none opens.
    const nav = page.getByRole('navigation', { name: text('common:nav.label') });
    await nav.waitFor();
    expect(await nav.getByRole('link').count()).toBe(0);
    await page.goto('/user/role-management');
    await waitForPath(page, /^\/profile\/?$/);

    await page.getByRole('button', { name: text('twoStep:totp.setUp') }).click();
    const setup = page.getByRole('dialog', { name: text('twoStep:totp.setupTitle') });
    await setup.getByRole('img', { name: text('twoStep:totp.qrLabel') }).waitFor();
    const secret = ((await setup.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    await setup.getByLabel(text('twoStep:totp.code')).fill(authenticatorApp(secret).nextCode());
    await setup.getByRole('button', { name: text('twoStep:totp.confirm') }).click();
    await page
      .getByRole('dialog', { name: text('twoStep:recovery.dialogTitle') })
      .getByRole('button', { name: text('twoStep:recovery.done') })
      .click();

    // With a factor added, the sections are offered again.
    await page
      .getByRole('alert')
      .filter({ hasText: text('twoStep:card.requiredNotice') })
      .waitFor({ state: 'detached' });
    await eventually(() => nav.getByRole('link').count()).toBeGreaterThan(0);
    await page.goto('/user/role-management');
    await waitForPath(page, '/user/role-management');
  });
});
