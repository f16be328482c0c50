import { describe, expect, it } from 'vitest';
import { createStaff } from '../support/api.js';
import { ADMIN } from '../support/server.js';
import { useSuite } from '../support/suite.js';
import {
  signInFormTakenOver,
  LOGIN_PATH,
  consoleCookieNames,
  consoleProblems,
  cookieMap,
  eventually,
  expectFieldMessage,
  expectToast,
  fieldMessages,
  isNetworkLine,
  localStorageItem,
  loginForm,
  pathOf,
  signIn,
  signInAndLand,
  waitForPath,
} from '../support/ui.js';

/** The cookies a signed-in console holds. */
const AUTH_COOKIES = ['hi7-access_token', 'hi7-access_expires_at', 'hi7-refresh_expires_at', 'hi7-refresh_token'];
const USER_COOKIES = ['hi7-username', 'hi7-email', 'hi7-user_id'];
const SESSION_COOKIES = [...AUTH_COOKIES, ...USER_COOKIES];

const suite = useSuite();
const fresh = () => suite.open();

describe('the sign-in page', () => {
  it('shows the e-mail and password fields and a submit button', async () => {
    const { page } = await fresh();
    await page.goto('/login/');
    const form = loginForm(page);
    await form.email.waitFor();
    expect(await form.email.getAttribute('type')).toBe('email');
    expect(await form.password.getAttribute('type')).toBe('password');
    await form.submit.waitFor();
    await page.getByRole('heading', { name: 'Backoffice', level: 1 }).waitFor();
  });

  it('shows and hides the password with its toggle', async () => {
    const { page } = await fresh();
    await page.goto('/login/');
    const { password } = loginForm(page);
    await password.fill('Secret@123');
    expect(await password.getAttribute('type')).toBe('password');

    await page.getByRole('button', { name: 'Show password' }).click();
    await eventually(() => password.getAttribute('type')).toBe('text');
    expect(await password.inputValue()).toBe('Secret@123');

    await page.getByRole('button', { name: 'Hide password' }).click();
    await eventually(() => password.getAttribute('type')).toBe('password');
  });

  it('keeps the submit button disabled until the e-mail and password are valid', async () => {
    const { page } = await fresh();
    await page.goto('/login/');
    const form = loginForm(page);
    await form.submit.waitFor();
    expect(await form.submit.isDisabled()).toBe(true);

    await form.email.fill('not-an-email');
    await form.password.fill('whatever');
    await eventually(() => form.submit.isDisabled()).toBe(true);

    await form.email.fill('admin@example.com');
    await eventually(() => form.submit.isDisabled()).toBe(false);

    await form.password.fill('');
    await eventually(() => form.submit.isDisabled()).toBe(true);
  });

  it('says why the button stays disabled once the e-mail field is left invalid, in both languages', async () => {
    const { context, page } = await fresh();
    await page.goto('/login/');
    await signInFormTakenOver(page);
    const form = loginForm(page);
    // Nothing is said before the person has typed and left the field.
    await form.email.fill('not-an-email');
    expect(await fieldMessages(form.email)).toEqual([]);
    await form.email.press('Tab');
    await expectFieldMessage(form.email, 'Please enter a valid email address');
    expect(await form.email.getAttribute('aria-invalid')).toBe('true');
    // Once shown, the message follows what is typed.
    await form.email.fill('admin@example.com');
    await eventually(() => fieldMessages(form.email)).toEqual([]);

    await context.addCookies([{ name: 'hi7-locale', value: 'zh-CN', url: suite.baseUrl }]);
    await page.goto('/login/');
    await signInFormTakenOver(page);
    const email = page.getByRole('textbox', { name: '邮箱' });
    await email.fill('admin@');
    await email.press('Tab');
    await expectFieldMessage(email, '请输入有效的邮箱地址');
  });

  it('in Chinese, words a wrong password in Chinese and fetches no English texts or error wording', async () => {
    const { context, page } = await fresh();
    await context.addCookies([{ name: 'hi7-locale', value: 'zh-CN', url: suite.baseUrl }]);
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/login/');
    await page.getByRole('textbox', { name: '邮箱' }).fill(ADMIN.email);
    await page.getByLabel('密码', { exact: true }).fill('Wrong@12345');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expectToast(page, '用户名或密码错误');
    // The contract's error wording travels in each language's shell-text file: only the one shown is fetched.
    expect(scripts.some((url) => url.includes('locale-zh-CN'))).toBe(true);
    expect(scripts.some((url) => url.includes('locale-en-US'))).toBe(false);
  });

  it('stays on the sign-in page with a toast after a wrong password, fetching no Chinese texts', async () => {
    const { context, page } = await fresh();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await signIn(page, ADMIN.email, 'Wrong@12345');
    await expectToast(page, 'Invalid username or password');
    expect(scripts.some((url) => url.includes('locale-zh-CN'))).toBe(false);
    expect(pathOf(page)).toBe(LOGIN_PATH);
    expect(await localStorageItem(page, 'user')).toBeNull();
    expect(await consoleCookieNames(context)).not.toContain('hi7-access_token');
    // The form is ready for another try.
    expect(await loginForm(page).submit.isEnabled()).toBe(true);
  });

  it('signs an administrator in, stores the session and lands on Role Management', async () => {
    const { context, page } = await fresh();
    expect(await signInAndLand(page, ADMIN.email, ADMIN.password)).toBe('/user/role-management');
    await page.getByRole('heading', { name: 'Role Management', level: 1 }).waitFor();

    const cookies = await cookieMap(context);
    for (const name of SESSION_COOKIES) expect(cookies[name], name).toBeDefined();
    expect(cookies['hi7-refresh_token']?.httpOnly).toBe(true);
    expect(decodeURIComponent(cookies['hi7-email']?.value ?? '')).toBe(ADMIN.email);

    const stored = JSON.parse((await localStorageItem(page, 'user')) ?? 'null') as {
      email: string;
      permissions: string[];
    } | null;
    expect(stored?.email).toBe(ADMIN.email);
    expect(stored?.permissions).toContain('ALL');
  });

  it('sends a signed-in user away from the sign-in page, to the keyword page', async () => {
    const { page } = await fresh();
    await signInAndLand(page, ADMIN.email, ADMIN.password);
    await page.goto('/login/');
    await waitForPath(page, '/keyword/forward');
    await page.getByRole('heading', { name: 'Keyword Forward', level: 1 }).waitFor();
  });

  it('sends a signed-in user who may not open the keyword page to their landing', async () => {
    const stalkerOnly = await createStaff(suite.baseUrl, await suite.adminToken(), 'Login Stalker Only', ['STALKER']);
    const { page } = await suite.openSignedIn(stalkerOnly);
    await page.goto('/login/');
    await waitForPath(page, '/stalker/');
    await page.getByRole('heading', { name: 'Stalker', level: 1 }).waitFor();
  });

  it('signs out from the user menu: cookies and stored user are gone and the sign-in page shows', async () => {
    const { context, page } = await fresh();
    await signInAndLand(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await waitForPath(page, LOGIN_PATH);
    await loginForm(page).email.waitFor();
    await eventually(async () =>
      (await consoleCookieNames(context)).filter((name) => SESSION_COOKIES.includes(name)),
    ).toEqual([]);
    expect(await localStorageItem(page, 'user')).toBeNull();

    // The session is really over: the authenticated pages send back to the sign-in page.
    await page.goto('/user/role-management');
    await waitForPath(page, LOGIN_PATH);
  });

  it('sends a visitor without a session from an authenticated page to the sign-in page', async () => {
    const { page } = await fresh();
    await page.goto('/user/account-management');
    await waitForPath(page, LOGIN_PATH);
    await loginForm(page).email.waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
  });
});

describe('expected refusals leave the browser console quiet', () => {
  it('signing out and landing on the sign-in page logs nothing', async () => {
    const { page } = await fresh();
    const problems = consoleProblems(page);
    await signInAndLand(page, ADMIN.email, ADMIN.password);
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await waitForPath(page, LOGIN_PATH);
    await loginForm(page).email.waitFor();
    // A console page opened afterwards sends to the sign-in page without asking the server first.
    await page.goto('/keyword/forward');
    await waitForPath(page, LOGIN_PATH);
    await loginForm(page).email.waitFor();
    expect(problems).toEqual([]);
  });

  it('an access token past its time is renewed without a word in the console', async () => {
    const { context, page } = await suite.openSignedIn();
    const problems = consoleProblems(page);
    // The browser drops the access cookie when it expires; the refresh cookie lives on.
    await context.clearCookies({ name: 'hi7-access_token' });
    await context.addCookies([{ name: 'hi7-access_expires_at', value: String(Date.now() - 1000), url: suite.baseUrl }]);
    await page.goto('/keyword/forward');
    await page.getByRole('heading', { name: 'Keyword Forward', level: 1 }).waitFor();
    await page.getByRole('table').and(page.locator('[aria-busy="false"]')).waitFor();
    expect(problems).toEqual([]);
  });

  it("a token the server no longer accepts is renewed; only the browser's own lines for the 401 answers remain", async () => {
    const { context, page } = await suite.openSignedIn();
    const problems = consoleProblems(page);
    // Ended on the server before its time (the client cannot know): the API answers 401 and the console renews it.
    await context.addCookies([{ name: 'hi7-access_token', value: 'ended.on.the.server', url: suite.baseUrl }]);
    await page.goto('/keyword/forward');
    await page.getByRole('heading', { name: 'Keyword Forward', level: 1 }).waitFor();
    await page.getByRole('table').and(page.locator('[aria-busy="false"]')).waitFor();
    expect(problems.filter((line) => !isNetworkLine(line, 401))).toEqual([]);
  });
});
