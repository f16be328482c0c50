import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  PUBLIC_PAGES,
  RESET_PASSWORD_PAGE,
  arrangeConsoleData,
  resolvePage,
  signedInPages,
  type ArrangedData,
  type ConsolePage,
} from '../support/accessibility-data.js';
import { api } from '../support/api.js';
import { openConsole, openSignedInConsole, type ConsoleSession } from '../support/browser.js';
import { navigateInConsole } from '../support/console-navigation.js';
import { bodyRows, deleteRow, openList, row, searchBox } from '../support/list.js';
import { useSuite } from '../support/suite.js';
import { eventually, expectToast, signInFormTakenOver } from '../support/ui.js';

/**
 * Accessibility (issue 8): on every page, Tab reaches every visible control (buttons, links, inputs,
 * selects, comboboxes, checkboxes, tabs, menu triggers, pagination), and each shows where the focus is.
 */
const suite = useSuite();
let data: ArrangedData;
let signedIn: ConsoleSession;
let visitor: ConsoleSession;
let resetting: ConsoleSession;

beforeAll(async () => {
  data = await arrangeConsoleData(suite.baseUrl, await suite.adminToken(), suite.server.dataDir);
  [signedIn, visitor, resetting] = await Promise.all([
    openSignedInConsole(suite.browser, suite.baseUrl),
    openConsole(suite.browser, suite.baseUrl),
    openSignedInConsole(suite.browser, suite.baseUrl, data.resetting),
  ]);
});

afterAll(async () => {
  await Promise.all([signedIn, visitor, resetting].map((session) => session?.context.close()));
});

/** What the page says about its controls once Tab has gone round. */
interface TabReport {
  controls: number;
  /** Controls Tab never reached (or, for a roving group, none of whose members it reached). */
  unreached: string[];
  /** Controls that looked the same focused as unfocused. */
  noIndicator: string[];
}

/**
 * Marks the page's visible, enabled controls, remembers how each looks unfocused, and records every
 * element focus lands on with how it looks then. Transitions are switched off so that styles are read
 * as they end, not as they start.
 */
function watchFocus(page: Page): Promise<number> {
  return page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*, *::before, *::after { transition: none !important; animation: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const CONTROLS =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="combobox"], [role="checkbox"], [role="switch"], [role="tab"], [role="radio"], [role="menuitem"], [role="slider"], [tabindex]:not([tabindex="-1"])';
    // A shadow layer that paints nothing (transparent, or no offset, blur or spread) is no indicator.
    const paintedShadows = (shadow: string) =>
      shadow
        .split(/,(?![^(]*\))/)
        .map((layer) => layer.trim())
        .filter(
          (layer) =>
            layer !== 'none' &&
            !/rgba\([^)]*,\s*0\)|transparent|\/\s*0\)/.test(layer) &&
            !/(^|\s)0px 0px 0px 0px/.test(layer),
        )
        .join(', ');
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      const parent = element.parentElement ? getComputedStyle(element.parentElement) : undefined;
      return {
        outline:
          style.outlineStyle !== 'none' &&
          parseFloat(style.outlineWidth) > 0 &&
          !/transparent|rgba\([^)]*,\s*0\)/.test(style.outlineColor),
        shadow: paintedShadows(style.boxShadow),
        background: style.backgroundColor,
        border: style.borderColor,
        decoration: style.textDecorationLine,
        parentShadow: parent ? paintedShadows(parent.boxShadow) : '',
        parentOutline: parent ? `${parent.outlineStyle} ${parent.outlineWidth} ${parent.outlineColor}` : '',
      };
    };
    type Look = ReturnType<typeof look>;
    const controls = Array.from(document.querySelectorAll<HTMLElement>(CONTROLS)).filter(
      (element) =>
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
        !element.matches(':disabled') &&
        element.getAttribute('aria-disabled') !== 'true' &&
        !element.closest('[aria-hidden="true"], [inert]'),
    );
    const rest = new Map<Element, Look>();
    controls.forEach((element, index) => {
      element.dataset['a11yControl'] = String(index);
      rest.set(element, look(element));
    });
    const seen = new Map<Element, Look>();
    document.addEventListener('focusin', (event) => {
      if (event.target instanceof Element && !seen.has(event.target)) seen.set(event.target, look(event.target));
    });
    const state = window as unknown as {
      a11yFocus: { controls: HTMLElement[]; rest: Map<Element, Look>; seen: Map<Element, Look> };
    };
    state.a11yFocus = { controls, rest, seen };
    return controls.length;
  });
}

