import { useCallback, useMemo, useState } from 'react';
import type { OnChangeFn, VisibilityState } from '@tanstack/react-table';
import { functionalUpdate } from '@tanstack/react-table';
import { currentPreferenceKey, readPreference, writePreference } from '@/lib/user-preferences';

/** Only column → boolean pairs: a hand-edited or stale entry shows the list's defaults instead. */
export function visibilityOf(stored: unknown): VisibilityState | undefined {
  if (stored === null || typeof stored !== 'object' || Array.isArray(stored)) return undefined;
  return Object.fromEntries(
    Object.entries(stored).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'),
  );
}

/**
 * Which columns are shown, kept per user and list in the browser like sort and filters are kept in the
 * address: hiding "Updated At" once hides it on the next visit too. Without a list id (a table inside
 * a dialog), the choice lasts as long as the table.
 */
export function useColumnVisibility(listId: string | undefined, defaults: VisibilityState) {
  const key = listId === undefined ? undefined : currentPreferenceKey('columns', listId);
  const [visibility, setVisibility] = useState<VisibilityState>(() => ({
    ...defaults,
    ...readPreference(key, visibilityOf),
  }));
  const onVisibilityChange = useCallback<OnChangeFn<VisibilityState>>(
    (updater) =>
      setVisibility((old) => {
        const next = functionalUpdate(updater, old);
        writePreference(key, next);
        return next;
      }),
    [key],
  );
  const changed = useMemo(() => differsFrom(visibility, defaults), [visibility, defaults]);
  const restoreDefaults = useCallback(() => onVisibilityChange({ ...defaults }), [onVisibilityChange, defaults]);
  return [visibility, onVisibilityChange, { changed, restoreDefaults }] as const;
}

/** A column missing from a visibility state is shown, as TanStack Table reads it. */
function differsFrom(visibility: VisibilityState, defaults: VisibilityState): boolean {
  const ids = new Set([...Object.keys(visibility), ...Object.keys(defaults)]);
  return [...ids].some((id) => (visibility[id] ?? true) !== (defaults[id] ?? true));
}
