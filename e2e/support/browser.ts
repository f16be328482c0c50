import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { apiLogin, type Session } from './api.js';
import { ADMIN } from './server.js';

/**
 * Debian's headless shell of Chromium (package chromium-headless-shell): the same engine as `/usr/bin/chromium`
 * without the browser's window layers, which is what Playwright itself runs for headless tests, and a page costs it
 * markedly less CPU, on machines where the browser tests take most of a run.
 */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium-headless-shell';

/** Chromium headless, with nothing reaching out to the network on its own. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

export interface ConsoleSession {
  context: BrowserContext;
  page: Page;
}

export interface ConsoleOptions {
  colorScheme?: 'light' | 'dark';
  locale?: string;
  /** Browser storage to start from (cookies, local storage), as Playwright's storageState. */
  storageState?: BrowserContextOptions['storageState'];
}

/** A fresh browser profile (its own cookies and storage) with one page on the console. */
export async function openConsole(
  browser: Browser,
  baseUrl: string,
  options: ConsoleOptions = {},
): Promise<ConsoleSession> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    colorScheme: options.colorScheme ?? 'light',
    locale: options.locale ?? 'en-US',
    viewport: { width: 1366, height: 860 },
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  // Fail well inside a test's time limit when something never shows, yet not when a page merely took long: in CI two
  // files share two cores with their servers and browsers, and a console's first page has taken over 10 s there.
  context.setDefaultTimeout(20_000);
  context.setDefaultNavigationTimeout(30_000);
  const page = await context.newPage();
  return { context, page };
}

/**
 * What the console keeps after a successful sign-in, built from an API login: the
 * hi7- token and user cookies, the HttpOnly refresh cookie and the 'user' entry of local storage.
 * For tests that need a signed-in console but are not about signing in (the sign-in form itself is
 * covered by login.e2e.ts).
 */
export function sessionStorageState(baseUrl: string, session: Session, now: number = Date.now()) {
  const host = new URL(baseUrl).hostname;
  const seconds = Math.floor(now / 1000);
  const cookie = (
    name: string,
    value: string,
    extra: { path?: string; expires?: number; httpOnly?: boolean } = {},
  ) => ({
    name: `hi7-${name}`,
    value: encodeURIComponent(value),
    domain: host,
    path: extra.path ?? '/',
    expires: extra.expires ?? -1,
    httpOnly: extra.httpOnly ?? false,
    secure: false,
    sameSite: 'Strict' as const,
  });
  const user = {
    ...session.user,
    permissions: [...session.user.role.permissions],
  };
  return {
    cookies: [
      cookie('access_token', session.access_token, {
        expires: seconds + session.expires_in,
      }),
      cookie('access_expires_at', String(now + session.expires_in * 1000), {
        expires: seconds + session.refresh_expires_in,
      }),
      cookie('refresh_expires_at', String(now + session.refresh_expires_in * 1000), {
        expires: seconds + session.refresh_expires_in,
      }),
      cookie('refresh_token', session.refresh_token, {
        path: '/um/v1/auth',
        expires: seconds + session.refresh_expires_in,
        httpOnly: true,
      }),
      cookie('username', user.username),
      cookie('email', user.email),
      cookie('user_id', String(user.id)),
    ],
    origins: [
      {
        origin: new URL(baseUrl).origin,
        localStorage: [{ name: 'user', value: JSON.stringify(user) }],
      },
    ],
  };
}

/** What a browser profile stores once signed in as this account, through the API. */
export async function signedInState(baseUrl: string, credentials: { email: string; password: string } = ADMIN) {
  const session = await apiLogin(baseUrl, credentials.email, credentials.password);
  return sessionStorageState(baseUrl, session);
}

/** A browser profile already signed in as this account (the admin by default), through the API. */
export async function openSignedInConsole(
  browser: Browser,
  baseUrl: string,
  credentials: { email: string; password: string } = ADMIN,
  options: Omit<ConsoleOptions, 'storageState'> = {},
): Promise<ConsoleSession> {
  return openConsole(browser, baseUrl, {
    ...options,
    storageState: await signedInState(baseUrl, credentials),
  });
}