/** How far Tab has got: how many marked controls (or their roving groups) it has not reached yet. */
function tabReport(page: Page): Promise<TabReport> {
  return page.evaluate(() => {
    type Look = Record<string, string | boolean>;
    const { controls, rest, seen } = (
      window as unknown as {
        a11yFocus: { controls: HTMLElement[]; rest: Map<Element, Look>; seen: Map<Element, Look> };
      }
    ).a11yFocus;
    // A composite widget is one Tab stop; its other members are reached with the arrow keys.
    const ROVING =
      '[role="tablist"], [role="radiogroup"], [role="toolbar"], [role="menubar"], [role="menu"], [role="listbox"], [role="grid"], [role="tree"]';
    const describe = (element: HTMLElement) => {
      const name = (
        element.getAttribute('aria-label') ??
        element.getAttribute('placeholder') ??
        element.textContent ??
        ''
      )
        .replace(/\s+/g, ' ')
        .trim()
        .slice(0, 50);
      const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
      return `${role} "${name}"${element.id ? ` #${element.id}` : ''}`;
    };
    const reached = (element: HTMLElement) => {
      if (seen.has(element)) return true;
      const group = element.tabIndex < 0 ? element.closest(ROVING) : null;
      return group !== null && [...seen.keys()].some((focused) => group.contains(focused));
    };
    const shows = (element: HTMLElement) => {
      const before = rest.get(element);
      const after = seen.get(element);
      if (!before || !after) return true;
      return (
        after['outline'] === true ||
        (['shadow', 'background', 'border', 'decoration', 'parentShadow', 'parentOutline'] as const).some(
          (key) => before[key] !== after[key],
        )
      );
    };
    return {
      controls: controls.length,
      unreached: controls.filter((element) => !reached(element)).map(describe),
      noIndicator: controls.filter((element) => seen.has(element) && !shows(element)).map(describe),
    };
  });
}

/** Presses Tab until every control has had focus, or as many times as there are controls and some more. */
async function tabThrough(page: Page, controls: number): Promise<TabReport> {
  const bound = controls + 20;
  let report = await tabReport(page);
  for (let pressed = 0; pressed < bound && report.unreached.length > 0;) {
    for (let batch = 0; batch < 10; batch += 1, pressed += 1) await page.keyboard.press('Tab');
    report = await tabReport(page);
  }
  return report;
}

async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  // The first signed-in page loads the console's code and its list cold; on a loaded two-core machine that has
  // taken longer than the context's ten seconds, so this one wait allows the test's own limit.
  await page.locator('h1').first().waitFor({ timeout: 45_000 });
  // The sign-in page is painted from the HTML first; its controls are checked once the console's replaced them.
  if (new URL(page.url()).pathname.startsWith('/login')) await signInFormTakenOver(page);
  await eventually(() => page.locator('[data-slot="skeleton"]').count(), `${url} keeps showing placeholders`).toBe(0);
}

/** What is wrong with the page's keyboard use, one line per control; empty when nothing is. */
async function checkKeyboard(page: Page, target: ConsolePage): Promise<string> {
  const url = resolvePage(target.url, data);
  await openPage(page, url);
  const report = await tabThrough(page, await watchFocus(page));
  return [
    ...report.unreached.map((control) => `${url}: Tab never reaches ${control}`),
    ...report.noIndicator.map((control) => `${url}: no visible focus indicator on ${control}`),
  ].join('\n');
}

describe('keyboard: every control is reached by Tab and shows its focus', () => {
  it.each(PUBLIC_PAGES)('signed out: $name', async (target) => {
    expect(await checkKeyboard(visitor.page, target)).toBe('');
  });

  it('the reset-password page', async () => {
    expect(await checkKeyboard(resetting.page, RESET_PASSWORD_PAGE)).toBe('');
  });

  it.each(signedInPages())('signed in: $name', async (target) => {
    expect(await checkKeyboard(signedIn.page, target)).toBe('');
  });
});

