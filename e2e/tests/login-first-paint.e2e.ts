import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ADMIN } from '../support/server.js';
import { useSuite } from '../support/suite.js';
import { signInFormTakenOver } from '../support/ui.js';

const suite = useSuite();
const contexts: BrowserContext[] = [];
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A browser profile, with or without JavaScript, in one language of the console (the locale cookie). */
async function openSignIn(javaScriptEnabled: boolean, locale: 'en-US' | 'zh-CN'): Promise<Page> {
  const context = await suite.browser.newContext({
    baseURL: suite.baseUrl,
    javaScriptEnabled,
    viewport: { width: 1366, height: 860 },
  });
  contexts.push(context);
  // The console's own cookie (lib/texts.ts), as its language switcher leaves it.
  await context.addCookies([{ name: 'hi7-locale', value: locale, url: suite.baseUrl }]);
  const page = await context.newPage();
  await page.goto('/login/');
  return page;
}

/**
 * The sign-in page with the scripts matching `held` held back until `release()`: what a person sees
 * and types into before the script has taken over the painted form.
 */
async function openWithScriptsHeld(held: string, waitUntil: 'commit' | 'domcontentloaded') {
  const context = await suite.browser.newContext({ baseURL: suite.baseUrl, colorScheme: 'light' });
  contexts.push(context);
  const page = await context.newPage();
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(held, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/login/', { waitUntil });
  return { page, release };
}

/** What a person sees of the form: the heading, the description, the labels, the placeholder and the button. */
async function visibleForm(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  const email = page.locator('input[type="email"]');
  return {
    heading: await page.getByRole('heading', { level: 1 }).innerText(),
    labels: await page.locator('form label').allInnerTexts(),
    placeholder: await email.getAttribute('placeholder'),
    button: await page.locator('main button[type="submit"]').innerText(),
    language: await page.locator('html').getAttribute('lang'),
    box: await email.boundingBox(),
  };
}

describe('the sign-in page before any script runs', () => {
  for (const [locale, wording] of [
    ['en-US', { labels: ['Email', 'Password'], button: 'Login' }],
    ['zh-CN', { labels: ['邮箱', '密码'], button: '登录' }],
  ] as const) {
    it(`shows the form from the HTML and CSS alone, as the script renders it (${locale})`, async () => {
      const withoutScript = await visibleForm(await openSignIn(false, locale));
      expect(withoutScript.labels).toEqual(wording.labels);
      expect(withoutScript.button).toBe(wording.button);
      expect(withoutScript.language).toBe(locale);
      const scripted = await openSignIn(true, locale);
      // Measured once React's form is in place: during the swap the painted field is briefly gone.
      await signInFormTakenOver(scripted);
      const withScript = await visibleForm(scripted);
      // React takes over the same form where it was painted: no shift, the same words.
      expect({ ...withScript, box: undefined }).toEqual({ ...withoutScript, box: undefined });
      expect(withScript.box).toEqual(withoutScript.box);
    });
  }

  it('switches the language from the painted buttons, before any script runs', async () => {
    const page = await openSignIn(false, 'zh-CN');
    await page.getByRole('group', { name: '语言' }).getByRole('button', { name: 'EN' }).click();
    await page.getByText('Sign in with your staff account', { exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login/');
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');
  });

  it('switches the theme from the painted buttons once the script runs, before React takes over', async () => {
    // The entry script runs; the texts React's first render waits for are held back.
    const { page, release } = await openWithScriptsHeld('**/assets/locale-*.js', 'domcontentloaded');
    const dark = page.getByRole('group', { name: 'Theme' }).getByRole('button', { name: 'Dark' });
    await dark.click();
    expect(await page.locator('html').getAttribute('class')).toContain('dark');
    expect(await dark.getAttribute('aria-pressed')).toBe('true');
    release();
    await signInFormTakenOver(page);
    expect(
      await page
        .getByRole('group', { name: 'Theme' })
        .getByRole('button', { name: 'Dark' })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(await page.locator('html').getAttribute('class')).toContain('dark');
  });

  it('offers the password toggle only once it can answer, and then it shows the password', async () => {
    const { page, release } = await openWithScriptsHeld('**/assets/*.js', 'commit');
    await page.locator('#sign-in-password').fill('Secret@123');
    // Painted, the toggle has nothing behind it yet: a click on it would be lost.
    expect(await page.getByRole('button', { name: 'Show password' }).isDisabled()).toBe(true);
    release();
    await signInFormTakenOver(page);
    await page.getByRole('button', { name: 'Show password' }).click();
    await page.getByRole('button', { name: 'Hide password' }).waitFor();
    expect(
      await page.locator('#sign-in-password, input[autocomplete="current-password"]').first().getAttribute('type'),
    ).toBe('text');
  });

  it('keeps what was typed before the script took over', async () => {
    // The scripts wait until the e-mail is typed into the painted form.
    const { page, release } = await openWithScriptsHeld('**/assets/*.js', 'commit');
    await page.locator('#sign-in-email').fill('ops@example.com');
    release();
    await signInFormTakenOver(page);
    expect(await page.locator('input[type="email"]').inputValue()).toBe('ops@example.com');
  });

  // Six loads at up to 7× CPU throttling: about a minute alone here, past 90 s once under the whole suite on two cores.
  it(
    'keeps everything typed from the moment the form shows, whenever the script takes over',
    { timeout: 180_000 },
    async () => {
      // A slower or faster phone moves the takeover to another moment of the typing each time.
      const lost: string[] = [];
      for (let slowdown = 2; slowdown <= 7; slowdown += 1) {
        const context = await suite.browser.newContext({ baseURL: suite.baseUrl });
        contexts.push(context);
        const page = await context.newPage();
        await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
        await page.goto('/login/', { waitUntil: 'commit' });
        await page.getByLabel('Email', { exact: true }).fill(ADMIN.email);
        await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
        await signInFormTakenOver(page);
        if (await page.locator('main button[type="submit"]').isDisabled())
          lost.push(
            `CPU ×${slowdown}: ${await page.getByLabel('Email', { exact: true }).inputValue()} / ${(await page.getByLabel('Password', { exact: true }).inputValue()).length} characters`,
          );
      }
      expect(lost).toEqual([]);
    },
  );

  it('keeps the cursor in the field being typed in when the script takes over', async () => {
    const { page, release } = await openWithScriptsHeld('**/assets/*.js', 'commit');
    await page.locator('#sign-in-email').fill(ADMIN.email);
    await page.locator('#sign-in-password').click();
    await page.keyboard.type(ADMIN.password.slice(0, 3));
    release();
    await signInFormTakenOver(page);
    // Typing goes on without clicking back into the field.
    await page.keyboard.type(ADMIN.password.slice(3));
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(ADMIN.password);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname !== '/login/', { waitUntil: 'commit' });
  });
});

describe('compressed delivery', () => {
  it('sends the sign-in page and its scripts brotli-compressed when asked, plain when not', async () => {
    const html = await (await fetch(`${suite.baseUrl}/login/`)).text();
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const plain = await fetch(`${suite.baseUrl}${script}`, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const plainBody = Buffer.from(await plain.arrayBuffer());
    // node's fetch decodes what it asked for; a raw request shows what went on the wire.
    const { request } = await import('node:http');
    const compressed = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      const req = request(`${suite.baseUrl}${script}`, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
    expect(compressed.encoding).toBe('br');
    expect(compressed.body.length).toBeLessThan(plainBody.length / 2);
    expect(zlib.brotliDecompressSync(compressed.body).equals(plainBody)).toBe(true);
  });
});
