import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { KeywordMessage } from '@backoffice/contract';
import { useSuite } from '../support/suite.js';
import { deleteRow, editRow, expectRefused, openDialog, openList, row, submitDialog } from '../support/list.js';
import { eventually, expectFieldMessage, expectToast, sidebar, toastCount } from '../support/ui.js';

/** Keyword Message: the bot's reply to a forward keyword, with a live preview. */
const suite = useSuite();

function createMessage(body: Record<string, unknown>): Promise<{ data: KeywordMessage }> {
  return suite.adminApi<{ data: KeywordMessage }>('POST', '/v1/keyword-message', body);
}

function openMessages(page: Page, query = ''): Promise<void> {
  return openList(page, `/keyword-message/${query}`, 'Keyword Message');
}

function messageForm(dialog: Locator) {
  return {
    dialog,
    keyword: dialog.getByRole('textbox', { name: 'Keyword' }),
    content: dialog.getByRole('textbox', { name: 'Content' }),
    messageType: dialog.getByRole('combobox', { name: 'Message type' }),
    preview: dialog.getByTestId('message-preview'),
    label: (button: number) => dialog.getByRole('textbox', { name: `Label of button ${button}` }),
    link: (button: number) => dialog.getByRole('textbox', { name: `Link of button ${button}` }),
  };
}

/** Opens the list and its Add Message dialog. */
async function openAddForm(page: Page) {
  await openMessages(page);
  return messageForm(await openDialog(page, 'Add Message', 'Add Keyword Message'));
}

describe('Keyword Message', () => {
  it('adds a Button message, previewing the reply live as it is written', async () => {
    const { page } = await suite.openSignedIn();
    const form = await openAddForm(page);
    await form.keyword.fill('crypto');
    await form.content.fill('Top crypto channels');
    await form.preview.getByText('Top crypto channels', { exact: true }).waitFor();

    await form.messageType.click();
    await page.getByRole('option', { name: 'Button' }).click();
    await form.label(1).fill('Crypto News');
    await form.link(1).fill('http://example.com');
    await form.preview.getByText('Crypto News', { exact: true }).waitFor();

    await form.dialog.getByRole('button', { name: 'Add Message' }).click();
    await expectFieldMessage(form.link(1), 'Links must start with https://, tg:// or t.me/');
    await form.link(1).fill('https://t.me/cryptonews');
    await form.dialog.getByRole('button', { name: 'Add button' }).click();
    await form.label(2).fill('Signals');
    await form.link(2).fill('tg://resolve?domain=signalsbot');
    await form.preview.getByText('Signals', { exact: true }).waitFor();
    await submitDialog(form.dialog, 'Add Message', 'Keyword message added successfully!');
    const created = row(page, 'crypto');
    await created.getByRole('cell', { name: 'Crypto News, Signals', exact: true }).waitFor();
    await created.getByText('Button', { exact: true }).waitFor();
  });

  it('needs a keyword, a content and, for a Button message, a button', async () => {
    const { page } = await suite.openSignedIn();
    const form = await openAddForm(page);
    await form.messageType.click();
    await page.getByRole('option', { name: 'Button' }).click();
    await form.dialog.getByRole('button', { name: 'Remove button 1' }).click();
    await form.dialog.getByRole('button', { name: 'Add Message' }).click();
    await expectFieldMessage(form.keyword, 'Keyword is required');
    await expectFieldMessage(form.content, 'Content is required');
    await form.dialog.getByRole('alert').filter({ hasText: 'Add at least one button' }).waitFor();
  });

  it('saves a Text message after a switch from Button, without the buttons', async () => {
    const { page } = await suite.openSignedIn();
    const form = await openAddForm(page);
    await form.keyword.fill('weather');
    await form.content.fill('Forecasts by city');
    await form.messageType.click();
    await page.getByRole('option', { name: 'Button' }).click();
    await form.label(1).fill('Half-written');
    await form.messageType.click();
    await page.getByRole('option', { name: 'Text' }).click();
    expect(await form.label(1).count()).toBe(0);
    expect(await form.preview.getByText('Half-written').count()).toBe(0);
    await form.dialog.getByRole('button', { name: 'Add Message' }).click();
    await expectToast(page, 'Keyword message added successfully!');
    await row(page, 'weather').getByText('Text', { exact: true }).waitFor();
  });

  it('refuses a second message for the same keyword, whatever its case', async () => {
    await createMessage({
      keyword: 'Movies',
      message_type: 'Text',
      content: 'Latest movies',
    });
    const { page } = await suite.openSignedIn();
    const form = await openAddForm(page);
    await form.keyword.fill('MOVIES');
    await form.content.fill('Again');
    await form.dialog.getByRole('button', { name: 'Add Message' }).click();
    await expectFieldMessage(form.keyword, 'This keyword already has a message.');
    // Said once, under the field: saving another keyword toasts, the conflict did not.
    await form.keyword.fill('Movies 2');
    await form.dialog.getByRole('button', { name: 'Add Message' }).click();
    await expectToast(page, 'Keyword message added successfully!');
    expect(await toastCount(page, /already has a message/)).toBe(0);
  });

  it('edits a message and deletes it after confirmation', async () => {
    await createMessage({
      keyword: 'music',
      message_type: 'Text',
      content: 'Lossless music',
    });
    const { page } = await suite.openSignedIn();
    await openMessages(page, '?search=music');
    const form = messageForm(await editRow(page, 'music', 'Edit Keyword Message'));
    await form.preview.getByText('Lossless music', { exact: true }).waitFor();
    await form.content.fill('Lossless music, weekly charts');
    await form.dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Keyword message updated successfully!');
    await row(page, 'music').getByRole('cell', { name: 'Lossless music, weekly charts', exact: true }).waitFor();

    const confirm = await deleteRow(page, 'music', 'Delete Keyword Message');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Keyword message deleted successfully!');
    await row(page, 'music').waitFor({ state: 'detached' });
  });

  it('searches and pages through the list', async () => {
    for (let i = 0; i < 11; i++)
      await createMessage({
        keyword: `paged ${String(i).padStart(2, '0')}`,
        message_type: 'Text',
        content: `reply ${i}`,
      });
    const { page } = await suite.openSignedIn();
    await openMessages(page, '?search=paged&sort=keyword&order=asc');
    await page.getByText('Page 1 of 2', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await page.getByText('Page 2 of 2', { exact: true }).waitFor();
    await row(page, 'paged 10').waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
  });

  it('is hidden from, and refused to, a user without KEYWORD_MESSAGE', async () => {
    const forwardOnly = await suite.createStaff('forwardonly', ['KEYWORD_FORWARD']);
    const { page } = await suite.openSignedIn(forwardOnly);
    await expectRefused(page, ['/keyword-message/']);
    await eventually(() => sidebar(page).getByRole('link', { name: 'Forward' }).count()).toBe(1);
    expect(await sidebar(page).getByRole('link', { name: 'Keyword Message' }).count()).toBe(0);
  });
});
