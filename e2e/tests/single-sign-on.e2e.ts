import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PROVIDER_USERS, startOidcProvider, type TestOidcProvider } from '@backoffice/server/testing/oidc-provider';
import { STAFF_PASSWORD } from '../support/api.js';
import { usePostgresSchema } from '../support/postgres.js';
import { useSuite } from '../support/suite.js';
import { LOGIN_PATH, expectToast, loginForm, sidebar, signInAndLand, waitForPath } from '../support/ui.js';

/** The provider's own pages: its sign-in form, then its consent. */
async function signInAtProvider(page: Page, login: string, consent: 'allow' | 'cancel' = 'allow'): Promise<void> {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  if (consent === 'allow') await page.getByRole('button', { name: 'Continue' }).click();
  else await page.getByRole('link', { name: '[ Cancel ]' }).click();
}

/** The server's database: its own SQLite file, or a schema of its own on the test PostgreSQL. */
const DATABASES = { sqlite: () => () => ({}), postgres: usePostgresSchema } as const;

describe.each(Object.keys(DATABASES) as (keyof typeof DATABASES)[])(
  'single sign-on in the browser, on %s',
  (database) => {
    // A provider per server: it takes its redirect addresses before its first request.
    let provider: TestOidcProvider | undefined;
    beforeAll(async () => {
      provider = await startOidcProvider();
    });
    afterAll(async () => provider?.close());
    const started = () => {
      if (!provider) throw new Error('The test provider is not started');
      return provider;
    };
    const databaseSettings = DATABASES[database]();
    // The console learns the provider from OIDC_*; its callback is the server's own origin (no OIDC_REDIRECT_URL).
    const suite = useSuite(() => ({ ...started().settings(), ...databaseSettings() }));
    beforeAll(() => started().allowRedirect(`${suite.baseUrl}/um/v1/auth/oidc/callback`));

    it('goes from the button through the provider’s login to the landing page a password sign-in gives', async () => {
      // A Dev account signing in with its password shows where Dev lands.
      const dev = (
        await suite.adminApi<{ data: { id: number; name: string }[] }>('GET', '/um/v1/roles/options')
      ).data.find((role) => role.name === 'Dev');
      await suite.createAccount({
        email: 'dev.by.password@example.com',
        username: 'dev.by.password',
        roleId: dev?.id ?? 0,
      });
      const byPassword = await suite.open();
      const landing = await signInAndLand(byPassword.page, 'dev.by.password@example.com', STAFF_PASSWORD);

      const { page } = await suite.open();
      await page.goto(LOGIN_PATH);
      await loginForm(page).email.waitFor();
      await page.getByRole('link', { name: 'Sign in with Company SSO' }).click();
      await page.waitForURL((url) => url.origin === started().issuer);
      await signInAtProvider(page, PROVIDER_USERS.newcomer.login);
      await waitForPath(page, landing);
      await sidebar(page).waitFor();
      expect(page.url()).not.toContain('sso=');
    });

    it('shows on the sign-in page why the provider’s sign-in ended without a session, in both languages', async () => {
      const { page } = await suite.open();
      await page.goto(LOGIN_PATH);
      await page.getByRole('link', { name: 'Sign in with Company SSO' }).click();
      await signInAtProvider(page, PROVIDER_USERS.newcomer.login, 'cancel');
      await waitForPath(page, LOGIN_PATH);
      await expectToast(page, 'Single sign-on was cancelled at the provider.');

      const chinese = await suite.open();
      await chinese.context.addCookies([{ name: 'hi7-locale', value: 'zh-CN', url: suite.baseUrl }]);
      await chinese.page.goto(LOGIN_PATH);
      await chinese.page.getByRole('link', { name: '使用 Company SSO 登录' }).click();
      await signInAtProvider(chinese.page, PROVIDER_USERS.unmapped.login);
      await waitForPath(chinese.page, LOGIN_PATH);
      await expectToast(chinese.page, '您在身份提供方的账号没有 Backoffice 的访问权限，请联系管理员将您加入相应的组。');
    });
  },
);
