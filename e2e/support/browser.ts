import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

/** Debian's Chromium, headless, with nothing reaching out to the network on its own. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
  });
}

export interface ConsoleSession {
  context: BrowserContext;
  page: Page;
}

export async function openConsole(browser: Browser, baseUrl: string, options: { colorScheme?: 'light' | 'dark'; locale?: string } = {}): Promise<ConsoleSession> {
  const context = await browser.newContext({ baseURL: baseUrl, colorScheme: options.colorScheme ?? 'light', locale: options.locale ?? 'en-US', viewport: { width: 1366, height: 860 } });
  const page = await context.newPage();
  return { context, page };
}
