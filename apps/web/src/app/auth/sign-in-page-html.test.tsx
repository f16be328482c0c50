import { afterAll, describe, expect, it } from 'vitest';
import { renderSignInPage } from '../../../build/sign-in-page';
import { showLanguage } from '@/lib/texts';

/** The sign-in page's HTML as the build writes it into #root (build/prerender-sign-in.ts), parsed. */
async function paintedPage(locale: 'en-US' | 'zh-CN'): Promise<HTMLElement> {
  const root = document.createElement('div');
  root.innerHTML = await renderSignInPage(locale);
  return root;
}

afterAll(() => showLanguage('en-US'));

describe("the sign-in page's HTML, rendered at build time from the page's components", () => {
  it('switches the language with a plain form, before any script', async () => {
    const page = await paintedPage('zh-CN');
    const form = page.querySelector('form[method="get"]');
    expect(form?.getAttribute('action')).toBe('/login/');
    const languages = [...(form?.querySelectorAll('button') ?? [])];
    expect(languages.map((button) => [button.type, button.name, button.value, button.textContent])).toEqual([
      ['submit', 'locale', 'en-US', 'EN'],
      ['submit', 'locale', 'zh-CN', '中文'],
    ]);
    expect(languages.map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
  });

  it('has the theme buttons the script follows until React replaces them', async () => {
    const page = await paintedPage('en-US');
    const themes = [...page.querySelectorAll<HTMLButtonElement>('button[name="theme"]')];
    expect(themes.map((button) => [button.type, button.value, button.getAttribute('aria-pressed')])).toEqual([
      ['button', 'light', 'false'],
      ['button', 'dark', 'false'],
      ['button', 'system', 'true'],
    ]);
  });

  it('has the fields typed-before-start.ts follows, and disables what no script answers yet', async () => {
    const page = await paintedPage('en-US');
    expect(page.querySelector('label[for="sign-in-email"]')?.textContent).toBe('Email');
    expect(page.querySelector('#sign-in-email')?.getAttribute('name')).toBe('email');
    expect(page.querySelector('#sign-in-password')?.getAttribute('type')).toBe('password');
    expect(page.querySelector<HTMLButtonElement>('button[aria-label="Show password"]')?.disabled).toBe(true);
    const submit = page.querySelector<HTMLButtonElement>('main button[type="submit"]');
    expect([submit?.textContent, submit?.disabled]).toEqual(['Login', true]);
    expect(page.querySelector('script')).toBeNull();
  });
});
