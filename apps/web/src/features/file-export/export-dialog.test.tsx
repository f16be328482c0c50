import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CreateExport, Export, ExportType } from '@backoffice/contract';
import { installDomPolyfills, renderWithProviders } from '@/components/data-table/test-helpers';
import i18n from '@/lib/i18n';
import { clearSession, storeUser } from '@/lib/session';
import ExportDialog from './export-dialog';

// The dialog offers the way to File Export after a start; no router is needed to open it.
vi.mock(import('@tanstack/react-router'), async (importOriginal) => ({
  ...(await importOriginal()),
  useNavigate: () => vi.fn(),
}));

function job(body: CreateExport): Export {
  return {
    id: 7,
    name: body.name ?? 'Audit Log 2026-11-22 10:15',
    type: body.type,
    format: body.format ?? 'csv',
    status: 'Pending',
    progress: { done: 0, total: 0 },
    row_count: null,
    file_size: null,
    created_by: 'me@example.com',
    created_at: '2026-11-22T10:15:00.000Z',
    completed_at: null,
    expires_at: null,
    error: null,
  };
}

/** POST /v1/exports behind `fetch`: answers the job and keeps each body sent. */
function mockExports(): CreateExport[] {
  const bodies: CreateExport[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/v1/exports') && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as CreateExport;
        bodies.push(body);
        return Response.json({ data: job(body) }, { status: 202 });
      }
      return Response.json({ error_code: 'ROUTE_NOT_FOUND', message: 'No such route.' }, { status: 404 });
    }),
  );
  return bodies;
}

function openDialog(type: ExportType | undefined) {
  renderWithProviders(
    <ExportDialog
      open
      onOpenChange={() => undefined}
      {...(type && { type })}
      filters={{ section: 'keyword' }}
      range={{}}
      allData
    />,
  );
}

/** Picks an option of a Radix select with the keyboard, as jsdom has no layout for pointer picking. */
async function choose(combobox: HTMLElement, option: string) {
  fireEvent.pointerDown(combobox, { button: 0, ctrlKey: false, pointerType: 'mouse' });
  fireEvent.keyDown(await screen.findByRole('option', { name: option }), { key: 'Enter' });
}

beforeAll(installDomPolyfills);
beforeEach(() =>
  storeUser({
    id: 1,
    username: 'me',
    email: 'me@example.com',
    role: { id: 1, name: 'Super Admin', permissions: ['ALL'] },
  }),
);
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

// Each test opens the dialog's chunk and picks from Radix selects: seconds on a busy machine.
describe('the export dialog’s format', { timeout: 30_000 }, () => {
  it('offers the audit log as CSV or JSON Lines, and sends the choice', async () => {
    const bodies = mockExports();
    openDialog('audit-log');
    const dialog = await screen.findByRole('dialog', { name: 'Export to CSV' });
    const format = within(dialog).getByRole('combobox', { name: 'Format' });
    expect(format.textContent).toBe('CSV');
    expect(within(dialog).getByText(/JSON Lines for other programs/)).toBeTruthy();

    await choose(format, 'JSON Lines');
    expect(await screen.findByRole('dialog', { name: 'Export to JSON Lines' })).toBe(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      type: 'audit-log',
      format: 'jsonl',
      filters: { section: 'keyword' },
      all_data: true,
    });
  });

  it('sends no format for CSV, which the server makes when none is named', async () => {
    const bodies = mockExports();
    openDialog('audit-log');
    const dialog = await screen.findByRole('dialog', { name: 'Export to CSV' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).not.toHaveProperty('format');
  });

  it('offers no format for a list that is CSV only', async () => {
    mockExports();
    openDialog('role');
    const dialog = await screen.findByRole('dialog', { name: 'Export to CSV' });
    expect(within(dialog).getByRole('combobox', { name: 'Type' }).textContent).toBe('Roles');
    expect(within(dialog).queryByRole('combobox', { name: 'Format' })).toBeNull();
  });

  it('goes back to CSV when another type is chosen in File Export', async () => {
    const bodies = mockExports();
    openDialog(undefined);
    const dialog = await screen.findByRole('dialog', { name: 'Export to CSV' });
    await choose(within(dialog).getByRole('combobox', { name: 'Type' }), 'Audit Log');
    await choose(await within(dialog).findByRole('combobox', { name: 'Format' }), 'JSON Lines');
    await screen.findByRole('dialog', { name: 'Export to JSON Lines' });
    await choose(within(dialog).getByRole('combobox', { name: 'Type' }), 'Roles');
    await screen.findByRole('dialog', { name: 'Export to CSV' });
    expect(within(dialog).queryByRole('combobox', { name: 'Format' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ type: 'role' });
    expect(bodies[0]).not.toHaveProperty('format');
  });

  it('words the choice in Chinese', async () => {
    mockExports();
    await act(() => i18n.changeLanguage('zh-CN'));
    try {
      openDialog('audit-log');
      const dialog = await screen.findByRole('dialog', { name: '导出为 CSV' });
      await choose(within(dialog).getByRole('combobox', { name: '格式' }), 'JSON Lines');
      expect(await screen.findByRole('dialog', { name: '导出为 JSON Lines' })).toBe(dialog);
      expect(within(dialog).getByText(/每项变更均给出旧值和新值/)).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });
});
