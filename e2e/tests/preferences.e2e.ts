import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSuite } from '../support/suite.js';
import { cookieMap, eventually, localStorageItem, loginForm } from '../support/ui.js';

/** Theme (light, dark, system) and language (EN, 中文) switchers in the header. */
const suite = useSuite();

const DAY_SECONDS = 24 * 60 * 60;

/** 'light' or 'dark': the class the console put on <html>. */
function rootTheme(page: Page): Promise<string> {
  return page.evaluate(() => {
    const classes = document.documentElement.classList;
    return classes.contains('dark') ? 'dark' : classes.contains('light') ? 'light' : 'none';
  });
}

function themeButton(page: Page, name: 'Light' | 'Dark' | 'System') {
  return page.getByRole('group', { name: 'Theme' }).getByRole('button', { name, exact: true });
}

/** A button of the language switcher, whose group is named in the language shown ("Language", "语言"). */
function languageButton(page: Page, group: 'Language' | '语言', name: 'EN' | '中文') {
  return page.getByRole('group', { name: group }).getByRole('button', { name });
}

describe('theme', () => {
  it('switches to dark, keeps the choice in local storage, and keeps it after a reload', async () => {
    const { page } = await suite.open({ colorScheme: 'light' });
    await page.goto('/login/');
    await eventually(() => rootTheme(page)).toBe('light');

    await themeButton(page, 'Dark').click();
    await eventually(() => rootTheme(page)).toBe('dark');
    expect(await themeButton(page, 'Dark').getAttribute('aria-pressed')).toBe('true');
    expect(await localStorageItem(page, 'vite-ui-theme')).toBe('dark');

    await page.reload();
    await loginForm(page).email.waitFor();
    expect(await rootTheme(page)).toBe('dark');
    expect(await themeButton(page, 'Dark').getAttribute('aria-pressed')).toBe('true');
  });

  it('follows the browser colour scheme by default and when System is chosen', async () => {
    const { page } = await suite.open({ colorScheme: 'dark' });
    await page.goto('/login/');
    await loginForm(page).email.waitFor();
    // Nothing chosen yet: System, which follows the browser.
    expect(await rootTheme(page)).toBe('dark');
    expect(await themeButton(page, 'System').getAttribute('aria-pressed')).toBe('true');

    await themeButton(page, 'Light').click();
    await eventually(() => rootTheme(page)).toBe('light');

    await themeButton(page, 'System').click();
    await eventually(() => rootTheme(page)).toBe('dark');
    expect(await localStorageItem(page, 'vite-ui-theme')).toBe('system');

    // System follows a change of the operating system's preference while the page is open.
    await page.emulateMedia({ colorScheme: 'light' });
    await eventually(() => rootTheme(page)).toBe('light');
  });
});

describe('language', () => {
  it('switches the sign-in page to Chinese, keeps hi7-locale for a year, and keeps it after a reload', async () => {
    const { context, page } = await suite.open();
    await page.goto('/login/');
    await page.getByText('Sign in with your staff account').waitFor();

    await languageButton(page, 'Language', '中文').click();
    await page.getByText('使用员工账号登录', { exact: true }).waitFor();
    await page.getByRole('textbox', { name: '邮箱' }).waitFor();
    await page.getByRole('button', { name: '登录', exact: true }).waitFor();
    expect(await page.getByText('Sign in with your staff account').count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-CN');

    const locale = (await cookieMap(context))['hi7-locale'];
    expect(locale?.value).toBe('zh-CN');
    const lifetimeDays = ((locale?.expires ?? 0) - Date.now() / 1000) / DAY_SECONDS;
    expect(lifetimeDays).toBeGreaterThan(364);
    expect(lifetimeDays).toBeLessThan(366);

    await page.reload();
    await page.getByText('使用员工账号登录', { exact: true }).waitFor();
    await languageButton(page, '语言', '中文').waitFor();
    expect(await languageButton(page, '语言', '中文').getAttribute('aria-pressed')).toBe('true');
  });

  it('switches back to English', async () => {
    const { context, page } = await suite.open();
    await context.addCookies([{ name: 'hi7-locale', value: 'zh-CN', url: suite.baseUrl }]);
    await page.goto('/login/');
    await page.getByText('使用员工账号登录', { exact: true }).waitFor();

    await languageButton(page, '语言', 'EN').click();
    await page.getByText('Sign in with your staff account', { exact: true }).waitFor();
    await loginForm(page).submit.waitFor();
    expect((await cookieMap(context))['hi7-locale']?.value).toBe('en-US');
  });

  it('ignores a locale cookie it does not support and shows English', async () => {
    const { context, page } = await suite.open();
    await context.addCookies([{ name: 'hi7-locale', value: 'fr-FR', url: suite.baseUrl }]);
    await page.goto('/login/');
    await page.getByText('Sign in with your staff account', { exact: true }).waitFor();
    await loginForm(page).email.waitFor();
    await loginForm(page).submit.waitFor();
    expect(await languageButton(page, 'Language', 'EN').getAttribute('aria-pressed')).toBe('true');
  });
});
