import { useCallback, useSyncExternalStore } from 'react';
import { getStoredUser } from '@/lib/session';

/**
 * What one staff member chose about the console's look (hidden columns, saved views, density), kept in this
 * browser under their user id, so that someone else signing in here starts from the defaults.
 */
export function preferenceKey(kind: string, userId: number, scope?: string): string {
  return scope === undefined ? `backoffice.${kind}.${userId}` : `backoffice.${kind}.${userId}.${scope}`;
}

/** The signed-in user's key for this preference, or none when nobody is signed in. */
export function currentPreferenceKey(kind: string, scope?: string): string | undefined {
  const userId = getStoredUser()?.id;
  return userId === undefined ? undefined : preferenceKey(kind, userId, scope);
}

/** The stored value if it passes `accept`; anything unreadable counts as not chosen. */
export function readPreference<T>(key: string | undefined, accept: (value: unknown) => T | undefined): T | undefined {
  if (key === undefined) return undefined;
  try {
    return accept(JSON.parse(localStorage.getItem(key) ?? 'null'));
  } catch {
    return undefined;
  }
}

const listeners = new Set<() => void>();

export function writePreference(key: string | undefined, value: unknown): void {
  if (key === undefined) return;
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the choice lasts until the page is left.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * One preference shared by every part that shows it (every table's density): a change in one shows in all.
 * `accept` must be stable (a module-level function), as must `fallback`.
 */
export function usePreference<T extends string>(kind: string, accept: (value: unknown) => T | undefined, fallback: T) {
  const read = useCallback(
    () => readPreference(currentPreferenceKey(kind), accept) ?? fallback,
    [kind, accept, fallback],
  );
  const value = useSyncExternalStore(subscribe, read, () => fallback);
  const set = useCallback((next: T) => writePreference(currentPreferenceKey(kind), next), [kind]);
  return [value, set] as const;
}