/** What has the focus: its role (or tag) and accessible name, the way the tests below name it. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'the page body';
    const name =
      element.getAttribute('aria-label') ??
      element.getAttribute('placeholder') ??
      element.textContent?.trim().slice(0, 40) ??
      '';
    return `${element.getAttribute('role') ?? element.tagName.toLowerCase()} "${name}"`;
  });
}

describe('keyboard: the skip link and the focus after a delete (issue 30)', () => {
  const keywords = ['Focus first', 'Focus second', 'Focus third'];

  beforeAll(async () => {
    const token = await suite.adminToken();
    for (const [index, keyword] of keywords.entries()) {
      await api(suite.baseUrl, token, 'POST', '/v1/keyword/forward', {
        keyword,
        queue_number: 901 + index,
        price: '1.00',
        remarks: '',
      });
    }
  });

  it('the skip link lands on the list toolbar, or on the heading of a page without one', async () => {
    const { page } = signedIn;
    await openList(page, '/keyword/forward', 'Keyword Forward');
    // From the top of the page: the skip link, then one Tab into the toolbar, past the sidebar and the header.
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a "Skip to content"');
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('section "List actions"');
    await page.keyboard.press('Tab');
    expect(await searchBox(page).evaluate((element) => element === document.activeElement)).toBe(true);

    // Role Management has a button beside its heading: the link still lands on the list's toolbar.
    await navigateInConsole(page, '/user/role-management');
    await page.getByRole('heading', { name: 'Role Management', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    await page.keyboard.press('Enter');
    expect(await focused(page)).toBe('section "List actions"');

    // A page with no list: its heading, title and description.
    await navigateInConsole(page, '/bot');
    const heading = page.getByRole('heading', { name: 'Bot Overview', level: 1 });
    await heading.waitFor();
    await page.getByRole('link', { name: 'Skip to content' }).focus();
    await page.keyboard.press('Enter');
    expect(await heading.evaluate((element) => element.parentElement === document.activeElement)).toBe(true);
  });

  it('goes to the next row after a delete, the row before after the last, and the search when none is left', async () => {
    const { page } = signedIn;
    await openList(page, '/keyword/forward?search=Focus', 'Keyword Forward');
    await row(page, 'Focus third').waitFor();
    const confirmDelete = async (dialog: Awaited<ReturnType<typeof deleteRow>>) => {
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
    };

    await confirmDelete(await deleteRow(page, 'Focus second', 'Delete Keyword'));
    // The row now in the deleted row's place, at its first control: its checkbox.
    await eventually(() => focused(page)).toBe('checkbox "Select Focus third"');

    await confirmDelete(await deleteRow(page, 'Focus third', 'Delete Keyword'));
    await eventually(() => focused(page)).toBe('checkbox "Select Focus first"');

    // The last one, through the selection bar: no row is left, so the focus waits in the toolbar's search.
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await confirmDelete(page.getByRole('alertdialog'));
    await page.getByRole('cell', { name: 'No results.' }).waitFor();
    await eventually(() => searchBox(page).evaluate((element) => element === document.activeElement)).toBe(true);
  });
  it('stays on the first selected row after Set Active / Set Inactive and Revoke selected', async () => {
    const { page } = signedIn;
    const token = await suite.adminToken();
    for (const type of ['forward', 'restrict'] as const) {
      for (const [index, keyword] of ['Bulk focus one', 'Bulk focus two'].entries()) {
        await api(suite.baseUrl, token, 'POST', `/v1/keyword/${type}`, {
          keyword,
          queue_number: 951 + index,
          price: '1.00',
          remarks: '',
        });
      }
      const heading = type === 'forward' ? 'Keyword Forward' : 'Keyword Restrict';
      await openList(page, `/keyword/${type}?search=Bulk focus`, heading);
      for (const action of ['Set Inactive', 'Set Active']) {
        await row(page, 'Bulk focus two').getByRole('checkbox').click();
        await row(page, 'Bulk focus one').getByRole('checkbox').click();
        await page.getByRole('button', { name: action, exact: true }).click();
        await expectToast(page, `2 keywords set ${action.replace('Set ', '')}`);
        // The first selected row in the list's order, at its first control.
        const first = (await bodyRows(page).first().textContent())?.includes('Bulk focus one') ? 'one' : 'two';
        await eventually(() => focused(page), `${heading}, ${action}`).toBe(`checkbox "Select Bulk focus ${first}"`);
      }
    }

    for (const name of ['Bulk focus key one', 'Bulk focus key two'])
      await api(suite.baseUrl, token, 'POST', '/v1/api-keys', { name, scopes: ['ingest'] });
    await openList(page, '/user/api-keys?search=Bulk focus key', 'API Keys');
    await row(page, 'Bulk focus key one').getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Revoke selected' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Revoke', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, 'Bulk focus key one').getByText('Revoked', { exact: true }).waitFor();
    // The revoked key's row has no control left: the focus goes on to the next key's.
    await eventually(() => focused(page)).toBe('checkbox "Select Bulk focus key two"');
  });
});
