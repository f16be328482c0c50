import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { api, apiLogin, apiStatus, createAccount, createRole, createStaff } from './api.js';
import { launchBrowser, openConsole, openSignedInConsole, type ConsoleOptions, type ConsoleSession } from './browser.js';
import { ADMIN, startServer, type RunningServer } from './server.js';

export interface Suite {
  readonly server: RunningServer;
  readonly baseUrl: string;
  readonly browser: Browser;
  /** A fresh browser profile on the console, closed after the test. */
  open(options?: ConsoleOptions): Promise<ConsoleSession>;
  /** A fresh browser profile already signed in (through the API) as this account; the admin by default. */
  openSignedIn(credentials?: { email: string; password: string }, options?: Omit<ConsoleOptions, 'storageState'>): Promise<ConsoleSession>;
  /** An access token of the admin, for arranging data through the API. */
  adminToken(): Promise<string>;
  /** A call to the API as the admin, to arrange a test's data; the admin signs in once for the file. */
  adminApi<T>(method: string, url: string, body?: unknown): Promise<T>;
  /** support/api.ts's helpers of the same names, called as the admin. */
  createRole: AsAdmin<typeof createRole>;
  createAccount: AsAdmin<typeof createAccount>;
  createStaff: AsAdmin<typeof createStaff>;
  apiStatus: AsAdmin<typeof apiStatus>;
}

/** An API helper taking the base address and the admin's token first, without them. */
type AsAdmin<F> = F extends (baseUrl: string, token: string, ...rest: infer A) => Promise<infer R> ? (...rest: A) => Promise<R> : never;

/**
 * One server (fresh database) and one browser for a test file; every test gets its own browser
 * profile, so cookies, storage and toasts never leak from one test into the next.
 */
export function useSuite(env: Record<string, string> | (() => Record<string, string>) = {}): Suite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(typeof env === 'function' ? env() : env), launchBrowser()]);
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  function need<T>(value: T | undefined, what: string): T {
    if (value === undefined) throw new Error(`${what} is not started (beforeAll failed?)`);
    return value;
  }

  function track(session: ConsoleSession): ConsoleSession {
    contexts.push(session.context);
    return session;
  }

  let adminToken: Promise<string> | undefined;
  function asAdmin<A extends unknown[], R>(call: (baseUrl: string, token: string, ...rest: A) => Promise<R>) {
    return async (...rest: A): Promise<R> => {
      const baseUrl = need(server, 'The server').baseUrl;
      adminToken ??= apiLogin(baseUrl).then((session) => session.access_token);
      return call(baseUrl, await adminToken, ...rest);
    };
  }

  return {
    get server() {
      return need(server, 'The server');
    },
    get baseUrl() {
      return need(server, 'The server').baseUrl;
    },
    get browser() {
      return need(browser, 'The browser');
    },
    async open(options) {
      return track(await openConsole(this.browser, this.baseUrl, options));
    },
    async openSignedIn(credentials = ADMIN, options = {}) {
      return track(await openSignedInConsole(this.browser, this.baseUrl, credentials, options));
    },
    async adminToken() {
      return (await apiLogin(this.baseUrl)).access_token;
    },
    adminApi<T>(method: string, url: string, body?: unknown) {
      return asAdmin(api<T>)(method, url, body);
    },
    createRole: asAdmin(createRole),
    createAccount: asAdmin(createAccount),
    createStaff: asAdmin(createStaff),
    apiStatus: asAdmin(apiStatus),
  };
}
