import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { formatFindings, seriousViolations } from '../support/axe.js';
import { A11Y_WEBHOOK_URL, arrangeConsoleData, resolvePage, type ArrangedData } from '../support/accessibility-data.js';
import { openSignedInConsole, type ConsoleSession } from '../support/browser.js';
import { useSuite } from '../support/suite.js';
import { choose } from '../support/list.js';
import { exactly } from '../support/ui.js';

/**
 * Accessibility (issue 8): every dialog of the console takes focus when it opens, has no serious or
 * critical axe-core violation, keeps Tab and Shift+Tab inside, closes on Escape, and gives focus back
 * to the control that opened it.
 */
const suite = useSuite();
let data: ArrangedData;
/** One signed-in browser for the whole file: the dialogs are opened one after the other on it. */
let session: ConsoleSession;
let shownUrl = '';

beforeAll(async () => {
  data = await arrangeConsoleData(suite.baseUrl, await suite.adminToken(), suite.server.dataDir);
  session = await openSignedInConsole(suite.browser, suite.baseUrl);
  await session.page.emulateMedia({ reducedMotion: 'reduce' });
});

afterAll(async () => {
  await session?.context.close();
});

/** A focus change is quick: a dialog that has not moved focus within this long is not going to. */
function soon<T>(read: () => Promise<T>) {
  return expect.poll(read, { timeout: 3_000, interval: 50 });
}

interface DialogCase {
  /** Where the opener is; '{catalogueEntryId}' and the like stand for the arranged record's id. */
  page: string;
  /** The accessible name of the button that opens the dialog. */
  opener: string;
  /** Steps inside an outer dialog before the opener is pressed (a confirmation over a form). */
  before?: (page: Page) => Promise<void>;
  /** The control focus goes back to, when it is not the opener (which closed with its own dialog). */
  returnsTo?: string;
}

/** Every add, edit, delete, confirm and detail dialog, by the page and button that open it. */
const DIALOGS: readonly DialogCase[] = [
  { page: '/keyword/forward', opener: 'Add Keyword' },
  { page: '/keyword/forward', opener: 'Edit a11y movies' },
  { page: '/keyword/forward', opener: 'Delete a11y movies' },
  { page: '/keyword/forward', opener: 'Export' },
  { page: '/database/keyword-database', opener: 'Add Entry' },
  { page: '/database/keyword-database', opener: 'Import CSV' },
  { page: '/database/keyword-database', opener: 'Edit A11y Group' },
  { page: '/database/keyword-database', opener: 'Delete A11y Group' },
  { page: '/database/keyword-database/{catalogueEntryId}', opener: 'Edit' },
  { page: '/database/keyword-database/{catalogueEntryId}', opener: 'Delete' },
  { page: '/database/sensitive-keyword', opener: 'Add Keyword' },
  { page: '/database/sensitive-keyword', opener: 'Bulk Add' },
  { page: '/database/sensitive-keyword', opener: 'Edit a11y blocked' },
  { page: '/database/sensitive-keyword', opener: 'Delete a11y blocked' },
  { page: '/database/sponsor', opener: 'Add Client' },
  { page: '/database/sponsor', opener: 'Edit A11y Client' },
  { page: '/database/sponsor', opener: 'Delete A11y Client' },
  { page: '/database/sponsor/{sponsorClientId}', opener: 'Add Sponsor' },
  { page: '/database/sponsor/{sponsorClientId}', opener: 'Edit A11y Sponsor' },
  { page: '/database/sponsor/{sponsorClientId}', opener: 'Delete A11y Sponsor' },
  { page: '/stalker', opener: 'Add Stalker' },
  { page: '/stalker', opener: 'Edit @a11y_stalker' },
  { page: '/stalker', opener: 'Groups of @a11y_stalker' },
  { page: '/stalker', opener: 'Delete @a11y_stalker' },
  { page: '/keyword-message', opener: 'Add Message' },
  { page: '/keyword-message', opener: 'Edit a11y music' },
  { page: '/keyword-message', opener: 'Delete a11y music' },
  { page: '/file-export', opener: 'New Export' },
  { page: '/file-export', opener: 'Delete A11y roles' },
  { page: '/account-list', opener: 'Edit @e2e_a11y_amy' },
  { page: '/account-list/{tgAccountId}', opener: 'Edit' },
  {
    page: '/account-list/{tgAccountId}',
    opener: 'Save changes',
    // Blacklisting asks for a confirmation over the edit form.
    before: async (page) => {
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await choose(page.getByRole('dialog'), 'List type', 'Blacklist');
    },
  },
  { page: '/user/account-management', opener: 'Add Account' },
  { page: '/user/account-management', opener: 'Edit a11yreset@example.com' },
  { page: '/user/account-management', opener: 'Delete a11yreset@example.com' },
  { page: '/user/role-management', opener: 'Add Role' },
  { page: '/user/role-management', opener: 'Edit A11y Reset' },
  { page: '/user/role-management', opener: 'Delete A11y Spare' },
  { page: '/user/role-management', opener: 'Two-step sign-in policy' },
  { page: '/profile/', opener: 'Set up' },
  { page: '/profile/', opener: 'Add a passkey' },
  { page: '/user/api-keys', opener: 'Create API Key' },
  { page: '/user/api-keys', opener: 'Revoke Accessibility bots' },
  {
    page: '/user/api-keys',
    opener: 'Create',
    // The new key is shown once, in a dialog of its own, after the create form has closed.
    before: async (page) => {
      await page.getByRole('button', { name: 'Create API Key', exact: true }).click();
      const form = page.getByRole('dialog');
      await form.getByRole('textbox', { name: 'Name' }).fill('A11y shown once');
      await form.getByRole('checkbox', { name: 'Read' }).check();
    },
    returnsTo: 'Create API Key',
  },
  { page: '/user/webhooks', opener: 'Add Endpoint' },
  { page: '/user/webhooks', opener: `Edit ${A11Y_WEBHOOK_URL}` },
  { page: '/user/webhooks', opener: `Deliveries of ${A11Y_WEBHOOK_URL}` },
  { page: '/user/webhooks', opener: `Delete ${A11Y_WEBHOOK_URL}` },
  { page: '/user/audit-log', opener: 'Show changes' },
  { page: '/marketingtool/ads-keyword-tracking', opener: 'Add Keyword' },
  { page: '/marketingtool/ads-keyword-tracking', opener: 'Delete a11y ads' },
  { page: '/ads-keyword-tracking/{adsKeywordId}?keywordText=a11y%20ads', opener: 'Update remarks of slot 1' },
  { page: '/war-bot/groups', opener: 'Add Group' },
  { page: '/war-bot/groups', opener: 'Edit A11y Lounge' },
  { page: '/war-bot/groups', opener: 'Delete A11y Lounge' },
];

