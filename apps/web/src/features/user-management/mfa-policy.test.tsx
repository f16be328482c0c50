import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installDomPolyfills, renderWithProviders } from '@/components/data-table/test-helpers';
import { clearSession, storeUser } from '@/lib/session';
import { MfaPolicyButton } from './roles/mfa-policy-button';
import { mockUserApi } from './test-api';

const ROLES = [
  { id: 1, name: 'Super Admin', assignable: true },
  { id: 2, name: 'Dev', assignable: true },
  { id: 3, name: 'Support', assignable: true },
];

function signInAs(permissions: ('ALL' | 'ROLE_MANAGEMENT')[]) {
  storeUser({ id: 1, username: 'admin', email: 'admin@example.com', role: { id: 1, name: 'Role', permissions } });
}

beforeAll(installDomPolyfills);
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('two-step sign-in policy', () => {
  it('lets a Super Admin require two-step sign-in for chosen roles', async () => {
    signInAs(['ALL']);
    const api = mockUserApi({
      'GET /v1/security/mfa-policy': () => ({
        status: 200,
        body: { data: { required_for_all: false, role_ids: [2] } },
      }),
      'GET /v1/roles/options': () => ({ status: 200, body: { data: ROLES } }),
      'PUT /v1/security/mfa-policy': (call) => ({ status: 200, body: { data: call.body } }),
    });
    renderWithProviders(<MfaPolicyButton />);
    fireEvent.click(screen.getByRole('button', { name: 'Two-step sign-in policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Two-step sign-in policy' });
    const dev = await within(dialog).findByRole('checkbox', { name: 'Dev' });
    expect(dev.getAttribute('aria-checked')).toBe('true');
    expect(within(dialog).getByRole('switch', { name: 'Require for every account' }).getAttribute('aria-checked')).toBe(
      'false',
    );
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Support' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Two-step sign-in policy saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('PUT', '/v1/security/mfa-policy')[0]?.body).toEqual({
      required_for_all: false,
      role_ids: [2, 3],
    });
  });

  it('is not offered to a role manager without ALL', () => {
    signInAs(['ROLE_MANAGEMENT']);
    mockUserApi({});
    renderWithProviders(<MfaPolicyButton />);
    expect(screen.queryByRole('button', { name: 'Two-step sign-in policy' })).toBeNull();
  });
});
