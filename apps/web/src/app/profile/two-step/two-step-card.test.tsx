import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MfaStatus } from '@backoffice/contract';
import { installDomPolyfills, renderWithProviders } from '@/components/data-table/test-helpers';
import { TwoStepCard } from '@/app/profile/two-step/two-step-card';
import { apiError, mockUserApi, type ApiHandler } from '@/features/user-management/test-api';

const OFF: MfaStatus = { totp_enabled: false, passkeys: [], recovery_codes_remaining: 0, required: false };
const CODES = [
  'aaaa-bbbb',
  'cccc-dddd',
  'eeee-ffff',
  'gggg-hhhh',
  'iiii-jjjj',
  'kkkk-llll',
  'mmmm-nnnn',
  'oooo-pppp',
  'qqqq-rrrr',
  'ssss-tttt',
];

/** The enrollment routes over a status that the handlers change, as the server would. */
function setup(initial: MfaStatus, routes: Record<string, ApiHandler> = {}) {
  let status = initial;
  const api = mockUserApi({
    'GET /v1/auth/mfa': () => ({ status: 200, body: { data: status } }),
    'GET /v1/auth/me': () => ({
      status: 200,
      body: {
        data: {
          id: 1,
          username: 'admin',
          email: 'admin@example.com',
          role: { id: 1, name: 'Super Admin', permissions: ['ALL'] },
          force_reset_password: false,
          last_login_at: null,
        },
      },
    }),
    'POST /v1/auth/mfa/totp/setup': () => ({
      status: 200,
      body: {
        data: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/Backoffice:admin%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Backoffice',
        },
      },
    }),
    'POST /v1/auth/mfa/totp/enable': (call) => {
      if ((call.body as { code: string }).code !== '123456')
        return apiError(401, 'MFA_CODE_INVALID', 'The code is not valid. Try again.');
      status = { ...status, totp_enabled: true, recovery_codes_remaining: 10 };
      return { status: 200, body: { data: { recovery_codes: CODES } } };
    },
    'POST /v1/auth/mfa/totp/disable': (call) => {
      if ((call.body as { password: string }).password !== 'Admin@12345')
        return apiError(400, 'CURRENT_PASSWORD_INCORRECT', 'The current password is incorrect.');
      status = { ...status, totp_enabled: false };
      return { status: 204 };
    },
    'POST /v1/auth/mfa/recovery-codes': () => {
      status = { ...status, recovery_codes_remaining: 10 };
      return { status: 200, body: { data: { recovery_codes: CODES } } };
    },
    ...routes,
  });
  renderWithProviders(<TwoStepCard email="admin@example.com" />);
  return api;
}

beforeAll(installDomPolyfills);
beforeEach(() => {
  Object.defineProperty(navigator, 'clipboard', {
    value: { writeText: vi.fn(() => Promise.resolve()) },
    configurable: true,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('two-step sign-in card', () => {
  it('sets up an authenticator app with the QR code and the key, then shows the recovery codes once', async () => {
    const api = setup(OFF);
    fireEvent.click(await screen.findByRole('button', { name: 'Set up' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set up an authenticator app' });
    expect(await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(within(dialog).getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Copy setup key' }));
    await waitFor(() => expect(navigator.clipboard.writeText).toHaveBeenCalledWith('JBSWY3DPEHPK3PXP'));

    const code = within(dialog).getByLabelText('Code from the app');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('The code is not valid. Try again.')).toBeTruthy();

    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    const list = within(codes).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    fireEvent.click(within(codes).getByRole('button', { name: 'Copy codes' }));
    await waitFor(() => expect(navigator.clipboard.writeText).toHaveBeenCalledWith(CODES.join('\n')));
    fireEvent.click(within(codes).getByRole('button', { name: 'I have saved them' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // The card reads the account's factors again: the app is on, ten codes are left.
    expect(await screen.findByText('Signing in asks for the 6-digit code from your app.')).toBeTruthy();
    expect(screen.getByText('Codes left: 10')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/auth/mfa/totp/enable').map((call) => call.body)).toEqual([
      { code: '000000' },
      { code: '123456' },
    ]);
  });

  it('turns the app off only with the right password', async () => {
    const api = setup({ ...OFF, totp_enabled: true, recovery_codes_remaining: 7 });
    expect(await screen.findByText('Codes left: 7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off the authenticator app?' });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('The current password is incorrect.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Admin@12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Set up' })).toBeTruthy();
    expect(api.callsTo('POST', '/v1/auth/mfa/totp/disable').at(-1)?.body).toEqual({ password: 'Admin@12345' });
  });

  it('refuses to remove the last factor of an account that must keep one', async () => {
    setup(
      {
        ...OFF,
        passkeys: [{ id: 4, name: 'Work laptop', created_at: '2026-01-02T03:04:00.000Z', last_used_at: null }],
        recovery_codes_remaining: 10,
        required: true,
      },
      {
        'POST /v1/auth/mfa/passkeys/4/remove': () =>
          apiError(
            409,
            'MFA_LAST_FACTOR',
            'Two-step sign-in is required for your account: add another method before removing this one.',
          ),
      },
    );
    expect(await screen.findByText('Required for your account')).toBeTruthy();
    const row = (await screen.findByText('Work laptop')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Never')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Remove passkey Work laptop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the passkey “Work laptop”?' });
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Admin@12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(
      await screen.findByText(
        'Two-step sign-in is required for your account: add another method before removing this one.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Work laptop')).toBeTruthy();
  });

  it('makes new recovery codes after the password, and shows them once', async () => {
    const api = setup({ ...OFF, totp_enabled: true, recovery_codes_remaining: 2 });
    fireEvent.click(await screen.findByRole('button', { name: 'Generate new codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Generate new recovery codes?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate new codes' }));
    expect(await within(dialog).findByText('Password is required')).toBeTruthy();
    expect(api.callsTo('POST', '/v1/auth/mfa/recovery-codes')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'Admin@12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate new codes' }));
    const codes = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(await screen.findByText('Codes left: 10')).toBeTruthy();
  });
});
