import { afterEach, describe, expect, it } from 'vitest';
import { completeSignIn } from '@/app/auth/sign-in';
import { clearSession, getAccessToken, getStoredUser, isPasswordResetPending } from '@/lib/session';

const user = {
  id: 7,
  username: 'ops',
  email: 'ops@example.com',
  role: { id: 2, name: 'Dev', permissions: ['STALKER' as const] },
};
const tokens = { access_token: 'at', expires_in: 900, refresh_token: 'rt', refresh_expires_in: 3600 };

afterEach(() => {
  clearSession();
});

describe('completing a sign-in', () => {
  const response = (force: boolean) => ({ data: { ...tokens, force_reset_password: force, user } });

  it('keeps only the tokens of a user who must set a new password', async () => {
    expect(await completeSignIn(response(true))).toEqual({ kind: 'reset-password' });
    expect(getAccessToken()).toBe('at');
    expect(getStoredUser()).toBeNull();
    expect(isPasswordResetPending()).toBe(true);
  });

  it('stores everyone else and lands by permission', async () => {
    const outcome = await completeSignIn({
      data: { ...response(false).data, user: { ...user, role: { ...user.role, permissions: ['USER_ACCOUNT'] } } },
    });
    expect(outcome).toEqual({ kind: 'landing', href: '/user/account-management' });
    expect(getStoredUser()?.permissions).toEqual(['USER_ACCOUNT']);
    expect(isPasswordResetPending()).toBe(false);
  });
});
