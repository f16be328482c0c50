import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Webhook } from '@backoffice/contract';
import { installDomPolyfills, renderWithProviders } from '@/components/data-table/test-helpers';
import { WebhookEditDialog } from './webhook-edit-dialog';

const ENDPOINT: Webhook = {
  id: 4,
  url: 'https://hooks.example.com/in',
  description: 'CRM',
  events: ['keyword.changed'],
  status: 'Active',
  created_at: '2026-01-01T00:00:00.000Z',
  created_by: 'admin@example.com',
  updated_at: '2026-01-01T00:00:00.000Z',
};

/** The PATCH behind `fetch`: its bodies are kept; `refuse` answers it as a refused address. */
function mockApi({ refuse = false } = {}) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith(`/v1/webhooks/${ENDPOINT.id}`) && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as Partial<Webhook>;
        sent.push(body);
        if (refuse)
          return Response.json(
            { error_code: 'WEBHOOK_URL_NOT_ALLOWED', message: 'Not allowed.', details: { field: 'url' } },
            { status: 400 },
          );
        return Response.json({ data: { ...ENDPOINT, ...body, updated_at: '2026-01-02T00:00:00.000Z' } });
      }
      return Response.json({ error_code: 'ROUTE_NOT_FOUND', message: 'No such route.' }, { status: 404 });
    }),
  );
  return sent;
}

function renderDialog() {
  const onOpenChange = vi.fn();
  renderWithProviders(<WebhookEditDialog open onOpenChange={onOpenChange} webhook={ENDPOINT} />);
  return { dialog: screen.getByRole('dialog', { name: 'Edit Endpoint' }), onOpenChange };
}

beforeAll(installDomPolyfills);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('editing a webhook endpoint', () => {
  it('starts from the endpoint, sends only the fields changed and closes', async () => {
    const sent = mockApi();
    const { dialog, onOpenChange } = renderDialog();
    expect(within(dialog).getByRole('textbox', { name: 'URL' })).toHaveProperty('value', ENDPOINT.url);
    expect(within(dialog).getByRole('checkbox', { name: 'Keyword changed' }).getAttribute('aria-checked')).toBe('true');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), { target: { value: 'CRM eu' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Export finished' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([{ description: 'CRM eu', events: ['keyword.changed', 'export.finished'] }]);
    expect(await screen.findByText('Endpoint updated')).toBeTruthy();
  });

  it('sends nothing when nothing changed, and closes', async () => {
    const sent = mockApi();
    const { dialog, onOpenChange } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(sent).toEqual([]);
  });

  it('keeps an endpoint subscribed to something: no event, nothing sent', async () => {
    const sent = mockApi();
    const { dialog, onOpenChange } = renderDialog();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Keyword changed' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/is required/)).toBeTruthy();
    expect(sent).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('shows a refused address under the URL field and stays open', async () => {
    const sent = mockApi({ refuse: true });
    const { dialog, onOpenChange } = renderDialog();
    const field = within(dialog).getByRole('textbox', { name: 'URL' });
    fireEvent.change(field, { target: { value: 'http://10.0.0.5/hooks' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(
      (field.getAttribute('aria-describedby') ?? '').split(' ').find((id) => id.endsWith('message')) ?? '',
    );
    expect(message?.textContent).toMatch(/cannot receive webhooks/);
    expect(sent).toEqual([{ url: 'http://10.0.0.5/hooks' }]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
