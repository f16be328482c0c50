import { afterEach, describe, expect, it } from 'vitest';
import { getCookie } from '@/lib/cookies';
import {
  canRefresh,
  clearSession,
  getAccessToken,
  getStoredUser,
  hasLiveSession,
  isStoredUser,
  storeTokens,
  storeUser,
} from '@/lib/session';
import { readLoginResponse } from '@/lib/auth-response';

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

describe('session', () => {
  it('keeps the tokens in hi7- cookies with their lifetimes', () => {
    storeTokens(tokens, 1_000);
    expect(getAccessToken()).toBe('at');
    expect(getCookie('access_expires_at')).toBe(String(1_000 + 900_000));
    expect(getCookie('refresh_expires_at')).toBe(String(1_000 + 3_600_000));
    // Script never stores the refresh token itself: the server keeps it in an HttpOnly cookie.
    expect(getCookie('refresh_token')).toBeUndefined();
    expect(canRefresh(2_000)).toBe(true);
    expect(canRefresh(1_000 + 3_600_001)).toBe(false);
  });

  it('keeps a token sign-in without a refresh token for the access token’s lifetime only', () => {
    storeTokens(tokens, 1_000);
    storeTokens({ access_token: 'only', expires_in: 600 }, 5_000);
    expect(getAccessToken()).toBe('only');
    expect(getCookie('access_expires_at')).toBe(String(5_000 + 600_000));
    expect(getCookie('refresh_expires_at')).toBeUndefined();
    expect(canRefresh(6_000)).toBe(false);
  });

  it('reads a token sign-in answer with or without its refresh part, but not half of it', () => {
    const data = { access_token: 'at', expires_in: 900, force_reset_password: false, user };
    expect(readLoginResponse({ data })).toBeDefined();
    expect(readLoginResponse({ data: { ...data, refresh_token: 'rt', refresh_expires_in: 3600 } })).toBeDefined();
    expect(readLoginResponse({ data: { ...data, refresh_token: 'rt' } })).toBeUndefined();
  });

  it("stores the user under 'user' with its permissions, and in session cookies", () => {
    storeUser(user);
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toEqual({ ...user, permissions: ['STALKER'] });
    expect(getCookie('username')).toBe('ops');
    expect(getCookie('email')).toBe('ops@example.com');
    expect(getCookie('user_id')).toBe('7');
    expect(getStoredUser()).toBe(getStoredUser());
  });

  it('ignores a damaged stored user', () => {
    localStorage.setItem('user', '{"id":"x"}');
    expect(getStoredUser()).toBeNull();
    localStorage.setItem('user', 'not json');
    expect(getStoredUser()).toBeNull();
    expect(isStoredUser({ ...user, permissions: [] })).toBe(true);
  });

  it('clears every cookie script can touch and the stored user', () => {
    storeTokens(tokens);
    storeUser(user);
    expect(hasLiveSession()).toBe(true);
    clearSession();
    expect(getAccessToken()).toBeUndefined();
    expect(getCookie('refresh_expires_at')).toBeUndefined();
    expect(getCookie('username')).toBeUndefined();
    expect(localStorage.getItem('user')).toBeNull();
    expect(hasLiveSession()).toBe(false);
  });
});
