import fs from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Export, SponsorClient } from '@backoffice/contract';
import { useSuite } from '../support/suite.js';
import { bodyRows, deleteRow, expectRefused, openList, waitForTable } from '../support/list.js';
import {
  eventually,
  expectFieldMessage,
  expectToast,
  fieldMessages,
  sidebar,
  toasts,
  waitForPath,
} from '../support/ui.js';

/** File Export: a list's Export action, the background job, the file, and who may see them. */
const suite = useSuite();

async function createClient(name: string): Promise<SponsorClient> {
  return (await suite.adminApi<{ data: SponsorClient }>('POST', '/v1/sponsor-client', { name })).data;
}

function row(page: Page, name: string) {
  return bodyRows(page).filter({ has: page.getByRole('cell', { name, exact: true }) });
}

function openClients(page: Page, query: string): Promise<void> {
  return openList(page, `/database/sponsor/${query}`, 'Sponsor');
}

function openExports(page: Page, query = ''): Promise<void> {
  return openList(page, `/file-export/${query}`, 'File Export');
}

/** The cells of each body row, as the user reads them. */
async function tableCells(page: Page): Promise<string[][]> {
  const rows = await bodyRows(page).all();
  return Promise.all(
    rows.map(async (tableRow) =>
      // The selection column's checkbox is not something the user reads.
      (await tableRow.locator('td:not([data-column="select"])').allTextContents()).map((text) => text.trim()),
    ),
  );
}

/** RFC 4180: quoted fields may hold commas, quotes ("") and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      fields.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index++;
      fields.push(field);
      rows.push(fields);
      fields = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || fields.length > 0) rows.push([...fields, field]);
  return rows;
}

describe('exporting a list', () => {
  it('exports the clients the table shows, filtered and sorted, to a CSV file with the same rows', async () => {
    for (const name of ['E2E Export Alpha', 'E2E Export Beta', 'E2E Export Gamma', 'Unrelated Client'])
      await createClient(name);
    const { page } = await suite.openSignedIn();
    await openClients(page, '?search=E2E%20Export&sort=name&order=desc');
    const shown = await tableCells(page);
    expect(shown.map((cells) => cells[0])).toEqual(['E2E Export Gamma', 'E2E Export Beta', 'E2E Export Alpha']);

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export to CSV' });
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Type' }).textContent()).toBe('Sponsor Clients');
    expect(await dialog.getByRole('textbox', { name: 'Name' }).inputValue()).toMatch(
      /^Sponsor Clients \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
    );
    await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E clients export');
    await dialog.getByRole('button', { name: 'Date range' }).click();
    await page.getByRole('group', { name: 'Presets' }).getByRole('button', { name: 'Today' }).click();
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Announced wherever the user is once the background job has finished.
    // The one toast shown ends as the outcome and still offers the way to the file (the started toast's
    // action is not lost when the job finishes a moment later).
    const done = toasts(page).getByRole('listitem').filter({ hasText: 'File successfully exported!' });
    await done.waitFor();
    await done.getByRole('button', { name: 'View exports' }).click();
    await waitForPath(page, /^\/file-export\/?$/);
    await waitForTable(page);
    const job = row(page, 'E2E clients export');
    await job.getByText('Completed', { exact: true }).waitFor();
    await job.getByRole('cell', { name: 'Sponsor Clients', exact: true }).waitFor();
    await job.getByRole('cell', { name: '3', exact: true }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      job.getByRole('button', { name: 'Download E2E clients export' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const bytes = await fs.readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
    const nameAt = (header ?? []).indexOf('Name');
    const totalAt = (header ?? []).indexOf('Total sponsor');
    expect(nameAt).toBeGreaterThanOrEqual(0);
    // The table's Client Name and Total Sponsor columns, row for row and in the table's order.
    expect(rows.map((cells) => [cells[nameAt], cells[totalAt]])).toEqual(shown.map((cells) => [cells[0], cells[1]]));
  });

  it("says 'Error: No data available for export' when the view selects nothing", async () => {
    const { page } = await suite.openSignedIn();
    await openClients(page, '?search=no-such-client-anywhere');
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Export to CSV' });
    await dialog.getByRole('checkbox', { name: 'All data in view' }).check();
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    await expectToast(page, 'Error: No data available for export');
    await dialog.waitFor({ state: 'visible' });
  });

  it("asks for a type ('Select a type') and a date range ('Please fill in all required fields') unless all data in view is chosen", async () => {
    const { page } = await suite.openSignedIn();
    await openExports(page);
    await page.getByRole('button', { name: 'New Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export to CSV' });
    const type = dialog.getByRole('combobox', { name: 'Type' });
    const range = dialog.getByRole('button', { name: 'Date range' });
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    await expectFieldMessage(type, 'Select a type');
    await expectFieldMessage(range, 'Please fill in all required fields');

    await type.click();
    await page.getByRole('option', { name: 'Roles' }).click();
    await dialog.getByRole('checkbox', { name: 'All data in view' }).check();
    await eventually(() => fieldMessages(range)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('E2E roles export');
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    await expectToast(page, 'File successfully exported!');
    await row(page, 'E2E roles export').getByText('Completed', { exact: true }).waitFor();
  });

  it('deletes an export and its file', async () => {
    const { data: job } = await suite.adminApi<{ data: Export }>('POST', '/v1/exports', {
      type: 'role',
      name: 'E2E delete me',
      filters: {},
      all_data: true,
    });
    const { page } = await suite.openSignedIn();
    await openExports(page, '?search=E2E%20delete');
    const confirm = await deleteRow(page, 'E2E delete me', 'Delete export');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Export deleted successfully!');
    await row(page, 'E2E delete me').waitFor({ state: 'detached' });
    expect(await suite.apiStatus(`/v1/exports/${job.id}`)).toBe(404);
  });
});

describe('who may export', () => {
  it('hides Export and File Export from a user without FILE_EXPORT', async () => {
    const staff = await suite.createStaff('Sponsor Only', ['SEARCH_BOT_SPONSOR']);
    const { page } = await suite.openSignedIn(staff);
    await openClients(page, '');
    await page.getByRole('button', { name: 'Add Client' }).waitFor();
    expect(await page.getByRole('button', { name: 'Export', exact: true }).count()).toBe(0);
    expect(await sidebar(page).getByRole('link', { name: 'File Export' }).count()).toBe(0);

    await expectRefused(page, ['/file-export/']);
  });
});

describe('an export in progress', () => {
  // No worker: the job stays Pending, as a long export does while it runs.
  const idle = useSuite({ EXPORT_WORKER: 'off' });

  it('shows Pending with its progress bar, and no download yet', async () => {
    await idle.adminApi('POST', '/v1/exports', { type: 'role', name: 'E2E running', filters: {}, all_data: true });
    const { page } = await idle.openSignedIn();
    await page.goto('/file-export/');
    await waitForTable(page);
    const job = bodyRows(page).filter({ hasText: 'E2E running' });
    await job.getByText('Pending', { exact: true }).waitFor();
    await job.getByRole('progressbar', { name: 'Progress of E2E running' }).waitFor();
    await job.getByText(/^\d+ \/ \d+$/).waitFor();
    expect(await job.getByRole('button', { name: 'Download E2E running' }).isDisabled()).toBe(true);
  });
});
