import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useSuite } from '../support/suite.js';
import { eventually } from '../support/ui.js';

/**
 * Closing a form dialog with unsaved changes asks before they are lost, whichever way it is closed
 * (Escape, the close button, Cancel, an outside click, browser Back); a clean form closes at once.
 * Shown on the sponsor clients' form: every form dialog shares the guard.
 */
const suite = useSuite();

async function openAddClient(page: Page) {
  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Client' });
  await dialog.waitFor();
  return { dialog, name: dialog.getByRole('textbox', { name: 'Client name' }) };
}

const askDiscard = (page: Page) => page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });

async function openClients(page: Page): Promise<void> {
  await page.goto('/database/sponsor/');
  await page.getByRole('heading', { name: 'Sponsor', level: 1 }).waitFor();
}

describe('a form dialog with unsaved changes', () => {
  it('closes at once while nothing is typed', async () => {
    const { page } = await suite.openSignedIn();
    await openClients(page);
    const { dialog } = await openAddClient(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await askDiscard(page).count()).toBe(0);
  });

  it('asks on Escape, the close button and Cancel; Keep editing keeps the text, Discard closes', async () => {
    const { page } = await suite.openSignedIn();
    await openClients(page);
    const { dialog, name } = await openAddClient(page);
    await name.fill('Half typed');

    // Escape: the question takes focus on "Keep editing", so Enter keeps editing from the keyboard.
    await page.keyboard.press('Escape');
    const ask = askDiscard(page);
    await ask.waitFor();
    await ask.getByText('The changes you made in this form have not been saved and will be lost.').waitFor();
    await eventually(() =>
      ask.getByRole('button', { name: 'Keep editing' }).evaluate((button) => button === document.activeElement),
    ).toBe(true);
    await page.keyboard.press('Enter');
    await ask.waitFor({ state: 'hidden' });
    expect(await name.inputValue()).toBe('Half typed');

    await dialog.getByRole('button', { name: 'Close' }).click();
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'hidden' });

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Opened again, it starts empty and clean.
    const again = await openAddClient(page);
    expect(await again.name.inputValue()).toBe('');
  });

  it('asks on browser Back, and stays on the page until Discard', async () => {
    const { page } = await suite.openSignedIn();
    await openClients(page);
    // A search is a new history entry: Back from here stays in the console.
    await page.getByRole('main').getByRole('searchbox').fill('golden');
    await eventually(() => new URL(page.url()).searchParams.get('search')).toBe('golden');
    const { dialog, name } = await openAddClient(page);
    await name.fill('Golden Gate');

    await page.goBack();
    const ask = askDiscard(page);
    await ask.waitFor();
    await ask.getByRole('button', { name: 'Keep editing' }).click();
    await ask.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).searchParams.get('search')).toBe('golden');
    expect(await name.inputValue()).toBe('Golden Gate');

    await page.goBack();
    await ask.getByRole('button', { name: 'Discard' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(() => new URL(page.url()).searchParams.get('search')).toBe(null);
  });
});