/** The dialog on top (a confirmation over a form is the last one). */
function topDialog(page: Page): Locator {
  return page.locator('[role="dialog"], [role="alertdialog"]').last();
}

/** Whether the focused element is inside the dialog on top (and which element it is, for messages). */
function focusInTopDialog(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dialogs = document.querySelectorAll('[role="dialog"], [role="alertdialog"]');
    const top = dialogs[dialogs.length - 1];
    const active = document.activeElement;
    if (!top || !active) return 'no dialog or no focus';
    const name = `${active.tagName.toLowerCase()} "${(active.getAttribute('aria-label') ?? active.textContent ?? '').trim().slice(0, 40)}"`;
    return top.contains(active) ? 'inside' : `outside, on ${name}`;
  });
}

/** Moves focus to the first or last element of the dialog that Tab reaches. */
function focusEdge(page: Page, edge: 'first' | 'last'): Promise<boolean> {
  return page.evaluate((which) => {
    const dialogs = document.querySelectorAll('[role="dialog"], [role="alertdialog"]');
    const top = dialogs[dialogs.length - 1];
    if (!top) return false;
    const candidates = Array.from(
      top.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
    ).filter((element) => element.tabIndex >= 0 && !element.matches(':disabled') && element.checkVisibility());
    const target = which === 'first' ? candidates[0] : candidates.at(-1);
    target?.focus();
    return target !== undefined;
  }, edge);
}

function openerOf(page: Page, name: string): Locator {
  return page.getByRole('button', { name: exactly(name) });
}

describe('dialogs take focus, keep Tab inside, close on Escape and give focus back to their opener', () => {
  it.each(DIALOGS)('$page: $opener', async (dialogCase) => {
    const { page } = session;
    const url = resolvePage(dialogCase.page, data);
    // The page stays open from one case to the next unless a case leaves a dialog behind.
    if (url !== shownUrl || dialogCase.before) await page.goto(url);
    shownUrl = dialogCase.before ? '' : url;
    await dialogCase.before?.(page);
    const opener = openerOf(page, dialogCase.opener).last();
    await opener.click();
    await topDialog(page).waitFor();
    const returnTarget = dialogCase.returnsTo ? openerOf(page, dialogCase.returnsTo) : opener;
    expect((await checkOpenDialog(page, returnTarget, `${url} → "${dialogCase.opener}"`)).join('\n')).toBe('');
  });

  it('the navigation drawer of small screens', async () => {
    const { page } = await suite.openSignedIn();
    await page.setViewportSize({ width: 600, height: 800 });
    await page.goto('/keyword/forward');
    const opener = page.getByRole('button', { name: 'Open navigation', exact: true });
    await opener.click();
    await topDialog(page).waitFor();
    expect((await checkOpenDialog(page, opener, 'navigation drawer')).join('\n')).toBe('');
  });
});

/**
 * Focus inside, no serious or critical axe-core violation while open, Tab and Shift+Tab wrap inside,
 * Escape closes and focus returns: what went wrong, if anything.
 */
async function checkOpenDialog(page: Page, returnTarget: Locator, where: string): Promise<string[]> {
  const problems: string[] = [];
  const dialogsBefore = await page.locator('[role="dialog"], [role="alertdialog"]').count();
  try {
    await soon(() => focusInTopDialog(page)).toBe('inside');
  } catch {
    problems.push(`${where}: focus did not move into the dialog (${await focusInTopDialog(page)})`);
  }
  const findings = await seriousViolations(page);
  if (findings.length > 0) problems.push(formatFindings(`${where}, open`, findings));
  if (await focusEdge(page, 'last')) {
    await page.keyboard.press('Tab');
    const afterTab = await focusInTopDialog(page);
    if (afterTab !== 'inside') problems.push(`${where}: Tab from the last control left the dialog (${afterTab})`);
  }
  if (await focusEdge(page, 'first')) {
    await page.keyboard.press('Shift+Tab');
    const afterShiftTab = await focusInTopDialog(page);
    if (afterShiftTab !== 'inside')
      problems.push(`${where}: Shift+Tab from the first control left the dialog (${afterShiftTab})`);
  }
  await page.keyboard.press('Escape');
  try {
    await soon(() => page.locator('[role="dialog"], [role="alertdialog"]').count()).toBe(dialogsBefore - 1);
  } catch {
    problems.push(`${where}: Escape did not close the dialog`);
    return problems;
  }
  try {
    await soon(() => returnTarget.evaluate((element) => element === document.activeElement)).toBe(true);
  } catch {
    const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing');
    problems.push(`${where}: focus did not return to the opener after Escape (it is on ${focused})`);
  }
  return problems;
}
