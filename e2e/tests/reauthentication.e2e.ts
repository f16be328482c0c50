import { describe, expect, it } from 'vitest';
import { RECENT_AUTHENTICATION_SECONDS } from '@backoffice/contract';
import { apiLogin, createStaff } from '../support/api.js';
import { openConsole, sessionStorageState } from '../support/browser.js';
import { writeDatabase } from '../support/server.js';
import { useSuite } from '../support/suite.js';
import { errorText, textsOf, type Locale } from '../support/two-step.js';
import { expectFieldMessage, expectToast } from '../support/ui.js';

/**
 * A change that needs a recent sign-in (docs/decisions/0031-recent-authentication.md), from a session
 * signed in longer ago: the console asks for the password in place, then carries on to the result.
 */
const suite = useSuite();

/** The account's sessions last proved who their owner is longer ago than the window: written, not waited for. */
function ageSessionsOf(email: string): void {
  const longAgo = new Date(Date.now() - (RECENT_AUTHENTICATION_SECONDS + 60) * 1000).toISOString();
  writeDatabase(suite.server.dataDir, (db) => {
    db.prepare(
      'update sessions set authenticated_at = ? where account_id = (select id from accounts where email = ?)',
    ).run(longAgo, email);
  });
}

async function openOldSession(locale: Locale, staff: { email: string; password: string }) {
  const session = await apiLogin(suite.baseUrl, staff.email, staff.password);
  ageSessionsOf(staff.email);
  const opened = await openConsole(suite.browser, suite.baseUrl, {
    locale,
    storageState: sessionStorageState(suite.baseUrl, session),
  });
  await opened.context.addCookies([{ name: 'hi7-locale', value: locale, url: suite.baseUrl }]);
  return opened;
}

describe('re-authentication in place', () => {
  it('an old session creating an API key is asked for the password, refused a wrong one, then shown the new key', async () => {
    const text = textsOf('en-US');
    const staff = await suite.createStaff('Reauth Keys', ['ALL']);
    const { page, context } = await openOldSession('en-US', staff);
    try {
      await page.goto('/user/api-keys');
      await page.getByRole('button', { name: 'Create API Key' }).click();
      const form = page.getByRole('dialog', { name: 'Create API Key' });
      await form.getByRole('textbox', { name: 'Name' }).fill('Partner Bot');
      await form.getByRole('button', { name: 'Create' }).click();

      const confirm = page.getByRole('dialog', { name: text('common:reauthenticate.title') });
      const password = confirm.getByLabel(text('common:reauthenticate.password'), { exact: true });
      await password.fill('Not@ThePassword1');
      await confirm.getByRole('button', { name: text('common:reauthenticate.confirm') }).click();
      await expectFieldMessage(password, errorText('en-US', 'CURRENT_PASSWORD_INCORRECT'));

      await password.fill(staff.password);
      await confirm.getByRole('button', { name: text('common:reauthenticate.confirm') }).click();
      await confirm.waitFor({ state: 'hidden' });
      await expectToast(page, 'API key created successfully!');
      const shown = page.getByRole('dialog', { name: 'API key created' });
      expect(await shown.getByRole('textbox', { name: 'API key' }).inputValue()).toMatch(/^bok_/);
    } finally {
      await context.close();
    }
  });

  it('an old session setting up an authenticator app is asked for the password (zh-CN), then shown the secret', async () => {
    const text = textsOf('zh-CN');
    const staff = await createStaff(suite.baseUrl, await suite.adminToken(), 'Reauth Totp', ['ROLE_MANAGEMENT']);
    const { page, context } = await openOldSession('zh-CN', staff);
    try {
      await page.goto('/profile/');
      await page.getByRole('button', { name: text('twoStep:totp.setUp') }).click();

      const confirm = page.getByRole('dialog', { name: text('common:reauthenticate.title') });
      await confirm.getByText(text('common:reauthenticate.description')).waitFor();
      await confirm.getByLabel(text('common:reauthenticate.password'), { exact: true }).fill(staff.password);
      await confirm.getByRole('button', { name: text('common:reauthenticate.confirm') }).click();
      await confirm.waitFor({ state: 'hidden' });

      const setup = page.getByRole('dialog', { name: text('twoStep:totp.setupTitle') });
      await setup.getByRole('img', { name: text('twoStep:totp.qrLabel') }).waitFor();
      expect(((await setup.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '')).toMatch(
        /^[A-Z2-7]{32}$/,
      );
    } finally {
      await context.close();
    }
  });
});
