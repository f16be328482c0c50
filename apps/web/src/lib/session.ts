import { useSyncExternalStore } from 'react';
import type { SessionUser, TokenPair } from '@backoffice/contract';

/** A pair from sign-in or refresh; a token sign-in without a refresh token has only the access part. */
export type StoredTokens = Pick<TokenPair, 'access_token' | 'expires_in'> &
  Partial<Pick<TokenPair, 'refresh_token' | 'refresh_expires_in'>>;
import { deleteCookie, getCookie, setCookie } from '@/lib/cookies';

/**
 * The signed-in session.
 * - hi7-access_token: the bearer token, lives as long as the token (expires_in).
 * - hi7-access_expires_at / hi7-refresh_expires_at: epoch milliseconds, visible to script, kept as long
 *   as the refresh token lives, so the console knows whether a refresh can still succeed.
 * - hi7-refresh_token: HttpOnly, set and cleared by the server; script never sees it.
 * - hi7-username, hi7-email, hi7-user_id: session cookies.
 * - localStorage 'user': the session user with its permissions.
 */
export const AUTH_COOKIES = {
  accessToken: 'access_token',
  accessExpiresAt: 'access_expires_at',
  refreshExpiresAt: 'refresh_expires_at',
  refreshToken: 'refresh_token',
} as const;

export const USER_COOKIES = {
  username: 'username',
  email: 'email',
  userId: 'user_id',
} as const;

export const USER_STORAGE_KEY = 'user';

/**
 * `mfa_setup_required`: the account must add a second sign-in factor before anything but the profile
 * page (docs/decisions/0011-two-step-sign-in.md); absent otherwise.
 */
export type StoredUser = SessionUser & {
  permissions: string[];
  mfa_setup_required?: true;
};

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Checks what local storage holds. Written by hand rather than with the contract's zod schema:
 * this module is part of the first page load, which must stay small.
 */
export function isStoredUser(value: unknown): value is StoredUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<string, unknown>;
  const role = user.role as Record<string, unknown> | null | undefined;
  return (
    typeof user.id === 'number' &&
    typeof user.username === 'string' &&
    typeof user.email === 'string' &&
    isStringArray(user.permissions) &&
    typeof role === 'object' &&
    role !== null &&
    typeof role.id === 'number' &&
    typeof role.name === 'string' &&
    isStringArray(role.permissions)
  );
}

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function storeTokens(tokens: StoredTokens, now: number = Date.now()): void {
  // Without a refresh token the session ends with the access token.
  const sessionSeconds = tokens.refresh_expires_in ?? tokens.expires_in;
  setCookie(AUTH_COOKIES.accessToken, tokens.access_token, {
    maxAgeSeconds: tokens.expires_in,
  });
  setCookie(AUTH_COOKIES.accessExpiresAt, String(now + tokens.expires_in * 1000), { maxAgeSeconds: sessionSeconds });
  if (tokens.refresh_expires_in === undefined) {
    deleteCookie(AUTH_COOKIES.refreshExpiresAt);
    return;
  }
  setCookie(AUTH_COOKIES.refreshExpiresAt, String(now + tokens.refresh_expires_in * 1000), {
    maxAgeSeconds: sessionSeconds,
  });
}

export function toStoredUser(user: SessionUser, mfaSetupRequired = false): StoredUser {
  return {
    ...user,
    permissions: [...user.role.permissions],
    ...(mfaSetupRequired ? { mfa_setup_required: true as const } : {}),
  };
}

export function storeUser(user: SessionUser, mfaSetupRequired = false): void {
  const stored = toStoredUser(user, mfaSetupRequired);
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(stored));
  setCookie(USER_COOKIES.username, stored.username);
  setCookie(USER_COOKIES.email, stored.email);
  setCookie(USER_COOKIES.userId, String(stored.id));
  notify();
}

let cachedRaw: string | null = null;
let cachedUser: StoredUser | null = null;

/** The stored user, or null when absent or unreadable. The same object is returned until it changes. */
export function getStoredUser(): StoredUser | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(USER_STORAGE_KEY);
  } catch {
    return null;
  }
  if (raw === cachedRaw) return cachedUser;
  cachedRaw = raw;
  cachedUser = null;
  if (raw) {
    try {
      const parsed: unknown = JSON.parse(raw);
      cachedUser = isStoredUser(parsed) ? parsed : null;
    } catch {
      cachedUser = null;
    }
  }
  return cachedUser;
}

/** Whether the signed-in account must add a second factor before it may open any section. */
export function isMfaSetupRequired(): boolean {
  return getStoredUser()?.mfa_setup_required === true;
}

/** Marks (or clears) the stored user's duty to add a second factor. */
export function setMfaSetupRequired(required: boolean): void {
  const user = getStoredUser();
  if (user && (user.mfa_setup_required === true) !== required) storeUser(user, required);
}

export function getAccessToken(): string | undefined {
  return getCookie(AUTH_COOKIES.accessToken) || undefined;
}

function readEpoch(name: string): number | undefined {
  const value = Number(getCookie(name));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** True while the refresh token can still renew the session. */
export function canRefresh(now: number = Date.now()): boolean {
  const until = readEpoch(AUTH_COOKIES.refreshExpiresAt);
  return until !== undefined && until > now;
}

/** A stored user whose tokens are still usable (or renewable). */
export function hasLiveSession(now: number = Date.now()): boolean {
  return getStoredUser() !== null && (getAccessToken() !== undefined || canRefresh(now));
}

/** Tokens without a stored user: the account must set a new password before anything else. */
export function isPasswordResetPending(now: number = Date.now()): boolean {
  return getStoredUser() === null && (getAccessToken() !== undefined || canRefresh(now));
}

/** Forgets the user but keeps the tokens: a user who must set a new password may only do that. */
export function forgetUser(): void {
  for (const name of Object.values(USER_COOKIES)) deleteCookie(name);
  try {
    localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was stored either.
  }
  notify();
}

/** Ends the session on this device: every auth cookie script can touch, the user cookies and the stored user. */
export function clearSession(): void {
  for (const name of Object.values(AUTH_COOKIES)) deleteCookie(name);
  for (const name of Object.values(USER_COOKIES)) deleteCookie(name);
  try {
    localStorage.removeItem(USER_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing was stored either.
  }
  notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  // A sign-in or sign-out in another tab.
  window.addEventListener('storage', (event) => {
    if (event.key === USER_STORAGE_KEY || event.key === null) notify();
  });
}

export function useSessionUser(): StoredUser | null {
  return useSyncExternalStore(subscribeSession, getStoredUser, () => null);
}
