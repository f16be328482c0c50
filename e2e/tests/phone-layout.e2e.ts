import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { SponsorClient } from '@backoffice/contract';
import { api } from '../support/api.js';
import { formatFindings, seriousViolations } from '../support/axe.js';
import { navigationPages } from '../support/accessibility-data.js';
import { useSuite } from '../support/suite.js';
import { botsOf } from '../support/ingest.js';
import { discardChanges, eventually, expectFieldMessage, expectToast, toasts } from '../support/ui.js';

/**
 * The console on a phone (390 × 844, issue 18): the header and every page fit the screen's width, the
 * language switch keeps "中文" on one line, a list's search keeps a usable width, lists show a card per row
 * (its fields and its row actions) instead of a table to scroll sideways, and a form's calendar opens in the
 * form's flow instead of over its title and fields.
 */
const suite = useSuite();
const PHONE = { width: 390, height: 844 };
let sponsorClient: SponsorClient;
let trackedKeywordId: number;
const ingest = botsOf(suite, 'Phone layout bots', 'phone');

beforeAll(async () => {
  const token = await suite.adminToken();
  const call = <T>(method: string, url: string, body?: unknown) => api<T>(suite.baseUrl, token, method, url, body);
  for (const [keyword, queue_number, price] of [
    ['phone alpha', 1, '9.50'],
    ['phone beta', 2, '120.00'],
    ['phone gamma', 3, '30.25'],
  ] as const) {
    await call('POST', '/v1/keyword/forward', { keyword, queue_number, price, remarks: `${keyword} remarks` });
  }
  ({ data: sponsorClient } = await call<{ data: SponsorClient }>('POST', '/v1/sponsor-client', {
    name: 'Pocket Sponsor Co',
  }));
  ({
    data: { id: trackedKeywordId },
  } = await call<{ data: { id: number } }>('POST', '/v1/ads-keyword', { keyword: 'phone vpn' }));
  await ingest('ads-slots', [
    {
      keyword: 'phone vpn',
      observed_at: new Date().toISOString(),
      slots: [{ slot: 1, price: 120.5, expired_date: '2026-12-31' }],
    },
  ]);
});

async function openOnPhone(
  path: string,
  locale: 'en-US' | 'zh-CN' = 'en-US',
  colorScheme: 'light' | 'dark' = 'light',
): Promise<Page> {
  const { context, page } = await suite.openSignedIn(undefined, { colorScheme });
  // The console's language is the one its switch keeps in this cookie.
  await context.addCookies([{ name: 'hi7-locale', value: locale, url: suite.baseUrl }]);
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/** The cards of a list on a phone, one per row (the list is named "Rows", 行 in Chinese). */
function cards(page: Page, listName = 'Rows'): Locator {
  return page.getByRole('list', { name: listName }).getByRole('listitem');
}

function card(page: Page, title: string, listName = 'Rows'): Locator {
  return cards(page, listName).filter({ has: page.locator('[data-column="keyword"]', { hasText: title }) });
}

/** A card's field by its name: the value beside it. */
function field(cardLocator: Locator, name: string): Locator {
  return cardLocator.locator('dt', { hasText: name }).locator('xpath=following-sibling::dd[1]');
}

/** How far the page reaches past the screen's right edge, and the innermost element that does. */
async function overflowRight(page: Page): Promise<{ extra: number; culprit: string }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = Array.from(document.body.querySelectorAll('*')).filter(
      (element) => element.getBoundingClientRect().right > width + 0.5,
    );
    const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    const culprit = innermost[0];
    return {
      extra: document.documentElement.scrollWidth - width,
      culprit: culprit ? `<${culprit.tagName.toLowerCase()}> "${(culprit.textContent ?? '').slice(0, 40)}"` : '',
    };
  });
}

