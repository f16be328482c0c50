import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { CatalogueEntry, SponsorClient } from '@backoffice/contract';
import { api, createStaff } from '../support/api.js';
import { formatFindings, seriousViolations } from '../support/axe.js';
import { useSuite } from '../support/suite.js';
import { eventually, exactly, pathOf, sidebar } from '../support/ui.js';

/** The Ctrl+K command menu (pages and records by name, by permission) and the detail pages' breadcrumbs. */
const suite = useSuite();

let keywordOnly: { email: string; password: string };
let entry: CatalogueEntry;
let client: SponsorClient;

beforeAll(async () => {
  const token = await suite.adminToken();
  const call = <T>(method: string, url: string, body?: unknown) => api<T>(suite.baseUrl, token, method, url, body);
  await call('POST', '/v1/keyword/forward', {
    keyword: 'cmdk movies',
    queue_number: 1,
    price: '5.00',
    remarks: 'Arranged',
  });
  ({ data: entry } = await call<{ data: CatalogueEntry }>('POST', '/v1/catalogue', {
    link: 't.me/e2e_cmdk_lounge',
    category: 'Group',
    display_name: 'Cmdk Lounge',
  }));
  ({ data: client } = await call<{ data: SponsorClient }>('POST', '/v1/sponsor-client', { name: 'Cmdk Client' }));
  keywordOnly = await createStaff(suite.baseUrl, token, 'Cmdk Forward Only', ['KEYWORD_FORWARD']);
});

function menu(page: Page) {
  return page.getByRole('dialog', { name: 'Command menu' });
}

async function openMenu(page: Page) {
  await page.keyboard.press('Control+K');
  await menu(page).waitFor();
}

/** The names of the options the menu shows now. */
async function optionNames(page: Page): Promise<string[]> {
  return (await menu(page).getByRole('option').allTextContents()).map((text) => text.trim());
}

/**
 * Presses ArrowDown until `option` is the chosen one, as a person does: the menu's groups come from several
 * searches that can answer in any order, so a count of steps read before the last one answers can fall short.
 */
async function arrowTo(page: Page, option: Locator): Promise<void> {
  await option.waitFor();
  for (let press = 0; press < 20 && (await option.getAttribute('aria-selected')) !== 'true'; press += 1)
    await page.keyboard.press('ArrowDown');
  expect(await option.getAttribute('aria-selected'), 'the arrows never reach the option').toBe('true');
}

/** A signed-in page with its sidebar drawn, so the shortcut's listener is in place. */
async function consoleAt(
  path: string,
  credentials?: { email: string; password: string },
  colorScheme?: 'light' | 'dark',
) {
  const { page } = await suite.openSignedIn(credentials, colorScheme ? { colorScheme } : {});
  await page.goto(path);
  await sidebar(page).waitFor();
  return page;
}

