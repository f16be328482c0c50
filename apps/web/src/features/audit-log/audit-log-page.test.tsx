import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { AuditEntry, AuditFilterOptions } from '@backoffice/contract';
import { installDomPolyfills, renderWithProviders, SearchHarness } from '@/components/data-table/test-helpers';
import { AuditLogPage } from './audit-log-page';
import type { AuditLogSearch } from './audit-log-search';

const ENTRIES: AuditEntry[] = [
  {
    id: 3,
    actor_id: 1,
    actor_email: 'admin@example.com',
    action: 'keyword.forward.update',
    entity: 'keyword',
    section: 'keyword',
    entity_id: '12',
    changes: {
      remarks: { from: 'first', to: 'second' },
      price: { from: 1.5, to: 2 },
      status: { from: 'Active', to: 'Inactive' },
    },
    ip: '10.0.0.7',
    created_at: '2024-05-01T08:30:00.000Z',
  },
  {
    id: 2,
    actor_id: 4,
    actor_email: 'staff@example.com',
    action: 'auth.password_changed',
    entity: 'account',
    section: 'sign_in',
    entity_id: '4',
    changes: { password: { from: '[REDACTED]', to: '[REDACTED]' } },
    ip: null,
    created_at: '2024-05-01T08:00:00.000Z',
  },
];

const OPTIONS: AuditFilterOptions = {
  actors: [
    { id: 1, email: 'admin@example.com' },
    { id: 4, email: 'staff@example.com' },
  ],
  actions: [
    { action: 'auth.password_changed', section: 'sign_in' },
    { action: 'keyword.forward.update', section: 'keyword' },
  ],
};

/** The app API behind `fetch`: the list and the filter choices; every list call is kept. */
function mockApi(
  list: () => Response = () => Response.json({ data: { data: ENTRIES, total_item_count: 2, total_page_count: 1 } }),
) {
  const listCalls: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/v1/audit-log/filters')) return Response.json({ data: OPTIONS });
      if (url.pathname.endsWith('/v1/audit-log/list')) {
        listCalls.push(url.searchParams);
        return list();
      }
      return Response.json({ error_code: 'ROUTE_NOT_FOUND', message: 'No such route.' }, { status: 404 });
    }),
  );
  return listCalls;
}

function renderPage(initial: AuditLogSearch = {}) {
  renderWithProviders(
    <SearchHarness<AuditLogSearch> initial={initial}>
      {(search, setSearch) => <AuditLogPage search={search} onSearchChange={setSearch} />}
    </SearchHarness>,
  );
}

