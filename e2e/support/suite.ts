import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Browser } from 'playwright-core';
import { api, apiLogin, apiStatus, createAccount, createRole, createStaff } from './api.js';
import { launchBrowser, signedInState, type ConsoleOptions, type ConsoleSession } from './browser.js';
import { ProfilePool } from './profiles.js';
import { ADMIN, startServer, type RunningServer } from './server.js';

export interface Suite {
  readonly server: RunningServer;
  readonly baseUrl: string;
  readonly browser: Browser;
  /** A browser profile on the console with nothing stored (support/profiles.ts), taken back after the test. */
  open(options?: ConsoleOptions): Promise<ConsoleSession>;
  /** A browser profile already signed in (through the API) as this account; the admin by default. */
  openSignedIn(
    credentials?: { email: string; password: string },
    options?: Omit<ConsoleOptions, 'storageState'>,
  ): Promise<ConsoleSession>;
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
type AsAdmin<F> = F extends (baseUrl: string, token: string, ...rest: infer A) => Promise<infer R>
  ? (...rest: A) => Promise<R>
  : never;

/**
 * One server (fresh database) and one browser for a test file; every test gets browser profiles emptied
 * of what an earlier test stored (support/profiles.ts), so cookies, storage and toasts never leak from
 * one test into the next.
 */
export function useSuite(env: Record<string, string> | (() => Record<string, string>) = {}): Suite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const profiles = new ProfilePool(
    () => need(browser, 'The browser'),
    () => need(server, 'The server').baseUrl,
  );

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(typeof env === 'function' ? env() : env), launchBrowser()]);
  });

  afterEach(async () => {
    await profiles.giveBack();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  function need<T>(value: T | undefined, what: string): T {
    if (value === undefined) throw new Error(`${what} is not started (beforeAll failed?)`);
    return value;
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
    open(options) {
      return profiles.open(options);
    },
    async openSignedIn(credentials = ADMIN, options = {}) {
      return profiles.open({ ...options, storageState: await signedInState(this.baseUrl, credentials) });
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
