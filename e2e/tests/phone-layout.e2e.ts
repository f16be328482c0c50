import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSuite } from '../support/suite.js';

/**
 * The console on a phone (390 × 844, issue 18 defect 5): the header's language switch keeps "中文" on one
 * line, and a list's search box keeps a usable width instead of sharing its line with the page's actions.
 */
const suite = useSuite();

async function openOnPhone(path: string): Promise<Page> {
  const { page } = await suite.openSignedIn();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
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

  it('gives the list search most of the width, the page actions on their own line', async () => {
    const page = await openOnPhone('/keyword/forward');
    const search = page.getByRole('searchbox').first();
    const width = await search.evaluate((input) => input.getBoundingClientRect().width);
    expect(width).toBeGreaterThanOrEqual(280);
  });
});