beforeAll(installDomPolyfills);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Audit Log', () => {
  it('shows who did what to which record, from where, with the changed fields', async () => {
    mockApi();
    renderPage();
    await screen.findByText('admin@example.com');
    for (const header of ['Time', 'User', 'Section', 'Action', 'Record', 'From (IP)', 'Changes']) {
      expect(screen.getByRole('columnheader', { name: (name) => name.includes(header) })).toBeTruthy();
    }
    const [, first, second] = screen.getAllByRole('row') as HTMLElement[];
    for (const text of [
      'Keyword',
      'Updated Forward keyword',
      'keyword.forward.update',
      'keyword #12',
      '10.0.0.7',
      'Remarks: first → second',
      'Price: 1.5 → 2',
    ]) {
      expect(within(first as HTMLElement).getByText(text)).toBeTruthy();
    }
    expect(within(first as HTMLElement).queryByText(/Status:/)).toBeNull();
    expect(within(second as HTMLElement).getByText('Sign-in & Session')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Password: [REDACTED] → [REDACTED]')).toBeTruthy();

    fireEvent.click(within(first as HTMLElement).getByRole('button', { name: 'All changes (+1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changes' });
    const statusRow = within(dialog).getByRole('cell', { name: 'Status' }).closest('tr') as HTMLElement;
    expect(within(statusRow).getByText('Active')).toBeTruthy();
    expect(within(statusRow).getByText('Inactive')).toBeTruthy();
  });

  it('names the platform actions in words beside their code: ingest batches, session-string reads, downloads', async () => {
    const platform: AuditEntry[] = [
      {
        id: 9,
        actor_id: null,
        actor_email: 'ingest pipeline (bok_1a2b3c4d5e6f)',
        action: 'ingest.batch',
        entity: 'ingest_batch',
        section: 'platform_api',
        entity_id: 'chat-records',
        changes: {
          rows: { to: 3 },
          accepted: { to: 2 },
          duplicates: { to: 1 },
          rejected: { to: 0 },
          key_prefix: { to: '1a2b3c4d5e6f' },
        },
        ip: '10.0.0.9',
        created_at: '2024-05-01T09:00:00.000Z',
      },
      {
        id: 8,
        actor_id: null,
        actor_email: 'worker (bok_0f0f0f0f0f0f)',
        action: 'stalker.session_read',
        entity: 'stalker',
        section: 'stalker',
        entity_id: '4',
        changes: { key_name: { to: 'worker' } },
        ip: '10.0.0.8',
        created_at: '2024-05-01T08:59:00.000Z',
      },
      {
        id: 7,
        actor_id: 1,
        actor_email: 'admin@example.com',
        action: 'export.download',
        entity: 'export',
        section: 'file_export',
        entity_id: '2',
        changes: { rows: { to: 3 } },
        ip: '10.0.0.7',
        created_at: '2024-05-01T08:58:00.000Z',
      },
    ];
    mockApi(() => Response.json({ data: { data: platform, total_item_count: 3, total_page_count: 1 } }));
    renderPage();
    await screen.findByText('ingest pipeline (bok_1a2b3c4d5e6f)');
    const [, batch, read, download] = screen.getAllByRole('row') as HTMLElement[];
    for (const text of ['Platform API', 'Batch pushed to the platform API', 'ingest.batch', 'Rows: 3', 'Accepted: 2'])
      expect(within(batch as HTMLElement).getByText(text)).toBeTruthy();
    for (const text of ['Session string read by a platform key', 'stalker.session_read'])
      expect(within(read as HTMLElement).getByText(text)).toBeTruthy();
    for (const text of ['Export file downloaded', 'export.download'])
      expect(within(download as HTMLElement).getByText(text)).toBeTruthy();
  });

  it('words the removal of old entries past AUDIT_RETENTION_DAYS: how many, and up to when', async () => {
    const purge: AuditEntry = {
      id: 12,
      actor_id: null,
      actor_email: 'system',
      action: 'audit_log.purge',
      entity: 'audit_log',
      section: 'user_management',
      entity_id: null,
      changes: {
        created_before: { to: '2024-02-01T00:00:00.000Z' },
        entries: { from: 1200, to: 0 },
        retention_days: { to: 90 },
      },
      ip: null,
      created_at: '2024-05-01T10:00:00.000Z',
    };
    mockApi(() => Response.json({ data: { data: [purge], total_item_count: 1, total_page_count: 1 } }));
    renderPage();
    await screen.findByText('system');
    const [, row] = screen.getAllByRole('row') as HTMLElement[];
    for (const text of [
      'User Management',
      'Removed audit entries past their retention',
      'audit_log.purge',
      'Written before: 2024-02-01T00:00:00.000Z',
      'Entries: 1200 → 0',
    ]) {
      expect(within(row as HTMLElement).getByText(text)).toBeTruthy();
    }
  });

  it('sends the user, section, action and date preset of the address to the list', async () => {
    const calls = mockApi();
    renderPage({ actor_id: 4, section: 'sign_in', action: 'auth.password_changed', preset: 'last7Days' });
    await screen.findByText('staff@example.com');
    const query = calls[0] as URLSearchParams;
    expect(query.get('actor_id')).toBe('4');
    expect(query.get('section')).toBe('sign_in');
    expect(query.get('action')).toBe('auth.password_changed');
    expect(query.get('created_from')).toBeTruthy();
    expect(query.get('created_to')).toBeTruthy();
    expect(query.get('per_page')).toBe('10');
  });

  it('says so when nothing matches, and shows the error of a failed call', async () => {
    mockApi(() => Response.json({ data: { data: [], total_item_count: 0, total_page_count: 0 } }));
    renderPage();
    expect(await screen.findByText('No results.')).toBeTruthy();
    vi.unstubAllGlobals();
    mockApi(() => Response.json({ error_code: 'FORBIDDEN', message: 'You do not have permission.' }, { status: 403 }));
    renderPage({ section: 'keyword' });
    expect(await screen.findByRole('alert')).toBeTruthy();
  });
});
