import { useCallback, useState } from 'react';
import type { OnChangeFn, VisibilityState } from '@tanstack/react-table';
import { functionalUpdate } from '@tanstack/react-table';
import { getStoredUser } from '@/lib/session';

/** The browser storage entry of one user's column choice on one list. */
export function columnChoiceKey(userId: number, listId: string): string {
  return `backoffice.columns.${userId}.${listId}`;
}

function readChoice(key: string | undefined): VisibilityState | undefined {
  if (!key) return undefined;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return undefined;
    // Only column → boolean pairs: a hand-edited or stale entry shows the list's defaults instead.
    const entries = Object.entries(stored).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean');
    return Object.fromEntries(entries);
  } catch {
    return undefined;
  }
}

function writeChoice(key: string | undefined, choice: VisibilityState): void {
  if (!key) return;
  try {
    localStorage.setItem(key, JSON.stringify(choice));
  } catch {
    // Storage full or refused (private mode): the choice lasts until the page is left, as before.
  }
}

/**
 * Which columns are shown, kept per user and list in the browser like sort and filters are kept in the
 * address: hiding "Updated At" once hides it on the next visit too. Without a list id (a table inside
 * a dialog), the choice lasts as long as the table.
 */
export function useColumnVisibility(listId: string | undefined, defaults: VisibilityState) {
  const userId = getStoredUser()?.id;
  const key = listId !== undefined && userId !== undefined ? columnChoiceKey(userId, listId) : undefined;
  const [visibility, setVisibility] = useState<VisibilityState>(() => ({ ...defaults, ...readChoice(key) }));
  const onVisibilityChange = useCallback<OnChangeFn<VisibilityState>>(
    (updater) =>
      setVisibility((old) => {
        const next = functionalUpdate(updater, old);
        writeChoice(key, next);
        return next;
      }),
    [key],
  );
  return [visibility, onVisibilityChange] as const;
}
