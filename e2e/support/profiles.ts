import type { Browser, BrowserContext } from 'playwright-core';
import { openConsole, type ConsoleOptions, type ConsoleSession } from './browser.js';

/** Nothing stored: what a new profile starts with. */
const EMPTY_STORAGE = { cookies: [], origins: [] };

/**
 * The browser profiles of one test file, handed from test to test. A new profile starts with an empty
 * HTTP and code cache, so every test would fetch and compile the console again, which a member of staff
 * does once; between tests a profile is emptied of everything else a test can leave in it — pages (and
 * with them session storage, routes, scripts and authenticators of a page), cookies, local storage,
 * IndexedDB and permissions — and a test that closes its profile simply does not give it back.
 * Theme and language are fixed when a profile is made, so a profile is only handed to a test asking
 * for the same.
 */
export class ProfilePool {
  private readonly idle = new Map<string, BrowserContext[]>();
  private readonly lent: { key: string; context: BrowserContext }[] = [];
  private readonly closed = new WeakSet<BrowserContext>();

  constructor(
    private readonly browser: () => Browser,
    private readonly baseUrl: () => string,
  ) {}

  /** A profile with this theme, language and stored state, and one new page on it. */
  async open(options: ConsoleOptions = {}): Promise<ConsoleSession> {
    const key = `${options.colorScheme ?? 'light'} ${options.locale ?? 'en-US'}`;
    const reused = this.idle.get(key)?.pop();
    const session = reused
      ? await this.reopen(reused, options)
      : await openConsole(this.browser(), this.baseUrl(), options);
    if (!reused) session.context.once('close', () => this.closed.add(session.context));
    this.lent.push({ key, context: session.context });
    return session;
  }

  /** After a test: every profile it took, emptied, back to the pool. */
  async giveBack(): Promise<void> {
    await Promise.all(
      this.lent.splice(0).map(async ({ key, context }) => {
        if (this.closed.has(context)) return;
        if (await emptiedInTime(context)) this.idle.set(key, [...(this.idle.get(key) ?? []), context]);
        // A profile that will not empty (a page stuck closing on a starved machine) is not handed on; the
        // browser's close at the end of the file ends it.
        else void context.close().catch(() => undefined);
      }),
    );
  }

  private async reopen(context: BrowserContext, options: ConsoleOptions): Promise<ConsoleSession> {
    await context.setStorageState(options.storageState ?? EMPTY_STORAGE);
    return { context, page: await context.newPage() };
  }
}

/** How long emptying a profile may take before it is given up rather than handed on. */
const EMPTYING_DEADLINE_MS = 10_000;

/** Closes the profile's pages and lifts its permissions and routes; false when that has not ended in time. */
async function emptiedInTime(context: BrowserContext): Promise<boolean> {
  const emptying = (async () => {
    await Promise.all(context.pages().map((page) => page.close()));
    await Promise.all([context.clearPermissions(), context.unrouteAll({ behavior: 'ignoreErrors' })]);
    return true;
  })();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), EMPTYING_DEADLINE_MS)));
  try {
    return await Promise.race([emptying.catch(() => false), deadline]);
  } finally {
    clearTimeout(timer);
  }
}
