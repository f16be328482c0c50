import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MfaStatus } from '@backoffice/contract';
import { installDomPolyfills, renderWithProviders } from '@/components/data-table/test-helpers';
import { ReauthenticationDialog } from '@/components/reauthentication-dialog';
import { askToReauthenticate } from '@/lib/reauthentication';

const PASSWORD = 'Lantern@Admin42';
const NO_FACTOR: MfaStatus = { totp_enabled: false, passkeys: [], recovery_codes_remaining: 0, required: false };

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The two routes the dialog calls; the re-authentication refuses all but the right password or code 123456. */
function serve(options: { status?: MfaStatus; throttled?: boolean } = {}) {
  const proofs: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path.endsWith('/v1/auth/mfa')) return Promise.resolve(answer(200, { data: options.status ?? NO_FACTOR }));
      const proof = JSON.parse(String(init?.body)) as { password?: string; code?: string };
      proofs.push(proof);
      if (options.throttled)
        return Promise.resolve(
          answer(429, {
            error_code: 'TOO_MANY_PASSWORD_ATTEMPTS',
            message: 'Too many',
            details: { retry_after_seconds: 30 },
          }),
        );
      if (proof.password === PASSWORD || proof.code === '123456') return Promise.resolve(answer(204));
      if (proof.code !== undefined)
        return Promise.resolve(
          answer(401, { error_code: 'MFA_CODE_INVALID', message: 'The code is not valid. Try again.' }),
        );
      return Promise.resolve(
        answer(400, { error_code: 'CURRENT_PASSWORD_INCORRECT', message: 'The current password is incorrect.' }),
      );
    }),
  );
  renderWithProviders(<ReauthenticationDialog />);
  return proofs;
}

async function openPrompt() {
  const asked = askToReauthenticate();
  const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
  return { asked, dialog };
}

beforeAll(installDomPolyfills);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the re-authentication dialog', () => {
  it('shows a wrong password’s message under the field, then resolves once the password is right', async () => {
    const proofs = serve();
    const { asked, dialog } = await openPrompt();
    const password = within(dialog).getByLabelText('Password');
    fireEvent.change(password, { target: { value: 'Wrong@Pass123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('The current password is incorrect.')).toBeTruthy();

    fireEvent.change(password, { target: { value: PASSWORD } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(asked).resolves.toBe(true);
    expect(proofs).toEqual([{ password: 'Wrong@Pass123' }, { password: PASSWORD }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the wait when the password checks are throttled', async () => {
    serve({ throttled: true });
    const { dialog } = await openPrompt();
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: PASSWORD } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(
      await within(dialog).findByText(
        'Too many wrong current passwords. Try again in a moment. You can try again in 30 s.',
      ),
    ).toBeTruthy();
  });

  it('resolves false when cancelled, sending nothing', async () => {
    const proofs = serve();
    const { asked, dialog } = await openPrompt();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(asked).resolves.toBe(false);
    expect(proofs).toEqual([]);
  });

  it('offers a code instead to an account with an authenticator app, and sends the code alone', async () => {
    const proofs = serve({ status: { ...NO_FACTOR, totp_enabled: true, recovery_codes_remaining: 10 } });
    const { asked, dialog } = await openPrompt();
    fireEvent.change(within(dialog).getByLabelText('Password'), { target: { value: 'typed first' } });
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Use an authenticator or recovery code instead' }),
    );
    const code = within(dialog).getByLabelText('Authenticator or recovery code');
    fireEvent.change(code, { target: { value: '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('The code is not valid. Try again.')).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(asked).resolves.toBe(true);
    expect(proofs).toEqual([{ code: '000000' }, { code: '123456' }]);
  });

  it('offers no code to an account without a second factor', async () => {
    serve();
    const { dialog } = await openPrompt();
    await within(dialog).findByLabelText('Password');
    expect(within(dialog).queryByRole('button', { name: 'Use an authenticator or recovery code instead' })).toBeNull();
  });
});
