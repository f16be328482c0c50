import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { formatFindings, seriousViolations } from '../support/axe.js';
import {
  PASS_THROUGH_ROUTES,
  PUBLIC_PAGES,
  RESET_PASSWORD_PAGE,
  arrangeConsoleData,
  builtRoutes,
  matchesRoute,
  resolvePage,
  routeKey,
  signedInPages,
  type ArrangedData,
  type ConsolePage,
} from '../support/accessibility-data.js';
import { openConsole, openSignedInConsole, type ConsoleSession } from '../support/browser.js';
import { hasConsoleRouter, navigateInConsole } from '../support/console-navigation.js';
import { ADMIN } from '../support/server.js';
import { useSuite } from '../support/suite.js';
import { eventually } from '../support/ui.js';

/**
 * Accessibility (issue 8): axe-core on every page of the console, in light and dark theme and in
 * English and Chinese, finds no serious or critical WCAG 2.1 A/AA violation.
 */
const suite = useSuite();
let data: ArrangedData;

beforeAll(async () => {
  data = await arrangeConsoleData(suite.baseUrl, await suite.adminToken(), suite.server.dataDir);
});

interface Variant {
  theme: 'light' | 'dark';
  locale: 'en-US' | 'zh-CN';
}

/** Both themes in both languages: a longer or shorter text can change what a colour sits on. */
const VARIANTS: readonly Variant[] = [
  { theme: 'light', locale: 'en-US' },
  { theme: 'dark', locale: 'en-US' },
  { theme: 'light', locale: 'zh-CN' },
  { theme: 'dark', locale: 'zh-CN' },
];

/**
 * A browser profile in this theme (it follows the browser's colour scheme until one is chosen) and
 * language (the hi7-locale cookie), signed in as these credentials or signed out.
 */
async function openInVariant(
  variant: Variant,
  credentials?: { email: string; password: string },
): Promise<ConsoleSession> {
  const session = credentials
    ? await openSignedInConsole(suite.browser, suite.baseUrl, credentials, { colorScheme: variant.theme })
    : await openConsole(suite.browser, suite.baseUrl, { colorScheme: variant.theme });
  await session.context.addCookies([{ name: 'hi7-locale', value: variant.locale, url: suite.baseUrl }]);
  // Fades and slides finished at once, so colours are measured as they settle rather than mid-animation.
  await session.page.emulateMedia({ reducedMotion: 'reduce' });
  return session;
}

/** Pages whose opening failed: the next page of that profile is loaded as a new document, so one failure stays one. */
const unsettled = new WeakSet<Page>();

/**
 * Opens a page and waits until it shows its own heading (not a status view) and no placeholder rows. A profile's
 * first page is loaded as a new document, so each variant checks the console as it starts; the later ones are
 * opened as the console's links open them, which is what staff meet between pages and spares starting the console
 * again for every page. What axe reads is the same: the page's own DOM once it has settled.
 */
async function openPage(page: Page, url: string): Promise<void> {
  try {
    if (!unsettled.has(page) && (await hasConsoleRouter(page))) await navigateInConsole(page, url);
    else await page.goto(url);
    expect(routeKey(await page.evaluate(() => location.pathname)), `${url} sends the visitor to another page`).toBe(
      routeKey(url),
    );
    await page.locator('h1').first().waitFor();
    expect(
      await page.locator('[role="status"] h1').count(),
      `${url} shows a status view (Not Found, no permission, error)`,
    ).toBe(0);
    await eventually(() => page.locator('[data-slot="skeleton"]').count(), `${url} keeps showing placeholders`).toBe(0);
    unsettled.delete(page);
  } catch (error) {
    unsettled.add(page);
    throw error;
  }
}

/** The report of the page's serious and critical violations; empty when there are none. */
async function checkPage(page: Page, target: ConsolePage, variant: Variant): Promise<string> {
  const url = resolvePage(target.url, data);
  await openPage(page, url);
  const findings = await seriousViolations(page);
  return findings.length > 0
    ? formatFindings(`${target.name} (${url}) in ${variant.theme} ${variant.locale}`, findings)
    : '';
}

describe('every route is checked', () => {
  it('covers each route of the built console with a page below, or knows it passes the visitor on', () => {
    const checked = [...signedInPages(), ...PUBLIC_PAGES, RESET_PASSWORD_PAGE].map((target) => target.url);
    const unchecked = builtRoutes().filter(
      (route) => !PASS_THROUGH_ROUTES.includes(route) && !checked.some((url) => matchesRoute(url, route)),
    );
    expect(
      unchecked,
      'routes with no page in the accessibility checks: add them to support/accessibility-data.ts',
    ).toEqual([]);
  });
});

describe.each(VARIANTS)('axe-core in $theme theme, $locale', (variant) => {
  /** One browser profile per variant and kind of visitor; the pages are opened one after the other. */
  let admin: ConsoleSession;
  let visitor: ConsoleSession;
  let resetting: ConsoleSession;

  beforeAll(async () => {
    [admin, visitor, resetting] = await Promise.all([
      openInVariant(variant, ADMIN),
      openInVariant(variant),
      openInVariant(variant, data.resetting),
    ]);
  });

  afterAll(async () => {
    await Promise.all([admin, visitor, resetting].map((session) => session?.context.close()));
  });

  it.each(signedInPages())('signed in: $name', async (target) => {
    expect(await checkPage(admin.page, target, variant)).toBe('');
  });

  it.each(PUBLIC_PAGES)('signed out: $name', async (target) => {
    expect(await checkPage(visitor.page, target, variant)).toBe('');
  });

  it('the reset-password page of an account that must change its password', async () => {
    expect(await checkPage(resetting.page, RESET_PASSWORD_PAGE, variant)).toBe('');
  });
});
