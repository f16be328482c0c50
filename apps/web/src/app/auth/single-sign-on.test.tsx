import { screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminSession, renderLogin, setUpSignInPageTests } from '@/app/auth/test-helpers';
import { getStoredUser } from '@/lib/session';

const fetchMock = vi.fn<typeof fetch>();

setUpSignInPageTests();

beforeAll(() => {
  // What the server writes into the page when single sign-on is configured (platform/http/console.ts).
  const meta = document.createElement('meta');
  meta.name = 'backoffice-config';
  meta.content = JSON.stringify({ appApiUrl: '', userApiUrl: '/um', ssoName: 'Company SSO' });
  document.head.append(meta);
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
});

describe('single sign-on on the sign-in page', () => {
  it('offers "Sign in with <provider>", which starts at the server', async () => {
    renderLogin();
    const link = await screen.findByRole('link', { name: 'Sign in with Company SSO' });
    expect(link.getAttribute('href')).toBe('/um/v1/auth/oidc/start');
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
  });

  it('says why the provider’s sign-in was refused', async () => {
    renderLogin({ sso_error: 'no_role' });
    const message =
      'Your account at the provider gives no access to Backoffice. Ask your administrator to add you to a group.';
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes the session with the refresh cookie and lands as a password sign-in does', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ data: adminSession() }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    const router = renderLogin({ sso: 'signed-in' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/role-management'));
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/um/v1/auth/refresh');
    expect(getStoredUser()?.email).toBe('admin@example.com');
  });
});