describe('command menu', () => {
  it('takes an admin to a page by its name', async () => {
    const page = await consoleAt('/profile/');
    await openMenu(page);
    await page.keyboard.type('role manag');
    await menu(page).getByRole('option', { name: 'User Management › Role Management' }).waitFor();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Role Management' }).waitFor();
    expect(pathOf(page)).toMatch(/^\/user\/role-management\/?$/);
    expect(await menu(page).count()).toBe(0);
  });

  it('finds a record by name and Enter opens its page', async () => {
    const page = await consoleAt('/profile/');
    await openMenu(page);
    await page.keyboard.type('Cmdk Lounge');
    const hit = menu(page).getByRole('option', { name: /Cmdk Lounge/ });
    await hit.waitFor();
    await eventually(() => hit.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Cmdk Lounge' }).waitFor();
    expect(pathOf(page)).toBe(`/database/keyword-database/${entry.id}`);
  });

  it('arrows through the results: a sponsor client under its own heading opens its sponsors', async () => {
    const page = await consoleAt('/profile/');
    await openMenu(page);
    await page.keyboard.type('cmdk');
    await arrowTo(
      page,
      menu(page).getByRole('group', { name: 'Sponsor clients' }).getByRole('option', { name: 'Cmdk Client' }),
    );
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: /Cmdk Client/ }).waitFor();
    expect(pathOf(page)).toBe(`/database/sponsor/${client.id}`);
  });

  it('selects the first result again when the one chosen with the arrows is no longer shown', async () => {
    const page = await consoleAt('/profile/');
    await openMenu(page);
    await page.keyboard.type('cmdk');
    const lounge = menu(page).getByRole('option', { name: /Cmdk Lounge/ });
    await arrowTo(page, lounge);
    // "cmdk m" matches the forward keyword only: the chosen entry is gone, and Enter must not do nothing.
    await page.keyboard.type(' m');
    await lounge.waitFor({ state: 'detached' });
    const keyword = menu(page).getByRole('option', { name: /cmdk movies/ });
    await keyword.waitFor();
    await eventually(() => keyword.getAttribute('aria-selected')).toBe('true');
    expect(await optionNames(page)).toHaveLength(1);
  });

  it('shows No results for a name nothing has', async () => {
    const page = await consoleAt('/profile/');
    await openMenu(page);
    await page.keyboard.type('zzqx nothing');
    await menu(page).getByText(exactly('No results')).waitFor();
    expect(await optionNames(page)).toEqual([]);
  });

  it('offers a limited role only the pages and records it may open', async () => {
    const page = await consoleAt('/keyword/forward', keywordOnly);
    await openMenu(page);
    expect(await optionNames(page)).toEqual(['Keyword › Forward']);
    await page.keyboard.type('Role Management');
    await menu(page).getByText(exactly('No results')).waitFor();

    await page.keyboard.press('Control+A');
    await page.keyboard.type('cmdk');
    await menu(page).getByRole('option', { name: 'cmdk movies' }).waitFor();
    // The catalogue entry and the sponsor client match too, in lists this role may not open.
    expect(await optionNames(page)).toEqual(['cmdk movies']);
    expect(await menu(page).getByRole('group', { name: 'Keyword database' }).count()).toBe(0);
    await page.keyboard.press('Enter');
    await eventually(() => new URL(page.url()).searchParams.get('search')).toBe('cmdk movies');
    expect(pathOf(page)).toBe('/keyword/forward');
  });

  it('closes on Escape and gives focus back to where it was', async () => {
    const page = await consoleAt('/profile/');
    const link = sidebar(page).getByRole('link', { name: 'Role Management' });
    await link.focus();
    await openMenu(page);
    await eventually(() =>
      menu(page)
        .getByRole('combobox')
        .evaluate((input) => input === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await menu(page).waitFor({ state: 'detached' });
    await eventually(() => link.evaluate((element) => element === document.activeElement)).toBe(true);

    // Opened with the header's button, focus goes back to the button.
    const button = page.getByRole('button', { name: 'Search' });
    await button.click();
    await menu(page).waitFor();
    await page.keyboard.press('Escape');
    await eventually(() => button.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical axe finding when open with results (${theme})`, async () => {
      const page = await consoleAt('/profile/', undefined, theme);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openMenu(page);
      await page.keyboard.type('cmdk');
      await menu(page).getByRole('option', { name: 'Cmdk Client' }).waitFor();
      const findings = await seriousViolations(page);
      expect(findings, formatFindings(`command menu (${theme})`, findings)).toEqual([]);
    });
  }
});

describe('breadcrumbs', () => {
  it('shows Section › List › Record on a detail page, and the list link goes back', async () => {
    const page = await consoleAt(`/database/keyword-database/${entry.id}`);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await trail.getByText(exactly('Cmdk Lounge')).waitFor();
    expect((await trail.getByRole('listitem').allTextContents()).map((text) => text.trim())).toEqual([
      'Search Bot',
      'Keyword Database',
      'Cmdk Lounge',
    ]);
    expect(await trail.locator('[aria-current="page"]').textContent()).toBe('Cmdk Lounge');
    await trail.getByRole('link', { name: 'Keyword Database' }).click();
    await page.getByRole('heading', { level: 1, name: 'Keyword Database' }).waitFor();
    expect(pathOf(page)).toMatch(/^\/database\/keyword-database\/?$/);
  });

  it('fits a 390 px wide screen', async () => {
    const page = await consoleAt(`/database/sponsor/${client.id}`);
    await page.setViewportSize({ width: 390, height: 844 });
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await trail.getByText(exactly('Cmdk Client')).waitFor();
    expect(await trail.getByRole('link').allTextContents()).toEqual(['Search Bot', 'Sponsor']);
    // The trail wraps inside the screen rather than running off it.
    const box = await trail.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    expect(await trail.evaluate((nav) => nav.scrollWidth <= nav.clientWidth)).toBe(true);
  });
});
