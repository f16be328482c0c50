import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminSession, renderLogin, setUpSignInPageTests } from '@/app/auth/test-helpers';
import { apiError, mockUserApi, type ApiHandler } from '@/features/user-management/test-api';
import { getStoredUser } from '@/lib/session';

const CHALLENGE = 'challenge-token-1';

function mfaRequired(methods: string[]): ApiHandler {
  return () =>
    apiError(
      401,
      'MFA_REQUIRED',
      'Enter the code from your authenticator app, use a passkey, or enter a recovery code.',
      {
        challenge_token: CHALLENGE,
        methods,
        expires_in: 300,
      },
    );
}

function signedIn(extra: Record<string, unknown> = {}): ApiHandler {
  return () => ({ status: 200, body: { data: adminSession(extra) } });
}

beforeAll(async () => {
  // The page loads the step lazily; transformed once here, the first test is not slower than the others.
  await import('@/app/auth/second-step');
});

setUpSignInPageTests();

async function submitPassword() {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'admin@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Admin@12345' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Login' }));
}

describe('sign-in second step', () => {
  it('asks for the authenticator code after a correct password, then lands as a password sign-in does', async () => {
    const api = mockUserApi({
      'POST /v1/auth/login': mfaRequired(['totp', 'recovery_code']),
      'POST /v1/auth/mfa/totp': signedIn(),
    });
    const router = renderLogin();
    await submitPassword();
    const code = await screen.findByLabelText('Authentication code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    await waitFor(() => expect(document.activeElement).toBe(code));
    // A password that was right is not a failure: nothing is stored yet and no error shows.
    expect(getStoredUser()).toBeNull();
    expect(screen.queryByText('Invalid username or password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Roles page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/user/role-management');
    expect(getStoredUser()?.username).toBe('admin');
    expect(api.callsTo('POST', '/v1/auth/mfa/totp')[0]?.body).toEqual({ challenge_token: CHALLENGE, code: '123456' });
  });

  it('shows a wrong code under the field and stays on the step', async () => {
    mockUserApi({
      'POST /v1/auth/login': mfaRequired(['totp']),
      'POST /v1/auth/mfa/totp': () => apiError(401, 'MFA_CODE_INVALID', 'The code is not valid. Try again.'),
    });
    const router = renderLogin();
    await submitPassword();
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByLabelText('Authentication code').getAttribute('aria-invalid')).toBe('true'));
    expect((await screen.findAllByText('The code is not valid. Try again.')).length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/login/');
    expect(getStoredUser()).toBeNull();
  });

  it('asks for the code before calling the server', async () => {
    const api = mockUserApi({ 'POST /v1/auth/login': mfaRequired(['totp']) });
    renderLogin();
    await submitPassword();
    await screen.findByLabelText('Authentication code');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Authentication code is required')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/auth/mfa/totp')).toHaveLength(0);
  });

  it('says when too many wrong codes have been tried, and stays on the step', async () => {
    mockUserApi({
      'POST /v1/auth/login': mfaRequired(['totp']),
      'POST /v1/auth/mfa/totp': () =>
        apiError(429, 'TOO_MANY_ATTEMPTS', 'Too many failed sign-in attempts. Try again in a moment.', {
          retry_after_seconds: 30,
        }),
    });
    renderLogin();
    await submitPassword();
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(
      (
        await screen.findAllByText(
          'Too many failed sign-in attempts. Try again in a moment. You can try again in 30 s.',
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.getByLabelText('Authentication code')).toBeTruthy();
    expect(getStoredUser()).toBeNull();
  });

  it('switches to a recovery code', async () => {
    const api = mockUserApi({
      'POST /v1/auth/login': mfaRequired(['totp', 'recovery_code']),
      'POST /v1/auth/mfa/recovery': signedIn(),
    });
    renderLogin();
    await submitPassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const field = await screen.findByLabelText('Recovery code');
    fireEvent.change(field, { target: { value: 'abcd-efgh-ijkl' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Roles page')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/auth/mfa/recovery')[0]?.body).toEqual({
      challenge_token: CHALLENGE,
      code: 'abcd-efgh-ijkl',
    });
    expect(api.callsTo('POST', '/v1/auth/mfa/totp')).toHaveLength(0);
  });

  it('goes back to the password step with the reason when the step has expired', async () => {
    mockUserApi({
      'POST /v1/auth/login': mfaRequired(['totp']),
      'POST /v1/auth/mfa/totp': () =>
        apiError(401, 'MFA_CHALLENGE_INVALID', 'This sign-in step has expired. Please sign in again.'),
    });
    renderLogin();
    await submitPassword();
    fireEvent.change(await screen.findByLabelText('Authentication code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findAllByText('This sign-in step has expired. Please sign in again.')).length).toBeGreaterThan(
      0,
    );
    expect(await screen.findByRole('button', { name: 'Login' })).toBeTruthy();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
  });

  it('Back returns to the password step', async () => {
    mockUserApi({ 'POST /v1/auth/login': mfaRequired(['totp']) });
    renderLogin();
    await submitPassword();
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText('Email')).toBeTruthy();
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
  });

  it('offers a passkey when the account has one, and says so when the browser cannot use it', async () => {
    const api = mockUserApi({
      'POST /v1/auth/login': mfaRequired(['passkey', 'recovery_code']),
      'POST /v1/auth/mfa/passkey/options': () => ({
        status: 200,
        body: { data: { challenge: 'c2lnbi1pbg', allowCredentials: [] } },
      }),
    });
    renderLogin();
    await submitPassword();
    const passkey = await screen.findByRole('button', { name: 'Use a passkey' });
    // No authenticator app on this account: no code field until a recovery code is asked for.
    expect(screen.queryByLabelText('Authentication code')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(passkey));
    fireEvent.click(passkey);
    // jsdom has no WebAuthn, as an old browser.
    expect((await screen.findAllByText('This browser cannot use passkeys.')).length).toBeGreaterThan(0);
    expect(api.callsTo('POST', '/v1/auth/mfa/passkey/options')[0]?.body).toEqual({ challenge_token: CHALLENGE });
    expect(api.callsTo('POST', '/v1/auth/mfa/passkey')).toHaveLength(0);
  });

  it('sends an account that must add a second factor to its profile', async () => {
    mockUserApi({ 'POST /v1/auth/login': signedIn({ mfa_setup_required: true }) });
    const router = renderLogin();
    await submitPassword();
    expect(await screen.findByText('Profile page')).toBeTruthy();
    expect(router.state.location.pathname).toMatch(/^\/profile\/?$/);
    expect(getStoredUser()?.mfa_setup_required).toBe(true);
  });
});