describe('on a 390 px phone', () => {
  it('keeps 中文 on one line in the language switch', async () => {
    const page = await openOnPhone('/keyword/forward');
    const chinese = page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '中文' });
    const box = await chinese.evaluate((button) => {
      // Without CJK fonts (as on CI) the two glyphs are narrow boxes; a label with a break opportunity and the
      // width a CJK font gives them shows whether the button may wrap at all.
      button.textContent = '中文 中文';
      const range = document.createRange();
      range.selectNodeContents(button);
      return { lines: range.getClientRects().length, height: button.getBoundingClientRect().height };
    });
    expect(box.lines).toBe(1);
    expect(box.height).toBeLessThanOrEqual(28);
  });

  it('offers the theme as one button with a menu, so the header keeps its title whole', async () => {
    const page = await openOnPhone('/keyword/forward', 'zh-CN');
    const title = page.getByRole('banner').getByText('Backoffice', { exact: true });
    expect(await title.evaluate((span) => span.scrollWidth <= span.clientWidth)).toBe(true);
    await page.getByRole('button', { name: '主题：跟随系统' }).click();
    await page.getByRole('menuitemradio', { name: '深色' }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.getByRole('button', { name: '主题：深色' }).count()).toBe(1);
  });

  it('gives the list search most of the width, the page actions on their own line', async () => {
    const page = await openOnPhone('/keyword/forward');
    const search = page.getByRole('searchbox').first();
    const width = await search.evaluate((input) => input.getBoundingClientRect().width);
    expect(width).toBeGreaterThanOrEqual(280);
  });

  it('fits every page of the sidebar to the screen: nothing to scroll sideways, the title in the header whole', async () => {
    const page = await openOnPhone('/keyword/forward');
    const title = page.getByRole('banner').getByText('Backoffice', { exact: true });
    expect(await title.evaluate((span) => span.scrollWidth <= span.clientWidth)).toBe(true);
    const wider: string[] = [];
    for (const { url } of navigationPages()) {
      await page.goto(url);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page
        .locator('[aria-busy="true"]')
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      const { extra, culprit } = await overflowRight(page);
      if (extra > 0) wider.push(`${url}: ${extra} px (${culprit})`);
    }
    expect(wider).toEqual([]);
  }, 120_000);

  it('shows a list as cards: the first column as the title, the shown columns as fields, the row actions in reach', async () => {
    const page = await openOnPhone('/keyword/forward?search=phone');
    // The heading shows before the search has answered: wait for its cards, not a first count.
    await eventually(() => cards(page).count()).toBe(3);
    expect(await page.getByRole('table').count()).toBe(0);
    const beta = card(page, 'phone beta');
    expect(await field(beta, 'Queue Number').innerText()).toBe('2');
    expect(await field(beta, 'Price').innerText()).toBe('$120.00');
    expect(await field(beta, 'Remarks').innerText()).toBe('phone beta remarks');
    // Hidden by default on keyword lists (View shows them): not on the card either.
    expect(await beta.locator('dt', { hasText: 'Created By' }).count()).toBe(0);
    for (const action of ['Edit phone beta', 'Delete phone beta']) {
      const button = beta.getByRole('button', { name: action });
      const box = await button.boundingBox();
      expect(box && box.x + box.width <= PHONE.width, `${action} is on the screen`).toBe(true);
    }

    await beta.getByRole('button', { name: 'Edit phone beta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Keyword' });
    await dialog.getByRole('textbox', { name: 'Remarks' }).fill('edited on a phone');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Keyword updated successfully!');
    await expect.poll(() => field(card(page, 'phone beta'), 'Remarks').innerText()).toBe('edited on a phone');
  });

  it('sorts the cards from the Sort menu, kept in the address like a header sort', async () => {
    const page = await openOnPhone('/keyword/forward?search=phone');
    await cards(page).first().waitFor();
    await page.getByRole('button', { name: /^Sort/ }).click();
    await page.getByRole('menuitemradio', { name: 'Price' }).click();
    await page.getByRole('menuitemradio', { name: 'Desc' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('price');
    expect(new URL(page.url()).searchParams.get('order')).toBe('desc');
    await expect
      .poll(async () => (await page.locator('[data-column="keyword"]').allInnerTexts()).join(', '))
      .toBe('phone beta, phone gamma, phone alpha');
    expect(await page.getByRole('button', { name: 'Sort: Price' }).count()).toBe(1);
  });

  it('sorts from the keyboard alone: Enter opens the menu, a letter finds the column, Escape gives focus back', async () => {
    const page = await openOnPhone('/keyword/forward?search=phone');
    await cards(page).first().waitFor();
    const sort = page.getByRole('button', { name: /^Sort/ });
    await sort.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitemradio').first().waitFor();
    await page.keyboard.type('p');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Price');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => (await page.locator('[data-column="keyword"]').allInnerTexts()).join(', '))
      .toBe('phone alpha, phone gamma, phone beta');
    expect(
      await page.getByRole('button', { name: 'Sort: Price' }).evaluate((button) => button === document.activeElement),
    ).toBe(true);
  });

  it('selects cards by their checkboxes and deletes them in one go, with Undo', async () => {
    const page = await openOnPhone('/keyword/forward?search=phone');
    await cards(page).first().waitFor();
    await page.getByRole('checkbox', { name: 'Select phone alpha' }).check();
    await page.getByRole('checkbox', { name: 'Select phone gamma' }).check();
    const bar = page.getByRole('region', { name: 'Selected rows' });
    await bar.getByText('2 selected', { exact: true }).waitFor();
    await bar.getByRole('button', { name: 'Delete selected' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete 2 selected rows?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const deleted = toasts(page).getByRole('listitem').filter({ hasText: '2 rows deleted' });
    await deleted.waitFor();
    await expect.poll(() => cards(page).count()).toBe(1);
    await deleted.getByRole('button', { name: 'Undo' }).click();
    await expectToast(page, '2 rows restored');
    await expect.poll(() => cards(page).count()).toBe(3);
  });

  it('opens the Add Sponsor calendar in the form under its field, covering neither the title nor the fields', async () => {
    const page = await openOnPhone(`/database/sponsor/${sponsorClient.id}`);
    await page.getByRole('button', { name: 'Add Sponsor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Sponsor' });
    const expiredDate = dialog.getByRole('button', { name: 'Expired date' });
    await dialog.getByRole('textbox', { name: 'Display' }).fill('Pocket Deal');
    await expiredDate.click();
    const calendar = dialog.getByRole('grid');
    await calendar.waitFor();
    expect(await page.locator('[data-slot="popover-content"]').count()).toBe(0);
    const calendarBox = await calendar.boundingBox();
    for (const [what, locator] of [
      ['the title', dialog.getByRole('heading', { name: 'Add Sponsor' })],
      ['Display', dialog.getByRole('textbox', { name: 'Display' })],
      ['Link', dialog.getByRole('textbox', { name: 'Link' })],
      ['Expired date', expiredDate],
    ] as const) {
      const box = await locator.boundingBox();
      expect(calendarBox && box && calendarBox.y >= box.y + box.height, `the calendar is below ${what}`).toBe(true);
    }

    // A past day is still refused, and a day picked closes the calendar back into the field.
    await dialog.getByRole('button', { name: 'Go to the Previous Month' }).click();
    await dialog
      .getByRole('button', { name: /\s1st,/ })
      .first()
      .click();
    expect(await dialog.getByRole('grid').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Add Sponsor' }).click();
    await expectFieldMessage(expiredDate, 'Expired date must be today or later');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await discardChanges(page);
  });

  it('words the cards in Chinese', async () => {
    const page = await openOnPhone('/keyword/forward?search=phone', 'zh-CN');
    const alpha = card(page, 'phone alpha', '行');
    await alpha.waitFor();
    expect(await alpha.locator('dt').first().innerText()).toBe('排队序号');
    expect(await page.getByRole('button', { name: /^排序/ }).count()).toBe(1);
  });

  it.each([
    ['en-US', 'Rows', ['Sequence', 'Price', 'Expired Date', 'Remarks']],
    ['zh-CN', '行', ['序号', '价格', '到期日期', '备注']],
  ] as const)(
    'labels the fields of an ads keyword slot card as the desktop columns (%s)',
    async (locale, listName, labels) => {
      const page = await openOnPhone(`/ads-keyword-tracking/${trackedKeywordId}?keywordText=phone%20vpn`, locale);
      const slot = cards(page, listName).first();
      await slot.waitFor();
      const names = (await slot.locator('dt').allInnerTexts()).map((name) => name.trim());
      expect(names).toEqual(expect.arrayContaining([...labels]));
      expect(names.filter((name) => /^[a-z]+(_[a-z]+)*$/.test(name))).toEqual([]);
    },
  );

  it.each(['light', 'dark'] as const)(
    'has no serious accessibility finding on the cards and their Sort menu (%s)',
    async (scheme) => {
      const page = await openOnPhone('/keyword/forward?search=phone', 'en-US', scheme);
      await cards(page).first().waitFor();
      await page.getByRole('checkbox', { name: 'Select phone alpha' }).check();
      const cardFindings = await seriousViolations(page);
      expect(cardFindings, formatFindings('cards', cardFindings)).toEqual([]);
      await page.getByRole('button', { name: /^Sort/ }).click();
      await page.getByRole('menuitemradio', { name: 'Price' }).waitFor();
      const menuFindings = await seriousViolations(page);
      expect(menuFindings, formatFindings('sort menu', menuFindings)).toEqual([]);
    },
  );
});
