import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { expectToast } from './ui.js';

// The console's lists as a user reads them: a table of rows under a page heading, the dialogs its
// buttons and rows open, and the page a user without the permission gets instead.

/** A row of the page's table with a cell of exactly this text. */
export function row(page: Page, cellText: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: cellText, exact: true }) });
}

/** The data rows of the list (the table body), not the header row. */
export function bodyRows(page: Page): Locator {
  return page.getByRole('table').getByRole('rowgroup').nth(1).getByRole('row');
}

/** The first cell's text of every data row. */
export async function firstColumn(page: Page): Promise<string[]> {
  // The first column a user reads: the selection checkbox comes before it.
  return (await bodyRows(page).locator('td[data-column="select"] + td').allTextContents()).map((text) => text.trim());
}

/** The list's search box (the page has one; its placeholder wording is not the product's). */
export function searchBox(page: Page): Locator {
  return page.getByRole('main').getByRole('searchbox');
}

/** A parameter of the page's address ('search', 'page', 'sort'…). */
export function searchParam(page: Page, name: string): string | null {
  return new URL(page.url()).searchParams.get(name);
}

/** Waits until the page's (first) table has loaded: it is busy while a page of rows loads. */
export async function waitForTable(page: Page): Promise<void> {
  await page.getByRole('table').first().and(page.locator('[aria-busy="false"]')).waitFor();
}

/** Opens a list page at this address and waits for its heading and its rows. */
export async function openList(page: Page, url: string, heading: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await waitForTable(page);
}

/** Clicks the page's button of this name and answers the dialog it opens, named the same ("Add Role") unless told. */
export async function openDialog(page: Page, name: string, dialogName = name): Promise<Locator> {
  await page.getByRole('button', { name }).click();
  return page.getByRole('dialog', { name: dialogName });
}

/** Picks an option of one of a dialog's selects. */
export async function choose(dialog: Locator, field: string, option: string): Promise<void> {
  await dialog.getByRole('combobox', { name: field }).click();
  await dialog.page().getByRole('option', { name: option, exact: true }).click();
}

/** Opens each address and waits for the page that refuses it (this heading), with no list on it. */
export async function expectRefused(
  page: Page,
  paths: readonly string[],
  heading = 'You do not have permission',
): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    expect(await page.getByRole('table').count(), path).toBe(0);
  }
}

/** Clicks "Edit <cellText>" in the row of that cell and answers the dialog it opens. */
export async function editRow(page: Page, cellText: string, dialogName: string): Promise<Locator> {
  await row(page, cellText)
    .getByRole('button', { name: `Edit ${cellText}` })
    .click();
  return page.getByRole('dialog', { name: dialogName });
}

/** Clicks "Delete <cellText>" in the row of that cell and answers the confirmation it opens. */
export async function deleteRow(page: Page, cellText: string, dialogName: string): Promise<Locator> {
  await row(page, cellText)
    .getByRole('button', { name: `Delete ${cellText}` })
    .click();
  return page.getByRole('alertdialog', { name: dialogName });
}

/** Waits for a column header of each of these names. */
export async function expectColumns(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) await page.getByRole('columnheader', { name }).waitFor();
}

/** Clicks the dialog's button, then waits for the toast that confirms it and for the dialog to close. */
export async function submitDialog(dialog: Locator, button: string, toastText: string): Promise<void> {
  await dialog.getByRole('button', { name: button }).click();
  await expectToast(dialog.page(), toastText);
  await dialog.waitFor({ state: 'hidden' });
}
