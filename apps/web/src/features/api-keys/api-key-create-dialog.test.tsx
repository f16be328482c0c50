import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CreatedApiKey, Stalker } from '@backoffice/contract';
import { installDomPolyfills, renderWithProviders } from '@/components/data-table/test-helpers';
import { ApiKeyCreateDialog } from './api-key-create-dialog';

function stalker(id: number, username: string): Stalker {
  return {
    id,
    tg_id: String(7_000_000_000 + id),
    username,
    group_type: 'Group',
    session_kind: 'telethon',
    session_string_masked: 'Telethon ••••••••',
    remarks: '',
    status: 'Active',
    premium: false,
    capacity: 500,
    assigned_groups: 0,
    groups_joined: 0,
    health: 'unknown',
    flood_wait_until: null,
    last_heartbeat_at: null,
    created_at: '2026-01-01T00:00:00.000Z',
    created_by: null,
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

const STALKERS = [stalker(3, 'watch_alpha'), stalker(8, 'watch_beta')];

/** The app API behind `fetch`: the stalker list, and the create call, whose bodies are kept. */
function mockApi() {
  const created: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/v1/stalker/list'))
        return Response.json({ data: { data: STALKERS, total_item_count: 2, total_page_count: 1 } });
      if (url.pathname.endsWith('/v1/api-keys') && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as {
          name: string;
          scopes: CreatedApiKey['scopes'];
          stalker_ids?: number[];
        };
        created.push(body);
        const answer: CreatedApiKey = {
          id: 1,
          name: body.name,
          prefix: '0123456789ab',
          scopes: body.scopes,
          stalkers: STALKERS.filter((one) => body.stalker_ids?.includes(one.id)).map(({ id, username }) => ({
            id,
            username,
          })),
          status: 'Active',
          created_at: '2026-01-01T00:00:00.000Z',
          created_by: 'admin@example.com',
          last_used_at: null,
          revoked_at: null,
          revoked_by: null,
          key: `bok_0123456789ab_${'a'.repeat(43)}`,
        };
        return Response.json({ data: answer }, { status: 201 });
      }
      return Response.json({ error_code: 'ROUTE_NOT_FOUND', message: 'No such route.' }, { status: 404 });
    }),
  );
  return created;
}

function renderDialog(onCreated: (key: CreatedApiKey) => void) {
  renderWithProviders(<ApiKeyCreateDialog open onOpenChange={() => undefined} round={1} onCreated={onCreated} />);
  return screen.getByRole('dialog', { name: 'Create API Key' });
}

beforeAll(installDomPolyfills);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('creating a stalker key', () => {
  it('asks for the stalkers it serves and sends them in id order', async () => {
    const created = mockApi();
    const onCreated = vi.fn();
    const dialog = renderDialog(onCreated);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'worker eu' } });
    expect(within(dialog).queryByRole('group', { name: 'Stalkers' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Stalker' }));
    const picker = within(dialog).getByRole('group', { name: 'Stalkers' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Choose at least one stalker')).toBeTruthy();
    expect(created).toEqual([]);

    fireEvent.click(await within(picker).findByRole('checkbox', { name: '@watch_beta' }));
    fireEvent.click(within(picker).getByRole('checkbox', { name: '@watch_alpha' }));
    expect(within(picker).getByText(/Selected: 2\./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(created).toEqual([{ name: 'worker eu', scopes: ['read', 'stalker'], stalker_ids: [3, 8] }]);
  });

  it('forgets the stalkers picked when the stalker scope is unchecked', async () => {
    const created = mockApi();
    const onCreated = vi.fn();
    const dialog = renderDialog(onCreated);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'search bot' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Stalker' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: '@watch_alpha' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Stalker' }));
    expect(within(dialog).queryByRole('group', { name: 'Stalkers' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    expect(created).toEqual([{ name: 'search bot', scopes: ['read'] }]);
  });
});
